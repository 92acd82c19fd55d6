// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Copy } from "lucide-react";
import { afterEach, describe, expect, it } from "vitest";

import { Button, ButtonLink, IconButton } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is a plain button by default, named by its text, and takes a class that overrides its own", () => {
    render(<Button className="h-14">Copy Bio</Button>);
    const button = screen.getByRole("button", { name: "Copy Bio" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("h-14");
    expect(button.className).not.toContain("h-10");
  });

  it("can submit a form when asked", () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });
});

describe("IconButton", () => {
  it("is named by its label and shows it as a tooltip", () => {
    render(<IconButton label="Copy this bio" icon={<Copy aria-hidden="true" />} />);
    const button = screen.getByRole("button", { name: "Copy this bio" });
    expect(button.getAttribute("title")).toBe("Copy this bio");
  });

  it("cannot be written without a label", () => {
    // @ts-expect-error -- `label` is required: an icon-only button needs an accessible name.
    const element = <IconButton icon={<Copy aria-hidden="true" />} />;
    expect(element).toBeTruthy();
  });
});

describe("ButtonLink", () => {
  it("stays a link", () => {
    render(<ButtonLink href="/">Open the generator</ButtonLink>);
    expect(screen.getByRole("link", { name: "Open the generator" }).getAttribute("href")).toBe("/");
  });
});
