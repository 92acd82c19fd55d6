import type { Suggestion } from "./suggestions";

/**
 * The owner's view of the suggestions, in the two formats of `npm run suggestions:export` and
 * GET /api/suggestions (which answers the JSON one).
 */

export interface SuggestionJson {
  id: string;
  text: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface SuggestionsJson {
  suggestions: SuggestionJson[];
}

export function toSuggestionsJson(list: readonly Suggestion[]): SuggestionsJson {
  return { suggestions: list.map(({ id, text, createdAt }) => ({ id, text, createdAt: createdAt.toISOString() })) };
}

export const EXPORT_FORMATS = ["csv", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"); the
// text comes from anonymous visitors, so such a cell gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a header row: id, created_at, text. Line breaks inside a text stay inside its quoted cell. */
export function toSuggestionsCsv(list: readonly Suggestion[]): string {
  const rows = [["id", "created_at", "text"], ...list.map((row) => [row.id, row.createdAt.toISOString(), row.text])];
  return rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export function formatSuggestions(list: readonly Suggestion[], format: ExportFormat): string {
  return format === "csv" ? toSuggestionsCsv(list) : `${JSON.stringify(toSuggestionsJson(list), null, 2)}\n`;
}
