/**
 * Tab, line breaks and the printable ASCII characters only: what composed bios nearly always are.
 * Text of these characters needs no Unicode folding (it is already in NFKC form), has one grapheme
 * per character, and its letters are A–Z and a–z, so the text measures take cheaper paths for it.
 */
export function isPlainAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0x7e || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) return false;
  }
  return true;
}

/**
 * Whether a UTF-16 code unit is whitespace as \s and String.prototype.trim read it: tab, line
 * feed, vertical tab, form feed, carriage return, the space separators (Unicode category Zs),
 * the line and paragraph separators, and the byte-order mark. plain-ascii.test.ts compares it with
 * /\s/u on every code unit.
 */
export function isWhitespaceCode(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
