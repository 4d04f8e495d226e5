import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/*
 * The scripts a page runs once React starts on it, read from the build: the
 * modules its module script imports (deferred until the first interaction on
 * public pages, docs/decisions/008) and everything they import statically.
 * Dynamic imports (sonner, the booking dialog, …) load later and are left out.
 */

// The page's module script, deferred or not.
const MODULE_SCRIPT =
  /<script[^>]*type="(?:module|text\/x-deferred-module)"[^>]*>([\s\S]*?)<\/script>/;
// In the module script: `import * as route0 from "/assets/…"`, `import "/assets/…"`, `import("/assets/…")`.
const PAGE_IMPORT = /import\s*(?:\*\s*as\s+\w+\s+from\s*|\(\s*)?"(\/assets\/[^"]+\.js)"/g;
// In a minified chunk: `import{a as b}from"./x.js"` or `import"./x.js"`, never `import("./x.js")`.
const STATIC_IMPORT = /import\s*(?:[^"'();]*?from\s*)?["']((?:\.{1,2}|\/assets)\/[^"']+\.js)["']/g;

export interface PageScripts {
  /** Paths under /assets/, the entry first. */
  files: string[];
  /** Their sizes gzipped at level 9, as the server sends them to a browser without brotli. */
  gzipBytes: number;
}

/** The scripts of a server-rendered page, from its HTML and the built client assets. */
export function pageScripts(html: string, clientDir: string): PageScripts {
  const code = MODULE_SCRIPT.exec(html)?.[1] ?? "";
  const queue = [...code.matchAll(PAGE_IMPORT)].map((match) => match[1] as string);
  const seen = new Set<string>();
  let gzipBytes = 0;
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(clientDir, file));
    gzipBytes += gzipSync(source, { level: 9 }).length;
    for (const match of source.toString("utf8").matchAll(STATIC_IMPORT)) {
      const target = match[1] as string;
      queue.push(
        target.startsWith("/") ? target : path.posix.join(path.posix.dirname(file), target),
      );
    }
  }
  return { files: [...seen], gzipBytes };
}
