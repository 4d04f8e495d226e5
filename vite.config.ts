import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes .br and .gz copies of the client's scripts and styles next to them, at the
 * best compression levels (too slow per request); server/precompressed-assets.ts
 * serves them.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "clinic:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.ssr ? "" : path.resolve(config.root, config.build.outDir, "assets");
    },
    async closeBundle() {
      if (!outDir) return;
      for (const name of await readdir(outDir)) {
        if (!/\.(?:js|css|svg)$/.test(name)) continue;
        const file = path.join(outDir, name);
        const data = await readFile(file);
        if (data.length < 1024) continue;
        await writeFile(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * `import { Menu } from "lucide-react"` becomes `import Menu from "lucide-react/icons/menu"`
 * in our code, so that each icon module's importers are the components that draw it
 * (through the package's index every icon looked imported by every component).
 */
function lucideDirectImports(): Plugin {
  const barrel = path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs");
  let files: Map<string, string> | undefined;
  async function iconFiles() {
    if (files) return files;
    files = new Map();
    const source = await readFile(barrel, "utf8");
    for (const [, names = "", file = ""] of source.matchAll(
      /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g,
    )) {
      for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name!, file);
    }
    return files;
  }
  return {
    name: "clinic:lucide-direct-imports",
    enforce: "pre",
    async transform(code, id) {
      if (!id.includes("/app/") || !code.includes('from "lucide-react"')) return null;
      const byName = await iconFiles();
      return code.replace(
        /import\s*\{([^}]*)\}\s*from\s*"lucide-react";?/g,
        (statement, list: string) => {
          const lines: string[] = [];
          const types: string[] = [];
          for (const entry of list
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)) {
            if (entry.startsWith("type ")) {
              types.push(entry.slice(5));
              continue;
            }
            const [name = "", local = name] = entry.split(/\s+as\s+/);
            const file = byName.get(name);
            if (!file) return statement; // not an icon: leave the statement alone
            lines.push(`import ${local} from "lucide-react/icons/${file}";`);
          }
          if (types.length > 0)
            lines.push(`import type { ${types.join(", ")} } from "lucide-react";`);
          return lines.join("\n");
        },
      );
    },
  };
}

/** React, React DOM and React Router: one chunk every page needs, cached across releases. */
const FRAMEWORK =
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)\//;
const ICON =
  /\/node_modules\/lucide-react\/dist\/esm\/(?:icons\/|defaultAttributes|Icon|createLucideIcon|shared|context)/;
/** What every public page draws: the document and the public layout (header, footer). */
const SHELL_ENTRIES = [/\/app\/root\.tsx$/, /\/app\/routes\/site\/layout\.tsx$/];
/** The public site's route modules: an icon one of them draws (through any import) is public. */
const PUBLIC_ROUTE = /\/app\/routes\/site\//;

type ModuleInfoLookup = (id: string) => { importers: readonly string[] } | null;

/** Whether a module is imported, statically and through any chain, by one the test accepts. */
function importedBy(id: string, getModuleInfo: ModuleInfoLookup, test: (id: string) => boolean) {
  const seen = new Set<string>();
  const walk = (moduleId: string): boolean => {
    if (test(moduleId)) return true;
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    return (getModuleInfo(moduleId)?.importers ?? []).some(walk);
  };
  return walk(id);
}

/** The public route modules that import a module, statically and through any chain. */
function publicRoutesImporting(id: string, getModuleInfo: ModuleInfoLookup): Set<string> {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const walk = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    // A route module is where a chain ends: one route importing from another does not
    // make the other's imports shared.
    if (PUBLIC_ROUTE.test(moduleId)) return void routes.add(moduleId);
    for (const importer of getModuleInfo(moduleId)?.importers ?? []) walk(importer);
  };
  walk(id);
  return routes;
}

/**
 * The client's chunks. Left to itself, Rollup made a chunk of every shared module (each
 * icon, each helper): about fifty requests per page, each with its headers, which a
 * phone on a slow network pays for in round trips. So: the framework in one chunk,
 * whatever the public shell imports in another, the icons of public pages in a third,
 * and our modules that two public pages or more share (a pager, a section, a call to
 * action: a dozen requests of a few hundred bytes each, one after another on a phone's
 * six connections) in a fourth. Lazy imports stay lazy, a page's own code and widgets
 * stay with it, and the staff portal's own code and icons stay out of all four.
 */
function clientChunk(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoLookup }) {
  if (FRAMEWORK.test(id)) return "framework";
  const isShell = (moduleId: string) => SHELL_ENTRIES.some((entry) => entry.test(moduleId));
  if (importedBy(id, getModuleInfo, isShell)) return "shell";
  if (ICON.test(id)) {
    const isPublicRoute = (moduleId: string) => PUBLIC_ROUTE.test(moduleId);
    return importedBy(id, getModuleInfo, isPublicRoute) ? "icons" : undefined;
  }
  const publicShared = id.includes("/app/") && !PUBLIC_ROUTE.test(id);
  if (publicShared && publicRoutesImporting(id, getModuleInfo).size >= 2) return "public";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  // The production server entry (server/app.ts) is bundled by Vite together
  // with the React Router build, so the whole server is TypeScript.
  build: {
    // The text font goes inside its stylesheet (app/ui/fonts/inter.css), so the first paint
    // has it; other assets keep Vite's rule (inlined under 4 KB). Both builds, so the
    // server names the same stylesheet the client build wrote.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? true : undefined),
    ...(isSsrBuild
      ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
      : { rollupOptions: { output: { manualChunks: clientChunk } } }),
  },
  plugins: [lucideDirectImports(), tailwindcss(), reactRouter(), precompress()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  optimizeDeps: {
    exclude: ["@electric-sql/pglite"],
    // The blog editor is imported on demand; pre-bundled up front, the dev server
    // does not reload the page the first time an editor opens it.
    include: ["@tiptap/react", "@tiptap/starter-kit", "@tiptap/extension-link"],
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "pino-pretty", "sharp"] },
}));
