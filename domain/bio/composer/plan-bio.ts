/**
 * The plan of one bio before any words are chosen: which lines (identity, substance, hook) and what
 * each must be (the quoted motto, the call to action, the visitor's words), how many emoji, which
 * symbols, casing and separator. The style's rules (style-rules.ts) decide most of it.
 */
import { PERSONAS } from "./bank-registry";
import type { Setup } from "./compose-setup";
import {
  AIRY_SYMBOLS,
  PLAIN_SEPARATORS,
  SEPARATORS,
  SYMBOL_FRAMES,
  SYMBOL_PREFIXES,
  SYMBOL_SEPARATORS,
} from "./decoration";
import type { Persona } from "./fill-template";
import type { Random } from "./random";
import type { Role } from "./templates";

export interface LineSlot {
  readonly role: Role;
  readonly mention: boolean;
  readonly quote: boolean;
  readonly cta: boolean;
  readonly mystical: boolean;
}

export interface BioPlan {
  readonly slots: readonly LineSlot[];
  readonly emojiCount: number;
  /** Fewest emoji the style allows, for shrinking a bio that runs long. */
  readonly emojiMin: number;
  readonly emojiAtStart: boolean;
  readonly symbolPrefix: string | undefined;
  readonly symbolFrame: readonly [string, string] | undefined;
  readonly airy: string | undefined;
  readonly hashtags: number;
  readonly hashtagCasing: "camel" | "lower";
  readonly lowercase: boolean;
  readonly separator: string;
  readonly ctaMarker: string | undefined;
  readonly persona: Persona | undefined;
}

export function slot(role: Role, extra: Partial<LineSlot> = {}): LineSlot {
  return { role, mention: false, quote: false, cta: false, mystical: false, ...extra };
}

function emojiRange(setup: Setup): [number, number] {
  switch (setup.style) {
    case "With Emojis":
      return [1, 3];
    case "Emoji Rich":
      return [3, 5];
    case "Clean Text":
      return [0, 0];
    case "Minimalist":
    case "Professional":
    case "Symbol Heavy":
      return [0, 1];
    case "Mystical":
      return [1, 3];
    default:
      if (setup.tone === "Minimalist" || setup.tone === "Professional") return [0, 1];
      if (setup.tone === "Energetic" || setup.tone === "Trendy") return [1, 3];
      return [0, 2];
  }
}

function chooseEmojiCount(setup: Setup, rng: Random): { count: number; min: number } {
  const [min, max] = emojiRange(setup);
  const styleMin = setup.style === "With Emojis" || setup.style === "Emoji Rich" ? min : 0;
  if (setup.bioType === "aesthetic") {
    // The aesthetic history rule rejects more than 50% shared emoji: one emoji shared with any of
    // the last 60 bios is 100%, so aesthetic bios carry none, or two and more.
    if (setup.style === "Emoji Rich") return { count: 4, min: 4 };
    if (max >= 2)
      return { count: rng.chance(0.25) && min === 0 ? 0 : 2 + rng.int(max - 1), min: Math.max(styleMin, 2) };
    return { count: rng.chance(0.2) ? max : 0, min: 0 };
  }
  const count = setup.style === "Emoji Rich" ? 3 + rng.int(2) : min + rng.int(max - min + 1);
  return { count, min: styleMin };
}

/**
 * Three lines are the norm (spec §5 "3-line"): identity, substance, hook. Hashtag Style makes its
 * third line the hashtags. Two lines happen only when the platform's limit leaves no room for a
 * third (buildBio drops the middle line then, on TikTok and Facebook only).
 */
export function planBio(setup: Setup, rng: Random): BioPlan {
  const { style, bioType, words } = setup;
  let slots: LineSlot[];
  if (style === "Hashtag Style") {
    slots = [slot("identity"), slot(rng.chance(0.5) ? "substance" : "hook")];
  } else if (style === "Quote Style") {
    slots = [slot("identity"), slot("substance"), slot("hook", { quote: true })];
  } else if (
    style === "Action-oriented" ||
    (bioType === "business" && rng.chance(0.85)) ||
    (setup.serviceHookChance > 0 && rng.chance(setup.serviceHookChance))
  ) {
    slots = [slot("identity"), slot("substance"), slot("hook", { cta: true })];
  } else {
    slots = [slot("identity"), slot("substance"), slot("hook")];
  }
  if (style === "Mystical" && rng.chance(0.6)) {
    const last = slots.length - 1;
    slots[last] = { ...(slots[last] ?? slot("hook")), role: "hook", mystical: true };
  }
  if (words.hasSubject) {
    // The visitor's words lead: the first line names them (identity, or substance when the
    // identity pool has nothing that fits, which buildBio handles by moving the mention down).
    // Words in another script stand as a label line ("デザイナー · 写真"), which reads best in the
    // middle, under an opening line of the tone's own.
    const at = setup.otherScript && slots.length > 2 && rng.chance(0.6) ? 1 : 0;
    slots[at] = { ...(slots[at] ?? slot("identity")), mention: true };
  }

  const { count: emojiCount, min: emojiMin } = chooseEmojiCount(setup, rng);
  const symbolHeavy = style === "Symbol Heavy";
  const tone = setup.tone;
  const aestheticVoice = tone === "Aesthetic" || (bioType === "aesthetic" && tone === undefined) || tone === "Creative";
  const airyAllowed = style !== "Clean Text" && style !== "Professional" && !symbolHeavy;
  const frame = symbolHeavy && rng.chance(0.4) ? rng.pick(SYMBOL_FRAMES) : undefined;
  const lowercase = rng.chance(setup.lowercaseChance);
  const separators =
    style === "Clean Text"
      ? PLAIN_SEPARATORS
      : symbolHeavy
        ? SYMBOL_SEPARATORS
        : style === "Professional" || tone === "Professional"
          ? [" | ", " / "]
          : SEPARATORS;
  const hashtags = style === "Hashtag Style" ? 2 + rng.int(2) : 0;
  return {
    slots,
    emojiCount,
    emojiMin,
    emojiAtStart: rng.chance(0.25),
    symbolPrefix: symbolHeavy && !frame ? rng.pick(SYMBOL_PREFIXES) : undefined,
    symbolFrame: frame,
    airy: airyAllowed && aestheticVoice && rng.chance(0.3) ? rng.pick(AIRY_SYMBOLS) : undefined,
    hashtags,
    hashtagCasing: lowercase || rng.chance(0.5) ? "lower" : "camel",
    lowercase,
    separator: rng.pick(separators) ?? " / ",
    ctaMarker: style === "Action-oriented" && rng.chance(0.5) ? rng.pick(["→", "👇", "➤"]) : undefined,
    persona: setup.usesPersona ? rng.pick(PERSONAS) : undefined,
  };
}
