/**
 * Emoji from meaning: the emoji that stands for one of the visitor's words ("coffee" → ☕). Curated
 * choices for the words bios use most come first, because the emoji data's tags are broad ("travel"
 * tags a locomotive before an aeroplane); then exact CLDR label and keyword matches in the index.
 */
import type { EmojiEntry } from "../../symbols/emoji-index";

import { singularModifier } from "./grammar";

/**
 * Curated emoji for common bio words, lowercase. Where the data set offers only gendered people
 * (a cook, a health worker) an object is used instead, so the emoji fits every visitor.
 */
export const CURATED_WORD_EMOJI: Readonly<Record<string, string>> = {
  // Food and drink
  coffee: "☕",
  espresso: "☕",
  latte: "☕",
  cappuccino: "☕",
  "cold brew": "🧊",
  barista: "☕",
  tea: "🍵",
  matcha: "🍵",
  chai: "🍵",
  "bubble tea": "🧋",
  boba: "🧋",
  wine: "🍷",
  beer: "🍺",
  cocktails: "🍸",
  smoothies: "🥤",
  kombucha: "🫙",
  food: "🍜",
  foodie: "🍜",
  cooking: "🍳",
  cook: "🍳",
  chef: "🍳",
  baking: "🧁",
  baker: "🥐",
  bakery: "🥐",
  bread: "🍞",
  sourdough: "🍞",
  pastry: "🥐",
  croissants: "🥐",
  cake: "🍰",
  cakes: "🍰",
  cupcakes: "🧁",
  cookies: "🍪",
  chocolate: "🍫",
  pizza: "🍕",
  tacos: "🌮",
  sushi: "🍣",
  ramen: "🍜",
  pasta: "🍝",
  brunch: "🥞",
  vegan: "🌱",
  plantbased: "🌱",
  snacks: "🍿",
  cheese: "🧀",
  "ice cream": "🍦",
  donuts: "🍩",
  avocado: "🥑",
  honey: "🍯",
  grilling: "🔥",
  bbq: "🔥",
  // Travel and outdoors
  travel: "✈️",
  travelling: "✈️",
  traveling: "✈️",
  traveler: "🌍",
  traveller: "🌍",
  wanderlust: "🌍",
  adventure: "🧭",
  adventures: "🧭",
  exploring: "🧭",
  backpacking: "🎒",
  roadtrips: "🚗",
  "road trips": "🚗",
  hiking: "🥾",
  hiker: "🥾",
  trails: "🥾",
  camping: "🏕️",
  climbing: "🧗",
  mountains: "🏔️",
  nature: "🌿",
  outdoors: "🌲",
  beach: "🏖️",
  ocean: "🌊",
  sea: "🌊",
  surfing: "🏄",
  surf: "🏄",
  sailing: "⛵",
  swimming: "🏊",
  diving: "🤿",
  fishing: "🎣",
  skiing: "⛷️",
  snowboarding: "🏂",
  gardening: "🌱",
  garden: "🌱",
  gardener: "🌱",
  plants: "🌿",
  "plant parent": "🪴",
  houseplants: "🪴",
  flowers: "🌸",
  florist: "💐",
  sunsets: "🌅",
  sunrise: "🌅",
  stars: "✨",
  stargazing: "🔭",
  astronomy: "🔭",
  birdwatching: "🐦",
  birds: "🐦",
  // Animals
  dogs: "🐶",
  dog: "🐶",
  puppies: "🐶",
  "dog mom": "🐶",
  "dog dad": "🐶",
  cats: "🐱",
  cat: "🐱",
  kittens: "🐱",
  "cat mom": "🐱",
  "cat dad": "🐱",
  horses: "🐴",
  horse: "🐴",
  animals: "🐾",
  pets: "🐾",
  rescue: "🐾",
  veterinarian: "🐾",
  vet: "🐾",
  // Fitness and wellbeing
  fitness: "💪",
  gym: "💪",
  workout: "💪",
  workouts: "💪",
  lifting: "🏋️",
  weightlifting: "🏋️",
  powerlifting: "🏋️",
  bodybuilding: "💪",
  crossfit: "🏋️",
  trainer: "💪",
  "personal trainer": "💪",
  running: "🏃",
  runner: "🏃",
  marathon: "🏃",
  marathons: "🏃",
  cycling: "🚴",
  cyclist: "🚴",
  biking: "🚴",
  yoga: "🧘",
  pilates: "🧘",
  meditation: "🧘",
  mindfulness: "🧘",
  wellness: "🌿",
  health: "💚",
  nutrition: "🥗",
  dance: "💃",
  dancing: "💃",
  dancer: "💃",
  ballet: "🩰",
  boxing: "🥊",
  "martial arts": "🥋",
  karate: "🥋",
  football: "⚽",
  soccer: "⚽",
  basketball: "🏀",
  tennis: "🎾",
  golf: "⛳",
  volleyball: "🏐",
  baseball: "⚾",
  skateboarding: "🛹",
  skating: "⛸️",
  // Work and study
  code: "💻",
  "open source": "💻",
  coding: "💻",
  programming: "💻",
  developer: "💻",
  programmer: "💻",
  coder: "💻",
  software: "💻",
  "software engineer": "💻",
  "web developer": "💻",
  engineer: "⚙️",
  engineering: "⚙️",
  tech: "💻",
  technology: "💻",
  data: "📊",
  "data science": "📊",
  analyst: "📊",
  ai: "🤖",
  robotics: "🤖",
  science: "🔬",
  scientist: "🔬",
  research: "🔬",
  researcher: "🔬",
  biology: "🧬",
  chemistry: "🧪",
  physics: "⚛️",
  math: "📐",
  maths: "📐",
  mathematics: "📐",
  student: "📚",
  studying: "📚",
  study: "📚",
  teacher: "🍎",
  teaching: "🍎",
  education: "🍎",
  tutor: "🍎",
  professor: "🎓",
  graduate: "🎓",
  nurse: "🩺",
  nursing: "🩺",
  doctor: "🩺",
  medicine: "🩺",
  physician: "🩺",
  paramedic: "🚑",
  pharmacist: "💊",
  dentist: "🦷",
  therapist: "🛋️",
  psychology: "🧠",
  lawyer: "⚖️",
  law: "⚖️",
  accountant: "📊",
  finance: "📈",
  investing: "📈",
  marketing: "📣",
  marketer: "📣",
  sales: "🤝",
  entrepreneur: "🚀",
  founder: "🚀",
  startup: "🚀",
  startups: "🚀",
  ceo: "💼",
  business: "💼",
  consultant: "💼",
  freelancer: "💻",
  "real estate": "🏡",
  realtor: "🏡",
  architect: "📐",
  architecture: "🏛️",
  carpenter: "🪚",
  woodworking: "🪚",
  mechanic: "🔧",
  electrician: "⚡",
  firefighter: "🚒",
  pilot: "✈️",
  farmer: "🌾",
  farming: "🌾",
  lawyering: "⚖️",
  hairdresser: "💇",
  barber: "💈",
  stylist: "💇",
  "makeup artist": "💄",
  // Creative
  art: "🎨",
  artist: "🎨",
  painting: "🎨",
  painter: "🎨",
  drawing: "✏️",
  illustration: "✏️",
  illustrator: "✏️",
  sketching: "✏️",
  design: "🎨",
  designer: "🎨",
  "graphic design": "🎨",
  "ux design": "🎨",
  photography: "📷",
  photographer: "📷",
  photos: "📷",
  film: "🎬",
  films: "🎬",
  movies: "🎬",
  filmmaking: "🎬",
  filmmaker: "🎬",
  cinema: "🎬",
  videography: "🎥",
  editing: "🎬",
  music: "🎵",
  musician: "🎵",
  singing: "🎤",
  singer: "🎤",
  songwriter: "🎶",
  songwriting: "🎶",
  guitar: "🎸",
  piano: "🎹",
  drums: "🥁",
  violin: "🎻",
  dj: "🎧",
  producer: "🎧",
  podcasts: "🎙️",
  podcast: "🎙️",
  podcaster: "🎙️",
  writing: "✍️",
  writer: "✍️",
  author: "✍️",
  poetry: "✍️",
  poet: "✍️",
  journaling: "📓",
  books: "📚",
  book: "📚",
  reading: "📚",
  reader: "📚",
  bookworm: "📚",
  library: "📚",
  fashion: "👗",
  style: "👗",
  thrifting: "🛍️",
  vintage: "🕰️",
  makeup: "💄",
  beauty: "💄",
  skincare: "🧴",
  nails: "💅",
  crafts: "🧶",
  crafting: "🧶",
  knitting: "🧶",
  crochet: "🧶",
  sewing: "🧵",
  pottery: "🏺",
  ceramics: "🏺",
  candles: "🕯️",
  jewelry: "💍",
  jewellery: "💍",
  theatre: "🎭",
  theater: "🎭",
  acting: "🎭",
  actor: "🎭",
  comedy: "🎭",
  anime: "🍥",
  manga: "📖",
  comics: "💥",
  cosplay: "🎭",
  content: "📱",
  "content creator": "📱",
  creator: "📱",
  influencer: "📱",
  blogging: "💻",
  blogger: "💻",
  vlogging: "🎥",
  youtube: "🎥",
  streaming: "🎮",
  streamer: "🎮",
  // Games and tech hobbies
  gaming: "🎮",
  gamer: "🎮",
  games: "🎮",
  game: "🎮",
  "video games": "🎮",
  "board games": "🎲",
  chess: "♟️",
  esports: "🎮",
  "game developer": "🎮",
  "game dev": "🎮",
  puzzles: "🧩",
  // People and life
  family: "🏡",
  mom: "💛",
  mum: "💛",
  dad: "💛",
  parenting: "💛",
  kids: "🧸",
  love: "❤️",
  friends: "🫶",
  volunteering: "🤝",
  community: "🤝",
  faith: "🙏",
  spirituality: "🕊️",
  astrology: "🔮",
  tarot: "🔮",
  crystals: "🔮",
  history: "🏛️",
  languages: "🗣️",
  sports: "🏅",
  cars: "🚗",
  motorcycles: "🏍️",
  sneakers: "👟",
  lego: "🧱",
  memes: "😂",
  sleep: "😴",
  naps: "😴",
  podcasting: "🎙️",
  f1: "🏎️",
  "formula 1": "🏎️",
  kpop: "🎶",
  "k-pop": "🎶",
  vinyl: "💿",
  records: "💿",
  concerts: "🎫",
  festivals: "🎪",
  "true crime": "🔍",
  mystery: "🔍",
  horror: "👻",
  fantasy: "🐉",
  "sci-fi": "🚀",
  space: "🚀",
  camera: "📷",
  lattes: "☕",
};

/** Words that name a role rather than a subject; their emoji is used only when nothing else fits. */
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  "owner",
  "lover",
  "enthusiast",
  "manager",
  "person",
  "life",
  "lead",
  "head",
  "senior",
  "junior",
  "assistant",
  "specialist",
  "expert",
  "coach",
  "founder",
  "teacher",
  "student",
  "consultant",
  "director",
  "officer",
  "worker",
  "fan",
  "addict",
  "nerd",
  "geek",
  "collector",
  "mom",
  "dad",
  "mum",
  "parent",
  "freelance",
  "freelancer",
  "professional",
  "creator",
  "maker",
  "artist",
]);

/** Words too vague to look up on their own (the index tags them to unrelated emoji). */
const SKIPPED_WORDS: ReadonlySet<string> = new Set([
  "and",
  "the",
  "for",
  "with",
  "good",
  "new",
  "old",
  "big",
  "small",
  "real",
  "all",
  "top",
  "best",
  "time",
  "day",
  "days",
  "night",
  "way",
  "thing",
  "things",
  "stuff",
  "long",
  "little",
  "hot",
  "cold",
  "true",
  "free",
  "full",
  "part",
  "high",
  "low",
  "make",
  "making",
  "being",
  "doing",
  "living",
  "indie",
  "local",
  "home",
  "face",
  "hand",
  "hands",
  "work",
  "working",
  "world",
  "one",
  "two",
  "three",
  "four",
  "five",
  "first",
  "last",
  "over",
  "under",
  "very",
  "much",
  "more",
]);

/**
 * Index matches leave out Symbols and Pictographs Extended-A (U+1FA70–U+1FAFF): its emoji date
 * from 2019 on, and the newest show as an empty box on phones a few years old. Curated choices
 * are picked by hand and may use it.
 */
const RECENT_EMOJI = /[\u{1FA70}-\u{1FAFF}]/u;

/** emojibase groups never used for a word: components (2) and flags (9). */
const SKIPPED_GROUPS: ReadonlySet<number> = new Set([2, 9]);

interface IndexedWords {
  readonly byLabel: ReadonlyMap<string, string>;
  readonly byTag: ReadonlyMap<string, string>;
}

function indexWords(index: readonly EmojiEntry[]): IndexedWords {
  const byLabel = new Map<string, string>();
  const byTag = new Map<string, string>();
  for (const entry of index) {
    // Regional indicators have no group; flags and components are never a word's emoji.
    if (entry.group === undefined || SKIPPED_GROUPS.has(entry.group) || RECENT_EMOJI.test(entry.emoji)) continue;
    const label = entry.label.toLowerCase();
    if (!byLabel.has(label)) byLabel.set(label, entry.emoji);
    for (const tag of entry.tags) {
      const key = tag.toLowerCase();
      // The first entry in Unicode's display order wins, which keeps the choice deterministic.
      if (!byTag.has(key)) byTag.set(key, entry.emoji);
    }
  }
  return { byLabel, byTag };
}

/** The forms of a word to try: as typed (lowercase), singular, and a plural. */
function variants(word: string): string[] {
  const singular = singularModifier(word);
  return [...new Set([word, singular, `${singular}s`])];
}

function lookUpCurated(phrase: string): string | undefined {
  for (const form of variants(phrase)) {
    const curated = CURATED_WORD_EMOJI[form];
    if (curated) return curated;
  }
  return undefined;
}

function lookUpIndex(phrase: string, words: IndexedWords): string | undefined {
  for (const form of variants(phrase)) {
    const byLabel = words.byLabel.get(form);
    if (byLabel) return byLabel;
  }
  for (const form of variants(phrase)) {
    const byTag = words.byTag.get(form);
    if (byTag) return byTag;
  }
  return undefined;
}

/**
 * A function from one of the visitor's words or phrases to an emoji, or undefined. Tries the whole
 * phrase, then its shorter runs of words from the longest, subject words before role words
 * ("yoga teacher" → 🧘, not the teacher's 🍎). Deterministic for a given index.
 */
export function createEmojiFinder(index: readonly EmojiEntry[]): (word: string) => string | undefined {
  const words = indexWords(index);
  const cache = new Map<string, string | undefined>();

  const find = (phrase: string): string | undefined => {
    const tokens = phrase.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
    if (tokens.length === 0) return undefined;
    // The whole phrase, then runs of its words, longest first; role words ("owner", "teacher")
    // only after subject words; every curated choice before any index match ("true crime
    // podcasts" → 🎙️ from "podcasts", not the index's fingerprint for "crime").
    const runs: string[] = [];
    for (let length = tokens.length; length >= 1; length -= 1) {
      for (let start = 0; start + length <= tokens.length; start += 1) {
        runs.push(tokens.slice(start, start + length).join(" "));
      }
    }
    const ordered = [
      ...runs.filter((run) => !GENERIC_WORDS.has(run)),
      ...runs.filter((run) => GENERIC_WORDS.has(run)),
    ].filter((run) => !SKIPPED_WORDS.has(run));
    for (const run of ordered) {
      const found = lookUpCurated(run);
      if (found) return found;
    }
    // Two-letter words match too much of the index by accident ("ai" is in "tail").
    for (const run of ordered.filter((candidate) => candidate.length > 2)) {
      const found = lookUpIndex(run, words);
      if (found) return found;
    }
    return undefined;
  };

  return (word: string): string | undefined => {
    const key = word.trim().toLowerCase();
    if (key === "") return undefined;
    if (!cache.has(key)) cache.set(key, find(key));
    return cache.get(key);
  };
}
