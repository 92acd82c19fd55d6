// How each tone writes, in one table: a tone speaks in one of the knowledge base's voices (plain, wry, warm) and sets
// its case, emoji and separators. Fallback lines fill a bio when the visitor's words and the knowledge run out: true
// of anyone, never a habit or a fact, at most one per bio, and no third line unless a style asks (compose-bios.ts).
import type { Tone } from "../generation-options";

import type { Voice } from "./knowledge/types";
import { PLAIN_FALLBACKS, WARM_FALLBACKS, WRY_FALLBACKS } from "./knowledge/voice-lines";

export interface VoiceProfile {
  voice: Voice;
  /** Chance that a bio's lines start in lowercase (acronyms and the visitor's capitals stay). */
  lowercase: number;
  /** Emoji per bio when the style does not set them. */
  emoji: readonly [min: number, max: number];
  /** Joins fragments: "Nurse · hiker · tea". */
  separator: string;
  /** Minimalist: fragments, few words. */
  terse: boolean;
  /** Emoji for a line about no one thing. */
  moodEmoji: readonly string[];
  fallbacks: readonly string[];
  /** Lines about interests alone a bio may hold: a professional bio is about the work first. */
  interestLines: number;
  /** Honest invitations (no link promised), each opening with a verb the Action-oriented style knows. */
  invitations: readonly string[];
  /** Opens on the role and a joke about its work ("Baker · Covered in flour by choice"), not only a who-clause. */
  jokeFirst?: boolean;
}

/** Each voice's defaults; a tone takes its voice's and changes what it must. */
const VOICE_DEFAULTS: Readonly<Record<Voice, VoiceProfile>> = {
  plain: {
    voice: "plain",
    lowercase: 0,
    emoji: [0, 1],
    separator: " | ",
    terse: false,
    moodEmoji: ["📌", "✅", "💼"],
    fallbacks: PLAIN_FALLBACKS,
    interestLines: 1,
    invitations: ["Say hello, messages are open", "Reach out to work together", "Follow along for the work itself"],
  },
  wry: {
    voice: "wry",
    lowercase: 0.2,
    emoji: [1, 2],
    separator: " · ",
    terse: false,
    moodEmoji: ["😅", "🙃", "🤷"],
    fallbacks: WRY_FALLBACKS,
    interestLines: 2,
    invitations: [
      "Say hi, I reply eventually",
      "Stick around for the bad jokes",
      "Come for the posts, stay for the tangents",
    ],
  },
  warm: {
    voice: "warm",
    lowercase: 0,
    emoji: [1, 2],
    separator: " · ",
    terse: false,
    moodEmoji: ["🌱", "✨", "🌿"],
    fallbacks: WARM_FALLBACKS,
    interestLines: 1,
    invitations: ["Come say hello, the door is open", "Stay a while, take what helps", "Walk with me for a season"],
  },
};

const speaks = (voice: Voice, overrides: Partial<VoiceProfile> = {}): VoiceProfile => ({
  ...VOICE_DEFAULTS[voice],
  ...overrides,
});

export const TONE_VOICES: Readonly<Record<Tone, VoiceProfile>> = {
  Professional: speaks("plain"),
  Casual: speaks("wry", { lowercase: 0.4 }),
  Funny: speaks("wry", { jokeFirst: true }),
  Inspirational: speaks("warm"),
  Minimalist: speaks("plain", { terse: true, separator: " · ", moodEmoji: ["▫️", "◽"] }),
  Creative: speaks("wry", { jokeFirst: true, moodEmoji: ["✨", "💫", "🌿"] }),
  Bold: speaks("plain", { emoji: [1, 1], moodEmoji: ["⚡", "🔥", "🚀"] }),
  Aesthetic: speaks("warm", { lowercase: 0.8, moodEmoji: ["🤍", "☁️", "🕊️"] }),
  Trendy: speaks("wry", { lowercase: 0.5, moodEmoji: ["✨", "💅", "🫶"] }),
  Confident: speaks("plain", { emoji: [1, 2], moodEmoji: ["⚡", "👑", "💯"] }),
  Motivational: speaks("warm", { moodEmoji: ["💪", "🔥", "🌅"] }),
  Energetic: speaks("wry", { emoji: [1, 3], moodEmoji: ["⚡", "🔥", "🎉"] }),
};

/** A request with no tone writes as Casual does. */
export function voiceFor(tone: Tone | undefined): VoiceProfile {
  return TONE_VOICES[tone ?? "Casual"];
}
