// Candidate lines for a bio, in three parts: who (the visitor's role or self-description), what (their work as the
// knowledge base knows it, or their interests), and a hook (an offer of the role, a trait in their words, a line about
// an interest). Every line names what it uses, so the ranking can count their facts and keep stock lines rare.
import { hasJokes, MAX_SAID, RETIRED } from "./read-visitor";
import type { InterestFact, TraitFact, TraitKind, VisitorFacts } from "./read-visitor";
import { saysThing } from "../described-lines";
import { LIST_FRAMES, PLAYFUL } from "./knowledge/voice-lines";
import type { VoiceProfile } from "./voices";

export type Part = "who" | "what" | "hook";
export type Source = "visitor" | "knowledge" | "fallback";

export interface Line {
  text: string;
  part: Part;
  /** Keys of the visitor's facts the line uses ("role", "i:coffee", "t:calm"). */
  facts: readonly string[];
  source: Source;
  /** The shape or knowledge line it came from: two bios of one answer never share one. */
  shape: string;
  /** An emoji that means what the line is about, if any. */
  emoji?: string;
  /** Written in the tone's own voice (the knowledge's lines for it): a bio should hold one. */
  tone?: boolean;
  /** A general frame around the visitor's word ("Will talk about … for hours"): fine once, stock if everywhere. */
  frame?: boolean;
  /** The role with a word pasted on ("Cheerful kindergarten teacher", "Lawyer and a wine lover"). */
  label?: boolean;
  /** Names the role by its short form ("speech therapist"): for a second bio, not the first. */
  short?: boolean;
}

/** Whether a line is in the visitor's words: a bio has at most one that is not (composer.md, "Nothing invented"). */
export const speaksForVisitor = (line: Line): boolean =>
  line.source === "visitor" || (line.source === "knowledge" && line.facts.some((fact) => fact !== "role"));

/** Longer lines wrap on a phone and read as a paragraph: three short lines read better. */
export const MAX_LINE_LENGTH = 52;
/** "Pest control technician | Finding the cause, not just the pests": the best-read first line (rounds 26–33). */
const MAX_FIRST_LINE_LENGTH = 66;
// "knows every regular" follows "who"; "grandkids call me nana sunshine" does not (round 122: "Cashier who grandkids…").
const DOES = /^(?!always|sometimes|\p{Ll}+s\s+(?:call|say|think|tell|reckon|is|are|was|has)\b)\p{Ll}+s(?:\s|$)/u;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const titled = (text: string): string => text.replace(/(?<=^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());
const NAMED =
  /^(?!(?:My|The|An?|Your|Our|\p{Lu}\p{Ll}+ing)\s)(?:\p{Lu}(?:[^\s]*[\p{Lu}\d]|-|\p{Ll}*\s(?:\p{Lu}\p{Ll}|\p{N}))|I\b)/u;
/**
 * Lowercase the first letter unless it is "I" or starts an acronym or a name ("ER", "PhD", "K-pop", "Star Wars",
 * "Formula 1"); a name's article, owner or verb is not part of it ("my Lego collection", "building Lego").
 */
export const inline = (text: string): string =>
  NAMED.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

const said = (fact: { text: string; proper?: boolean }, text = fact.text): string =>
  fact.proper ? text : inline(text);

export const listOf = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;

const interestKey = (fact: InterestFact): string => `i:${fact.text.toLowerCase()}`;
const traitKey = (fact: TraitFact): string => `t:${fact.text.toLowerCase()}`;

const emojiOf = (fact: InterestFact): string | undefined =>
  fact.emoji ?? (fact.exact || !fact.proper ? fact.knowledge?.emoji[0] : undefined);

/** Another voice's line of the base (a warm bio's plain work), drafted only when the voice's own run out. */
export const isBorrowed = (line: Line): boolean => line.source === "knowledge" && line.tone === false;

/** A list of who the visitor is ("Radiographer · swimmer · baker"), which a line of the base may go on from. */
export const listsWho = (line: Line): boolean => /^(?:role|noun|self)-fans/u.test(line.shape);

/** First lines that paste a word on the role: read blind, they scored below a who-clause or a work line. */
const LABELS = new Set(["role", "trait-role", "role-with-quality"]);

/** Every candidate line for the visitor's facts in the profile's voice. */
export function candidateLines(facts: VisitorFacts, profile: VoiceProfile, invite = false): Line[] {
  const lines: Line[] = [];
  const add = (line: Line): void => {
    const limit =
      line.part === "who" ? MAX_FIRST_LINE_LENGTH : line.shape.startsWith("phrase:") ? MAX_SAID : MAX_LINE_LENGTH;
    if (line.text.trim() === "" || line.text.length > limit) return;
    line.label = line.label === true || LABELS.has(line.shape);
    lines.push(line);
  };
  const { role, traits } = facts;
  const things = facts.interests.filter((fact) => !fact.isRole);
  const ofKind = (kind: TraitKind): TraitFact[] => traits.filter((trait) => trait.kind === kind);
  // A playful word ("silly", "sarcastic") opens a funny or casual bio, not a professional one.
  const adjectives = ofKind("adjective").filter((trait) => profile.voice === "wry" || !PLAYFUL.test(trait.text));
  const [nouns, qualities, phrases] = [ofKind("noun"), ofKind("quality"), ofKind("phrase")];
  const [voice, emoji] = [profile.voice, role?.emoji ?? role?.knowledge?.emoji[0]];
  const named = (trait: TraitFact) => (trait.detail ? things.filter((thing) => saysThing(trait.text, thing.text)) : []);
  const retired = RETIRED.test(role?.text ?? "");
  const { name: called, age, place, pronouns, workplace } = facts.identity ?? {};
  const aged = called && age ? `${titled(called)}, ${age}` : age;
  /** A line of the base in the voice, for a bio's middle or its close. */
  const known = (text: string, facts: readonly string[], shape: string, emoji?: string, tone = true): void => {
    for (const part of ["what", "hook"] as const) add({ text, part, facts, source: "knowledge", shape, tone, emoji });
  };

  // "Coffee lover · vinyl lover" reads as a form filled in (round 43: 4.5–5): a list says each last word once. No
  // "… fan" a description did not say: such bios read 0.5–0.7 lower ("Camogie fan" for a player, rounds 121–131).
  const [last, described] = [(fact: InterestFact) => fact.fan?.split(" ").at(-1), facts.identity !== undefined];
  const fans = things
    .filter((fact) => fact.fan !== undefined && !(described && fact.fan.endsWith(" fan")))
    .filter((fact, at, all) => !all.slice(0, at).some((other) => last(other) === last(fact)))
    .slice(0, 3);
  const doers = fans.filter((fact) => !/ (?:fan|lover|person|parent|owner)$/u.test(fact.fan!));
  // Who: the role as typed, and as the knowledge base names it when that is shorter.
  if (role) {
    for (const [form, short] of [[role.text, false] as const, ...(role.short ? [[role.short, true] as const] : [])]) {
      const name = capitalize(form);
      const who = (text: string, facts: readonly string[], shape: string, source: Source = "visitor", tone = false) =>
        add({ text, part: "who", facts: ["role", ...facts], source, tone, shape, short, emoji });
      who(name, [], "role");
      // "Priya, 52 | Accountant in Toronto", "Marine pilot, 47, Port of Tauranga": who, as copywriters open.
      const spot = place ? titled(place) : /^\p{Lu}/u.test(workplace ?? "") ? workplace : undefined;
      const where = spot && !form.toLowerCase().includes(spot.toLowerCase()) ? `, ${spot}` : "";
      const heading = [called && aged, `${name}${!called && age ? `, ${age}` : ""}${where}`, pronouns].filter(Boolean);
      if (!short && heading.join() !== name)
        who(heading.join(profile.separator), ["t:who"], "identity", "visitor", true);
      for (const trait of adjectives)
        who(`${capitalize(trait.text)} ${said(role, form)}`, [traitKey(trait)], "trait-role");
      for (const trait of qualities) {
        // "a dark sense of humour", but "dry humour": a quality is countable only as a sense, streak or side.
        const article = /\b(?:sense|streak|side|mind|laugh|heart|soul|voice|habit)\b/iu.test(trait.text) ? "a " : "";
        who(`${name} with ${article}${inline(trait.text)}`, [traitKey(trait)], "role-with-quality");
      }
      for (const trait of phrases.filter((phrase) => DOES.test(phrase.text)))
        who(`${name} who ${inline(trait.text)}`, [traitKey(trait)], `role-who-trait:${trait.text}`, "visitor", true);
      // "Nurse · coffee · hiking": who they are, as copywriters list it. A warm bio opens on the work, who next ("Every
      // scan is someone's worried day / Radiographer · swimmer", rounds 41–42: 0.4–0.9 above "Radiographer · <work>").
      for (const start of voice === "warm" ? fans.keys() : [0]) {
        const listed = profile.terse ? things.slice(0, 2) : [...fans, ...fans].slice(start, start + 2);
        if (profile.terse ? listed.length === 0 : fans.length < 2) continue;
        const words = [name, ...listed.map((fact) => said(fact, profile.terse ? fact.text : fact.fan))];
        who(words.join(profile.separator), listed.map(interestKey), profile.terse ? "terse-list" : `role-fans${start}`);
      }
      // The base's who-clauses are wry truths ("has seen it all by midnight"), a funny or casual bio's opening; others
      // open on the role and work in their voice ("Paramedic · A calm voice when …", "Tiler · Lippage is my sworn enemy").
      if (!profile.terse && role.knowledge) {
        // Retired, a teacher "still plans lessons in the shower" and a driver "is still handed loose change".
        const still = (clause: string) => clause.replace(/^(?:is\s|(?!has\s)(?=\p{Ll}+s\s))/u, (is) => `${is}still `);
        const clauses = voice !== "wry" ? [] : role.knowledge.who.map((c) => (retired ? still(c) : c));
        const work = (voice !== "wry" || profile.jokeFirst === true) && !retired ? role.knowledge.work[voice] : [];
        for (const [at, clause] of [...clauses, ...work].entries()) {
          const afterWho = at < clauses.length;
          const tail = afterWho ? ` who ${clause}` : `${profile.separator}${clause}`;
          const shape = `${afterWho ? "who" : "work"}:${clause}`;
          who(`${name}${tail}`, [], shape, "knowledge", true);
        }
      }
    }
  } else {
    // No role: who they are in their own words, not a hobby made a label ("Pie fan at heart" read 2.5, round 79).
    const self = (text: string, facts: readonly string[], shape: string, label = false): void =>
      add({ text, part: "who", facts, source: "visitor", shape, label });
    if (adjectives.length >= 2)
      self(capitalize(listOf(adjectives.map((trait) => inline(trait.text)))), adjectives.map(traitKey), "adjectives");
    // A detail opens as a label where more says who they are ("Bingo Thursdays and a good cuppa / … / Nan raising …").
    const selves = [...nouns, ...phrases].some((trait) => !trait.detail);
    for (const trait of [...nouns, ...phrases]) {
      const keys = [traitKey(trait), ...named(trait).map(interestKey)];
      self(capitalize(trait.text), keys, `${trait.kind}:${trait.text}`, selves && trait.detail);
    }
    const heading = [aged, place && titled(place), pronouns].filter(Boolean);
    if (called || place) self(heading.join(profile.separator), ["t:who"], "identity");
    // "Mum of 3 · home baker · board gamer", or what they do alone ("Gardener · hen keeper"), a third thing left to say.
    const [noun, two, sep] = [nouns[0], fans.slice(0, 2), profile.separator];
    const shown = [capitalize(noun?.text ?? ""), ...two.map((fan) => said(fan, fan.fan))];
    if (noun && two.length === 2) self(shown.join(sep), [traitKey(noun), ...two.map(interestKey)], "noun-fans");
    if (doers.length >= 2) self(capitalize(shown.slice(1).join(sep)), two.map(interestKey), "self-fans");
    // "Dog lover at heart", short enough for TikTok; only of a thing the base knows ("80 fan at heart" read 1.5).
    for (const side of lines.length > 0 ? [] : facts.interests.filter((fact) => fact.fan && fact.exact))
      self(`${capitalize(side.fan!)} at heart`, [interestKey(side)], "at-heart");
  }

  // What: the work as the base knows it, a close better than stock; none once retired ("Yes, I see you speeding", 2.5).
  for (const text of (!retired && role?.knowledge?.work[voice]) || []) known(text, ["role"], `work:${text}`, emoji);
  // A warm voice's few work lines run out ("Dairy farmer / Here for the quiet wins", 1.5): the plain voice's fill in.
  for (const text of (voice === "warm" && !retired && role?.knowledge?.work.plain) || [])
    known(text, ["role"], `work:${text}`, emoji, false);
  // What: the interests, in shapes any noun fits.
  const shownThings = things.map((fact) => said(fact));
  for (let size = Math.min(3, things.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= things.length && start < 3; start += 1) {
      const group = things.slice(start, start + size);
      const words = shownThings.slice(start, start + size);
      const keys = group.map(interestKey);
      const emoji = group.map(emojiOf).find((found) => found !== undefined);
      const what = (text: string, shape: string): void =>
        add({ text, part: "what", facts: keys, source: "visitor", shape, frame: true, ...(emoji ? { emoji } : {}) });
      if (profile.terse) {
        what(capitalize(words.join(profile.separator)), "list");
        continue;
      }
      // Two or three interests a line ("Off the clock: fishing"), no work frame for no job or a retired one (read 2,
      // round 121); a wry bio lists three bare if one is a detail or no trade is known, two or one if none (round 108).
      const kind = /\bstudent\b/iu.test(role?.text ?? "") ? "study" : !role || retired ? "wry" : voice;
      const frames = LIST_FRAMES[voice === "wry" ? "wry" : kind];
      const untold = !role?.knowledge && (size === 3 || (role !== undefined && group.every((fact) => !fact.exact)));
      const detail = words.some((word) => word.split(" ").length > 2) || untold;
      const bare = voice === "plain" || (voice === "wry" && detail && (size === 3 || group.every((f) => !f.exact)));
      // A lone word as a wry line ("Bowling alley worker / Skating") reads as the form; a detail does not.
      const one = things.length === 1 || (voice === "wry" && /\s\S+\s/u.test(words[0]!));
      const fits = size === 1 ? one && bare : bare || (size === 2 && voice !== "wry");
      for (const frame of fits ? frames : [])
        what(capitalize(frame.replace("{items}", words.join(", ")).replace("{list}", listOf(words))), frame);
      // Read blind 0.8 below its tone (rounds 26–31): only for a lone thing the base knows nothing of (no "porch sitter").
      if (voice === "wry" && things.length === 1 && !group[0]?.knowledge && !/(?:er|or|ist)$/u.test(words[0]!))
        what(`Strong opinions about ${words[0]}`, "opinions");
    }
  }
  // "Baker, gamer and football fan": how a copywriter lists who someone is off the clock.
  if (voice !== "wry" && !profile.terse && fans.length >= 2) {
    const text = capitalize(listOf(fans.map((fact) => said(fact, fact.fan))));
    add({ text, part: "what", facts: fans.map(interestKey), source: "visitor", shape: "fans", frame: true });
  }
  // "Allotment | crime podcasts | whippet Biscuit": their words listed (round 124), in any voice with no joke known;
  // two things where three run long ("Curling in winter | hunting in the fall", round 152).
  const [all, lists] = [facts.interests, (voice === "plain" || !hasJokes(facts)) && !profile.terse];
  const listed = [...nouns.slice(0, 2).map((noun) => inline(noun.text)), ...all.map((thing) => said(thing))];
  const keys = [...nouns.slice(0, 2).map(traitKey), ...all.map(interestKey)];
  for (let at = 0; lists && at + 1 < Math.min(keys.length, 4); at += 1) {
    const [three, two] = [3, 2].map((size) => capitalize(listed.slice(at, at + size).join(profile.separator)));
    const [text, size] = three!.length > MAX_LINE_LENGTH && at >= Math.min(nouns.length, 2) ? [two!, 2] : [three!, 3];
    for (const part of ["what", "hook"] as const)
      add({ text, part, facts: keys.slice(at, at + size), source: "visitor", shape: `bar${at}` });
  }
  // The base's lines about an interest it names; none in a professional bio of known work or described (rounds 121–129).
  for (const fact of voice === "plain" && (role?.knowledge || described) ? [] : things.filter((thing) => thing.exact))
    for (const text of fact.knowledge?.lines[voice] ?? [])
      known(text, [interestKey(fact)], `interest:${text}`, emojiOf(fact));

  // A trait's lines in the voice's own way ("I don't believe in rounding"); a voice with none says nothing of it.
  for (const trait of traits)
    for (const text of trait.knowledge?.lines[voice] ?? []) known(text, [traitKey(trait)], `trait:${text}`);

  // Hooks. An offer closes a professional bio; a funny one only if the style asks (a lecture: "Keep up with those
  // vaccinations"). None from the retired, the not yet or the employed ("falconer at a landfill", round 125).
  const gone = /^(?:retired|former|ex|amateur|aspiring|hobby)\b/iu.test(role?.text ?? "");
  const offers = gone || facts.identity?.workplace ? [] : role?.knowledge?.cta;
  const hook = (text: string, facts: readonly string[], source: Source, shape: string): void =>
    add({ text, part: "hook", facts, source, shape });
  for (const text of voice === "plain" || invite ? (offers ?? []) : [])
    hook(text, ["role"], "knowledge", `cta:${text}`);
  for (const trait of phrases) {
    // A detail ("Gym, F1, my staffy") says its interests and may sit mid-bio; "My allotment" alone is a fragment.
    const [items, shape] = [named(trait), `phrase:${trait.text}`];
    if (items.length > 0 && trait.text.split(" ").length < 4) continue;
    const facts = [traitKey(trait), ...items.map(interestKey)];
    for (const part of trait.detail ? (["what", "hook"] as const) : (["hook"] as const))
      add({ text: capitalize(trait.text), part, facts, source: "visitor", shape });
  }
  for (const text of [...profile.fallbacks, ...profile.invitations]) hook(text, [], "fallback", `fallback:${text}`);
  return lines;
}
