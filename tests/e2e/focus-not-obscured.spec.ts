import type { Page } from "@playwright/test";

import { SITE_PAGES } from "../../app/site/site-pages";

import { expect, test } from "./fixtures";

/**
 * WCAG 2.2 2.4.11 Focus Not Obscured: no control reached with Tab may sit under the sticky header,
 * the home page's tool strip or floating bar, or the docked bar at the bottom of a phone's screen.
 * The page's scroll padding is derived from those bars' heights (docs/design.md#sticky-bars).
 */

/** The most Tab stops walked on one page: more than any page has before its footer ends. */
const MAX_STOPS = 160;

/**
 * Where the focused element is covered by a sticky or fixed bar that it is not part of, as a
 * description, or null; and whether focus has left the page's controls (the walk's end). A bar
 * covers a point of the element when the bar is what the browser hits there (so a bar drawn under
 * the element, such as the header under the skip link, does not count). One call per Tab stop: the
 * page's sticky and fixed elements are found once, on the first call, since tabbing adds none.
 */
async function focusStop(page: Page): Promise<{ covered: string | null; atEnd: boolean }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const atEnd = focused === null || focused === document.body;
    if (!(focused instanceof HTMLElement) || atEnd) return { covered: null, atEnd };
    const scope = window as unknown as { stickyBars?: HTMLElement[] };
    scope.stickyBars ??= [...document.querySelectorAll<HTMLElement>("body *")].filter((element) =>
      ["sticky", "fixed"].includes(getComputedStyle(element).position),
    );
    const rect = focused.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return { covered: null, atEnd: false };
    const bars = scope.stickyBars.filter((element) => {
      const { visibility, display } = getComputedStyle(element);
      if (visibility === "hidden" || display === "none") return false;
      if (element.contains(focused) || focused.contains(element)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    for (const bar of bars) {
      const box = bar.getBoundingClientRect();
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      if (right - left < 1 || bottom - top < 1) continue;
      // Probe the overlap at a few points inside the viewport, clear of rounded corners.
      const xs = [0.2, 0.5, 0.8].map((f) => left + (right - left) * f);
      const ys = [0.2, 0.5, 0.8].map((f) => top + (bottom - top) * f);
      for (const x of xs) {
        for (const y of ys) {
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && bar.contains(hit) && !focused.contains(hit)) {
            const name = (focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40);
            const barName = bar.getAttribute("aria-label") ?? bar.tagName.toLowerCase();
            const covered = `<${focused.tagName.toLowerCase()}> "${name}" (top ${Math.round(rect.top)}, bottom ${Math.round(
              rect.bottom,
            )}) under ${barName} (${Math.round(box.top)}–${Math.round(box.bottom)})`;
            return { covered, atEnd: false };
          }
        }
      }
    }
    return { covered: null, atEnd: false };
  });
}

for (const width of [390, 1280]) {
  test.describe(`focus at ${width} px`, () => {
    for (const { path } of SITE_PAGES) {
      test(`${path}: no Tab stop is hidden under a sticky bar`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const covered: string[] = [];
        const seen = new Set<string>();
        for (let stop = 0; stop < MAX_STOPS; stop++) {
          await page.keyboard.press("Tab");
          const { covered: where, atEnd } = await focusStop(page);
          if (where && !seen.has(where)) {
            seen.add(where);
            covered.push(where);
          }
          if (atEnd && stop > 0) break;
        }
        expect(covered).toEqual([]);
      });
    }
  });
}
