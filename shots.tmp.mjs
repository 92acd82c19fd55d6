import { chromium } from "@playwright/test";
const base = process.argv[2]; const pages = process.argv[3].split(","); const out = process.argv[4] || "/tmp/shots";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage","--disable-background-networking"] });
for (const dark of [false, true]) for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  if (dark) await ctx.addInitScript(() => localStorage.setItem("darkMode", "true"));
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.waitForTimeout(400);
    const name = `${out}/${(p.replace(/\//g, "_") || "_home")}-${width}-${dark ? "dark" : "light"}.png`;
    await page.screenshot({ path: name, fullPage: process.argv[5] !== "top" });
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, "scrollWidth", sw);
  }
  await ctx.close();
}
await browser.close();
