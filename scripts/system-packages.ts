/**
 * `pretest`: installs the Debian packages the tests need (tests/system-packages.ts) when it may,
 * else stops at once with the command to run rather than fail half an hour later.
 */
import { spawnSync } from "node:child_process";

import { missingSystemPackages } from "../tests/system-packages";

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}

function run(command: string[]): void {
  console.log(`$ ${command.join(" ")}`);
  const result = spawnSync(command[0]!, command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) {
    console.error(`\`${command.join(" ")}\` failed (${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const missing = missingSystemPackages();
if (missing.length > 0) {
  const names = missing.map((item) => item.name);
  const needs = missing.map((item) => `  ${item.name}: ${item.neededBy}`).join("\n");
  const hasApt = succeeds("sh", ["-c", "command -v apt-get"]);
  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && hasApt && succeeds("sudo", ["-n", "true"]) ? ["sudo"] : [];

  if (!hasApt) {
    console.error(
      `The tests need these Debian packages, which are missing, and this machine has no apt-get:\n${needs}\n` +
        "Install their equivalents, or run the tests on Debian or Ubuntu.",
    );
    process.exit(1);
  }
  if (!isRoot && sudo.length === 0) {
    console.error(
      `The tests need these system packages, which are missing:\n${needs}\n` +
        "Install them with this one command, then run `npm test` again:\n\n" +
        `  sudo apt-get update && sudo apt-get install -y ${names.join(" ")}\n`,
    );
    process.exit(1);
  }

  console.log(`Installing the system packages the tests need: ${names.join(" ")}`);
  run([...sudo, "apt-get", "update", "-qq"]);
  run([...sudo, "apt-get", "install", "-y", "-qq", ...names]);
  const stillMissing = missingSystemPackages(names);
  if (stillMissing.length > 0) {
    console.error(`apt-get finished, but these are still missing: ${stillMissing.map((item) => item.name).join(" ")}.`);
    process.exit(1);
  }
}
