import { ALPHABETS, FLIP_TABLES, type CharMap } from "./alphabets";
import { getFontStyle, type FontStyleKey, type FontTransform } from "./font-styles";
import { toPlainText } from "./to-plain-text";
import { isEmojiGrapheme, splitGraphemes } from "../text/graphemes";

export interface ConvertOptions {
  /** Keep @handles, #hashtags, e-mail addresses and links plain so they still work. Default true. */
  keepPlainTokens?: boolean;
}

// Links (with a scheme, www., or a common domain ending), e-mail addresses, @handles and #hashtags.
// Trailing sentence punctuation is not part of the token.
const PLAIN_TOKEN =
  /(?:https?:\/\/|www\.)[^\s]*[^\s.,!?;:)\]]|[\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+|[@#][\p{L}\p{M}\p{N}_]+(?:\.[\p{L}\p{M}\p{N}_]+)*|\b[\p{L}\p{M}\p{N}-]+\.(?:com|net|org|io|co|me|app|dev|shop|store|link|bio|ly|gg|tv|xyz|info|biz|uk|de|fr|ca|au)\b(?:\/[^\s]*[^\s.,!?;:)\]])?/gu;

/** A piece of a line: plain text to style, or a token to keep as it is. */
interface Piece {
  text: string;
  keep: boolean;
}

function splitPieces(line: string, keepPlainTokens: boolean): Piece[] {
  if (!keepPlainTokens) return [{ text: line, keep: false }];
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of line.matchAll(PLAIN_TOKEN)) {
    if (match.index > last) pieces.push({ text: line.slice(last, match.index), keep: false });
    pieces.push({ text: match[0], keep: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) pieces.push({ text: line.slice(last), keep: false });
  return pieces;
}

const ALPHANUMERIC = /^[\p{L}\p{N}]/u;
// A combining mark after a control or format character (tab, U+2028, U+2029, U+200B…) would start
// a grapheme of its own, so those never take one.
const CONTROL = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const WHITESPACE = /^\s+$/u;

function mapGraphemes(text: string, map: CharMap): string {
  // Only a lone ASCII letter or digit changes; letters with accents, other scripts and emoji pass whole.
  return splitGraphemes(text)
    .map((grapheme) => map.get(grapheme) ?? grapheme)
    .join("");
}

function addMarks(text: string, mark: string, on: "all" | "alphanumeric"): string {
  return splitGraphemes(text)
    .map((grapheme) => {
      if (isEmojiGrapheme(grapheme) || CONTROL.test(grapheme)) return grapheme;
      if (on === "alphanumeric" && !ALPHANUMERIC.test(grapheme)) return grapheme;
      return grapheme + mark;
    })
    .join("");
}

function waveCase(pieces: Piece[]): string {
  let upper = true;
  return pieces
    .map(({ text, keep }) => {
      if (keep) return text;
      return splitGraphemes(text)
        .map((grapheme) => {
          // Only plain Latin letters: letters with accents and other scripts pass through whole.
          if (!/^[A-Za-z]$/.test(grapheme)) return grapheme;
          const styled = upper ? grapheme.toUpperCase() : grapheme.toLowerCase();
          upper = !upper;
          return styled;
        })
        .join("");
    })
    .join("");
}

/** The units a line is made of: each grapheme of plain text, or a kept token whole. */
function units(pieces: Piece[]): Piece[] {
  return pieces.flatMap((piece) =>
    piece.keep ? [piece] : splitGraphemes(piece.text).map((text) => ({ text, keep: false })),
  );
}

function convertLine(line: string, transform: FontTransform, keepPlainTokens: boolean): string {
  if (line.length === 0) return line;
  const pieces = splitPieces(line, keepPlainTokens);
  const styleFree = (style: (text: string) => string) =>
    pieces.map((piece) => (piece.keep ? piece.text : style(piece.text))).join("");

  switch (transform.kind) {
    case "identity":
      return line;
    case "map":
      return styleFree((text) => mapGraphemes(text, ALPHABETS[transform.alphabet]));
    case "combining":
      return styleFree((text) => addMarks(text, transform.mark, transform.on));
    case "wave":
      return waveCase(pieces);
    case "reverse": {
      const flip = transform.flip ? FLIP_TABLES[transform.flip] : undefined;
      return units(pieces)
        .reverse()
        .map((unit) => (unit.keep || !flip ? unit.text : (flip.get(unit.text) ?? unit.text)))
        .join("");
    }
    case "spaced": {
      const alphabet = transform.alphabet ? ALPHABETS[transform.alphabet] : undefined;
      return units(pieces)
        .map((unit) => (unit.keep || !alphabet ? unit.text : (alphabet.get(unit.text) ?? unit.text)))
        .map((text) => (WHITESPACE.test(text) ? " " : text))
        .join(" ");
    }
    case "wrap":
      return WHITESPACE.test(line) ? line : `${transform.before}${line.trim()}${transform.after}`;
  }
}

/**
 * Converts text to a font style. Conversion always starts from the plain text (toPlainText), so
 * bold text converted to script becomes script, and 'normal' gives plain text back. Each line is
 * converted on its own; line breaks stay where they are.
 */
export function convertText(text: string, style: FontStyleKey, options: ConvertOptions = {}): string {
  const { transform } = getFontStyle(style);
  const keepPlainTokens = options.keepPlainTokens ?? true;
  return toPlainText(text)
    .split(/(\r\n|\n|\r)/)
    .map((part, index) => (index % 2 === 1 ? part : convertLine(part, transform, keepPlainTokens)))
    .join("");
}

/** The text shown as each style's sample on the font pages. */
export const FONT_SAMPLE_TEXT = "Hello World";

export function fontSample(style: FontStyleKey, text: string = FONT_SAMPLE_TEXT): string {
  return convertText(text, style);
}

// The turned and mirrored tables read backwards, so reversed text can be turned the right way up.
function invert(table: CharMap): CharMap {
  const inverse = new Map<string, string>();
  for (const [plain, flipped] of table) if (!inverse.has(flipped)) inverse.set(flipped, plain);
  return inverse;
}

const UNFLIP: Record<keyof typeof FLIP_TABLES, CharMap> = {
  upsideDown: invert(FLIP_TABLES.upsideDown),
  mirrored: invert(FLIP_TABLES.mirrored),
};

function readBackLine(line: string, transform: FontTransform): string {
  switch (transform.kind) {
    case "reverse": {
      const unflip = transform.flip ? UNFLIP[transform.flip] : undefined;
      return units(splitPieces(line, true))
        .reverse()
        .map((unit) => (unit.keep || !unflip ? unit.text : (unflip.get(unit.text) ?? unit.text)))
        .join("");
    }
    case "spaced":
      // Units are joined by one space; a space of the text became a unit of its own, so three.
      return line
        .replace(/ {3}/g, "\uE000")
        .replace(/ (?! )/g, "")
        .replace(/\uE000/g, " ");
    case "wrap": {
      const trimmed = line.trim();
      const { before, after } = transform;
      const inner =
        trimmed.startsWith(before.trim()) && trimmed.endsWith(after.trim())
          ? trimmed.slice(before.trim().length, trimmed.length - after.trim().length)
          : trimmed;
      return inner.trim();
    }
    default:
      return line;
  }
}

/**
 * The plain text of text that is (mostly) in `style`: what the visitor started from, best effort
 * after they edited it. Undoes the style's own changes (turned letters reversed back, the spacing
 * taken out, the frame removed), then toPlainText. Exact for text straight out of convertText,
 * except that Wave's capitals stay as they are.
 */
export function readBackPlainText(text: string, style: FontStyleKey): string {
  const { transform } = getFontStyle(style);
  return toPlainText(
    text
      .split(/(\r\n|\n|\r)/)
      .map((part, index) => (index % 2 === 1 ? part : readBackLine(part, transform)))
      .join(""),
  );
}
