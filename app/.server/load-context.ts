import type { AppLoadContext } from "react-router";

import type { Config } from "./config";
import type { Logger } from "./logger";
import type { Services } from "./services";

/**
 * Typed once for the whole app (React Router's node-postgres template): built per request by the
 * Express host, once by the build for pre-rendering. Routes read it with no fallbacks.
 */
export interface ServerLoadContext {
  config: Config;
  services: Services;
  /** Carries the request id. */
  logger: Logger;
  /**
   * The client's address (TRUST_PROXY decides about X-Forwarded-For), canonical by clientKey: an
   * IPv6 /64 is one client.
   */
  clientKey: string;
  /** Absent when pre-rendering (hashes are used then). */
  cspNonce?: string;
}

declare module "react-router" {
  // Declaration merging: the interface takes its members from ServerLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}

/**
 * No services run during a build: a pre-rendered loader reaching for one fails the build rather
 * than ship a page rendered without it.
 */
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
