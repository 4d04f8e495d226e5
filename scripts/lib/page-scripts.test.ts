import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { pageScripts } from "./page-scripts";

const clientDir = mkdtempSync(path.join(tmpdir(), "page-scripts-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const chunks: Record<string, string> = {
  "entry.client-1.js": 'import{a as b}from"./framework-1.js";import"./shell-1.js";b();',
  "framework-1.js": "export const a=()=>1;".repeat(50),
  "shell-1.js": 'import{a}from"./framework-1.js";const l=()=>import("./lazy-1.js");a();',
  "root-1.js": 'import{a}from"/assets/framework-1.js";export default a;',
  "about-1.js": "export default 2;",
  "lazy-1.js": "export default 'loaded only when used';",
};
mkdirSync(path.join(clientDir, "assets"));
for (const [name, code] of Object.entries(chunks)) {
  writeFileSync(path.join(clientDir, "assets", name), code);
}
const gzipped = (name: string) => gzipSync(chunks[name] ?? "", { level: 9 }).length;

const moduleScript = [
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/about-1.js";',
  'window.__reactRouterManifest = { "imports": [ "/assets/lazy-1.js" ] };',
  'import("/assets/entry.client-1.js");',
].join("\n");

describe("pageScripts", () => {
  it("follows the page's imports and their static imports once each, not dynamic ones", () => {
    for (const type of ["module", "text/x-deferred-module"]) {
      const html = `<body><script nonce="n" type="${type}">${moduleScript}</script></body>`;
      const { files, gzipBytes } = pageScripts(html, clientDir);
      expect(files.sort()).toEqual(
        [
          "/assets/about-1.js",
          "/assets/entry.client-1.js",
          "/assets/framework-1.js",
          "/assets/root-1.js",
          "/assets/shell-1.js",
        ].sort(),
      );
      expect(gzipBytes).toBe(
        ["about-1.js", "entry.client-1.js", "framework-1.js", "root-1.js", "shell-1.js"]
          .map(gzipped)
          .reduce((sum, size) => sum + size, 0),
      );
    }
  });

  it("finds nothing on a page without a module script", () => {
    expect(pageScripts("<body><p>Static</p></body>", clientDir)).toEqual({
      files: [],
      gzipBytes: 0,
    });
  });
});
