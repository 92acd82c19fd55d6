import { Sparkles, Wand2, Zap } from "lucide-react";
import { useId, useRef } from "react";

import { QUICK_BIO_STYLES, type QuickBioStyle } from "@domain/content/quick-bios";
import { BioResultCard } from "~/components/bio/bio-result-card";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { CardGrid } from "~/components/ui/card-grid";
import { COPY_FAILED_TOAST, type CopyToasts } from "~/components/ui/copy-button";
import { EmptyState } from "~/components/ui/empty-state";
import { FieldError, Label } from "~/components/ui/field";
import { TextareaWithCounter } from "~/components/ui/textarea-with-counter";
import { ToggleChipGroup } from "~/components/ui/toggle-chip";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";

import { AI_COUNT, useAiGeneration } from "./use-ai-generation";

const PROMPT_MAX = 300;

const STYLE_LABELS: Record<QuickBioStyle, string> = {
  creative: "Creative",
  professional: "Professional",
  funny: "Funny",
  aesthetic: "Aesthetic",
  minimal: "Minimal",
  bold: "Bold",
};

const COPY_TOASTS: CopyToasts = {
  copied: { title: "Bio Copied! ✨", description: "Your bio is ready to paste!", variant: "success" },
  failed: COPY_FAILED_TOAST,
};

/** The state is `useAiGeneration`'s; this renders it. */
export function AiGenerationTool() {
  const ids = useId();
  const promptField = useRef<HTMLTextAreaElement>(null);
  const { prompt, setPrompt, style, setStyle, preview, blankError, results, busy, quickGenerate, aiGenerate } =
    useAiGeneration({ promptField });
  // Typed before the island hydrated: the box shows it while the state is empty, and a style chosen would clear it.
  useTypedBeforeHydration(promptField, prompt, setPrompt);

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <SectionCard id="describe" title="Describe yourself" subtitle="Once, in your own words" icon={Wand2}>
        <Label htmlFor={`${ids}-prompt`}>Tell us about yourself</Label>
        <TextareaWithCounter
          ref={promptField}
          id={`${ids}-prompt`}
          className="mt-1.5"
          rows={4}
          value={prompt}
          max={PROMPT_MAX}
          formatCount={(used, max) => `${used}/${max} characters`}
          onChange={(event) => setPrompt(event.target.value)}
          aria-invalid={blankError ? true : undefined}
          aria-describedby={blankError ? `${ids}-prompt-error` : undefined}
          placeholder="I'm a nurse who loves yoga and matcha…"
        />
        {blankError && <FieldError id={`${ids}-prompt-error`}>Tell us about yourself first.</FieldError>}

        <ToggleChipGroup
          className="mt-5"
          legend="Style"
          options={QUICK_BIO_STYLES}
          value={style}
          onChange={(next) => next && setStyle(next)}
          renderLabel={(option) => STYLE_LABELS[option]}
          columns="grid-cols-2 sm:grid-cols-3"
        />

        <div className="mt-5">
          <p id={`${ids}-preview-label`} className="text-sm font-medium text-fg">
            Preview
          </p>
          <div
            aria-labelledby={`${ids}-preview-label`}
            aria-live="polite"
            data-testid="instant-preview"
            className="mt-1.5 min-h-24 rounded-control border border-dashed border-line-strong bg-surface-muted p-3 text-sm whitespace-pre-line text-fg"
          >
            {preview}
          </div>
          {!preview && <p className="mt-1.5 text-xs text-fg-muted">Your preview appears here as you type.</p>}
        </div>

        <div className="mt-5 flex flex-wrap gap-3">
          <Button onClick={quickGenerate} disabled={busy}>
            <Zap aria-hidden="true" />
            Quick Generate
          </Button>
          <Button variant="primary" onClick={() => void aiGenerate()} disabled={busy}>
            <Sparkles aria-hidden="true" className={busy ? "motion-safe:animate-spin" : undefined} />
            {busy ? "Generating..." : "AI Generate"}
          </Button>
        </div>
        <p className="mt-3 text-xs text-fg-muted">
          Quick Generate fills three local templates with your words, at once. AI Generate asks our generator, which
          reads your interests and work out of what you wrote.
        </p>
      </SectionCard>

      <SectionCard id="results" title="Your bios" subtitle="Copy the one that sounds like you" icon={Sparkles}>
        {results.status === "empty" && (
          <EmptyState icon={Sparkles} title="No bios yet">
            Describe yourself, choose a style, then use Quick Generate for instant ideas or AI Generate for bios written
            around your words.
          </EmptyState>
        )}
        {results.status === "loading" && (
          <CardGrid loading skeletons={AI_COUNT} columns="" rows="auto-rows-[minmax(10rem,auto)]" label="Your bios" />
        )}
        {results.status === "ready" && (
          <ol aria-label="Your bios" className="grid grid-cols-1 gap-3">
            {results.bios.map((bio, index) => (
              <BioResultCard
                key={`${index}-${bio.text}`}
                label={`Bio ${index + 1}`}
                text={bio.text}
                source={bio.source}
                copyToasts={COPY_TOASTS}
                className="min-h-40"
              />
            ))}
          </ol>
        )}
      </SectionCard>
    </div>
  );
}
