import { fitsPlatform } from "../text/count-characters";
import { normalizeToThreeLines } from "../text/normalize-bio";

import type { BioRequest } from "./generation-options";
import { checkStyleRules } from "./style-rules";

/**
 * The longest model output worth vetting, in UTF-16 code units: ten times the longest platform
 * limit (LinkedIn's 220), room for a bio of ZWJ emoji families plus quotes and markdown. Normalising
 * and counting cost about the square of the length (0.7 s each for 40,000 characters), so anything
 * longer is dropped before either runs.
 */
export const MAX_RAW_BIO_LENGTH = 2_000;

/**
 * Checks a bio from a language model as untrusted input and returns the cleaned bio, or undefined
 * when it is unusable: far too long, empty, too long for the platform, breaking the chosen style,
 * carrying markup, a URL scheme, leftover JSON or template braces, the model's own chatter, or a
 * link, e-mail address or handle the visitor did not give (models invent them).
 */
export function vetGeneratedBio(raw: string, request: BioRequest): string | undefined {
  if (raw.length > MAX_RAW_BIO_LENGTH) return undefined;
  if (NOT_A_BIO.some((pattern) => pattern.test(raw))) return undefined;
  const cleaned = normalizeToThreeLines(
    raw
      .replace(/\r\n?/g, "\n")
      .replace(INVISIBLE, (char) => (KEEP_INVISIBLE.test(char) ? char : ""))
      .replace(/^\s*["“]([\s\S]*)["”]\s*$/, "$1")
      .replace(/\*\*|__/g, ""),
  );
  if (cleaned.length === 0 || CHATTER.test(cleaned)) return undefined;
  if (!fitsPlatform(cleaned, request.platform)) return undefined;
  if (checkStyleRules(cleaned, request.style).length > 0) return undefined;
  const given = [request.profession, request.instructions, ...request.interests, ...request.personality]
    .join(" ")
    .toLowerCase();
  for (const token of cleaned.match(INVENTABLE) ?? []) {
    if (!given.includes(token.toLowerCase())) return undefined;
  }
  return cleaned;
}

// Control and format characters can hide text or break layouts; line breaks, the zero-width
// joiner of emoji sequences and the tag characters of subdivision flags are part of real bios.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const KEEP_INVISIBLE = /^(?:\n|\u200d|[\u{e0020}-\u{e007f}])$/u;

// Links, e-mail addresses and @handles: things a model must not make up.
const INVENTABLE =
  /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+|(?<![\w])@[\w.]{2,}|\b[\w-]+\.(?:com|net|org|io|co|me|app)\b/gi;

/**
 * Output that is not a bio whatever the request: markup and entities (a bio is pasted as plain
 * text, and "<script>" in one is an attack or an accident), URLs with a scheme other than http(s)
 * (javascript:, data:, and the like are never wanted in a bio), JSON or template leftovers, and
 * code fences. "<3" and "coffee > sleep" stay bios.
 */
const NOT_A_BIO: readonly RegExp[] = [
  /<\/?[a-z][a-z0-9-]*(?:[\s/>]|$)|<!--|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i,
  /\b(?:javascript|vbscript|data|file|blob|about|filesystem|jar)\s*:/i,
  /\b(?!https?:)[a-z][a-z0-9+.-]*:\/\//i,
  /[{}]|```|"bios"\s*:/,
];

/**
 * A model talking to the person instead of writing a bio: acknowledgements ("Sure!", "Here are…"),
 * refusals, remarks about being a model, or a lead-in that ends in a colon.
 */
const CHATTER =
  /^(?:sure|certainly|of course|absolutely|okay|ok|here(?:'s| is| are| you go)|i(?:'m| am) sorry|sorry|i can(?:'t|not))\b|\bas an ai\b|\blanguage model\b|:\s*$/iu;
