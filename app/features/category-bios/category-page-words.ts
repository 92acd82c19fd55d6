import type { BioType } from "@domain/bio/bio-type";
import type { BatchOutcome } from "@domain/bio/category-batch";
import { waitMessage, type GenerateBiosFailure } from "~/components/bio/generate-bios";
import type { ToastMessage } from "~/components/ui/toast";

/** docs/product.md#aesthetic-bios, #funny-bios, #business-bios, #cool-bio-ideas. */
export interface CategoryPageWords {
  /** The aesthetic page keeps its history without one. */
  resetHistory: boolean;
  countBadge: boolean;
  /** For screen readers. */
  gridHeading: string;
  success: (count: number) => ToastMessage;
  /** The server answered, but the session's rules left no bio. */
  noUnique: ToastMessage;
  failed: (reason: "call" | "empty" | "exception") => ToastMessage;
}

const FAILED = "Bio Generation Failed";

const failure = (description: string): ToastMessage => ({ title: FAILED, description, variant: "destructive" });

const readyBelow = (count: number) => `${count} unique ${count === 1 ? "bio is" : "bios are"} ready below.`;

function uniquePageWords(kind: "funny" | "business"): CategoryPageWords {
  return {
    resetHistory: true,
    countBadge: kind === "funny",
    gridHeading: `Generated ${kind} bios`,
    success: () => ({
      title: `Ultra-Unique ${kind === "funny" ? "Funny" : "Business"} Bios Generated`,
      variant: "success",
    }),
    noUnique: {
      title: `Unable to generate unique ${kind} bios`,
      description: "Please try again.",
      variant: "destructive",
    },
    failed: () => failure(`Unable to generate ${kind} bios at the moment. Please try again.`),
  };
}

// The home page's messages with "bios" made "aesthetic bios".
const AESTHETIC_FAILURES = {
  call: "Unable to generate aesthetic bios at the moment. Please try again.",
  empty: "No aesthetic bios were generated. Please try again with different inputs.",
  exception: "An error occurred while generating aesthetic bios. Please try again.",
} as const;

export const CATEGORY_PAGE_WORDS: Readonly<Record<BioType, CategoryPageWords>> = {
  aesthetic: {
    resetHistory: false,
    countBadge: false,
    gridHeading: "Generated aesthetic bios",
    success: () => ({ title: "Fresh Aesthetic Bios Generated", variant: "success" }),
    // The page falls back to bios it has shown before rather than to none: when every bio of a
    // batch is one the grid already shows, nothing was fresh (the funny page's words, issue 23).
    noUnique: {
      title: "Unable to generate unique aesthetic bios",
      description: "Please try again.",
      variant: "destructive",
    },
    failed: (reason) => failure(AESTHETIC_FAILURES[reason]),
  },
  funny: uniquePageWords("funny"),
  business: uniquePageWords("business"),
  cool: {
    resetHistory: true,
    countBadge: true,
    gridHeading: "Generated cool bios",
    success: (count) => ({
      title: "Ultra-Unique 3-Line Cool Bios Generated! ✨",
      description: readyBelow(count),
      variant: "success",
    }),
    noUnique: failure("Unable to generate unique bios. Please try again."),
    failed: () => failure("Unable to generate cool bios at the moment. Please try again."),
  },
};

/** Bios shown since the last reset. */
export function uniqueCountLabel(count: number): string {
  return `${count} unique ${count === 1 ? "bio" : "bios"} generated`;
}

export type BatchResult =
  | { kind: "shown"; count: number }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "failed"; reason: "call" | "empty" | "exception" }
  | { kind: "no_unique" };

/** An answer with no usable bios counts as answered. */
export function batchResult(outcome: BatchOutcome<GenerateBiosFailure>, fresh: number): BatchResult {
  if (fresh > 0) return { kind: "shown", count: fresh };
  const stopped = outcome.stoppedBy;
  if (stopped?.reason === "rate_limited") return { kind: "rate_limited", retryAfterSeconds: stopped.retryAfterSeconds };
  if (stopped) return { kind: "failed", reason: stopped.reason };
  if (outcome.answered > 0 || outcome.failures.some((failed) => failed.reason === "empty"))
    return { kind: "no_unique" };
  const first = outcome.failures[0];
  return { kind: "failed", reason: first && first.reason !== "rate_limited" ? first.reason : "exception" };
}

export function batchToast(bioType: BioType, result: BatchResult): ToastMessage {
  const words = CATEGORY_PAGE_WORDS[bioType];
  switch (result.kind) {
    case "shown":
      return words.success(result.count);
    case "rate_limited":
      return failure(waitMessage(result.retryAfterSeconds));
    case "failed":
      return words.failed(result.reason);
    case "no_unique":
      return words.noUnique;
  }
}
