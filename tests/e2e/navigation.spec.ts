import { expect, test } from "./fixtures";

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const start of ["/", "/contact-us"]) {
    test(`the menu drawer on ${start} opens, and closes when a link is chosen`, async ({ page }) => {
      await page.goto(start);
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await expect(drawer).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole("link", { name: "About" }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Social Bio Generator");
      await expect(page.getByRole("dialog", { name: "Site menu" })).toBeHidden();
    });
  }

  test("the drawer closes with Escape and its close button, and returns focus", async ({ page }) => {
    await page.goto("/privacy-policy");
    const opener = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await opener.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
  });

  test("the category bar is hidden and the desktop links give way to the menu", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Bio categories" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });
});

test.describe("on a desktop", () => {
  test("the header links every spec page and the brand leads home", async ({ page }) => {
    await page.goto("/contact-us");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Contact", "/contact-us"],
      ["About", "/about-us"],
      ["Privacy Policy", "/privacy-policy"],
      ["Disclaimer", "/disclaimer"],
      ["Suggest", "/suggest-feature"],
    ] as const) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(main.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Social Bio Generator" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the category bar shows the five categories and marks the current one", async ({ page }) => {
    await page.goto("/funny-bios");
    const bar = page.getByRole("navigation", { name: "Bio categories" });
    await expect(bar.getByRole("link")).toHaveText(["Aesthetic", "Funny", "Business", "Cool Ideas", "AI Generator"]);
    await expect(bar.getByRole("link", { name: "Funny" })).toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: "Business" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the footer has its three groups, five labelled social links and this year's copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const group of ["Features", "Resources", "Company"]) {
      await expect(footer.getByRole("navigation", { name: group }).getByRole("link")).toHaveCount(5);
    }
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) {
      await expect(link).toHaveAccessibleName(/^Social Bio Generator on /);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByRole("link", { name: "Social Bio Generator on Instagram" })).toHaveAttribute(
      "href",
      /instagram\.com/,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Social Bio Generator`);
  });

  test("a path change is a page load that starts at the top, without React Router's client", async ({ page }) => {
    await page.goto("/");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms & Conditions");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });

  test("a keyboard user can skip to the content and switch the theme", async ({ page }) => {
    await page.goto("/about-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await page.getByRole("button", { name: "Dark Mode" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
