import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

/**
 * One question and answer as a native <details> element, so it opens and closes without any
 * JavaScript. The <summary> takes the site’s global :focus-visible ring.
 */
export function FaqDetails({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm transition-colors open:border-brand-200 dark:border-slate-800 dark:bg-slate-900 dark:open:border-brand-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none dark:text-slate-400"
        />
      </summary>
      <div className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700 sm:px-6 dark:text-slate-300">{children}</div>
    </details>
  );
}
