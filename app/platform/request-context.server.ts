import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the server knows about the request being answered, for code deep in a
 * loader or action that has no reason to take it as a parameter. Set by the HTTP
 * server (server/app.ts) around React Router; absent in tests that call routes
 * directly.
 */
export type RequestContext = {
  /**
   * The request's id (the caller's X-Request-Id when it is a sane token, else a new
   * one): the logger adds it to every line written while the request is answered.
   */
  requestId?: string;
  /**
   * A client-side request of React Router's (a `.data` URL: the page's scripts are
   * running) rather than a document request (a link followed or a form posted
   * without JavaScript).
   */
  dataRequest: boolean;
  /**
   * Set once a public form's post has been stored: from then on the visitor must be
   * told it arrived, even if drawing the answer fails (app/entry.server.tsx).
   */
  storedSubmission?: { form: string; locale: string };
};

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (and everything it starts) with the request's context. */
export function runWithRequestContext<T>(context: RequestContext, next: () => T): T {
  return storage.run(context, next);
}

export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}
