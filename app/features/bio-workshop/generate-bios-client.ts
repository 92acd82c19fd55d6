import type { Platform } from "@domain/text/platforms";

/** What the page sends to POST /api/generate-bio (see app/.server/generate-bio-request.ts). */
export interface GenerateBiosParams {
  interests: string;
  profession: string;
  personality: string;
  tone: string;
  style: string;
  instructions: string;
  platform: Platform;
  count: number;
  avoid: string[];
}

export type BioSourceLabel = "llm" | "composer";

export type GenerateBiosResult =
  | { ok: true; bios: string[]; sources: BioSourceLabel[] }
  /** call: the server answered with an error; empty: no usable bios; exception: network or parse failure. */
  | { ok: false; reason: "call" | "empty" | "exception" };

export async function generateBios(params: GenerateBiosParams, signal?: AbortSignal): Promise<GenerateBiosResult> {
  let response: Response;
  try {
    response = await fetch("/api/generate-bio", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...params, format: "3-line" }),
      signal,
    });
  } catch {
    return { ok: false, reason: "exception" };
  }
  if (!response.ok) return { ok: false, reason: "call" };
  try {
    const body = (await response.json()) as { bios?: unknown; sources?: unknown };
    if (!Array.isArray(body.bios)) return { ok: false, reason: "empty" };
    const bios = body.bios.filter((bio): bio is string => typeof bio === "string" && bio.trim().length > 0);
    if (bios.length === 0) return { ok: false, reason: "empty" };
    const sources = Array.isArray(body.sources) ? body.sources : [];
    return { ok: true, bios, sources: bios.map((_, index) => (sources[index] === "llm" ? "llm" : "composer")) };
  } catch {
    return { ok: false, reason: "exception" };
  }
}

/** The spec's failure descriptions (§8), one per reason. */
export const GENERATION_FAILURE_MESSAGES = {
  call: "Unable to generate bios at the moment. Please try again.",
  empty: "No bios were generated. Please try again with different inputs.",
  exception: "An error occurred while generating bios. Please try again.",
} as const;
