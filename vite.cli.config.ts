import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/*
 * The operator's commands (backup, restore, user, migrate) as plain JavaScript in
 * build/cli/<name>.js, so a production installation (`npm ci --omit=dev`) runs them with
 * `node`, without tsx. A second SSR build, run by `npm run build` after React Router's:
 * packages stay external (imported from node_modules at run time, as the server bundle
 * does) and `~/` resolves as in the app.
 */

const root = path.dirname(new URL(import.meta.url).pathname);

/** Each command: build/cli/<name>.js, from scripts/<name>.ts. */
const cliCommands = ["backup", "restore", "user", "migrate"] as const;

const ENTRY_PREFIX = "clinic-cli:";

/**
 * Each command's entry imports scripts/lib/cli-environment.ts first, then the script:
 * the default NODE_ENV must be in place before app/platform/env.server.ts parses it.
 */
function cliEntries(): Plugin {
  return {
    name: "clinic:cli-entries",
    resolveId: (id) => (id.startsWith(ENTRY_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${ENTRY_PREFIX}`)) return null;
      const name = id.slice(ENTRY_PREFIX.length + 1);
      return [
        `import ${JSON.stringify(path.join(root, "scripts/lib/cli-environment.ts"))};`,
        `import ${JSON.stringify(path.join(root, `scripts/${name}.ts`))};`,
      ].join("\n");
    },
  };
}

/** The package a bare specifier names: "pkg" or "@scope/pkg". */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

/**
 * Fails the build when the commands import a package that is not a production
 * dependency: it would be missing after `npm ci --omit=dev`, and only an operator's
 * backup at night would find out.
 */
function productionDependenciesOnly(): Plugin {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const allowed = new Set(Object.keys(manifest.dependencies ?? {}));
  const builtins = new Set(builtinModules);
  return {
    name: "clinic:production-dependencies-only",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        /^[./\0~]/.test(source) ||
        /^(node|clinic-cli):/.test(source) ||
        path.isAbsolute(source)
      ) {
        return null;
      }
      const name = packageName(source);
      if (builtins.has(name) || allowed.has(name)) return null;
      this.error(
        `${importer ?? "?"} imports "${source}", which is not in package.json's "dependencies": ` +
          "a production install (npm ci --omit=dev) would not have it.",
      );
    },
  };
}

export default defineConfig({
  root,
  // Nothing from public/: these are commands, not pages.
  publicDir: false,
  plugins: [cliEntries(), productionDependenciesOnly()],
  resolve: { alias: { "~": path.join(root, "app") } },
  build: {
    ssr: true,
    target: "node20",
    outDir: "build/cli",
    emptyOutDir: true,
    rollupOptions: {
      input: Object.fromEntries(cliCommands.map((name) => [name, `${ENTRY_PREFIX}${name}`])),
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
  ssr: { target: "node" },
});
