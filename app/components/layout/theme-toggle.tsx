import { Moon, Sun } from "lucide-react";

/**
 * The 'Dark Mode' / 'Light Mode' button. The page's chrome script (app/theme.ts) handles the click,
 * so it works before and without hydration; its label follows the `dark` class through CSS, so the
 * pre-rendered HTML is right for either theme and nothing flickers.
 */
export function ThemeToggle({ compact = false }: { compact?: boolean }) {
  const textClass = compact ? "sr-only sm:not-sr-only" : "";
  return (
    <button
      type="button"
      data-theme-toggle=""
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Moon aria-hidden="true" className="size-4 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-4 dark:block" />
      <span className={`${textClass} dark:hidden`}>Dark Mode</span>
      <span className={`${textClass} hidden dark:inline`}>Light Mode</span>
    </button>
  );
}
