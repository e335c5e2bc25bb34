export * from "./errors.js";
export * from "./dice.js";
export * from "./formula.js";
export * as dist from "./distribution.js";
export * from "./range.js";
export * from "./vocabulary.js";
export * from "./options.js";
export * from "./encounter.js";
