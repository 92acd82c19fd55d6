import { useEffect, useRef, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useMatches } from "react-router";

import type { Route } from "./+types/root";
import { toPublicConfig } from "~/.server/config";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { SiteChrome } from "~/components/layout/site-chrome";
import { Toaster } from "~/components/ui/toast";
import { useCspNonce } from "~/csp-nonce";
import { shouldHydrate } from "~/page-handle";
import { CHROME_SCRIPT } from "~/theme";
import { usePublicConfig } from "~/use-public-config";

import "./app.css";

export function loader({ context }: Route.LoaderArgs) {
  return { config: toPublicConfig(context.config) };
}

// The public configuration does not change while the server runs: load it once per visit.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  const hydrate = shouldHydrate(useMatches().map((match) => match.handle));
  return (
    // The theme script adds `dark` to <html> before React hydrates; that difference is expected.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CHROME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

/** Scrolls to the top on every path change (spec §2), but not on first load or to an #anchor. */
function useScrollToTopOnPathChange() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export default function App() {
  useScrollToTopOnPathChange();
  const config = usePublicConfig();
  return (
    <SiteChrome config={config}>
      <Outlet />
      <Toaster />
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
