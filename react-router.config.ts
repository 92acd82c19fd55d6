import { writeFile } from "node:fs/promises";
import path from "node:path";

import type { Config } from "@react-router/dev/config";

import { BUILD_CONFIG_FILE, getConfig, toPublicConfig } from "./app/.server/config";
import { SITE_PAGES } from "./app/site/site-pages";
import { prerenderPages } from "./server/prerender";

export default {
  // Every page is rendered on the server; those marked `prerender` in the page table are rendered to
  // static HTML once, at the end of the build (server/prerender.ts, docs/decisions/002).
  ssr: true,
  async buildEnd({ reactRouterConfig }) {
    const buildDir = reactRouterConfig.buildDirectory;
    const config = getConfig();
    await prerenderPages({
      serverBuildFile: path.join(buildDir, "server", "index.js"),
      clientDir: path.join(buildDir, "client"),
      paths: SITE_PAGES.filter((page) => page.prerender).map((page) => page.path),
      config,
    });
    // Record the public configuration the pages were pre-rendered with; the server refuses to serve
    // them under a different one (see docs/decisions/004-configuration.md).
    await writeFile(path.join(buildDir, BUILD_CONFIG_FILE), `${JSON.stringify(toPublicConfig(config), null, 2)}\n`);
  },
} satisfies Config;
