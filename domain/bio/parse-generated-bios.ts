/**
 * Reads bios out of a language model's answer. Models asked for JSON mostly comply, but some wrap
 * it in a code fence or prose, and some ignore the format entirely; all of those are handled.
 * Returns the raw bio strings; vetting (length, lines, style) happens separately.
 */
export function parseGeneratedBios(text: string): string[] {
  const fromJson = biosFromJson(text);
  if (fromJson) return fromJson;
  // Broken JSON is not a bio: better no bios (the composer fills in) than a bio of braces and quotes.
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
  // Numbered or bulleted answers: each marker starts a bio, following unmarked lines continue it.
  if (lines.some((line) => LIST_MARKER.test(line))) {
    const bios: string[][] = [];
    for (const line of lines) {
      if (LIST_MARKER.test(line)) bios.push([line.replace(LIST_MARKER, "")]);
      else if (bios.length > 0 && line.trim()) bios.at(-1)!.push(line.trim());
      else if (bios.length > 0 && !line.trim()) bios.push([]);
    }
    return bios.map((bio) => bio.join("\n").trim()).filter(Boolean);
  }
  // Otherwise bios are separated by blank lines.
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}
