/** Pure BRP (Basic Roleplaying d100) rules: see README.md in this folder for the API. */
export * from "./options.js";
export * from "./success.js";
export * from "./derived.js";
export * from "./matrix.js";
export * from "./damage.js";
export * from "./armor.js";
export * from "./defence.js";
export * from "./missile.js";
export * from "./fumbles.js";
export * from "./majorWounds.js";
export * from "./locations.js";
export * from "./harm.js";
export * from "./healing.js";
export * from "./special.js";
export * from "./actions.js";
export * from "./encounter.js";
