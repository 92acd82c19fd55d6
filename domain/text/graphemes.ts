/**
 * Grapheme clusters: what a person sees as one character (an emoji with its skin tone and joiners,
 * a flag, a letter with its accents). Intl.Segmenter is built into every supported browser and Node.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

// In ASCII every character is a grapheme of its own, except CR LF; skipping the segmenter there
// makes converting typical Latin text several times faster.
function isAsciiWithoutCrLf(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0x7f || (code === 0x0d && text.charCodeAt(index + 1) === 0x0a)) return false;
  }
  return true;
}

export function splitGraphemes(text: string): string[] {
  if (isAsciiWithoutCrLf(text)) return text.split("");
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function countGraphemes(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

// An emoji grapheme: a pictograph (with any modifiers, joiners and selectors), a flag made of two
// regional indicators, or a keycap such as 1️⃣.
const EMOJI_GRAPHEME = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

export function isEmojiGrapheme(grapheme: string): boolean {
  return EMOJI_GRAPHEME.test(grapheme);
}
