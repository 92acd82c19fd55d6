/**
 * Decoration, applied last, as the style's rules ask: emoji chosen from the visitor's words first
 * (then the voice's curated ones), symbol prefixes or frames, the quoted line, the call-to-action
 * pointer and the hashtag line.
 */
import { checkStyleRules } from "../style-rules";

import type { Setup } from "./compose-setup";
import { FALLBACK_HASHTAGS, HASHTAG_SUFFIXES, MYSTICAL_EMOJI } from "./decoration";
import type { BioState } from "./fill-template";
import { toHashtag } from "./grammar";
import type { BioPlan } from "./plan-bio";
import type { Random } from "./random";
import type { VisitorTerm, VisitorWords } from "./visitor-words";

export interface DraftLine {
  readonly text: string;
  readonly mentioned: readonly VisitorTerm[];
  readonly quote: boolean;
  readonly cta: boolean;
}

export function visitorHashtags(words: VisitorWords, count: number, casing: "camel" | "lower", rng: Random): string[] {
  const terms = rng.shuffle([...(words.profession ? [words.profession] : []), ...words.interests]);
  const tags: string[] = [];
  for (const term of terms) {
    const tag = toHashtag(term.text, casing);
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) tags.push(tag);
    if (tags.length >= count) return tags;
  }
  // One usable word only: the common "#NurseLife" form, still built from the visitor's word.
  const base = tags[0];
  if (base) {
    for (const suffix of rng.shuffle(HASHTAG_SUFFIXES)) {
      if (tags.length >= 2) break;
      const tag = toHashtag(`${base.slice(1)} ${suffix}`, casing);
      if (tag) tags.push(casing === "lower" ? tag.toLowerCase() : tag);
    }
  }
  return tags;
}

/** Adds a tag unless the list has it already, in any case. */
function addTag(tags: string[], tag: string | undefined): void {
  if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) tags.push(tag);
}

export function ownHashtags(setup: Setup, plan: BioPlan, state: BioState, rng: Random): string[] {
  const tags: string[] = [];
  const fromBio = state.drawn.filter(
    (entry) =>
      !entry.includes("{") && /^[\p{L} -]+$/u.test(entry) && entry.split(" ").length <= 2 && entry.length <= 16,
  );
  for (const entry of rng.shuffle(fromBio)) addTag(tags, toHashtag(entry, plan.hashtagCasing));
  for (const tag of rng.shuffle(plan.persona?.hashtags ?? [])) addTag(tags, tag);
  for (const voice of setup.emojiVoices) for (const tag of rng.shuffle(FALLBACK_HASHTAGS[voice])) addTag(tags, tag);
  return tags.slice(0, plan.hashtags);
}

/** Whether the history (of the aesthetic page, whose rule counts shared emoji) has shown this emoji. */
function isSeen(setup: Setup, emoji: string): boolean {
  return setup.history.emoji.size > 0 && setup.history.emoji.has(emoji.replace(/[\uFE0E\uFE0F]/gu, ""));
}

/** The emoji, if it is one and not used yet in the bio (it then is). */
function take(used: Set<string>, emoji: string | undefined): string | undefined {
  if (!emoji || used.has(emoji)) return undefined;
  used.add(emoji);
  return emoji;
}

/** Most work emoji one line about the work takes; the rest go to the voice's emoji. */
const WORK_EMOJI_PER_LINE = 2;

/**
 * The line with the fewest emoji (the first of those), among the allowed lines if given, and
 * under `cap` emoji if a cap is given (0: none); undefined when no line qualifies.
 */
function leastDecorated(
  perLine: readonly (readonly (string | undefined)[])[],
  allowed: readonly boolean[] | undefined,
  cap: number,
): number | undefined {
  let best: number | undefined;
  perLine.forEach((emoji, index) => {
    if (allowed && !allowed[index]) return;
    if (cap > 0 && emoji.length >= cap) return;
    if (best === undefined || emoji.length < (perLine[best]?.length ?? 0)) best = index;
  });
  return best;
}

/** The emoji for a bio: the visitor's words' own first, then their work's, then the voice's. */
function chooseEmoji(
  setup: Setup,
  plan: BioPlan,
  lines: readonly DraftLine[],
  rng: Random,
  count: number,
): (string | undefined)[][] {
  const perLine: (string | undefined)[][] = lines.map(() => []);
  if (count === 0) return perLine;
  const used = new Set<string>();
  let remaining = count;
  const text = lines.map((line) => line.text).join("\n");
  if (setup.style === "Mystical" && checkStyleRules(text, "Mystical").length > 0) {
    const mystical = take(used, rng.pick(MYSTICAL_EMOJI));
    perLine[lines.length - 1]?.push(mystical);
    remaining -= 1;
  }
  // Emoji of meaning: each line's own visitor terms.
  lines.forEach((line, index) => {
    if (remaining <= 0) return;
    for (const term of line.mentioned) {
      const emoji = term.emoji && !isSeen(setup, term.emoji) ? take(used, term.emoji) : undefined;
      if (emoji) {
        perLine[index]?.push(emoji);
        remaining -= 1;
        return;
      }
    }
  });
  if (remaining <= 0) return perLine;
  // Then the emoji of their work (their profession's, or the persona's of a bio without their
  // words), then the voice's curated emoji, those the history has not shown first (the aesthetic
  // rule rejects shared emoji), each group from a random place in it (only a few are needed). An
  // interest's emoji goes only on the line naming it (above); a work emoji only on a line about the
  // work: the first, one naming their words, an offer, a call to book their service ("warm
  // croissants 🏋️" is not). The voice's emoji are a mood and may go on any line. Each goes on the allowed line with
  // the fewest, so emoji spread.
  const profession = setup.words.profession;
  const work = [
    ...new Set(
      [profession?.emoji, ...(profession?.profile?.emoji ?? []), ...(plan.persona?.emoji ?? [])].filter(
        (emoji): emoji is string => emoji !== undefined,
      ),
    ),
  ];
  const offers = (profession?.profile?.offers ?? []).map((offer) => offer.toLowerCase());
  const aboutWork = lines.map((line, index) => {
    if (!setup.gaveWords || index === 0 || line.mentioned.length > 0) return true;
    if (line.cta && setup.words.service !== undefined) return true;
    const text = line.text.toLowerCase();
    return offers.some((offer) => text.includes(offer));
  });
  const groups: { emoji: readonly string[]; personal: boolean }[] = [
    { emoji: work.filter((emoji) => !isSeen(setup, emoji)), personal: true },
    { emoji: setup.fallbackEmoji.fresh, personal: false },
    { emoji: work.filter((emoji) => isSeen(setup, emoji)), personal: true },
    { emoji: setup.fallbackEmoji.seen, personal: false },
  ];
  for (const { emoji: group, personal } of groups) {
    const start = rng.int(group.length);
    for (let offset = 0; offset < group.length && remaining > 0; offset += 1) {
      const index = leastDecorated(perLine, personal ? aboutWork : undefined, personal ? WORK_EMOJI_PER_LINE : 0);
      if (index === undefined) break;
      const chosen = take(used, group[(start + offset) % group.length]);
      if (!chosen) continue;
      perLine[index]?.push(chosen);
      remaining -= 1;
    }
  }
  return perLine;
}

export function decorate(
  setup: Setup,
  plan: BioPlan,
  lines: readonly DraftLine[],
  hashtags: readonly string[],
  emojiCount: number,
  rng: Random,
): string {
  const emoji = chooseEmoji(setup, plan, lines, rng, emojiCount);
  const out = lines.map((line, index) => {
    let text = line.quote ? `“${line.text}”` : line.text;
    const own = (emoji[index] ?? []).filter((item): item is string => item !== undefined).join("");
    if (own) text = plan.emojiAtStart && !line.quote ? `${own} ${text}` : `${text} ${own}`;
    if (line.cta && plan.ctaMarker) text = plan.ctaMarker === "👇" ? `${text} 👇` : `${plan.ctaMarker} ${text}`;
    if (plan.symbolFrame) {
      const [framing, prefix] = plan.symbolFrame;
      text = index === 0 ? `${framing} ${text} ${framing}` : `${prefix} ${text}`;
    } else if (plan.symbolPrefix) {
      text = `${plan.symbolPrefix} ${text}`;
    } else if (plan.airy && index === 0) {
      text = `${plan.airy} ${text}`;
    }
    return text;
  });
  if (hashtags.length > 0) out.push(hashtags.join(" "));
  return out.join("\n");
}
