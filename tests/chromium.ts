/**
 * Debian's Chromium, never a downloaded one, launched quietly (no sandbox in containers, no
 * background traffic). The audits and benchmarks (audit:web, bench:bundle) measure the browser a
 * visitor has.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The tests drive Debian's headless shell: the same Blink and V8 without the desktop browser's
 * extensions and UI, which took a third of a busy two-core machine's time in the end-to-end run.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
