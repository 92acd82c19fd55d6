import { Copy, RefreshCw, Sparkles, Star, Wand2 } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";

import { MAIN_STYLES, MAIN_TONES } from "@domain/bio/generation-options";
import { normalizeToThreeLines } from "@domain/text/normalize-bio";
import type { Platform } from "@domain/text/platforms";
import { showToast } from "~/components/ui/toast";

import { copyBio } from "./copy-bio";
import { GENERATION_FAILURE_MESSAGES, generateBios, type BioSourceLabel } from "./generate-bios-client";
import { Button, inputClass, ToggleChip, WorkshopCard } from "./workshop-ui";

const PERSONALITY_MAX = 100;
const RESULT_COUNT = 3;
const AVOID_MAX = 60;

interface GeneratedBio {
  text: string;
  source: BioSourceLabel;
}

export interface AiGeneratorPanelProps {
  platform: Platform;
  onUse: (bio: string) => void;
  isFavourite: (bio: string) => boolean;
  onToggleFavourite: (bio: string) => void;
}

export function AiGeneratorPanel({ platform, onUse, isFavourite, onToggleFavourite }: AiGeneratorPanelProps) {
  const [interests, setInterests] = useState("");
  const [profession, setProfession] = useState("");
  const [personality, setPersonality] = useState("");
  const [tone, setTone] = useState("");
  const [style, setStyle] = useState("");
  const [generating, setGenerating] = useState(false);
  const [results, setResults] = useState<GeneratedBio[]>([]);
  // Every bio shown this visit, so 'Regenerate' asks the server for new ones.
  const shown = useRef<string[]>([]);

  async function generate() {
    if (!interests.trim() && !profession.trim()) {
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
      avoid: shown.current.slice(-AVOID_MAX),
    });
    setGenerating(false);
    if (!result.ok) {
      void showToast({
        title: "Bio Generation Failed",
        description: GENERATION_FAILURE_MESSAGES[result.reason],
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
    <WorkshopCard
      id="ai-generator"
      title="AI Bio Generator"
      subtitle="Personalised bios from your own words"
      icon={Wand2}
    >
      <form onSubmit={onSubmit} className="space-y-5" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Interests & Hobbies
            <input
              className={inputClass}
              value={interests}
              onChange={(event) => setInterests(event.target.value)}
              maxLength={200}
              placeholder="Photography, travel, coffee…"
              autoComplete="off"
            />
          </label>
          <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Profession
            <input
              className={inputClass}
              value={profession}
              onChange={(event) => setProfession(event.target.value)}
              maxLength={100}
              placeholder="Content creator, designer…"
              autoComplete="organization-title"
            />
          </label>
        </div>
        <label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Personality (Optional)
          <textarea
            className={`${inputClass} min-h-20 resize-y`}
            value={personality}
            onChange={(event) => setPersonality(event.target.value.slice(0, PERSONALITY_MAX))}
            maxLength={PERSONALITY_MAX}
            placeholder="Describe yourself in a few words…"
            aria-describedby="personality-count"
          />
          <span
            id="personality-count"
            className="mt-1 block text-right text-xs font-normal text-slate-600 dark:text-slate-400"
          >
            {personality.length}/{PERSONALITY_MAX}
          </span>
        </label>
        <div className="grid gap-5 sm:grid-cols-2">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Tone</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {MAIN_TONES.map((option) => (
                <ToggleChip
                  key={option}
                  pressed={tone === option}
                  onClick={() => setTone(tone === option ? "" : option)}
                >
                  {option}
                </ToggleChip>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Style</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {MAIN_STYLES.map((option) => (
                <ToggleChip
                  key={option}
                  pressed={style === option}
                  onClick={() => setStyle(style === option ? "" : option)}
                >
                  {option}
                </ToggleChip>
              ))}
            </div>
          </fieldset>
        </div>
        <Button type="submit" variant="primary" className="w-full py-3 text-base" disabled={generating}>
          <Sparkles aria-hidden="true" className={`size-4 ${generating ? "motion-safe:animate-spin" : ""}`} />
          {generating ? "Generating Amazing Bios..." : "Generate AI Bio"}
        </Button>
      </form>

      {results.length > 0 && (
        <div className="mt-6" aria-live="polite">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900 dark:text-white">Your bios</h3>
            <Button variant="ghost" onClick={() => void generate()} disabled={generating}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Regenerate
            </Button>
          </div>
          <ol className="mt-3 space-y-3">
            {results.map((bio, index) => (
              <li
                key={bio.text}
                className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950"
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="text-xs font-semibold text-slate-600 dark:text-slate-400">Bio {index + 1}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                      bio.source === "llm"
                        ? "bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100"
                        : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                    }`}
                  >
                    {bio.source === "llm" ? "AI-Generated" : "Curated"}
                  </span>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-900 dark:text-slate-100">{bio.text}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="primary" onClick={() => onUse(bio.text)}>
                    Use This Bio
                  </Button>
                  <Button onClick={() => void copyBio(bio.text)}>
                    <Copy aria-hidden="true" className="size-4" />
                    Copy Bio
                  </Button>
                  <Button
                    variant="ghost"
                    aria-pressed={isFavourite(bio.text)}
                    aria-label={
                      isFavourite(bio.text)
                        ? `Remove bio ${index + 1} from favourites`
                        : `Save bio ${index + 1} to favourites`
                    }
                    onClick={() => onToggleFavourite(bio.text)}
                  >
                    <Star
                      aria-hidden="true"
                      className="size-4"
                      fill={isFavourite(bio.text) ? "currentColor" : "none"}
                    />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
    </WorkshopCard>
  );
}
