/**
 * Creative, Aesthetic and Minimalist tones with the visitor's words. Creative and Aesthetic lean on
 * imagery from the aesthetic lexicons around the visitor's interests; Minimalist says the words and
 * little else, with separators doing the work.
 */
import { group, type TemplateGroup } from "../templates";

const CREATIVE = ["Creative", "Aesthetic", "aesthetic"] as const;
const AESTHETIC = ["Aesthetic", "aesthetic"] as const;
const MINIMAL = ["Minimalist"] as const;

export const CREATIVE_TEMPLATES: readonly TemplateGroup[] = [
  group("identity", CREATIVE, [
    "{p} with a head full of {im} ideas",
    "{p}, {im} dreamer",
    "{p} with {aes_idea} ideas",
    "{p} by day, {im} daydreamer by night",
    "{ta} {p} with {aes_idea} ideas",
    "{im} dreamer, {p} in practice",
    "turning {f} into ideas",
    "{p} writing little stories about {i}",
    "{p} making ordinary days {creative_make}",
    "{p} who colours outside the lines",
    "{p} with a sketchbook heart",
    "{p} and maker of small things",
    "{p} collecting {aes_things}",
    "{p} and part-time {aes_dreamer}",
    "{im} dreamer",
    "{im} daydreamer with {aes_idea} ideas",
    "{i} and ideas",
    "{im} notes, {aes_idea} days",
  ]),
  group("identity", AESTHETIC, [
    "{p} with a soft spot for {i}",
    "{p} {sep} {i} {sep} {aes_adj} days",
    "{aes_adj} {im} days",
    "{p} in {aes_adj} light",
    "{im} soul, {aes_adj} heart",
    "{p}, softly",
    "{i} and {aes_adj} mornings",
    "{p} with a {aes_adj} heart",
    "{a aes_adj} kind of {p}",
    "{p} {sep} {aes_dreamer}",
  ]),
  group("substance", CREATIVE, [
    "{i}, {aes_things} and slow mornings",
    "{i} & {aes_things}",
    "{i} {aes_when}",
    "{i} and {i2}, {aes_when}",
    "{g} {aes_when}",
    "finding {aes_find} in {i}",
    "{i} {sep} {i2} {sep} {aes_things}",
    "a life of {i} and {aes_things}",
    "{f} and {aes_things}",
    "somewhere between {i} and {aes_place}",
    "{im} notes and {aes_things}",
  ]),
  group("hook", ["Creative"], [
    "{creative_motto}",
    "{creative_motto}",
    "{creative_motto}",
    "making something out of nothing",
    "always making something",
  ]),
  group("hook", ["Creative"], ["{creative_motto}", "{creative_motto}"], { quote: true }),
  group("hook", CREATIVE, [
    "follow along for {i} and {aes_things}",
    "come see what I'm making",
    "peek into my {im} diary",
    "wander through my {im} notes",
  ], { cta: true }),

  // Minimalist: few words, separators. {sep} becomes " · " or " / " (", " in Clean Text).
  group("identity", MINIMAL, [
    "{p} {sep} {i} {sep} {i2}",
    "{p} {sep} {i}",
    "{p}, mostly",
    "{p}. {i}.",
    "{i} + {i2}",
    "{p} / {ta}",
    "{p}. {ta}.",
    "{im} person",
    "just {i}",
    "{i}, {i2}, {i3}",
    "{p} who likes {i}",
    "{p} {sep} {t}",
    "just {a p}",
    "{p}, quietly",
    "{p} first",
    "{i} first",
    "all {i}",
    "{i}, always",
  ]),
  group("substance", MINIMAL, [
    "{i} {sep} {i2}",
    "{i}. {i2}.",
    "{i} + {i2}",
    "mostly {i}",
    "{i}, daily",
    "{g} on weekends",
    "{f}, always",
    "{i} {sep} {min_word}",
    "{i}. repeat.",
    "{i}, mostly",
    "{min_word}, {min_word}, {min_word}",
    "{min_word} days",
  ]),
  group("hook", MINIMAL, [
    "{min_motto}",
    "{min_motto}",
    "{min_motto}",
    "less {min_less}, more {i}",
    "{min_word} {sep} {min_word}",
  ]),
  group("hook", MINIMAL, ["{min_motto}", "{min_motto}"], { quote: true }),
  group("hook", MINIMAL, ["say hi", "follow along", "ask me anything", "come say hello"], { cta: true }),
  group("hook", [...CREATIVE, ...MINIMAL], ["{creative_mystic}"], { mystical: true }),
];

export const CREATIVE_LEXICONS: Readonly<Record<string, readonly string[]>> = {
  aes_idea: ["sunlit", "dreamy", "quiet", "wild", "gentle", "colourful", "slow-burning", "starry", "golden", "restless", "playful", "bright"],
  creative_make: ["a little brighter", "more colourful", "worth a second look", "a bit more magic", "softer"],
  creative_motto: [
    "make things, share things", "colour outside the lines", "create more, consume less",
    "every day is a blank page", "art is how I breathe", "stay weird, make things",
    "inspiration is everywhere", "make it, break it, make it better", "ideas need oxygen",
    "curiosity is my compass", "there's a story in everything", "start with a sketch",
    "make the thing you wish existed", "done with fear, full of ideas", "create your own weather",
  ],
  min_word: ["quiet", "calm", "light", "home", "less", "slow", "simple", "here", "now", "enough", "still", "clear", "open"],
  min_less: ["noise", "stuff", "rush", "scroll", "fuss", "clutter"],
  min_motto: ["less, but better", "keep it simple", "enough is plenty", "slow is smooth", "quiet mind", "less noise", "just breathe", "one thing at a time", "simple, honest, mine", "this is enough", "be here now", "do less, better"],
  creative_mystic: ["moonlit ideas", "stardust and sketchbooks", "made under a full moon", "cosmic ideas, earthly hands", "moon phases and paint stains"],
};
