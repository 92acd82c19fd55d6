import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useMatches } from "react-router";

import type { Route } from "./+types/root";
import { toPublicConfig } from "~/.server/config";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { SiteChrome } from "~/components/layout/site-chrome";
import { stickyBarsAttribute } from "~/components/layout/sticky-bars";
import { useCspNonce } from "~/components/csp-nonce";
import { CHROME_SCRIPT } from "~/components/layout/chrome-script";
import { usePublicConfig } from "~/components/use-public-config";

import "./app.css";

// The one font file almost every page needs at first paint, fetched with the HTML; the same file as
// app.css's @font-face.
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export function loader({ context }: Route.LoaderArgs) {
  return { config: toPublicConfig(context.config) };
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  const stickyBars = stickyBarsAttribute(useMatches());
  return (
    // The document never hydrates: interactive parts are islands (docs/decisions/010-islands.md).
    <html lang="en" data-sticky-bars={stickyBars}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
        {/* After the stylesheet, so the parser waits for it here (a script waits for the style sheets
            before it): a document parsed to its end before its CSS arrived was laid out once without
            it (Blink lays out at the end of parsing), a wasted pass over every element. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CHROME_SCRIPT }} />
        {/* Dev only: Vite's client reloads the page on an edit. */}
        {import.meta.env.DEV && <script type="module" src="/@vite/client" />}
      </head>
      <body>{children}</body>
    </html>
  );
}

export default function App() {
  const config = usePublicConfig();
  return (
    <SiteChrome config={config}>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const config = usePublicConfig();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  const [title, message] =
    status === 404
      ? ["Page Not Found", "We could not find that page."]
      : status < 500
        ? ["This request could not be handled", "Please go back and try again."]
        : ["Something went wrong", "The page could not be shown. Please try again in a moment."];
  return (
    <SiteChrome config={config}>
      <main id="main" className="page">
        <h1 className="page-title">{title}</h1>
        <p className="page-intro">{message}</p>
        <BackHomeLink />
      </main>
    </SiteChrome>
  );
}
