/**
 * The field specs are pure and live in src/core, so the rules (a task dialog's choices) can use
 * them too; the data models, sheets and flows keep importing them from here.
 */
export * from "../../core/field-spec.js";
