/**
 * `npm run -s suggestions:export -- --format csv|json --out FILE`, with the server's configuration.
 * PGlite serves one process: while the server runs on it, use GET /api/suggestions instead.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";

import { ConfigError, getConfig } from "../app/.server/config";
import { DataDirError, requireExistingDatabase } from "../app/.server/db/data-dir";
import { DirectoryLockedError } from "../app/.server/db/directory-lock";
import { DatabaseOpenError, openDatabase } from "../app/.server/db/open-database";
import { EXPORT_FORMATS, formatSuggestions, type ExportFormat } from "../app/.server/suggestion-export";
import { createSuggestionStore } from "../app/.server/suggestions";

const USAGE = `Usage: npm run suggestions:export -- [--format csv|json] [--out <file>]`;

function readArguments(): { format: ExportFormat; out?: string } {
  const { values } = parseArgs({
    options: { format: { type: "string", default: "json" }, out: { type: "string" }, help: { type: "boolean" } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const format = values.format.toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`Unknown format "${values.format}".`);
  if (values.out === "") throw new UsageError("--out needs a file name.");
  return { format: format as ExportFormat, out: values.out };
}

class UsageError extends Error {}

async function main() {
  let format: ExportFormat;
  let out: string | undefined;
  try {
    ({ format, out } = readArguments());
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const config = getConfig();
  // A missing DATA_DIR would be created empty and exported as nothing.
  if (!config.DATABASE_URL) await requireExistingDatabase(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const suggestions = await createSuggestionStore(database.db, { notify: false }).list();
    const text = formatSuggestions(suggestions, format);
    if (out) {
      await writeFile(out, text).catch((error: Error) => {
        throw new UsageError(`Cannot write ${out}: ${error.message}`);
      });
      console.error(`${suggestions.length} suggestions written to ${out}`);
    } else {
      process.stdout.write(text);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirError ||
    error instanceof DatabaseOpenError ||
    error instanceof DirectoryLockedError
  ) {
    console.error(error.message);
  } else if (error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error("The export failed:", error);
  }
  process.exit(1);
});
