import type { BioSource } from "@domain/bio/generation-options";
import type { GenerateBioBody, GenerateBioResponse } from "~/contracts/generate-bio";

export type GenerateBiosResult =
  | { ok: true; bios: string[]; sources: BioSource[] }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number }
  /** call: an error answer; empty: no usable bios; exception: network or parse failure. */
  | { ok: false; reason: "call" | "empty" | "exception" };

export type GenerateBiosFailure = Extract<GenerateBiosResult, { ok: false }>;

/** The one call every page makes. */
export async function generateBios(body: GenerateBioBody, signal?: AbortSignal): Promise<GenerateBiosResult> {
  let response: Response;
  try {
    response = await fetch("/api/generate-bio", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...body, format: "3-line" }),
      signal,
    });
  } catch {
    return { ok: false, reason: "exception" };
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    return {
      ok: false,
      reason: "rate_limited",
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
    };
  }
  if (!response.ok) return { ok: false, reason: "call" };
  try {
    const answer = (await response.json()) as Partial<GenerateBioResponse>;
    if (!Array.isArray(answer.bios)) return { ok: false, reason: "empty" };
    const sources = Array.isArray(answer.sources) ? answer.sources : [];
    const kept = answer.bios
      .map((bio, index) => ({ bio, source: sources[index] === "llm" ? ("llm" as const) : ("composer" as const) }))
      .filter(
        (entry): entry is { bio: string; source: BioSource } =>
          typeof entry.bio === "string" && entry.bio.trim() !== "",
      );
    if (kept.length === 0) return { ok: false, reason: "empty" };
    return { ok: true, bios: kept.map((entry) => entry.bio), sources: kept.map((entry) => entry.source) };
  } catch {
    return { ok: false, reason: "exception" };
  }
}

export function waitMessage(seconds: number): string {
  if (seconds < 90)
    return `Too many requests just now. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many requests just now. Please wait ${minutes} minutes and try again.`;
}
