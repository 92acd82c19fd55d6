// A style (spec §7) applied to a bio's lines as the last step: emoji where they mean something, symbols, hashtags from
// the visitor's words, a quoted line. It serves the composer's drafts and the pools' whole bios; every result is checked
// with checkStyleRules afterwards, so a style that cannot be met is a rejected draft, never a broken rule.
import type { Style } from "../generation-options";
import { countEmoji, MYSTICAL_SYMBOLS } from "../style-rules";
import { isEmojiGrapheme, splitGraphemes } from "../../text/graphemes";

import { inline } from "./lines";

/** A line, and an emoji that means what it says, placed at its end when the budget allows. */
export type StyledLine = { text: string; emoji?: string };

export interface StyleInput {
  lines: readonly StyledLine[];
  style: Style | undefined;
  /** Emoji when the style does not set a number. */
  emoji: number;
  /** Emoji for lines about no one thing, used when the style needs more than the lines bring. */
  moodEmoji: readonly string[];
  /** Start lines in lowercase (acronyms kept). */
  lowercase: boolean;
  /** Hashtag Style's tags, built from the visitor's words, without '#'. */
  hashtags: readonly string[];
}

const SYMBOLS = ["✦", "➤", "•"];
const MYSTICAL = "✨";

/** How many emoji a style wants, given the voice's own choice. */
function emojiBudget(style: Style | undefined, own: number): number {
  if (style === "Clean Text") return 0;
  if (style === "With Emojis") return Math.min(3, Math.max(1, own));
  if (style === "Emoji Rich") return 3;
  return style === "Minimalist" || style === "Professional" ? Math.min(1, own) : own;
}

/** Tags from words: letters and digits only ("true crime" → truecrime), distinct, at most three. */
export function hashtagsFrom(words: readonly string[]): string[] {
  const tags: string[] = [];
  for (const word of words) {
    const tag = word.replace(/[^\p{L}\p{N}]/gu, "");
    if (tag.length >= 2 && tag.length <= 16 && !tags.some((seen) => seen.toLowerCase() === tag.toLowerCase()))
      tags.push(tag);
  }
  return tags.slice(0, 3);
}

/** Each part of a line in lowercase ("tiler · lippage is my sworn enemy"), names and acronyms kept. */
const lower = (text: string): string => Array.from(text.split(/(?<=\s[·|]\s)/u), inline).join("");

export function applyStyle({ lines, style, emoji, moodEmoji, lowercase, hashtags }: StyleInput): string {
  let texts = lines.map((line) => (lowercase ? lower(line.text) : line.text));
  if (style === "Clean Text") texts = texts.map((text) => text.replace(/\s+[·|•]\s+/gu, ", "));

  // Emoji: first the lines' own, in order (With Emojis: up to three, read blind as a lift), then mood
  // emoji on the last line up to the style's count; never the same twice.
  const budget = emojiBudget(style, emoji);
  const ownBudget = style === "With Emojis" ? 3 : budget;
  const placed: (string | undefined)[] = lines.map(() => undefined);
  const used = new Set<string>();
  for (let index = 0; index < lines.length && used.size < ownBudget; index += 1) {
    const own = lines[index]?.emoji;
    if (own && !used.has(own)) used.add((placed[index] = own));
  }
  if (style === "Mystical" && ![...used].some((found) => MYSTICAL_SYMBOLS.has(found.replace(/\uFE0F/gu, "")))) {
    const last = lines.length - 1;
    placed[last] = placed[last] ? `${placed[last]}${MYSTICAL}` : MYSTICAL;
    used.add(MYSTICAL);
  }
  for (let index = lines.length - 1, mood = 0; index >= 0 && used.size < budget && mood < moodEmoji.length; mood += 1) {
    const candidate = moodEmoji[mood] ?? "";
    if (used.has(candidate)) continue;
    placed[index] = placed[index] ? `${placed[index]}${candidate}` : candidate;
    used.add(candidate);
    index -= 1;
  }
  texts = texts.map((text, index) => (placed[index] ? `${text} ${placed[index]}` : text));

  if (style === "Symbol Heavy") texts = texts.map((text, index) => `${SYMBOLS[index % SYMBOLS.length] ?? "✦"} ${text}`);
  if (style === "Quote Style") {
    const last = texts.length - 1;
    const line = lines[last];
    if (line) texts[last] = `“${lowercase ? lower(line.text) : line.text}”${placed[last] ? ` ${placed[last]}` : ""}`;
  }
  if (style === "Hashtag Style") {
    const tags = hashtags.slice(0, 3).map((tag) => `#${tag}`);
    // The tags take the last line's place: [who, what, tags], or [who, tags] for a two-line draft.
    texts = [...texts.slice(0, Math.max(1, texts.length - 1)), tags.join(" ")];
  }
  return texts.join("\n");
}

/** Emoji a pool bio may keep under a style: its own, cut to the budget from the end (0: a line without them). */
export function limitEmoji(text: string, max: number): string {
  if (countEmoji(text) <= max) return text;
  let kept = 0;
  return text
    .split("\n")
    .map((line) =>
      splitGraphemes(line)
        .filter((grapheme) => !isEmojiGrapheme(grapheme) || (kept += 1) <= max)
        .join("")
        .replace(/\s+/gu, " ")
        .trim(),
    )
    .join("\n");
}
