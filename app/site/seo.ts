import type { MetaDescriptor } from "react-router";

import type { PublicConfig } from "~/site/public-config";
import type { PageInfo } from "~/site/page-info";
import { SITE_NAME } from "~/site/site-name";

interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
}

/** Absent only if the root loader failed. */
function siteUrlFrom(matches: ReadonlyArray<MetaMatchLike | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { config?: PublicConfig } | undefined;
  return root?.config?.siteUrl ?? "";
}

export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}

export function pageMeta(
  page: PageInfo | undefined,
  matches: ReadonlyArray<MetaMatchLike | undefined>,
): MetaDescriptor[] {
  if (!page) return [{ title: SITE_NAME }];
  const url = canonicalUrl(siteUrlFrom(matches), page.path);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
}
