export type CharMap = ReadonlyMap<string, string>;

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";

function fromRange(chars: string, start: number): [string, string][] {
  return [...chars].map((char, index) => [char, String.fromCodePoint(start + index)]);
}

function fromList(chars: string, styled: string): [string, string][] {
  const glyphs = [...styled];
  if (glyphs.length !== chars.length) throw new Error(`Alphabet table mismatch for ${chars}`);
  return [...chars].map((char, index) => [char, glyphs[index]!] as [string, string]).filter(([a, b]) => a !== b);
}

interface MathAlphabet {
  upper: number;
  lower: number;
  digits?: number;
  exceptions?: Record<string, string>;
}

/** These alphabets have holes where Letterlike Symbols (U+2100) has the letter: those code points are unassigned. */
const MATH_ALPHABETS = {
  bold: { upper: 0x1d400, lower: 0x1d41a, digits: 0x1d7ce },
  italic: { upper: 0x1d434, lower: 0x1d44e, exceptions: { h: "\u210e" } },
  boldItalic: { upper: 0x1d468, lower: 0x1d482 },
  script: {
    upper: 0x1d49c,
    lower: 0x1d4b6,
    exceptions: {
      B: "\u212c",
      E: "\u2130",
      F: "\u2131",
      H: "\u210b",
      I: "\u2110",
      L: "\u2112",
      M: "\u2133",
      R: "\u211b",
      e: "\u212f",
      g: "\u210a",
      o: "\u2134",
    },
  },
  boldScript: { upper: 0x1d4d0, lower: 0x1d4ea },
  fraktur: {
    upper: 0x1d504,
    lower: 0x1d51e,
    exceptions: { C: "\u212d", H: "\u210c", I: "\u2111", R: "\u211c", Z: "\u2128" },
  },
  doubleStruck: {
    upper: 0x1d538,
    lower: 0x1d552,
    digits: 0x1d7d8,
    exceptions: { C: "\u2102", H: "\u210d", N: "\u2115", P: "\u2119", Q: "\u211a", R: "\u211d", Z: "\u2124" },
  },
  boldFraktur: { upper: 0x1d56c, lower: 0x1d586 },
  sans: { upper: 0x1d5a0, lower: 0x1d5ba, digits: 0x1d7e2 },
  sansBold: { upper: 0x1d5d4, lower: 0x1d5ee, digits: 0x1d7ec },
  sansItalic: { upper: 0x1d608, lower: 0x1d622 },
  sansBoldItalic: { upper: 0x1d63c, lower: 0x1d656 },
  monospace: { upper: 0x1d670, lower: 0x1d68a, digits: 0x1d7f6 },
} as const satisfies Record<string, MathAlphabet>;

function mathAlphabet({ upper, lower, digits, exceptions }: MathAlphabet): CharMap {
  const map = new Map([
    ...fromRange(UPPER, upper),
    ...fromRange(LOWER, lower),
    ...(digits ? fromRange(DIGITS, digits) : []),
  ]);
  for (const [char, replacement] of Object.entries(exceptions ?? {})) map.set(char, replacement);
  return map;
}

// Where Unicode has only capitals (squared, negative, bubble), both cases map to them.
function capitalsOnly(start: number): [string, string][] {
  const upper = fromRange(UPPER, start);
  return [...upper, ...upper.map(([char, styled]) => [char.toLowerCase(), styled] as [string, string])];
}

const SYMBOL_ALPHABETS = {
  circled: new Map([
    ...fromRange(UPPER, 0x24b6),
    ...fromRange(LOWER, 0x24d0),
    ["0", "\u24ea"],
    ...fromRange("123456789", 0x2460),
  ]),
  bubble: new Map([...capitalsOnly(0x1f150), ["0", "\u24ff"], ...fromRange("123456789", 0x278a)]),
  squared: new Map(capitalsOnly(0x1f130)),
  negativeSquared: new Map(capitalsOnly(0x1f170)),
  fullwidth: new Map([
    [" ", "\u3000"],
    ...Array.from(
      { length: 0x7e - 0x21 + 1 },
      (_, index) => [String.fromCharCode(0x21 + index), String.fromCodePoint(0xff01 + index)] as [string, string],
    ),
  ]),
  // Capitals stay capitals, as in real small-caps type. There is no small capital X.
  smallCaps: new Map(fromList(LOWER, "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡxʏᴢ")),
  // q, C, F, Q, S, X, Y and Z have no superscript phones render reliably.
  superscript: new Map([
    ...fromList(LOWER, "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖqʳˢᵗᵘᵛʷˣʸᶻ"),
    ...fromList(UPPER, "ᴬᴮCᴰᴱFᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾQᴿSᵀᵁⱽᵂXYZ"),
    ...fromList(DIGITS, "⁰¹²³⁴⁵⁶⁷⁸⁹"),
  ]),
} satisfies Record<string, CharMap>;

const UPSIDE_DOWN: CharMap = new Map([
  ...fromList(LOWER, "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz"),
  ...fromList(UPPER, "∀ꓭƆᗡƎℲ⅁HIſꓘ˥WNOԀΌꓤS⊥∩ΛMX⅄Z"),
  ...fromList(DIGITS, "0Ɩ↊↋ㄣϛ9ㄥ86"),
  ...fromList(".,?!'()[]{}<>&_", "˙'¿¡,)(][}{><⅋‾"),
]);

const MIRRORED: CharMap = new Map([
  ...fromList(LOWER, "ɒdɔbɘꟻǫhijʞlmnoqpɿꙅƚuvwxγƹ"),
  ...fromList(UPPER, "AᗺƆᗡƎꟻӘHIJꓘ⅃MИOꟼQЯƧTUVWXYƸ"),
  ...fromList("3()[]{}<>?", "Ɛ)(][}{><⸮"),
]);

export type AlphabetKey = keyof typeof MATH_ALPHABETS | keyof typeof SYMBOL_ALPHABETS;

export const ALPHABETS: Readonly<Record<AlphabetKey, CharMap>> = {
  ...(Object.fromEntries(
    Object.entries(MATH_ALPHABETS).map(([key, alphabet]) => [key, mathAlphabet(alphabet)]),
  ) as Record<keyof typeof MATH_ALPHABETS, CharMap>),
  ...SYMBOL_ALPHABETS,
};

export const FLIP_TABLES = { upsideDown: UPSIDE_DOWN, mirrored: MIRRORED } as const;
