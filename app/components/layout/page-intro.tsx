import type { ReactNode } from "react";

import { sitePage, type SitePath } from "~/site-pages";

import { BackHomeLink } from "./back-home-link";

/** A page's <h1> and intro sentence, both from the page table. */
export function PageIntro({ path, children }: { path: SitePath; children?: ReactNode }) {
  const page = sitePage(path);
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
export function PendingPage({ path }: { path: SitePath }) {
  return (
    <main id="main" className="page">
      <PageIntro path={path} />
      <p className="card mt-8 max-w-2xl text-slate-700 dark:text-slate-300">
        We are still building this page. It will be here soon.
      </p>
      <BackHomeLink />
    </main>
  );
}
