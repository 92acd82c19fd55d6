/**
 * The quick-pick symbol groups beside the main page's bio editor (docs/product.md#home). Choosing one appends it to the bio, so every entry is a string that is pasted
 * as-is; dividers are short runs of characters rather than single code points.
 *
 * Everything here is in Unicode 13 or earlier, or in fonts every current phone ships (Dingbats,
 * Box Drawing, Geometric Shapes), so a visitor's followers see the symbol rather than a box.
 * Emoji whose default presentation is text (❤, 🕊, ☁) carry U+FE0F so phones draw them in colour.
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
