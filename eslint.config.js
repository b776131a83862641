import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      "node_modules/**",
      ".react-router/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The two classic hook rules; the React Compiler rules of the plugin's preset assume the compiler, which we do not run.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // Wide tables and the picture strip scroll sideways: a keyboard user must be able to focus the region to scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region"], tags: [] }],
      // Focus goes to the first bad field of a form the server sent back (no JavaScript): the WCAG error-recovery pattern.
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
    },
  },
  {
    files: ["src/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // Hono builds a new object of every variable at each read of `c.var` (8 µs per search suggestion).
          selector: "MemberExpression[object.type='MemberExpression'][object.property.name='var']",
          message: 'Read one request variable with c.get("name").',
        },
      ],
    },
  },
  {
    // Locale texts are written out (src/shop/counts.ts, dates.ts, money.ts): the server that loads ICU's
    // locale data holds about 10 MB more (issue 13), and server and browser ICU may word a date apart.
    files: ["src/**/*.ts", "app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: "Use formatCount, formatNaira or the date texts of src/shop/dates.ts." },
      ],
      "no-restricted-properties": [
        "error",
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString", "localeCompare"].map((property) => ({
          property,
          message:
            "Use formatCount or the date texts of src/shop/dates.ts; compare texts with byCodeUnits (src/platform/code-unit-order.ts).",
        })),
      ],
    },
  },
  {
    // Browser specs take test and expect from the shared support, which fails a test on any CSP violation.
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "Import test and expect from ./support/test.",
            },
          ],
        },
      ],
    },
  },
);
