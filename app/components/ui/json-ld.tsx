/**
 * Structured data for search engines (<script type="application/ld+json">). The JSON is written so
 * that no value can end the script early: `<`, `>` and `&` are escaped as \u003c, \u003e, \u0026
 * (so "</script>" and "<!--" cannot appear), as are U+2028 and U+2029.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
