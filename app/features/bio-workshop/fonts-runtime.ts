/** The font code the workshop loads on demand (see use-bio-text.ts). */
import { getFontStyle, type FontStyleKey } from "@domain/fonts/font-styles";

export { convertText, fontSample } from "@domain/fonts/convert-text";
export { toPlainText } from "@domain/fonts/to-plain-text";
export { FONT_STYLES } from "@domain/fonts/font-styles";

export function isReversible(font: FontStyleKey): boolean {
  return getFontStyle(font).reversible;
}
