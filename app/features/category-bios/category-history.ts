import type { BioType } from "@domain/bio/bio-type";
import { normalizeForHistory } from "@domain/bio/history";
import { createBrowserStore, type BrowserStore } from "~/components/browser-store";

/** docs/product.md#history-and-uniqueness. Session storage: it ends with the tab. */
export function categoryHistoryKey(bioType: BioType): string {
  return `categoryHistory:${bioType}`;
}

const stores = new Map<BioType, BrowserStore<readonly string[]>>();

export function categoryHistoryStore(bioType: BioType): BrowserStore<readonly string[]> {
  let store = stores.get(bioType);
  if (!store) {
    store = createBrowserStore<readonly string[]>({
      area: "session",
      key: categoryHistoryKey(bioType),
      label: `${bioType} bio history`,
      empty: [],
      parse: (json) => (Array.isArray(json) ? json.filter((item): item is string => typeof item === "string") : []),
    });
    stores.set(bioType, store);
  }
  return store;
}

export function addToHistory(history: readonly string[], shown: readonly string[]): string[] {
  const next = [...history];
  const known = new Set(history.map(normalizeForHistory));
  for (const bio of shown) {
    const normalized = normalizeForHistory(bio);
    if (normalized === "" || known.has(normalized)) continue;
    known.add(normalized);
    next.push(normalized);
  }
  return next;
}
