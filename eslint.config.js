import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/**", "data/**", "node_modules/**", ".react-router/**", "test-results/**", "playwright-report/**", "bench/results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
    },
  },
  {
    // Browser specs take test and expect from the shared support, which fails a test on any CSP violation.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test", "expect"], message: "Import test and expect from ./support/test." }] },
      ],
    },
  },
);
