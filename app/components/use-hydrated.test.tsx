// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";

import { useHydrated } from "./use-hydrated";

afterEach(cleanup);

function Probe() {
  return <p data-testid="probe">{useHydrated() ? "browser" : "server"}</p>;
}

describe("useHydrated", () => {
  it("is false in the server's HTML", () => {
    expect(renderToString(<Probe />)).toContain("server");
  });

  it("hydrates the server's answer without a mismatch, then turns true", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Probe />);
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, <Probe />, { onRecoverableError: (error) => expect.fail(String(error)) });
    });
    expect(host.textContent).toBe("browser");
    host.remove();
  });

  it("is true in a root rendered in the browser", () => {
    render(<Probe />);
    expect(screen.getByTestId("probe").textContent).toBe("browser");
  });
});
