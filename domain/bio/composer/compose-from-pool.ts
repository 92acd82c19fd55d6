// Category pages draw whole bios from their pools (domain/bio/pools/), written by a copywriter: the spec's history and
// batch rules choose among them, and the style is applied to each (emoji kept or cut, symbols, a quoted last line,
// hashtags). The Business page names a trade in `profession`; its pool first, then the others', so a visitor gets six.
import { BIO_TYPES, type BioType } from "../bio-type";
import type { BioRequest, Style } from "../generation-options";
import { createAnswerChecker } from "../answer-checker";
import { firstWord, isMeaningfulWord, tokenizeWords } from "../similarity";
import { checkStyleRules, isCallToActionLine, MINIMALIST_MAX_WORDS } from "../style-rules";
import { fitsPlatform } from "../../text/count-characters";
import type { Platform } from "../../text/platforms";
import { BUSINESS_POOL } from "../pools/business";
import { POOLS } from "../pools/pools";
import { TRADES, type Trade } from "../pools/trades";

import { applyStyle, hashtagsFrom, limitEmoji } from "./apply-style";
import { createRandom } from "./random";
import { TONE_VOICES } from "./voices";

type PoolOptions = { seed: number; alongside: readonly string[]; count: number };

/** The trade a Business request names (its id, label or one of its names), if any. */
export function tradeFor(profession: string): Trade | undefined {
  const text = profession.trim().toLowerCase();
  if (text === "") return undefined;
  return TRADES.find(
    (trade) => trade.id === text || trade.label.toLowerCase() === text || trade.names.some((name) => name === text),
  )?.id;
}

/** A pool bio under a style: as written when it already complies, else adapted to it. */
function styled(bio: string, request: BioRequest, seed: number): string {
  const style = request.style;
  if (checkStyleRules(bio, style).length === 0) return bio;
  if (style === "Minimalist" || style === "Professional" || style === "With Emojis") {
    let cut = limitEmoji(bio, style === "With Emojis" ? 3 : 1);
    // Minimalist: its first lines, whole, within the word limit.
    const lines = cut.split("\n");
    while (style === "Minimalist" && lines.length > 1 && tokenizeWords(lines.join(" ")).length > MINIMALIST_MAX_WORDS)
      lines.pop();
    cut = lines.join("\n");
    if (checkStyleRules(cut, style).length === 0) return cut;
  }
  const own = [...new Set(bio.match(/\p{Extended_Pictographic}\uFE0F?/gu) ?? [])];
  const lines = bio.split("\n").map((line) => ({ text: limitEmoji(line, 0) }));
  // Action-oriented and no line invites: the last line becomes an honest invitation, or (once
  // those are used in the answer) points onward with an arrow.
  const last = lines.length - 1;
  if (style === "Action-oriented" && !lines.some((line) => isCallToActionLine(line.text))) {
    const invitation = INVITATIONS[seed];
    lines[last] = { text: invitation ?? `→ ${lines[last]?.text ?? ""}` };
  }
  return applyStyle({
    lines,
    style,
    emoji: style === "Clean Text" ? 0 : Math.max(1, Math.min(3, own.length)),
    moodEmoji: [...own, ...EXTRA_EMOJI],
    lowercase: false,
    hashtags: style === "Hashtag Style" ? hashtagsFor(bio) : [],
  });
}

// A bio's first line in plain words, whatever its style (emoji, symbols, quotes aside): no style
// drops or replaces a first line, and no two bios of a pool share a line (pools.test.ts).
// ASCII letters and digits only: the same on both sides, and far cheaper than Unicode classes.
const plainKey = (bio: string): string => (bio.split("\n")[0] ?? "").replace(/[^A-Za-z0-9]+/g, "").toLowerCase();

/** Each pool's bios by their first line, to tell which avoided bios came from the pool. */
const POOL_KEYS: ReadonlyMap<BioType, ReadonlyMap<string, string>> = new Map(
  BIO_TYPES.map((bioType) => [bioType, new Map(POOLS[bioType].map((bio) => [plainKey(bio), bio]))]),
);

// The pool bios written for a style that adapting cannot fake well (a call to action, three emoji,
// a mystical word, twelve words), found once from the data: those are served first.
const WRITTEN_FOR: Partial<Record<Style, ReadonlySet<string>>> = Object.fromEntries(
  (["Action-oriented", "Emoji Rich", "Mystical", "Minimalist"] as const).map((style) => [
    style,
    new Set(Object.values(POOLS).flatMap((pool) => pool.filter((bio) => checkStyleRules(bio, style).length === 0))),
  ]),
);

const INVITATIONS = [...new Set(Object.values(TONE_VOICES).flatMap((voice) => voice.invitations))];

/** Hashtag Style's tags for a pool bio: its longest words, so each bio's tags are its own. */
function hashtagsFor(bio: string): string[] {
  const words = [...new Set(tokenizeWords(bio).filter(isMeaningfulWord))].sort((a, b) => b.length - a.length);
  return hashtagsFrom(words.slice(0, 3));
}

/** For a style that wants more emoji than a bio brings (Emoji Rich). */
const EXTRA_EMOJI = ["✨", "⭐", "🌙"];

// A shorter platform (TikTok's 80) gets whole lines of the bio, never a cut word or an ellipsis:
// without its middle line, then without its last, keeping what the style needs.
function fitted(text: string, platform: Platform, style: BioRequest["style"]): string | undefined {
  const lines = text.split("\n");
  const shorter = [lines, [lines[0], lines[2]], [lines[0], lines[1]], [lines[0]]].map((kept) =>
    kept.filter((line): line is string => line !== undefined).join("\n"),
  );
  return shorter.find(
    (candidate) => fitsPlatform(candidate, platform) && checkStyleRules(candidate, style).length === 0,
  );
}

export function composeFromPool(request: BioRequest, { seed, alongside, count }: PoolOptions): string[] {
  const bioType = request.bioType ?? "funny";
  const random = createRandom(seed);
  const shownPool = new Set<string>();
  const foreign: string[] = [];
  for (const bio of request.avoid) {
    const origin = POOL_KEYS.get(bioType)?.get(plainKey(bio));
    if (origin === undefined) foreign.push(bio);
    else shownPool.add(origin);
  }
  const trade = bioType === "business" ? tradeFor(request.profession) : undefined;
  const first = trade ? BUSINESS_POOL[trade].filter((bio) => !shownPool.has(bio)) : [];
  const rest = POOLS[bioType].filter((bio) => !first.includes(bio) && !shownPool.has(bio));

  // The chosen trade's bios first; within each group, bios written for the style (a call to
  // action, three emoji, few words) before bios adapted to it.
  const written = request.style ? WRITTEN_FOR[request.style] : undefined;
  const byFit = (bios: readonly string[]): string[] => {
    const shuffled = random.shuffle(bios);
    return [...shuffled.filter((bio) => written?.has(bio)), ...shuffled.filter((bio) => !written?.has(bio))];
  };
  const ordered = [...byFit(first), ...byFit(rest)];
  const picked: string[] = [];
  // Passes: six that open with six different words, then any opening, then (a pool used up by a
  // long session) only no exact repeat.
  const openings = new Set<string>();
  for (const pass of [0, 1, 2]) {
    if (picked.length >= count) break;
    const pageRules = pass < 2;
    const checker = createAnswerChecker(pageRules ? foreign : request.avoid, pageRules ? bioType : undefined, [
      ...alongside,
      ...picked,
    ]);
    for (const bio of ordered) {
      if (picked.length >= count) break;
      if (pass === 0 && openings.has(firstWord(bio) ?? "")) continue;
      const text = fitted(styled(bio, request, picked.length), request.platform, request.style);
      if (text !== undefined && !picked.includes(text) && checker.accept(text)) {
        picked.push(text);
        openings.add(firstWord(bio) ?? "");
      }
    }
  }
  return picked;
}
