import { describe, expect, it } from "vitest";

import {
  type Article,
  articleExampleBios,
  articleLinks,
  articlePlainText,
  articleWordCount,
  inlineLinks,
  inlinePlainText,
  isSiteLinkPath,
  SITE_LINK_PATHS,
} from "./article";

const SAMPLE: Article = {
  id: "sample",
  title: "A sample title",
  sections: [
    {
      id: "first",
      heading: "First heading",
      blocks: [
        { kind: "paragraph", text: ["Read the ", { text: "style guide", href: "/resources/style-guide" }, " first."] },
        { kind: "list", ordered: true, items: ["one item", [{ strong: "Bold" }, " item"]] },
      ],
    },
    {
      id: "second",
      heading: "Second",
      blocks: [
        { kind: "examples", bios: [{ bio: "line one\nline two ☕", note: "a note" }, { bio: "solo" }] },
        { kind: "callout", title: "Heads up", text: ["See ", { text: "the FAQ", href: "/resources/faq" }] },
      ],
    },
  ],
};

describe("inline text", () => {
  it("flattens links and strong parts to what a reader sees", () => {
    expect(inlinePlainText("plain")).toBe("plain");
    expect(inlinePlainText(["a ", { strong: "b" }, " ", { text: "c", href: "/" }])).toBe("a b c");
  });

  it("lists link targets in order", () => {
    expect(inlineLinks("no links")).toEqual([]);
    expect(inlineLinks([{ text: "x", href: "/a" }, " and ", { text: "y", href: "/b" }])).toEqual(["/a", "/b"]);
  });
});

describe("article helpers", () => {
  it("gives the plain text in reading order, blocks separated by blank lines", () => {
    expect(articlePlainText(SAMPLE)).toBe(
      [
        "A sample title",
        "First heading",
        "Read the style guide first.",
        "one item",
        "Bold item",
        "Second",
        "line one\nline two ☕",
        "a note",
        "solo",
        "Heads up",
        "See the FAQ",
      ].join("\n\n"),
    );
  });

  it("counts words in every part, keeping contractions and hyphenated words whole", () => {
    expect(articleWordCount(SAMPLE)).toBe(27);
    const one: Article = {
      id: "x",
      title: "Don’t split three-line bios",
      sections: [{ id: "s", heading: "It's fine", blocks: [{ kind: "paragraph", text: "☕ — ✦ 150 characters." }] }],
    };
    expect(articleWordCount(one)).toBe(4 + 2 + 2);
  });

  it("collects links and example bios", () => {
    expect(articleLinks(SAMPLE)).toEqual(["/resources/style-guide", "/resources/faq"]);
    expect(articleExampleBios(SAMPLE)).toEqual(["line one\nline two ☕", "solo"]);
  });

  it("knows the site's own pages", () => {
    expect(SITE_LINK_PATHS).toHaveLength(16);
    expect(new Set(SITE_LINK_PATHS).size).toBe(SITE_LINK_PATHS.length);
    expect(isSiteLinkPath("/funny-bios")).toBe(true);
    expect(isSiteLinkPath("/funny-bios/")).toBe(false);
    expect(isSiteLinkPath("https://example.com/")).toBe(false);
    expect(isSiteLinkPath("/contact-us")).toBe(false);
  });
});
