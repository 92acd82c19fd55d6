import { fitsPlatform } from "../text/count-characters";
import { normalizeToThreeLines } from "../text/normalize-bio";

import type { BioRequest } from "./generation-options";
import { checkStyleRules } from "./style-rules";

/**
 * Checks a bio from a language model as untrusted input and returns the cleaned bio, or undefined
 * when it is unusable: empty, too long for the platform, breaking the chosen style, or carrying a
 * link, e-mail address or handle the visitor did not give (models invent them).
 */
export function vetGeneratedBio(raw: string, request: BioRequest): string | undefined {
  const cleaned = normalizeToThreeLines(
    raw
      .replace(/\r\n?/g, "\n")
      .replace(INVISIBLE, (char) => (KEEP_INVISIBLE.test(char) ? char : ""))
      .replace(/^\s*["“]([\s\S]*)["”]\s*$/, "$1")
      .replace(/\*\*|__/g, ""),
  );
  if (cleaned.length === 0) return undefined;
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
