import { createBrowserStore } from "~/components/browser-store";

/**
 * A bio carried from one page to another in this tab (a template's 'Use in editor' to the home
 * workshop; the workshop's text to the Live Preview): written just before the visitor follows the
 * link, read once by the page they arrive on. Session storage, so it never outlives the tab and
 * never reaches our server.
 */
export interface BioHandoff {
  text: string;
  /** Where it came from, for the arriving page's message ("From the Template Collection"). */
  from: string;
}

const handoffStore = createBrowserStore<BioHandoff | null>({
  area: "session",
  key: "bioHandoff",
  label: "bio to open",
  empty: null,
  parse: (json) => {
    const value = json as Partial<BioHandoff> | null;
    return typeof value?.text === "string" && typeof value.from === "string"
      ? { text: value.text, from: value.from }
      : null;
  },
});

export function handOffBio(handoff: BioHandoff): boolean {
  return handoffStore.write(handoff);
}

/** The bio handed to this page, removed as it is taken, so a reload does not apply it twice. */
export function takeHandedOffBio(): BioHandoff | null {
  const handoff = handoffStore.read();
  if (handoff) handoffStore.write(null);
  return handoff;
}
