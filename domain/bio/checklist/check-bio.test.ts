import { describe, expect, it } from "vitest";

import { convertText } from "../../fonts/convert-text";
import { countCharacters } from "../../text/count-characters";
import type { Platform } from "../../text/platforms";

import { applyCheckFix, checkBio, type CheckId, type ChecklistOptions } from "./check-bio";

const options: ChecklistOptions = { platform: "instagram", count: countCharacters };
const GOOD = "Pastry chef in Lisbon 🥐\nSourdough classes on weekends\nBook a class below 👇";

function check(id: CheckId, text: string, extra: Partial<ChecklistOptions> = {}) {
  const result = checkBio(text, { ...options, ...extra }).find((item) => item.id === id);
  if (!result) throw new Error(`no check ${id}`);
  return result;
}

/** Off for a good bio, on for the triggering text, off again after its fix. */
function expectRule(id: CheckId, triggering: string, extra: Partial<ChecklistOptions> = {}) {
  expect(check(id, GOOD, extra).passed).toBe(true);
  const failing = check(id, triggering, extra);
  expect(failing.passed).toBe(false);
  expect(failing.why).not.toBe("");
  if (failing.fix) {
    const fixed = applyCheckFix(id, triggering, { ...options, ...extra });
    expect(fixed).not.toBe(triggering);
    expect(check(id, fixed, extra).passed).toBe(true);
  }
  return failing;
}

describe("checkBio", () => {
  it("has nothing to say about a blank text, and gives no score", () => {
    expect(checkBio("  ", options)).toEqual([]);
    for (const item of checkBio(GOOD, options)) expect(item.title).not.toMatch(/\/ ?100|score|engagement/iu);
  });

  it("fits: on past the platform's limit (X counted weighted), and 'Shorten to fit' makes it fit", () => {
    const long = `${GOOD}\n${"Weekend markets and slow mornings with friends. ".repeat(3)}`;
    const failing = expectRule("fits", long);
    expect(failing.fix?.label).toBe("Shorten to fit Instagram");
    // 200 on X, 100 on Instagram.
    const styled = convertText("a".repeat(100), "bold");
    expect(check("fits", styled, { platform: "instagram" }).passed).toBe(true);
    expect(check("fits", styled, { platform: "twitter" }).passed).toBe(false);
    expect(check("fits", "Baker", { platform: "tiktok" }).title).toMatch(
      /also fits Instagram, X \(Twitter\), Facebook, LinkedIn/u,
    );
  });

  it.each(["instagram", "twitter", "tiktok", "facebook", "linkedin"] as Platform[])(
    "fits: the fix shortens to %s's limit",
    (platform) => {
      const long = `${GOOD}\n${"Weekend markets and slow mornings with friends. ".repeat(6)}`;
      const fixed = applyCheckFix("fits", long, { ...options, platform });
      expect(check("fits", fixed, { platform }).passed).toBe(true);
      expect(fixed).not.toContain("…");
    },
  );

  it("says-who: on when line 1 is only a call to action or emoji; the fix moves the intro up", () => {
    const failing = expectRule("says-who", "👇 DM me for collabs\nPastry chef in Lisbon");
    expect(failing.fix?.label).toBe("Move line 2 to the top");
    expect(check("says-who", "✨🌙✨").passed).toBe(false);
  });

  it("reach: on with no call to action or contact; the fix adds an invitation and invents no link", () => {
    expectRule("reach", "Pastry chef in Lisbon\nSourdough on weekends");
    const fixed = applyCheckFix("reach", "Pastry chef in Lisbon", options);
    expect(fixed).not.toMatch(/https?:|www\.|\.com|@/u);
    expect(check("reach", "Pastry chef\nhello@bakery.pt").passed).toBe(true);
    expect(check("reach", "Pastry chef\nmore at @lisbonbakes").passed).toBe(true);
  });

  it("plain-tags: on for a styled hashtag or @handle; the fix writes them in plain letters", () => {
    const styled = `${GOOD}\n${convertText("#sourdough", "bold", { keepPlainTokens: false })} @${convertText("lisbonbakes", "italic")}`;
    const failing = expectRule("plain-tags", styled);
    expect(failing.title).toContain("#");
    expect(applyCheckFix("plain-tags", styled, options)).toContain("#sourdough @lisbonbakes");
  });

  it("plain-name: on when line 1 is styled; the fix keeps the rest styled", () => {
    const styled = `${convertText("Pastry chef in Lisbon", "cursive")}\n${convertText("Sourdough classes", "bold")}`;
    expectRule("plain-name", styled);
    const fixed = applyCheckFix("plain-name", styled, options);
    expect(fixed.split("\n")[0]).toBe("Pastry chef in Lisbon");
    expect(fixed.split("\n")[1]).toBe(convertText("Sourdough classes", "bold"));
  });

  it("emoji: on past the style's range; the fix keeps the first ones", () => {
    const many = "Pastry chef 🥐🍞🥖🧁🍰 in Lisbon\nBook a class 👇";
    const failing = expectRule("emoji", many);
    expect(failing.fix?.label).toBe("Keep the first 3");
    expect(applyCheckFix("emoji", many, options)).toBe("Pastry chef 🥐🍞🥖 in Lisbon\nBook a class");
    expect(check("emoji", GOOD, { style: "Clean Text" }).passed).toBe(false);
    expect(check("emoji", "Pastry chef", { style: "Emoji Rich" }).passed).toBe(false);
  });

  it("no-repeat: on when a line repeats another (ignoring case, style and punctuation); the fix drops it", () => {
    const repeated = `${GOOD}\n${convertText("pastry chef in lisbon", "bold")}!`;
    const failing = expectRule("no-repeat", repeated);
    expect(failing.title).toBe("Line 4 repeats an earlier line");
    expect(applyCheckFix("no-repeat", repeated, options)).toBe(GOOD);
  });
});
