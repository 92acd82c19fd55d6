/** Half a megabyte of JSON from `emojibase-data`: only ever import it dynamically. */

export interface EmojiEntry {
  emoji: string;
  label: string;
  tags: readonly string[];
  group?: number;
}

export interface EmojiSourceRecord {
  unicode?: string;
  label?: string;
  tags?: readonly string[];
  group?: number;
}

export const DEFAULT_EMOJI_SEARCH_LIMIT = 60;

/** Components (skin-tone swatches, hair styles) render as fragments, never something meant for a bio. */
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

export async function loadEmojiIndex(): Promise<EmojiEntry[]> {
  const { default: records } = await import("emojibase-data/en/compact.json");
  return toEmojiEntries(records);
}

/** Exact matches, then label prefixes, then substrings, each in Unicode's display order. */
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
