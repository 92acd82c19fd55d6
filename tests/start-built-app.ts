import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

import { type Config } from "../app/.server/config";
import { createLogger } from "../app/.server/logger";
import { createServices, type ServiceOverrides, type Services } from "../app/.server/services";
import { createApp } from "../server/create-app";
import { createHttpServer } from "../server/http-server";

import { createTestDataDir } from "./data-dir";

export const BUILD_DIR = path.resolve("build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

export interface RunningApp {
  baseUrl: string;
  services: Services;
  /** The data directory the app runs on (unused when DATABASE_URL is set). */
  dataDir: string;
  close: () => Promise<void>;
}

export interface StartOptions extends ServiceOverrides {
  /**
   * The data directory (DATA_DIR) to run on, kept after close: for tests that restart on the same
   * data. Without it, and without DATABASE_URL, the app gets a fresh directory removed at close.
   */
  dataDir?: string;
}

/** The real Express app on the production build, listening on a free port of 127.0.0.1. */
export async function startBuiltApp(config: Config, { dataDir, ...overrides }: StartOptions = {}): Promise<RunningApp> {
  const serverBuild = path.join(BUILD_DIR, "server", "index.js");
  if (!existsSync(serverBuild)) throw new Error(`No production build at ${serverBuild}: run "npm run build" first.`);
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const temporary = dataDir || config.DATABASE_URL ? undefined : await createTestDataDir();
  const appConfig: Config = { ...config, DATA_DIR: dataDir ?? temporary?.dir ?? config.DATA_DIR };
  let services: Services;
  try {
    services = await createServices(appConfig, { logger: createLogger({ LOG_LEVEL: "silent" }), ...overrides });
  } catch (error) {
    await temporary?.remove();
    throw error;
  }
  const app = await createApp({ build, clientDir: CLIENT_DIR, config: appConfig, services });
  // The production server's HTTP settings (timeouts), on a free port.
  const server = createHttpServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve, reject) => server.once("listening", resolve).once("error", reject));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    services,
    dataDir: appConfig.DATA_DIR,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await services.close();
      await temporary?.remove();
    },
  };
}
