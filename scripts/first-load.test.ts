import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";
import { CLIENT_DIR, startBuiltApp, type RunningApp } from "../tests/start-built-app";

import { JS_BUDGETS, measureFirstLoad } from "./first-load";

let app: RunningApp;
beforeAll(async () => {
  app = await startBuiltApp(parseConfig({}));
});
afterAll(() => app?.close());

describe("first-load JavaScript of the production build", () => {
  it.each(JS_BUDGETS.flatMap((budget) => budget.paths.map((path) => [path, budget.maxGzip] as const)))(
    "%s stays within its gzip budget",
    async (path, maxGzip) => {
      const html = await (await fetch(app.baseUrl + path)).text();
      const load = await measureFirstLoad(html, CLIENT_DIR);
      expect(load.js.gzip).toBeLessThanOrEqual(maxGzip);
    },
  );

  it("counts the home page's framework bundle (the measure is not vacuous)", async () => {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    const load = await measureFirstLoad(html, CLIENT_DIR);
    expect(load.js.files.length).toBeGreaterThan(2);
    expect(load.js.gzip).toBeGreaterThan(50 * 1024);
    expect(load.css.gzip).toBeGreaterThan(1024);
  });
});
