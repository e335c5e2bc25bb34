import { RulesError } from "../../../core/errors.js";
import { actorAtUuid } from "../../../foundry/flows/participants.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import { advanceRecord, ENCOUNTER_FLAG, encounterRecordUpdate, type EncounterRecord } from "../../../foundry/combat/encounter-record.js";
import type { PlannedDelta } from "../../../foundry/chat/exchange-types.js";
import { currentFlurry, type FlurryEncounterState, type FlurryState } from "../rules/index.js";

/**
 * The fight a flurry card belongs to, read as it is now on the GM's client: the combat, its
 * stored encounter and the flurry open in it, each combatant's actor. A card press changes the
 * encounter by a delta on the combat's record (so Undo takes the step back with the wound it
 * dealt), remembered in the record's history like a tracker step.
 */

export interface LiveFight {
  readonly combat: FrayCombat;
  readonly record: EncounterRecord<FlurryEncounterState>;
  readonly state: FlurryEncounterState;
  /** The flurry open now, when it is the card's. */
  readonly flurry: FlurryState | null;
}

export function combatById(combatId: string): FrayCombat | null {
  const combat = game.combats?.find((candidate) => candidate.id === combatId);
  return combat instanceof FrayCombat ? combat : null;
}

/** The fight as it stands; throws when the combat or its encounter is gone. */
export function liveFight(combatId: string, flurryKey: string): LiveFight {
  const combat = combatById(combatId);
  const record = combat?.encounterRecord as EncounterRecord<FlurryEncounterState> | null | undefined;
  if (!combat || !record) throw new RulesError("FRAY.Combat.NotStarted");
  const open = currentFlurry(record.state);
  return { combat, record, state: record.state, flurry: open && open.key === flurryKey ? open : null };
}

/** The open flurry the press claims, or a refusal when the fight moved past it. */
export function openFlurry(fight: LiveFight): FlurryState {
  if (!fight.flurry) throw new RulesError("FRAY.Flurry.Error.NoOpenFlurry");
  return fight.flurry;
}

/** The change that stores `next` as the fight's next step (undone by putting the record back). */
export function encounterDelta(fight: LiveFight, next: FlurryEncounterState): PlannedDelta {
  const to = encounterRecordUpdate(advanceRecord(fight.record, next))[ENCOUNTER_FLAG]!;
  return { kind: "update", uuid: fight.combat.uuid, path: ENCOUNTER_FLAG, to };
}

export function combatantOf(combat: Combat.Implementation, combatantId: string): Combatant.Implementation | null {
  return combat.combatants.get(combatantId) ?? null;
}

/** The actor a combatant stands for (a token's own actor when it is unlinked). */
export function actorOfCombatant(combat: Combat.Implementation, combatantId: string): Actor.Implementation | null {
  const combatant = combatantOf(combat, combatantId);
  return combatant?.actor ?? actorAtUuid(combatant?.actorId ? `Actor.${combatant.actorId}` : null);
}

export function nameOfCombatant(combat: Combat.Implementation, combatantId: string): string {
  return combatantOf(combat, combatantId)?.name ?? combatantId;
}
