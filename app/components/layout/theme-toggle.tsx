import { Moon, Sun } from "lucide-react";

import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/**
 * chrome-script.ts handles the click, so it works without a bundle; the label follows the `dark`
 * class through CSS, so nothing flickers.
 */
export function ThemeToggle({ compact = false }: { compact?: boolean }) {
  const textClass = compact ? "sr-only sm:not-sr-only" : "";
  return (
    <button type="button" data-theme-toggle="" className={cn(buttonVariants({ variant: "secondary" }), "px-3")}>
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      <span className={cn(textClass, "dark:hidden")}>Dark Mode</span>
      <span className={cn(textClass, "hidden dark:inline")}>Light Mode</span>
    </button>
  );
}
