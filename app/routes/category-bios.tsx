import type { Route } from "./+types/category-bios";
import type { BioType } from "@domain/bio/bio-type";
import { tradeFor } from "@domain/bio/composer/compose-from-pool";
import { TRADES } from "@domain/bio/pools/trades";
import type { Article } from "@domain/content/article";
import { AESTHETIC_BIOS_ARTICLE } from "@domain/content/articles/aesthetic-bios";
import { BUSINESS_BIOS_ARTICLE } from "@domain/content/articles/business-bios";
import { COOL_BIO_IDEAS_ARTICLE } from "@domain/content/articles/cool-bio-ideas";
import { FUNNY_BIOS_ARTICLE } from "@domain/content/articles/funny-bios";
import { COOL_IDEA_GROUPS, POPULAR_BIO_STYLES } from "@domain/content/cool-ideas";
import { ArticleView } from "~/components/article";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { Card } from "~/components/ui/card";
import { CategoryBiosIsland } from "~/islands/category-bios";
import { CopyBioIsland } from "~/islands/copy-bio";
import { pageData, type SitePath } from "~/site/site-pages";
import { firstCategoryBatch } from "~/.server/category-first-batch";
import { pageMeta } from "~/site/seo";

/** app/routes.ts registers this module once per path. */
const CATEGORY_ROUTES = {
  "/aesthetic-bios": { bioType: "aesthetic", article: AESTHETIC_BIOS_ARTICLE },
  "/funny-bios": { bioType: "funny", article: FUNNY_BIOS_ARTICLE },
  "/business-bios": { bioType: "business", article: BUSINESS_BIOS_ARTICLE },
  "/cool-instagram-bio-ideas": { bioType: "cool", article: COOL_BIO_IDEAS_ARTICLE },
} as const satisfies Partial<Record<SitePath, { bioType: BioType; article: Article }>>;

type CategoryPath = keyof typeof CATEGORY_ROUTES;

const isCategoryPath = (path: string): path is CategoryPath => Object.hasOwn(CATEGORY_ROUTES, path);

const TRADE_OPTIONS = TRADES.map(({ id, label }) => ({ id, label }));

export async function loader({ context, request, pattern }: Route.LoaderArgs) {
  // As routes.ts spells it, whatever the URL's case or slash.
  const path = `/${pattern.replace(/^\//, "")}`;
  if (!isCategoryPath(path)) throw new Error(`routes/category-bios.tsx is registered at ${pattern}`);
  const { bioType } = CATEGORY_ROUTES[path];
  // Without JavaScript the trade picker submits ?trade=…; an unknown value means every trade.
  const trade = bioType === "business" ? (tradeFor(new URL(request.url).searchParams.get("trade") ?? "") ?? "") : "";
  return { ...pageData(path), path, trade, first: await firstCategoryBatch(context, bioType, trade) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function CategoryBiosPage({ loaderData }: Route.ComponentProps) {
  const { page, path, first, trade } = loaderData;
  const { bioType, article } = CATEGORY_ROUTES[path];
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      {bioType === "business" ? (
        <CategoryBiosIsland bioType={bioType} path={page.path} initial={first} trades={TRADE_OPTIONS} trade={trade} />
      ) : (
        <CategoryBiosIsland bioType={bioType} path={page.path} initial={first} />
      )}
      {/* The ideas and the article start a screen or more down, so they are drawn near it; the clip
          margin keeps their cards' shadows, which paint containment would cut at the edge. */}
      {bioType === "cool" && <CoolIdeas />}
      <ArticleView
        article={article}
        renderCopy={(bio) => <CopyBioIsland text={bio} />}
        className="mt-16 drawn-near-[270rem] [overflow-clip-margin:1rem] md:drawn-near-[165rem]"
      />
      <BackHomeLink />
    </main>
  );
}

function CoolIdeas() {
  return (
    <>
      <section
        aria-labelledby="bio-ideas"
        className="mt-14 drawn-near-[108rem] [overflow-clip-margin:1rem] md:drawn-near-[52rem]"
      >
        <h2 id="bio-ideas" className="section-title">
          Bio Ideas to Copy
        </h2>
        <div className="mt-5 grid gap-4 md:grid-cols-2">
          {COOL_IDEA_GROUPS.map((group) => (
            <Card key={group.id} as="section" aria-labelledby={`${group.id}-title`}>
              <h3 id={`${group.id}-title`} className="font-semibold text-fg sm:text-lg">
                {group.title}
              </h3>
              <p className="mt-1 text-sm text-fg-muted">{group.description}</p>
              <ul className="mt-4 divide-y divide-line">
                {group.ideas.map((idea) => (
                  <li key={idea} className="flex items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
                    <span className="min-w-0 text-fg">{idea}</span>
                    <CopyBioIsland text={idea} label={`Copy “${idea}”`} iconOnly />
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="popular-bio-styles" className="mt-14">
        <h2 id="popular-bio-styles" className="section-title">
          Popular Bio Styles
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2">
          {POPULAR_BIO_STYLES.map((style, index) => (
            <Card key={style.id} as="li" variant="content" className="flex flex-col p-5 sm:p-5">
              <h3 className="flex items-baseline gap-2 font-semibold text-fg">
                <span aria-hidden="true" className="text-sm text-accent-text tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {style.name}
              </h3>
              <p className="mt-1 flex-1 text-sm leading-relaxed text-fg-muted">{style.description}</p>
              <p className="mt-3 rounded-control bg-surface-muted px-3 py-2 text-sm whitespace-pre-line text-fg">
                <span className="sr-only">Example: </span>
                {style.example}
              </p>
            </Card>
          ))}
        </ol>
      </section>
    </>
  );
}
