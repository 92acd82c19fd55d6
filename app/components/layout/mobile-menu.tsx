import { Menu, X } from "lucide-react";
import { NavLink } from "react-router";

import { HEADER_LINKS } from "./site-links";
import { ThemeToggle } from "./theme-toggle";

const MENU_ID = "site-menu";

/**
 * The mobile side drawer: a native modal <dialog> opened and closed by invoker commands, so it needs
 * no JavaScript of ours (focus trap, Escape, inert page and focus return come from the browser).
 * `closedby="any"` closes it on a backdrop click; the chrome script closes it when a link is chosen.
 */
export function MobileMenu() {
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={MENU_ID}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <dialog id={MENU_ID} aria-label="Site menu" closedby="any" className="drawer">
        <div className="flex h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between">
            <span className="text-lg font-semibold">Menu</span>
            <button
              type="button"
              aria-label="Close menu"
              command="close"
              commandfor={MENU_ID}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {HEADER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-3 text-base font-medium ${
                        isActive
                          ? "bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100"
                          : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                      }`
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle />
        </div>
      </dialog>
    </>
  );
}
