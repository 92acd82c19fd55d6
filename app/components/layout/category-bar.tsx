import { NavLink } from "react-router";

import { CATEGORY_LINKS } from "./site-links";

/** Category links under the header; hidden on small screens, the current page highlighted. */
export function CategoryBar() {
  return (
    <nav
      aria-label="Bio categories"
      className="hidden border-b border-slate-200 bg-white/60 md:block dark:border-slate-800 dark:bg-slate-900/40"
    >
      <ul className="container-page flex h-12 items-center justify-center gap-2">
        {CATEGORY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `rounded-full px-4 py-1.5 text-sm font-medium transition-colors ${
                  isActive
                    ? "bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950"
                    : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
