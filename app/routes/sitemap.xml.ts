import type { Route } from "./+types/sitemap.xml";
import { canonicalUrl } from "~/site/seo";
import { SITE_PAGES } from "~/site/site-pages";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every page of the table, from the same list the routes and the pre-render use. */
export function loader({ context }: Route.LoaderArgs) {
  const { SITE_URL } = context.config;
  const urls = SITE_PAGES.map((page) => `  <url><loc>${escapeXml(canonicalUrl(SITE_URL, page.path))}</loc></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
