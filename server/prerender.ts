import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler, type ServerBuild } from "react-router";

import type { Config } from "../app/.server/config";
import { prerenderContext } from "../app/.server/load-context";
import { createLogger } from "../app/.server/logger";

/**
 * Through React Router's handler with a real load context, so a page is rendered exactly as per
 * request; React Router's own `prerender` renders without one.
 */
export async function prerenderPages(options: {
  serverBuildFile: string;
  clientDir: string;
  paths: readonly string[];
  config: Config;
}): Promise<void> {
  // Ten seconds with nothing else on screen.
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
