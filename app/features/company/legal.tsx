import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";

/** A section of a text page: an <h2> that the table of contents can link to, then its content. */
export interface TocItem {
  id: string;
  label: string;
}

/**
 * “Last updated: …”. The date is written by hand in each page’s content and changes only when
 * that page’s text changes (decisions.md, “Honest content”); it is never computed.
 */
export function LastUpdated({ iso, label }: { iso: string; label: string }) {
  return (
    <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
      <span>
        Last updated: <time dateTime={iso}>{label}</time>
      </span>
    </p>
  );
}

/** A short “On this page” list of links to the page’s sections. */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  return (
    <nav aria-labelledby="toc-title" className="card mt-8 p-5 sm:p-6">
      <p id="toc-title" className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
        On this page
      </p>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm marker:text-slate-400 sm:grid-cols-2 dark:marker:text-slate-500">
        {items.map((item) => (
          <li key={item.id}>
            <a className="link font-normal" href={`#${item.id}`}>
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One h2 section; scroll-margin keeps the heading clear of the sticky site header. */
export function LegalSection({ item, children }: { item: TocItem; children: ReactNode }) {
  return (
    <section aria-labelledby={item.id}>
      <h2 id={item.id} className="scroll-mt-24">
        {item.label}
      </h2>
      {children}
    </section>
  );
}
