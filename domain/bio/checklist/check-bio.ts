import { toPlainText } from "../../fonts/to-plain-text";
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";
import { isContactLine } from "../../text/normalize-bio";
import { PLATFORM_IDS, PLATFORM_LIMITS, type Platform } from "../../text/platforms";
import { shortenToFit } from "../../text/shorten-to-fit";
import type { Style } from "../generation-options";
import {
  EMOJI_RICH_MIN,
  MINIMALIST_MAX_EMOJI,
  PROFESSIONAL_MAX_EMOJI,
  WITH_EMOJIS_MAX,
  WITH_EMOJIS_MIN,
  countEmoji,
  isCallToActionLine,
  isQuotationLine,
} from "../style-rules";

/** docs/product.md#the-honest-checklist: no score, no invented figures. */
export const CHECK_IDS = ["fits", "says-who", "reach", "plain-tags", "plain-name", "emoji", "no-repeat"] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export interface CheckFix {
  label: string;
}

export interface CheckResult {
  id: CheckId;
  passed: boolean;
  title: string;
  why: string;
  /** Only a fix that invents nothing. */
  fix?: CheckFix;
}

export interface ChecklistOptions {
  platform: Platform;
  count: (text: string, platform: Platform) => number;
  style?: Style;
}

/** The style's own rule (domain/bio/style-rules.ts), else up to With Emojis' most. */
export function emojiRangeFor(style: Style | undefined): { min: number; max: number; name: string } {
  switch (style) {
    case "With Emojis":
      return { min: WITH_EMOJIS_MIN, max: WITH_EMOJIS_MAX, name: style };
    case "Clean Text":
      return { min: 0, max: 0, name: style };
    case "Emoji Rich":
      return { min: EMOJI_RICH_MIN, max: Number.POSITIVE_INFINITY, name: style };
    case "Minimalist":
      return { min: 0, max: MINIMALIST_MAX_EMOJI, name: style };
    case "Professional":
      return { min: 0, max: PROFESSIONAL_MAX_EMOJI, name: style };
    default:
      return { min: 0, max: WITH_EMOJIS_MAX, name: "a bio" };
  }
}

function bioLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/iu;
const URL_LIKE =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|co|shop|store|me|link|page|art|studio|dev)\b/iu;
const HANDLE = /(?:^|\s)@[\p{L}\p{N}_.]{2,}/u;
const TAG_TOKEN = /[#＃@＠][^\s#＃@＠]+/gu;
const WORD = /\p{L}{2,}/u;

/** Lines that only point somewhere (a call to action, a contact, a quotation) introduce no one. */
function introducesSomeone(line: string): boolean {
  const plain = toPlainText(line).replace(TAG_TOKEN, " ");
  if (!WORD.test(plain)) return false;
  return !isCallToActionLine(plain) && !isContactLine(plain) && !isQuotationLine(line);
}

function offersAWayIn(lines: readonly string[]): boolean {
  return lines.some((line) => {
    const plain = toPlainText(line);
    return (
      isCallToActionLine(plain) ||
      isContactLine(plain) ||
      EMAIL.test(plain) ||
      URL_LIKE.test(plain) ||
      HANDLE.test(plain)
    );
  });
}

function styledTags(text: string): string[] {
  return [...text.matchAll(TAG_TOKEN)].map((match) => match[0]).filter((tag) => plainTag(tag) !== tag);
}

function plainTag(tag: string): string {
  return toPlainText(tag.replace(/^＃/u, "#").replace(/^＠/u, "@"));
}

function hasStyledLetters(text: string): boolean {
  return toPlainText(text) !== text;
}

function lineKey(line: string): string {
  return toPlainText(line)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function repeatedLineIndexes(lines: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  lines.forEach((line, index) => {
    const key = lineKey(line);
    if (key === "") return;
    if (seen.has(key)) repeats.push(index);
    seen.add(key);
  });
  return repeats;
}

export const PLAIN_CALL_TO_ACTION = "DM me to say hi 📩";

export function checkBio(text: string, options: ChecklistOptions): CheckResult[] {
  if (text.trim() === "") return [];
  const { platform, count, style } = options;
  const lines = bioLines(text);
  const { name, limit, field } = PLATFORM_LIMITS[platform];
  const used = count(text, platform);
  const others = PLATFORM_IDS.filter(
    (other) => other !== platform && count(text, other) <= PLATFORM_LIMITS[other].limit,
  );
  const othersText =
    others.length > 0 ? `; also fits ${others.map((other) => PLATFORM_LIMITS[other].name).join(", ")}` : "";

  const firstLine = lines[0] ?? "";
  const introLine = lines.findIndex(introducesSomeone);
  const tags = styledTags(text);
  const emoji = countEmoji(text);
  const range = emojiRangeFor(style);
  const repeats = repeatedLineIndexes(lines);
  const withCallToAction = `${text.trimEnd()}\n${PLAIN_CALL_TO_ACTION}`;

  return [
    {
      id: "fits",
      passed: used <= limit,
      title:
        used <= limit
          ? `Fits ${name}: ${used} of ${limit}${othersText}`
          : `${used - limit} over ${name}'s ${limit}${othersText}`,
      why: `${name} cuts a ${field} past ${limit} characters, counted its own way.`,
      fix: used <= limit ? undefined : { label: `Shorten to fit ${name}` },
    },
    {
      id: "says-who",
      passed: introLine === 0,
      title:
        introLine === 0 ? "Line 1 says who you are or what you do" : "Line 1 does not say who you are or what you do",
      why: "Most visitors read only the first line before they decide to follow.",
      fix: introLine > 0 ? { label: `Move line ${introLine + 1} to the top` } : undefined,
    },
    {
      id: "reach",
      passed: offersAWayIn(lines),
      title: offersAWayIn(lines)
        ? "Has a call to action or a way to reach you"
        : "No call to action or way to reach you",
      why: "A bio that says what to do next (DM, book, shop, a link) gets more of it.",
      fix:
        offersAWayIn(lines) || count(withCallToAction, platform) > limit
          ? undefined
          : { label: `Add “${PLAIN_CALL_TO_ACTION}”` },
    },
    {
      id: "plain-tags",
      passed: tags.length === 0,
      title:
        tags.length === 0
          ? "Hashtags and @handles are in plain letters"
          : `Styled ${tags.length === 1 ? "tag" : "tags"}: ${tags.join(" ")}`,
      why: "A hashtag or @handle in styled letters is not clickable and nobody finds it by search.",
      fix: tags.length === 0 ? undefined : { label: "Make tags plain" },
    },
    {
      id: "plain-name",
      passed: !hasStyledLetters(firstLine),
      title: hasStyledLetters(firstLine)
        ? "Line 1 is in styled letters"
        : "Your name and keywords are in plain letters",
      why: "Screen readers spell styled letters out or skip them, and search misses those words.",
      fix: hasStyledLetters(firstLine) ? { label: "Keep line 1 plain" } : undefined,
    },
    {
      id: "emoji",
      passed: emoji >= range.min && emoji <= range.max,
      title:
        emoji > range.max
          ? `${emoji} emoji: ${range.max === 0 ? "none" : `at most ${range.max}`} suits ${range.name}`
          : emoji < range.min
            ? `${emoji} emoji: ${range.name} wants at least ${range.min}`
            : `${emoji} emoji: right for ${range.name}`,
      why: "A few emoji guide the eye; many read as clutter and are read aloud one by one.",
      fix:
        emoji > range.max ? { label: range.max === 0 ? "Remove the emoji" : `Keep the first ${range.max}` } : undefined,
    },
    {
      id: "no-repeat",
      passed: repeats.length === 0,
      title: repeats.length === 0 ? "No line is repeated" : `Line ${(repeats[0] ?? 0) + 1} repeats an earlier line`,
      why: "Every character counts toward the limit; a repeated line spends them twice.",
      fix: repeats.length === 0 ? undefined : { label: "Remove the repeat" },
    },
  ];
}

function keepEmoji(text: string, max: number): string {
  let kept = 0;
  const graphemes = splitGraphemes(text).filter((grapheme) => {
    if (!isEmojiGrapheme(grapheme)) return true;
    kept += 1;
    return kept <= max;
  });
  return graphemes
    .join("")
    .split("\n")
    .map((line) => line.replace(/[ \t]{2,}/gu, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** Fixes only remove, move or un-style, except the call to action, which adds an invitation with no link. */
export function applyCheckFix(id: CheckId, text: string, options: ChecklistOptions): string {
  const { platform, count, style } = options;
  const lines = bioLines(text);
  switch (id) {
    case "fits":
      return shortenToFit(text, PLATFORM_LIMITS[platform].limit, (value) => count(value, platform), {
        keepLast: offersAWayIn(lines.slice(-1)),
      });
    case "says-who": {
      const index = lines.findIndex(introducesSomeone);
      if (index <= 0) return text;
      return [lines[index] ?? "", ...lines.filter((_, other) => other !== index)].join("\n");
    }
    case "reach":
      return offersAWayIn(lines) ? text : `${text.trimEnd()}\n${PLAIN_CALL_TO_ACTION}`;
    case "plain-tags":
      return text.replace(TAG_TOKEN, plainTag);
    case "plain-name":
      return lines.length === 0 ? text : [toPlainText(lines[0] ?? ""), ...lines.slice(1)].join("\n");
    case "emoji": {
      const { max } = emojiRangeFor(style);
      return countEmoji(text) > max ? keepEmoji(text, max) : text;
    }
    case "no-repeat": {
      const repeats = new Set(repeatedLineIndexes(lines));
      return lines.filter((_, index) => !repeats.has(index)).join("\n");
    }
  }
}
