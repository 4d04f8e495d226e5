import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import type { EntryContext } from "react-router";
import { DEFERRED_MODULE_TYPE, type Hydration, type HydrationHandle } from "./deferred-hydration";

/**
 * When this document's scripts start: the deepest matched route that sets
 * `handle.hydration` decides; none (the staff portal), a form post's answer (it may
 * carry a toast or move the focus) and SPA mode start at once.
 */
export function hydrationOf(request: Request, context: EntryContext): Hydration {
  if (context.isSpaMode || request.method !== "GET") return "immediate";
  let hydration: Hydration = "immediate";
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle as HydrationHandle | undefined;
    if (handle?.hydration) hydration = handle.hydration;
  }
  return hydration;
}

// React Router's <Scripts> as React writes it: the preloads, then one inline module script.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;

/**
 * The page's scripts made inert: no preloads, and a module script browsers do not
 * run until the inline starter runs it.
 */
export function deferModuleScripts(html: string): string {
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE_TYPE}">`);
}

/**
 * Applies deferModuleScripts to a streamed document. The module script is in
 * the shell, which React writes in one go: hold the text back until it has
 * passed (or the stream ends), then let the streamed rest through untouched.
 */
export function deferModuleScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (done) {
        callback(null, text || undefined);
        return;
      }
      held += text;
      const script = MODULE_SCRIPT.exec(held);
      if (!script) {
        callback();
        return;
      }
      done = true;
      const end = script.index + script[0].length;
      const out = deferModuleScripts(held.slice(0, end)) + held.slice(end);
      held = "";
      callback(null, out);
    },
    flush(callback) {
      const rest = done ? decoder.end() : deferModuleScripts(held + decoder.end());
      callback(null, rest || undefined);
    },
  });
}
