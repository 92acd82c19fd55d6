// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CopyPlainButton } from "./copy-plain-button";

vi.mock("./toast", () => ({ showToast: () => Promise.resolve() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubClipboard(): string[] {
  const written: string[] = [];
  vi.stubGlobal("navigator", {
    ...navigator,
    clipboard: { writeText: async (text: string) => void written.push(text) },
  });
  return written;
}

describe("CopyPlainButton", () => {
  it("copies the plain letters of styled text", async () => {
    const written = stubClipboard();
    render(<CopyPlainButton text={"𝐌𝐚𝐲𝐚 𝐂𝐡𝐞𝐧 🌿\n#𝘥𝘦𝘴𝘪𝘨𝘯"} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy plain" })));
    expect(written).toEqual(["Maya Chen 🌿\n#design"]);
  });

  it("copies the plain text it is given, under its own name", async () => {
    const written = stubClipboard();
    render(<CopyPlainButton text="【M】【a】" plain="Ma" aria-label="Copy plain text of Framed" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy plain text of Framed" })));
    expect(written).toEqual(["Ma"]);
  });

  it("shows nothing beside plain or blank text", () => {
    const { container } = render(
      <>
        <CopyPlainButton text="Maya Chen 🌿 #design" />
        <CopyPlainButton text="  " plain="" />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });
});
