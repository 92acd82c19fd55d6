/**
 * Obvious stand-ins (`yourname@email.com`, `Your City`) the pages mark, so nobody pastes "Your
 * City" into their profile.
 */

export interface TemplatePart {
  text: string;
  placeholder: boolean;
}

// "Your City" in "Your City 10K" stops before "10K".
const PLACEHOLDER =
  /\b(?:yourname|your[a-z]*)@[a-z0-9-]+(?:\.[a-z]{2,})+\b|(?:\bwww\.)?\byour[a-z]*\.(?:com|net|org|io|co|me|link|bio)\b(?:\/\S*)?|@your[a-z0-9_]*\b|\bYour(?: [A-Z][A-Za-z]*)+/gu;

/** Joined, the parts give the text back. */
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

export function findPlaceholders(text: string): string[] {
  return splitPlaceholders(text)
    .filter((part) => part.placeholder)
    .map((part) => part.text);
}
