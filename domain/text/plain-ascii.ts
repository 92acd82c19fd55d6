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
