/**
 * Quick picks appended to the bio (docs/product.md#home). Unicode 13 or fonts every phone ships, so
 * followers see the symbol, not a box; text-default emoji carry U+FE0F.
 */

export type SymbolGroupId = "hearts" | "stars" | "aesthetic" | "dividers" | "music";

export interface SymbolGroup {
  id: SymbolGroupId;
  label: string;
  symbols: readonly string[];
}

export const SYMBOL_GROUP_SIZE = 16;

export const SYMBOL_GROUPS = [
  {
    id: "hearts",
    label: "Hearts",
    symbols: ["♡", "♥", "❤️", "💕", "💖", "💗", "💓", "💞", "💘", "💝", "🤍", "🖤", "💜", "💙", "💚", "🧡"],
  },
  {
    id: "stars",
    label: "Stars",
    symbols: ["★", "☆", "✦", "✧", "✩", "✪", "✫", "✭", "✮", "✯", "✶", "⋆", "⭐", "🌟", "✨", "💫"],
  },
  {
    id: "aesthetic",
    label: "Aesthetic",
    symbols: ["☾", "☽", "✿", "❀", "❁", "❃", "❦", "୨୧", "🌙", "☁️", "🌸", "🌷", "🦋", "🕊️", "🍃", "🐚"],
  },
  {
    id: "dividers",
    label: "Dividers",
    symbols: ["|", "┊", "┆", "│", "───", "┈┈┈", "═══", "·", "˚", "｡", "⊹", "⋆｡˚", "‧₊˚", "✧˖°", "︶︶︶", "•°•"],
  },
  {
    id: "music",
    label: "Music",
    symbols: ["♩", "♪", "♫", "♬", "♭", "♮", "♯", "🎵", "🎶", "🎧", "🎤", "🎸", "🎹", "🎷", "🎺", "🥁"],
  },
] as const satisfies readonly SymbolGroup[];

export const POPULAR_EMOJI_COUNT = 20;

export const POPULAR_EMOJIS = [
  "✨",
  "🔥",
  "💫",
  "🌸",
  "🌙",
  "☕",
  "📍",
  "📸",
  "💌",
  "🎨",
  "🌿",
  "🦋",
  "💻",
  "🚀",
  "🌈",
  "😊",
  "🙌",
  "💪",
  "🎉",
  "💯",
] as const satisfies readonly string[];
