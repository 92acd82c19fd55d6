// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

function Example({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="tips" onValueChange={onChange}>
      <TabsList aria-label="Style guide">
        <TabsTrigger value="tips">Style Tips</TabsTrigger>
        <TabsTrigger value="branding">Branding</TabsTrigger>
      </TabsList>
      <TabsContent value="tips">Write in the first person.</TabsContent>
      <TabsContent value="branding">Colours carry meaning.</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("puts every panel's content in the server HTML, the inactive ones hidden by CSS", () => {
    const html = renderToStaticMarkup(<Example />);
    expect(html).toContain("Write in the first person.");
    expect(html).toContain("Colours carry meaning.");
    expect(html).toMatch(/data-state="inactive"[^>]*class="[^"]*data-\[state=inactive\]:hidden/);
  });

  it("switches panels from the keyboard", () => {
    const seen: string[] = [];
    render(<Example onChange={(value) => seen.push(value)} />);
    const tips = screen.getByRole("tab", { name: "Style Tips" });
    expect(tips.getAttribute("aria-selected")).toBe("true");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Branding" }));
    expect(seen).toEqual(["branding"]);
    expect(screen.getByRole("tab", { name: "Branding" }).getAttribute("aria-selected")).toBe("true");
  });
});
