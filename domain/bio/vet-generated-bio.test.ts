import { describe, expect, it } from "vitest";

import { PLATFORM_LIMITS } from "../text/platforms";

import type { BioRequest } from "./generation-options";
import { MAX_RAW_BIO_LENGTH, vetGeneratedBio } from "./vet-generated-bio";

const request: BioRequest = {
  interests: ["coffee"],
  profession: "nurse",
  personality: [],
  instructions: "",
  platform: "instagram",
  count: 3,
  avoid: [],
};

describe("vetGeneratedBio", () => {
  it("keeps a good bio as it is", () => {
    const bio = "Night-shift nurse ☕\nCoffee first, then kindness\nHere for the small wins";
    expect(vetGeneratedBio(bio, request)).toBe(bio);
  });

  it("cleans quotes, markdown, carriage returns and invisible characters, keeping emoji joiners", () => {
    expect(vetGeneratedBio('"**Nurse** and\u200b coffee lover 👩‍⚕️\r\nline two"', request)).toBe(
      "Nurse and coffee lover 👩‍⚕️\nline two",
    );
  });

  it("normalises to three lines", () => {
    expect(vetGeneratedBio("one\ntwo\nthree\nfour", request)).toBe("one\ntwo\nthree");
  });

  it.each([
    ["empty", "   \n  "],
    ["too long for Instagram", "coffee ".repeat(30)],
    ["a made-up link", "Nurse ☕\nwww.example.com"],
    ["a made-up e-mail", "Nurse ☕\nmail me: a@b.co"],
    ["a made-up handle", "Nurse ☕\nfollow @someone"],
  ])("drops a bio that is %s", (_name, bio) => {
    expect(vetGeneratedBio(bio, request)).toBeUndefined();
  });

  it("keeps a handle the visitor gave", () => {
    expect(vetGeneratedBio("Nurse ☕\nfollow @maya.rn", { ...request, instructions: "mention @maya.rn" })).toBe(
      "Nurse ☕\nfollow @maya.rn",
    );
  });

  it("applies the platform's counting and the chosen style", () => {
    expect(vetGeneratedBio("😀".repeat(81), { ...request, platform: "twitter" })).toBeUndefined();
    expect(vetGeneratedBio("Nurse ☕ and coffee", { ...request, style: "Clean Text" })).toBeUndefined();
    expect(vetGeneratedBio("Nurse and coffee", { ...request, style: "Clean Text" })).toBe("Nurse and coffee");
  });

  it("drops a reply far longer than any bio before vetting it, even one that would normalise to a short bio", () => {
    // Vetting costs about the square of the length: 40,000 characters took 0.7 s per step (defect 2).
    const padded = `Night-shift nurse ☕\n${" ".repeat(40_000)}\nCoffee first, then kindness`;
    expect(vetGeneratedBio(padded, request)).toBeUndefined();
    expect(vetGeneratedBio(`Night-shift nurse ☕\n${"\n".repeat(MAX_RAW_BIO_LENGTH)}Coffee`, request)).toBeUndefined();
    // The longest platform limit, in the longest graphemes a bio carries (ZWJ families), still fits.
    expect(MAX_RAW_BIO_LENGTH).toBeGreaterThanOrEqual(PLATFORM_LIMITS.linkedin.limit * "👩🏽‍💻".length);
  });

  it.each([
    ["a script tag", "Nurse ☕\n<script>alert(1)</script>"],
    ["a link tag", '<a href="https://example.com">Nurse</a> and coffee'],
    ["a javascript: link", '<a href="javascript:alert(1)">Nurse</a>'],
    ["a bare javascript: URL", "Nurse ☕\njavascript:alert(document.cookie)"],
    ["a data: URL", "Nurse ☕\ndata:text/html;base64,PHNjcmlwdD4="],
    ["a URL with another scheme", "Nurse ☕\nftp://files.example"],
    ["an HTML entity", "Nurse &lt;3 coffee"],
    ["an image tag", "<img src=x onerror=alert(1)> nurse"],
    ["a chatty preamble", "Sure! Here are three bios for a nurse:"],
    ["a chatty reply with broken JSON", "Sure! … Here you go: {{{{ not json"],
    ["leftover JSON", '{"bios": "Nurse and coffee"}'],
    ["template braces", "Nurse {{name}} ☕"],
    ["a code fence", "```\nNurse ☕\n```"],
    ["a refusal", "I'm sorry, but I can't help with that."],
    ["a model talking about itself", "As an AI language model, I love coffee"],
  ])("drops a bio with %s (defect 7)", (_name, bio) => {
    expect(vetGeneratedBio(bio, request)).toBeUndefined();
  });

  it("keeps bios that only look a little like markup or prose", () => {
    for (const bio of [
      "Nurse who <3s coffee",
      "Coffee > sleep ☕\nNurse by night",
      "Here for the small wins",
      "Mom of 2: nurse, hiker, coffee lover",
      "Surely the calmest nurse you know",
    ]) {
      expect(vetGeneratedBio(bio, request), bio).toBe(bio);
    }
  });
});
