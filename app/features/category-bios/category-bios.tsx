import { RefreshCw, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useId, useRef, type FormEvent } from "react";

import type { BioType } from "@domain/bio/bio-type";
import type { CandidateBio } from "@domain/bio/category-batch";
import { BioResultCard } from "~/components/bio/bio-result-card";
import { BIO_COPY_TOASTS } from "~/components/bio/copy-toasts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/field";
import { CardGrid, SkeletonCard } from "~/components/ui/card-grid";
import { cn } from "~/components/ui/cn";
import { useHydrated } from "~/components/use-hydrated";

import { CATEGORY_PAGE_WORDS, uniqueCountLabel } from "./category-page-words";
import { useCategoryBatch } from "./use-category-batch";

export interface CategoryBiosProps {
  bioType: BioType;
  path: string;
  initial: CandidateBio[];
  trades?: readonly { id: string; label: string }[];
  trade?: string;
}

/**
 * From the medium breakpoint rows are as tall as the tallest card the pools make at that width, so
 * the page beside and below the grid, on screen there, never moves when bios replace skeletons. On a
 * phone the six cards make one column taller than the screen, whose end is out of view while the
 * visitor waits by 'Generate New', so each card is as tall as its bio (issue 23; decision 019).
 */
export const CATEGORY_GRID_ROWS =
  "md:auto-rows-[minmax(15.5rem,auto)] lg:auto-rows-[minmax(14.25rem,auto)] xl:auto-rows-[minmax(15.5rem,auto)]";
const CATEGORY_GRID_COLUMNS = "md:grid-cols-2 xl:grid-cols-3";

const LABELS = ["Generate New", "Generating..."] as const;

/** docs/product.md#category-pages-in-common. */
export function CategoryBios({ bioType, path, initial, trades, trade: initialTrade = "" }: CategoryBiosProps) {
  const words = CATEGORY_PAGE_WORDS[bioType];
  const ids = useId();
  const hydrated = useHydrated();
  const controls = useRef<HTMLFormElement>(null);
  const refocus = useRef(false);
  const tradeSelect = useRef<HTMLSelectElement>(null);
  // A disabled button drops the focus: it goes back to 'Generate New' after the batch.
  const onBatchStart = useCallback(() => {
    refocus.current = controls.current?.contains(document.activeElement) ?? false;
  }, []);
  const pickedTrade = useCallback(() => tradeSelect.current?.value, []);
  const { slots, busy, uniqueCount, trade, generateNew, chooseTrade, resetHistory } = useCategoryBatch({
    bioType,
    initial,
    initialTrade,
    pickedTrade,
    onBatchStart,
  });

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    if (!controls.current?.contains(document.activeElement)) {
      controls.current?.querySelector<HTMLButtonElement>("button[type=submit]")?.focus();
    }
  }, [busy]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void generateNew();
  }

  const canReset = hydrated && uniqueCount > 0;
  // Without JavaScript nothing is on its way: the button stays working (it reloads the page).
  const showBusy = busy && hydrated;
  const busyLabel = showBusy ? "Generating..." : "Generate New";
  const headingId = `${ids}-heading`;

  return (
    <section aria-labelledby={headingId} aria-busy={showBusy || undefined} className="mt-8">
      <h2 id={headingId} className="sr-only">
        {words.gridHeading}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-h-9 items-center">
          {words.countBadge && (
            <Badge variant="accent" className="text-sm" data-testid="unique-count">
              {uniqueCountLabel(uniqueCount)}
            </Badge>
          )}
        </div>
        <form
          ref={controls}
          method="get"
          action={path}
          onSubmit={onSubmit}
          className="ml-auto flex flex-wrap items-end justify-end gap-2"
        >
          {trades && (
            <div className="w-full sm:w-auto sm:min-w-44">
              <Label htmlFor={`${ids}-trade`} className="mb-1.5">
                Your trade
              </Label>
              <Select
                ref={tradeSelect}
                id={`${ids}-trade`}
                name="trade"
                value={trade}
                disabled={showBusy}
                onChange={(event) => chooseTrade(event.target.value)}
              >
                <option value="">Every trade</option>
                {trades.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {words.resetHistory && (
            // Kept in the layout while hidden, so its arrival moves nothing.
            <Button
              variant="ghost"
              onClick={resetHistory}
              disabled={showBusy}
              aria-hidden={canReset ? undefined : true}
              tabIndex={canReset ? undefined : -1}
              className={cn(!canReset && "invisible")}
            >
              <RotateCcw aria-hidden="true" />
              Reset History
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={showBusy}>
            <RefreshCw aria-hidden="true" className={showBusy ? "motion-safe:animate-spin" : undefined} />
            {/* Both labels share one cell, so the button keeps one width when the label changes. */}
            <span className="grid">
              {LABELS.map((label) => (
                <span
                  key={label}
                  aria-hidden={label === busyLabel ? undefined : true}
                  className={cn("col-start-1 row-start-1", label !== busyLabel && "invisible")}
                >
                  {label}
                </span>
              ))}
            </span>
          </Button>
        </form>
      </div>
      <CardGrid label={words.gridHeading} columns={CATEGORY_GRID_COLUMNS} rows={CATEGORY_GRID_ROWS} className="mt-4">
        {slots.map((slot, index) =>
          slot ? (
            <BioResultCard
              key={`${index}:${slot.text}`}
              label={`Bio #${index + 1}`}
              compact
              text={slot.text}
              source={slot.source}
              copyToasts={BIO_COPY_TOASTS}
            />
          ) : (
            <SkeletonCard key={`${index}:waiting`} compact />
          ),
        )}
      </CardGrid>
    </section>
  );
}
