/**
 * `npm run bench:tbt [-- --runs 5]`, on the existing build: Lighthouse's TBT (as `npm run
 * audit:web` runs it) for the two live converters' loads (issues 23 and 26), medians beside the
 * previous version's figures from issue 26's loaded run, with the load average.
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";

import lighthouse from "lighthouse";

import { runBrowserBench } from "./browser-bench";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const RUNS = Math.max(1, Number(values.runs) || 3);

const PAGES = [
  { path: "/features/fancy-font-styles", issueMs: 945, previousMs: 526 },
  { path: "/features/live-preview", issueMs: 709, previousMs: 358 },
] as const;

interface LongTask {
  url: string;
  duration: number;
}

async function measure(url: string, port: number): Promise<{ tbt: number; cls: number; tasks: LongTask[] }> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}`);
  const { audits } = result.lhr;
  const tasks = ((audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? []).map((task) => ({
    url: task.url.replace(/^https?:\/\/[^/]+/, ""),
    duration: Math.round(task.duration),
  }));
  return {
    tbt: Math.round(audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tasks,
  };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

await runBrowserBench("bench:tbt", { remoteDebugging: true }, async ({ server, browser, debuggingPort: port }) => {
  const startLoad = loadavg()[0]!.toFixed(2);
  const rows = [];
  for (const page of PAGES) {
    // So the first run does not also measure a cold server.
    await (await fetch(server.baseUrl + page.path)).text();
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const figures = await measure(server.baseUrl + page.path, port);
      console.log(
        `${page.path}, run ${run + 1}: TBT ${figures.tbt} ms, CLS ${figures.cls.toFixed(3)}; long tasks ` +
          (figures.tasks.map((task) => `${task.duration} ms ${task.url}`).join(", ") || "none"),
      );
      runs.push(figures);
    }
    rows.push({
      page: page.path,
      "TBT ms": median(runs.map((run) => run.tbt)),
      "previous version ms": page.previousMs,
      "issue 26 (before) ms": page.issueMs,
      CLS: Number(median(runs.map((run) => run.cls)).toFixed(3)),
    });
  }
  console.log(
    `\nLighthouse mobile, simulated throttling; median of ${RUNS} run(s) per page; Chromium ${browser.version()}; ` +
      `${cpus().length} cores (1-minute load average ${startLoad} at the start, ${loadavg()[0]!.toFixed(2)} at the end)`,
  );
  console.table(rows);
});
