import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  const { SITE_URL } = context.config;
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
