/** The font code the workshop loads on demand (see use-bio-text.ts). */
export { convertText, readBackPlainText } from "@domain/fonts/convert-text";
export { getFontStyle } from "@domain/fonts/font-styles";
export { toPlainText } from "@domain/fonts/to-plain-text";
