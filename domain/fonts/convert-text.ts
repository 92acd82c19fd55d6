import { ALPHABETS, FLIP_TABLES, type CharMap } from "./alphabets";
import { getFontStyle, type FontStyleKey, type FontTransform } from "./font-styles";
import { toPlainText } from "./to-plain-text";
import { isEmojiGrapheme, splitGraphemes } from "../text/graphemes";

export interface ConvertOptions {
  keepPlainTokens?: boolean;
}

// Trailing sentence punctuation is not part of the token.
const PLAIN_TOKEN =
  /(?:https?:\/\/|www\.)[^\s]*[^\s.,!?;:)\]]|[\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+|[@#][\p{L}\p{M}\p{N}_]+(?:\.[\p{L}\p{M}\p{N}_]+)*|\b[\p{L}\p{M}\p{N}-]+\.(?:com|net|org|io|co|me|app|dev|shop|store|link|bio|ly|gg|tv|xyz|info|biz|uk|de|fr|ca|au)\b(?:\/[^\s]*[^\s.,!?;:)\]])?/gu;

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
// A combining mark after one of these would start a grapheme of its own.
const CONTROL = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const WHITESPACE = /^\s+$/u;

function mapGraphemes(text: string, map: CharMap): string {
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
          if (!/^[A-Za-z]$/.test(grapheme)) return grapheme;
          const styled = upper ? grapheme.toUpperCase() : grapheme.toLowerCase();
          upper = !upper;
          return styled;
        })
        .join("");
    })
    .join("");
}

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

/** Always starts from toPlainText, so bold converted to script becomes script. Each line is converted on its own. */
export function convertText(text: string, style: FontStyleKey, options: ConvertOptions = {}): string {
  const { transform } = getFontStyle(style);
  const keepPlainTokens = options.keepPlainTokens ?? true;
  return toPlainText(text)
    .split(/(\r\n|\n|\r)/)
    .map((part, index) => (index % 2 === 1 ? part : convertLine(part, transform, keepPlainTokens)))
    .join("");
}

export const FONT_SAMPLE_TEXT = "Hello World";

export function fontSample(style: FontStyleKey, text: string = FONT_SAMPLE_TEXT): string {
  return convertText(text, style);
}

// So reversed text can be turned the right way up.
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

/** Best effort after the visitor edited it; exact for convertText's output except Wave's capitals. */
export function readBackPlainText(text: string, style: FontStyleKey): string {
  const { transform } = getFontStyle(style);
  return toPlainText(
    text
      .split(/(\r\n|\n|\r)/)
      .map((part, index) => (index % 2 === 1 ? part : readBackLine(part, transform)))
      .join(""),
  );
}
