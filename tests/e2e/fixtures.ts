import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught page error it did not expect: CSP violations,
 * hydration mismatches and React warnings all surface as console errors in Chromium.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects, such as the browser's report of a page answering 404. */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Serious and critical axe violations on the page as it is now, summarised for a readable failure. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A toast fading in or out, or a colour mid-transition after a theme switch, is measured part way and
  // fails contrast it meets at rest. A toast's 4 s can run out while axe is at work, after any wait for
  // quiet, so the check runs with reduced motion, where sonner shows and hides a toast at once. Other
  // finite animations and transitions are waited for; infinite ones (a spinner) may run for ever. The
  // toaster takes a new theme on React's next render, which a busy machine may hold past two frames.
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    return await axeAtRest(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function axeAtRest(page: Page): Promise<string[]> {
  // Two frames first, so a style changed just now (a theme switched) has started its transitions. A
  // subtree off screen under `content-visibility: auto` has no style until something asks for it, and
  // its transitions start then: axe asking would read the old colour on the new background. So every
  // element's colour is asked for first.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("body *")) void getComputedStyle(element).color;
    return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await page
    .waitForFunction(
      () => {
        const theme = document.documentElement.classList.contains("dark") ? "dark" : "light";
        const toasters = [...document.querySelectorAll("[data-sonner-toaster]")];
        return (
          toasters.every((toaster) => toaster.getAttribute("data-sonner-theme") === theme) &&
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
            )
        );
      },
      undefined,
      // A bound on the wait, not a measure of speed: a machine busy with other work may take this long.
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

/** Sets the saved theme before any page script runs, as a returning visitor would have it. */
export async function useSavedTheme(page: Page, dark: boolean) {
  await page.addInitScript((value) => localStorage.setItem("darkMode", value), JSON.stringify(dark));
}
