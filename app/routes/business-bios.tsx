import type { Route } from "./+types/business-bios";
import { tradeFor } from "@domain/bio/composer/compose-from-pool";
import { TRADES } from "@domain/bio/pools/trades";
import { BUSINESS_BIOS_ARTICLE } from "@domain/content/articles/business-bios";
import { ArticleView } from "~/components/article";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { CategoryBiosIsland } from "~/islands/category-bios";
import { CopyBioIsland } from "~/islands/copy-bio";
import { pageData } from "~/site-pages";
import { firstCategoryBatch } from "~/.server/category-first-batch";
import { pageMeta } from "~/seo";

const TRADE_OPTIONS = TRADES.map(({ id, label }) => ({ id, label }));

export async function loader({ context, request }: Route.LoaderArgs) {
  // Without JavaScript the trade picker submits ?trade=…; an unknown value means every trade.
  const trade = tradeFor(new URL(request.url).searchParams.get("trade") ?? "") ?? "";
  return { ...pageData("/business-bios"), trade, first: await firstCategoryBatch(context, "business", trade) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function BusinessBiosPage({ loaderData }: Route.ComponentProps) {
  const { page, first, trade } = loaderData;
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <CategoryBiosIsland bioType="business" path={page.path} initial={first} trades={TRADE_OPTIONS} trade={trade} />
      <ArticleView
        article={BUSINESS_BIOS_ARTICLE}
        renderCopy={(bio) => <CopyBioIsland text={bio} />}
        className="mt-16"
      />
      <BackHomeLink />
    </main>
  );
}
