// The house-style boundaries (domain ← server / UI ← routes) as lint rules, so a wrong import fails
// `npm test`, not a code review.
import { readdirSync } from "node:fs";

import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const features = (() => {
  try {
    return readdirSync("app/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      // Without the TypeScript extensions and parser, import-x skips every .ts/.tsx dependency when it
      // builds its module graph, and no-cycle silently finds nothing (eslint.config.test.ts plants one).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": [
        "error",
        { "ts-expect-error": "allow-with-description", "ts-ignore": true },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./domain",
              from: ["./app", "./server", "./scripts", "./tests"],
              message: "domain/ is pure TypeScript and depends on nothing else in the project.",
            },
            {
              target: "./app",
              from: ["./server", "./scripts", "./tests"],
              message: "The React Router app must not import the Express host, scripts or tests.",
            },
            {
              target: ["./app/components", "./app/features"],
              from: ["./app/routes", "./app/root.tsx"],
              message: "Routes compose features and components, never the other way round.",
            },
            {
              target: ["./app/components", "./app/features"],
              from: "./app/.server",
              message: "Server-only code (app/.server) reaches the UI only through a route's loader or action.",
            },
            {
              target: ["./app/components", "./app/features"],
              from: "./app/islands",
              message: "Islands are entries: routes render them; components and features never import them.",
            },
            {
              target: "./app/components",
              from: "./app/features",
              message: "Shared components must not depend on a feature.",
            },
            ...features.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`],
              message: "A feature never imports another feature; share through domain/ or components/.",
            })),
            {
              target: "./server",
              from: ["./app/routes", "./app/features", "./app/components"],
              message: "The Express host only hands requests to React Router; it does not render UI.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*"], message: "domain/ runs in the browser too: no Node built-ins." },
            { group: ["react", "react-dom", "react-router", "react/*", "react-dom/*"], message: "domain/ has no UI." },
          ],
        },
      ],
      "no-restricted-globals": ["error", "window", "document", "localStorage", "fetch", "process"],
    },
  },
);
