import { expect, it } from "vitest";

import { BIO_TYPES } from "./bio-type";

it("lists the four category-page bio types of spec §3", () => {
  expect(BIO_TYPES).toEqual(["aesthetic", "funny", "business", "cool"]);
});
