import type { AppLoadContext } from "react-router";

import type { Config } from "./config";
import type { Logger } from "./logger";
import type { Services } from "./services";

/**
 * What every loader and action receives as `context`, typed once for the whole app (the pattern of
 * React Router's node-postgres template): the Express host builds it per request
 * (server/create-app.ts, server/dev.ts), and the build builds it once for pre-rendering
 * (`prerenderContext`). Routes read `context.config`, `context.services` and `context.logger`
 * directly, with no fallbacks.
 */
export interface ServerLoadContext {
  /** The configuration validated at start-up. */
  config: Config;
  /** The server's long-lived services (database, generator, rate limits, mailer). */
  services: Services;
  /** This request's logger, carrying its request id. */
  logger: Logger;
  /**
   * Who the rate limits count this request against: the client's address as Express determines it
   * (TRUST_PROXY decides about X-Forwarded-For), made canonical by clientKey (an IPv6 /64 is one client).
   */
  clientKey: string;
  /** Nonce for this response's inline scripts; absent when pre-rendering (hashes are used then). */
  cspNonce?: string;
}

declare module "react-router" {
  // Declaration merging: the interface takes its members from ServerLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}

/**
 * The context of pre-rendering at build time: the build's configuration and a logger, but no
 * services, since no database or generator runs during a build. A pre-rendered page whose loader
 * reaches for a service fails the build with a message saying so, rather than shipping a page
 * rendered without it.
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
