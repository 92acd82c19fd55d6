/**
 * The parts of a template a visitor must replace (docs/product.md#template-collection): contact
 * details and names written as obvious stand-ins, such as `yourname@email.com`,
 * `www.yourwebsite.com`, `@yourstudio`, `Your Business Name` or `Your City`. The pages mark them so
 * that nobody pastes "Your City" into their profile by mistake.
 */

export interface TemplatePart {
  text: string;
  placeholder: boolean;
}

// An e-mail or web address on "your…" / "yourname…", an @handle starting with "your", or a run of
// capitalised words after "Your" ("Your Bakery Name", but "Your City" in "Your City 10K").
const PLACEHOLDER =
  /\b(?:yourname|your[a-z]*)@[a-z0-9-]+(?:\.[a-z]{2,})+\b|(?:\bwww\.)?\byour[a-z]*\.(?:com|net|org|io|co|me|link|bio)\b(?:\/\S*)?|@your[a-z0-9_]*\b|\bYour(?: [A-Z][A-Za-z]*)+/gu;

/** The text in order, cut into plain parts and placeholders; joined, the parts give the text back. */
export function splitPlaceholders(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), placeholder: false });
    parts.push({ text: match[0], placeholder: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), placeholder: false });
  return parts;
}

/** The placeholders of a text, in order. */
export function findPlaceholders(text: string): string[] {
  return splitPlaceholders(text)
    .filter((part) => part.placeholder)
    .map((part) => part.text);
}
