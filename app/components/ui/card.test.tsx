import { Wand2 } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Badge } from "./badge";
import { Card, CardButton, SectionCard } from "./card";
import { GlyphButton } from "./glyph-button";

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

describe("CardButton and GlyphButton", () => {
  it("are buttons: a choice says whether it is chosen, a glyph has a spoken name", () => {
    expect(renderToStaticMarkup(<CardButton pressed>Bold</CardButton>)).toMatch(
      /<button type="button" aria-pressed="true"/,
    );
    expect(renderToStaticMarkup(<CardButton>Gamer</CardButton>)).not.toContain("aria-pressed");
    const glyph = renderToStaticMarkup(<GlyphButton glyph="♡" label="Add white heart suit" />);
    expect(glyph).toContain('aria-label="Add white heart suit"');
    expect(glyph).toContain('<span aria-hidden="true">♡</span>');
  });
});

describe("surfaces", () => {
  const classOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];

  it("give tools, results and content three different looks", () => {
    const tool = classOf(renderToStaticMarkup(<Card variant="tool" />));
    const result = classOf(renderToStaticMarkup(<Card />));
    const content = classOf(renderToStaticMarkup(<Card variant="content" />));
    // A tool lifts and carries the accent edge; a result is a plain sheet; content lies flat.
    expect(tool).toEqual(
      expect.arrayContaining(["inset-shadow-[0_3px_0_var(--accent)]", "shadow-raised", "bg-surface"]),
    );
    expect(result).toEqual(expect.arrayContaining(["shadow-xs", "bg-surface"]));
    expect(result.join(" ")).not.toContain("inset-shadow");
    expect(content).toEqual(expect.arrayContaining(["shadow-none", "bg-transparent"]));
    expect(content).not.toContain("bg-surface");
  });

  it("puts a section on the tool surface, or the content surface when muted", () => {
    const section = (muted: boolean) =>
      classOf(
        renderToStaticMarkup(
          <SectionCard id="x" title="X" muted={muted}>
            body
          </SectionCard>,
        ),
      );
    expect(section(false)).toContain("inset-shadow-[0_3px_0_var(--accent)]");
    expect(section(true)).toContain("bg-transparent");
    expect(section(true).join(" ")).not.toContain("inset-shadow");
  });
});
