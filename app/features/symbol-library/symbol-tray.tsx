import { useId } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { COPY_FAILED_TOAST, CopyButton } from "~/components/ui/copy-button";
import { Input } from "~/components/ui/field";

/** An ordinary text field the visitor can edit, so several symbols can be copied at once. */
export function SymbolTray({ picks, onChange }: { picks: string; onChange: (picks: string) => void }) {
  const ids = useId();
  return (
    <Card as="section" aria-labelledby={`${ids}-title`} muted className="p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={`${ids}-title`} className="font-semibold text-fg">
          <label htmlFor={`${ids}-picks`}>Your picks</label>
        </h2>
        <p id={`${ids}-hint`} className="text-xs text-fg-muted">
          Every symbol you copy collects here, to copy them all at once.
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 sm:flex-nowrap">
        <Input
          id={`${ids}-picks`}
          value={picks}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Nothing picked yet"
          aria-describedby={`${ids}-hint`}
          autoComplete="off"
          spellCheck={false}
          className="h-11 min-w-0 flex-1 basis-full text-xl sm:basis-auto"
        />
        <CopyButton
          text={picks}
          label="Copy All"
          variant="primary"
          className="h-11"
          toasts={{ copied: { title: "Symbols Copied!" }, failed: COPY_FAILED_TOAST }}
        />
        <Button className="h-11" onClick={() => onChange("")} disabled={picks === ""}>
          Clear
        </Button>
      </div>
    </Card>
  );
}
