/**
 * Test data: the weighted-length cases of twitter-text's conformance suite (the npm package ships without them), from
 * github.com/twitter/twitter-text conformance/tests/validate.yml at 3b8031c80efe49f16fd282a55e28eb23aef2ad85
 * (Apache-2.0), sections WeightedTweetsWithDiscountedEmojiCounterTest and UnicodeDirectionalMarkerCounterTest: the
 * version-3 configuration X counts with. Only the weighted length is kept.
 */

export interface WeightedLengthCase {
  description: string;
  text: string;
  weightedLength: number;
  /** The file's displayRangeEnd + 1: checks the text was restated faithfully. */
  length: number;
}

const FAMILY = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}";
const ENGLAND = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
const POEM =
  "故人西辞黄鹤楼，烟花三月下扬州。孤帆远影碧空尽，唯见长江天际流。朱雀桥边野草花，乌衣巷口夕阳斜。旧时王谢堂前燕，飞入寻常百姓家。朝辞白帝彩云间，千里江陵一日还。两岸猿声啼不住，轻舟已过万重山。泪湿罗巾梦不成，夜深前殿按歌声。红颜未老恩先断，斜倚薰笼坐到明。独在异乡为异客，每逢佳节倍思亲。遥知兄弟登高处，遍插茱萸少一人。";
const KANA = "あいうえおかきくけこ";
const DASHED = "xxxxxxxxxx-".repeat(24);
const LONG_URL = `https://${"somesuperlongurl".repeat(249)}.com/foo `;

export const WEIGHTED_LENGTH_CASES: readonly WeightedLengthCase[] = [
  { description: "Regular Tweet with url", text: "Hi http://test.co", weightedLength: 26, length: 17 },
  { description: "Just url", text: "http://test.co", weightedLength: 23, length: 14 },
  {
    description: "Long tweet, overflow at char index 280",
    text: `285 chars-${DASHED}xxxxxxxxxx-`,
    weightedLength: 285,
    length: 285,
  },
  {
    description: "Long tweet with url in the middle, overflow at char index 284",
    text: `285 chars- http://www.twitter.com/jack ${DASHED}`,
    weightedLength: 299,
    length: 303,
  },
  {
    description: "Long tweet with url at the end, overflow at char index 265",
    text: `${DASHED} http://www.twitter.com/jack `,
    weightedLength: 289,
    length: 293,
  },
  {
    description: "10 url string, no overflow",
    text: "https://www.twitter.com/aloha ".repeat(10),
    weightedLength: 240,
    length: 300,
  },
  { description: "160 CJK char, overflow at char index 140", text: POEM, weightedLength: 320, length: 160 },
  {
    description: "160 emoji char, overflow at char index 140",
    text: "😷".repeat(160),
    weightedLength: 320,
    length: 320,
  },
  {
    description: "3 latin char + 160 CJK char, overflow at char index 141",
    text: `the${POEM}`,
    weightedLength: 323,
    length: 163,
  },
  {
    description: "282 chars with a normalized character within valid range but outside 280",
    text: `282 chars-${DASHED}xxxxxA\u0301x`,
    weightedLength: 281,
    length: 282,
  },
  {
    description: "Count a mix of single byte single word, and double word unicode characters",
    text: `H🐱☺${FAMILY}`,
    weightedLength: 7,
    length: 15,
  },
  {
    description: "Count unicode emoji chars inside the basic multilingual plane",
    text: "😷👾😡🔥💩",
    weightedLength: 10,
    length: 10,
  },
  {
    description: "Count unicode emoji chars outside the basic multilingual plane with skin tone modifiers",
    text: "\u{1F64B}\u{1F3FD}\u{1F468}\u200D\u{1F3A4}",
    weightedLength: 4,
    length: 9,
  },
  {
    description: "Handle General Punctuation Characters with visible spaces(u2000-200A), no ZWJ/ZWNJ",
    text:
      "This is a tweet with general punctuation characters: " +
      "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u200B" +
      " ‐ ‑ ‒ – — ― ‖  ‗ ‘ ’ ‚ ‛ “ ” „ ‟ ′ ″ ‴ ‵ ‶ ‷",
    weightedLength: 110,
    length: 110,
  },
  {
    description: "Handle long url with invalid domain labels and short url",
    text: `Long url with invalid domain labels and a short url: ${LONG_URL.repeat(3)}https://validurl.com`,
    weightedLength: 12079,
    length: 12076,
  },
  {
    description: "Handle a 64 character domain without protocol",
    text: "randomurlrandomurlrandomurlrandomurlrandomurlrandomurlrandomurls.com",
    weightedLength: 68,
    length: 68,
  },
  {
    description:
      "Do not allow > 140 CJK characters by virtue of CJK chars greater than 63 punycode encoded chars in the host",
    text: `${KANA.repeat(12)} http://${KANA.repeat(5)}あいう.com`,
    weightedLength: 358,
    length: 185,
  },
  {
    description: "Allow > 140 CJK characters by virtue of CJK chars less than 63 punycode encoded chars in the host",
    text: `${KANA.repeat(12)} http://${KANA.repeat(5)}あい.com`,
    weightedLength: 264,
    length: 184,
  },
  { description: "140 family emoji", text: FAMILY.repeat(140), weightedLength: 280, length: 1540 },
  {
    description: "Unicode 10.0 emoji",
    text: `Unicode 10.0 emoji: 🤪; 🧕; 🧕🏾; ${ENGLAND}`,
    weightedLength: 34,
    length: 48,
  },
  { description: "Unicode 9.0 emoji", text: "Unicode 9.0 emoji: 🤠; 💃; 💃🏾", weightedLength: 29, length: 31 },
  { description: "Handle invalid characters", text: "ABC\u202A\uFFFFABC\uFFFE", weightedLength: 12, length: 9 },
  {
    description: "Tweet text containing directional characters should be considered valid",
    text: "\u2066\u202Ahttp://foobar.پاکستان/\u202C\u2069",
    weightedLength: 31,
    length: 26,
  },
];
