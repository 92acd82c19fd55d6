// `npm run bench:typing [-- --runs 3 --throttle 4 --device mobile|desktop]` (issue 26), on the existing build: next
// paint per key, INP, TBT and CLS while typing into the two live converters.
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";

import type { Browser, Page } from "@playwright/test";

import { runBrowserBench } from "./browser-bench";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    throttle: { type: "string", default: "4" },
    "key-delay": { type: "string", default: "200" },
    device: { type: "string", default: "mobile" },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 3);
const THROTTLE = Number(values.throttle) || 4;
const KEY_DELAY_MS = Number(values["key-delay"]) || 200;
const DEVICES = {
  // Lighthouse's default form factor (a Moto G Power).
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
const DEVICE = values.device === "desktop" ? "desktop" : "mobile";
const QUIET_MS = 5000;
const LOAD_LIMIT_MS = 60_000;
/** Event Timing rounds durations to 8 ms and leaves out entries under the threshold. */
const EVENT_THRESHOLD_MS = 16;

interface Target {
  name: string;
  path: string;
  field: (page: Page) => ReturnType<Page["getByLabel"]>;
  text: string;
}

const TARGETS: Target[] = [
  {
    name: "Fancy Font Styles input",
    path: "/features/fancy-font-styles",
    field: (page) => page.getByLabel("Text to convert"),
    text: "Maya Chen | coffee & film photos @maya",
  },
  {
    name: "Live Preview editor",
    path: "/features/live-preview",
    field: (page) => page.getByRole("textbox", { name: "Bio to preview" }),
    text: "Sunrise chaser, coffee addict and NYC photographer. DM for collabs @maya.shoots",
  },
];

// Runs before any of the page's scripts, so nothing is missed.
const OBSERVE = () => {
  const store = window as unknown as {
    __bench: {
      events: { name: string; id: number; duration: number }[];
      longTasks: [number, number][];
      shift: number;
    };
  };
  store.__bench = { events: [], longTasks: [], shift: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      if (entry.interactionId)
        store.__bench.events.push({ name: entry.name, id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) store.__bench.shift += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
};

interface Run {
  keys: number[];
  inp: number;
  tbt: number;
  longTasks: number;
  cls: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );

async function measure(browser: Browser, baseUrl: string, target: Target): Promise<Run> {
  const context = await browser.newContext(DEVICES[DEVICE]);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });

    await page.goto(baseUrl + target.path);
    const field = target.field(page);
    // Hydrated: React has claimed the field (as tests/e2e/hydration.ts checks).
    await field.waitFor();
    const loadStart = Date.now();
    while (!(await field.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))) {
      if (Date.now() - loadStart > LOAD_LIMIT_MS) throw new Error(`${target.path}: the island did not hydrate`);
      await page.waitForTimeout(100);
    }
    for (;;) {
      const quietFor = await page.evaluate(() => {
        const tasks = (window as unknown as { __bench: { longTasks: [number, number][] } }).__bench.longTasks;
        const last = tasks.at(-1);
        return performance.now() - (last ? last[0] + last[1] : 0);
      });
      if (quietFor >= QUIET_MS || Date.now() - loadStart > LOAD_LIMIT_MS) break;
      await page.waitForTimeout(QUIET_MS - quietFor + 50);
    }
    const tbt = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const tasks = (window as unknown as { __bench: { longTasks: [number, number][] } }).__bench.longTasks;
      let total = 0;
      for (const [start, duration] of tasks) {
        const end = start + duration;
        if (end <= fcp) continue;
        // A task across first contentful paint counts from it (Lighthouse).
        total += Math.max(0, end - Math.max(start, fcp) - 50);
      }
      return { total, count: tasks.length };
    });

    await field.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      (window as unknown as { __bench: { events: unknown[] } }).__bench.events.length = 0;
    });

    for (const key of target.text) {
      await page.keyboard.press(key);
      await page.waitForTimeout(KEY_DELAY_MS);
    }
    // Cards off screen must take their place without moving what is on screen.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += DEVICES[DEVICE].viewport.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    // Entries arrive after the paint that follows the last key.
    await page.waitForTimeout(1500);
    const typed = await field.inputValue();
    if (typed !== target.text)
      console.warn(`${target.name}: the field holds ${JSON.stringify(typed)}, not the bio typed`);

    const events = await page.evaluate(
      () =>
        (window as unknown as { __bench: { events: { name: string; id: number; duration: number }[] } }).__bench.events,
    );
    const byInteraction = new Map<number, number>();
    for (const { name, id, duration } of events) {
      if (!["keydown", "keypress", "input", "keyup"].includes(name)) continue;
      byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    }
    const keys = [...byInteraction.values()];
    while (keys.length < target.text.length) keys.push(EVENT_THRESHOLD_MS);
    const worstFirst = [...keys].sort((a, b) => b - a);
    const inp = worstFirst[Math.min(worstFirst.length - 1, Math.floor(worstFirst.length / 50))]!;
    const cls = await page.evaluate(() => (window as unknown as { __bench: { shift: number } }).__bench.shift);
    return { keys, inp, tbt: Math.round(tbt.total), longTasks: tbt.count, cls };
  } finally {
    await context.close();
  }
}

await runBrowserBench("bench:typing", {}, async ({ server, browser }) => {
  const startLoad = loadavg()[0]!.toFixed(2);
  const rows = [];
  for (const target of TARGETS) {
    await (await fetch(server.baseUrl + target.path)).text();
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measure(browser, server.baseUrl, target);
      const sorted = [...result.keys].sort((a, b) => a - b);
      console.log(
        `${target.name}, run ${run + 1}: next paint p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, ` +
          `INP ${result.inp} ms over ${result.keys.length} keys; load TBT ${result.tbt} ms (${result.longTasks} long tasks); ` +
          `CLS ${result.cls.toFixed(3)}`,
      );
      runs.push(result);
    }
    rows.push({
      page: `${target.name} (${target.path})`,
      "next paint p50 ms": median(
        runs.map((run) =>
          percentile(
            [...run.keys].sort((a, b) => a - b),
            50,
          ),
        ),
      ),
      "next paint p95 ms": median(
        runs.map((run) =>
          percentile(
            [...run.keys].sort((a, b) => a - b),
            95,
          ),
        ),
      ),
      "INP ms": median(runs.map((run) => run.inp)),
      "load TBT ms": median(runs.map((run) => run.tbt)),
      CLS: Number(median(runs.map((run) => run.cls)).toFixed(3)),
      keys: target.text.length,
    });
  }
  console.log(
    `\n${THROTTLE}× CPU throttle, ${DEVICE} (${DEVICES[DEVICE].viewport.width}×${DEVICES[DEVICE].viewport.height}), a key every ${KEY_DELAY_MS} ms, median of ${RUNS} ` +
      `run(s) each in a fresh context; Chromium ${browser.version()}; ${cpus().length} cores (1-minute load average ` +
      `${startLoad} at the start, ${loadavg()[0]!.toFixed(2)} at the end)`,
  );
  console.table(rows);
});
