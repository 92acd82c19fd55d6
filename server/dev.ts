import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createServer } from "vite";

import { clientKey } from "../app/.server/client-key";
import { ConfigError, getConfig } from "../app/.server/config";
import { createServices } from "../app/.server/services";

/** Hosted by Express like production, so routes get the same load context. No CSP: Vite injects inline scripts. */
async function main() {
  const config = getConfig();
  const services = await createServices(config);
  const vite = await createServer({ server: { middlewareMode: true } });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(vite.middlewares);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
      getLoadContext: (req): AppLoadContext => ({
        config,
        services,
        logger: services.logger,
        clientKey: clientKey(req.ip ?? "unknown", config.RATE_LIMIT_IPV6_PREFIX),
      }),
    }),
  );
  const server = app.listen(config.PORT, config.HOST, () => {
    console.log(`Development server at http://localhost:${config.PORT}`);
  });
  const stop = () => {
    server.close();
    void Promise.all([vite.close(), services.close()]).then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
