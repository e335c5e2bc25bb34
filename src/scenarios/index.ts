/// <reference types="vite/client" />
import type { Scenario } from "./table.js";

/**
 * Every scenario script: each file under src/scenarios/<ruleset>/ exports `scenarios`. Loaded by
 * the double's Vitest project and, in a live world, only when Quench is active (a dynamic import
 * from src/quench/index.ts keeps them out of the main bundle's start-up).
 */
const modules = import.meta.glob<{ scenarios?: readonly Scenario[] }>("./*/*.ts", { eager: true });

export const ALL_SCENARIOS: readonly Scenario[] = Object.keys(modules)
  .sort()
  .flatMap((path) => modules[path]?.scenarios ?? []);
