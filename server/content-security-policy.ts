import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of every response. Scripts come only from our own origin; the few
 * inline scripts (the chrome script, React Router's hydration data) are allowed by a per-response
 * nonce on pages rendered per request, or by their SHA-256 hashes on pre-rendered pages, whose HTML
 * is fixed at build time. Styles allow inline attributes (React's `style` prop, toast positioning).
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

// Matches an inline <script> (no src attribute) and captures its text exactly as the browser hashes it.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The 'sha256-…' sources for every inline script in a document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? "";
    if (text.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
