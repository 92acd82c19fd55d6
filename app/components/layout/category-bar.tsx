import { CATEGORY_PAGES } from "~/site/site-pages";

import { SiteNavLink } from "./nav-link";

/** Category links under the header; hidden on small screens, the current page highlighted. */
export function CategoryBar() {
  return (
    <nav aria-label="Bio categories" className="hidden border-b border-line bg-surface/60 md:block">
      <ul className="container-page flex h-12 items-center justify-center gap-1.5">
        {CATEGORY_PAGES.map((page) => (
          <li key={page.path}>
            <SiteNavLink to={page.path} look="category">
              {page.nav.category.label}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
