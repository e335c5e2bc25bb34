import { FrayCombat } from "../../../foundry/documents/combat.js";
import { withLocks } from "../../../foundry/relay/locks.js";
import type { FlurryEncounterState } from "../rules/index.js";
import { isFlurryActor } from "./tokens.js";

/**
 * One Engaged mark (WC-ENG-1/2, WC-ZONE-2): in a running fight the tracker's engagements say who
 * is engaged, and the Engaged status on each combatant (what the zones on the canvas and a walk's
 * stop-on-danger read) follows them. The active GM sets and clears it whenever the encounter
 * changes, and clears it from every combatant when the fight is deleted. Fighters outside a fight
 * keep whatever status the GM gives them.
 */

const ENGAGED = "engaged";
const isActiveGM = () => game.users?.activeGM?.isSelf ?? false;

/** The combatants engaged with anyone now (none when the fight holds no flurry encounter). */
function engagedCombatants(combat: FrayCombat): Set<string> {
  const state = combat.encounterState as Partial<FlurryEncounterState> | undefined;
  const pairs = combat.started && Array.isArray(state?.engagements) ? state.engagements : [];
  return new Set(pairs.flat());
}

async function markEngaged(combat: FrayCombat, engaged: ReadonlySet<string>): Promise<void> {
  for (const combatant of combat.combatants.contents) {
    const actor = combatant.actor;
    if (!actor || !isFlurryActor(actor)) continue;
    const wanted = engaged.has(combatant.id ?? "");
    if (actor.statuses.has(ENGAGED) !== wanted) await actor.toggleStatusEffect(ENGAGED, { active: wanted });
  }
}

/** Brings the statuses in step with the fight; one pass at a time per combat, each reading the newest state. */
function syncEngaged(combat: FrayCombat, ended = false): Promise<void> {
  return withLocks([`Engaged.${combat.id ?? ""}`], () => markEngaged(combat, ended ? new Set() : engagedCombatants(combat)));
}

export function registerEngagedStatus(): void {
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if (isActiveGM() && combat instanceof FrayCombat) void syncEngaged(combat);
  });
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => {
    if (isActiveGM() && combat instanceof FrayCombat) void syncEngaged(combat, true);
  });
}
