// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { FAQ_EMPTY_STATE, FAQ_ITEMS, mostPopularFaqs, searchFaq } from "@domain/content/faq";

import { FaqExplorer } from "./faq-explorer";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const PATH = "/resources/faq";
const questions = (html: string, group: string) =>
  [...html.matchAll(new RegExp(`<details name="${group}"[^>]*>`, "g"))].map((match) => match[0]);

describe("FaqExplorer", () => {
  it("renders the default view: 'Most Popular' and every question, every answer in the HTML", () => {
    const html = renderToStaticMarkup(<FaqExplorer path={PATH} initial={{ q: "", category: "All" }} />);
    expect(questions(html, "faq-most-popular")).toHaveLength(mostPopularFaqs().length);
    expect(questions(html, "faq-questions")).toHaveLength(FAQ_ITEMS.length);
    expect(questions(html, "faq-questions").filter((tag) => tag.includes(' hidden=""'))).toEqual([]);
    for (const item of FAQ_ITEMS) expect(html).toContain(item.question.replaceAll("'", "&#x27;"));
  });

  it("hides, not removes, what a view leaves out, and drops 'Most Popular'", () => {
    const html = renderToStaticMarkup(<FaqExplorer path={PATH} initial={{ q: "link", category: "technical" }} />);
    const all = questions(html, "faq-questions");
    expect(all).toHaveLength(FAQ_ITEMS.length);
    expect(all.filter((tag) => !tag.includes(' hidden=""'))).toHaveLength(searchFaq("link", "technical").length);
    expect(questions(html, "faq-most-popular")).toHaveLength(0);
  });

  it("filters as the visitor types, keeps the view in the address, and shows the empty state", () => {
    window.history.replaceState(null, "", PATH);
    const { container } = render(<FaqExplorer path={PATH} initial={{ q: "", category: "All" }} />);
    const shown = () => container.querySelectorAll('details[name="faq-questions"]:not([hidden])').length;
    act(() => {
      fireEvent.change(screen.getByRole("searchbox", { name: "Search questions" }), { target: { value: "zzz" } });
    });
    expect(shown()).toBe(0);
    expect(screen.getByText(FAQ_EMPTY_STATE)).toBeTruthy();
    expect(window.location.search).toBe("?q=zzz");
    act(() => fireEvent.click(screen.getByRole("link", { name: "Show all questions" })));
    expect(shown()).toBe(FAQ_ITEMS.length);
    expect(window.location.search).toBe("");
  });
});
