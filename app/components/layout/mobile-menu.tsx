import { Menu, X } from "lucide-react";

import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { HEADER_PAGES } from "~/site/site-pages";

import { SiteNavLink } from "./nav-link";
import { ThemeToggle } from "./theme-toggle";

const MENU_ID = "site-menu";
const iconButton = cn(buttonVariants({ variant: "ghost" }), "size-10 px-0 [&_svg]:size-5");

/**
 * A native modal <dialog> opened by invoker commands: focus trap, Escape and focus return come from
 * the browser. The chrome script closes it when a link is chosen.
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
        className={cn(iconButton, "lg:hidden")}
      >
        <Menu aria-hidden="true" />
      </button>
      <dialog id={MENU_ID} aria-label="Site menu" closedby="any" className="drawer">
        <div className="flex h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between">
            <span className="text-lg font-semibold">Menu</span>
            <button type="button" aria-label="Close menu" command="close" commandfor={MENU_ID} className={iconButton}>
              <X aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {HEADER_PAGES.map((page) => (
                <li key={page.path}>
                  <SiteNavLink to={page.path} look="menu">
                    {page.nav.header}
                  </SiteNavLink>
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
