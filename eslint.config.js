import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

// Globals Foundry injects at runtime. Pure folders must not touch them (nor the DOM).
const FOUNDRY_GLOBALS = ["game", "CONFIG", "foundry", "ui", "canvas", "Hooks", "Roll", "ChatMessage", "Actor", "Item", "Combat", "Combatant", "TextEditor", "fromUuid", "fromUuidSync", "CONST", "Dialog"];
const DOM_GLOBALS = ["window", "document", "HTMLElement", "Element", "navigator", "localStorage", "fetch"];
const PURE = ["src/core/**/*.ts", "src/rulesets/*/rules/**/*.ts", "src/sim/**/*.ts"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "screenshots/**", ".xdg/**", "packs/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["src/foundry/**/*.ts", "src/rulesets/*/data/**/*.ts", "src/rulesets/*/sheets/**/*.ts", "src/rulesets/*/flows/**/*.ts", "src/rulesets/*/index.ts", "src/fray.ts", "src/quench/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Runs inside Chromium, injected by the template harness.
    files: ["test/browser/**/*.browser.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: PURE,
    rules: {
      "no-restricted-globals": ["error", ...[...FOUNDRY_GLOBALS, ...DOM_GLOBALS].map((name) => ({ name, message: "Pure rules code must not use Foundry or DOM globals." }))],
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/foundry/**", "fvtt-types*"], message: "Pure rules code must not import Foundry glue." }] }],
      "no-restricted-properties": ["error", { object: "Math", property: "random", message: "Use the Dice port." }],
    },
  },
);
