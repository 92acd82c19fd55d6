// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ChoiceGroup } from "./choice-group";
import { FilterChips } from "./filter-chips";
import { ToggleChip, ToggleChipGroup } from "./toggle-chip";

afterEach(cleanup);

describe("ChoiceGroup", () => {
  const choices = [
    { value: "mobile", label: "Mobile" },
    { value: "tablet", label: "Tablet" },
  ] as const;

  it("is a named group of radios whose visible labels are their names, one checked", () => {
    render(<ChoiceGroup legend="Device" name="device" choices={choices} value="tablet" />);
    expect(screen.getByRole("group", { name: "Device" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Tablet" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Mobile" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("radio", { name: "Mobile" }).getAttribute("name")).toBe("device");
  });

  it("reports the choice", () => {
    const seen: string[] = [];
    render(
      <ChoiceGroup legend="Device" name="device" choices={choices} value="mobile" onChange={(v) => seen.push(v)} />,
    );
    fireEvent.click(screen.getByLabelText("Tablet"));
    expect(seen).toEqual(["tablet"]);
  });
});

describe("FilterChips", () => {
  it("takes plain strings as options", () => {
    render(<FilterChips legend="Category" name="category" options={["All", "Hearts"]} value="All" />);
    expect((screen.getByRole("radio", { name: "All" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("radio", { name: "Hearts" })).toBeTruthy();
  });
});

describe("ToggleChip", () => {
  it("says whether it is on", () => {
    render(
      <ToggleChip pressed onClick={() => {}}>
        Inspirational
      </ToggleChip>,
    );
    expect(screen.getByRole("button", { name: "Inspirational" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("never breaks a word inside (long labels wrap between words)", () => {
    render(<ToggleChip pressed={false}>Inspirational</ToggleChip>);
    expect(screen.getByRole("button").className).toMatch(/\[overflow-wrap:normal\]/);
  });
});

describe("ToggleChipGroup", () => {
  it("turns one chip on, and a clearable group turns it off again", () => {
    const seen: string[] = [];
    const { rerender } = render(
      <ToggleChipGroup legend="Tone" options={["Casual", "Bold"]} value="" onChange={(v) => seen.push(v)} clearable />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Bold" }));
    rerender(
      <ToggleChipGroup
        legend="Tone"
        options={["Casual", "Bold"]}
        value="Bold"
        onChange={(v) => seen.push(v)}
        clearable
      />,
    );
    expect(screen.getByRole("button", { name: "Bold" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Bold" }));
    expect(seen).toEqual(["Bold", ""]);
    expect(screen.getByRole("group", { name: "Tone" })).toBeTruthy();
  });
});
