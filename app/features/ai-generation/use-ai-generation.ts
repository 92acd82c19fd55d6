import { useRef, useState } from "react";

import { type BioSource, MAX_AVOID, type Tone } from "@domain/bio/generation-options";
import { historyForRequest } from "@domain/bio/history";
import { quickBios, type QuickBioStyle } from "@domain/content/quick-bios";
import { normalizeToThreeLines } from "@domain/text/normalize-bio";
import { generateBios, waitMessage } from "~/components/bio/generate-bios";
import { showToast } from "~/components/ui/toast";

/** Bios an 'AI Generate' asks for. */
export const AI_COUNT = 3;

/** The page's six styles, sent to the API as its tones (docs/product.md#ai-bio-generation). */
const STYLE_TONES: Record<QuickBioStyle, Tone> = {
  creative: "Creative",
  professional: "Professional",
  funny: "Funny",
  aesthetic: "Aesthetic",
  minimal: "Minimalist",
  bold: "Bold",
};

export interface GeneratedBio {
  text: string;
  source: BioSource;
}

export type Results = { status: "empty" } | { status: "loading" } | { status: "ready"; bios: GeneratedBio[] };

/**
 * The AI Bio Generation page's results: 'Quick Generate' from local templates at once, 'AI Generate'
 * from the server, avoiding every bio shown this visit. `call` is POST /api/generate-bio; a test
 * hands in a fake.
 */
export function useAiGeneration({ call = generateBios }: { call?: typeof generateBios } = {}) {
  const [results, setResults] = useState<Results>({ status: "empty" });
  // Every bio shown this visit, so 'AI Generate' again brings new ones.
  const shown = useRef<string[]>([]);

  function quickGenerate(prompt: string, style: QuickBioStyle) {
    setResults({ status: "ready", bios: quickBios(prompt, style).map((text) => ({ text, source: "composer" })) });
    void showToast({ title: "Quick Bios Ready! ⚡", variant: "success" });
  }

  async function aiGenerate(prompt: string, style: QuickBioStyle) {
    if (results.status === "loading") return;
    const previous = results;
    setResults({ status: "loading" });
    const answer = await call({
      description: prompt,
      interests: "",
      profession: "",
      personality: "",
      tone: STYLE_TONES[style],
      style: "",
      instructions: "",
      platform: "instagram",
      count: AI_COUNT,
      avoid: historyForRequest(shown.current, MAX_AVOID),
    });
    if (!answer.ok) {
      setResults(previous);
      void showToast({
        title: "Generation failed",
        description:
          answer.reason === "rate_limited" ? waitMessage(answer.retryAfterSeconds) : "Please try again later.",
        variant: "destructive",
      });
      return;
    }
    const bios = answer.bios.map((bio, index) => ({
      text: normalizeToThreeLines(bio),
      source: answer.sources[index] ?? "composer",
    }));
    shown.current.push(...bios.map((bio) => bio.text));
    setResults({ status: "ready", bios });
    void showToast({ title: "Bios Generated! ✨", variant: "success" });
  }

  return { results, busy: results.status === "loading", quickGenerate, aiGenerate };
}
