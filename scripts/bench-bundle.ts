/**
 * `npm run bench:bundle [-- --no-build]`: per route, first-load JS and CSS (what the budgets apply
 * to) and what Chromium downloads on a first visit; exits 1 over a budget.
 */
import { execSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { chromium } from "@playwright/test";

import { getConfig } from "../app/.server/config";
import { SITE_PAGES } from "../app/site/site-pages";
import { CLIENT_DIR, startBuiltApp } from "../tests/start-built-app";

import { JS_BUDGETS, measureFirstLoad, type FirstLoad } from "./first-load";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/chromium";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.argv.includes("--no-build")) execSync("npm run build", { stdio: "ignore" });

const app = await startBuiltApp(getConfig());
const results = new Map<string, FirstLoad>();
const visits = new Map<string, number>();
const warn = console.warn;
console.warn = () => {}; // the 404 route logs the unknown path
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
try {
  for (const route of [...SITE_PAGES.map((page) => page.path), "/this-page-does-not-exist"]) {
    const html = await (await fetch(app.baseUrl + route)).text();
    results.set(route, await measureFirstLoad(html, CLIENT_DIR));
    visits.set(route, await firstVisitJsGzip(route));
  }
} finally {
  console.warn = warn;
  await browser.close();
  await app.close();
}

/** Until the network is idle. */
async function firstVisitJsGzip(route: string): Promise<number> {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  await page.goto(app.baseUrl + route, { waitUntil: "networkidle" });
  await page.close();
  let total = 0;
  for (const script of scripts) total += gzipSync(await readFile(path.join(CLIENT_DIR, script)), { level: 9 }).length;
  return total;
}

const rows = [...results].map(([path, load]) => ({
  route: path,
  "JS raw": kb(load.js.raw),
  "JS gzip": kb(load.js.gzip),
  "JS files": load.js.files.length,
  "inline JS gzip": kb(load.inlineJs.gzip),
  "first-visit JS gzip": kb(visits.get(path) ?? 0),
  "CSS raw": kb(load.css.raw),
  "CSS gzip": kb(load.css.gzip),
}));
console.table(rows);

let over = false;
for (const budget of JS_BUDGETS) {
  for (const path of budget.paths) {
    const gzip = results.get(path)?.js.gzip ?? Number.POSITIVE_INFINITY;
    const ok = gzip <= budget.maxGzip;
    over ||= !ok;
    console.log(`${ok ? "ok  " : "OVER"} ${budget.label} ${path}: ${kb(gzip)} gzip JS (budget ${kb(budget.maxGzip)})`);
  }
}
process.exit(over ? 1 : 0);
