import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";
import type { PageInfo } from "~/page-info";

import { BackHomeLink } from "./back-home-link";

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

/**
 * A page whose tool is still being built: its heading and intro, an honest note, and the way home.
 * Each such page is filled in by its own issue.
 */
export function PendingPage({ page }: { page: PageInfo }) {
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <Card as="div" className="mt-8 max-w-2xl text-fg-muted">
        We are still building this page. It will be here soon.
      </Card>
      <BackHomeLink />
    </main>
  );
}
