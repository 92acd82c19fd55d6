import { describe, expect, it } from "vitest";

import { countCharacters, fitsPlatform } from "../text/count-characters";

import type { BioRequest } from "./generation-options";
import { parseGeneratedBios } from "./parse-generated-bios";
import { buildBioPrompt } from "./prompt";
import { RECORDED_MODEL_ANSWERS, type RecordedModelAnswer } from "./recorded-model-answers";
import { vetModelAnswer } from "./vet-model-answer";

/** The model's reply as the API returns it, in the recorded wrapping. */
function replyText(answer: RecordedModelAnswer): string {
  const bios = answer.bios.map((item) => (typeof item === "string" ? item : item.bio));
  if (answer.format === "numbered") return bios.map((bio, index) => `${index + 1}. ${bio}`).join("\n");
  return JSON.stringify({ bios });
}

const runs = RECORDED_MODEL_ANSWERS.map((answer) => {
  const raw = parseGeneratedBios(replyText(answer));
  return { answer, raw, result: vetModelAnswer(raw, answer.request, Number.POSITIVE_INFINITY) };
});

describe("a model's recorded answers through the whole path (issue 27)", () => {
  it("are at least 60 good bios for varied pages, platforms and styles, plus bad ones", () => {
    const bios = RECORDED_MODEL_ANSWERS.flatMap((answer) => answer.bios);
    expect(bios.filter((bio) => typeof bio === "string").length).toBeGreaterThanOrEqual(60);
    expect(new Set(RECORDED_MODEL_ANSWERS.map((answer) => answer.page))).toEqual(new Set(["home", "category", "ai"]));
    expect(new Set(RECORDED_MODEL_ANSWERS.map((answer) => answer.request.style)).size).toBe(11);
    for (const { answer, raw } of runs) expect(raw, answer.name).toHaveLength(answer.bios.length);
  });

  it("lets at least 95% of the bios that keep the visitor's rules reach the visitor", () => {
    let good = 0;
    const lost: string[] = [];
    for (const { answer, raw, result } of runs) {
      answer.bios.forEach((item, index) => {
        if (typeof item !== "string") return;
        good += 1;
        const rejection = result.rejections.find((entry) => entry.index === index);
        if (rejection) lost.push(`${answer.name}: ${raw[index]} (${rejection.rule})`);
      });
    }
    expect(lost.length / good, lost.join("\n")).toBeLessThanOrEqual(0.05);
  });

  it("stops every bad bio, naming the rule it breaks", () => {
    for (const { answer, result } of runs) {
      answer.bios.forEach((item, index) => {
        if (typeof item === "string") return;
        const rejection = result.rejections.find((entry) => entry.index === index);
        expect(rejection?.rule.split(":")[0], `${answer.name}: ${item.bio}`).toBe(item.breaks);
      });
    }
  });

  it("names a rule for every rejection, and keeps every other bio", () => {
    for (const { answer, raw, result } of runs) {
      for (const rejection of result.rejections) expect(rejection.rule, answer.name).toMatch(/^[a-z-]+(?::[a-z-]+)?$/);
      expect(result.bios.length + result.rejections.length, answer.name).toBe(raw.length);
    }
  });

  it("never lets through markup, schemes, lone surrogates, invented links or handles, or text over the limit", () => {
    for (const { answer, result } of runs) {
      const given = [answer.request.description ?? "", answer.request.instructions].join(" ").toLowerCase();
      for (const bio of result.bios) {
        expect(fitsPlatform(bio, answer.request.platform), bio).toBe(true);
        expect(countCharacters(bio, answer.request.platform)).toBeGreaterThan(0);
        expect(bio).not.toMatch(/<\/?[a-z]|&[a-z]+;|javascript:|\p{Cs}/iu);
        for (const link of bio.match(/(?<![\w])@[a-z][\w.]+|\b[\w-]+\.(?:com|es)\b/giu) ?? []) {
          const named = link.slice(1).toLowerCase();
          expect(
            given.includes(link.toLowerCase()) || answer.request.profession.toLowerCase().includes(named),
            link,
          ).toBe(true);
        }
      }
    }
  });
});

describe("vetModelAnswer", () => {
  const request: BioRequest = {
    interests: ["coffee"],
    profession: "nurse",
    personality: [],
    instructions: "",
    platform: "instagram",
    count: 2,
    avoid: ["Night nurse ☕"],
  };

  it("stops at the bios wanted and does not look at the rest", () => {
    const result = vetModelAnswer(["Nurse ☕ one", "Night nurse ☕", "Nurse who hikes ☕", "<b>x</b>"], request);
    expect(result.bios).toEqual(["Nurse ☕ one", "Nurse who hikes ☕"]);
    expect(result.rejections).toEqual([{ index: 1, rule: "repeat" }]);
  });

  it("checks against every earlier bio the prompt shows, beyond the last ten (issue 27)", () => {
    const avoid = Array.from({ length: 30 }, (_, index) => `Bio number ${index} about gardening and tomatoes`);
    const funny = { ...request, bioType: "funny" as const, avoid };
    expect(buildBioPrompt(funny).user).toContain(JSON.stringify(avoid));
    expect(vetModelAnswer(["Bio number 0 about gardening and tomatoes!"], funny).rejections[0]?.rule).toMatch(
      /^history:/,
    );
  });
});
