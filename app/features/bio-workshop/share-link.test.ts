// @vitest-environment jsdom
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";

import { readShareLink, shareLinkHref, takeShareLink } from "./share-link";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the share link", () => {
  it("carries the draft, platform and font in the fragment only", () => {
    const href = shareLinkHref("https://example.com", {
      text: "Baker 🥐\nLisbon & more",
      platform: "tiktok",
      font: "bold",
    });
    const url = new URL(href);
    expect(url.pathname).toBe("/");
    expect(url.search).toBe("");
    expect(readShareLink(url.hash)).toEqual({ text: "Baker 🥐\nLisbon & more", platform: "tiktok", font: "bold" });
  });

  it("carries any text back exactly", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), (text) => {
        fc.pre(text.trim() !== "");
        const { hash } = new URL(shareLinkHref("https://example.com", { text, platform: "instagram", font: "normal" }));
        expect(readShareLink(hash)?.text).toBe(text);
      }),
    );
  });

  it("falls back to Instagram and Normal for an unknown platform or font, and ignores other fragments", () => {
    expect(readShareLink("#bio=Hi&platform=myspace&font=comic")).toEqual({
      text: "Hi",
      platform: "instagram",
      font: "normal",
    });
    expect(readShareLink("#text=Hi")).toBeUndefined();
    expect(readShareLink("#bio=%20")).toBeUndefined();
  });

  it("is read once: taking it removes it from the address", () => {
    window.history.replaceState(null, "", "/?a=1#bio=Hi&platform=twitter&font=italic");
    expect(takeShareLink()).toEqual({ text: "Hi", platform: "twitter", font: "italic" });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/?a=1");
    expect(takeShareLink()).toBeUndefined();
  });
});
