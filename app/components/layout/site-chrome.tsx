import type { ReactNode } from "react";

import type { PublicConfig } from "~/site/public-config";

import { CategoryBar } from "./category-bar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, category bar and footer around every page, the 404 and error pages included. */
export function SiteChrome({ config, children }: { config: PublicConfig | undefined; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-surface px-4 py-2 font-medium text-fg shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <CategoryBar />
      <div className="flex-1">{children}</div>
      <SiteFooter social={config?.social} />
    </div>
  );
}
