import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // The production server entry (server/app.ts) is bundled by Vite together
  // with the React Router build, so the whole server is TypeScript.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : {},
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  optimizeDeps: {
    exclude: ["@electric-sql/pglite"],
    // The blog editor is imported on demand; pre-bundled up front, the dev server
    // does not reload the page the first time an editor opens it.
    include: ["@tiptap/react", "@tiptap/starter-kit", "@tiptap/extension-link"],
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "pino-pretty", "sharp"] },
}));
