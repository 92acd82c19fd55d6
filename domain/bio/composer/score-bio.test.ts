import { describe, expect, it } from "vitest";

import type { Line } from "./lines";
import { measureLine, SCORE, type ScoreContext, scoreMeasured } from "./score-bio";

const line = (text: string, part: Line["part"], source: Line["source"], facts: string[] = []): Line => ({
  text,
  part,
  source,
  facts,
  shape: text,
});

const context = { hasRole: true, shownLines: new Set<string>() };

const scoreBio = (lines: readonly Line[], within: ScoreContext): number =>
  scoreMeasured(
    lines.map((line) => measureLine(line, within)),
    within,
  );

describe("scoreMeasured", () => {
  const good = [
    line("Dental hygienist who has seen things", "who", "knowledge", ["role"]),
    line("Sourdough, hiking and the odd crossword", "what", "visitor", ["i:sourdough", "i:hiking", "i:crosswords"]),
    line("Book your next cleaning", "hook", "knowledge", ["role"]),
  ];
  const stock = [
    line("Living my best life", "who", "fallback"),
    line("Dental hygienist", "what", "visitor", ["role"]),
    line("Follow the journey", "hook", "fallback"),
  ];
  const awkward = [
    line("Hi, I'm a detail-minded handmade candles", "who", "visitor", ["role", "t:detail-minded"]),
    line("Yes, a by night. And a good one.", "what", "visitor", ["i:night"]),
    line("Book your next cleaning", "hook", "knowledge", ["role"]),
  ];

  it("prefers a specific bio that names the role first over stock lines and over awkward fills", () => {
    expect(scoreBio(good, context)).toBeGreaterThan(scoreBio(stock, context));
    expect(scoreBio(good, context)).toBeGreaterThan(scoreBio(awkward, context));
    expect(scoreBio(stock, context)).toBeGreaterThan(scoreBio(awkward, context));
  });

  it("prefers a line of the visitor's said whole over the base's joke about their work (round 110)", () => {
    const opening = line("Lighting technician who judges every restaurant's bulbs", "who", "knowledge", ["role"]);
    const hobbies = line("Synths, shooting on old film cameras", "what", "visitor", ["i:synths", "i:film cameras"]);
    const said = "spend my life up ladders in the dark";
    const theirs = {
      ...line("Spend my life up ladders in the dark", "hook", "visitor", [`t:${said}`]),
      shape: `phrase:${said}`,
    };
    const stock = line("Big overhead lights hurt me personally", "hook", "knowledge", ["role"]);
    expect(scoreBio([opening, hobbies, theirs], context)).toBeGreaterThan(scoreBio([opening, hobbies, stock], context));
  });

  it("marks down a line the visitor has already been shown", () => {
    const shown = { hasRole: true, shownLines: new Set(["book your next cleaning"]) };
    expect(scoreBio(good, shown)).toBeLessThan(scoreBio(good, context));
  });

  it("counts a first line's work clause as a line about the work: a second one says the job twice", () => {
    const opening = line("Landscape gardener | Beautiful gardens, well kept", "who", "knowledge", ["role"]);
    const first = { ...opening, shape: "work:Beautiful gardens, well kept" };
    const work = { ...line("Planting, pruning and regular care", "what", "knowledge", ["role"]) };
    work.shape = `work:${work.text}`;
    const rugby = line("Rugby match days, never missed", "what", "visitor", ["i:rugby"]);
    const twice = scoreBio([first, work, rugby], context);
    const once = scoreBio([opening, work, rugby], context);
    expect(twice).toBeLessThan(once);
  });

  it("reads a call to action after a work line as an offer, not the job twice (it closed professional bios best)", () => {
    const first = { ...line("Gardener | Beautiful gardens, well kept", "who", "knowledge", ["role"]) };
    first.shape = "work:Beautiful gardens, well kept";
    const rugby = line("Rugby match days, never missed", "what", "visitor", ["i:rugby"]);
    const cta = { ...line("Ask about a spring tidy-up", "hook", "knowledge", ["role"]), shape: "cta:spring" };
    const trait = line("Calm on the busy days", "hook", "visitor", ["t:calm"]);
    // The trait line says one more of the visitor's facts (+1); a second work line would cost 6.
    expect(scoreBio([first, rugby, trait], context) - scoreBio([first, rugby, cta], context)).toBeLessThan(3);
  });

  it("hears a word said again in the plural in another line as said twice", () => {
    const baker = line("Baker · A kitchen that smells like a good day", "who", "knowledge", ["role"]);
    const rest = line("The hardest step of a run is out the door", "hook", "knowledge", ["i:running"]);
    const plural = scoreBio(
      [baker, line("Something sweet for the good days", "what", "knowledge", ["role"]), rest],
      context,
    );
    const other = scoreBio(
      [baker, line("Something sweet for the slow mornings", "what", "knowledge", ["role"]), rest],
      context,
    );
    expect(other - plural).toBeGreaterThanOrEqual(-2 * SCORE.repeatedWord);
  });

  it("marks down a bio that leaves the role out when one was given", () => {
    const noRole = [good[1] as Line, line("Calm, mostly", "hook", "visitor", ["t:calm"])];
    expect(scoreBio(noRole, context)).toBeLessThan(scoreBio(noRole, { ...context, hasRole: false }));
  });
});
