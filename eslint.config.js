import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware linting: each file is checked with the program TypeScript builds for it from tsconfig.json, whose
    // "include" covers every .ts/.tsx file here (app, server, scripts, e2e, tests, the config files). JavaScript
    // files are not in that program; they are linted without types (last block).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
      // Promises (docs/decisions/022-…): a promise nobody awaits loses its errors and its ordering.
      "@typescript-eslint/no-floating-promises": "error",
      // JSX attributes stay checked (no `checksVoidReturn.attributes: false`): there is one async event handler on the
      // whole site, and `onClick={() => void copy()}` says at the call site that nothing waits for it.
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/return-await": ["error", "error-handling-correctness-only"],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: "Browser code imports #app/lib/zod (zod/mini, CSP-safe); only *.server.ts may use full zod.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/zod.ts", "**/*.server.ts", "server/**"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // On the server a promise left to run on its own must end in .catch (or .then with a rejection handler) that
    // logs: `void` alone would turn a failure into an unhandled rejection, which stops the process.
    files: ["server/**", "**/*.server.ts"],
    rules: { "@typescript-eslint/no-floating-promises": ["error", { ignoreVoid: false }] },
  },
  {
    files: ["scripts/**", "e2e/**", "server/cli/**", "**/*.test.{ts,tsx}", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The panel's service worker runs in the browser's worker scope, not in Node.
    files: ["public/painel/sw.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
