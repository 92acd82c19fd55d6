/**
 * The one Chromium every browser run uses (Playwright, audit:web, bench:bundle): Debian's, never a
 * downloaded one, launched quietly (no sandbox in containers, no background traffic).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
