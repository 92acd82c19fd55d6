import { Wand2 } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Badge } from "./badge";
import { Card, SectionCard } from "./card";

describe("SectionCard", () => {
  it("is a section labelled by its heading, which can take focus", () => {
    const html = renderToStaticMarkup(
      <SectionCard id="fonts" title="Font Styles" subtitle="Unicode styles" icon={Wand2}>
        body
      </SectionCard>,
    );
    expect(html).toMatch(/<section[^>]*id="fonts"[^>]*aria-labelledby="fonts-title"/);
    expect(html).toMatch(/<h2 id="fonts-title" tabindex="-1"/);
  });
});

describe("Card and Badge", () => {
  it("take the element and classes they are given", () => {
    expect(renderToStaticMarkup(<Card as="li" className="p-0" />)).toMatch(/^<li class="[^"]*p-0/);
    expect(renderToStaticMarkup(<Card as="li" className="p-0" />)).not.toMatch(/p-5/);
    expect(renderToStaticMarkup(<Badge variant="accent">Curated</Badge>)).toContain("bg-accent-soft");
  });
});
