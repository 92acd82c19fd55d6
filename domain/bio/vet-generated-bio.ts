import { fitsPlatform } from "../text/count-characters";
import { normalizeToThreeLines } from "../text/normalize-bio";
import { PLATFORM_LIMITS } from "../text/platforms";

import type { BioRequest } from "./generation-options";
import { checkStyleRules } from "./style-rules";

/** In UTF-16 code units: normalising and counting cost about the square of the length. */
export const MAX_RAW_BIO_LENGTH = 2_000;

export const MAX_BIO_LINES = 3;

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

/** Model output is untrusted input; undefined when unusable (judgeGeneratedBio says why). */
export function vetGeneratedBio(raw: string, request: BioRequest): string | undefined {
  return judgeGeneratedBio(raw, request).bio;
}

export function judgeGeneratedBio(raw: string, request: BioRequest): VetVerdict {
  if (raw.length > MAX_RAW_BIO_LENGTH) return { rule: "too-long-raw" };
  // Renders as "�" and makes the visitor's copy invalid UTF-8 (issue 24, item 8).
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
  // Cutting a fourth line would silently delete what it said (often the visitor's own "DM for classes").
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

export function visitorFields(request: BioRequest): string[] {
  return [
    request.profession,
    request.instructions,
    request.description ?? "",
    ...request.interests,
    ...request.personality,
  ].filter((field) => field.trim() !== "");
}

function visitorText(request: BioRequest): string {
  return visitorFields(request).join("\n").toLowerCase();
}

/** "Head of Growth @Acme" is given by "Head of Growth at Acme". */
function isGiven(token: string, given: string): boolean {
  const plain = token.toLowerCase().replace(/[.]+$/u, "");
  if (given.includes(plain)) return true;
  if (!plain.startsWith("@")) return false;
  const name = plain.slice(1);
  return new RegExp(`(?<![\\p{L}\\p{N}_@.])${name.replace(/[.]/gu, "\\.")}(?![\\p{L}\\p{N}_])`, "u").test(given);
}

const LONE_SURROGATE = /\p{Cs}/u;

// Line breaks, the emoji ZWJ and the tag characters of subdivision flags are part of real bios.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const KEEP_INVISIBLE = /^(?:\n|\u200d|[\u{e0020}-\u{e007f}])$/u;

const INVENTABLE =
  /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+|(?<![\w])@(?!\d{1,2}(?::\d{2})?(?:am|pm)\b)[\w.]{2,}|\b[\w-]+\.(?:com|net|org|io|co|me|app|es|de|fr|uk|ca|au|shop|store|studio|dev|ee)\b/gi;

/** Output that is not a bio whatever the request (issue 24, item 8); "<3" and "coffee > sleep" stay bios. */
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
      /\b(?:ignore|disregard|forget|override)\b[^\n]{0,20}?\b(?:previous|prior|above|earlier|all|any|your|these|those)\s+(?:\w+\s+)?(?:instructions?|prompts?|directions|guidelines)\b/i,
      /\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak/i,
      /\b(?:reveal|print|show|repeat|leak)\b[^\n]{0,30}?\b(?:your|the) (?:prompt|instructions)\b/i,
      /^\s*(?:system|assistant|developer)\s*:/im,
      /\byou are now\b/i,
    ],
  ],
];

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

function hasSecretToken(text: string, given: string): boolean {
  for (const [token] of text.matchAll(/(?<![\w#@./-])[A-Za-z0-9_+/=-]{24,}/g)) {
    if (/\d/.test(token) && /[A-Za-z]/.test(token) && !given.includes(token.toLowerCase())) return true;
  }
  return false;
}

/** The model talking to the person; "Sorry I'm late" is still a bio. */
const CHATTER: readonly RegExp[] = [
  /^(?:sure|certainly|of course|absolutely|okay|ok|great|got it)\s*[!,.:]/i,
  /^here(?:'s| is| are)\b[^\n]{0,40}\b(?:bios?|options?|versions?|ideas?|drafts?|suggestions?)\b/i,
  /^here you go\b/i,
  /^(?:i(?:'m| am) sorry|sorry),? (?:but )?i (?:can't|cannot|won't)/i,
  /^i (?:can't|cannot|won't) (?:help|write|create|assist|do that|comply)/i,
  /\bas an ai\b|\blanguage model\b/i,
  /:\s*$/,
];
