// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Label, Select } from "./field";
import { TextareaWithCounter } from "./textarea-with-counter";

afterEach(cleanup);

describe("TextareaWithCounter", () => {
  it("shows used/max under the field and links it to the field", () => {
    render(
      <>
        <Label htmlFor="t">Live preview</Label>
        <TextareaWithCounter
          id="t"
          readOnly
          value="hello"
          max={500}
          formatCount={(used, max) => `${used}/${max} characters`}
        />
      </>,
    );
    const field = screen.getByRole("textbox", { name: "Live preview" });
    expect(field.getAttribute("maxlength")).toBe("500");
    const counter = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(counter?.textContent).toBe("5/500 characters");
  });

  it("counts with the function it is given", () => {
    render(<TextareaWithCounter aria-label="Bio" readOnly value="👨‍👩‍👧 hi" max={10} count={() => 4} />);
    expect(screen.getByText("4/10")).toBeTruthy();
  });
});

describe("Select", () => {
  it("is a native select with its options", () => {
    render(
      <>
        <Label htmlFor="s">Category</Label>
        <Select id="s" defaultValue="Hearts">
          <option>All</option>
          <option>Hearts</option>
        </Select>
      </>,
    );
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe("Hearts");
  });
});

describe("TextareaWithCounter counting graphemes", () => {
  it("leaves the cap to the caller: no maxLength that would stop bold letters at half", () => {
    render(<TextareaWithCounter aria-label="Bio" readOnly value="𝐁𝐨𝐥𝐝" max={500} count={() => 4} />);
    expect(screen.getByRole("textbox", { name: "Bio" }).getAttribute("maxlength")).toBeNull();
    expect(screen.getByText("4/500")).toBeTruthy();
  });
});
