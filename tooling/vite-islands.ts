import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import type { Plugin, ResolvedConfig } from "vite";

/**
 * Islands (docs/decisions/010-islands.md): every page is server HTML, and only its interactive parts
 * hydrate, each from its own small entry in app/islands/<name>.tsx, without React Router's client.
 *
 * This plugin makes those entries real: in the client build each island file becomes an entry
 * chunk, and the chunk's URL with the chunks it imports is written to build/islands-manifest.json.
 * The server build (which runs after the client build) reads that file as
 * `virtual:islands-manifest`, so the server knows which script and preloads each island needs.
 * Under the dev server the manifest points at the source files, which Vite serves.
 */
export interface IslandManifestEntry {
  /** URL of the island's entry script. */
  file: string;
  /** URLs of the chunks the entry imports, directly or not, to preload beside it. */
  imports: string[];
}

export type IslandManifest = Record<string, IslandManifestEntry>;

export const ISLANDS_DIR = "app/islands";
const VIRTUAL_ID = "virtual:islands-manifest";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MANIFEST_FILE = "islands-manifest.json";
// Under the dev server each island loads through a small entry that first installs React Router's
// fast-refresh preamble (normally part of its <Scripts>, which island pages do not render).
const DEV_ENTRY_PREFIX = "\0virtual:island-dev/";
const ROUTE_MODULE = /[\\/]app[\\/]routes[\\/][^\\/?]+\.tsx?(\?.*)?$/;
const EXPORTED_NAME = /^export\s+(?:async\s+)?(?:function|const|let)\s+([A-Za-z_$][\w$]*)/gm;

/**
 * A route module as React Router's client build sees it: its exports, and nothing behind them. No
 * page loads React Router's client (010), so these chunks are never fetched; with their real
 * imports they would make the app's code "shared" between a route and an island, and the bundler
 * would cut the islands into many small chunks, one request each on a phone.
 */
export function inertRouteModule(source: string): string {
  const names = [...source.matchAll(EXPORTED_NAME)].map((match) => match[1]);
  const lines = names.map((name) => `export const ${name} = undefined;`);
  if (/^export\s+default\b/m.test(source)) lines.push("export default function InertRoute() { return null; }");
  return lines.join("\n") + "\n";
}

/** The island names (file names without .tsx) under app/islands of a project root. */
export function findIslands(root: string): string[] {
  const directory = path.join(root, ISLANDS_DIR);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .map((file) => file.slice(0, -".tsx".length))
    .sort();
}

export function islandsPlugin(): Plugin {
  let config: ResolvedConfig;
  let islands: string[] = [];
  const manifestPath = () => path.resolve(config.root, config.build.outDir, "..", MANIFEST_FILE);
  const isClientBuild = () => config.command === "build" && !config.build.ssr;

  return {
    name: "social-bio-generator:islands",
    configResolved(resolved) {
      config = resolved;
      islands = findIslands(resolved.root);
    },
    buildStart() {
      if (!isClientBuild()) return;
      for (const name of islands) {
        this.emitFile({
          type: "chunk",
          id: path.join(config.root, ISLANDS_DIR, `${name}.tsx`),
          name: `island-${name}`,
        });
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (isClientBuild() && ROUTE_MODULE.test(id))
        return inertRouteModule(readFileSync(id.replace(/\?.*$/, ""), "utf8"));
      if (id.startsWith(DEV_ENTRY_PREFIX)) {
        const name = id.slice(DEV_ENTRY_PREFIX.length);
        return `import "virtual:react-router/inject-hmr-runtime";\nimport "/${ISLANDS_DIR}/${name}.tsx";\n`;
      }
      if (id !== RESOLVED_ID) return undefined;
      let manifest: IslandManifest = {};
      if (config.command === "serve") {
        manifest = Object.fromEntries(
          islands.map((name) => [name, { file: `/@id/__x00__virtual:island-dev/${name}`, imports: [] }]),
        );
      } else if (config.build.ssr) {
        // The client build ran first and wrote it; without it the server could not load any island.
        const file = manifestPath();
        if (!existsSync(file))
          throw new Error(`${file} is missing: the client build must run before the server build.`);
        manifest = JSON.parse(readFileSync(file, "utf8")) as IslandManifest;
      }
      // The client build needs no manifest: only the server renders island hosts.
      return `export default ${JSON.stringify(manifest)};`;
    },
    async generateBundle(_options, bundle) {
      if (!isClientBuild()) return;
      const byModule = new Map(islands.map((name) => [path.join(config.root, ISLANDS_DIR, `${name}.tsx`), name]));
      const url = (fileName: string) => `${config.base}${fileName}`;
      const manifest: IslandManifest = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry || !chunk.facadeModuleId) continue;
        const name = byModule.get(chunk.facadeModuleId);
        if (!name) continue;
        const imports = new Set<string>();
        const visit = (fileName: string) => {
          const imported = bundle[fileName];
          if (imported?.type !== "chunk") return;
          for (const next of imported.imports) {
            if (imports.has(next)) continue;
            imports.add(next);
            visit(next);
          }
        };
        visit(chunk.fileName);
        manifest[name] = { file: url(chunk.fileName), imports: [...imports].map(url) };
      }
      const missing = islands.filter((name) => !manifest[name]);
      if (missing.length > 0) this.error(`No entry chunk was built for the island(s): ${missing.join(", ")}`);
      await mkdir(path.dirname(manifestPath()), { recursive: true });
      await writeFile(manifestPath(), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
