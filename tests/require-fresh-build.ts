import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Vitest global setup of the integration tests: they run against the production build in build/,
 * so a build older than the sources would test yesterday's code and pass for the wrong reason.
 * Fails with the file that changed and the command to run.
 */
// Written last by the build (react-router.config.ts, buildEnd).
const BUILD_MARKER = path.resolve("build/public-config.json");
const SOURCES = ["app", "domain", "public"];
const FILES = ["vite.config.ts", "react-router.config.ts", "package-lock.json"];
const HOST_FILE = "build/host/index.js";

function newestSource(sources = SOURCES, files = FILES): { file: string; mtime: number } {
  let newest = { file: "", mtime: 0 };
  const consider = (file: string) => {
    const mtime = statSync(file).mtimeMs;
    if (mtime > newest.mtime) newest = { file, mtime };
  };
  for (const root of sources) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      consider(path.join(entry.parentPath, entry.name));
    }
  }
  for (const file of files) if (existsSync(file)) consider(file);
  return newest;
}

/** Why the build in build/ cannot be tested as it is (with the command that fixes it), or undefined. */
export function staleBuild(): string | undefined {
  if (!existsSync(BUILD_MARKER)) {
    return 'The integration tests need the production build, and there is none: run "npm run build" first.';
  }
  const built = statSync(BUILD_MARKER).mtimeMs;
  const newest = newestSource();
  if (newest.mtime > built) {
    return (
      `The production build is older than the sources (${newest.file} changed after it was built): ` +
      'run "npm run build" first, so the integration tests do not test a stale build.'
    );
  }
  // The tests that run the server as a process run the bundled host (build/host/index.js), which
  // `npm run build:host` alone rebuilds from server/ and what it imports.
  const host = path.resolve(HOST_FILE);
  const newestServer = newestSource(["server"], []);
  const newestHostSource = newestServer.mtime > newest.mtime ? newestServer : newest;
  if (existsSync(host) && newestHostSource.mtime > statSync(host).mtimeMs) {
    return (
      `The bundled server is older than the sources (${newestHostSource.file} changed after it was built): ` +
      'run "npm run build:host" (or "npm run build") first.'
    );
  }
  return undefined;
}

export default function requireFreshBuild(): void {
  const reason = staleBuild();
  if (reason) throw new Error(reason);
}
