import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { StyledText } from "./styled-text";

describe("StyledText", () => {
  it("shows fancy letters to the eye, in the system's fonts, and their plain letters to screen readers", () => {
    const html = renderToStaticMarkup(<StyledText text="𝓢𝓵𝓸𝔀 living · Leeds" />);
    expect(html).toContain('<span aria-hidden="true" class="font-system">𝓢𝓵𝓸𝔀 living · Leeds</span>');
    expect(html).toMatch(/<span class="sr-only select-none">Slow living · Leeds<\/span>/);
  });

  it("renders plain text once, with nothing hidden", () => {
    const html = renderToStaticMarkup(<StyledText text="Designer · Writer ✨" className="block" />);
    expect(html).toBe('<span class="block">Designer · Writer ✨</span>');
  });
});
