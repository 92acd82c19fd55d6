// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { rememberTypedValues, useTypedBeforeHydration } from "./use-typed-before-hydration";

afterEach(cleanup);

function Field() {
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(box, text, setText);
  return (
    <>
      <textarea ref={box} aria-label="Bio" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text.length} typed</output>
    </>
  );
}

describe("useTypedBeforeHydration", () => {
  it("takes over what the visitor typed into the server's field before hydration", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Field />);
    document.body.append(host);
    host.querySelector("textarea")!.value = "typed early";
    await act(async () => {
      hydrateRoot(host, <Field />);
    });
    expect(host.querySelector("output")?.textContent).toBe("11 typed");
    expect(host.querySelector("textarea")?.value).toBe("typed early");
    host.remove();
  });

  it("changes nothing when nothing was typed", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Field />);
    document.body.append(host);
    await act(async () => {
      hydrateRoot(host, <Field />);
    });
    expect(host.querySelector("output")?.textContent).toBe("0 typed");
    host.remove();
  });
});

function SampleField() {
  const [text, setText] = useState("the sample");
  const box = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(box, text, setText);
  return (
    <>
      <textarea ref={box} aria-label="Bio" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

describe("useTypedBeforeHydration with a field that starts with text", () => {
  it("keeps the typed text, which hydration would put back to the server's, once the loader remembered it", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<SampleField />);
    document.body.append(host);
    host.querySelector("textarea")!.value = "typed early";
    rememberTypedValues(host);
    await act(async () => {
      hydrateRoot(host, <SampleField />);
    });
    expect(host.querySelector("output")?.textContent).toBe("typed early");
    expect(host.querySelector("textarea")?.value).toBe("typed early");
    host.remove();
  });
});
