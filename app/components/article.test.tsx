// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import type { Article } from "@domain/content/article";
import { articleExampleBios, articleLinks } from "@domain/content/article";
import { BUSINESS_BIOS_ARTICLE } from "@domain/content/articles/business-bios";

import { ArticleView } from "./article";

afterEach(cleanup);

const SAMPLE: Article = {
  id: "sample",
  title: "A Sample Article",
  sections: [
    {
      id: "first",
      heading: "First things",
      blocks: [
        {
          kind: "paragraph",
          text: ["Read the ", { text: "FAQ", href: "/resources/faq" }, ", then ", { strong: "act" }, "."],
        },
        { kind: "list", ordered: true, items: ["one", "two"] },
        { kind: "examples", bios: [{ bio: "Line one\nLine two", note: "Why it works." }] },
        { kind: "callout", title: "Note", text: "Check the limit." },
      ],
    },
  ],
};

describe("ArticleView", () => {
  it("renders the title as the article's h2, each section as an h3 with its anchor, and every kind of block", () => {
    render(<ArticleView article={SAMPLE} renderCopy={(bio) => <button type="button">Copy {bio.length}</button>} />);
    const article = screen.getByRole("article", { name: "A Sample Article" });
    expect(within(article).getByRole("heading", { level: 2 }).textContent).toBe("A Sample Article");
    const section = within(article).getByRole("region", { name: "First things" });
    expect(section.id).toBe("first");
    expect(within(section).getByRole("link", { name: "FAQ" }).getAttribute("href")).toBe("/resources/faq");
    expect(section.querySelector("strong")?.textContent).toBe("act");
    expect(section.querySelector("ol")?.children).toHaveLength(2);
    expect(within(section).getByText(/Line one/).textContent).toBe("Line one\nLine two");
    expect(within(section).getByText("Why it works.")).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Copy 17" })).toBeTruthy();
    expect(within(section).getByText("Check the limit.")).toBeTruthy();
  });

  it("shows every example bio and link of a real article", () => {
    const { container } = render(<ArticleView article={BUSINESS_BIOS_ARTICLE} />);
    const hrefs = [...container.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(articleLinks(BUSINESS_BIOS_ARTICLE));
    for (const bio of articleExampleBios(BUSINESS_BIOS_ARTICLE)) {
      expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === bio)).toBeTruthy();
    }
  });
});
