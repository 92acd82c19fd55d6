/**
 * Runs end-to-end specs against a fresh build in one command: builds first when the build is older
 * than the sources (or missing), then runs Playwright with the arguments given.
 *   npm run test:e2e:spec -- tests/e2e/category-pages.spec.ts [-g "trade"]
 */
import { spawnSync } from "node:child_process";

import { staleBuild } from "../tests/require-fresh-build";

const reason = staleBuild();
if (reason) {
  console.log(`${reason.split(":")[0]}: building first.`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? 1);
