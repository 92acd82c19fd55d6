/**
 * `npm run test:e2e:spec -- tests/e2e/<spec> [-g "…"]`: builds when the build is older than the
 * sources, then runs Playwright.
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
