import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startFakeLlmServer, type FakeLlmServer } from "../mocks/fake-llm-server";
import { runServerProcess } from "../server-process";

import { expect, test } from "./fixtures";
import { hydrated } from "./hydration";

/**
 * The honest badge follows the API's `sources` (docs/product.md#honest-badges) when a language
 * model is configured: a second production server, pointed at a fake OpenAI-compatible model on
 * 127.0.0.1. (tests/e2e/category-pages.spec.ts covers the composer-only server: every badge
 * 'Curated'.)
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const BASE = `http://127.0.0.1:${PORT}`;

// Unusual words, so the page's history rules (20% shared words) have no reason to refuse them.
const MODEL_BIOS = [
  "Zeppelin mechanic with a marmalade habit\nOwns four thimbles, uses none\nApplause accepted in biscuits",
  "Retired kazoo prodigy 🎺\nAccordion-curious since Tuesday\nWaltzing badly on purpose",
  "Licensed puddle inspector ☔\nGaloshes rated, umbrellas judged\nFollow for damp opinions",
];

test.describe.configure({ mode: "serial" });

let llm: FakeLlmServer;
let server: ReturnType<typeof runServerProcess> | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  llm = await startFakeLlmServer();
  dataDir = mkdtempSync(path.join(tmpdir(), "social-bio-generator-e2e-llm-"));
  server = runServerProcess({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: "fake-model",
    RATE_LIMIT_GENERATE_PER_MINUTE: "1000",
  });
  const running = server;
  await new Promise<void>((resolve, reject) => {
    const check = () => running.output().includes("is running at") && resolve();
    running.child.stdout?.on("data", check);
    void running.exited.then(({ code, signal }) =>
      reject(new Error(`The server exited (${code ?? signal}) before it was ready:\n${running.output()}`)),
    );
  });
});

test.afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await llm?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("with a model configured, 'AI-Generated' marks exactly the bios the model wrote", async ({ page }) => {
  await page.goto(`${BASE}/funny-bios`);
  const grid = page.getByRole("list", { name: "Generated funny bios" });
  const cards = grid.getByRole("listitem").filter({ has: page.getByRole("heading") });
  // A page view's own six come from the composer (no model call): all 'Curated'.
  await expect(cards).toHaveCount(6);
  await expect(grid.getByText("Curated")).toHaveCount(6);
  expect(llm.received).toHaveLength(0);

  llm.reply = { kind: "content", content: JSON.stringify({ bios: MODEL_BIOS }) };
  const generate = page.getByRole("button", { name: "Generate New" });
  await hydrated(generate);
  const before = await cards.locator("p").allInnerTexts();
  await generate.click();
  await expect.poll(() => cards.locator("p").allInnerTexts()).not.toEqual(before);
  await expect(generate).toBeEnabled();
  expect(llm.received.length).toBeGreaterThanOrEqual(1);

  const shown = await cards.locator("p").allInnerTexts();
  expect(shown).toHaveLength(6);
  const fromModel = shown.filter((text) => MODEL_BIOS.includes(text));
  expect(fromModel.length).toBeGreaterThanOrEqual(1);
  for (const [index, text] of shown.entries()) {
    const badge = cards.nth(index).getByText(/^(AI-Generated|Curated)$/);
    await expect(badge, text).toHaveText(MODEL_BIOS.includes(text) ? "AI-Generated" : "Curated");
  }
});
