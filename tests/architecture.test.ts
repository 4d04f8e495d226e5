import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The layout's rules (docs/architecture.md, docs/decisions/009), checked on every import
 * in app/, server/ and scripts/:
 * - Imports point down: i18n < platform < ui < features < the application (routes,
 *   root, entries, start-up) < the server and scripts. Nothing imports upwards.
 * - A feature is used from outside only through its public modules, `index.ts` (safe
 *   for the browser) and `index.server.ts`; only route modules (and the root route) may
 *   reach into a feature's other files, because composing features is their job.
 * - No import circle, type-only imports included.
 */

const root = path.resolve(import.meta.dirname, "..");

type Layer =
  | { rank: 0; name: "i18n" }
  | { rank: 1; name: "platform" }
  | { rank: 2; name: "ui" }
  | { rank: 3; name: "feature"; feature: string }
  | { rank: 4; name: "application" }
  | { rank: 5; name: "outside" };

function layerOf(file: string): Layer | null {
  if (file.startsWith("app/i18n/")) return { rank: 0, name: "i18n" };
  if (file.startsWith("app/platform/")) return { rank: 1, name: "platform" };
  if (file.startsWith("app/ui/")) return { rank: 2, name: "ui" };
  const feature = /^app\/features\/([^/]+)\//.exec(file);
  if (feature) return { rank: 3, name: "feature", feature: feature[1]! };
  if (file.startsWith("app/")) return { rank: 4, name: "application" };
  if (file.startsWith("server/") || file.startsWith("scripts/"))
    return { rank: 5, name: "outside" };
  return null;
}

const isRouteModule = (file: string) => file.startsWith("app/routes/") || file === "app/root.tsx";
const isPublicModule = (file: string) =>
  /^app\/features\/[^/]+\/index(\.server)?\.tsx?$/.test(file);
const isTest = (file: string) => /\.test(-d)?\.tsx?$/.test(file);

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|js)$/.test(file) && layerOf(file) !== null && !isTest(file))
  // The index may still list a file deleted in the working tree.
  .filter((file) => existsSync(path.join(root, file)))
  .filter((file) => !file.includes("/+types/"));
const fileSet = new Set(files);

function resolve(from: string, specifier: string): string | null {
  const bare = specifier.split("?")[0]!;
  let base: string;
  if (bare.startsWith("~/")) base = `app/${bare.slice(2)}`;
  else if (bare.startsWith(".")) base = path.posix.join(path.posix.dirname(from), bare);
  else return null;
  for (const ending of ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"]) {
    if (fileSet.has(base + ending)) return base + ending;
  }
  return null;
}

type Edge = { from: string; to: string; typeOnly: boolean };

function importsOf(file: string): Edge[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const to = resolve(file, specifier.text);
    if (to) edges.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, Boolean(node.importClause?.isTypeOnly));
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const edges = files.flatMap(importsOf);

function describeLayer(layer: Layer): string {
  return layer.name === "feature" ? `features/${layer.feature}` : layer.name;
}

describe("the layout of the code", () => {
  it("finds the code it checks", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(edges.length).toBeGreaterThan(1000);
  });

  it("has imports that point down only", () => {
    const upward = edges
      .filter(({ from, to }) => {
        const a = layerOf(from)!;
        const b = layerOf(to)!;
        if (a.name === "feature" && b.name === "feature") return false;
        return b.rank > a.rank;
      })
      .map(({ from, to }) => `${from} (${describeLayer(layerOf(from)!)}) → ${to}`);
    expect(upward).toEqual([]);
  });

  it("uses another feature only through its public modules, outside the routes", () => {
    const reaching = edges
      .filter(({ from, to }) => {
        const target = layerOf(to)!;
        if (target.name !== "feature" || isPublicModule(to)) return false;
        const source = layerOf(from)!;
        if (source.name === "feature" && source.feature === target.feature) return false;
        return !isRouteModule(from);
      })
      .map(({ from, to }) => `${from} → ${to}`);
    expect(reaching).toEqual([]);
  });

  it("has no import circle", () => {
    const next = new Map<string, string[]>();
    for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const walk = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const to of next.get(file) ?? []) {
        const seen = state.get(to);
        if (seen === "open") circles.push([...stack.slice(stack.indexOf(to)), to].join(" → "));
        else if (seen === undefined) walk(to);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) walk(file);
    expect(circles).toEqual([]);
  });
});
