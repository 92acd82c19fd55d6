import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";

export interface PrerenderedPage {
  html: string;
  /** The page's CSP, allowing exactly its own inline scripts by hash. */
  csp: string;
}

/**
 * Loads every pre-rendered page (`<path>/index.html` under the client build) once at start-up, keyed
 * by URL path ("/" and "/about-us", no trailing slash), each with its CSP computed from its HTML.
 */
export async function loadPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relativeDir = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    if (relativeDir.startsWith("assets")) continue;
    const html = await readFile(file, "utf8");
    pages.set(relativeDir === "" ? "/" : `/${relativeDir}`, {
      html,
      csp: contentSecurityPolicy(inlineScriptHashes(html)),
    });
  }
  return pages;
}
