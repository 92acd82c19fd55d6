import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CLIENT_DIR } from "../tests/start-built-app";
import { findIslands } from "../tooling/vite-islands";

// The browser gets the public configuration only; this also catches a value copied into client
// code, which the .server guard cannot.
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

describe("the islands manifest", () => {
  it("has a built entry for every island, and no island loads React Router's client", async () => {
    const manifest = JSON.parse(await readFile(path.join(CLIENT_DIR, "..", "islands-manifest.json"), "utf8")) as Record<
      string,
      { file: string; imports: string[] }
    >;
    expect(Object.keys(manifest).sort()).toEqual(findIslands(process.cwd()));
    for (const [name, entry] of Object.entries(manifest)) {
      const files = [entry.file, ...entry.imports];
      const code = await Promise.all(files.map((file) => readFile(path.join(CLIENT_DIR, file), "utf8")));
      expect(
        code.some((text) => text.includes("__reactRouterContext")),
        name,
      ).toBe(false);
      expect(
        code.some((text) => text.includes("hydrateRoot")),
        name,
      ).toBe(true);
    }
  });
});
