import { describe, expect, it } from "vitest";

import { readBioTemplatesView } from "./bio-templates-view";
import { readExamplesView } from "./examples-view";
import { readFaqView } from "./faq-view";
import { readStyleGuideView } from "./style-guide-view";
import { readTipsView } from "./tips-view";
import { MAX_QUERY_LENGTH } from "./view-params";

const params = (search: string) => new URLSearchParams(search);

describe("the resource pages' views in the address", () => {
  it("are the defaults with no parameters", () => {
    expect(readBioTemplatesView(params(""))).toEqual({ q: "", category: "All" });
    expect(readStyleGuideView(params(""))).toEqual({ tab: "tips" });
    expect(readTipsView(params(""))).toEqual({ q: "", tab: "all" });
    expect(readExamplesView(params(""))).toEqual({ q: "", category: "All", tab: "all" });
    expect(readFaqView(params(""))).toEqual({ q: "", category: "All" });
  });

  it("read the values a page offers", () => {
    expect(readBioTemplatesView(params("q=coffee&category=Food"))).toEqual({ q: "coffee", category: "Food" });
    expect(readStyleGuideView(params("tab=examples"))).toEqual({ tab: "examples" });
    expect(readTipsView(params("q=link&tab=platforms"))).toEqual({ q: "link", tab: "platforms" });
    expect(readExamplesView(params("q=tea&category=creative&tab=top"))).toEqual({
      q: "tea",
      category: "creative",
      tab: "top",
    });
    expect(readFaqView(params("q=fonts&category=technical"))).toEqual({ q: "fonts", category: "technical" });
  });

  it("fall back to the default for a value the page does not offer", () => {
    expect(readBioTemplatesView(params("category=Gaming")).category).toBe("All");
    expect(readStyleGuideView(params("tab=Branding")).tab).toBe("tips");
    expect(readTipsView(params("tab=hack")).tab).toBe("all");
    // The spec's lower-case 'all' is a label (docs/decisions/014-content.md).
    expect(readExamplesView(params("category=all&tab=analysis"))).toEqual({ q: "", category: "All", tab: "analysis" });
    expect(readFaqView(params("category=General")).category).toBe("All");
  });

  it("ignore a search longer than anyone would share", () => {
    expect(readFaqView(params(`q=${"a".repeat(MAX_QUERY_LENGTH)}`)).q).toHaveLength(MAX_QUERY_LENGTH);
    expect(readFaqView(params(`q=${"a".repeat(MAX_QUERY_LENGTH + 1)}`)).q).toBe("");
  });

  it("take the quick button's category over the dropdown's when a form without JavaScript sends both", () => {
    // The pressed quick button comes after the dropdown in the form.
    expect(readBioTemplatesView(params("q=&category=Music&category=Health"))).toEqual({ q: "", category: "Health" });
    expect(readBioTemplatesView(params("category=Music&category=Nope")).category).toBe("All");
  });
});
