import { ALPHABETS } from "./alphabets";

/**
 * "Unfancy": turns styled text back into plain text. Undoes every one-for-one alphabet of ours,
 * removes the combining lines and dots our styles (and other tools) add, and, for characters of
 * other tools, applies Unicode compatibility normalisation (NFKC) where it yields a single plain
 * letter, digit or space. Everything else — emoji, accents, other scripts, symbols like ™ — stays.
 */

const STYLED_TO_PLAIN: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const alphabet of Object.values(ALPHABETS)) {
    for (const [plain, styled] of alphabet) {
      // Capitals-only alphabets list capitals first, so their glyphs undo to capitals.
      if (styled !== plain && !map.has(styled)) map.set(styled, plain);
    }
  }
  return map;
})();

// Strikethrough, short stroke, slash, underline, double underline, diaeresis below: marks that
// fancy-text tools add after each letter and that ordinary writing does not use.
const STYLE_MARKS = /[\u0332\u0333\u0335\u0336\u0337\u0338\u0324]/g;
const PLAIN_CHAR = /^[A-Za-z0-9 ]$/;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_PRESENTATION = "\uFE0F";

export function toPlainText(text: string): string {
  const chars = Array.from(text.replace(STYLE_MARKS, ""));
  let result = "";
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    if (char.charCodeAt(0) < 0x80 || chars[index + 1] === EMOJI_PRESENTATION) {
      // ASCII is already plain; a character asking for emoji presentation (🅰️, Ⓜ️) is an emoji.
      result += char;
      continue;
    }
    const plain = STYLED_TO_PLAIN.get(char) ?? compatibilityLetter(char);
    result += plain ?? char;
  }
  return result;
}

function compatibilityLetter(char: string): string | undefined {
  if (PICTOGRAPH.test(char)) return undefined; // ℹ is an emoji, not an 'i'
  const normalized = char.normalize("NFKC");
  return PLAIN_CHAR.test(normalized) ? normalized : undefined;
}
