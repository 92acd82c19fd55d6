import { describe, expect, it } from "vitest";

import { hasBearerToken } from "./admin-auth";

const TOKEN = "a-token-of-at-least-32-characters-000";
const withAuthorization = (value?: string) =>
  new Request("http://localhost/api/suggestions", { headers: value === undefined ? {} : { Authorization: value } });

describe("hasBearerToken", () => {
  it("accepts the token as a Bearer credential, whatever the scheme's case", () => {
    expect(hasBearerToken(withAuthorization(`Bearer ${TOKEN}`), TOKEN)).toBe(true);
    expect(hasBearerToken(withAuthorization(`bearer ${TOKEN}`), TOKEN)).toBe(true);
  });

  it.each([
    ["no header", undefined],
    ["an empty header", ""],
    ["the bare token", TOKEN],
    ["another scheme", `Basic ${TOKEN}`],
    ["a prefix of the token", `Bearer ${TOKEN.slice(0, -1)}`],
    ["the token and more", `Bearer ${TOKEN}0`],
    ["the token with something after it", `Bearer ${TOKEN} extra`],
    ["an empty credential", "Bearer "],
  ])("refuses %s", (_name, header) => {
    expect(hasBearerToken(withAuthorization(header), TOKEN)).toBe(false);
  });
});
