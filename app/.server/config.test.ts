import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig, publicConfigDifferences, toPublicConfig } from "./config";

describe("parseConfig", () => {
  it("gives working defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.SOCIAL_INSTAGRAM_URL).toMatch(/^https:\/\//);
  });

  it("reads and normalises the values it is given", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_URL: "https://bios.example.com/",
      SUPPORT_EMAIL: "help@example.com",
      TRUST_PROXY: "true",
      SOCIAL_X_URL: "https://x.com/example",
    });
    expect(config.PORT).toBe(8080);
    expect(config.SITE_URL).toBe("https://bios.example.com");
    expect(config.SUPPORT_EMAIL).toBe("help@example.com");
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.SOCIAL_X_URL).toBe("https://x.com/example");
  });

  it("treats an empty variable as unset", () => {
    expect(parseConfig({ PORT: "", SITE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://example.com"],
    ["SUPPORT_EMAIL", "nobody"],
    ["TRUST_PROXY", "maybe"],
    ["SOCIAL_TIKTOK_URL", "javascript:alert(1)"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*got "${value.replace(/[()]/g, "\\$&")}"`));
  });

  it("lists every bad variable at once", () => {
    expect(() => parseConfig({ PORT: "x", SUPPORT_EMAIL: "y" })).toThrow(/PORT[\s\S]*SUPPORT_EMAIL/);
  });
});

describe("toPublicConfig", () => {
  it("passes only the allowlisted values to the browser", () => {
    const publicConfig = toPublicConfig(parseConfig({ PORT: "4000", HOST: "127.0.0.1" }));
    expect(Object.keys(publicConfig).sort()).toEqual(["siteUrl", "social", "supportEmail"]);
    expect(JSON.stringify(publicConfig)).not.toContain("4000");
    expect(JSON.stringify(publicConfig)).not.toContain("127.0.0.1");
  });
});

describe("publicConfigDifferences", () => {
  it("names each variable whose value differs between the build and the running server", () => {
    const built = toPublicConfig(parseConfig({ SITE_URL: "https://a.example" }));
    expect(publicConfigDifferences(built, built)).toEqual([]);
    const running = toPublicConfig(parseConfig({ SITE_URL: "https://b.example", SOCIAL_X_URL: "https://x.com/b" }));
    expect(publicConfigDifferences(built, running)).toEqual([
      'SITE_URL: built with "https://a.example", running with "https://b.example"',
      'SOCIAL_X_URL: built with "https://x.com/", running with "https://x.com/b"',
    ]);
  });
});
