import { describe, expect, it } from "vitest";

import { COPY_FAILED_TOAST } from "~/components/ui/copy-button";

import { EXAMPLE_COPY_TOASTS, STYLE_TIP_COPY_TOASTS, TIP_COPY_TOASTS, templateCopyToasts } from "./copy-toasts";

describe("the resource pages' copy toasts (docs/product.md#messages-shared-by-several-pages)", () => {
  it("use the spec's words", () => {
    expect(STYLE_TIP_COPY_TOASTS.copied).toMatchObject({
      title: "Copied!",
      description: "Style tip copied to clipboard",
    });
    expect(TIP_COPY_TOASTS.copied).toMatchObject({ title: "Copied!", description: "Tip copied to clipboard" });
    expect(EXAMPLE_COPY_TOASTS.copied).toMatchObject({
      title: "Copied!",
      description: "Bio example copied to clipboard",
    });
    expect(templateCopyToasts("Home Baker").copied).toMatchObject({
      title: "Home Baker Bio Copied! ✨",
      description: "Bio copied to clipboard! Customize it to make it yours.",
    });
  });

  it("never fail silently", () => {
    for (const toasts of [STYLE_TIP_COPY_TOASTS, TIP_COPY_TOASTS, EXAMPLE_COPY_TOASTS, templateCopyToasts("X")]) {
      expect(toasts.failed).toBe(COPY_FAILED_TOAST);
    }
    expect(COPY_FAILED_TOAST).toMatchObject({ title: "Copy failed", description: "Please try copying manually." });
  });
});
