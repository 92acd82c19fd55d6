import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text and skips external and empty ones", () => {
    const html = `<head><script>one()</script><script src="/a.js"></script><script type="module" async="">import "x";
</script><script></script><script>one()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("one()"), sha('import "x";\n')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("never allows inline scripts wholesale and forbids framing", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'"]);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});
