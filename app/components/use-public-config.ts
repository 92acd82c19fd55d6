import { useRouteLoaderData } from "react-router";

import type { PublicConfig } from "~/site/public-config";

/** The public configuration the root loader sends (undefined only if the root loader failed). */
export function usePublicConfig(): PublicConfig | undefined {
  return useRouteLoaderData<{ config: PublicConfig }>("root")?.config;
}
