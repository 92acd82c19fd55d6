/** Frames for the Fancy Font page (issue 13). A frame adds characters, so the page shows its cost (frame-cost.ts). */

export interface TextFrame {
  id: string;
  name: string;
  /** Spacing included. */
  before: string;
  after: string;
}

export const TEXT_FRAMES: readonly TextFrame[] = [
  { id: "javanese-wings", name: "Wings", before: "꧁ ", after: " ꧂" },
  { id: "shooting-stars", name: "Shooting stars", before: "★彡 ", after: " 彡★" },
  { id: "melody", name: "Melody", before: "·.¸¸.·♩♪♫ ", after: " ♫♪♩·.¸¸.·" },
  { id: "butterfly", name: "Butterfly", before: "ʚ ", after: " ɞ" },
  { id: "twinkle", name: "Twinkle", before: "⋆｡°✩ ", after: " ✩°｡⋆" },
  { id: "black-brackets", name: "Black brackets", before: "【 ", after: " 】" },
  { id: "corner-brackets", name: "Corner brackets", before: "『 ", after: " 』" },
  { id: "hollow-brackets", name: "Hollow brackets", before: "〖 ", after: " 〗" },
  { id: "arrow-flight", name: "Arrow flight", before: "»»—— ", after: " ——««" },
  { id: "flower-vine", name: "Flower vine", before: "❀⊱ ", after: " ⊰❀" },
  { id: "crescent-moons", name: "Crescent moons", before: "☾ ", after: " ☽" },
  { id: "four-point-stars", name: "Four-point stars", before: "✦ ", after: " ✦" },
  { id: "bubbles", name: "Bubbles", before: "◦•●◉ ", after: " ◉●•◦" },
  { id: "gradient", name: "Gradient", before: "░▒▓ ", after: " ▓▒░" },
  { id: "crowns", name: "Crowns", before: "♔ ", after: " ♔" },
  { id: "sound-wave", name: "Sound wave", before: "ıllıllı ", after: " ıllıllı" },
  { id: "diamonds", name: "Diamonds", before: "◈ ", after: " ◈" },
  { id: "chevrons", name: "Chevrons", before: "⫷ ", after: " ⫸" },
  { id: "hug", name: "Hug", before: "(っ◔◡◔)っ ♥ ", after: " ♥" },
  { id: "blossoms", name: "Blossoms", before: "🌸 ", after: " 🌸" },
];

export function getTextFrame(id: string): TextFrame | undefined {
  return TEXT_FRAMES.find((frame) => frame.id === id);
}

/** Blank text gets no frame: copying it would paste nameless symbols. */
export function applyFrame(text: string, frame: TextFrame): string {
  if (text.trim().length === 0) return text;
  return `${frame.before}${text}${frame.after}`;
}

export const FRAME_ACCESSIBILITY_NOTE =
  "Screen readers may read each frame symbol aloud by its name, or skip it; keep frames for display text and leave the words that matter plain.";
