import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { JsonLd, serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  const hostile = { "@type": "Question", name: "</script><script>alert(1)</script> <!-- & \u2028" };

  it("cannot close the script element or open a comment, and parses back to the same data", () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("renders one ld+json script holding exactly the data", () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = /<script type="application\/ld\+json">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(body)).toEqual(hostile);
  });
});
