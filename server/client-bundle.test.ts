import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CLIENT_DIR } from "../tests/start-built-app";

// The browser gets the public configuration and nothing else: no server setting names, no database,
// mail or token code (React Router's .server guard fails the build on a direct import; this also
// catches a value copied into client code).
describe("the client build", () => {
  it("holds no server-only configuration or code", async () => {
    const files = (await readdir(path.join(CLIENT_DIR, "assets"))).filter((name) => name.endsWith(".js"));
    expect(files.length).toBeGreaterThan(3);
    const forbidden = [
      "ADMIN_TOKEN",
      "DATABASE_URL",
      "SMTP_URL",
      "SUGGESTIONS_NOTIFY",
      "LLM_API_KEY",
      "REDIS_URL",
      "pg_advisory_lock",
      "suggestion_outbox",
      "nodemailer",
      "@electric-sql/pglite",
      "timingSafeEqual",
    ];
    for (const file of files) {
      const code = await readFile(path.join(CLIENT_DIR, "assets", file), "utf8");
      for (const name of forbidden) expect(code.includes(name), `${name} in ${file}`).toBe(false);
    }
  });

  it("does hold the suggestion page's words (the scan reads real code)", async () => {
    const files = (await readdir(path.join(CLIENT_DIR, "assets"))).filter((name) => name.endsWith(".js"));
    const texts = await Promise.all(files.map((file) => readFile(path.join(CLIENT_DIR, "assets", file), "utf8")));
    expect(texts.some((code) => code.includes("Failed to send suggestion. Please try again."))).toBe(true);
  });
});
