// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { CardGrid } from "./card-grid";
import { EmptyState } from "./empty-state";

afterEach(cleanup);

describe("CardGrid", () => {
  it("shows the requested number of placeholder cards while loading, busy and hidden from screen readers", () => {
    render(<CardGrid loading skeletons={6} rows="auto-rows-[minmax(12rem,auto)]" label="Bios" />);
    const grid = screen.getByRole("list", { name: "Bios" });
    expect(grid.getAttribute("aria-busy")).toBe("true");
    expect(grid.querySelectorAll("[data-skeleton]")).toHaveLength(6);
    expect(grid.className).toContain("auto-rows-[minmax(12rem,auto)]");
  });

  it("shows its cards once loaded, in rows of the same minimum height", () => {
    render(
      <CardGrid rows="auto-rows-[minmax(12rem,auto)]" label="Bios">
        <li>One</li>
      </CardGrid>,
    );
    const grid = screen.getByRole("list", { name: "Bios" });
    expect(grid.getAttribute("aria-busy")).toBeNull();
    expect(grid.querySelectorAll("[data-skeleton]")).toHaveLength(0);
    expect(screen.getByText("One")).toBeTruthy();
  });
});

describe("EmptyState", () => {
  it("says why the list is empty", () => {
    render(<EmptyState title="No symbols found matching your search.">Try another word.</EmptyState>);
    expect(screen.getByText("No symbols found matching your search.")).toBeTruthy();
  });
});
