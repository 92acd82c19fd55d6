/** What a route module may declare in its `handle` export. */
export interface PageHandle {
  /**
   * false: the page is complete as HTML and ships no JavaScript bundle; its links are plain page
   * loads and the header works through the inline chrome script (app/theme.ts). Default true.
   */
  hydrate?: boolean;
}

/** The `handle` of a page with nothing interactive beyond the site chrome. */
export const STATIC_PAGE_HANDLE: PageHandle = { hydrate: false };

export function shouldHydrate(handles: readonly unknown[]): boolean {
  const leaf = handles.at(-1) as PageHandle | undefined;
  return leaf?.hydrate !== false;
}
