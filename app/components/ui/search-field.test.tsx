// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";

import { SearchField } from "./search-field";

afterEach(cleanup);

function Harness() {
  const [query, setQuery] = useState("heart");
  return (
    <SearchField
      label="Search symbols"
      name="q"
      value={query}
      onChange={setQuery}
      resultSummary={`${query.length} found`}
    />
  );
}

describe("SearchField", () => {
  it("has a visible label, announces the result summary politely, and clears with a named button", () => {
    render(<Harness />);
    const input = screen.getByRole("searchbox", { name: "Search symbols" });
    expect(screen.getByRole("status").textContent).toBe("5 found");
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect((input as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("0 found");
  });
});
