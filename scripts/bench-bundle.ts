/**
 * Builds the app (unless --no-build), then prints for every route the JavaScript and CSS a first
 * visit downloads, raw and gzip, and checks the first-load budgets. Exit code 1 when over budget.
 *   npm run bench:bundle [-- --no-build]
 */
import { execSync } from "node:child_process";

import { getConfig } from "../app/.server/config";
import { SITE_PAGES } from "../app/site-pages";
import { CLIENT_DIR, startBuiltApp } from "../tests/start-built-app";

import { JS_BUDGETS, measureFirstLoad, type FirstLoad } from "./first-load";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.argv.includes("--no-build")) execSync("npx react-router build", { stdio: "ignore" });

const app = await startBuiltApp(getConfig());
const results = new Map<string, FirstLoad>();
const warn = console.warn;
console.warn = () => {}; // the 404 route logs the unknown path
try {
  for (const path of [...SITE_PAGES.map((page) => page.path), "/this-page-does-not-exist"]) {
    const html = await (await fetch(app.baseUrl + path)).text();
    results.set(path, await measureFirstLoad(html, CLIENT_DIR));
  }
} finally {
  console.warn = warn;
  await app.close();
}

const rows = [...results].map(([path, load]) => ({
  route: path,
  "JS raw": kb(load.js.raw),
  "JS gzip": kb(load.js.gzip),
  "JS files": load.js.files.length,
  "inline JS gzip": kb(load.inlineJs.gzip),
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
