import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import routes from "./routes";
import { SITE_PAGES } from "./site/site-pages";

function routePaths(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? ["/"] : entry.path !== undefined ? [`/${entry.path}`] : []),
    ...routePaths(entry.children ?? []),
  ]);
}

describe("the route table", () => {
  const paths = routePaths(routes);

  it("has a route for every page of the page table and a page entry for every page route", () => {
    const pageRoutes = paths.filter(
      (path) =>
        !["/sitemap.xml", "/robots.txt", "/api/generate-bio", "/api/refine-bio", "/api/suggestions", "/*"].includes(
          path,
        ),
    );
    expect(new Set(pageRoutes)).toEqual(new Set(SITE_PAGES.map((page) => page.path)));
  });

  it("ends with the catch-all and serves the sitemap and robots.txt", () => {
    expect(paths.at(-1)).toBe("/*");
    expect(paths).toContain("/sitemap.xml");
    expect(paths).toContain("/robots.txt");
  });

  it("uses /ai-bio-generator for the product's /ai-{product}", () => {
    expect(paths).toContain("/ai-bio-generator");
  });
});

describe("the page table", () => {
  it("gives every page a unique title and description of a sensible length", () => {
    const titles = SITE_PAGES.map((page) => page.title);
    const descriptions = SITE_PAGES.map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of SITE_PAGES) {
      expect(page.title.length, page.path).toBeLessThanOrEqual(80);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it("writes paths without a trailing slash", () => {
    for (const page of SITE_PAGES) {
      expect(page.path === "/" || !page.path.endsWith("/"), page.path).toBe(true);
    }
  });

  it("names the product's headings", () => {
    const heading = (path: string) => SITE_PAGES.find((page) => page.path === path)?.heading;
    expect(heading("/")).toBe("Social Bio Generator");
    expect(heading("/aesthetic-bios")).toBe("Aesthetic Instagram Bios");
    expect(heading("/funny-bios")).toBe("Funny Instagram Bios");
    expect(heading("/business-bios")).toBe("Business Instagram Bios");
    expect(heading("/suggest-feature")).toBe("Suggest a Feature");
  });
});
