import { describe, expect, it } from "vitest";

import type { BioRequest } from "./generation-options";
import { vetGeneratedBio } from "./vet-generated-bio";

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
});
