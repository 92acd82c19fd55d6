import { useCallback, useEffect, useRef, useState } from "react";

import type { BioType } from "@domain/bio/bio-type";
import { collectCategoryBatch, type BatchOutcome, type CandidateBio } from "@domain/bio/category-batch";
import { isUniqueAgainstHistory, MAX_RESULTS } from "@domain/bio/uniqueness";
import {
  CATEGORY_BATCH_PLANS,
  parameterSetFor,
  type CategoryParameterSet,
} from "@domain/content/category-parameter-sets";
import { generateBios, type GenerateBiosFailure } from "~/components/bio/generate-bios";
import { showToast } from "~/components/ui/toast";

import { addToHistory, categoryHistoryStore } from "./category-history";
import { batchResult, batchToast } from "./category-page-words";
import { placeInSlots, type Slot } from "./slots";

const EMPTY_SLOTS: readonly Slot[] = Array.from({ length: MAX_RESULTS }, () => null);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface CategoryBatchOptions {
  bioType: BioType;
  initial: readonly CandidateBio[];
  initialTrade?: string;
  pickedTrade?: () => string | undefined;
  /** Keep it stable (useCallback). */
  onBatchStart?: () => void;
  call?: typeof generateBios;
  pause?: (ms: number) => Promise<void>;
}

/** docs/product.md#category-pages-in-common. */
export function useCategoryBatch({
  bioType,
  initial,
  initialTrade = "",
  pickedTrade,
  onBatchStart,
  call = generateBios,
  pause = wait,
}: CategoryBatchOptions) {
  const [slots, setSlots] = useState<readonly Slot[]>(() => (initial.length > 0 ? initial : EMPTY_SLOTS));
  const [busy, setBusy] = useState(initial.length === 0);
  const [uniqueCount, setUniqueCount] = useState(initial.length);
  const [trade, setTrade] = useState(initialTrade);
  const slotsNow = useRef<readonly Slot[]>(slots);
  const history = useRef<string[]>([]);
  const batchIndex = useRef(0);
  const running = useRef(false);
  const started = useRef(false);
  const tradeNow = useRef(initialTrade);

  const show = useCallback((next: readonly Slot[]) => {
    slotsNow.current = next;
    setSlots(next);
  }, []);

  const record = useCallback(
    (bios: readonly CandidateBio[]) => {
      history.current = addToHistory(
        history.current,
        bios.map((bio) => bio.text),
      );
      categoryHistoryStore(bioType).write(history.current);
      setUniqueCount(history.current.length);
    },
    [bioType],
  );

  const runBatch = useCallback(
    (collected: readonly CandidateBio[], callsMade: number): Promise<BatchOutcome<GenerateBiosFailure>> => {
      const plan = CATEGORY_BATCH_PLANS[bioType];
      const batch = batchIndex.current;
      return collectCategoryBatch<CategoryParameterSet, GenerateBiosFailure>({
        plan: { bioType, ...plan, parameterSetFor: (callIndex) => parameterSetFor(plan, batch, callIndex) },
        history: history.current,
        collected,
        callsMade,
        call: async ({ parameters, count, avoid, callIndex }) => {
          const result = await call({
            ...parameters,
            ...(tradeNow.current ? { profession: tradeNow.current } : {}),
            instructions: "",
            bioType,
            platform: "instagram",
            count,
            avoid,
          });
          if (result.ok) return { ok: true, bios: result.bios, sources: result.sources };
          // A failed call is logged and skipped (docs/product.md#call-patterns-per-page).
          console.warn(`Generating ${bioType} bios: call ${callIndex + 1} failed (${result.reason}).`);
          return { ok: false, failure: result, stop: result.reason === "rate_limited" };
        },
        pause,
      });
    },
    [bioType, call, pause],
  );

  const exclusive = useCallback(
    async (work: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      onBatchStart?.();
      setBusy(true);
      try {
        await work();
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [onBatchStart],
  );

  const generateNew = useCallback(
    () =>
      exclusive(async () => {
        const previous = slotsNow.current;
        show(EMPTY_SLOTS);
        const outcome = await runBatch([], 0);
        batchIndex.current += 1;
        if (outcome.bios.length > 0) {
          show(outcome.bios);
          record(outcome.bios);
        } else {
          show(previous.some((slot) => slot !== null) ? previous : []);
        }
        // Only bios the grid did not already show are news: the aesthetic page may bring the same
        // six back (its fallback to batch-unique bios), and 'Fresh … Generated' would be untrue.
        const before = new Set(previous.flatMap((slot) => (slot ? [slot.text] : [])));
        const fresh = outcome.bios.filter((bio) => !before.has(bio.text)).length;
        void showToast(batchToast(bioType, batchResult(outcome, fresh)));
      }),
    [bioType, exclusive, record, runBatch, show],
  );

  const chooseTrade = useCallback(
    (next: string) => {
      tradeNow.current = next;
      setTrade(next);
      void generateNew();
    },
    [generateNew],
  );

  function resetHistory() {
    history.current = [];
    categoryHistoryStore(bioType).write([]);
    setUniqueCount(0);
    void generateNew();
  }

  // The history applies to the server's six too.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const picked = pickedTrade?.() ?? initialTrade;
    if (picked !== initialTrade) {
      history.current = [...categoryHistoryStore(bioType).read()];
      // eslint-disable-next-line react-hooks/set-state-in-effect -- adopts a choice made in the DOM before hydration
      chooseTrade(picked);
      return;
    }
    history.current = [...categoryHistoryStore(bioType).read()];
    setUniqueCount(history.current.length);
    if (initial.length === 0) {
      void generateNew();
      return;
    }
    const seen = initial.filter((bio) => !isUniqueAgainstHistory(bio.text, history.current, bioType));
    batchIndex.current = 1;
    if (seen.length === 0) {
      record(initial);
      return;
    }
    void exclusive(async () => {
      const waiting = initial.map((bio) => (seen.includes(bio) ? null : bio));
      show(waiting);
      const outcome = await runBatch(initial, 1);
      // Places the batch could not fill (a failed call) keep the bio the server sent: one seen
      // before beats a gap in the grid.
      const placed = placeInSlots(waiting, outcome.bios, initial);
      show(placed);
      record(placed);
      const fresh = outcome.bios.filter((bio) => !initial.some((served) => served.text === bio.text)).length;
      if (fresh < seen.length && outcome.failures.length > 0) {
        void showToast(batchToast(bioType, batchResult(outcome, fresh)));
      }
    });
  }, [bioType, chooseTrade, exclusive, generateNew, initial, initialTrade, pickedTrade, record, runBatch, show]);

  return { slots, busy, uniqueCount, trade, generateNew, chooseTrade, resetHistory };
}
