export * from "./options.js";
export * from "./tiers.js";
export * from "./table.js";
export * from "./actions.js";
export * from "./opposed.js";
export * from "./exchange.js";
export * from "./odds.js";
export * from "./encounter.js";
