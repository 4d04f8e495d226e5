import { createStaticHandler, isRouteErrorResponse, type AppLoadContext } from "react-router";
import type { Database } from "~/platform/db/client.server";
import type { Toast } from "~/platform/toast";
import { readToast } from "~/platform/toast.server";
import { nextClientIp } from "./auth-helpers";

/*
 * Calls a route module's loader or action the way React Router's server does, through
 * its public static handler: the URL's params come from the route's path pattern, a
 * `data()` answer gives its status and headers, a thrown Response or `data()` is the
 * route's error. Integration tests use it to test routes without a browser or server.
 */

export const TEST_ORIGIN = "http://localhost:3000";

type RouteFunction = (args: never) => unknown;
export type RouteModule = { loader?: RouteFunction; action?: RouteFunction };

/**
 * What a route answered: data (with its status; a returned Response's body is its
 * data), a redirect, or an error the route threw (a Response or `data()`: a 403, a 404).
 */
export type RouteAnswer =
  | {
      kind: "data" | "error";
      status: number;
      // Each test knows its route's data; `any` keeps assertions on it short.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      data: any;
      headers: Headers;
      /** The toast the answer carries in its cookie (the root route shows it). */
      toast: Toast | null;
    }
  | {
      kind: "redirect";
      status: number;
      location: string | null;
      headers: Headers;
      toast: Toast | null;
    };

/** The data of an answer that is not a redirect: the route's data, or its error's. */
export function dataOf(answer: RouteAnswer) {
  if (answer.kind === "redirect") throw new Error(`redirected to ${answer.location}`);
  return answer.data;
}

/** The toast a set of Set-Cookie headers carries, decoded as the next request would read it. */
export async function toastIn(headers: Headers): Promise<Toast | null> {
  const cookies = headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .join("; ");
  if (!cookies) return null;
  const { toast } = await readToast(new Request(TEST_ORIGIN, { headers: { Cookie: cookies } }));
  return toast;
}

/**
 * Runs the route at `path` (its pattern, e.g. "/admin/team/:id") for `request`: the
 * action for a POST, otherwise the loader.
 */
export async function callRoute(
  path: string,
  module: RouteModule,
  request: Request,
  context: AppLoadContext,
): Promise<RouteAnswer> {
  const handler = createStaticHandler([
    {
      id: "route",
      path,
      loader: module.loader as never,
      action: module.action as never,
    },
  ]);
  const result = await handler.query(request, {
    requestContext: context,
    // An action's answer alone, as a browser with JavaScript gets it.
    skipRevalidation: true,
  });
  if (result instanceof Response) {
    return {
      kind: "redirect",
      status: result.status,
      location: result.headers.get("Location"),
      headers: result.headers,
      toast: await toastIn(result.headers),
    };
  }
  const headers = new Headers(result.actionHeaders.route ?? result.loaderHeaders.route);
  const error = result.errors?.route;
  if (error !== undefined) {
    if (isRouteErrorResponse(error)) {
      return {
        kind: "error",
        status: error.status,
        data: error.data,
        headers,
        toast: await toastIn(headers),
      };
    }
    throw error;
  }
  const isAction = request.method !== "GET" && request.method !== "HEAD";
  return {
    kind: "data",
    status: result.statusCode,
    data: isAction ? result.actionData?.route : result.loaderData.route,
    headers,
    toast: await toastIn(headers),
  };
}

/** The context the server gives a route: `db`, no CSP nonce, and a client address of its own. */
export function routeContext(db: Database, clientIp = nextClientIp()): AppLoadContext {
  return { db, cspNonce: "", clientIp };
}

/**
 * getRoute's and postRoute's options for a request on `db` with this session cookie
 * (none when null or undefined), from a client address of its own.
 */
function sessionOn(
  db: Database,
  cookie?: string | null,
): { cookie?: string | null; context: AppLoadContext } {
  return { cookie, context: routeContext(db) };
}

/** A GET of `url` (a path on TEST_ORIGIN), with the session cookie when given. */
export function getRoute(
  path: string,
  module: RouteModule,
  url: string,
  { cookie, context }: { cookie?: string | null; context: AppLoadContext },
): Promise<RouteAnswer> {
  return callRoute(
    path,
    module,
    new Request(`${TEST_ORIGIN}${url}`, { headers: cookie ? { Cookie: cookie } : {} }),
    context,
  );
}

/** A form post to `url`, as a browser sends it: urlencoded, or multipart when `form` is FormData. */
export function postRoute(
  path: string,
  module: RouteModule,
  url: string,
  form: Record<string, string | readonly string[]> | FormData,
  { cookie, context }: { cookie?: string | null; context: AppLoadContext },
): Promise<RouteAnswer> {
  let body: URLSearchParams | FormData;
  if (form instanceof FormData) {
    body = form;
  } else {
    body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) {
      for (const item of typeof value === "string" ? [value] : value) body.append(name, item);
    }
  }
  return callRoute(
    path,
    module,
    new Request(`${TEST_ORIGIN}${url}`, {
      method: "POST",
      body,
      headers: { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    }),
    context,
  );
}

/**
 * The route calls of tests on one database (openForDescribe's, read at each call), each
 * from a client address of its own: `get` and `post` as the holder of a session cookie
 * (none when null or undefined), `postForJson` as a page's script posts a form, and
 * `call` for a request made by hand. Each takes
 * another database last, for the tests of a database that fails.
 */
export function routesOn(database: { readonly db: Database }) {
  return {
    get: (
      path: string,
      module: RouteModule,
      url: string,
      cookie?: string | null,
      db = database.db,
    ) => getRoute(path, module, url, sessionOn(db, cookie)),
    post: (
      path: string,
      module: RouteModule,
      url: string,
      form: Record<string, string | readonly string[]> | FormData,
      cookie?: string | null,
      db = database.db,
    ) => postRoute(path, module, url, form, sessionOn(db, cookie)),
    call: (path: string, module: RouteModule, request: Request, db = database.db) =>
      callRoute(path, module, request, routeContext(db)),
    /** A form post from a page's script that asks for JSON (a Preview button's fetch). */
    postForJson: (
      path: string,
      module: RouteModule,
      form: Record<string, string> | FormData,
      cookie?: string | null,
      db = database.db,
    ) =>
      callRoute(
        path,
        module,
        new Request(`${TEST_ORIGIN}${path}`, {
          method: "POST",
          body: form instanceof FormData ? form : new URLSearchParams(form),
          headers: {
            Origin: TEST_ORIGIN,
            Accept: "application/json",
            ...(cookie ? { Cookie: cookie } : {}),
          },
        }),
        routeContext(db),
      ),
  };
}
