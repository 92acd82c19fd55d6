// Awkward fills a reader stops at: an article before a preposition ("a by night"), a word twice in a row, a line ending
// on a word that needs more ("… and", "… the"), markup or a scheme. The composer checks every draft; the eval script
// adds a tagged reading of an article before a plural ("a handmade candles", scripts/eval-bios.ts).
export type Awkward =
  "article-before-function-word" | "article-before-plural" | "doubled-word" | "dangling-end" | "markup";

const FUNCTION_WORDS = "by|of|in|at|on|for|with|to|the|my|your|and|or|but|a|an|who|is|are";
const ARTICLE_BEFORE_FUNCTION = new RegExp(`\\b(?:a|an)\\s+(?:${FUNCTION_WORDS})\\b`, "iu");
// "as they really are" and "someone I'm proud of" end well; "… and", "… the" do not.
const DANGLING_END = /\b(?:the|my|your|and|or|but|a|an|who|being)\s*[^\p{L}\p{N}]*$/iu;
const DOUBLED = /\b([\p{L}]{2,})\s+\1\b/iu;
const MARKUP = /[<>{}]|\b(?:javascript|https?|data|vbscript):/iu;
export const LEADING_MARKS = /^[^\p{L}\p{N}]+/u;

export function awkwardIn(line: string): Awkward[] {
  const found: Awkward[] = [];
  const text = line.replace(LEADING_MARKS, "");
  if (ARTICLE_BEFORE_FUNCTION.test(text)) found.push("article-before-function-word");
  if (DOUBLED.test(text)) found.push("doubled-word");
  if (DANGLING_END.test(text)) found.push("dangling-end");
  if (MARKUP.test(line)) found.push("markup");
  return found;
}
