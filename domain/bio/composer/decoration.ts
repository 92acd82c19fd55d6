/**
 * The curated emoji, symbols and hashtags the styles decorate bios with when the visitor's own
 * words give none. Emoji are chosen to read the same on every platform (nothing newer than 2020
 * in the fallbacks, so older phones do not show empty boxes).
 */
import type { Voice } from "./templates";

export const FALLBACK_EMOJI: Readonly<Record<Voice, readonly string[]>> = {
  aesthetic: [
    "🌙", "✨", "🌸", "🕊️", "🍃", "☁️", "🤍", "🌷", "🐚", "🌾", "🌿", "🦋", "🌼", "🌻", "🌹", "🥀",
    "🍂", "🌊", "🕯️", "📖", "🎐", "🍵", "🧸", "🌺", "💫", "⭐", "🌌", "🌅", "🪐", "🍓", "🍒", "🎀",
    "💌", "📷", "🌈", "❄️", "🌧️", "🐝", "🐇", "🦢", "🎞️", "🎧", "🎶", "🍯", "🧺", "🌛", "🌤️", "🏔️",
    "🍑", "🥐", "☕", "🌱", "🍄", "💐", "🎨", "🧁", "🐈", "🌝", "🍋", "🫖", "🪴", "🌞", "🍰", "💭",
  ],
  Aesthetic: ["🌙", "✨", "🌸", "🕊️", "🍃", "☁️", "🤍", "🌷", "🐚", "🌿", "🦋", "🌼", "💫", "🌅", "🍓", "🎀", "💌", "🌈", "🍵", "🧸"],
  funny: [
    "😅", "🙃", "🤷", "🍕", "😂", "🤪", "🥲", "😴", "🍿", "🌮", "🧀", "🍩", "🙈", "🐸", "🦆", "🧦",
    "🛋️", "🥴", "😬", "🤓", "🍪", "🥨", "🐌", "🦥", "💤", "🍟", "🥯", "🤭", "😏", "🤡", "🐧", "🦄",
  ],
  Funny: ["😅", "🙃", "🤷", "🍕", "😂", "🤪", "🥲", "😴", "🍿", "🌮", "🧀", "🍩", "🙈", "🤓", "🍪", "🦥"],
  cool: [
    "😎", "🔥", "⚡", "🖤", "🚀", "💯", "🌀", "🎧", "🛹", "🌃", "🏙️", "🕶️", "💥", "🎯", "🏁", "🌊",
    "✨", "🎸", "🌪️", "💫", "🦾", "🛸", "🌌", "🎲", "🧊", "👟", "🎬", "🏆", "⭐", "🌙", "🎮", "🌴",
  ],
  business: ["📈", "💼", "✅", "📦", "🤝", "📍", "📩", "🛍️", "⭐", "🏷️", "🧾", "📅", "✨", "💡", "🎯", "🔑"],
  Professional: ["💼", "📈", "✅", "💡", "🎯", "📚", "🤝", "🧭", "📍", "🌱"],
  Casual: ["😊", "✌️", "🌞", "🍕", "🎶", "🙌", "🍦", "🌈", "🤙", "😄", "☀️", "🛼"],
  Trendy: ["✨", "💅", "🔥", "😌", "💫", "🎀", "💖", "🌸", "🧃", "🛍️", "🦋", "🍒"],
  Inspirational: ["🌱", "🌟", "✨", "🌈", "💛", "🙏", "🌅", "🕊️", "☀️", "🌻"],
  Motivational: ["💪", "🔥", "🏆", "🚀", "⚡", "🎯", "⏰", "🏃", "📈", "🥇"],
  Energetic: ["⚡", "🔥", "🎉", "🚀", "💥", "🙌", "🌟", "🏃", "🎶", "🤸"],
  Bold: ["🔥", "⚡", "👊", "🚀", "💥", "🦁", "🏆", "🖤", "💯", "🎯"],
  Confident: ["😎", "💼", "🔥", "👑", "🎯", "💎", "🏆", "✨", "💪", "🖤"],
  Minimalist: ["🤍", "🌿", "☁️", "🕊️", "🌙", "☕", "🖤", "🌱"],
  Creative: ["🎨", "✏️", "🖌️", "📷", "🎞️", "💡", "🌈", "🧵", "📓", "🎭", "✨", "🌀"],
};

/** Emoji that carry the Mystical style on their own. */
export const MYSTICAL_EMOJI: readonly string[] = ["🔮", "🌙", "✨", "🌌", "🪐", "💫", "🌕", "🌠", "🕯️", "⭐"];

/** Line prefixes for Symbol Heavy; each bio uses one family. */
export const SYMBOL_PREFIXES: readonly string[] = ["✦", "✧", "⋆", "➤", "•", "☾", "✿", "❥", "▸", "◦", "⟡", "♡", "☆", "✶", "❀", "⊹", "✩", "➳"];

/** Symbols that frame a line ("⋆ text ⋆") in Symbol Heavy, paired with a prefix for the other lines. */
export const SYMBOL_FRAMES: readonly (readonly [string, string])[] = [
  ["⋆", "↳"], ["✧", "•"], ["☾", "✦"], ["❀", "◦"], ["★", "→"], ["⟡", "⋆"], ["✶", "▸"],
];

/** Light touches for the aesthetic voices when the style allows symbols. */
export const AIRY_SYMBOLS: readonly string[] = ["☾", "⋆", "✿", "˚", "♡", "✧", "⊹", "❀"];

/** Separators for {sep}: decorative ones, and plain ones for Clean Text. */
export const SEPARATORS: readonly string[] = [" · ", " | ", " / ", " • "];
export const PLAIN_SEPARATORS: readonly string[] = [" / ", ", ", " — "];
export const SYMBOL_SEPARATORS: readonly string[] = [" • ", " ｜ ", " ✦ ", " ⋆ "];

/** Suffixes that turn one visitor word into a second hashtag when they gave only one word. */
export const HASHTAG_SUFFIXES: readonly string[] = ["Life", "Daily"];

/** Hashtags for bios with no visitor words, when the bio's own words give fewer than two. */
export const FALLBACK_HASHTAGS: Readonly<Record<Voice, readonly string[]>> = {
  aesthetic: ["#slowliving", "#softlife", "#goldenhour", "#wildflowers", "#moonchild", "#cottagecore", "#filmphotography", "#quietmoments", "#dreamy", "#romanticizeyourlife"],
  Aesthetic: ["#slowliving", "#softlife", "#goldenhour", "#dreamy", "#quietmoments"],
  funny: ["#relatable", "#snacklife", "#mondaymood", "#chaoticgood", "#naptime", "#overthinker", "#punintended", "#dailychaos"],
  Funny: ["#relatable", "#snacklife", "#mondaymood", "#naptime"],
  cool: ["#maincharacter", "#goodvibes", "#sidequest", "#levelup", "#nofilter", "#goldenhour", "#citylights", "#newchapter"],
  business: ["#smallbusiness", "#shoplocal", "#handmade", "#supportlocal", "#madewithcare"],
  Professional: ["#careers", "#lifelonglearning", "#teamwork", "#growth"],
  Casual: ["#goodvibes", "#weekendmood", "#simplejoys", "#everydaylife"],
  Trendy: ["#maincharacter", "#softlife", "#vibes", "#itgirl"],
  Inspirational: ["#growth", "#gratitude", "#dreambig", "#keepgoing"],
  Motivational: ["#discipline", "#noexcuses", "#progress", "#mindset"],
  Energetic: ["#letsgo", "#goodenergy", "#allin", "#fullsend"],
  Bold: ["#boldmoves", "#ownit", "#noexcuses", "#allin"],
  Confident: ["#confidence", "#ownit", "#levelup", "#mindset"],
  Minimalist: ["#minimal", "#lessismore", "#simple", "#slowliving"],
  Creative: ["#creative", "#makersgonnamake", "#artdaily", "#sketchbook"],
};
