// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { FilterForm, NoScriptSubmit } from "./filter-form";

afterEach(cleanup);

describe("FilterForm", () => {
  it("is a named GET search form, so its fields filter without JavaScript", () => {
    const html = renderToStaticMarkup(
      <FilterForm label="Search the FAQ">
        <input name="q" defaultValue="fonts" />
        <NoScriptSubmit />
      </FilterForm>,
    );
    expect(html).toMatch(/^<form [^>]*role="search" aria-label="Search the FAQ"[^>]*>/);
    expect(html).toMatch(/^<form [^>]*method="get"[^>]*>/);
    expect(html).toContain('name="q"');
    // Shown only where scripts do not run; with JavaScript the filters apply as they change.
    expect(html).toMatch(/<button type="submit" class="[^"]*\bhidden\b[^"]*\[@media\(scripting:none\)\]:inline-flex/);
    expect(html).toContain(">Search</button>");
  });

  it("does not leave the page once the island runs", () => {
    render(
      <FilterForm label="Search tips">
        <NoScriptSubmit>Apply</NoScriptSubmit>
      </FilterForm>,
    );
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    screen.getByRole("search", { name: "Search tips" }).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});

describe("FilterForm with a submit label", () => {
  const form = (
    <FilterForm label="Filter symbols" submitLabel="Apply">
      <input name="q" aria-label="Search" defaultValue="heart" />
    </FilterForm>
  );

  it("ends with its own no-script button", () => {
    const html = renderToStaticMarkup(form);
    expect(html).toMatch(/<button type="submit"[^>]*>Apply<\/button><\/div><\/form>$/);
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
