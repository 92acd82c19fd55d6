/**
 * Prints every stored suggestion, oldest first, for the owner:
 *   npm run suggestions:export -- --format csv     (or --format json, the default)
 * It reads the same configuration as the server (DATABASE_URL, or DATA_DIR for the embedded
 * database). The embedded database serves one process at a time: while the server runs on it, use
 * GET /api/suggestions with ADMIN_TOKEN instead, or stop the server first.
 */
import { parseArgs } from "node:util";

import { ConfigError, getConfig } from "../app/.server/config";
import { DirectoryLockedError } from "../app/.server/db/directory-lock";
import { DatabaseOpenError, openDatabase } from "../app/.server/db/open-database";
import { EXPORT_FORMATS, formatSuggestions, type ExportFormat } from "../app/.server/suggestion-export";
import { createSuggestionStore } from "../app/.server/suggestions";

const USAGE = `Usage: npm run suggestions:export -- [--format csv|json]`;

function readFormat(): ExportFormat {
  const { values } = parseArgs({
    options: { format: { type: "string", default: "json" }, help: { type: "boolean" } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const format = values.format.toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`Unknown format "${values.format}".`);
  return format as ExportFormat;
}

class UsageError extends Error {}

async function main() {
  let format: ExportFormat;
  try {
    format = readFormat();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const config = getConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const suggestions = await createSuggestionStore(database.db, { notify: false }).list();
    process.stdout.write(formatSuggestions(suggestions, format));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof DirectoryLockedError) {
    console.error(error.message);
  } else {
    console.error("The export failed:", error);
  }
  process.exit(1);
});
