import type { AlphabetKey } from "./alphabets";

/** docs/product.md#fancy-font-styles, 'All' first. */
export const FONT_CATEGORIES = [
  "All",
  "Bold",
  "Italic",
  "Script",
  "Sans-serif",
  "Monospace",
  "Gothic",
  "Special",
  "Fun",
  "Wide",
  "Aesthetic",
] as const;

export type FontCategory = Exclude<(typeof FONT_CATEGORIES)[number], "All">;

export type FontTransform =
  | { kind: "identity" }
  | { kind: "map"; alphabet: AlphabetKey }
  | { kind: "combining"; mark: string; on: "all" | "alphanumeric" }
  | { kind: "reverse"; flip?: "upsideDown" | "mirrored" }
  | { kind: "wave" }
  | { kind: "spaced"; alphabet?: AlphabetKey }
  | { kind: "wrap"; before: string; after: string };

export type ScreenReaderReading = "words" | "letters" | "skipped";

export interface FontStyle {
  key: string;
  name: string;
  category: FontCategory | "Plain";
  transform: FontTransform;
  screenReader: ScreenReaderReading;
  accessibilityNote: string;
  /** Instagram searches plain letters. */
  safeForName: boolean;
  /** Enclosed Alphanumerics need a font many phones lack: the card says so (issue 23). */
  mayShowAsBoxes?: true;
  /** toPlainText undoes it exactly for ASCII letters, digits and spaces. */
  reversible: boolean;
  /** In user-perceived characters, per line. */
  preservesLength: boolean;
}

const MATH_NOTE =
  "Many screen readers read these letters one at a time by their Unicode names (such as 'mathematical bold capital H') or skip them, and Instagram search does not match them.";
export const BOXES_NOTE = "May show as boxes on some phones";

const ENCLOSED_NOTE =
  "Screen readers announce each letter by its symbol name (such as 'circled latin capital letter A'), so a word becomes a long list.";
const MARK_NOTE =
  "Screen readers read the words but usually ignore or announce the added lines and dots, and search may not match them.";

const mathStyle = (key: string, name: string, category: FontCategory, alphabet: AlphabetKey): FontStyle => ({
  key,
  name,
  category,
  transform: { kind: "map", alphabet },
  screenReader: "letters",
  accessibilityNote: MATH_NOTE,
  safeForName: false,
  reversible: true,
  preservesLength: true,
});

const markStyle = (key: string, name: string, mark: string, on: "all" | "alphanumeric"): FontStyle => ({
  key,
  name,
  category: "Aesthetic",
  transform: { kind: "combining", mark, on },
  screenReader: "words",
  accessibilityNote: MARK_NOTE,
  safeForName: false,
  reversible: true,
  preservesLength: true,
});

/** The product's 20 keys first, then styles that give each category at least two members. */
export const FONT_STYLES = [
  {
    key: "normal",
    name: "Normal",
    category: "Plain",
    transform: { kind: "identity" },
    screenReader: "words",
    accessibilityNote: "Plain text: read as words by every screen reader and found by search.",
    safeForName: true,
    reversible: true,
    preservesLength: true,
  },
  mathStyle("bold", "Bold", "Bold", "bold"),
  mathStyle("italic", "Italic", "Italic", "italic"),
  mathStyle("cursive", "Cursive", "Script", "script"),
  {
    key: "fancy",
    name: "Small Caps",
    category: "Special",
    transform: { kind: "map", alphabet: "smallCaps" },
    screenReader: "letters",
    accessibilityNote:
      "Small capitals are phonetic letters: screen readers often spell them out one by one, and search does not match them.",
    safeForName: false,
    reversible: true,
    preservesLength: true,
  },
  {
    key: "spaced",
    name: "Spaced",
    category: "Wide",
    transform: { kind: "spaced" },
    screenReader: "letters",
    accessibilityNote: "Spaced-out words are read letter by letter, and search no longer finds the words.",
    safeForName: false,
    reversible: false,
    preservesLength: false,
  },
  {
    key: "circled",
    name: "Circled",
    category: "Special",
    transform: { kind: "map", alphabet: "circled" },
    screenReader: "letters",
    accessibilityNote: ENCLOSED_NOTE,
    safeForName: false,
    mayShowAsBoxes: true,
    reversible: true,
    preservesLength: true,
  },
  {
    key: "squared",
    name: "Squared",
    category: "Special",
    transform: { kind: "map", alphabet: "squared" },
    screenReader: "letters",
    accessibilityNote: `${ENCLOSED_NOTE} Unicode has squared capitals only.`,
    safeForName: false,
    mayShowAsBoxes: true,
    reversible: false,
    preservesLength: true,
  },
  markStyle("underlined", "Underlined", "\u0332", "all"),
  mathStyle("double", "Double Struck", "Special", "doubleStruck"),
  mathStyle("monospace", "Monospace", "Monospace", "monospace"),
  markStyle("strikethrough", "Strikethrough", "\u0336", "all"),
  {
    key: "bubble",
    name: "Bubble",
    category: "Special",
    transform: { kind: "map", alphabet: "bubble" },
    screenReader: "letters",
    accessibilityNote: `${ENCLOSED_NOTE} Unicode has these bubbles for capitals only.`,
    safeForName: false,
    mayShowAsBoxes: true,
    reversible: false,
    preservesLength: true,
  },
  {
    key: "reverse",
    name: "Reverse",
    category: "Fun",
    transform: { kind: "reverse" },
    screenReader: "words",
    accessibilityNote: "Screen readers read the letters in their new order, so the words come out backwards.",
    safeForName: false,
    reversible: false,
    preservesLength: true,
  },
  {
    key: "mirror",
    name: "Mirror",
    category: "Fun",
    transform: { kind: "reverse", flip: "mirrored" },
    screenReader: "letters",
    accessibilityNote: "Mirrored look-alike letters are announced by their own names or skipped, backwards.",
    safeForName: false,
    reversible: false,
    preservesLength: true,
  },
  {
    key: "negative",
    name: "Negative",
    category: "Special",
    transform: { kind: "map", alphabet: "negativeSquared" },
    screenReader: "letters",
    accessibilityNote: `${ENCLOSED_NOTE} Some phones show them as colour emoji.`,
    safeForName: false,
    reversible: false,
    preservesLength: true,
  },
  mathStyle("fraktur", "Fraktur", "Gothic", "fraktur"),
  {
    key: "wave",
    name: "Wave",
    category: "Fun",
    transform: { kind: "wave" },
    screenReader: "words",
    accessibilityNote: "Alternating capitals are ordinary letters: read as words and found by search.",
    safeForName: true,
    reversible: false,
    preservesLength: true,
  },
  {
    key: "cute",
    name: "Cute",
    category: "Fun",
    transform: { kind: "wrap", before: "꒰ ", after: " ꒱ ♡" },
    screenReader: "words",
    accessibilityNote: "The words stay plain and are read normally; the brackets and heart may be announced by name.",
    safeForName: false,
    reversible: false,
    preservesLength: false,
  },
  markStyle("dots", "Dots", "\u0324", "alphanumeric"),
  mathStyle("bold-italic", "Bold Italic", "Bold", "boldItalic"),
  mathStyle("sans-italic", "Sans Italic", "Italic", "sansItalic"),
  mathStyle("bold-script", "Bold Script", "Script", "boldScript"),
  mathStyle("sans", "Sans", "Sans-serif", "sans"),
  mathStyle("sans-bold", "Sans Bold", "Sans-serif", "sansBold"),
  mathStyle("sans-bold-italic", "Sans Bold Italic", "Sans-serif", "sansBoldItalic"),
  {
    key: "fullwidth",
    name: "Fullwidth",
    category: "Monospace",
    transform: { kind: "map", alphabet: "fullwidth" },
    screenReader: "words",
    accessibilityNote: "Most screen readers read fullwidth letters as words, but Instagram search does not match them.",
    safeForName: false,
    reversible: true,
    preservesLength: true,
  },
  mathStyle("bold-fraktur", "Bold Fraktur", "Gothic", "boldFraktur"),
  {
    key: "tiny",
    name: "Tiny",
    category: "Special",
    transform: { kind: "map", alphabet: "superscript" },
    screenReader: "letters",
    accessibilityNote: "Superscript letters are read one by one as 'modifier letter' names, or skipped.",
    safeForName: false,
    reversible: true,
    preservesLength: true,
  },
  {
    key: "upside-down",
    name: "Upside Down",
    category: "Fun",
    transform: { kind: "reverse", flip: "upsideDown" },
    screenReader: "skipped",
    accessibilityNote:
      "Turned look-alike letters are mostly skipped or read as symbol names, and the order is backwards.",
    safeForName: false,
    reversible: false,
    preservesLength: true,
  },
  {
    key: "vaporwave",
    name: "Vaporwave",
    category: "Wide",
    transform: { kind: "spaced", alphabet: "fullwidth" },
    screenReader: "letters",
    accessibilityNote: "Wide, spaced-out letters are read one at a time, and search no longer finds the words.",
    safeForName: false,
    reversible: false,
    preservesLength: false,
  },
  markStyle("slashed", "Slashed", "\u0338", "alphanumeric"),
  {
    key: "sparkles",
    name: "Sparkles",
    category: "Aesthetic",
    transform: { kind: "wrap", before: "✧･ﾟ: ", after: " :･ﾟ✧" },
    screenReader: "words",
    accessibilityNote: "The words stay plain and are read normally; the sparkles may be announced by name.",
    safeForName: false,
    reversible: false,
    preservesLength: false,
  },
] as const satisfies readonly FontStyle[];

export type FontStyleKey = (typeof FONT_STYLES)[number]["key"];

/** Spec default. */
export const DEFAULT_FONT_KEYS = [
  "normal",
  "bold",
  "italic",
  "cursive",
  "fancy",
  "spaced",
] as const satisfies readonly FontStyleKey[];

const BY_KEY = new Map<string, FontStyle>(FONT_STYLES.map((style) => [style.key, style]));

export function isFontStyleKey(value: unknown): value is FontStyleKey {
  return typeof value === "string" && BY_KEY.has(value);
}

export function getFontStyle(key: FontStyleKey): FontStyle {
  return BY_KEY.get(key)!;
}
