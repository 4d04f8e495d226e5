import { Readable } from "node:stream";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  DEFERRED_SCRIPT_TYPE,
} from "./deferred-hydration";
import { deferPageScripts, deferPageScriptsStream, hydrationOf } from "./deferred-hydration.server";

// The shape React writes for React Router's <Links> and <Scripts> (see a built page).
const page = [
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc=="/>',
  '<link rel="modulepreload" href="/assets/framework-1.js" nonce="abc=="/>',
  "<title>Saúde em Orlando — Clínica</title></head><body><main>Olá, ação! ✓</main>",
  '<script nonce="abc==">window.__reactRouterContext = {"a":1};</script>',
  '<script nonce="abc==" type="module" async="">import * as route0 from "/assets/root-1.js";',
  'import("/assets/entry.client-1.js");</script>',
  '<script nonce="abc==">(() => {})();</script>',
].join("");
// What React streams after the shell: a suspended part and React Router's data.
const streamedRest = [
  '<div hidden id="S:0">Equipe médica ✓</div><script nonce="abc==">$RC("B:0","S:0")</script>',
  '<script nonce="abc==">window.__reactRouterContext.streamController.enqueue("[\\"Olá ✓\\"]");</script>',
  '<script nonce="abc==">window.__reactRouterContext.streamController.close();</script></body></html>',
].join("");
const inertData = `<script nonce="abc==" type="${DEFERRED_SCRIPT_TYPE}">window.__reactRouterContext`;

async function throughStream(chunks: Buffer[]): Promise<string> {
  const output: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferPageScriptsStream())) {
    output.push(chunk as Buffer);
  }
  return Buffer.concat(output).toString("utf8");
}

/** Splits text into chunks of `size` bytes, cutting through multi-byte characters. */
function bytesOf(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, "utf8");
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) {
    chunks.push(bytes.subarray(start, start + size));
  }
  return chunks;
}

describe("deferPageScripts", () => {
  it("makes the module preloads, the module script and the data scripts inert, keeping nonces and code", () => {
    const deferred = deferPageScripts(page);
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain(
      `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client-1.js" nonce="abc=="/>` +
        `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/framework-1.js" nonce="abc=="/>`,
    );
    expect(deferred).not.toContain('type="module"');
    expect(deferred).toContain(
      `<script nonce="abc==" type="${DEFERRED_MODULE_TYPE}">import * as route0 from "/assets/root-1.js";`,
    );
    expect(deferred).toContain(`${inertData} = {"a":1};</script>`);
    // Everything else is untouched: the stylesheet and the other inline scripts.
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app-1.css"');
    expect(deferred).toContain('<script nonce="abc==">(() => {})();</script>');
    expect(deferred.length).toBe(
      page.length +
        2 * (DEFERRED_PRELOAD_REL.length - "modulepreload".length) -
        ' async=""'.length +
        (DEFERRED_MODULE_TYPE.length - "module".length) +
        ` type="${DEFERRED_SCRIPT_TYPE}"`.length,
    );
  });

  it("makes each streamed data script inert and leaves React's own scripts running", () => {
    const deferred = deferPageScripts(streamedRest);
    expect(deferred).toContain('<script nonce="abc==">$RC("B:0","S:0")</script>');
    expect(deferred).toContain(`${inertData}.streamController.enqueue(`);
    expect(deferred).toContain(`${inertData}.streamController.close();</script></body></html>`);
    expect(deferred).not.toMatch(/<script nonce="abc==">window\./);
  });

  it("leaves a page without scripts as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(deferPageScripts(plain)).toBe(plain);
  });
});

describe("deferPageScriptsStream", () => {
  it("gives the same document however the stream is cut, multi-byte characters included", async () => {
    const expected = deferPageScripts(page + streamedRest);
    expect(expected.split(DEFERRED_SCRIPT_TYPE)).toHaveLength(4);
    for (const size of [1, 2, 3, 5, 7, 13, 64, 100_000]) {
      expect(await throughStream(bytesOf(page + streamedRest, size))).toBe(expected);
    }
  });

  it("passes what follows the module script through as it comes", async () => {
    const stream = deferPageScriptsStream();
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString("utf8")));
    const flushed = () => new Promise((resolve) => setImmediate(resolve));
    stream.write(Buffer.from(page));
    await flushed();
    expect(received.join("")).toBe(deferPageScripts(page));
    // A chunk that stops inside a data script's opening tag: only that tag waits.
    const cut = streamedRest.indexOf('<script nonce="abc==">window') + '<script nonce="ab'.length;
    stream.write(Buffer.from(streamedRest.slice(0, cut)));
    await flushed();
    expect(received.join("")).toBe(
      deferPageScripts(page) + streamedRest.slice(0, cut - '<script nonce="ab'.length),
    );
    stream.write(Buffer.from(streamedRest.slice(cut)));
    await flushed();
    // Both parts are out before the stream ends: streaming is not turned into buffering.
    expect(received.join("")).toBe(deferPageScripts(page + streamedRest));
    stream.end();
  });

  it("defers a document that ends before any module script", async () => {
    const head = '<html><head><link rel="modulepreload" href="/a.js"/></head><body>ç</body></html>';
    expect(await throughStream(bytesOf(head, 5))).toBe(deferPageScripts(head));
  });
});

describe("hydrationOf", () => {
  function context(handles: Array<unknown>, isSpaMode = false): EntryContext {
    const ids = handles.map((_, index) => `route${index}`);
    return {
      isSpaMode,
      staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
      routeModules: Object.fromEntries(ids.map((id, index) => [id, { handle: handles[index] }])),
    } as unknown as EntryContext;
  }
  const get = new Request("http://localhost/about");
  const onInteraction = { hydration: "on-interaction" };

  it("follows the deepest matched route that sets hydration", () => {
    expect(hydrationOf(get, context([undefined, onInteraction]))).toBe("on-interaction");
    expect(hydrationOf(get, context([undefined, onInteraction, { hydration: "immediate" }]))).toBe(
      "immediate",
    );
    expect(hydrationOf(get, context([onInteraction, { hydration: "immediate" }]))).toBe(
      "immediate",
    );
    expect(hydrationOf(get, context([undefined, onInteraction, { other: true }, undefined]))).toBe(
      "on-interaction",
    );
  });

  it("starts at once where no route asks, after a form post, and in SPA mode", () => {
    expect(hydrationOf(get, context([undefined, { title: "Admin" }]))).toBe("immediate");
    const post = new Request("http://localhost/contact", { method: "POST" });
    expect(hydrationOf(post, context([onInteraction]))).toBe("immediate");
    expect(hydrationOf(get, context([onInteraction], true))).toBe("immediate");
  });
});
