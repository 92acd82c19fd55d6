import type { Route } from "./+types/aesthetic-bios";
import { AESTHETIC_BIOS_ARTICLE } from "@domain/content/articles/aesthetic-bios";
import { ArticleView } from "~/components/article";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { CategoryBiosIsland } from "~/islands/category-bios";
import { CopyBioIsland } from "~/islands/copy-bio";
import { pageData } from "~/site-pages";
import { firstCategoryBatch } from "~/.server/category-first-batch";
import { pageMeta } from "~/seo";

export async function loader({ context }: Route.LoaderArgs) {
  return { ...pageData("/aesthetic-bios"), first: await firstCategoryBatch(context, "aesthetic") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function AestheticBiosPage({ loaderData }: Route.ComponentProps) {
  const { page, first } = loaderData;
  return (
    <main id="main" className="page">
      <PageIntro page={page} />
      <CategoryBiosIsland bioType="aesthetic" path={page.path} initial={first} />
      <ArticleView
        article={AESTHETIC_BIOS_ARTICLE}
        renderCopy={(bio) => <CopyBioIsland text={bio} />}
        className="mt-16"
      />
      <BackHomeLink />
    </main>
  );
}
