import type { Suggestion, SuggestionPage } from "./suggestions";

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

/** Rows per page of GET /api/suggestions: by default, and at most. 30,000 rows at once were 3.6 MB. */
export const SUGGESTION_PAGE_SIZE = 100;
export const MAX_SUGGESTION_PAGE_SIZE = 1000;

export interface SuggestionsPageJson extends SuggestionsJson {
  /** The address of the next page (same limit), or null on the last page. */
  next: string | null;
}

export function toSuggestionsPageJson(page: SuggestionPage, limit: number): SuggestionsPageJson {
  return {
    ...toSuggestionsJson(page.suggestions),
    next: page.nextAfter
      ? `/api/suggestions?${new URLSearchParams({ after: page.nextAfter, limit: String(limit) })}`
      : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SuggestionPageQuery =
  { ok: true; value: { after?: string; limit: number } } | { ok: false; fields: Record<string, string> };

/** `?limit=1..1000` (default 100) and `?after=<id of the last row of the previous page>`. */
export function parseSuggestionPageQuery(params: URLSearchParams): SuggestionPageQuery {
  const fields: Record<string, string> = {};
  const limitText = params.get("limit");
  const limit = limitText === null ? SUGGESTION_PAGE_SIZE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTION_PAGE_SIZE) {
    fields.limit = `must be a whole number from 1 to ${MAX_SUGGESTION_PAGE_SIZE}`;
  }
  const after = params.get("after") ?? undefined;
  if (after !== undefined && !UUID.test(after)) fields.after = "must be the id of a suggestion";
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value: { after, limit } };
}

export const EXPORT_FORMATS = ["csv", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// A spreadsheet runs a field starting with one of = + - @ tab CR as a formula (OWASP "CSV
// injection"), and the text comes from anonymous visitors. Quoting the cell is not enough: a
// spreadsheet in a locale that separates with ";" (or a tab-separated import) splits the line on
// that character whatever the quotes, because our text cell's opening quote then sits mid-field.
// So every place any of these readers may start a field (the cell's start, and after each "," ";"
// tab or line break in it) gets an apostrophe when what follows, past spaces and quotes, is a
// trigger; that field then reads as text under every separator.
const FORMULA_AT_FIELD_START = /(?<=^|[,;\t\r\n])(?=[ "]*[=+\-@\t\r])/g;

function csvCell(value: string): string {
  const safe = value.replace(FORMULA_AT_FIELD_START, "'");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a header row: id, created_at, text. Line breaks inside a text stay inside its quoted cell. */
export function toSuggestionsCsv(list: readonly Suggestion[]): string {
  const rows = [["id", "created_at", "text"], ...list.map((row) => [row.id, row.createdAt.toISOString(), row.text])];
  return rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export function formatSuggestions(list: readonly Suggestion[], format: ExportFormat): string {
  return format === "csv" ? toSuggestionsCsv(list) : `${JSON.stringify(toSuggestionsJson(list), null, 2)}\n`;
}
