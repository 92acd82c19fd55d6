// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { showToast, Toaster } from "./toast";

// The toaster loads and renders asynchronously, on React's own scheduler, as in the browser:
// these tests wait for the result on screen instead of wrapping each step in act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(cleanup);

describe("showToast", () => {
  it("loads the toaster on first use and shows the title and description", async () => {
    render(<Toaster />);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
    await showToast({ title: "Bio Copied", description: "Your bio is ready to paste!", variant: "success" });
    expect(await screen.findByText("Bio Copied")).toBeTruthy();
    expect(screen.getByText("Your bio is ready to paste!")).toBeTruthy();
  });

  it("marks destructive toasts as errors", async () => {
    render(<Toaster />);
    await showToast({ title: "Copy Failed", description: "Please copy the text manually.", variant: "destructive" });
    const title = await screen.findByText("Copy Failed");
    expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
  });

  it("only warns on a page without a toaster", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await showToast({ title: "Nobody sees this" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Nobody sees this"));
  });
});
