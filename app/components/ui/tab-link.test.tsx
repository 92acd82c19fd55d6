// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { useState } from "react";
import { Lightbulb, Palette, Zap } from "lucide-react";
import { afterEach, describe, expect, it } from "vitest";

import { TabLinkList, TabLinkTrigger } from "./tab-link";
import { Tabs, TabsContent, TabsList } from "./tabs";

afterEach(cleanup);

function Example({ initial = "tips" }: { initial?: string }) {
  const [tab, setTab] = useState(initial);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Style guide">
        <TabLinkTrigger value="tips" href="/guide">
          Style Tips
        </TabLinkTrigger>
        <TabLinkTrigger value="branding" href="/guide?tab=branding">
          Branding
        </TabLinkTrigger>
      </TabsList>
      <TabsContent value="tips">Give each line one job.</TabsContent>
      <TabsContent value="branding">Colours carry meaning.</TabsContent>
    </Tabs>
  );
}

describe("TabLinkTrigger", () => {
  it("is a tab that links to its view, so it works before and without JavaScript", () => {
    const html = renderToStaticMarkup(<Example initial="branding" />);
    expect(html).toMatch(/<a href="\/guide\?tab=branding" role="tab"[^>]*aria-selected="true"/);
    expect(html).toMatch(/<a href="\/guide" role="tab"[^>]*aria-selected="false"/);
    expect(html).not.toMatch(/<a [^>]*type="button"/);
    expect(html).toContain("Give each line one job.");
  });

  it("switches in place on a plain click, without following the link", () => {
    render(<Example />);
    const branding = screen.getByRole("tab", { name: "Branding" });
    fireEvent.mouseDown(branding, { button: 0 });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    branding.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(branding.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Colours carry meaning.").closest("[role=tabpanel]")?.getAttribute("data-state")).toBe(
      "active",
    );
  });

  it("lets a click with a modifier open the view in a new browser tab", () => {
    render(<Example />);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByRole("tab", { name: "Branding" }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("is chosen when it takes focus, and Space on it does not scroll the page", () => {
    render(<Example />);
    const branding = screen.getByRole("tab", { name: "Branding" });
    fireEvent.focus(branding);
    expect(branding.getAttribute("aria-selected")).toBe("true");
    expect(fireEvent.keyDown(branding, { key: " " })).toBe(false);
    expect(branding.getAttribute("aria-selected")).toBe("true");
  });
});

describe("TabLinkList", () => {
  const TABS = ["all", "hacks", "colours"] as const;
  const LABELS = { all: "All Tips", hacks: "Quick Hacks", colours: "Colours" };
  const ICONS = { all: Lightbulb, hacks: Zap, colours: Palette };

  function List({ phone }: { phone?: "share" | "two-columns" }) {
    return (
      <Tabs value="hacks">
        <TabLinkList
          label="Kinds of tips"
          tabs={TABS}
          labels={LABELS}
          icons={ICONS}
          href={(tab) => `/tips?tab=${tab}`}
          phone={phone}
        />
      </Tabs>
    );
  }

  it("names the list and gives each tab its label, a hidden icon and its view's address", () => {
    render(<List />);
    const list = screen.getByRole("tablist", { name: "Kinds of tips" });
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href")])).toEqual([
      ["All Tips", "/tips?tab=all"],
      ["Quick Hacks", "/tips?tab=hacks"],
      ["Colours", "/tips?tab=colours"],
    ]);
    expect(screen.getByRole("tab", { name: "Quick Hacks" }).getAttribute("aria-selected")).toBe("true");
    expect(list.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  });

  it("on a phone, shares one row without icons, or sits in two columns with them", () => {
    const share = renderToStaticMarkup(<List />);
    expect(share).toContain("max-sm:[&amp;_svg]:hidden");
    expect(share).not.toContain("grid-cols-2");
    const columns = renderToStaticMarkup(<List phone="two-columns" />);
    expect(columns).toContain("grid-cols-2");
    expect(columns).not.toContain("max-sm:[&amp;_svg]:hidden");
  });
});
