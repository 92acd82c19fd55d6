import { describe, expect, it } from "vitest";

import { MAX_JSON_BODY_BYTES, readJsonBody, readJsonOrFormBody } from "./http-json";

const request = (body: BodyInit, type?: string) =>
  new Request("http://localhost/api", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

describe("readJsonOrFormBody", () => {
  it("reads JSON", async () => {
    expect(await readJsonOrFormBody(request('{"suggestion":"hi"}', "application/json; charset=utf-8"))).toEqual({
      ok: true,
      value: { suggestion: "hi" },
    });
  });

  it("reads a form as an object of strings, keeping the first of a repeated name", async () => {
    const body = "suggestion=Dark+mode%20%F0%9F%9A%80&extra=1&suggestion=second";
    expect(await readJsonOrFormBody(request(body, "application/x-www-form-urlencoded"))).toEqual({
      ok: true,
      value: { suggestion: "Dark mode 🚀", extra: "1" },
    });
  });

  it.each([
    ["text/plain", "hi"],
    ["multipart/form-data; boundary=x", "--x--"],
    [undefined, "hi"],
  ])("answers 415 to %s", async (type, body) => {
    const result = await readJsonOrFormBody(request(body, type));
    expect(result).toMatchObject({ ok: false, status: 415 });
  });

  it("answers 413 past the limit, for a form too", async () => {
    const form = `suggestion=${"x".repeat(MAX_JSON_BODY_BYTES)}`;
    expect(await readJsonOrFormBody(request(form, "application/x-www-form-urlencoded"))).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("answers 400 to broken JSON, with the message in the response", async () => {
    const result = await readJsonOrFormBody(request("{", "application/json"));
    expect(result).toMatchObject({ ok: false, status: 400, message: "The request body is not valid JSON." });
    if (!result.ok) expect(await result.response.json()).toEqual({ error: "The request body is not valid JSON." });
  });
});

describe("readJsonBody", () => {
  it("still takes JSON only", async () => {
    expect(await readJsonBody(request("a=1", "application/x-www-form-urlencoded"))).toMatchObject({
      ok: false,
      status: 415,
    });
  });
});
