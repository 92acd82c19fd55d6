import { storedPage, type PrerenderedPage } from "./prerendered-pages";
import { compressBytes } from "./static-files";

// Pages whose HTML differs per view, served from a few rendered copies replaced in the background
// (docs/decisions/026-page-views.md).
export interface PageViewsOptions {
  urls: readonly string[];
  /** Without a nonce (hash-based CSP). */
  render: (url: string) => Promise<string>;
  copies?: number;
  viewsPerCopy?: number;
  renderIntervalMs?: number;
  onError?: (url: string, error: unknown) => void;
}

interface Copy {
  page: PrerenderedPage;
  views: number;
}

export interface PageViews {
  /** Undefined until a URL's first copy exists. */
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
    // A URL still short of copies gets them back to back.
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
