import { describe, expect, it } from "vitest";

import { createPageViews } from "./page-views";

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** A busy machine only makes the test slower. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await settle(5);
  }
}

function fakeRenderer() {
  const state = { calls: 0, running: 0, mostAtOnce: 0, fail: false };
  const render = async (url: string) => {
    state.calls++;
    state.running++;
    state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
    await settle(2);
    state.running--;
    if (state.fail) throw new Error("render failed");
    return `<!doctype html><p>${url} copy ${state.calls}</p><script>window.n=${state.calls}</script>`;
  };
  return { state, render };
}

describe("page views served from rendered copies", () => {
  it("answers nothing for other URLs, and nothing until the first copy exists", async () => {
    const { render } = fakeRenderer();
    const views = createPageViews({ urls: ["/funny-bios"], render, renderIntervalMs: 0 });
    expect(views.take("/about-us")).toBeUndefined();
    expect(views.take("/funny-bios")).toBeUndefined();
    let page = views.take("/funny-bios");
    await until(() => (page = views.take("/funny-bios")) !== undefined, "the first copy");
    expect(page?.identity.bytes.toString("utf8")).toMatch(/^<!doctype html><p>\/funny-bios copy \d+/);
    expect(page?.csp).toMatch(/script-src[^;]*'sha256-/);
    expect(page?.compressed.br.bytes.length).toBeGreaterThan(0);
  });

  it("keeps a few copies, replaces one once it has been shown enough, and renders one at a time", async () => {
    const { state, render } = fakeRenderer();
    const views = createPageViews({ urls: ["/a"], render, copies: 3, viewsPerCopy: 2, renderIntervalMs: 0 });
    views.take("/a");
    await until(() => state.calls === 3 && state.running === 0, "three copies");
    const seen = new Set<string>();
    for (let round = 0; round < 10; round++) {
      for (let view = 0; view < 20; view++) seen.add(views.take("/a")!.identity.bytes.toString("utf8"));
      const before = state.calls;
      await until(() => state.calls > before && state.running === 0, "a worn copy replaced");
    }
    // Never two renderings at once.
    expect(seen.size).toBeGreaterThan(3);
    expect(state.mostAtOnce).toBe(1);
  });

  it("renders at most one copy per interval however many views arrive", async () => {
    const { state, render } = fakeRenderer();
    const views = createPageViews({ urls: ["/a"], render, copies: 2, viewsPerCopy: 1, renderIntervalMs: 50 });
    views.take("/a");
    await until(() => state.calls === 2 && state.running === 0, "two copies");
    const started = Date.now();
    for (let view = 0; view < 5_000; view++) views.take("/a");
    await settle(120);
    for (let view = 0; view < 5_000; view++) views.take("/a");
    // At most one rendering per 50 ms that passed, and the one under way.
    expect(state.calls - 2).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 50) + 1);
  });

  it("reports a failed rendering and tries again on a later view, not in a loop", async () => {
    const { state, render } = fakeRenderer();
    state.fail = true;
    const failures: string[] = [];
    const views = createPageViews({
      urls: ["/a"],
      render,
      renderIntervalMs: 0,
      onError: (url) => failures.push(url),
    });
    expect(views.take("/a")).toBeUndefined();
    await until(() => failures.length > 0, "the failure reported");
    await settle(60);
    expect(failures).toEqual(["/a"]);
    expect(state.calls).toBe(1);
    state.fail = false;
    views.take("/a");
    await until(() => views.take("/a") !== undefined, "a copy after the failure");
  });
});
