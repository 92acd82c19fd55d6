import { RotateCcw, Sparkles, Wand2 } from "lucide-react";
import { useId, useState } from "react";

import { REFINEMENT_LABELS, REFINEMENTS, type Refinement } from "@domain/bio/refine/refinements";
import type { Platform } from "@domain/text/platforms";
import type { RefineBioResponse } from "~/contracts/refine-bio";
import type { GeneratorFacts } from "~/components/bio/bio-generator-form";
import { waitMessage } from "~/components/bio/generate-bios";
import { SourceBadge } from "~/components/bio/bio-result-card";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { showToast } from "~/components/ui/toast";

export interface RefineChipsProps {
  text: string;
  platform: Platform;
  /** The generator's inputs when the editor's bio came from it: every version keeps them. */
  facts?: GeneratorFacts;
  /** 'Use version N': the version replaces the editor's text (one undo step). */
  onUse: (text: string) => void;
  onUndo: () => void;
  className?: string;
}

type Answer = { refinement: Refinement; bios: string[]; sources: RefineBioResponse["sources"] };

async function requestRefinement(
  bio: string,
  refinement: Refinement,
  platform: Platform,
  facts: GeneratorFacts | undefined,
): Promise<RefineBioResponse | string> {
  try {
    const response = await fetch("/api/refine-bio", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ bio, refinement, platform, ...facts }),
    });
    if (response.status === 429) return waitMessage(Number(response.headers.get("Retry-After")) || 60);
    const body = (await response.json()) as RefineBioResponse | { error?: string };
    if (!response.ok || !("bios" in body))
      return ("error" in body && body.error) || "Could not refine the bio. Please try again.";
    return body;
  } catch {
    return "Could not reach the server. Please try again.";
  }
}

/**
 * The refine chips under the editor (docs/product.md#refine-a-bio): each asks /api/refine-bio for
 * three versions of the editor's text that change only what the chip says. 'Use version N' puts one in
 * the editor; 'Undo' (or Ctrl/⌘+Z in the editor) brings the previous text back.
 */
export function RefineChips({ text, platform, facts, onUse, onUndo, className }: RefineChipsProps) {
  const ids = useId();
  const [busy, setBusy] = useState<Refinement | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [used, setUsed] = useState(false);
  const blank = text.trim() === "";

  async function refine(refinement: Refinement) {
    setBusy(refinement);
    setAnswer(null);
    const result = await requestRefinement(text, refinement, platform, facts);
    setBusy(null);
    if (typeof result === "string") {
      void showToast({ title: "Refine Failed", description: result, variant: "destructive" });
      return;
    }
    setAnswer({ refinement, ...result });
    setUsed(false);
    document.getElementById(`${ids}-heading`)?.focus();
  }

  return (
    <div className={cn("mt-3 border-t border-line pt-3", className)}>
      <p id={`${ids}-label`} className="text-sm font-medium text-fg">
        Refine this bio
      </p>
      <div role="group" aria-labelledby={`${ids}-label`} className="mt-2 flex flex-wrap gap-2">
        {REFINEMENTS.map((refinement) => (
          <Button
            key={refinement}
            size="sm"
            variant="soft"
            disabled={blank || busy !== null}
            onClick={() => void refine(refinement)}
          >
            {busy === refinement && <Sparkles aria-hidden="true" className="motion-safe:animate-spin" />}
            {REFINEMENT_LABELS[refinement]}
          </Button>
        ))}
      </div>
      {used && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          onClick={() => {
            onUndo();
            setUsed(false);
          }}
        >
          <RotateCcw aria-hidden="true" />
          Undo
        </Button>
      )}
      {answer && (
        <div className="mt-3" aria-live="polite">
          <h3 id={`${ids}-heading`} tabIndex={-1} className="text-sm font-semibold text-fg outline-none">
            {REFINEMENT_LABELS[answer.refinement]}:{" "}
            {answer.bios.length === 0 ? "nothing to change" : `${answer.bios.length} versions`}
          </h3>
          {answer.bios.length === 0 ? (
            <p className="mt-1 text-sm text-fg-muted">
              This bio already is what that chip asks for
              {answer.refinement === "fewer-emoji" ? ": it holds no emoji" : ""}.
            </p>
          ) : (
            <ol className="mt-2 space-y-2" data-testid="refined-versions">
              {answer.bios.map((bio, index) => (
                <li key={bio} className="rounded-control border border-line bg-surface-muted p-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-xs font-semibold text-fg-muted">Version {index + 1}</span>
                    <SourceBadge source={answer.sources[index] ?? "composer"} />
                  </div>
                  <p className="mt-1 text-sm break-words whitespace-pre-line text-fg">{bio}</p>
                  <Button
                    size="sm"
                    variant="primary"
                    className="mt-2"
                    onClick={() => {
                      onUse(bio);
                      setUsed(true);
                    }}
                  >
                    Use version {index + 1}
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * 'Refine' on a generated bio's card: opens the refine chips for that card's bio (not the
 * editor's), so each generated bio can be made shorter, funnier… before it is used.
 */
export function RefineDisclosure({ label, ...chips }: RefineChipsProps & { label: string }) {
  const panel = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <Wand2 aria-hidden="true" />
        Refine<span className="sr-only"> {label}</span>
      </Button>
      <div id={panel} hidden={!open} className="basis-full">
        {open && <RefineChips {...chips} />}
      </div>
    </>
  );
}
