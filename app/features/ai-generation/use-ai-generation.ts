import { useRef, useState, type RefObject } from "react";

import { type BioSource, MAX_AVOID, type Tone } from "@domain/bio/generation-options";
import { historyForRequest } from "@domain/bio/history";
import { cleanQuickBioText, previewBio, quickBios, type QuickBioStyle } from "@domain/content/quick-bios";
import { normalizeToThreeLines } from "@domain/text/normalize-bio";
import { generateBios, waitMessage } from "~/components/bio/generate-bios";
import { showToast } from "~/components/ui/toast";

export const AI_COUNT = 3;

/** docs/product.md#ai-bio-generation. */
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

/** Avoids every bio shown this visit. `call` is POST /api/generate-bio; a test hands in a fake. */
export function useAiGeneration({
  call = generateBios,
  promptField,
}: { call?: typeof generateBios; promptField?: RefObject<HTMLTextAreaElement | null> } = {}) {
  const [prompt, setPromptState] = useState("");
  const [style, setStyle] = useState<QuickBioStyle>("creative");
  const [blankError, setBlankError] = useState(false);
  const [results, setResults] = useState<Results>({ status: "empty" });
  const shown = useRef<string[]>([]);

  function setPrompt(value: string) {
    setPromptState(value);
    setBlankError(false);
  }

  function refuseBlank(): boolean {
    if (cleanQuickBioText(prompt) !== "") return false;
    setBlankError(true);
    promptField?.current?.focus();
    void showToast({
      title: "Please enter a prompt",
      description: "Tell us about yourself to generate personalized bios!",
      variant: "destructive",
    });
    return true;
  }

  function quickGenerate() {
    if (refuseBlank()) return;
    setResults({ status: "ready", bios: quickBios(prompt, style).map((text) => ({ text, source: "composer" })) });
    void showToast({ title: "Quick Bios Ready! ⚡", variant: "success" });
  }

  async function aiGenerate() {
    if (results.status === "loading" || refuseBlank()) return;
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

  return {
    prompt,
    setPrompt,
    style,
    setStyle,
    preview: previewBio(prompt, style),
    /** Until the next change. */
    blankError,
    results,
    busy: results.status === "loading",
    quickGenerate,
    aiGenerate,
  };
}
