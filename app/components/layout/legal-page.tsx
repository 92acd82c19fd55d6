import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";

import type { PageInfo } from "~/site/page-info";

import { BackHomeLink } from "./back-home-link";
import { PageIntro } from "./page-intro";

export interface TocItem {
  id: string;
  label: string;
}

export function LegalPage({
  page,
  lastUpdated,
  sections,
  children,
}: {
  page: PageInfo;
  /** Written by hand when the text changes (docs/product.md#principles); never computed. */
  lastUpdated: { iso: string; label: string };
  sections: readonly TocItem[];
  children: ReactNode;
}) {
  return (
    <main id="main" className="page-narrow">
      <PageIntro page={page}>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm text-fg-muted">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
          <span>
            Last updated: <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
          </span>
        </p>
      </PageIntro>
      <nav aria-labelledby="toc-title" className="mt-8 rounded-card border border-line bg-surface-muted p-5 sm:p-6">
        <p id="toc-title" className="eyebrow text-fg">
          On this page
        </p>
        <ol className="mt-3 grid grid-cols-1 list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm marker:text-fg-subtle sm:grid-cols-2">
          {sections.map((item) => (
            <li key={item.id}>
              <a className="link font-normal" href={`#${item.id}`}>
                {item.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-section">{children}</div>
      <BackHomeLink />
    </main>
  );
}

export function LegalSection({ item, children }: { item: TocItem; children: ReactNode }) {
  return (
    <section aria-labelledby={item.id}>
      <h2 id={item.id}>{item.label}</h2>
      {children}
    </section>
  );
}
