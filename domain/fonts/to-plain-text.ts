import { ALPHABETS } from "./alphabets";

/**
 * "Unfancy": undoes our alphabets, removes styling marks, and NFKC-folds other tools' characters
 * where that yields one plain letter. Emoji, accents, other scripts and ™ stay.
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

// Marks fancy-text tools add after each letter and ordinary writing does not use.
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
      // A character asking for emoji presentation (🅰️) is an emoji.
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
