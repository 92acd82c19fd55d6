import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { createIslandRenderer } from "~/.server/island-renderer";
import { IslandRendererContext } from "~/components/islands/island";
import { CspNonceProvider } from "~/components/csp-nonce";

export const streamTimeout = 5_000;

/** The whole document before sending (onAllReady): pages are small, and pre-rendering gets the same output. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A fresh CSP nonce: a shared cache must not hand it to others (docs/operations.md).
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceProvider value={nonce}>
        <IslandRendererContext value={createIslandRenderer()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandRendererContext>
      </CspNonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors during the shell reject above and React Router logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** A client's mistake is a one-line warning; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${error.status} ${request.method} ${new URL(request.url).pathname}`);
    return;
  }
  console.error(error);
};
