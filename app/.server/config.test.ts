import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { describe, expect, it } from "vitest";

import { ConfigError, ConfigSchema, parseConfig, publicConfigDifferences, toPublicConfig, withEnvFile } from "./config";

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
    expect(() => parseConfig({ [name]: value })).toThrow(
      new RegExp(`${name}: .*got "${value.replace(/[()]/g, "\\$&")}"`),
    );
  });

  it("runs suggestions on the embedded database in ./data, with no e-mail and no owner's endpoint, by default", () => {
    const config = parseConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe("./data");
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_TOKEN).toBeUndefined();
    expect(config.RATE_LIMIT_SUGGESTIONS_PER_HOUR).toBe(30);
  });

  it("reads the suggestion settings", () => {
    const config = parseConfig({
      DATABASE_URL: "postgresql://app:secret@db.internal:5432/bios",
      DATA_DIR: "/var/lib/bios",
      SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
      SUGGESTIONS_NOTIFY_TO: "owner@example.com",
      SUGGESTIONS_NOTIFY_FROM: "noreply@example.com",
      ADMIN_TOKEN: "0123456789abcdef0123456789abcdef",
      RATE_LIMIT_SUGGESTIONS_PER_HOUR: "5",
    });
    expect(config).toMatchObject({
      DATABASE_URL: "postgresql://app:secret@db.internal:5432/bios",
      DATA_DIR: "/var/lib/bios",
      SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
      SUGGESTIONS_NOTIFY_TO: "owner@example.com",
      SUGGESTIONS_NOTIFY_FROM: "noreply@example.com",
      RATE_LIMIT_SUGGESTIONS_PER_HOUR: 5,
    });
  });

  it.each([
    ["DATABASE_URL", "mysql://localhost/bios"],
    ["SMTP_URL", "http://smtp.example.com"],
    ["ADMIN_TOKEN", "too-short"],
    ["ADMIN_TOKEN", "has spaces in it but is long enough to pass"],
    ["RATE_LIMIT_SUGGESTIONS_PER_HOUR", "0"],
  ])("rejects %s=%s without echoing a secret", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
    const message = (() => {
      try {
        parseConfig({ [name]: value });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    if (name !== "RATE_LIMIT_SUGGESTIONS_PER_HOUR") {
      expect(message).not.toContain(value);
      expect(message).toContain(`a value of ${value.length} characters, not shown`);
    }
  });

  it("wants SMTP_URL and SUGGESTIONS_NOTIFY_TO together", () => {
    expect(() => parseConfig({ SMTP_URL: "smtp://127.0.0.1:25" })).toThrow(
      /SUGGESTIONS_NOTIFY_TO: must be set when SMTP_URL is set/,
    );
    expect(() => parseConfig({ SUGGESTIONS_NOTIFY_TO: "owner@example.com" })).toThrow(
      /SMTP_URL: must be set when SUGGESTIONS_NOTIFY_TO is set/,
    );
  });

  it("runs one server process by default, and several only on PostgreSQL", () => {
    expect(parseConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://u:p@h/db" }).WEB_CONCURRENCY).toBe(4);
    // PGlite's files belong to one process.
    expect(() => parseConfig({ WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY: must be 1 without DATABASE_URL: the embedded PGlite database \(DATA_DIR\) belongs to one process/,
    );
    expect(parseConfig({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
  });

  it.each(["0", "two", "1.5", "33"])("rejects WEB_CONCURRENCY=%s", (value) => {
    expect(() => parseConfig({ WEB_CONCURRENCY: value, DATABASE_URL: "postgres://u:p@h/db" })).toThrow(
      new RegExp(`WEB_CONCURRENCY: .*got "${value}"`),
    );
  });

  it("lists every bad variable at once", () => {
    expect(() => parseConfig({ PORT: "x", SUPPORT_EMAIL: "y" })).toThrow(/PORT[\s\S]*SUPPORT_EMAIL/);
  });
});

describe(".env.example", () => {
  it("documents every variable the server reads (NODE_ENV is set by the scripts)", () => {
    const text = readFileSync(".env.example", "utf8");
    const missing = Object.keys(ConfigSchema.shape).filter(
      (name) => name !== "NODE_ENV" && !new RegExp(`^(# )?${name}=`, "m").test(text),
    );
    expect(missing).toEqual([]);
  });
});

describe("the .env file", () => {
  it("adds its variables, and a variable of the real environment wins", () => {
    const env = withEnvFile({ PORT: "5000" }, 'PORT=4000\n# a comment\nSITE_URL="https://bios.example.com"\n');
    expect(env.PORT).toBe("5000");
    expect(parseConfig(env).SITE_URL).toBe("https://bios.example.com");
  });

  it("as cp .env.example .env makes it, is a valid configuration", () => {
    expect(() => parseConfig(withEnvFile({}, readFileSync(".env.example", "utf8")))).not.toThrow();
  });

  it("is read by the server's configuration from the directory it starts in", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-file-"));
    try {
      writeFileSync(path.join(dir, ".env"), "PORT=4321\nLOG_LEVEL=warn\n");
      const read = (env: Record<string, string>) =>
        spawnSync(
          process.execPath,
          [
            "--import",
            // The temporary directory has no node_modules to find tsx's loader in.
            pathToFileURL(path.resolve("node_modules/tsx/dist/loader.mjs")).href,
            "-e",
            `import(${JSON.stringify(path.resolve("app/.server/config.ts"))}).then((m) => { const c = m.getConfig(); console.log(c.PORT, c.LOG_LEVEL); })`,
          ],
          { cwd: dir, env: { PATH: process.env.PATH, ...env }, encoding: "utf8" },
        ).stdout.trim();
      expect(read({})).toBe("4321 warn");
      expect(read({ PORT: "5000" })).toBe("5000 warn");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("toPublicConfig", () => {
  it("passes only the allowlisted values to the browser", () => {
    const publicConfig = toPublicConfig(
      parseConfig({
        PORT: "4000",
        HOST: "127.0.0.1",
        ADMIN_TOKEN: "admin-token-0123456789abcdef012345",
        DATABASE_URL: "postgres://u:p@h/db",
      }),
    );
    expect(JSON.stringify(publicConfig)).not.toMatch(/admin-token|postgres:/);
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
