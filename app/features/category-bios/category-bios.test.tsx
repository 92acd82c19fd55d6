import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { CandidateBio } from "@domain/bio/category-batch";

import { CategoryBios } from "./category-bios";

const SIX: CandidateBio[] = [
  "Part-time comedian\nFull-time snack critic\nTips accepted in crisps",
  "Professional overthinker\nAmateur napper\nAsk me about my plants",
  "Gym member since January\nAttendance: theoretical\nStill counts",
  "Chief coffee officer\nMeetings survived: most\nSend memes",
  "Fluent in sarcasm\nConversational in small talk\nLearning patience",
  "Dog walker, dog talker\nThe dog is the brand\nFollow for paws",
].map((text) => ({ text, source: "composer" }));

/** The server's HTML, as a visitor without JavaScript gets it. */
const serverHtml = (initial: CandidateBio[]) =>
  renderToStaticMarkup(<CategoryBios bioType="funny" path="/funny-bios" initial={initial} />);

const submitButton = (html: string) => /<button type="submit"[^>]*>/.exec(html)?.[0] ?? "";

describe("CategoryBios in the server's HTML", () => {
  it("shows the server's six as cards 'Bio #n' with a working 'Generate New' and no 'Reset History' yet", () => {
    const html = serverHtml(SIX);
    for (let n = 1; n <= 6; n += 1) expect(html).toContain(`Bio #${n}`);
    expect(html).not.toContain("data-skeleton");
    expect(submitButton(html)).not.toContain(` disabled=""`);
    expect(html).toMatch(/<button[^>]*aria-hidden="true"[^>]*tabindex="-1"[^>]*>.*?Reset History/);
  });

  it("without bios from the server, shows six skeletons and keeps 'Generate New' usable (it reloads the page)", () => {
    const html = serverHtml([]);
    expect(html.match(/data-skeleton=""/g)).toHaveLength(6);
    expect(html).not.toContain("Bio #1");
    expect(submitButton(html)).not.toContain(` disabled=""`);
    expect(html).not.toContain('aria-busy="true"');
  });
});
