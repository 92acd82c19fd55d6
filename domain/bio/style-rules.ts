/** The bio styles of spec §3 and §7 as checkable rules; emoji are counted per grapheme. */
import { isEmojiGrapheme, splitGraphemes, walkGraphemes } from "../text/graphemes";

import type { Style } from "./generation-options";
import { tokenizeWords } from "./similarity";

/** None is Extended_Pictographic, so they never count as emoji. The ASCII pipe counts: in a bio it is a separator. */
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

/** Clean Text allows these (issue 27); Symbol Heavy counts them. */
export const SEPARATOR_PUNCTUATION: ReadonlySet<string> = new Set(["|", "·", "»", "›"]);

/** Models asked for ✦ • ➤ ★ write ▪ ⬥ ✸ as often (issue 27), so whole Unicode blocks count. */
const SYMBOL_BLOCKS: readonly (readonly [number, number])[] = [
  [0x2190, 0x21ff],
  [0x25a0, 0x25ff],
  [0x2700, 0x27bf],
  [0x27f0, 0x27ff],
  [0x2900, 0x297f],
  [0x2b00, 0x2bff],
];
const MISC_SYMBOLS_BLOCK: readonly [number, number] = [0x2600, 0x26ff];
const PUNCTUATION_ORNAMENTS: ReadonlySet<string> = new Set(["‣", "⁂", "⁕", "※", "⁘", "⁙", "⁖", "⁜"]);

const inBlock = (code: number, [from, to]: readonly [number, number]): boolean => code >= from && code <= to;

export function isDecorativeSymbol(grapheme: string): boolean {
  if (DECORATIVE_SYMBOLS.has(grapheme) || PUNCTUATION_ORNAMENTS.has(grapheme)) return true;
  const plain = grapheme.replace(PRESENTATION_MARKS, "");
  const code = plain.codePointAt(0) ?? 0;
  if (plain.length !== 1 || isEmojiGrapheme(grapheme)) return false;
  return SYMBOL_BLOCKS.some((block) => inBlock(code, block)) || inBlock(code, MISC_SYMBOLS_BLOCK);
}

/** Symbol Heavy also counts emoji that are symbols by shape (✨ ▪ ➡ ✔ ❤) and separators. */
function isStyleSymbol(grapheme: string): boolean {
  if (isDecorativeSymbol(grapheme) || SEPARATOR_PUNCTUATION.has(grapheme)) return true;
  const plain = grapheme.replace(PRESENTATION_MARKS, "");
  const code = plain.codePointAt(0) ?? 0;
  return [...plain].length === 1 && (SYMBOL_BLOCKS.some((block) => inBlock(code, block)) || plain === "♥");
}

export const SYMBOL_HEAVY_EXAMPLES: readonly string[] = ["✦", "•", "➤", "★", "✧", "▪", "»", "✨", "|"];
export const CLEAN_TEXT_REFUSED_EXAMPLES: readonly string[] = ["✦", "★", "•", "➤", "♡", "▪"];

export const WITH_EMOJIS_MIN = 1;
export const WITH_EMOJIS_MAX = 3;
export const EMOJI_RICH_MIN = 3;
export const SYMBOL_HEAVY_MIN_SYMBOLS = 2;
export const LINE_BREAKS_LINES = 3;
export const HASHTAG_MIN = 2;
export const HASHTAG_MAX = 3;
export const MINIMALIST_MAX_WORDS = 12;
export const MINIMALIST_MAX_EMOJI = 1;
export const PROFESSIONAL_MAX_EMOJI = 1;

/** Only words with no formal meaning, so "fire" or "goat" (a farmer's bio) are not flagged. */
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

/** Matched past any leading emoji or symbols; "let's" is one word. */
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
  // Issue 27: imperatives a model writes for "a call to action".
  "add",
  "call",
  "contact",
  "email",
  "hire",
  "pick",
  "ping",
  "rsvp",
  "schedule",
  "support",
  "turn",
  "write",
]);

export const CALL_TO_ACTION_MARKERS: readonly string[] = ["→", "👇", "➤", "👉", "⬇", "↓", "⤵", "⇢", "➜", "➡"];

const PRESENTATION_MARKS = /[\uFE0E\uFE0F]/gu;
const HASHTAG = /^#[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*[.!,;…]*$/u;
const ORNAMENT = /^[^\p{L}\p{N}#]+$/u;
// An attribution may follow the closing mark ("“Slow miles still count.” — Coach"), but no second quotation.
const QUOTATION =
  /^(?:"[^"]*\p{L}[^"]*"|“[^“”]*\p{L}[^“”]*”|«[^«»]*\p{L}[^«»]*»|„[^„“”]*\p{L}[^„“”]*[“”])([^"“”«»„]*)$/u;

function bioLines(bio: string): string[] {
  return bio
    .split(/\r\n?|\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export function countEmoji(text: string): number {
  let count = 0;
  // No ASCII character is an emoji grapheme on its own (keycaps come whole from the segmenter).
  walkGraphemes(text, NO_ASCII, (grapheme) => {
    if (isEmojiGrapheme(grapheme)) count += 1;
  });
  return count;
}

const NO_ASCII = (): void => undefined;

/** A grapheme test, with its answers for the 128 ASCII characters worked out once: bios are mostly ASCII. */
interface GraphemeTest {
  counts: (grapheme: string) => boolean;
  ascii: Uint8Array;
}

const graphemeTest = (counts: (grapheme: string) => boolean): GraphemeTest => ({
  counts,
  ascii: Uint8Array.from({ length: 128 }, (_, code) => Number(counts(String.fromCharCode(code)))),
});

const DECORATIVE = graphemeTest(isDecorativeSymbol);
/** What Clean Text refuses besides emoji: decorative symbols other than SEPARATOR_PUNCTUATION. */
const CLEAN_TEXT_REFUSED = graphemeTest(
  (grapheme) => isDecorativeSymbol(grapheme) && !SEPARATOR_PUNCTUATION.has(grapheme),
);
const STYLE_SYMBOL = graphemeTest(isStyleSymbol);

/** Occurrences of decorative symbols (isDecorativeSymbol) in a text. */
export function countDecorativeSymbols(text: string): number {
  return countGraphemes(text, DECORATIVE);
}

export function countStyleSymbols(text: string): number {
  return countGraphemes(text, STYLE_SYMBOL);
}

function countGraphemes(text: string, { counts, ascii }: GraphemeTest): number {
  let count = 0;
  walkGraphemes(
    text,
    (from, to) => {
      // Each ASCII character is its own grapheme; CR LF, the one pair, is no symbol.
      for (let index = from; index < to; index += 1) count += ascii[text.charCodeAt(index)] ?? 0;
    },
    (grapheme) => {
      if (counts(grapheme)) count += 1;
    },
  );
  return count;
}

export function countTrailingHashtags(bio: string): number {
  const tokens = bio.trim().split(/\s+/u);
  let count = 0;
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index] ?? "";
    if (HASHTAG.test(token)) count += 1;
    else if (!ORNAMENT.test(token)) break;
  }
  return count;
}

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

function firstWord(line: string): string {
  return tokenizeWords(line)[0] ?? "";
}

export function isCallToActionLine(line: string): boolean {
  if (line.split(/(?<=[.!?…])\s+/u).some((sentence) => CALL_TO_ACTION_VERBS.has(firstWord(sentence)))) return true;
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

/** The ways `bio` breaks the rules of `style`, as readable sentences; [] when it complies or no style is chosen. */
export function checkStyleRules(bio: string, style: Style | undefined): string[] {
  switch (style) {
    case undefined:
      return [];
    case "With Emojis":
      return emojiCountRule(bio, style, WITH_EMOJIS_MIN, WITH_EMOJIS_MAX);
    case "Clean Text": {
      const violations: string[] = [];
      const emoji = countEmoji(bio);
      const symbols = countGraphemes(bio, CLEAN_TEXT_REFUSED);
      if (emoji > 0) violations.push(`Clean Text allows no emoji; found ${emoji}.`);
      if (symbols > 0) violations.push(`Clean Text allows no decorative symbols; found ${symbols}.`);
      return violations;
    }
    case "Symbol Heavy": {
      const symbols = countStyleSymbols(bio);
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

const list = (items: Iterable<string>): string => [...items].join(", ");

/** Built from the same constants as checkStyleRules, so the prompt and the checks cannot drift apart. */
export function describeStyleRule(style: Style): string {
  switch (style) {
    case "With Emojis":
      return `use ${WITH_EMOJIS_MIN} to ${WITH_EMOJIS_MAX} fitting emoji.`;
    case "Clean Text":
      return `no emoji and no decorative symbols (such as ${CLEAN_TEXT_REFUSED_EXAMPLES.join(" ")}); plain punctuation, including ${[...SEPARATOR_PUNCTUATION].join(" ")} as separators, is fine.`;
    case "Symbol Heavy":
      return `use at least ${SYMBOL_HEAVY_MIN_SYMBOLS} decorative symbols, such as ${SYMBOL_HEAVY_EXAMPLES.join(" ")}, as separators or accents.`;
    case "Line Breaks":
      return `exactly ${LINE_BREAKS_LINES} lines.`;
    case "Hashtag Style":
      return `end with ${HASHTAG_MIN} or ${HASHTAG_MAX} hashtags made from the person's words (an emoji may follow them).`;
    case "Quote Style":
      return "exactly one line opens with a short quotation in “curly quotes” (an attribution may follow it); no other line holds quotation marks.";
    case "Emoji Rich":
      return `at least ${EMOJI_RICH_MIN} emoji.`;
    case "Minimalist":
      return `at most ${MINIMALIST_MAX_WORDS} words and at most ${MINIMALIST_MAX_EMOJI} emoji.`;
    case "Professional":
      return `at most ${PROFESSIONAL_MAX_EMOJI} emoji, no doubled "!!" or "??", and none of these slang words: ${list(SLANG_MARKERS)}.`;
    case "Mystical":
      return `include at least one of these symbols: ${[...MYSTICAL_SYMBOLS].join(" ")}, or one of these words: ${list(MYSTICAL_WORDS)}.`;
    case "Action-oriented":
      return `include a call to action: a line (or a sentence in a line) that starts with one of these verbs: ${list(CALL_TO_ACTION_VERBS)}; or a line holding one of ${CALL_TO_ACTION_MARKERS.join(" ")}.`;
  }
}
