import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { convertText, fontSample } from "./convert-text";
import { FONT_CATEGORIES, FONT_STYLES, type FontStyleKey } from "./font-styles";
import { toPlainText } from "./to-plain-text";
import { countGraphemes, splitGraphemes } from "../text/graphemes";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const ALPHANUMERICS = UPPER + LOWER + DIGITS;

const convert = (text: string, style: FontStyleKey) => convertText(text, style, { keepPlainTokens: false });
const codePoint = (char: string) => char.codePointAt(0)!;

describe("alphabets with holes use Letterlike Symbols", () => {
  // From the Unicode charts, not the implementation's tables.
  it.each([
    ["italic", LOWER, "𝑎𝑏𝑐𝑑𝑒𝑓𝑔ℎ𝑖𝑗𝑘𝑙𝑚𝑛𝑜𝑝𝑞𝑟𝑠𝑡𝑢𝑣𝑤𝑥𝑦𝑧"],
    ["cursive", UPPER, "𝒜ℬ𝒞𝒟ℰℱ𝒢ℋℐ𝒥𝒦ℒℳ𝒩𝒪𝒫𝒬ℛ𝒮𝒯𝒰𝒱𝒲𝒳𝒴𝒵"],
    ["cursive", LOWER, "𝒶𝒷𝒸𝒹ℯ𝒻ℊ𝒽𝒾𝒿𝓀𝓁𝓂𝓃ℴ𝓅𝓆𝓇𝓈𝓉𝓊𝓋𝓌𝓍𝓎𝓏"],
    ["fraktur", UPPER, "𝔄𝔅ℭ𝔇𝔈𝔉𝔊ℌℑ𝔍𝔎𝔏𝔐𝔑𝔒𝔓𝔔ℜ𝔖𝔗𝔘𝔙𝔚𝔛𝔜ℨ"],
    ["fraktur", LOWER, "𝔞𝔟𝔠𝔡𝔢𝔣𝔤𝔥𝔦𝔧𝔨𝔩𝔪𝔫𝔬𝔭𝔮𝔯𝔰𝔱𝔲𝔳𝔴𝔵𝔶𝔷"],
    ["double", UPPER, "𝔸𝔹ℂ𝔻𝔼𝔽𝔾ℍ𝕀𝕁𝕂𝕃𝕄ℕ𝕆ℙℚℝ𝕊𝕋𝕌𝕍𝕎𝕏𝕐ℤ"],
    ["double", LOWER, "𝕒𝕓𝕔𝕕𝕖𝕗𝕘𝕙𝕚𝕛𝕜𝕝𝕞𝕟𝕠𝕡𝕢𝕣𝕤𝕥𝕦𝕧𝕨𝕩𝕪𝕫"],
    ["double", DIGITS, "𝟘𝟙𝟚𝟛𝟜𝟝𝟞𝟟𝟠𝟡"],
    ["bold", UPPER + DIGITS, "𝐀𝐁𝐂𝐃𝐄𝐅𝐆𝐇𝐈𝐉𝐊𝐋𝐌𝐍𝐎𝐏𝐐𝐑𝐒𝐓𝐔𝐕𝐖𝐗𝐘𝐙𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗"],
    ["monospace", LOWER + DIGITS, "𝚊𝚋𝚌𝚍𝚎𝚏𝚐𝚑𝚒𝚓𝚔𝚕𝚖𝚗𝚘𝚙𝚚𝚛𝚜𝚝𝚞𝚟𝚠𝚡𝚢𝚣𝟶𝟷𝟸𝟹𝟺𝟻𝟼𝟽𝟾𝟿"],
    ["circled", UPPER.slice(0, 3) + LOWER.slice(0, 3) + DIGITS, "ⒶⒷⒸⓐⓑⓒ⓪①②③④⑤⑥⑦⑧⑨"],
    ["fancy", LOWER, "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡxʏᴢ"],
  ] as const)("%s over %s", (style, input, expected) => {
    expect(convert(input, style)).toBe(expected);
  });

  it("never produces the unassigned holes of the U+1D400 block", () => {
    // U+1D49D (script B) and U+1D53A (double-struck C) are unassigned.
    const holes = [
      0x1d455, 0x1d49d, 0x1d4a0, 0x1d4a1, 0x1d4a3, 0x1d4a4, 0x1d4a7, 0x1d4a8, 0x1d4ad, 0x1d4ba, 0x1d4bc, 0x1d4c4,
      0x1d506, 0x1d50b, 0x1d50c, 0x1d515, 0x1d51d, 0x1d53a, 0x1d53f, 0x1d545, 0x1d547, 0x1d548, 0x1d549, 0x1d551,
    ];
    for (const style of FONT_STYLES) {
      const output = convert(ALPHANUMERICS, style.key);
      for (const char of output)
        expect(holes, `${style.key} produced U+${codePoint(char).toString(16)}`).not.toContain(codePoint(char));
    }
  });
});

describe("every style over the whole alphabet and digits", () => {
  it.each(FONT_STYLES.map((style) => [style.key, style] as const))("%s", (key, style) => {
    const output = convert(ALPHANUMERICS, key);
    expect(output).not.toMatch(/\p{Cn}/u);
    if (style.transform.kind === "map") {
      const glyphs = Array.from(output);
      expect(glyphs).toHaveLength(ALPHANUMERICS.length);
      // Unicode compatibility data or our own undo says it is the same letter.
      glyphs.forEach((glyph, index) => {
        const plain = ALPHANUMERICS[index]!;
        const undone = toPlainText(glyph);
        expect(style.reversible ? undone : undone.toLowerCase(), `${key} ${plain}`).toBe(
          style.reversible ? plain : plain.toLowerCase(),
        );
      });
    }
    if (key !== "normal" && key !== "wave") expect(output).not.toBe(ALPHANUMERICS);
  });

  it("gives digits a styled form where Unicode has one and leaves them plain elsewhere", () => {
    expect(convert("2026", "bold")).toBe("𝟐𝟎𝟐𝟔");
    expect(convert("2026", "sans-bold")).toBe("𝟮𝟬𝟮𝟲");
    expect(convert("2026", "italic")).toBe("2026");
    expect(convert("2026", "cursive")).toBe("2026");
    expect(convert("2026", "fraktur")).toBe("2026");
  });
});

describe("styles that change more than letters", () => {
  it.each([
    ["spaced", "Hi you", "H i   y o u"],
    ["vaporwave", "Hi you", "Ｈ ｉ   ｙ ｏ ｕ"],
    ["reverse", "abc 123", "321 cba"],
    ["upside-down", "Hello!", "¡ollǝH"],
    ["mirror", "bad", "bɒd"],
    ["wave", "hello world", "HeLlO wOrLd"],
    ["cute", "so sweet", "꒰ so sweet ꒱ ♡"],
    ["sparkles", "dream", "✧･ﾟ: dream :･ﾟ✧"],
    ["strikethrough", "no", "n\u0336o\u0336"],
    ["underlined", "a b", "a\u0332 \u0332b\u0332"],
    ["dots", "a b", "a\u0324 b\u0324"],
    ["slashed", "a!", "a\u0338!"],
  ] as const)("%s", (style, input, expected) => {
    expect(convert(input, style)).toBe(expected);
  });

  it("never marks control or separator characters, so no mark becomes a character of its own", () => {
    for (const separator of ["\u2029", "\u2028", "\t", "\u200b"]) {
      const text = `a${separator}b`;
      for (const key of ["underlined", "strikethrough"] as const) {
        expect(countGraphemes(convert(text, key)), `${key} ${JSON.stringify(separator)}`).toBe(countGraphemes(text));
      }
    }
  });

  it("converts each line on its own and keeps the line breaks", () => {
    expect(convert("ab\ncd", "reverse")).toBe("ba\ndc");
    expect(convert("one\r\ntwo", "bold")).toBe("𝐨𝐧𝐞\r\n𝐭𝐰𝐨");
    expect(convert("a\n\nb", "cute")).toBe("꒰ a ꒱ ♡\n\n꒰ b ꒱ ♡");
  });
});

describe("conversion starts from plain text", () => {
  it("turns bold into script, not bold script, and 'normal' gives the plain text back", () => {
    const bold = convertText("Maya Lopez", "bold");
    expect(convertText(bold, "cursive")).toBe(convertText("Maya Lopez", "cursive"));
    expect(convertText(convertText(bold, "strikethrough"), "normal")).toBe("Maya Lopez");
  });
});

describe("handles, hashtags, e-mail addresses and links", () => {
  it("stay plain by default and can be styled on request", () => {
    const bio = "Baker @maya.bakes #sourdough maya@example.com https://maya.example/shop www.maya.com maya.shop";
    const styled = convertText(bio, "bold");
    for (const token of [
      "@maya.bakes",
      "#sourdough",
      "maya@example.com",
      "https://maya.example/shop",
      "www.maya.com",
      "maya.shop",
    ]) {
      expect(styled).toContain(token);
    }
    expect(styled.startsWith("𝐁𝐚𝐤𝐞𝐫")).toBe(true);
    expect(convertText(bio, "bold", { keepPlainTokens: false })).not.toContain("@maya.bakes");
  });

  it("stay whole and readable when the order is reversed", () => {
    expect(convertText("hi @maya", "reverse")).toBe("@maya ih");
    // A hashtag ending in a decomposed accent keeps it.
    expect(convertText("#A\u0300 x", "reverse")).toBe("x #A\u0300");
  });

  it("leave sentence punctuation after a link to the style", () => {
    expect(convertText("see www.maya.com.", "bold")).toBe("𝐬𝐞𝐞 www.maya.com.");
  });
});

const EMOJI_SAMPLES = ["👨‍👩‍👧‍👦", "🇯🇵", "🏳️‍🌈", "👋🏽", "1️⃣", "❤️", "🧑🏿‍💻", "☕"];
const COMBINING_SAMPLES = ["e\u0301", "n\u0303", "Å", "ế"];
const NON_LATIN = ["日本", "Привет", "مرحبا", "שלום", "नमस्ते"];

describe("grapheme safety", () => {
  it.each(FONT_STYLES.map((style) => style.key))("%s keeps emoji sequences and flags byte-for-byte", (key) => {
    for (const sample of EMOJI_SAMPLES) {
      const output = convertText(`ab ${sample} cd`, key);
      expect(output, sample).toContain(sample);
    }
  });

  it.each(FONT_STYLES.map((style) => style.key))("%s keeps every grapheme of other scripts whole", (key) => {
    const marks = /[\u0332\u0336\u0324\u0338]$/;
    for (const sample of NON_LATIN) {
      const output = splitGraphemes(convertText(`ab ${sample} cd`, key)).map((grapheme) => grapheme.replace(marks, ""));
      for (const grapheme of splitGraphemes(sample)) expect(output, `${sample}: ${grapheme}`).toContain(grapheme);
    }
  });

  it("changes no letter of other scripts in styles that keep the order", () => {
    for (const style of FONT_STYLES.filter((entry) =>
      ["map", "wave", "wrap", "identity"].includes(entry.transform.kind),
    )) {
      for (const sample of NON_LATIN)
        expect(convertText(`ab ${sample} cd`, style.key), `${style.key} ${sample}`).toContain(sample);
    }
  });

  it.each(FONT_STYLES.map((style) => style.key))(
    "%s keeps combining text whole (adding at most its own mark)",
    (key) => {
      for (const sample of COMBINING_SAMPLES) {
        const output = convertText(`x ${sample} y`, key).replace(/[\u0332\u0336\u0324\u0338]/g, "");
        expect(output, sample).toContain(sample);
      }
    },
  );

  it("never puts a combining mark inside an emoji", () => {
    for (const key of ["strikethrough", "underlined", "dots", "slashed"] as const) {
      const output = convertText("hi 👨‍👩‍👧‍👦🇯🇵", key);
      expect(output.endsWith("👨‍👩‍👧‍👦🇯🇵"), key).toBe(true);
    }
  });
});

describe("properties", () => {
  const anyText = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.string({ unit: "grapheme" }),
    fc.string({ unit: "binary-ascii" }),
  );
  const styleKey = fc.constantFrom(...FONT_STYLES.map((style) => style.key));

  it("no style throws on any string, lone surrogates included", () => {
    fc.assert(
      fc.property(anyText, styleKey, (text, key) => {
        expect(typeof convertText(text, key)).toBe("string");
        expect(typeof toPlainText(text)).toBe("string");
      }),
      { numRuns: 2000 },
    );
  });

  it("no style adds an unassigned code point", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), styleKey, (text, key) => {
        const before = (toPlainText(text).match(/\p{Cn}/gu) ?? []).length;
        expect((convertText(text, key).match(/\p{Cn}/gu) ?? []).length).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });

  it("length-preserving styles keep the number of graphemes of every line", () => {
    const preserving = FONT_STYLES.filter((style) => style.preservesLength).map((style) => style.key);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.constantFrom(...preserving), (text, key) => {
        const plainLines = toPlainText(text).split(/\r\n|\n|\r/);
        const styledLines = convertText(text, key).split(/\r\n|\n|\r/);
        expect(styledLines.map(countGraphemes)).toEqual(plainLines.map(countGraphemes));
      }),
      { numRuns: 1000 },
    );
  });

  it("toPlainText undoes every reversible style for ASCII letters, digits and spaces", () => {
    const reversible = FONT_STYLES.filter((style) => style.reversible).map((style) => style.key);
    const asciiText = fc.string({ unit: fc.constantFrom(...(ALPHANUMERICS + " ")) });
    fc.assert(
      fc.property(asciiText, fc.constantFrom(...reversible), (text, key) => {
        expect(toPlainText(convertText(text, key))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the style table", () => {
  it("has the product's 20 keys and at least 32 styles", () => {
    const keys = FONT_STYLES.map((style) => style.key);
    expect(keys.slice(0, 20)).toEqual([
      "normal",
      "bold",
      "italic",
      "cursive",
      "fancy",
      "spaced",
      "circled",
      "squared",
      "underlined",
      "double",
      "monospace",
      "strikethrough",
      "bubble",
      "reverse",
      "mirror",
      "negative",
      "fraktur",
      "wave",
      "cute",
      "dots",
    ]);
    expect(keys.length).toBeGreaterThanOrEqual(32);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(FONT_STYLES.map((style) => style.name)).size).toBe(keys.length);
  });

  it("gives every filter category at least two styles", () => {
    for (const category of FONT_CATEGORIES.filter((name) => name !== "All")) {
      expect(FONT_STYLES.filter((style) => style.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives every style a sample and a one-sentence accessibility note", () => {
    for (const style of FONT_STYLES) {
      const sample = fontSample(style.key);
      if (style.key !== "normal") expect(sample, style.key).not.toBe("Hello World");
      expect(style.accessibilityNote, style.key).toMatch(/^[A-Z].{20,200}[.]$/);
    }
    expect(fontSample("bold")).toBe("𝐇𝐞𝐥𝐥𝐨 𝐖𝐨𝐫𝐥𝐝");
  });

  it("only calls plain-letter styles safe for a name field", () => {
    expect(FONT_STYLES.filter((style) => style.safeForName).map((style) => style.key)).toEqual(["normal", "wave"]);
  });
});
