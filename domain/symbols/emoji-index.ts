/**
 * Full emoji search (docs/product.md#principles): every Unicode emoji with its CLDR name and
 * keywords, from `emojibase-data`. The English data set is over half a megabyte of JSON, so it is only
 * ever pulled in through a dynamic import; nothing in this file may import it statically, or it
 * would land in the first-load bundle of whichever page imports this module.
 */

export interface EmojiEntry {
  /** The emoji as it is pasted, with its presentation selector (U+FE0F) where emojibase has one. */
  emoji: string;
  /** CLDR short name, e.g. "hot beverage". */
  label: string;
  /** CLDR keywords, e.g. ["coffee", "tea", …]. */
  tags: readonly string[];
  /** emojibase group number (0 smileys & emotion … 9 flags); absent for regional indicators. */
  group?: number;
}

/** The fields of an emojibase compact record this module reads; the rest is ignored. */
export interface EmojiSourceRecord {
  unicode?: string;
  label?: string;
  tags?: readonly string[];
  group?: number;
}

export const DEFAULT_EMOJI_SEARCH_LIMIT = 60;

/**
 * emojibase group 2 holds components (skin-tone swatches, hair styles): on their own they render
 * as a coloured square or a fragment, never something a visitor means to put in a bio.
 */
const COMPONENT_GROUP = 2;

export function toEmojiEntries(records: readonly EmojiSourceRecord[]): EmojiEntry[] {
  const entries: EmojiEntry[] = [];
  for (const record of records) {
    const emoji = record.unicode;
    const label = record.label?.trim();
    if (!emoji || !label || record.group === COMPONENT_GROUP) {
      continue;
    }
    entries.push({
      emoji,
      label,
      tags: record.tags ?? [],
      ...(record.group === undefined ? {} : { group: record.group }),
    });
  }
  return entries;
}

/** Loads and maps the English emoji data on demand; the bundler splits the JSON into its own chunk. */
export async function loadEmojiIndex(): Promise<EmojiEntry[]> {
  const { default: records } = await import("emojibase-data/en/compact.json");
  return toEmojiEntries(records);
}

/**
 * Ranks exact label or tag matches first, then labels starting with the query, then any label or
 * tag containing it (all case-insensitive); within a rank the data set's own order is kept, which
 * is Unicode's recommended display order. A blank query returns the first `limit` entries so an
 * empty search box still shows something to pick.
 */
export function searchEmojis(
  index: readonly EmojiEntry[],
  query: string,
  limit = DEFAULT_EMOJI_SEARCH_LIMIT,
): EmojiEntry[] {
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  if (max === 0) {
    return [];
  }
  const needle = query.trim().toLowerCase();
  if (needle === "") {
    return index.slice(0, max);
  }

  const exact: EmojiEntry[] = [];
  const prefix: EmojiEntry[] = [];
  const partial: EmojiEntry[] = [];
  for (const entry of index) {
    const label = entry.label.toLowerCase();
    const tags = entry.tags.map((tag) => tag.toLowerCase());
    if (label === needle || tags.includes(needle)) {
      exact.push(entry);
    } else if (label.startsWith(needle)) {
      prefix.push(entry);
    } else if (label.includes(needle) || tags.some((tag) => tag.includes(needle))) {
      partial.push(entry);
    }
  }
  return [...exact, ...prefix, ...partial].slice(0, max);
}
