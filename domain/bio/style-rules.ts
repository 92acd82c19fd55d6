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

/**
 * Plain punctuation bios use as separators ("Designer | Runner", "UX · Research", "a » b"): Clean
 * Text allows them (issue 27: "|" and "·" were refused), and Symbol Heavy counts them.
 */
export const SEPARATOR_PUNCTUATION: ReadonlySet<string> = new Set(["|", "·", "»", "›"]);

/**
 * Blocks whose single code points are symbols, not pictures: Arrows, Geometric Shapes, Dingbats,
 * Supplemental Arrows-A and -B, Miscellaneous Symbols and Arrows. Miscellaneous Symbols (U+2600)
 * only outside emoji, since its emoji are pictures (☕ ⚽). A model asked for "symbols such as ✦ •
 * ➤ ★" writes ▪ ⬥ ✸ just as often (issue 27), so the closed list alone is too narrow.
 */
const SYMBOL_BLOCKS: readonly (readonly [number, number])[] = [
  [0x2190, 0x21ff],
  [0x25a0, 0x25ff],
  [0x2700, 0x27bf],
  [0x27f0, 0x27ff],
  [0x2900, 0x297f],
  [0x2b00, 0x2bff],
];
const MISC_SYMBOLS_BLOCK: readonly [number, number] = [0x2600, 0x26ff];
/** Asterisms and bullets of General Punctuation. */
const PUNCTUATION_ORNAMENTS: ReadonlySet<string> = new Set(["‣", "⁂", "⁕", "※", "⁘", "⁙", "⁖", "⁜"]);

const inBlock = (code: number, [from, to]: readonly [number, number]): boolean => code >= from && code <= to;

/**
 * A decorative symbol: one of DECORATIVE_SYMBOLS, an asterism, or a symbol of SYMBOL_BLOCKS (or of
 * Miscellaneous Symbols) that is not an emoji. Emoji are counted as emoji, never as symbols.
 */
export function isDecorativeSymbol(grapheme: string): boolean {
  if (DECORATIVE_SYMBOLS.has(grapheme) || PUNCTUATION_ORNAMENTS.has(grapheme)) return true;
  const plain = grapheme.replace(PRESENTATION_MARKS, "");
  const code = plain.codePointAt(0) ?? 0;
  if (plain.length !== 1 || isEmojiGrapheme(grapheme)) return false;
  return SYMBOL_BLOCKS.some((block) => inBlock(code, block)) || inBlock(code, MISC_SYMBOLS_BLOCK);
}

/**
 * Symbol Heavy also counts the emoji that are symbols by shape (✨ ▪ ➡ ✔ ❤: the symbol blocks'
 * emoji, outside Miscellaneous Symbols' pictures) and SEPARATOR_PUNCTUATION.
 */
function isStyleSymbol(grapheme: string): boolean {
  if (isDecorativeSymbol(grapheme) || SEPARATOR_PUNCTUATION.has(grapheme)) return true;
  const plain = grapheme.replace(PRESENTATION_MARKS, "");
  const code = plain.codePointAt(0) ?? 0;
  return [...plain].length === 1 && (SYMBOL_BLOCKS.some((block) => inBlock(code, block)) || plain === "♥");
}

/** Symbols the prompt names for Symbol Heavy; a test holds each of them to count. */
export const SYMBOL_HEAVY_EXAMPLES: readonly string[] = ["✦", "•", "➤", "★", "✧", "▪", "»", "✨", "|"];
/** Symbols the prompt names as refused by Clean Text. */
export const CLEAN_TEXT_REFUSED_EXAMPLES: readonly string[] = ["✦", "★", "•", "➤", "♡", "▪"];

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
  // Added for issue 27: imperatives a model writes for "a call to action" ("Turn on notifications",
  // "Hire me for your launch", "Email the studio").
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

/** Action-oriented: or a line holding one of these pointers. */
export const CALL_TO_ACTION_MARKERS: readonly string[] = ["→", "👇", "➤", "👉", "⬇", "↓", "⤵", "⇢", "➜", "➡"];

const PRESENTATION_MARKS = /[\uFE0E\uFE0F]/gu;
// A hyphen may join a tag's parts ("#lo-fi"); trailing punctuation ends the bio, not the tag.
const HASHTAG = /^#[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*[.!,;…]*$/u;
/** A token with no letter or digit (an emoji, a symbol, a full stop) after or between the tags. */
const ORNAMENT = /^[^\p{L}\p{N}#]+$/u;
// A quotation opens the line; an attribution or the rest of a sentence may follow the closing mark
// ("“Slow miles still count.” — Coach"), but no second quotation.
const QUOTATION =
  /^(?:"[^"]*\p{L}[^"]*"|“[^“”]*\p{L}[^“”]*”|«[^«»]*\p{L}[^«»]*»|„[^„“”]*\p{L}[^„“”]*[“”])([^"“”«»„]*)$/u;

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

/** What Symbol Heavy counts (isStyleSymbol). */
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

/**
 * The run of hashtags the bio ends with ("… #coffee #hiking" → 2); 0 when it ends otherwise. Emoji,
 * symbols and punctuation after or between the tags do not end the run ("#coffee #hiking ☕").
 */
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

/**
 * Whether a line is a call to action (see CALL_TO_ACTION_VERBS and CALL_TO_ACTION_MARKERS): its
 * first word, or the first word of a later sentence in it ("Ready? Let's go"), is one of the verbs.
 */
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

/**
 * The ways `bio` breaks the rules of `style`, as human-readable sentences; [] when it complies or
 * no style is chosen. The rules:
 * - With Emojis: WITH_EMOJIS_MIN–WITH_EMOJIS_MAX emoji.
 * - Clean Text: no emoji and no decorative symbols (isDecorativeSymbol) but SEPARATOR_PUNCTUATION.
 * - Symbol Heavy: at least SYMBOL_HEAVY_MIN_SYMBOLS symbols (isStyleSymbol).
 * - Line Breaks: exactly LINE_BREAKS_LINES non-blank lines.
 * - Hashtag Style: ends with a run of HASHTAG_MIN–HASHTAG_MAX hashtags (emoji and punctuation aside).
 * - Quote Style: exactly one line opens with a quotation (see isQuotationLine).
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

/**
 * The rule checkStyleRules holds `style` to, in words for the model's prompt, built from the same
 * constants and lists, so what the prompt asks and what the checks accept cannot drift apart.
 */
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
