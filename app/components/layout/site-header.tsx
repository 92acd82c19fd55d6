import { Link } from "react-router";

import { HEADER_PAGES, SITE_NAME } from "~/site/site-pages";

import { BrandMark } from "./brand-logo";
import { MobileMenu } from "./mobile-menu";
import { SiteNavLink } from "./nav-link";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  return (
    // Its height is the --header-h token, which the page's scroll padding counts (docs/design.md#sticky-bars).
    <header
      data-site-header=""
      className="sticky top-0 z-40 h-(--header-h) border-b border-line/80 bg-canvas/85 backdrop-blur-md"
    >
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-control font-semibold tracking-tight">
          <BrandMark />
          <span className="truncate text-base sm:text-lg">{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_PAGES.map((page) => (
              <li key={page.path}>
                <SiteNavLink to={page.path} look="header">
                  {page.nav.header}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <ThemeToggle compact />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
