// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { FilterForm } from "./filter-form";

afterEach(cleanup);

const form = (
  <FilterForm label="Filter symbols">
    <input name="q" aria-label="Search" defaultValue="heart" />
  </FilterForm>
);

describe("FilterForm", () => {
  it("is a named GET search landmark whose server HTML carries a submit button for visitors without JavaScript", () => {
    const html = renderToString(form);
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toMatch(/<noscript>.*<button type="submit"[^>]*>.*Apply.*<\/button>.*<\/noscript>/s);
    render(form);
    expect(screen.getByRole("search", { name: "Filter symbols" })).toBeTruthy();
  });

  it("does not navigate when submitted with JavaScript running", () => {
    render(form);
    const event = new Event("submit", { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole("search"), event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("hydrates its server HTML without a mismatch", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(form);
    document.body.append(host);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, form, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    host.remove();
  });
});
