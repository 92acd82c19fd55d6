// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Sparkles, Type } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { FloatingNav, type FloatingNavItem } from "./floating-nav";

afterEach(cleanup);

describe("FloatingNav", () => {
  it("marks only the active item, with its star badge", () => {
    const items: FloatingNavItem[] = [
      { id: "ai", label: "AI Generator", icon: Sparkles },
      { id: "fonts", label: "Fonts", icon: Type },
    ];
    render(<FloatingNav items={items} activeId="fonts" />);
    expect(screen.getByRole("button", { name: "Fonts" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "AI Generator" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getAllByTestId("active-star")).toHaveLength(1);
    expect(screen.getByRole("navigation", { name: "Sections" }).className).toContain("md:flex");
    expect(screen.getByRole("navigation", { name: "Sections" }).className).toContain("hidden");
  });

  it("runs the item's action, then reports its id to the parent", () => {
    const calls: string[] = [];
    const items: FloatingNavItem[] = [
      { id: "ai", label: "AI Generator", icon: Sparkles, action: () => calls.push("action") },
    ];
    render(<FloatingNav items={items} activeId="none" onSelect={(id) => calls.push(`select:${id}`)} />);
    fireEvent.click(screen.getByRole("button", { name: "AI Generator" }));
    expect(calls).toEqual(["action", "select:ai"]);
  });

  it("navigates by full page load to an item's link", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(
      <FloatingNav
        items={[{ id: "fonts", label: "Fonts", icon: Type, href: "/features/fancy-font-styles" }]}
        activeId="ai"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Fonts" }));
    expect(assign).toHaveBeenCalledWith("/features/fancy-font-styles");
    vi.unstubAllGlobals();
  });

  it("gives one hovered item at a time a lighter glow, never the active one", () => {
    const items: FloatingNavItem[] = [
      { id: "ai", label: "AI Generator", icon: Sparkles },
      { id: "fonts", label: "Fonts", icon: Type },
    ];
    render(<FloatingNav items={items} activeId="ai" />);
    const fonts = screen.getByRole("button", { name: "Fonts" });
    const ai = screen.getByRole("button", { name: "AI Generator" });
    fireEvent.mouseEnter(fonts);
    expect(fonts.dataset.hovered).toBe("true");
    fireEvent.mouseEnter(ai);
    expect(ai.dataset.hovered).toBeUndefined();
    expect(fonts.dataset.hovered).toBeUndefined();
  });

  it("animates its entrance and scales on hover and press only when motion is welcome", () => {
    render(<FloatingNav items={[{ id: "ai", label: "AI Generator", icon: Sparkles }]} activeId="ai" />);
    expect(screen.getByRole("navigation").className).toContain("motion-safe:animate-nav-enter");
    const button = screen.getByRole("button", { name: "AI Generator" });
    expect(button.className).toContain("motion-safe:hover:scale-105");
    expect(button.className).toContain("motion-safe:active:scale-95");
  });
});
