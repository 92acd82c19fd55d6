/**
 * Awkward fills a reader stops at, found in a line: an article before a preposition ("a by night"),
 * a word said twice in a row, a line that ends on a word that needs more ("… and", "… the"), markup
 * or a scheme. The composer runs these quick checks on every draft; the eval script adds a tagged
 * reading of an article before a plural ("a handmade candles", scripts/eval-bios.ts).
 */
import { isPlainAscii } from "../../text/plain-ascii";

export type Awkward =
  "article-before-function-word" | "article-before-plural" | "doubled-word" | "dangling-end" | "markup";

const FUNCTION_WORDS = "by|of|in|at|on|for|with|to|the|my|your|and|or|but|a|an|who|is|are";
const ARTICLE_BEFORE_FUNCTION = new RegExp(`\\b(?:a|an)\\s+(?:${FUNCTION_WORDS})\\b`, "iu");
// "as they really are" and "someone I'm proud of" end well; "… and", "… the" do not.
const DANGLING_END = /\b(?:the|my|your|and|or|but|a|an|who|being)\s*[^\p{L}\p{N}]*$/iu;
const DOUBLED = /\b([\p{L}]{2,})\s+\1\b/iu;
const MARKUP = /[<>{}]|\b(?:javascript|https?|data|vbscript):/iu;
export const LEADING_MARKS = /^[^\p{L}\p{N}]+/u;
const CHECKS = [LEADING_MARKS, ARTICLE_BEFORE_FUNCTION, DOUBLED, DANGLING_END, MARKUP] as const;
// The same on plain ASCII (most lines) lowercased, without Unicode case folding: four times quicker.
const ascii = ({ source }: RegExp) => new RegExp(source.replaceAll("\\p{L}", "a-z").replaceAll("\\p{N}", "0-9"));
const ASCII_CHECKS = CHECKS.map(ascii) as unknown as typeof CHECKS;

export function awkwardIn(written: string): Awkward[] {
  const found: Awkward[] = [];
  const plain = isPlainAscii(written);
  const [leading, article, doubled, dangling, markup] = plain ? ASCII_CHECKS : CHECKS;
  const line = plain ? written.toLowerCase() : written;
  const text = line.replace(leading, "");
  if (article.test(text)) found.push("article-before-function-word");
  if (doubled.test(text)) found.push("doubled-word");
  if (dangling.test(text)) found.push("dangling-end");
  if (markup.test(line)) found.push("markup");
  return found;
}
