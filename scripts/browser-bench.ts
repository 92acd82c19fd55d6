import { existsSync } from "node:fs";

import { chromium, type Browser } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/chromium";
import { createTestDataDir } from "../tests/data-dir";
import { freePort } from "../tests/free-port";
import { HOST_ENTRY, startServerProcess, type ServerProcess } from "../tests/server-process";

/**
 * Runs a browser benchmark against the existing build: the production server on a temporary data directory and
 * Chromium (with `remoteDebugging`, on a free debugging port for Lighthouse), both stopped and the directory removed
 * however `run` ends. A failed run prints the server's output, which says why a server stopped.
 */
export async function runBrowserBench(
  script: string,
  { remoteDebugging = false }: { remoteDebugging?: boolean },
  run: (context: { server: ServerProcess; browser: Browser; debuggingPort: number }) => Promise<void>,
): Promise<void> {
  if (!existsSync(HOST_ENTRY)) {
    console.error(`No build at ${HOST_ENTRY}: run "npm run build" first (${script} measures the existing build).`);
    process.exit(1);
  }
  const data = await createTestDataDir();
  const server = await startServerProcess({ DATA_DIR: data.dir, LOG_LEVEL: "warn" });
  const debuggingPort = remoteDebugging ? await freePort() : 0;
  const debugging = remoteDebugging ? [`--remote-debugging-port=${debuggingPort}`] : [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...debugging] });
  try {
    await run({ server, browser, debuggingPort });
  } catch (error) {
    console.error(`Server output:\n${server.output()}`);
    throw error;
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.exited;
    await data.remove();
  }
}
