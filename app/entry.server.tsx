import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { storedSubmissionPage } from "./features/inbox/index.server";
import { logger } from "./platform/logger.server";
import { requestContext } from "./platform/request-context.server";
import { NonceProvider } from "./platform/hydration/nonce";
import {
  deferPageScriptsStream,
  hydrationOf,
} from "./platform/hydration/deferred-hydration.server";
import { PREVIEW_HEADERS, previewTokenOf } from "./features/preview/index.server";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering, as one JSON line with `err` (React Router's
 * default prints them raw with console.error, failed queries' parameters included).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // The client went away: nothing failed.
  if (request.signal.aborted) return;
  // A 404 or 405 of React Router's own carries the error behind it, if any.
  const err = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  if (err === undefined) return;
  logger.error(
    { err, method: request.method, path: new URL(request.url).pathname },
    "request failed",
  );
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // A preview link's page (or an attempt at one) is nobody's to keep: not a cache's, not a
  // search engine's (app/features/preview/).
  if (previewTokenOf(request) !== null) {
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) responseHeaders.set(name, value);
  }
  // A post stored this request is answered as arrived, even if its page cannot be drawn.
  const stored = requestContext()?.storedSubmission;
  if (stored && responseStatusCode >= 500) {
    logger.warn({ form: stored.form }, "answered a stored post with the plain page");
    return storedSubmissionPage(stored, responseHeaders);
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, SPA-mode and the page cache wait for everything; people get the shell first.
    const readyOption =
      loadContext.fullRender || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          if (hydrationOf(request, routerContext) === "immediate") pipe(body);
          else pipe(deferPageScriptsStream()).pipe(body);
        },
        onShellError(error: unknown) {
          if (stored) {
            logger.error({ err: error }, "render failed after a post was stored");
            resolve(storedSubmissionPage(stored, responseHeaders));
          } else {
            reject(error);
          }
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported by the error boundary; log the rest.
          if (shellRendered) {
            logger.error({ err: error, path: new URL(request.url).pathname }, "render failed");
          }
        },
      },
    );

    setTimeout(abort, streamTimeout + 1000);
  });
}
