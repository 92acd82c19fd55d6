/**
 * What a bio says when the visitor's words and the knowledge run out, by voice: true of anyone,
 * never a habit or a fact, and at most one per bio (see ../voices.ts).
 */
export const PLAIN_FALLBACKS = [
  "Open to good conversations",
  "Building something worth following",
  "Here to share the work",
  "Quietly raising the bar",
  "Doing the work, sharing the lessons",
  "Messages always welcome",
  "Say hello, I read every message",
  "Clear thinking, steady work",
  "Learning something every week",
  "Here for the long game",
];
export const WRY_FALLBACKS = [
  "Overthinking, but efficiently",
  "Here for a good time and a long chat",
  "Still figuring it out, in public",
  "Professional mess, personal best",
  "Send help, or good news",
  "Reply speed: it depends",
  "Currently loading, please wait",
  "Ask me anything, expect tangents",
  "Main skill: showing up anyway",
  "Chronically early to the group chat",
];
export const WARM_FALLBACKS = [
  "Collecting small, good days",
  "Slowly becoming who I mean to be",
  "Soft heart, steady hands",
  "Grateful for ordinary Tuesdays",
  "Choosing curiosity over fear",
  "Growing a little every season",
  "Making room for what matters",
  "Kind words, brave steps",
  "Here for the quiet wins",
  "Still learning, always grateful",
];

/**
 * Frames that hold two or three of the visitor's interests, by voice: {items} is a comma list,
 * {list} one joined with "and". A student's time off is from class, not from work. A funny bio
 * lists nothing: read blind, "Flowers and weddings: the usual" was a template showing. A warm one
 * lists plainly: "Finding joy in horse riding and true crime" scored 5.3 against 6.0 (n = 25).
 * "Outside work: …" read 0.4 below its tone (rounds 26–31, n = 35), but without it a visitor whose
 * interests the base does not know had a professional answer of work lines only.
 */
export const LIST_FRAMES: Readonly<Record<"plain" | "study" | "wry" | "warm", readonly string[]>> = {
  plain: ["Off the clock: {items}", "Outside work: {list}", "{list} on my days off"],
  study: ["Between classes: {items}", "Outside class: {list}"],
  wry: ["{items}"],
  warm: ["Off the clock: {items}", "Outside work: {list}"],
};

/**
 * Words a visitor may say of themselves with a smile ("silly", "anxious", "blunt") that read as a
 * label pasted on them outside a funny or casual bio: "Anxious PhD student" opens no professional bio.
 */
export const PLAYFUL =
  /^(?:silly|sarcastic|goofy|funny|chaotic|weird|awkward|dramatic|lazy|messy|grumpy|sassy|nerdy|quirky|cheeky|extra|feral|unhinged|anxious|nervous|blunt|shy|stubborn|impatient|moody|cynical|clumsy|forgetful|introverted|loud|deadpan|bossy|nosy|fussy)$/iu;
