import { describe, expect, it } from "vitest";

import { parseGeneratedBios } from "./parse-generated-bios";

describe("parseGeneratedBios", () => {
  it.each([
    ["a JSON object", '{"bios": ["one\\ntwo", "three"]}', ["one\ntwo", "three"]],
    ["a bare JSON array", '["one", "two"]', ["one", "two"]],
    ["JSON in a code fence", 'Here you go:\n```json\n{"bios": ["one", "two"]}\n```', ["one", "two"]],
    ["JSON after prose", 'Sure! {"bios": ["one"]}', ["one"]],
    [
      "a numbered list",
      "1. First bio\nline two\n2. Second bio\n3) Third",
      ["First bio\nline two", "Second bio", "Third"],
    ],
    ["a bulleted list", "- One\n- Two\n• Three", ["One", "Two", "Three"]],
    ["blank-line blocks", "First bio\nstill first\n\nSecond bio", ["First bio\nstill first", "Second bio"]],
    ["non-strings in JSON", '{"bios": ["one", 2, null]}', ["one"]],
  ])("reads %s", (_name, text, expected) => {
    expect(parseGeneratedBios(text)).toEqual(expected);
  });

  it.each([
    ["truncated JSON", '{"bios": ["one", "tw'],
    ["JSON with the wrong shape", '{"text": "hello"}'],
    ["an empty answer", "   "],
  ])("finds no bios in %s", (_name, text) => {
    expect(parseGeneratedBios(text)).toEqual([]);
  });
});
