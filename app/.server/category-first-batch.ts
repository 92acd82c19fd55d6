import type { AppLoadContext } from "react-router";

import type { BioType } from "@domain/bio/bio-type";
import { type CandidateBio } from "@domain/bio/category-batch";
import { MAX_RESULTS, selectUniqueBios } from "@domain/bio/uniqueness";
import { TRADES } from "@domain/bio/pools/trades";
import { CATEGORY_BATCH_PLANS, parameterSetFor, toBioRequest } from "@domain/content/category-parameter-sets";
import { normalizeCategoryBio } from "@domain/text/normalize-bio";

import { CATEGORY_PAGES } from "~/site/site-pages";

const BUSINESS_PATH = "/business-bios";

/** The Business page once per trade, as its no-JavaScript picker asks for it. */
export const CATEGORY_PAGE_URLS: readonly string[] = CATEGORY_PAGES.flatMap((page) =>
  page.path === BUSINESS_PATH ? [page.path, ...TRADES.map((trade) => `${page.path}?trade=${trade.id}`)] : [page.path],
);

/**
 * In the page's HTML (docs/product.md#category-pages-in-common), by the composer, never a model, so
 * a view costs a few ms. On a failure the page renders without bios and the browser generates them.
 */
export async function firstCategoryBatch(
  context: AppLoadContext,
  bioType: BioType,
  /** Sent as `profession` like the page's own calls. */
  trade = "",
): Promise<CandidateBio[]> {
  const request = toBioRequest(parameterSetFor(CATEGORY_BATCH_PLANS[bioType], 0, 0), {
    bioType,
    count: MAX_RESULTS,
    profession: trade,
  });
  try {
    const { bios, sources } = await context.services.bioGenerator.generate(request, context.logger, { model: false });
    const candidates = bios.map((text, index) => ({
      text: normalizeCategoryBio(text),
      source: sources[index] ?? "composer",
    }));
    const shown = selectUniqueBios(
      candidates.map((bio) => bio.text),
      [],
      bioType,
    );
    return shown.map((text) => candidates.find((bio) => bio.text === text)!);
  } catch (error) {
    context.logger.error({ event: "first_batch_failed", bioType, error: (error as Error)?.name }, "first batch failed");
    return [];
  }
}
