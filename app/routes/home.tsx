import { Link } from "react-router";

import type { Route } from "./+types/home";
import { surfaceVariants } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { BioWorkshopIsland } from "~/islands/bio-workshop";
import { CATEGORY_PAGES, pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  return pageData("/");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      {/* The hero is the workshop's first part: its phone shows what the editor holds. */}
      <BioWorkshopIsland hero={{ heading: loaderData.page.heading, intro: loaderData.page.intro }} />
      <section aria-labelledby="categories-heading" className="mt-14 sm:mt-16">
        <h2 id="categories-heading" className="eyebrow text-center text-fg-muted">
          Explore Bio Categories
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:mt-6 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          {CATEGORY_PAGES.map(({ path, nav }) => {
            const category = nav.category;
            const Icon = category.icon;
            return (
              <li key={path} className="last:col-span-2 sm:last:col-span-1">
                <Link
                  to={path}
                  className={cn(
                    surfaceVariants({ variant: "result" }),
                    "flex h-full items-center gap-3 p-3 transition hover:border-accent hover:shadow-raised sm:items-start sm:p-4",
                  )}
                >
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-control bg-accent-soft text-accent-text">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold">{category.title}</span>
                    <span className="hidden text-xs leading-snug text-fg-muted sm:mt-0.5 sm:block">
                      {category.blurb}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
