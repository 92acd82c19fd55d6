import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { parseConfig } from "../app/.server/config";
import { SITE_PAGES } from "../app/site/site-pages";
import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

import { inlineScriptHashes } from "./content-security-policy";

// The real Express app on the production build, over HTTP on 127.0.0.1.
let app: RunningApp;
let baseUrl = "";

beforeAll(async () => {
  app = await startBuiltApp(
    parseConfig({
      SITE_URL: "https://bios.example.com",
      SUPPORT_EMAIL: "help@example.com",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/socialbiogenerator",
    }),
  );
  baseUrl = app.baseUrl;
});

afterAll(() => app?.close());

const get = (urlPath: string, init?: RequestInit) => fetch(baseUrl + urlPath, { redirect: "manual", ...init });

function textOf(html: string, pattern: RegExp): string | undefined {
  return pattern
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
}

describe("every page", () => {
  it.each(SITE_PAGES.map((page) => [page.path, page] as const))(
    "%s answers 200 with its heading, title, description and canonical URL in the HTML",
    async (pagePath, page) => {
      const response = await get(pagePath);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(page.heading.replace(/&/g, "&amp;"));
      expect(textOf(html, /<title>([\s\S]*?)<\/title>/)).toBe(page.title.replace(/&/g, "&amp;"));
      expect(html).toContain(
        `<meta name="description" content="${page.description.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}"/>`,
      );
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      // Pre-rendered pages carry the build's SITE_URL; rendered ones, this server's.
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${page.path === "/" ? "/$" : `${page.path}$`}`));
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card"');
    },
  );

  it("allows exactly its own inline scripts through the Content-Security-Policy", async () => {
    for (const page of SITE_PAGES) {
      const response = await get(page.path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const html = await response.text();
      const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
      expect(scriptSrc, page.path).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      if (nonce) {
        const inlineTags = html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? [];
        for (const tag of inlineTags) expect(tag, page.path).toContain(`nonce="${nonce}"`);
      } else {
        for (const hash of inlineScriptHashes(html)) expect(scriptSrc, page.path).toContain(hash);
      }
    }
  });
});

describe("the chrome script", () => {
  it("is the first script of every page and sits in <head>, so the saved theme applies before the first paint", async () => {
    for (const page of SITE_PAGES) {
      const html = await (await get(page.path)).text();
      const firstScript = html.indexOf("<script");
      expect(firstScript, page.path).toBeGreaterThan(-1);
      expect(firstScript, page.path).toBeLessThan(html.indexOf("</head>"));
      expect(html.slice(firstScript, html.indexOf("</script>", firstScript)), page.path).toContain('"darkMode"');
    }
  });
});

describe("pre-rendered pages", () => {
  it("are served as built for their default view, and rendered per request for a view with a query", async () => {
    const plain = await get("/about-us");
    const withQuery = await get("/about-us?q=fonts");
    expect(plain.headers.get("content-security-policy")).toMatch(/'sha256-/);
    expect(plain.headers.get("content-security-policy")).not.toMatch(/'nonce-/);
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers.get("content-security-policy")).toMatch(/'nonce-/);
    expect(await withQuery.text()).toContain("About Social Bio Generator");
  });
});

describe("category pages (second probe, 3)", () => {
  const firstBios = (page: string) => {
    const start = page.indexOf('<ul aria-label="Generated');
    const html = page.slice(start, page.indexOf("</ul>", start));
    return [...html.matchAll(/<p class="[^"]*whitespace-pre-line text-fg">([\s\S]*?)<\/p>/g)].map(
      (match) => match[1] ?? "",
    );
  };

  it.each(["/funny-bios", "/business-bios?trade=bakery"])(
    "%s: views are served from rendered copies (hash CSP, kept by no shared cache), six bios each, not all alike",
    async (url) => {
      const views: { csp: string; cacheControl: string; bios: string[] }[] = [];
      // The first views are rendered per request while copies are made.
      for (let attempt = 0; attempt < 200 && views.length < 12; attempt++) {
        const response = await get(url);
        expect(response.status, url).toBe(200);
        const csp = response.headers.get("content-security-policy") ?? "";
        const view = {
          csp,
          cacheControl: response.headers.get("cache-control") ?? "",
          bios: firstBios(await response.text()),
        };
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (!/'nonce-/.test(csp)) views.push(view);
      }
      expect(views).toHaveLength(12);
      for (const view of views) {
        expect(view.csp).toMatch(/'sha256-/);
        expect(view.cacheControl).toBe("private, no-cache");
        expect(view.bios).toHaveLength(6);
      }
      expect(new Set(views.map((view) => view.bios.join("\n"))).size).toBeGreaterThan(1);
    },
  );

  it("renders any other query per request, as before", async () => {
    const response = await get("/funny-bios?ref=newsletter");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(/'nonce-/);
    expect(firstBios(await response.text())).toHaveLength(6);
  });
});

describe("islands", () => {
  it("arrive complete in the HTML: no inline script but the chrome script, nothing held back for a script to reveal", async () => {
    for (const page of SITE_PAGES) {
      const html = await (await get(page.path)).text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter(
        (match) => !/type="application\/ld\+json"/.test(match[0]),
      );
      expect(inline, page.path).toHaveLength(1);
      expect(html, page.path).not.toContain("<template");
      for (const [, name] of html.matchAll(/data-island="([^"]+)"/g)) {
        expect(html, `${page.path} loads the ${name} island`).toMatch(
          new RegExp(`data-island="${name}"[^>]*data-island-src="/assets/island-${name}-[^"]+\\.js"`),
        );
      }
    }
    const home = await (await get("/")).text();
    for (const heading of ["Bio Templates", "Font Styles", "Symbols & Emojis", "Pro Tips"]) {
      expect(home).toContain(`>${heading.replace("&", "&amp;")}</h2>`);
    }
  });
});

describe("configuration", () => {
  it("reaches pages rendered per request: canonical URL and social links", async () => {
    // A query makes any page render per request.
    const html = await (await get("/suggest-feature?from=test")).text();
    expect(html).toContain('<link rel="canonical" href="https://bios.example.com/suggest-feature"/>');
    expect(html).toContain('href="https://www.instagram.com/socialbiogenerator"');
    expect(html).toContain('aria-label="Social Bio Generator on Instagram"');
  });
});

describe("an unknown path", () => {
  it("answers 404 with 'Page Not Found', a way home and a note to contact support, and logs the path", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Back to Home");
    expect(html).toContain("mailto:help@example.com");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/no-such-page"));
  });

  it("answers 404 for unknown nested paths and files too", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await get("/features/nothing")).status).toBe(404);
    expect((await get("/wp-login.php")).status).toBe(404);
    expect((await get("/assets/missing.js")).status).toBe(404);
  });
});

describe("bad requests", () => {
  it("answers a malformed URL with a short 400 page, never a stack trace", async () => {
    for (const urlPath of ["/%E0%A4%A", "/assets/%E0"]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBe(400);
      const html = await response.text();
      expect(html, urlPath).toContain("Bad Request");
      expect(html, urlPath).not.toMatch(/URIError|at \w+ \(/);
    }
  });

  it("answers a POST to a page without a form with 405 and a friendly page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await get("/about-us", { method: "POST" });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain("This request could not be handled");
    expect(html).not.toMatch(/ErrorResponseImpl|at \w+ \(/);
    expect(warn).toHaveBeenCalledWith("405 POST /about-us");
  });

  it("never serves files outside the client build", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const urlPath of [
      "/..%2f..%2fpackage.json",
      "/assets/..%2f..%2fpackage.json",
      "/public-config.json",
      "/index.html",
    ]) {
      const response = await get(urlPath);
      expect(response.status, urlPath).toBeGreaterThanOrEqual(400);
      expect(await response.text(), urlPath).not.toContain('"dependencies"');
    }
  });
});

describe("headers", () => {
  it("sends the security headers on pages, files and errors, and no X-Powered-By", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const urlPath of ["/", "/suggest-feature", "/favicon.svg", "/healthz", "/nope"]) {
      const response = await get(urlPath);
      expect(response.headers.get("content-security-policy"), urlPath).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options"), urlPath).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), urlPath).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-powered-by"), urlPath).toBeNull();
    }
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const html = await (await get("/")).text();
    const asset = /data-island-imports="[^"]*(\/assets\/react-[^" ]+\.js)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset!, { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends document policies with pages and only nosniff and the resource policy with assets", async () => {
    const page = await get("/");
    const html = await page.text();
    expect(page.headers.get("content-security-policy")).toContain("script-src");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    const asset = /data-island-src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const name of [
      "content-security-policy",
      "permissions-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
    ]) {
      expect(response.headers.get(name), name).toBeNull();
    }
  });
});

describe("service routes", () => {
  it("answers /healthz", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("lists every page in /sitemap.xml with this server's SITE_URL", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locs).toEqual(SITE_PAGES.map((page) => `https://bios.example.com${page.path}`));
  });

  it("points robots.txt at the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("Sitemap: https://bios.example.com/sitemap.xml");
  });

  it("redirects a trailing slash to the canonical URL, never off-site", async () => {
    const response = await get("/about-us/?ref=x");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/about-us?ref=x");
    const sneaky = await get("//evil.example/");
    expect(sneaky.headers.get("location") ?? "").not.toMatch(/^\/\//);
  });
});
