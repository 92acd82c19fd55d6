import type { AppLoadContext } from "react-router";

import type { Config } from "./config";
import type { Logger } from "./logger";
import type { Services } from "./services";

/** Typed once for the whole app, as in React Router's node-postgres template. */
export interface ServerLoadContext {
  config: Config;
  services: Services;
  logger: Logger;
  /** Canonical by clientKey: an IPv6 /64 is one client. */
  clientKey: string;
  cspNonce?: string;
}

declare module "react-router" {
  // Declaration merging: the interface takes its members from ServerLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}

/** No services run during a build: a loader reaching for one fails the build. */
export function prerenderContext(config: Config, logger: Logger, path: string): AppLoadContext {
  const services = new Proxy({} as Services, {
    get(_target, property) {
      throw new Error(
        `${path} is pre-rendered, but its loader asked for services.${String(property)}: ` +
          `mark the page prerender: false in app/site/site-pages.ts, or keep its loader free of services.`,
      );
    },
  });
  return { config, services, logger, clientKey: "127.0.0.1" };
}
