import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  { ...reactHooks.configs.flat["recommended-latest"], files: ["app/**/*.{ts,tsx}"] },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Command-line entry points talk to the operator on the console.
    files: ["server.js", "scripts/**", "tests/**", "playwright.config.ts"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
);
