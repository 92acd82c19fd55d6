import { describe, expect, it } from "vitest";

import { type Action, type BioTextState, type History, history } from "./use-bio-text";

const plain = (text: string): BioTextState => ({ text, source: text, font: "normal", edited: false });
const start: History = { entries: [plain("")], index: 0, lastTypingAt: -Infinity };
const run = (...actions: Action[]) => actions.reduce(history, start);
const type = (text: string, at: number): Action => ({ type: "type", state: plain(text), at });
const texts = (log: History) => log.entries.map((entry) => entry.text);

describe("the workshop's undo log", () => {
  it("keeps keystrokes less than a second apart as one step, after what came before", () => {
    const log = run(type("h", 0), type("he", 400), type("hel", 1390), type("hell", 2000));
    expect(texts(log)).toEqual(["", "hell"]);
  });

  it("starts a new step after a pause of a second or more", () => {
    const log = run(type("he", 0), type("hel", 1000), type("hell", 1100), type("hello", 2500));
    expect(texts(log)).toEqual(["", "he", "hell", "hello"]);
  });

  it("never folds typing into a change that was not typing, or into a step undo returned to", () => {
    const font: Action = { type: "push", state: { text: "𝐡𝐢", source: "hi", font: "bold", edited: false } };
    expect(texts(run(type("hi", 0), font, type("𝐡𝐢!", 10)))).toEqual(["", "hi", "𝐡𝐢", "𝐡𝐢!"]);
    const undone = run(type("hi", 0), type("hi you", 2000), { type: "undo" }, type("hi!", 2100));
    expect(texts(undone)).toEqual(["", "hi", "hi!"]);
  });

  it("undo and redo move between steps and stop at either end", () => {
    const log = run(type("a", 0), type("ab", 5000), { type: "undo" }, { type: "undo" }, { type: "undo" });
    expect(log.index).toBe(0);
    const redone = [{ type: "redo" } as const, { type: "redo" } as const, { type: "redo" } as const].reduce(
      history,
      log,
    );
    expect(redone.entries[redone.index]?.text).toBe("ab");
  });
});
