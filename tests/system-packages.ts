import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from "./chromium";

/**
 * The Debian packages the tests need beyond npm's, each found by what the tests actually run, so a
 * package installed some other way counts too. `npm test` checks them first (pretest,
 * scripts/system-packages.ts) and installs the missing ones; a test that needs one skips, naming it,
 * only when it is run on its own on a machine without it.
 */
export interface SystemPackage {
  /** The Debian package. */
  name: string;
  /** What needs it, for the message when it is missing. */
  neededBy: string;
  installed(): boolean;
}

function onPath(binary: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${binary}`], { stdio: "ignore" }).status === 0;
}

/** Debian's PostgreSQL keeps initdb and postgres in /usr/lib/postgresql/<major>/bin, off the PATH. */
function hasPostgresServer(): boolean {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root) ? readdirSync(root) : [];
  if (majors.some((major) => existsSync(path.join(root, major, "bin", "initdb")))) return true;
  const bindir = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  return bindir.status === 0 && existsSync(path.join(bindir.stdout.trim(), "initdb"));
}

/** The colour emoji font, without which emoji and symbols render as boxes in the browser tests. */
function hasEmojiFont(): boolean {
  if (existsSync("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")) return true;
  const fonts = spawnSync("fc-list", [":family=Noto Color Emoji"], { encoding: "utf8" });
  return fonts.status === 0 && fonts.stdout.trim() !== "";
}

export const SYSTEM_PACKAGES: readonly SystemPackage[] = [
  {
    name: "chromium",
    neededBy: "the audits (audit:web) and benchmarks",
    installed: () => existsSync(CHROMIUM_PATH),
  },
  {
    name: "chromium-headless-shell",
    neededBy: "the end-to-end tests (Playwright)",
    installed: () => existsSync(TEST_CHROMIUM_PATH),
  },
  { name: "fonts-noto-color-emoji", neededBy: "the end-to-end tests' emoji", installed: hasEmojiFont },
  {
    name: "postgresql",
    neededBy: "the PostgreSQL integration tests (tests/postgres-server.ts)",
    installed: () => Boolean(process.env.POSTGRES_TEST_URL) || hasPostgresServer(),
  },
  {
    name: "redis-server",
    neededBy: "the Redis integration tests (tests/redis-server.ts)",
    installed: () =>
      Boolean(process.env.REDIS_TEST_URL) || existsSync("/usr/bin/redis-server") || onPath("redis-server"),
  },
  {
    name: "nginx",
    neededBy: "the scale-out test's load balancer (tests/nginx-server.ts)",
    installed: () => existsSync("/usr/sbin/nginx") || onPath("nginx"),
  },
];

/** The packages of `names` (all by default) that this machine lacks. */
export function missingSystemPackages(names?: readonly string[]): SystemPackage[] {
  return SYSTEM_PACKAGES.filter((item) => (!names || names.includes(item.name)) && !item.installed());
}
