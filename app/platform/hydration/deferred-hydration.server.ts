import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import type { EntryContext } from "react-router";
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  DEFERRED_SCRIPT_TYPE,
  type Hydration,
  type HydrationHandle,
} from "./deferred-hydration";

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
const MODULE_PRELOAD = /<link rel="modulepreload"(?=[^>]*\/>)/g;
const MODULE_SCRIPT = /<script( nonce="[^"]{0,200}")? type="module" async="">/;
const MODULE_SCRIPT_MAX_LENGTH = 250;
// React Router's data for hydration: the context in the shell, then one inline script
// per streamed part, each starting with this global.
const DATA_GLOBAL = "window.__reactRouterContext";
const DATA_SCRIPT = /<script( nonce="[^"]*")?>(?=window\.__reactRouterContext)/g;

/**
 * The page's scripts made inert: preloads under a relation browsers ignore, a module
 * script browsers do not run, and React Router's data scripts likewise, until the
 * inline starter turns them all on.
 * Running the data at load cost a slow phone ~40 ms of main thread on every page
 * (a stream, a text encoder, the parsed data) for a visitor who may only read.
 */
export function deferPageScripts(html: string): string {
  return html
    .replace(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`)
    .replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE_TYPE}">`)
    .replace(DATA_SCRIPT, `<script$1 type="${DEFERRED_SCRIPT_TYPE}">`);
}

/** Whether `end`, the last text to arrive from a "<" on, may still become a data script's opening. */
function mayOpenDataScript(end: string): boolean {
  const tag = /^<script(?: nonce="[^"]*")?>/.exec(end);
  if (tag) {
    const after = end.slice(tag[0].length);
    return after.length < DATA_GLOBAL.length && DATA_GLOBAL.startsWith(after);
  }
  return '<script nonce="'.startsWith(end) || /^<script nonce="[^"]*"?$/.test(end);
}

/**
 * Applies deferPageScripts to a streamed document. The module script is in the
 * shell, which React writes in one go: hold the text back until it has passed (or
 * the stream ends). After it, text goes out as it comes, except a last "<" that
 * may open a data script, which waits for the next chunk.
 */
export function deferPageScriptsStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let shellPassed = false;
  // Until the module script has passed, the text is held in pieces: React writes the
  // shell in many small chunks, and searching (or slicing) the whole text joined so
  // far at each one would copy it again and again.
  let held: string[] = [];
  /** The end of the text held so far, for a tag cut across two chunks. */
  let tail = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (shellPassed) {
        pending += text;
      } else {
        held.push(text);
        const searched = tail + text;
        if (!MODULE_SCRIPT.test(searched)) {
          tail = searched.slice(-MODULE_SCRIPT_MAX_LENGTH);
          callback();
          return;
        }
        shellPassed = true;
        pending = held.join("");
        held = [];
      }
      const last = pending.lastIndexOf("<");
      const cut = last !== -1 && mayOpenDataScript(pending.slice(last)) ? last : pending.length;
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, ready ? deferPageScripts(ready) : undefined);
    },
    flush(callback) {
      const rest = deferPageScripts(pending + held.join("") + decoder.end());
      callback(null, rest || undefined);
    },
  });
}
