// Words people often mistype, as a copywriter would correct them before a bio says them ("definately too many
// houseplants", "big beleiver", round 126). Only misspellings that are no other word, so a name or a place is never
// changed; the visitor's own slang ("lol", "ngl") is theirs and stays.
const TYPOS: Readonly<Record<string, string>> = {
  accomodate: "accommodate",
  acheive: "achieve",
  alot: "a lot",
  beleive: "believe",
  beleiver: "believer",
  belive: "believe",
  calender: "calendar",
  definately: "definitely",
  definatly: "definitely",
  embarasing: "embarrassing",
  embarrasing: "embarrassing",
  enviroment: "environment",
  excercise: "exercise",
  extention: "extension",
  freind: "friend",
  freinds: "friends",
  goverment: "government",
  langauge: "language",
  obessed: "obsessed",
  obsesed: "obsessed",
  occassion: "occasion",
  ownr: "owner",
  recieve: "receive",
  seperate: "separate",
  stich: "stitch",
  stiches: "stitches",
  tommorow: "tomorrow",
  tomorow: "tomorrow",
  "to much": "too much",
  untill: "until",
  wierd: "weird",
  // An apostrophe left out where the word without it is no other word.
  arent: "aren't",
  couldnt: "couldn't",
  didnt: "didn't",
  doesnt: "doesn't",
  dont: "don't",
  hasnt: "hasn't",
  havent: "haven't",
  // "im" is no word but "I'm" typed fast ("wife says im obessed with mulch", round 129).
  im: "I'm",
  isnt: "isn't",
  shouldnt: "shouldn't",
  thats: "that's",
  theyre: "they're",
  wasnt: "wasn't",
  werent: "weren't",
  wouldnt: "wouldn't",
  youd: "you'd",
  youre: "you're",
};

const WORD = new RegExp(`\\b(?:${Object.keys(TYPOS).join("|")})\\b`, "giu");

/** The text with the common misspellings corrected, each keeping its first letter's case. */
export function fixCommonTypos(text: string): string {
  return text.replace(WORD, (typo) => {
    const right = TYPOS[typo.toLowerCase()]!;
    return /^\p{Lu}/u.test(typo) ? right.charAt(0).toUpperCase() + right.slice(1) : right;
  });
}
