import { Check, Lightbulb, ListChecks } from "lucide-react";
import { useEffect, useMemo, useState, type MouseEvent } from "react";

import type * as CheckBio from "@domain/bio/checklist/check-bio";
import type { CheckId, ChecklistOptions, CheckResult } from "@domain/bio/checklist/check-bio";
import type { Platform } from "@domain/text/platforms";
import { usePlatformCounter } from "~/components/bio/platform-counter";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";

import { EDITOR_FORM_ID } from "./bio-editor-panel";

export interface BioChecklistProps {
  text: string;
  platform: Platform;
  /** A fix was chosen: the text it makes replaces the editor's (one undo step). */
  onFix: (text: string) => void;
  /** The checks the server made of this text (a form posted without JavaScript), shown until the rules load. */
  posted?: CheckResult[];
  className?: string;
}

/**
 * The honest checklist beside the editor (docs/product.md#the-honest-checklist): checks, not
 * grades. Each says what it saw, why it matters, and offers a fix where one invents nothing.
 */
export function BioChecklist({ text, platform, onFix, posted, className }: BioChecklistProps) {
  const blank = text.trim() === "";
  return (
    <SectionCard
      id="bio-checklist"
      title="Bio Checklist"
      subtitle="Checks you can act on, not a score"
      icon={ListChecks}
      muted
      className={className}
    >
      {blank ? (
        <p className="text-sm text-fg-muted">Write or generate a bio, and each check appears here with its fix.</p>
      ) : (
        <Checks text={text} platform={platform} onFix={onFix} posted={posted} />
      )}
    </SectionCard>
  );
}

type ChecklistModule = typeof CheckBio;
let checklistModule: Promise<ChecklistModule> | undefined;

/** The rules load with the first bio to check, not with the page (the home page's JavaScript budget). */
function loadChecklist(): Promise<ChecklistModule> {
  checklistModule ??= import("@domain/bio/checklist/check-bio").catch((error: unknown) => {
    checklistModule = undefined;
    throw error;
  });
  return checklistModule;
}

function Checks({ text, platform, onFix, posted }: Omit<BioChecklistProps, "className">) {
  // X's weighted count and the rules load on demand: the checks wait for them (a moment) rather than guess.
  const { count: counter, request: requestCounter } = usePlatformCounter();
  // The checklist counts for every platform at once, so it asks for X's counter as it opens.
  useEffect(requestCounter, [requestCounter]);
  const [rules, setRules] = useState<ChecklistModule | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadChecklist().then(
      (module) => {
        if (live) setRules(module);
      },
      (error: unknown) => console.warn("Could not load the checklist:", error),
    );
    return () => {
      live = false;
    };
  }, []);
  const ready = counter("", "twitter") !== undefined && rules !== undefined;
  const options: ChecklistOptions | undefined = useMemo(
    () => (ready ? { platform, count: (value, other) => counter(value, other) ?? 0 } : undefined),
    [ready, platform, counter],
  );
  const checks = useMemo(() => (options && rules ? rules.checkBio(text, options) : []), [text, options, rules]);
  if ((!options || !rules) && !posted) return <p className="text-sm text-fg-muted">Checking…</p>;

  function fix(id: CheckId, event: MouseEvent) {
    // Until the rules are here, the button posts the editor's form and the server applies the fix.
    if (!options || !rules) return;
    event.preventDefault();
    onFix(rules.applyCheckFix(id, text, options));
    // The fix's button goes once its check passes: keep the focus in the checklist.
    document.getElementById("bio-checklist-title")?.focus();
  }

  return (
    <ul className="space-y-3" aria-label="Checks">
      {(options && rules ? checks : (posted ?? [])).map((check) => (
        <li key={check.id} data-check={check.id} data-passed={check.passed} className="flex items-start gap-2.5">
          {check.passed ? (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
          ) : (
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-text" />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-words text-fg">
              <span className="sr-only">{check.passed ? "Passed: " : "To check: "}</span>
              {check.title}
            </p>
            <p className="text-xs text-fg-muted">{check.why}</p>
            {check.fix && (
              <Button
                type="submit"
                form={EDITOR_FORM_ID}
                name="fix"
                value={check.id}
                variant="soft"
                size="sm"
                className="mt-2"
                onClick={(event) => fix(check.id, event)}
              >
                {check.fix.label}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
