import { createHash, randomBytes } from "node:crypto";

/**
 * Inline scripts are allowed by nonce when rendered per request, by SHA-256 hash when pre-rendered.
 * Inline styles are allowed for React's `style` prop and toast positioning.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

// Captures the text exactly as the browser hashes it.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? "";
    if (text.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
