import { ALL_FILTER, type AllFilter, matchesCategory, matchesQuery } from "../search";

/**
 * docs/product.md#symbol-library. Names are Unicode character names, so a visitor who knows the
 * official name finds it; keywords carry everyday words ("love", "money"). Each symbol appears
 * once, so 'All' never shows a duplicate.
 */

export const SYMBOL_LIBRARY_CATEGORIES = [
  "Popular",
  "Hearts",
  "Arrows",
  "Dots & Lines",
  "Symbols",
  "Math",
  "Currency",
  "Decorative",
] as const;

export type SymbolLibraryCategory = (typeof SYMBOL_LIBRARY_CATEGORIES)[number];

export const SYMBOL_LIBRARY_FILTERS = [ALL_FILTER, ...SYMBOL_LIBRARY_CATEGORIES] as const;

export type SymbolLibraryFilter = SymbolLibraryCategory | AllFilter;

export interface LibrarySymbol {
  id: string;
  symbol: string;
  name: string;
  keywords: readonly string[];
  category: SymbolLibraryCategory;
}

export const SYMBOL_LIBRARY = [
  {
    id: "sparkles",
    symbol: "✨",
    name: "Sparkles",
    keywords: ["sparkle", "shine", "magic", "glitter"],
    category: "Popular",
  },
  {
    id: "black-star",
    symbol: "★",
    name: "Black Star",
    keywords: ["star", "filled", "rating", "favourite"],
    category: "Popular",
  },
  {
    id: "white-heart-suit",
    symbol: "♡",
    name: "White Heart Suit",
    keywords: ["heart", "love", "outline", "cute"],
    category: "Popular",
  },
  {
    id: "last-quarter-moon",
    symbol: "☾",
    name: "Last Quarter Moon",
    keywords: ["moon", "crescent", "night", "dreamy"],
    category: "Popular",
  },
  {
    id: "black-florette",
    symbol: "✿",
    name: "Black Florette",
    keywords: ["flower", "blossom", "floral", "spring"],
    category: "Popular",
  },
  {
    id: "black-rightwards-arrowhead",
    symbol: "➤",
    name: "Black Rightwards Arrowhead",
    keywords: ["arrow", "pointer", "link", "next"],
    category: "Popular",
  },
  {
    id: "check-mark",
    symbol: "✓",
    name: "Check Mark",
    keywords: ["check", "tick", "done", "yes"],
    category: "Popular",
  },
  {
    id: "black-sun-with-rays",
    symbol: "☀",
    name: "Black Sun with Rays",
    keywords: ["sun", "sunny", "summer", "bright"],
    category: "Popular",
  },
  {
    id: "high-voltage",
    symbol: "⚡",
    name: "High Voltage",
    keywords: ["lightning", "bolt", "energy", "fast"],
    category: "Popular",
  },

  {
    id: "black-heart-suit",
    symbol: "♥",
    name: "Black Heart Suit",
    keywords: ["heart", "love", "filled", "card suit"],
    category: "Hearts",
  },
  { id: "red-heart", symbol: "❤️", name: "Red Heart", keywords: ["heart", "love", "red", "emoji"], category: "Hearts" },
  {
    id: "rotated-heavy-black-heart-bullet",
    symbol: "❥",
    name: "Rotated Heavy Black Heart Bullet",
    keywords: ["heart", "bullet", "love", "list"],
    category: "Hearts",
  },
  {
    id: "heavy-heart-exclamation",
    symbol: "❣",
    name: "Heavy Heart Exclamation Mark Ornament",
    keywords: ["heart", "exclamation", "love", "ornament"],
    category: "Hearts",
  },
  {
    id: "floral-heart",
    symbol: "❦",
    name: "Floral Heart",
    keywords: ["heart", "flower", "vintage", "ornament"],
    category: "Hearts",
  },
  {
    id: "rotated-floral-heart-bullet",
    symbol: "❧",
    name: "Rotated Floral Heart Bullet",
    keywords: ["heart", "flower", "bullet", "hedera"],
    category: "Hearts",
  },
  {
    id: "two-hearts",
    symbol: "💕",
    name: "Two Hearts",
    keywords: ["hearts", "love", "pink", "couple"],
    category: "Hearts",
  },
  {
    id: "sparkling-heart",
    symbol: "💖",
    name: "Sparkling Heart",
    keywords: ["heart", "sparkle", "love", "pink"],
    category: "Hearts",
  },
  {
    id: "white-heart",
    symbol: "🤍",
    name: "White Heart",
    keywords: ["heart", "white", "clean", "minimal"],
    category: "Hearts",
  },
  {
    id: "black-heart",
    symbol: "🖤",
    name: "Black Heart",
    keywords: ["heart", "black", "dark", "gothic"],
    category: "Hearts",
  },

  {
    id: "rightwards-arrow",
    symbol: "→",
    name: "Rightwards Arrow",
    keywords: ["arrow", "right", "next", "link"],
    category: "Arrows",
  },
  {
    id: "leftwards-arrow",
    symbol: "←",
    name: "Leftwards Arrow",
    keywords: ["arrow", "left", "back", "previous"],
    category: "Arrows",
  },
  {
    id: "upwards-arrow",
    symbol: "↑",
    name: "Upwards Arrow",
    keywords: ["arrow", "up", "top", "growth"],
    category: "Arrows",
  },
  {
    id: "downwards-arrow",
    symbol: "↓",
    name: "Downwards Arrow",
    keywords: ["arrow", "down", "below", "link in bio"],
    category: "Arrows",
  },
  {
    id: "north-east-arrow",
    symbol: "↗",
    name: "North East Arrow",
    keywords: ["arrow", "diagonal", "external", "trending"],
    category: "Arrows",
  },
  {
    id: "rightwards-dashed-arrow",
    symbol: "⇢",
    name: "Rightwards Dashed Arrow",
    keywords: ["arrow", "dashed", "right", "soft"],
    category: "Arrows",
  },
  {
    id: "heavy-round-tipped-rightwards-arrow",
    symbol: "➜",
    name: "Heavy Round-Tipped Rightwards Arrow",
    keywords: ["arrow", "bold", "right", "pointer"],
    category: "Arrows",
  },
  {
    id: "downwards-arrow-with-tip-rightwards",
    symbol: "↳",
    name: "Downwards Arrow with Tip Rightwards",
    keywords: ["arrow", "reply", "indent", "sub item"],
    category: "Arrows",
  },
  {
    id: "long-rightwards-arrow",
    symbol: "⟶",
    name: "Long Rightwards Arrow",
    keywords: ["arrow", "long", "right", "leads to"],
    category: "Arrows",
  },
  {
    id: "clockwise-open-circle-arrow",
    symbol: "↻",
    name: "Clockwise Open Circle Arrow",
    keywords: ["arrow", "circle", "repeat", "refresh"],
    category: "Arrows",
  },

  {
    id: "bullet",
    symbol: "•",
    name: "Bullet",
    keywords: ["dot", "bullet", "separator", "list"],
    category: "Dots & Lines",
  },
  {
    id: "middle-dot",
    symbol: "·",
    name: "Middle Dot",
    keywords: ["dot", "small", "separator", "interpunct"],
    category: "Dots & Lines",
  },
  {
    id: "white-bullet",
    symbol: "◦",
    name: "White Bullet",
    keywords: ["dot", "circle", "hollow", "list"],
    category: "Dots & Lines",
  },
  {
    id: "hyphenation-point",
    symbol: "‧",
    name: "Hyphenation Point",
    keywords: ["dot", "tiny", "aesthetic", "separator"],
    category: "Dots & Lines",
  },
  {
    id: "ring-above",
    symbol: "˚",
    name: "Ring Above",
    keywords: ["degree", "tiny circle", "aesthetic", "sparkle"],
    category: "Dots & Lines",
  },
  {
    id: "halfwidth-ideographic-full-stop",
    symbol: "｡",
    name: "Halfwidth Ideographic Full Stop",
    keywords: ["dot", "circle", "kawaii", "aesthetic"],
    category: "Dots & Lines",
  },
  {
    id: "light-quadruple-dash-vertical",
    symbol: "┊",
    name: "Box Drawings Light Quadruple Dash Vertical",
    keywords: ["line", "vertical", "dashed", "divider"],
    category: "Dots & Lines",
  },
  {
    id: "light-vertical",
    symbol: "│",
    name: "Box Drawings Light Vertical",
    keywords: ["line", "vertical", "divider", "pipe"],
    category: "Dots & Lines",
  },
  {
    id: "light-horizontal",
    symbol: "─",
    name: "Box Drawings Light Horizontal",
    keywords: ["line", "horizontal", "divider", "rule"],
    category: "Dots & Lines",
  },
  {
    id: "midline-horizontal-ellipsis",
    symbol: "⋯",
    name: "Midline Horizontal Ellipsis",
    keywords: ["dots", "ellipsis", "more", "pause"],
    category: "Dots & Lines",
  },

  {
    id: "copyright-sign",
    symbol: "©",
    name: "Copyright Sign",
    keywords: ["copyright", "brand", "legal", "c"],
    category: "Symbols",
  },
  {
    id: "registered-sign",
    symbol: "®",
    name: "Registered Sign",
    keywords: ["registered", "trademark", "brand", "legal"],
    category: "Symbols",
  },
  {
    id: "trade-mark-sign",
    symbol: "™",
    name: "Trade Mark Sign",
    keywords: ["trademark", "tm", "brand", "business"],
    category: "Symbols",
  },
  {
    id: "envelope",
    symbol: "✉",
    name: "Envelope",
    keywords: ["email", "mail", "contact", "letter"],
    category: "Symbols",
  },
  {
    id: "black-telephone",
    symbol: "☎",
    name: "Black Telephone",
    keywords: ["phone", "call", "contact", "telephone"],
    category: "Symbols",
  },
  {
    id: "place-of-interest-sign",
    symbol: "⌘",
    name: "Place of Interest Sign",
    keywords: ["command", "loop", "tech", "mac"],
    category: "Symbols",
  },
  {
    id: "umbrella",
    symbol: "☂",
    name: "Umbrella",
    keywords: ["umbrella", "rain", "weather", "cozy"],
    category: "Symbols",
  },
  {
    id: "recycling-symbol",
    symbol: "♻",
    name: "Black Universal Recycling Symbol",
    keywords: ["recycle", "eco", "green", "sustainable"],
    category: "Symbols",
  },
  {
    id: "anchor",
    symbol: "⚓",
    name: "Anchor",
    keywords: ["anchor", "sea", "sailor", "nautical"],
    category: "Symbols",
  },
  {
    id: "airplane",
    symbol: "✈",
    name: "Airplane",
    keywords: ["plane", "travel", "flight", "trip"],
    category: "Symbols",
  },

  {
    id: "plus-minus-sign",
    symbol: "±",
    name: "Plus-Minus Sign",
    keywords: ["plus", "minus", "about", "approximately"],
    category: "Math",
  },
  {
    id: "multiplication-sign",
    symbol: "×",
    name: "Multiplication Sign",
    keywords: ["times", "multiply", "cross", "collab"],
    category: "Math",
  },
  {
    id: "division-sign",
    symbol: "÷",
    name: "Division Sign",
    keywords: ["divide", "division", "obelus", "maths"],
    category: "Math",
  },
  {
    id: "almost-equal-to",
    symbol: "≈",
    name: "Almost Equal To",
    keywords: ["approximately", "about", "wavy", "equal"],
    category: "Math",
  },
  {
    id: "not-equal-to",
    symbol: "≠",
    name: "Not Equal To",
    keywords: ["not equal", "different", "unequal", "maths"],
    category: "Math",
  },
  {
    id: "less-than-or-equal-to",
    symbol: "≤",
    name: "Less-Than or Equal To",
    keywords: ["less", "at most", "compare", "maths"],
    category: "Math",
  },
  {
    id: "infinity",
    symbol: "∞",
    name: "Infinity",
    keywords: ["infinity", "forever", "endless", "always"],
    category: "Math",
  },
  {
    id: "square-root",
    symbol: "√",
    name: "Square Root",
    keywords: ["root", "radical", "check", "maths"],
    category: "Math",
  },
  {
    id: "greek-small-letter-pi",
    symbol: "π",
    name: "Greek Small Letter Pi",
    keywords: ["pi", "greek", "circle", "nerd"],
    category: "Math",
  },
  {
    id: "n-ary-summation",
    symbol: "∑",
    name: "N-Ary Summation",
    keywords: ["sum", "sigma", "total", "maths"],
    category: "Math",
  },

  {
    id: "dollar-sign",
    symbol: "$",
    name: "Dollar Sign",
    keywords: ["dollar", "money", "usd", "price"],
    category: "Currency",
  },
  {
    id: "euro-sign",
    symbol: "€",
    name: "Euro Sign",
    keywords: ["euro", "money", "eur", "price"],
    category: "Currency",
  },
  {
    id: "pound-sign",
    symbol: "£",
    name: "Pound Sign",
    keywords: ["pound", "sterling", "gbp", "money"],
    category: "Currency",
  },
  { id: "yen-sign", symbol: "¥", name: "Yen Sign", keywords: ["yen", "yuan", "jpy", "money"], category: "Currency" },
  {
    id: "indian-rupee-sign",
    symbol: "₹",
    name: "Indian Rupee Sign",
    keywords: ["rupee", "inr", "india", "money"],
    category: "Currency",
  },
  { id: "won-sign", symbol: "₩", name: "Won Sign", keywords: ["won", "krw", "korea", "money"], category: "Currency" },
  {
    id: "peso-sign",
    symbol: "₱",
    name: "Peso Sign",
    keywords: ["peso", "php", "philippines", "money"],
    category: "Currency",
  },
  {
    id: "naira-sign",
    symbol: "₦",
    name: "Naira Sign",
    keywords: ["naira", "ngn", "nigeria", "money"],
    category: "Currency",
  },
  {
    id: "cent-sign",
    symbol: "¢",
    name: "Cent Sign",
    keywords: ["cent", "cents", "coin", "money"],
    category: "Currency",
  },
  {
    id: "bitcoin-sign",
    symbol: "₿",
    name: "Bitcoin Sign",
    keywords: ["bitcoin", "btc", "crypto", "money"],
    category: "Currency",
  },

  {
    id: "white-florette",
    symbol: "❀",
    name: "White Florette",
    keywords: ["flower", "blossom", "outline", "floral"],
    category: "Decorative",
  },
  {
    id: "outlined-black-florette",
    symbol: "❁",
    name: "Eight Petalled Outlined Black Florette",
    keywords: ["flower", "petals", "floral", "ornament"],
    category: "Decorative",
  },
  {
    id: "six-petalled-florette",
    symbol: "✾",
    name: "Six Petalled Black and White Florette",
    keywords: ["flower", "petals", "floral", "daisy"],
    category: "Decorative",
  },
  {
    id: "pinwheel-asterisk",
    symbol: "❃",
    name: "Heavy Teardrop-Spoked Pinwheel Asterisk",
    keywords: ["flower", "pinwheel", "asterisk", "ornament"],
    category: "Decorative",
  },
  {
    id: "propeller-asterisk",
    symbol: "❋",
    name: "Heavy Eight Teardrop-Spoked Propeller Asterisk",
    keywords: ["flower", "asterisk", "snowflake", "ornament"],
    category: "Decorative",
  },
  {
    id: "heavy-sparkle",
    symbol: "❈",
    name: "Heavy Sparkle",
    keywords: ["sparkle", "star", "shine", "ornament"],
    category: "Decorative",
  },
  {
    id: "black-diamond-minus-white-x",
    symbol: "❖",
    name: "Black Diamond Minus White X",
    keywords: ["diamond", "ornament", "bullet", "elegant"],
    category: "Decorative",
  },
  {
    id: "fleur-de-lis",
    symbol: "⚜",
    name: "Fleur-de-lis",
    keywords: ["lily", "royal", "french", "ornament"],
    category: "Decorative",
  },
  {
    id: "white-chess-queen",
    symbol: "♕",
    name: "White Chess Queen",
    keywords: ["queen", "crown", "royal", "chess"],
    category: "Decorative",
  },
  {
    id: "georgian-letter-ghan",
    symbol: "ღ",
    name: "Georgian Letter Ghan",
    keywords: ["heart", "love", "swirl", "aesthetic"],
    category: "Decorative",
  },
] as const satisfies readonly LibrarySymbol[];

/** ANDed with the category; table order is kept. */
export function searchSymbols(query: string, category: SymbolLibraryFilter = ALL_FILTER): LibrarySymbol[] {
  return SYMBOL_LIBRARY.filter(
    (entry) => matchesCategory(category, entry.category) && matchesQuery(query, [entry.name, ...entry.keywords]),
  );
}
