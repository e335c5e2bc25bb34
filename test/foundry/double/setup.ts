import { installFoundryGlobals } from "./globals.js";

// The Foundry globals exist before any Fray module is imported (vitest.config.ts, project "scenarios").
installFoundryGlobals();
