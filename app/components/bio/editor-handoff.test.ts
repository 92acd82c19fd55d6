// @vitest-environment jsdom
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";

import { TEMPLATE_COLLECTION } from "@domain/templates/template-collection";

import { editorHandoffHref, readEditorHandoff, takeEditorHandoff } from "./editor-handoff";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the editor handoff", () => {
  it("is a link to the home page whose fragment carries the text", () => {
    const href = editorHandoffHref("✨ Hi\n💌 yourname@email.com & more");
    expect(href.startsWith("/#text=")).toBe(true);
    expect(href).not.toMatch(/[\s\n]/);
    expect(readEditorHandoff(href.slice(1))).toBe("✨ Hi\n💌 yourname@email.com & more");
  });

  it("carries every template, and any text, back exactly", () => {
    for (const template of TEMPLATE_COLLECTION) {
      const href = editorHandoffHref(template.template);
      expect(readEditorHandoff(new URL(href, "https://example.com").hash)).toBe(template.template);
    }
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1 }), (text) => {
        fc.pre(text.trim() !== "");
        const { hash } = new URL(editorHandoffHref(text), "https://example.com");
        expect(readEditorHandoff(hash)).toBe(text);
      }),
    );
  });

  it("reads nothing from other fragments", () => {
    for (const hash of ["", "#", "#fonts", "#text=", "#text=%20%20", "#other=1", "text=abc"]) {
      expect(readEditorHandoff(hash), hash).toBeUndefined();
    }
  });

  it("is taken once: the fragment leaves the address, the path and query stay", () => {
    window.history.replaceState(null, "", `/?x=1${editorHandoffHref("Hello there").slice(1)}`);
    expect(takeEditorHandoff()).toBe("Hello there");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe("/?x=1");
    expect(takeEditorHandoff()).toBeUndefined();
  });
});

describe("editorHandoffHref to another page", () => {
  it("points the text at that page's editor", () => {
    const href = editorHandoffHref("Baker 🍞\nFresh daily", "/features/live-preview");
    expect(href.startsWith("/features/live-preview#text=")).toBe(true);
    expect(readEditorHandoff(href.slice(href.indexOf("#")))).toBe("Baker 🍞\nFresh daily");
  });
});
