import { describe, expect, it } from "vitest";

import { parseConfig } from "./config";
import { prerenderContext } from "./load-context";
import { createLogger } from "./logger";

describe("prerenderContext", () => {
  const context = prerenderContext(
    parseConfig({ SITE_URL: "https://bios.example.com" }),
    createLogger({ LOG_LEVEL: "silent" }),
    "/faq",
  );

  it("carries the build's configuration", () => {
    expect(context.config.SITE_URL).toBe("https://bios.example.com");
  });

  it("fails loudly, naming the page, when a pre-rendered loader reaches for a service", () => {
    expect(() => context.services.bioGenerator).toThrow(
      /\/faq is pre-rendered, but its loader asked for services\.bioGenerator/,
    );
  });
});
