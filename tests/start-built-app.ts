import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

import { type Config } from "../app/.server/config";
import { createLogger } from "../app/.server/logger";
import { createServices, type ServiceOverrides, type Services } from "../app/.server/services";
import { createApp } from "../server/create-app";

export const BUILD_DIR = path.resolve("build");
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

export interface RunningApp {
  baseUrl: string;
  services: Services;
  close: () => Promise<void>;
}

/** The real Express app on the production build, listening on a free port of 127.0.0.1. */
export async function startBuiltApp(config: Config, overrides: ServiceOverrides = {}): Promise<RunningApp> {
  const serverBuild = path.join(BUILD_DIR, "server", "index.js");
  if (!existsSync(serverBuild)) throw new Error(`No production build at ${serverBuild}: run "npm run build" first.`);
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const services = await createServices(config, { logger: createLogger({ LOG_LEVEL: "silent" }), ...overrides });
  const app = await createApp({ build, clientDir: CLIENT_DIR, config, services });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve, reject) => server.once("listening", resolve).once("error", reject));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    services,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
    },
  };
}
