/** Fray's Combat: turn order delegated to the active ruleset's encounter model. */
export class FrayCombat extends Combat {}
