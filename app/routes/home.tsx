import { data, Link } from "react-router";

import { isCheckId, reviewBio } from "@domain/bio/checklist/review-bio";
import { countCharacters } from "@domain/text/count-characters";
import { isPlatform } from "@domain/text/platforms";

import type { Route } from "./+types/home";
import { readJsonOrFormBody } from "~/.server/http-json";
import type { ChromeHandle } from "~/components/layout/sticky-bars";
import { surfaceVariants } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { EDITOR_OVERFLOW } from "~/features/bio-workshop/bio-editor-panel";
import { BioWorkshopIsland } from "~/islands/bio-workshop";
import { CATEGORY_PAGES, pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

// The workshop's tool strip (phones), floating bar (wider screens) and docked bar (below large).
export const handle: ChromeHandle = { stickyBars: ["tool-strip", "floating-nav", "docked-bar"] };

export function loader() {
  return pageData("/");
}

/** Far more than the editor holds: a longer field is cut to the editor's cap anyway. */
const POSTED_BIO_MAX = 2000;

/**
 * The editor's form posted without JavaScript (docs/product.md#without-javascript): the page comes
 * back with the bio in the editor, its checklist and its five platform versions, made on the server
 * by the same rules the workshop runs in the browser; a check's fix button names the fix to apply.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405 });
  // A form's body, with the API's size limit (16 KiB) and answers: a bio is far smaller.
  const body = await readJsonOrFormBody(request);
  if (!body.ok) throw data(body.message, { status: body.status });
  const { bio, platform, fix } = (body.value ?? {}) as Record<string, unknown>;
  const review = reviewBio(typeof bio === "string" ? bio.slice(0, POSTED_BIO_MAX) : "", {
    platform: isPlatform(platform) ? platform : "instagram",
    count: countCharacters,
    overflow: EDITOR_OVERFLOW,
    fix: isCheckId(fix) ? fix : undefined,
  });
  return { review };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      {/* The hero is the workshop's first part: its phone shows what the editor holds. */}
      <BioWorkshopIsland
        hero={{ heading: loaderData.page.heading, intro: loaderData.page.intro }}
        posted={actionData?.review}
      />
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
