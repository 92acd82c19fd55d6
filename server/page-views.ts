import { storedPage, type PrerenderedPage } from "./prerendered-pages";
import { compressBytes } from "./static-files";

/**
 * Pages whose HTML differs from view to view (a category page's first six bios), served from a few
 * rendered copies instead of being rendered per request (docs/decisions/026-page-views.md).
 *
 * Each URL keeps up to `copies` renderings, made one after another from its first view on. A view
 * gets one of them at random; once a copy has been shown `viewsPerCopy` times a fresh one is rendered
 * to replace it, in the background, one rendering at a time and at most one per `renderIntervalMs`. So a page view costs what a pre-rendered page
 * costs, however many arrive, and rendering takes a bounded share of the CPU. The browser still
 * replaces any bio the visitor's session has already seen (app/features/category-bios/).
 *
 * Until a URL's first copy exists its views are rendered per request as before (`take` answers
 * undefined); the first view starts the filling.
 */
export interface PageViewsOptions {
  /** The URLs (path and query, as requested) served this way. */
  urls: readonly string[];
  /** Renders a URL's page as a visitor without a nonce would get it (hash-based CSP). */
  render: (url: string) => Promise<string>;
  copies?: number;
  viewsPerCopy?: number;
  renderIntervalMs?: number;
  /** A rendering failed: logged by the caller; the copies already made keep serving. */
  onError?: (url: string, error: unknown) => void;
}

interface Copy {
  page: PrerenderedPage;
  views: number;
}

export interface PageViews {
  /** A copy of the page at `url` to send, or undefined: not one of these URLs, or none made yet. */
  take(url: string): PrerenderedPage | undefined;
}

export function createPageViews({
  urls,
  render,
  copies = 8,
  viewsPerCopy = 4,
  renderIntervalMs = 100,
  onError = () => {},
}: PageViewsOptions): PageViews {
  const pools = new Map<string, Copy[]>(urls.map((url) => [url, []]));
  /** URLs waiting for a rendering, each once. */
  const queue = new Set<string>();
  let rendering = false;
  let timer: NodeJS.Timeout | undefined;

  const wanted = (url: string) => {
    const pool = pools.get(url)!;
    return pool.length < copies || pool.some((copy) => copy.views >= viewsPerCopy);
  };

  const renderNext = async () => {
    const url = [...queue].find((queued) => pools.get(queued)!.length < copies) ?? queue.values().next().value;
    if (url === undefined) return;
    queue.delete(url);
    rendering = true;
    try {
      const bytes = Buffer.from(await render(url), "utf8");
      const page = storedPage(bytes, await compressBytes(bytes, "fast"));
      const pool = pools.get(url)!;
      if (pool.length < copies) pool.push({ page, views: 0 });
      else {
        // Replace the copy shown most often.
        let most = 0;
        for (let index = 1; index < pool.length; index++) if (pool[index]!.views > pool[most]!.views) most = index;
        pool[most] = { page, views: 0 };
      }
      // A failed rendering is tried again on the next view, not in a loop.
      if (wanted(url)) queue.add(url);
    } catch (error) {
      onError(url, error);
    } finally {
      rendering = false;
    }
    schedule();
  };

  const schedule = () => {
    if (rendering || timer !== undefined || queue.size === 0) return;
    // A URL still short of copies gets them back to back (its first views); replacing worn copies
    // waits its turn.
    const filling = [...queue].some((url) => pools.get(url)!.length < copies);
    timer = setTimeout(
      () => {
        timer = undefined;
        void renderNext();
      },
      filling ? 0 : renderIntervalMs,
    );
    timer.unref();
  };

  return {
    take(url) {
      const pool = pools.get(url);
      if (!pool) return undefined;
      const copy = pool.length > 0 ? pool[Math.floor(Math.random() * pool.length)] : undefined;
      if (copy) copy.views++;
      if (wanted(url)) {
        queue.add(url);
        schedule();
      }
      return copy?.page;
    },
  };
}
