import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { createIslandRenderer } from "~/.server/island-renderer";
import { IslandRendererContext } from "~/components/islands/island";
import { CspNonceProvider } from "~/components/csp-nonce";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it (onAllReady) for every visitor: pages are small, the
 * HTML is complete without JavaScript, and pre-rendering gets the same output.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Rendered per request, the page carries a fresh CSP nonce: a shared cache (a CDN) must not keep
  // it and hand it to others (docs/operations.md). A route that says otherwise is left alone.
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
          // Errors during the shell reject above and React Router logs them; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Server-side errors from loaders, actions and rendering. A client's mistake (405 for a POST to a
 * page without a form, say) is a one-line warning; anything else is logged in full. Aborted
 * requests (the visitor went away) are not errors at all.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${error.status} ${request.method} ${new URL(request.url).pathname}`);
    return;
  }
  console.error(error);
};
