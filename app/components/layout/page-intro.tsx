import type { ReactNode } from "react";

import type { PageInfo } from "~/site/page-info";

/** A page's <h1> and intro sentence, both from the page table (through the page's loader). */
export function PageIntro({ page, children }: { page: PageInfo; children?: ReactNode }) {
  return (
    <header>
      <h1 className="page-title">{page.heading}</h1>
      <p className="page-intro">{page.intro}</p>
      {children}
    </header>
  );
}
