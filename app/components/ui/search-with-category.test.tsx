// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { CategorySelect, SearchWithCategory } from "./search-with-category";

afterEach(cleanup);

const CATEGORIES = ["All", "Hearts", "Arrows"] as const;
type Category = (typeof CATEGORIES)[number];

function Harness() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<Category>("All");
  return (
    <form>
      <SearchWithCategory<Category>
        searchLabel="Search symbols"
        query={query}
        onQueryChange={setQuery}
        placeholder="heart, arrow…"
        resultSummary={`${query || "everything"} in ${category}`}
        categories={CATEGORIES}
        category={category}
        onCategoryChange={setCategory}
      />
    </form>
  );
}

describe("SearchWithCategory", () => {
  it("keeps the dropdown and the chips on one category, whichever is used", () => {
    render(<Harness />);
    const select = screen.getByRole("combobox", { name: "Category" });
    expect(select).toHaveProperty("disabled", false);
    fireEvent.change(select, { target: { value: "Hearts" } });
    expect(screen.getByRole("radio", { name: "Hearts" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("radio", { name: "Arrows" }));
    expect(select).toHaveProperty("value", "Arrows");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search symbols" }), { target: { value: "heart" } });
    expect(screen.getByRole("status").textContent).toBe("heart in Arrows");
  });

  it("ignores a value that is not one of its categories", () => {
    render(<Harness />);
    const select = screen.getByRole("combobox", { name: "Category" });
    const stray = document.createElement("option");
    stray.value = "Stars";
    select.append(stray);
    fireEvent.change(select, { target: { value: "Stars" } });
    expect(screen.getByRole("radio", { name: "All" })).toHaveProperty("checked", true);
  });

  it("in the server's HTML, sends the category by the chips alone: the dropdown is disabled until hydration", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Harness />);
    const form = container.querySelector("form")!;
    expect(form.querySelector("select")?.disabled).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[type="search"]')?.name).toBe("q");
    expect([...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.name)).toEqual([
      "category",
      "category",
      "category",
    ]);
  });
});

describe("CategorySelect", () => {
  it("is a labelled dropdown named category, enabled unless told otherwise, passing its chosen category on", () => {
    const chosen: Category[] = [];
    render(<CategorySelect<Category> categories={CATEGORIES} value="All" onChange={(value) => chosen.push(value)} />);
    const select = screen.getByRole("combobox", { name: "Category" });
    expect(select).toHaveProperty("name", "category");
    expect(select).toHaveProperty("disabled", false);
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual([...CATEGORIES]);
    fireEvent.change(select, { target: { value: "Arrows" } });
    expect(chosen).toEqual(["Arrows"]);
  });
});
