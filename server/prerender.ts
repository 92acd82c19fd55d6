import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler, type ServerBuild } from "react-router";

import type { Config } from "../app/.server/config";
import { prerenderContext } from "../app/.server/load-context";
import { createLogger } from "../app/.server/logger";

/**
 * Renders the pre-rendered pages of the page table to `<client>/<path>/index.html` after the build,
 * through React Router's request handler with a real load context (see load-context.ts), so a
 * pre-rendered page is rendered exactly as the server would render it per request. The server
 * serves these files (server/prerendered-pages.ts). React Router's own `prerender` option is not
 * used: it renders without a load context.
 */
export async function prerenderPages(options: {
  serverBuildFile: string;
  clientDir: string;
  paths: readonly string[];
  config: Config;
}): Promise<void> {
  // Some ten seconds with nothing else on screen: say what the build is doing.
  console.log(
    `pre-render: rendering ${options.paths.length} pages into ${path.relative(process.cwd(), options.clientDir)}`,
  );
  const build = (await import(/* @vite-ignore */ pathToFileURL(options.serverBuildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const logger = createLogger({ LOG_LEVEL: "warn" });
  for (const pagePath of options.paths) {
    const response = await handle(
      new Request(new URL(pagePath, "http://localhost")),
      prerenderContext(options.config, logger, pagePath),
    );
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(`Pre-rendering ${pagePath} answered ${response.status}:\n${html.slice(0, 2000)}`);
    }
    const directory = path.join(options.clientDir, ...pagePath.split("/").filter(Boolean));
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, "index.html"), html);
  }
}
