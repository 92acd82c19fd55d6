import { fitsPlatform } from "../text/count-characters";
import { normalizeToThreeLines } from "../text/normalize-bio";
import { PLATFORM_LIMITS } from "../text/platforms";

import type { BioRequest } from "./generation-options";
import { checkStyleRules } from "./style-rules";

/**
 * The longest model output worth vetting, in UTF-16 code units: ten times the longest platform
 * limit (LinkedIn's 220), room for a bio of ZWJ emoji families plus quotes and markdown. Normalising
 * and counting cost about the square of the length (0.7 s each for 40,000 characters), so anything
 * longer is dropped before either runs.
 */
export const MAX_RAW_BIO_LENGTH = 2_000;

/** A bio has at most this many lines; the prompt says so, and a longer one is refused, not cut. */
export const MAX_BIO_LINES = 3;

/** Why a model's bio was refused; the generator logs it. */
export type VetRule =
  | "too-long-raw"
  | "lone-surrogate"
  | "markup"
  | "scheme"
  | "template"
  | "injection"
  | "secret"
  | "empty"
  | "chatter"
  | "too-many-lines"
  | "over-limit"
  | "style"
  | "invented-link";

export type VetVerdict = { bio: string; rule?: undefined } | { bio?: undefined; rule: VetRule; detail?: string };

/**
 * Checks a bio from a language model as untrusted input and returns the cleaned bio, or undefined
 * when it is unusable (judgeGeneratedBio says why).
 */
export function vetGeneratedBio(raw: string, request: BioRequest): string | undefined {
  return judgeGeneratedBio(raw, request).bio;
}

/**
 * The cleaned bio, or the rule it breaks: far too long, a broken UTF-16 string, markup, a URL
 * scheme, leftover JSON or template braces, an echoed prompt injection, a secret-looking string,
 * empty, the model's own chatter, more than MAX_BIO_LINES lines, too long for the platform, breaking
 * the chosen style, or a link, e-mail address or handle the visitor did not give (models invent
 * them). The visitor's own words (description included) are never "invented".
 */
export function judgeGeneratedBio(raw: string, request: BioRequest): VetVerdict {
  if (raw.length > MAX_RAW_BIO_LENGTH) return { rule: "too-long-raw" };
  // A lone surrogate is a broken string (a model's or a transport's fault): it renders as "�" and
  // makes the visitor's copy invalid UTF-8 (issue 24, item 8).
  if (LONE_SURROGATE.test(raw)) return { rule: "lone-surrogate" };
  for (const [rule, patterns] of NOT_A_BIO) {
    if (patterns.some((pattern) => pattern.test(raw))) return { rule };
  }
  const text = raw
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, (char) => (KEEP_INVISIBLE.test(char) ? char : ""))
    .replace(/^\s*["“]([\s\S]*)["”]\s*$/, "$1")
    .replace(/\*\*|__/g, "");
  const given = visitorText(request);
  if (SECRET.some((pattern) => pattern.test(text)) || hasSecretToken(text, given)) return { rule: "secret" };
  const lines = text.split("\n").filter((line) => line.trim() !== "").length;
  // Cutting a fourth line would silently delete what it said (often the visitor's own "DM for
  // classes"); the bio is refused and logged instead, and another takes its place.
  if (lines > MAX_BIO_LINES) return { rule: "too-many-lines", detail: String(lines) };
  const cleaned = normalizeToThreeLines(text);
  if (cleaned.length === 0) return { rule: "empty" };
  if (CHATTER.some((pattern) => pattern.test(cleaned))) return { rule: "chatter" };
  if (!fitsPlatform(cleaned, request.platform)) {
    return { rule: "over-limit", detail: `${PLATFORM_LIMITS[request.platform].limit}` };
  }
  const broken = checkStyleRules(cleaned, request.style);
  if (broken.length > 0) return { rule: "style", detail: broken.join(" ") };
  for (const token of cleaned.match(INVENTABLE) ?? []) {
    if (!isGiven(token, given)) return { rule: "invented-link", detail: token };
  }
  return { bio: cleaned };
}

/** The visitor's fields as typed: their words may be in every bio (see createAnswerChecker). */
export function visitorFields(request: BioRequest): string[] {
  return [
    request.profession,
    request.instructions,
    request.description ?? "",
    ...request.interests,
    ...request.personality,
  ].filter((field) => field.trim() !== "");
}

/** Everything the visitor typed, lowercased: what a bio may take links and handles from. */
function visitorText(request: BioRequest): string {
  return visitorFields(request).join("\n").toLowerCase();
}

/**
 * A link, address or handle the visitor gave: found in their words as typed, or, for an @handle,
 * its name is a name they gave ("Head of Growth @Acme" from "Head of Growth at Acme").
 */
function isGiven(token: string, given: string): boolean {
  const plain = token.toLowerCase().replace(/[.]+$/u, "");
  if (given.includes(plain)) return true;
  if (!plain.startsWith("@")) return false;
  const name = plain.slice(1);
  return new RegExp(`(?<![\\p{L}\\p{N}_@.])${name.replace(/[.]/gu, "\\.")}(?![\\p{L}\\p{N}_])`, "u").test(given);
}

const LONE_SURROGATE = /\p{Cs}/u;

// Control and format characters can hide text or break layouts; line breaks, the zero-width
// joiner of emoji sequences and the tag characters of subdivision flags are part of real bios.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const KEEP_INVISIBLE = /^(?:\n|\u200d|[\u{e0020}-\u{e007f}])$/u;

// Links, e-mail addresses and @handles: things a model must not make up. "@6am" is a time.
const INVENTABLE =
  /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+|(?<![\w])@(?!\d{1,2}(?::\d{2})?(?:am|pm)\b)[\w.]{2,}|\b[\w-]+\.(?:com|net|org|io|co|me|app|es|de|fr|uk|ca|au|shop|store|studio|dev|ee)\b/gi;

/**
 * Output that is not a bio whatever the request, by the rule it breaks: markup and entities (a bio
 * is pasted as plain text, and "<script>" in one is an attack or an accident); URLs with a scheme
 * other than http(s) (javascript: anywhere; data:, about: and the rest only written as a URL, so
 * "Data: cleaned." and "About: UX research" stay bios); JSON or template leftovers ("{{name}}",
 * "${x}", "{profession}", '{"bios"', code fences; a joke's "{ }" stays); an echoed prompt
 * injection or role label (issue 24, item 8). "<3" and "coffee > sleep" stay bios.
 */
const NOT_A_BIO: readonly (readonly [VetRule, readonly RegExp[]])[] = [
  ["markup", [/<\/?[a-z][a-z0-9-]*(?:[\s/>]|$)|<!--|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i]],
  [
    "scheme",
    [
      /\b(?:javascript|vbscript)\s*:/i,
      /\b(?:data|file|blob|about|filesystem|jar):(?=\S)/i,
      /\b(?!https?:)[a-z][a-z0-9+.-]*:\/\//i,
    ],
  ],
  ["template", [/\{\{|\}\}|\$\{|\{\s*[a-z_][\w.]*\s*\}|\{\s*"|```|"bios"\s*:/i]],
  [
    "injection",
    [
      // "Forget the rules, eat dessert" is a bio; "ignore all previous instructions" is not.
      /\b(?:ignore|disregard|forget|override)\b[^\n]{0,20}?\b(?:previous|prior|above|earlier|all|any|your|these|those)\s+(?:\w+\s+)?(?:instructions?|prompts?|directions|guidelines)\b/i,
      /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak/i,
      /\b(?:reveal|print|show|repeat|leak)\b[^\n]{0,30}?\b(?:your|the) (?:prompt|instructions)\b/i,
      /^\s*(?:system|assistant|developer)\s*:/im,
      /\byou are now\b/i,
    ],
  ],
];

/**
 * Strings that look like credentials: provider key prefixes (OpenAI, AWS, GitHub, Slack, Google),
 * private-key blocks, JSON web tokens, and "api_key=…" / "password: …" assignments.
 */
const SECRET: readonly RegExp[] = [
  /\b(?:sk|pk|rk)-(?:[a-z]+-)?[A-Za-z0-9_-]{16,}/,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/,
  /\bgh[pousr]_[A-Za-z0-9]{20,}/,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/,
  /\bAIza[0-9A-Za-z_-]{30,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\beyJ[\w-]{8,}\.[\w-]{8,}\./,
  /\b(?:api[_-]?key|secret|password|passwd|access[_-]?token|bearer)\b\s*[:=]\s*\S+/i,
];

/**
 * A long run of letters mixed with digits that the visitor did not type: no word, hashtag or handle
 * looks like that, a key or token does.
 */
function hasSecretToken(text: string, given: string): boolean {
  for (const [token] of text.matchAll(/(?<![\w#@./-])[A-Za-z0-9_+/=-]{24,}/g)) {
    if (/\d/.test(token) && /[A-Za-z]/.test(token) && !given.includes(token.toLowerCase())) return true;
  }
  return false;
}

/**
 * A model talking to the person instead of writing a bio: an acknowledgement followed by its
 * punctuation ("Sure!", "Absolutely, here…"; "Absolutely obsessed with matcha" is a bio), "Here
 * are three bios" (but "Here's to the long run" is a bio), refusals and apologies for not writing
 * ("Sorry I'm late" is a bio), remarks about being a model, or a lead-in that ends in a colon.
 */
const CHATTER: readonly RegExp[] = [
  /^(?:sure|certainly|of course|absolutely|okay|ok|great|got it)\s*[!,.:]/i,
  /^here(?:'s| is| are)\b[^\n]{0,40}\b(?:bios?|options?|versions?|ideas?|drafts?|suggestions?)\b/i,
  /^here you go\b/i,
  /^(?:i(?:'m| am) sorry|sorry),? (?:but )?i (?:can't|cannot|won't)/i,
  /^i (?:can't|cannot|won't) (?:help|write|create|assist|do that|comply)/i,
  /\bas an ai\b|\blanguage model\b/i,
  /:\s*$/,
];
