import { writeFile } from "node:fs/promises";
import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { BUILD_CONFIG_FILE, getConfig, toPublicConfig } from "./app/.server/config";
import { SITE_PAGES } from "./app/.server/site-pages";

export default {
  // Server rendering stays on for the pages that need it (the 404, forms, APIs); every page marked
  // `prerender` in the page table is rendered to static HTML at build time.
  ssr: true,
  prerender: SITE_PAGES.filter((page) => page.prerender).map((page) => page.path),
  // Record the public configuration the pages were pre-rendered with; the server refuses to serve
  // them under a different one (see docs/decisions/004-configuration.md).
  async buildEnd({ reactRouterConfig }) {
    const file = path.join(reactRouterConfig.buildDirectory, BUILD_CONFIG_FILE);
    await writeFile(file, `${JSON.stringify(toPublicConfig(getConfig()), null, 2)}\n`);
  },
} satisfies Config;
