import { Writable } from "node:stream";

import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";

import type { IslandRenderer } from "~/components/islands/island";

/**
 * Each island in a React root of its own, exactly as the browser will hydrate it; the same promise
 * for a host that suspends and renders again.
 */
export function createIslandRenderer(): IslandRenderer {
  const rendered = new Map<string, { identifierPrefix: string; html: Promise<string> }>();
  return {
    render(name, propsJson, element) {
      const key = `${name}\u0000${propsJson}`;
      let entry = rendered.get(key);
      if (!entry) {
        const identifierPrefix = `${name}-${rendered.size}-`;
        entry = { identifierPrefix, html: renderToHtml(element, identifierPrefix) };
        rendered.set(key, entry);
      }
      return entry;
    },
  };
}

async function renderToHtml(element: ReactElement, identifierPrefix: string): Promise<string> {
  // Progressive chunks would be revealed by an inline script the CSP does not allow.
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        }),
      )
      .on("finish", resolve)
      .on("error", reject);
    prelude.on("error", reject);
  });
  return Buffer.concat(chunks).toString("utf8");
}
