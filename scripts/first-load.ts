import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface FirstLoad {
  js: { raw: number; gzip: number; files: string[] };
  css: { raw: number; gzip: number; files: string[] };
  /** They travel inside the HTML. */
  inlineJs: { raw: number; gzip: number };
}

/** Gzip bytes, from the foundation issue. */
export const JS_BUDGETS: readonly { label: string; paths: readonly string[]; maxGzip: number }[] = [
  { label: "home page", paths: ["/"], maxGzip: 120 * 1024 },
  // A form page that hydrates (docs/decisions/009-suggestions.md).
  { label: "suggestion page", paths: ["/suggest-feature"], maxGzip: 120 * 1024 },
  {
    label: "tool page",
    paths: [
      "/features/ai-bio-generation",
      "/features/fancy-font-styles",
      "/features/symbol-library",
      "/features/template-collection",
      "/features/live-preview",
    ],
    maxGzip: 120 * 1024,
  },
  {
    // docs/decisions/019-category-pages.md; the AI page embeds the home page's generator form.
    label: "category page",
    paths: ["/aesthetic-bios", "/funny-bios", "/business-bios", "/cool-instagram-bio-ideas", "/ai-bio-generator"],
    maxGzip: 120 * 1024,
  },
  {
    // docs/decisions/017-resource-pages.md.
    label: "resource page",
    paths: [
      "/resources/bio-templates",
      "/resources/style-guide",
      "/resources/tips-and-tricks",
      "/resources/examples",
      "/resources/faq",
    ],
    maxGzip: 110 * 1024,
  },
  {
    label: "company page",
    paths: ["/contact-us", "/about-us", "/privacy-policy", "/terms-conditions", "/disclaimer"],
    maxGzip: 100 * 1024,
  },
];

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

export async function measureFirstLoad(html: string, clientDir: string): Promise<FirstLoad> {
  const js = new Set<string>();
  const css = new Set<string>();
  // Fetched by the page's inline script once it has painted (010, 021).
  for (const [tag] of html.matchAll(/<div\b[^>]*\sdata-island-src="[^"]*"[^>]*>/g)) {
    for (const file of (attribute(tag, "data-island-imports") ?? "").split(" ")) if (file) js.add(file);
    js.add(attribute(tag, "data-island-src") ?? "");
  }
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    if (tag.startsWith("<script")) {
      const src = attribute(tag, "src");
      if (src) js.add(src);
    } else if (rel === "modulepreload") {
      js.add(attribute(tag, "href") ?? "");
    } else if (rel === "stylesheet") {
      css.add(attribute(tag, "href") ?? "");
    }
  }
  const sum = async (urls: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      if (!url.startsWith("/")) throw new Error(`Unexpected off-site asset ${url}`);
      const data = await readFile(path.join(clientDir, url));
      raw += data.length;
      gzip += gzipSize(data);
    }
    return { raw, gzip, files: [...urls] };
  };
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .join("");
  return {
    js: await sum(js),
    css: await sum(css),
    inlineJs: { raw: Buffer.byteLength(inline), gzip: inline ? gzipSize(inline) : 0 },
  };
}
