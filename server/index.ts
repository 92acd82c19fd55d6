import cluster from "node:cluster";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

import {
  BUILD_CONFIG_FILE,
  ConfigError,
  getConfig,
  publicConfigDifferences,
  toPublicConfig,
} from "../app/.server/config";
import type { PublicConfig } from "../app/site/public-config";

import { DirectoryLockedError } from "../app/.server/db/directory-lock";
import { DatabaseOpenError } from "../app/.server/db/open-database";
import { createLogger } from "../app/.server/logger";
import { createServices } from "../app/.server/services";
import { PGLITE_TEMPLATE_DIR } from "../app/.server/db/pglite-cluster";

import { runClusterPrimary } from "./cluster";
import { createApp } from "./create-app";
import { createHttpServer, drainAndClose, shutdownGraceMs } from "./http-server";

const FORCED_EXIT_MARGIN_MS = 5_000;

/** With WEB_CONCURRENCY > 1 this process is the primary of that many workers (server/cluster.ts). */
async function main() {
  const config = getConfig();
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const serverBuildFile = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverBuildFile)) {
    console.error(`No build found at ${serverBuildFile}. Run "npm run build" first (npm start does).`);
    process.exit(1);
  }
  const builtWith = JSON.parse(readFileSync(path.join(buildDir, BUILD_CONFIG_FILE), "utf8")) as PublicConfig;
  const differences = publicConfigDifferences(builtWith, toPublicConfig(config));
  if (differences.length > 0) {
    console.error(
      `The pre-rendered pages were built with other settings than this server's:\n  ${differences.join("\n  ")}\n` +
        `Build again with the same settings ("npm start" builds first), or start with the build's.`,
    );
    process.exit(1);
  }
  const graceMs = shutdownGraceMs(config);
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    runClusterPrimary({ workers: config.WEB_CONCURRENCY, graceMs });
    return;
  }
  const worker = cluster.isWorker ? cluster.worker : undefined;
  // Start-up takes seconds: one line per step, so a silent terminal never looks like a hang.
  const step = (message: string) => {
    if (!worker) console.log(`Starting: ${message}`);
  };

  step(`loading the app from ${path.relative(process.cwd(), serverBuildFile)}`);
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const services = await createServices(config, {
    pgliteTemplate: path.join(buildDir, PGLITE_TEMPLATE_DIR),
    logger: worker ? createLogger(config).child({ worker: worker.id }) : undefined,
  });
  step("loading the pre-rendered pages and preparing the category pages");
  const app = await createApp({ build, clientDir: path.join(buildDir, "client"), config, services });

  const server = createHttpServer(app);
  server.once("error", (error: Error) => {
    console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.PORT, config.HOST, () => {
    if (worker) return;
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.log(`Social Bio Generator is running at http://localhost:${port}`);
  });
  let shuttingDown = false;
  const shutdown = async (reason: string) => {
    // A terminal's Ctrl-C reaches npm and the server: the second signal must not cut the drain short.
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${worker ? `Worker ${process.pid}: ` : ""}${reason}, shutting down`);
    setTimeout(() => {
      console.error("Shutdown took too long; exiting.");
      process.exit(1);
    }, graceMs + FORCED_EXIT_MARGIN_MS).unref();
    const { cut } = await drainAndClose(server, graceMs);
    if (cut) console.log(`Requests still running after ${graceMs} ms were cut off.`);
    await services.close().catch((error: unknown) => console.error("Could not close the services cleanly:", error));
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM received"));
  process.on("SIGINT", () => void shutdown("SIGINT received"));
  // A worker whose primary is gone receives no more connections.
  if (worker) process.on("disconnect", () => void shutdown("the primary is gone"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
