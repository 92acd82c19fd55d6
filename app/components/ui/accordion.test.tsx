import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Accordion, AccordionItem } from "./accordion";

describe("Accordion", () => {
  it("is native details sharing one name (single open, collapsible), answers in the HTML", () => {
    const html = renderToStaticMarkup(
      <Accordion>
        <AccordionItem group="faq" title="Is it free?">
          Yes.
        </AccordionItem>
        <AccordionItem group="faq" title="Do you store my bio?" hidden>
          No.
        </AccordionItem>
      </Accordion>,
    );
    expect(html.match(/<details name="faq"/g)).toHaveLength(2);
    expect(html).toContain("<summary");
    expect(html).toContain("No.");
    expect(html).toMatch(/<details name="faq" hidden=""/);
  });
});
