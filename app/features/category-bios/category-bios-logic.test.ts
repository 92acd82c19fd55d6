import { describe, expect, it } from "vitest";

import type { BatchOutcome, CandidateBio } from "@domain/bio/category-batch";
import type { GenerateBiosFailure } from "~/components/bio/generate-bios";

import { addToHistory, categoryHistoryKey } from "./category-history";
import { batchResult, batchToast, CATEGORY_PAGE_WORDS, uniqueCountLabel } from "./category-page-words";
import { placeInSlots } from "./slots";

const bio = (text: string): CandidateBio => ({ text, source: "composer" });

const outcome = (overrides: Partial<BatchOutcome<GenerateBiosFailure>>): BatchOutcome<GenerateBiosFailure> => ({
  bios: [],
  calls: 1,
  answered: 0,
  failures: [],
  ...overrides,
});

describe("how a batch ends, as the visitor is told", () => {
  it("is a success as soon as one bio is new", () => {
    expect(batchResult(outcome({ answered: 1, failures: [{ ok: false, reason: "call" }] }), 2)).toEqual({
      kind: "shown",
      count: 2,
    });
  });

  it("tells the visitor to wait when the server asked for it", () => {
    const limited = outcome({ stoppedBy: { ok: false, reason: "rate_limited", retryAfterSeconds: 42 } });
    expect(batchResult(limited, 0)).toEqual({ kind: "rate_limited", retryAfterSeconds: 42 });
    expect(batchToast("funny", batchResult(limited, 0))).toEqual({
      title: "Bio Generation Failed",
      description: "Too many requests just now. Please wait 42 seconds and try again.",
      variant: "destructive",
    });
  });

  it("separates 'nothing answered' from 'every answer turned down'", () => {
    const down = outcome({ calls: 5, failures: Array(5).fill({ ok: false, reason: "exception" }) });
    expect(batchResult(down, 0)).toEqual({ kind: "failed", reason: "exception" });
    const refused = outcome({ calls: 5, answered: 5 });
    expect(batchResult(refused, 0)).toEqual({ kind: "no_unique" });
    const empty = outcome({ calls: 5, failures: Array(5).fill({ ok: false, reason: "empty" }) });
    expect(batchResult(empty, 0)).toEqual({ kind: "no_unique" });
    const firstFailed = outcome({
      stoppedBy: { ok: false, reason: "call" },
      failures: [{ ok: false, reason: "call" }],
    });
    expect(batchResult(firstFailed, 0)).toEqual({ kind: "failed", reason: "call" });
  });
});

describe("each page's words (docs/product.md)", () => {
  it("aesthetic: the home page's failures, naming aesthetic bios, and no reset or count", () => {
    expect(batchToast("aesthetic", { kind: "shown", count: 6 })).toEqual({
      title: "Fresh Aesthetic Bios Generated",
      variant: "success",
    });
    expect(batchToast("aesthetic", { kind: "failed", reason: "call" }).description).toBe(
      "Unable to generate aesthetic bios at the moment. Please try again.",
    );
    expect(batchToast("aesthetic", { kind: "failed", reason: "empty" }).description).toBe(
      "No aesthetic bios were generated. Please try again with different inputs.",
    );
    expect(batchToast("aesthetic", { kind: "failed", reason: "exception" }).description).toBe(
      "An error occurred while generating aesthetic bios. Please try again.",
    );
    expect(batchToast("aesthetic", { kind: "no_unique" })).toEqual({
      title: "Unable to generate unique aesthetic bios",
      description: "Please try again.",
      variant: "destructive",
    });
    expect(CATEGORY_PAGE_WORDS.aesthetic).toMatchObject({ resetHistory: false, countBadge: false });
  });

  it("funny and business: their success, 'no unique' and failure toasts; the count on funny only", () => {
    for (const [kind, Kind] of [
      ["funny", "Funny"],
      ["business", "Business"],
    ] as const) {
      expect(batchToast(kind, { kind: "shown", count: 6 })).toEqual({
        title: `Ultra-Unique ${Kind} Bios Generated`,
        variant: "success",
      });
      expect(batchToast(kind, { kind: "no_unique" })).toEqual({
        title: `Unable to generate unique ${kind} bios`,
        description: "Please try again.",
        variant: "destructive",
      });
      expect(batchToast(kind, { kind: "failed", reason: "call" })).toEqual({
        title: "Bio Generation Failed",
        description: `Unable to generate ${kind} bios at the moment. Please try again.`,
        variant: "destructive",
      });
      expect(CATEGORY_PAGE_WORDS[kind].resetHistory).toBe(true);
    }
    expect(CATEGORY_PAGE_WORDS.funny.countBadge).toBe(true);
    expect(CATEGORY_PAGE_WORDS.business.countBadge).toBe(false);
  });

  it("cool: the count in its success toast", () => {
    expect(batchToast("cool", { kind: "shown", count: 6 })).toEqual({
      title: "Ultra-Unique 3-Line Cool Bios Generated! ✨",
      description: "6 unique bios are ready below.",
      variant: "success",
    });
    expect(batchToast("cool", { kind: "shown", count: 1 }).description).toBe("1 unique bio is ready below.");
    expect(batchToast("cool", { kind: "no_unique" }).description).toBe(
      "Unable to generate unique bios. Please try again.",
    );
    expect(batchToast("cool", { kind: "failed", reason: "exception" }).description).toBe(
      "Unable to generate cool bios at the moment. Please try again.",
    );
  });

  it("counts unique bios as the badge says them", () => {
    expect(uniqueCountLabel(12)).toBe("12 unique bios generated");
    expect(uniqueCountLabel(1)).toBe("1 unique bio generated");
  });
});

describe("the session history", () => {
  it("is kept per bio type", () => {
    expect(categoryHistoryKey("funny")).not.toBe(categoryHistoryKey("cool"));
  });

  it("adds bios in normalised form, each once", () => {
    expect(addToHistory(["already here"], ["Already  Here", "New\nBio ", "new bio", "  "])).toEqual([
      "already here",
      "new bio",
    ]);
  });
});

describe("placing a batch in the grid", () => {
  it("keeps a bio still shown in its place and fills the gaps in order", () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map(bio);
    expect(placeInSlots([a!, null, b!, null], [b!, a!, c!, d!])).toEqual([a, c, b, d]);
  });

  it("closes gaps it cannot fill, and appends what does not fit a gap", () => {
    const [a, b, c] = ["a", "b", "c"].map(bio);
    expect(placeInSlots([null, a!, null], [a!])).toEqual([a]);
    expect(placeInSlots([a!], [a!, b!, c!])).toEqual([a, b, c]);
    expect(placeInSlots([null, null], [])).toEqual([]);
  });

  it("gives a gap it cannot fill the bio that was there before, unless that bio is shown elsewhere", () => {
    const [a, b, c, d, e] = ["a", "b", "c", "d", "e"].map(bio);
    // Two places waited for new bios and one came: the other keeps its old bio (six cards, not five).
    expect(placeInSlots([a!, null, b!, null], [a!, b!, e!], [a!, c!, b!, d!])).toEqual([a, e, b, d]);
    expect(placeInSlots([null, b!], [b!], [c!, b!])).toEqual([c, b]);
    expect(placeInSlots([null, b!], [b!], [b!, c!])).toEqual([b]);
    expect(placeInSlots([null, null], [c!], [c!, d!])).toEqual([c, d]);
  });
});
