/** Handles JSON, JSON in a fence or prose, and no format at all; vetting happens separately. */
export function parseGeneratedBios(text: string): string[] {
  const fromJson = biosFromJson(text);
  if (fromJson) return fromJson;
  // Broken JSON: better no bios (the composer fills in) than a bio of braces.
  if (/^\s*[[{]/.test(text) || /"bios"\s*:/.test(text)) return [];
  return biosFromPlainText(text);
}

function biosFromJson(text: string): string[] | undefined {
  const candidates = [text, ...Array.from(text.matchAll(/```(?:json)?\s*([\s\S]*?)```/gi), (match) => match[1] ?? "")];
  const firstBrace = text.search(/[[{]/);
  if (firstBrace > 0) candidates.push(text.slice(firstBrace));
  for (const candidate of candidates) {
    let value: unknown;
    try {
      value = JSON.parse(candidate.trim());
    } catch {
      continue;
    }
    const list = Array.isArray(value) ? value : (value as { bios?: unknown } | null)?.bios;
    if (Array.isArray(list)) return list.filter((item): item is string => typeof item === "string");
  }
  return undefined;
}

const LIST_MARKER = /^\s*(?:\d+[.):]|[-*•]|bio\s*\d+\s*[:.-])\s+/i;

function biosFromPlainText(text: string): string[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  // Each marker starts a bio; unmarked lines continue it.
  if (lines.some((line) => LIST_MARKER.test(line))) {
    const bios: string[][] = [];
    for (const line of lines) {
      if (LIST_MARKER.test(line)) bios.push([line.replace(LIST_MARKER, "")]);
      else if (bios.length > 0 && line.trim()) bios.at(-1)!.push(line.trim());
      else if (bios.length > 0 && !line.trim()) bios.push([]);
    }
    return bios.map((bio) => bio.join("\n").trim()).filter(Boolean);
  }
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}
