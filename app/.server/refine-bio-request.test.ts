import { describe, expect, it } from "vitest";

import { MISSING_BIO_MESSAGE } from "@domain/bio/refine/refinements";

import { parseRefineBioBody } from "./refine-bio-request";

describe("parseRefineBioBody", () => {
  it("rejects a request without a bio, or with a blank one, with a clear message", () => {
    for (const body of [
      { refinement: "shorter" },
      { bio: " \n ", refinement: "shorter" },
      { bio: 42, refinement: "shorter" },
      null,
    ]) {
      expect(parseRefineBioBody(body)).toEqual({ ok: false, message: MISSING_BIO_MESSAGE });
    }
  });

  it("rejects an unknown refinement, and defaults the platform and the facts", () => {
    expect(parseRefineBioBody({ bio: "Baker", refinement: "longer" })).toMatchObject({ ok: false });
    expect(parseRefineBioBody({ bio: "Baker", refinement: "shorter" })).toEqual({
      ok: true,
      request: { bio: "Baker", refinement: "shorter", platform: "instagram", profession: "", interests: "" },
    });
  });
});
