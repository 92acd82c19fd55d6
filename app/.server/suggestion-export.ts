import type { Suggestion, SuggestionPage } from "./suggestions";

/** The formats of `npm run suggestions:export` and GET /api/suggestions (JSON). */

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

/** 30,000 rows at once were 3.6 MB. */
export const SUGGESTION_PAGE_SIZE = 100;
export const MAX_SUGGESTION_PAGE_SIZE = 1000;

export interface SuggestionsPageJson extends SuggestionsJson {
  /** Null on the last page. */
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

// OWASP "CSV injection": quoting is not enough, since a ";"- or tab-separated reader splits
// mid-cell, so every place a field may start gets an apostrophe before a trigger.
const FORMULA_AT_FIELD_START = /(?<=^|[,;\t\r\n])(?=[ "]*[=+\-@\t\r])/g;

function csvCell(value: string): string {
  const safe = value.replace(FORMULA_AT_FIELD_START, "'");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180. Line breaks inside a text stay inside its quoted cell. */
export function toSuggestionsCsv(list: readonly Suggestion[]): string {
  const rows = [["id", "created_at", "text"], ...list.map((row) => [row.id, row.createdAt.toISOString(), row.text])];
  return rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export function formatSuggestions(list: readonly Suggestion[], format: ExportFormat): string {
  return format === "csv" ? toSuggestionsCsv(list) : `${JSON.stringify(toSuggestionsJson(list), null, 2)}\n`;
}
