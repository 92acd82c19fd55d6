import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { findPlaceholders, splitPlaceholders } from "./placeholders";
import { TEMPLATE_COLLECTION } from "./template-collection";

describe("template placeholders", () => {
  it.each([
    ["💌 Commissions: yourname@email.com", ["yourname@email.com"]],
    ["🛒 Shop: www.yourwebsite.com", ["www.yourwebsite.com"]],
    ["Links: yourwebsite.com/shop", ["yourwebsite.com/shop"]],
    ["🥐 Your Bakery Name, baking since 2015", ["Your Bakery Name"]],
    ["📍 Your Street, Your City", ["Your Street", "Your City"]],
    ["🎯 Next race: Your City 10K", ["Your City"]],
    ["🏡 Your Business Name | Since 2020", ["Your Business Name"]],
    ["DM @yourstudio for bookings", ["@yourstudio"]],
  ])("finds the stand-ins in %j", (text, expected) => {
    expect(findPlaceholders(text)).toEqual(expected);
  });

  it.each([
    "Here for the good vibes",
    "Life's too short for boring bios",
    "Making your day brighter",
    "Email me: maya@studio.com",
    "Find yourself here",
    "Your daily dose of calm",
  ])("leaves real words alone: %j", (text) => {
    expect(findPlaceholders(text)).toEqual([]);
  });

  it("marks what to replace in the collection's templates that have contact details or places", () => {
    const byId = new Map(TEMPLATE_COLLECTION.map((template) => [template.id, findPlaceholders(template.template)]));
    expect(byId.get("neighbourhood-bakery")).toEqual(["Your Bakery Name", "Your Street", "Your City"]);
    expect(byId.get("dreamy-illustrator")).toEqual(["yourname@email.com"]);
    expect(byId.get("studio-maker")).toEqual(["www.yourwebsite.com"]);
    expect(byId.get("snack-taster")).toEqual([]);
    // Any "your…" address left unmarked would be pasted as it is.
    for (const template of TEMPLATE_COLLECTION) {
      const unmarked = splitPlaceholders(template.template)
        .filter((part) => !part.placeholder)
        .map((part) => part.text)
        .join("");
      expect(unmarked, template.id).not.toMatch(/your[a-z]*[@.]|\bYour [A-Z]/);
    }
  });

  it("cuts a text into parts that give it back whole", () => {
    expect(splitPlaceholders("")).toEqual([]);
    expect(splitPlaceholders("Mail yourname@email.com now")).toEqual([
      { text: "Mail ", placeholder: false },
      { text: "yourname@email.com", placeholder: true },
      { text: " now", placeholder: false },
    ]);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const parts = splitPlaceholders(text);
        expect(parts.map((part) => part.text).join("")).toBe(text);
        for (const part of parts) expect(part.text).not.toBe("");
      }),
    );
  });
});
