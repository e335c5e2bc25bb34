/** Fray's Combatant: the encounter model, not an initiative number, decides who acts. */
export class FrayCombatant extends Combatant {}
