// What memory-phases.ts imports as one phase: the host's own modules and, through them, its packages.
export { parseConfig } from "../app/.server/config";
export { PGLITE_TEMPLATE_DIR } from "../app/.server/db/pglite-cluster";
export { createLogger } from "../app/.server/logger";
export { createServices } from "../app/.server/services";
export { createApp } from "../server/create-app";
export { createHttpServer } from "../server/http-server";
