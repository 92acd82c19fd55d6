/**
 * What each bio style (spec §3, and the Cool page's styles of §7) means, as rules a bio can be
 * checked against. The offline composer builds bios that satisfy them, the API vets language-model
 * output with them, and scripts/eval-bios reports compliance. Emoji are counted per grapheme with
 * isEmojiGrapheme, so a ZWJ family or a flag counts once.
 */
import { isEmojiGrapheme, splitGraphemes, walkGraphemes } from "../text/graphemes";

import type { Style } from "./generation-options";
import { tokenizeWords } from "./similarity";

/**
 * Decorative symbols: separators, stars, arrows and dingbats that are not emoji (none of them is
 * Extended_Pictographic, so they never count as emoji). Clean Text allows none; Symbol Heavy needs
 * SYMBOL_HEAVY_MIN_SYMBOLS. The ASCII pipe counts: in a bio it is a separator, not punctuation.
 */
export const DECORATIVE_SYMBOLS: ReadonlySet<string> = new Set([
  "✦",
  "✧",
  "⋆",
  "★",
  "☆",
  "✩",
  "✶",
  "✵",
  "✺",
  "✿",
  "❀",
  "❖",
  "◆",
  "◇",
  "⟡",
  "⊹",
  "˚",
  "₊",
  "•",
  "·",
  "◦",
  "∘",
  "○",
  "●",
  "｜",
  "|",
  "➤",
  "➜",
  "→",
  "⇢",
  "↳",
  "⤷",
  "⟶",
  "▸",
  "☾",
  "☽",
  "♡",
  "♪",
  "♫",
  "❥",
  "➳",
  "⚘",
  "☼",
  "⋄",
  "ꕤ",
  "⸝",
]);

/** With Emojis: this many emoji at least and at most. */
export const WITH_EMOJIS_MIN = 1;
export const WITH_EMOJIS_MAX = 3;
/** Emoji Rich: at least this many emoji. */
export const EMOJI_RICH_MIN = 3;
/** Symbol Heavy: at least this many decorative symbols (occurrences, not distinct ones). */
export const SYMBOL_HEAVY_MIN_SYMBOLS = 2;
/** Line Breaks: exactly this many lines. */
export const LINE_BREAKS_LINES = 3;
/** Hashtag Style: the bio ends with a run of this many hashtags. */
export const HASHTAG_MIN = 2;
export const HASHTAG_MAX = 3;
/** Minimalist: at most this many words (tokenizeWords: "don't" is one, "coffee-fuelled" two). */
export const MINIMALIST_MAX_WORDS = 12;
/** Minimalist and Professional: at most this many emoji. */
export const MINIMALIST_MAX_EMOJI = 1;
export const PROFESSIONAL_MAX_EMOJI = 1;

/**
 * Chat slang that reads as unprofessional in a bio, lowercase, matched as whole words. Kept to
 * words with no formal meaning, so "fire" or "goat" (a farmer's bio) are not flagged.
 */
export const SLANG_MARKERS: ReadonlySet<string> = new Set([
  "lol",
  "lmao",
  "lmfao",
  "rofl",
  "omg",
  "omfg",
  "tbh",
  "ngl",
  "fr",
  "frfr",
  "af",
  "bestie",
  "besties",
  "slay",
  "slaying",
  "lowkey",
  "highkey",
  "bruh",
  "yolo",
  "idk",
  "smh",
  "imo",
  "btw",
  "vibe",
  "vibes",
  "vibing",
  "vibin",
  "gonna",
  "wanna",
  "gotta",
  "kinda",
  "sorta",
  "y'all",
  "yall",
  "periodt",
  "bussin",
  "rizz",
  "sus",
  "nah",
  "yep",
  "deadass",
  "stan",
  "bae",
  "fam",
  "tryna",
  "finna",
  "istg",
  "iykyk",
  "pov",
  "lit",
  "dope",
  "ain't",
]);

/** Mystical style: at least one of these emoji or symbols (compared without presentation selectors). */
export const MYSTICAL_SYMBOLS: ReadonlySet<string> = new Set([
  "🔮",
  "🌙",
  "☾",
  "☽",
  "✨",
  "✧",
  "🌌",
  "🕯",
  "🪐",
  "💫",
  "🌠",
  "🌕",
  "🌑",
  "🌒",
  "🌘",
  "🌛",
  "🌜",
  "⭐",
  "🌟",
  "🃏",
  "🧿",
  "☄",
  "♾",
  "🐈‍⬛",
]);

/** Mystical style: or at least one of these words (lowercase, whole words). */
export const MYSTICAL_WORDS: ReadonlySet<string> = new Set([
  "moon",
  "moons",
  "moonlight",
  "moonlit",
  "moonrise",
  "lunar",
  "star",
  "stars",
  "starlight",
  "stardust",
  "starry",
  "cosmic",
  "cosmos",
  "celestial",
  "astral",
  "galaxy",
  "galaxies",
  "universe",
  "magic",
  "magick",
  "mystic",
  "mystical",
  "mystery",
  "mysteries",
  "tarot",
  "crystal",
  "crystals",
  "aura",
  "auras",
  "spell",
  "spells",
  "witch",
  "witchy",
  "enchanted",
  "ethereal",
  "zodiac",
  "constellation",
  "constellations",
  "eclipse",
  "orbit",
  "nebula",
  "midnight",
  "intuition",
  "oracle",
  "manifest",
  "manifesting",
  "comet",
  "solstice",
  "equinox",
  "alchemy",
  "runes",
  "omen",
  "omens",
  "otherworldly",
  "stargazer",
  "stargazing",
  "dusk",
  "twilight",
  "incantation",
  "ritual",
  "rituals",
  "sigil",
  "planets",
  "saturn",
  "venus",
  "mercury",
]);

/**
 * Action-oriented: a line that starts with one of these imperatives (past any leading emoji or
 * symbols) is a call to action. Lowercase; "let's" is matched as one word.
 */
export const CALL_TO_ACTION_VERBS: ReadonlySet<string> = new Set([
  "apply",
  "ask",
  "book",
  "bring",
  "browse",
  "catch",
  "chat",
  "check",
  "claim",
  "click",
  "come",
  "connect",
  "discover",
  "dm",
  "download",
  "drop",
  "enroll",
  "explore",
  "find",
  "follow",
  "get",
  "grab",
  "head",
  "hit",
  "hop",
  "join",
  "keep",
  "learn",
  "let's",
  "listen",
  "meet",
  "message",
  "order",
  "peek",
  "plan",
  "pop",
  "preorder",
  "pull",
  "reach",
  "read",
  "register",
  "request",
  "reserve",
  "save",
  "say",
  "scroll",
  "see",
  "send",
  "share",
  "shop",
  "sign",
  "slide",
  "start",
  "stay",
  "step",
  "stick",
  "stop",
  "stream",
  "subscribe",
  "swing",
  "swap",
  "swipe",
  "tag",
  "take",
  "tap",
  "taste",
  "text",
  "try",
  "tune",
  "visit",
  "walk",
  "watch",
  "wander",
]);

/** Action-oriented: or a line holding one of these pointers. */
export const CALL_TO_ACTION_MARKERS: readonly string[] = ["→", "👇", "➤", "👉", "⬇", "↓", "⤵", "⇢", "➜"];

const PRESENTATION_MARKS = /[\uFE0E\uFE0F]/gu;
const HASHTAG = /^#[\p{L}\p{N}_]+$/u;
const QUOTATION = /^(?:"[^"]*\p{L}[^"]*"|“[^“”]*\p{L}[^“”]*”)$/u;

function bioLines(bio: string): string[] {
  return bio
    .split(/\r\n?|\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The emoji graphemes of a text, as isEmojiGrapheme sees them. */
export function countEmoji(text: string): number {
  let count = 0;
  // No ASCII character is an emoji grapheme on its own (keycaps come whole from the segmenter).
  walkGraphemes(text, NO_ASCII, (grapheme) => {
    if (isEmojiGrapheme(grapheme)) count += 1;
  });
  return count;
}

const NO_ASCII = (): void => undefined;

/** Occurrences of DECORATIVE_SYMBOLS in a text. */
export function countDecorativeSymbols(text: string): number {
  let count = 0;
  walkGraphemes(
    text,
    (from, to) => {
      // Each ASCII character is its own grapheme; CR LF, the one pair, is no symbol.
      for (let index = from; index < to; index += 1) if (DECORATIVE_SYMBOLS.has(text.charAt(index))) count += 1;
    },
    (grapheme) => {
      if (DECORATIVE_SYMBOLS.has(grapheme)) count += 1;
    },
  );
  return count;
}

/** The run of hashtags the bio ends with ("… #coffee #hiking" → 2); 0 when it ends otherwise. */
export function countTrailingHashtags(bio: string): number {
  const tokens = bio.trim().split(/\s+/u);
  let count = 0;
  for (let index = tokens.length - 1; index >= 0 && HASHTAG.test(tokens[index] ?? ""); index -= 1) {
    count += 1;
  }
  return count;
}

/** A line that is a quotation once leading and trailing emoji, symbols and spaces are set aside. */
export function isQuotationLine(line: string): boolean {
  const graphemes = splitGraphemes(line.trim());
  const isFrame = (grapheme: string): boolean =>
    grapheme.trim() === "" || isEmojiGrapheme(grapheme) || DECORATIVE_SYMBOLS.has(grapheme);
  let start = 0;
  let end = graphemes.length;
  while (start < end && isFrame(graphemes[start] ?? "")) start += 1;
  while (end > start && isFrame(graphemes[end - 1] ?? "")) end -= 1;
  return QUOTATION.test(graphemes.slice(start, end).join(""));
}

/** The first word of a line, past leading emoji, symbols and quote marks, lowercased. */
function firstWord(line: string): string {
  return tokenizeWords(line)[0] ?? "";
}

/** Whether a line is a call to action (see CALL_TO_ACTION_VERBS and CALL_TO_ACTION_MARKERS). */
export function isCallToActionLine(line: string): boolean {
  if (CALL_TO_ACTION_VERBS.has(firstWord(line))) return true;
  const plain = line.replace(PRESENTATION_MARKS, "");
  return CALL_TO_ACTION_MARKERS.some((marker) => plain.includes(marker));
}

function hasMysticalItem(bio: string): boolean {
  const symbols = splitGraphemes(bio).map((grapheme) => grapheme.replace(PRESENTATION_MARKS, ""));
  if (symbols.some((symbol) => MYSTICAL_SYMBOLS.has(symbol))) return true;
  return tokenizeWords(bio).some((word) => MYSTICAL_WORDS.has(word));
}

function emojiCountRule(bio: string, style: string, min: number, max: number): string[] {
  const count = countEmoji(bio);
  if (count < min) return [`${style} needs at least ${min} emoji; found ${count}.`];
  if (count > max) return [`${style} allows at most ${max} emoji; found ${count}.`];
  return [];
}

/**
 * The ways `bio` breaks the rules of `style`, as human-readable sentences; [] when it complies or
 * no style is chosen. The rules:
 * - With Emojis: WITH_EMOJIS_MIN–WITH_EMOJIS_MAX emoji.
 * - Clean Text: no emoji and no DECORATIVE_SYMBOLS.
 * - Symbol Heavy: at least SYMBOL_HEAVY_MIN_SYMBOLS decorative symbols.
 * - Line Breaks: exactly LINE_BREAKS_LINES non-blank lines.
 * - Hashtag Style: ends with a run of HASHTAG_MIN–HASHTAG_MAX hashtags.
 * - Quote Style: exactly one line is a quotation (“…” or "…").
 * - Emoji Rich: at least EMOJI_RICH_MIN emoji.
 * - Minimalist: at most MINIMALIST_MAX_WORDS words and MINIMALIST_MAX_EMOJI emoji.
 * - Professional: at most PROFESSIONAL_MAX_EMOJI emoji, no SLANG_MARKERS, no "!!" or "??".
 * - Mystical: at least one MYSTICAL_SYMBOLS item or MYSTICAL_WORDS word.
 * - Action-oriented: a call-to-action line (see isCallToActionLine).
 */
export function checkStyleRules(bio: string, style: Style | undefined): string[] {
  switch (style) {
    case undefined:
      return [];
    case "With Emojis":
      return emojiCountRule(bio, style, WITH_EMOJIS_MIN, WITH_EMOJIS_MAX);
    case "Clean Text": {
      const violations: string[] = [];
      const emoji = countEmoji(bio);
      const symbols = countDecorativeSymbols(bio);
      if (emoji > 0) violations.push(`Clean Text allows no emoji; found ${emoji}.`);
      if (symbols > 0) violations.push(`Clean Text allows no decorative symbols; found ${symbols}.`);
      return violations;
    }
    case "Symbol Heavy": {
      const symbols = countDecorativeSymbols(bio);
      return symbols >= SYMBOL_HEAVY_MIN_SYMBOLS
        ? []
        : [`Symbol Heavy needs at least ${SYMBOL_HEAVY_MIN_SYMBOLS} decorative symbols; found ${symbols}.`];
    }
    case "Line Breaks": {
      const lines = bioLines(bio).length;
      return lines === LINE_BREAKS_LINES
        ? []
        : [`Line Breaks needs exactly ${LINE_BREAKS_LINES} lines; found ${lines}.`];
    }
    case "Hashtag Style": {
      const hashtags = countTrailingHashtags(bio);
      return hashtags >= HASHTAG_MIN && hashtags <= HASHTAG_MAX
        ? []
        : [`Hashtag Style needs the bio to end with ${HASHTAG_MIN}–${HASHTAG_MAX} hashtags; found ${hashtags}.`];
    }
    case "Quote Style": {
      const quotes = bioLines(bio).filter(isQuotationLine).length;
      return quotes === 1 ? [] : [`Quote Style needs exactly one quoted line; found ${quotes}.`];
    }
    case "Emoji Rich":
      return emojiCountRule(bio, style, EMOJI_RICH_MIN, Number.POSITIVE_INFINITY);
    case "Minimalist": {
      const violations = emojiCountRule(bio, style, 0, MINIMALIST_MAX_EMOJI);
      const words = tokenizeWords(bio).length;
      if (words > MINIMALIST_MAX_WORDS) {
        violations.push(`Minimalist allows at most ${MINIMALIST_MAX_WORDS} words; found ${words}.`);
      }
      return violations;
    }
    case "Professional": {
      const violations = emojiCountRule(bio, style, 0, PROFESSIONAL_MAX_EMOJI);
      const slang = [...new Set(tokenizeWords(bio).filter((word) => SLANG_MARKERS.has(word)))];
      if (slang.length > 0) violations.push(`Professional allows no slang; found ${slang.join(", ")}.`);
      if (/!!|\?\?/u.test(bio)) violations.push("Professional allows no doubled '!!' or '??'.");
      return violations;
    }
    case "Mystical":
      return hasMysticalItem(bio)
        ? []
        : ["Mystical needs a mystical symbol (🔮 🌙 ✨ …) or word (moon, stars, cosmic …)."];
    case "Action-oriented":
      return bioLines(bio).some(isCallToActionLine)
        ? []
        : ["Action-oriented needs a call to action: a line starting with an action verb, or → 👇 ➤."];
  }
}
