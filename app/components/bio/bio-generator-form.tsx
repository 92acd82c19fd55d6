import { RefreshCw, Sparkles, Wand2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";

import {
  type BioSource,
  MAIN_STYLES,
  MAIN_TONES,
  MAX_AVOID,
  type Style,
  type Tone,
} from "@domain/bio/generation-options";
import { historyForRequest } from "@domain/bio/history";
import { normalizeToThreeLines } from "@domain/text/normalize-bio";
import type { Platform } from "@domain/text/platforms";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { Label, TextField } from "~/components/ui/field";
import { TextareaWithCounter } from "~/components/ui/textarea-with-counter";
import { showToast } from "~/components/ui/toast";
import { ToggleChipGroup } from "~/components/ui/toggle-chip";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";

import { BioResultCard } from "./bio-result-card";
import { BIO_COPY_TOASTS } from "./copy-toasts";
import { generateBios, waitMessage, type GenerateBiosFailure } from "./generate-bios";

const PERSONALITY_MAX = 100;
const RESULT_COUNT = 3;

interface GeneratedBio {
  text: string;
  source: BioSource;
}

/** docs/product.md#generation-messages. */
function failureDescription(failure: GenerateBiosFailure): string {
  switch (failure.reason) {
    case "rate_limited":
      return waitMessage(failure.retryAfterSeconds);
    case "call":
      return "Unable to generate bios at the moment. Please try again.";
    case "empty":
      return "No bios were generated. Please try again with different inputs.";
    case "exception":
      return "An error occurred while generating bios. Please try again.";
  }
}

/** The facts a refinement keeps (docs/product.md#refine-a-bio). */
export interface GeneratorFacts {
  profession: string;
  interests: string;
}

export interface BioGeneratorFormProps {
  platform: Platform;
  onUse: (bio: string, facts: GeneratorFacts) => void;
  isFavourite: (bio: string) => boolean;
  onToggleFavourite: (bio: string) => void;
  /** More on each generated bio's card (the workshop's refine chips for that bio). */
  renderExtra?: (bio: { text: string; label: string; facts: GeneratorFacts }) => ReactNode;
}

/** docs/product.md#home. The home workshop and /ai-bio-generator embed the same form. */
export function BioGeneratorForm({
  platform,
  onUse,
  isFavourite,
  onToggleFavourite,
  renderExtra,
}: BioGeneratorFormProps) {
  const ids = useId();
  const [interests, setInterests] = useState("");
  const [profession, setProfession] = useState("");
  const [personality, setPersonality] = useState("");
  const [tone, setTone] = useState<Tone | "">("");
  const [style, setStyle] = useState<Style | "">("");
  const [generating, setGenerating] = useState(false);
  const [results, setResults] = useState<GeneratedBio[]>([]);
  const [missingInfo, setMissingInfo] = useState(false);
  const interestsField = useRef<HTMLInputElement>(null);
  const professionField = useRef<HTMLInputElement>(null);
  const personalityField = useRef<HTMLTextAreaElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // So 'Regenerate' asks the server for new ones.
  const shown = useRef<string[]>([]);
  // What a quick visitor typed before the scripts arrived is the form's from the start.
  useTypedBeforeHydration(interestsField, interests, setInterests);
  useTypedBeforeHydration(professionField, profession, setProfession);
  useTypedBeforeHydration(personalityField, personality, (typed) => setPersonality(typed.slice(0, PERSONALITY_MAX)));
  // The disabled button drops the focus: it goes to the bios once shown.
  useEffect(() => {
    if (results.length > 0) resultsHeading.current?.focus();
  }, [results]);

  async function generate() {
    if (!interests.trim() && !profession.trim()) {
      setMissingInfo(true);
      interestsField.current?.focus();
      void showToast({
        title: "More Information Needed",
        description: "Please provide at least your interests or profession.",
        variant: "destructive",
      });
      return;
    }
    setGenerating(true);
    const result = await generateBios({
      interests,
      profession,
      personality,
      tone,
      style,
      instructions: "",
      platform,
      count: RESULT_COUNT,
      avoid: historyForRequest(shown.current, MAX_AVOID),
    });
    setGenerating(false);
    if (!result.ok) {
      void showToast({
        title: "Bio Generation Failed",
        description: failureDescription(result),
        variant: "destructive",
      });
      return;
    }
    const bios = result.bios.map((bio, index) => ({
      text: normalizeToThreeLines(bio),
      source: result.sources[index] ?? "composer",
    }));
    shown.current.push(...bios.map((bio) => bio.text));
    setResults(bios);
    void showToast({
      title: "Perfect 3-Line Bios Generated",
      description: `${bios.length} unique ${bios.length === 1 ? "bio is" : "bios are"} ready below.`,
      variant: "success",
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!generating) void generate();
  }

  return (
    <SectionCard
      id="ai-generator"
      title="AI Bio Generator"
      subtitle="Personalised bios from your own words"
      icon={Wand2}
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            ref={interestsField}
            id={`${ids}-interests`}
            label="Interests & Hobbies"
            error={missingInfo ? "Add your interests or your profession." : undefined}
            value={interests}
            onChange={(event) => {
              setInterests(event.target.value);
              setMissingInfo(false);
            }}
            maxLength={200}
            placeholder="Photography, travel, coffee…"
            autoComplete="off"
          />
          <TextField
            ref={professionField}
            label="Profession"
            aria-invalid={missingInfo ? true : undefined}
            aria-describedby={missingInfo ? `${ids}-interests-error` : undefined}
            value={profession}
            onChange={(event) => {
              setProfession(event.target.value);
              setMissingInfo(false);
            }}
            maxLength={100}
            placeholder="Content creator, designer…"
            autoComplete="organization-title"
          />
        </div>
        <div>
          <Label htmlFor={`${ids}-personality`}>Personality (Optional)</Label>
          <TextareaWithCounter
            ref={personalityField}
            id={`${ids}-personality`}
            className="mt-1.5"
            rows={2}
            value={personality}
            max={PERSONALITY_MAX}
            onChange={(event) => setPersonality(event.target.value.slice(0, PERSONALITY_MAX))}
            placeholder="Describe yourself in a few words…"
          />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <ToggleChipGroup legend="Tone" options={MAIN_TONES} value={tone} onChange={setTone} clearable />
          <ToggleChipGroup legend="Style" options={MAIN_STYLES} value={style} onChange={setStyle} clearable />
        </div>
        <Button type="submit" variant="primary" size="lg" className="w-full" disabled={generating}>
          <Sparkles aria-hidden="true" className={generating ? "motion-safe:animate-spin" : undefined} />
          {generating ? "Generating Amazing Bios..." : "Generate AI Bio"}
        </Button>
      </form>

      {results.length > 0 && (
        <div className="mt-6" aria-live="polite">
          <div className="flex items-center justify-between gap-2">
            <h3 ref={resultsHeading} tabIndex={-1} className="font-semibold text-fg outline-none">
              Your bios
            </h3>
            <Button variant="ghost" size="sm" onClick={() => void generate()} disabled={generating}>
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
          </div>
          <ol className="mt-3 space-y-3">
            {results.map((bio, index) => (
              <BioResultCard
                key={bio.text}
                label={`Bio ${index + 1}`}
                text={bio.text}
                source={bio.source}
                copyToasts={BIO_COPY_TOASTS}
                onUse={(text) => onUse(text, { profession, interests })}
                favourite={{ saved: isFavourite(bio.text), onToggle: () => onToggleFavourite(bio.text) }}
                className="bg-surface-muted shadow-none"
              >
                {renderExtra?.({ text: bio.text, label: `Bio ${index + 1}`, facts: { profession, interests } })}
              </BioResultCard>
            ))}
          </ol>
        </div>
      )}
    </SectionCard>
  );
}
