// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import { showToast } from "./toast";

// The toaster loads and renders asynchronously, on React's own scheduler, as in the browser:
// these tests wait for the result on screen instead of wrapping each step in act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("showToast", () => {
  it("mounts its own toaster on first use, with nothing else on the page, and shows the message", async () => {
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
    await showToast({ title: "Bio Copied", description: "Your bio is ready to paste!", variant: "success" });
    expect(await screen.findByText("Bio Copied")).toBeTruthy();
    expect(screen.getByText("Your bio is ready to paste!")).toBeTruthy();
    expect(document.querySelectorAll("[data-toaster]")).toHaveLength(1);
  });

  it("marks destructive toasts as errors, in the same toaster", async () => {
    await showToast({ title: "Copy Failed", description: "Please copy the text manually.", variant: "destructive" });
    const title = await screen.findByText("Copy Failed");
    expect(title.closest("[data-sonner-toast]")?.getAttribute("data-type")).toBe("error");
    expect(document.querySelectorAll("[data-toaster]")).toHaveLength(1);
  });
});
