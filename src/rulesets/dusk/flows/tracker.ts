import { RulesError } from "../../../core/errors.js";
import type { Condition } from "../../../core/vocabulary.js";
import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import { localize } from "../../../foundry/flows/notify.js";
import { openExchange } from "../../../foundry/relay/relay.js";
import type { TrackerBadge } from "../../../foundry/ruleset.js";
import { loseTurn, type DuskEncounterState } from "../rules/encounter.js";
import { actionTurnsBegun, attackRefusal, endsAtTurn, ONE_ROUND_STATUSES, oneRoundCondition, oneRoundStamp, recordAttack, statusesBegun, statusesEnded, turnsBegun } from "../rules/tracker.js";
import { currentDuskOptions } from "./options.js";
import { livePc, pcSystem } from "./live.js";
import { startOfAction } from "../rules/harm.js";
import { OUTSIDE_A_FIGHT, type FighterStanding } from "../rules/standing.js";
import { currentDoom } from "./doom.js";

/**
 * The dusk side of the combat tracker (DB-FVTT-3) on Foundry: the GM's Doom pool in the tracker's
 * header, attacks from cards recorded as the attacker's standard action, and the statuses the
 * tracker's steps give and take away — Defend and Take Cover as their bearer chooses them, and
 * every "one round" effect ending at its originator's next turn, as the encounter model steps
 * (not when Foundry's turn marker moves).
 */

/** Where a dusk condition is kept on the status effect that shows it. */
const CONDITION_FLAG = "duskCondition";

/** Fray's combat as this glue uses it (not imported: sheets load this module without Foundry's Combat). */
interface EncounterCombat extends Combat.Implementation {
  changeEncounter(change: (state: unknown) => unknown): Promise<boolean>;
}

/** The running dusk fight an actor is in, with its combatant and the model's state. */
function fightOf(actor: Actor.Implementation): { combat: EncounterCombat; combatantId: string; state: DuskEncounterState } | null {
  const combat = game.combat as EncounterCombat | null | undefined;
  if (!combat?.started || typeof combat.changeEncounter !== "function") return null;
  const state = duskState(combat);
  const combatant = combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid || c.actorId === actor.id);
  return state && combatant?.id ? { combat, combatantId: combatant.id, state } : null;
}

/** The running dusk fight an actor is in, as its combat's and combatant's ids (null outside one). */
export function fightRefOf(actor: Actor.Implementation): { readonly combatId: string; readonly combatantId: string } | null {
  const fight = fightOf(actor);
  return fight?.combat.id ? { combatId: fight.combat.id, combatantId: fight.combatantId } : null;
}

function duskState(combat: Combat.Implementation): DuskEncounterState | null {
  const record = readEncounterRecord(combat.flags);
  return record?.ruleset === "dusk" ? (record.state as DuskEncounterState) : null;
}

/** The GM's Doom pool in the tracker's header, for GMs only (DB-DATA-3). */
export function duskTrackerBadges(viewer: { readonly isGM: boolean }): TrackerBadge[] {
  if (!viewer.isGM) return [];
  return [{ key: "doom", label: localize("FRAY.Dusk.Doom.Name"), value: currentDoom(), tooltip: localize("FRAY.Dusk.Tracker.DoomTooltip") }];
}

/**
 * Refuses, before its dice, an attack by a combatant on turn that has no standard action left
 * (DB-ACT-5). Outside a fight, or out of turn, the roll is allowed and nothing is recorded.
 */
export function assertMayAttack(actor: Actor.Implementation): void {
  const fight = fightOf(actor);
  const refusal = fight ? attackRefusal(fight.state, fight.combatantId) : null;
  if (refusal) throw new RulesError(refusal, { id: actor.name, action: localize("FRAY.Dusk.Tracker.Standard") });
}

/**
 * One side of an attack as the running fight records it: its combatant's record in the encounter,
 * its statuses, and who intercepted it (the protector its Intercepted status names).
 */
export function standingOf(actor: Actor.Implementation): FighterStanding {
  const fight = fightOf(actor);
  const statuses = [...actor.statuses];
  const intercepted = actor.effects.contents.map(conditionOf).find((condition) => condition?.id === "intercepted");
  const protector = intercepted?.data?.["protector"];
  if (!fight) return { ...OUTSIDE_A_FIGHT, statuses };
  return { combatantId: fight.combatantId, record: fight.state.combatants.find((c) => c.id === fight.combatantId) ?? null, statuses, interceptedBy: typeof protector === "string" ? protector : null };
}

/** GM: records an attack made from a card: the attacker's standard action, a melee mark on both, the target's Take Cover spent. */
export async function recordAttackInCombat(attacker: Actor.Implementation, target: Actor.Implementation | null, melee: boolean): Promise<void> {
  const fight = fightOf(attacker);
  const defence = target ? fightOf(target) : null;
  const combat = fight?.combat ?? defence?.combat;
  if (!combat) return;
  await combat.changeEncounter((state) => recordAttack(state as DuskEncounterState, fight?.combatantId ?? null, defence?.combatantId ?? null, melee));
}

function conditionOf(effect: ActiveEffect.Implementation): Condition | null {
  return (effect.flags as { fray?: { [CONDITION_FLAG]?: Condition } }).fray?.[CONDITION_FLAG] ?? null;
}

/** Gives an actor a status carrying the dusk condition that says when it ends. */
async function addStatus(actor: Actor.Implementation | null, statusId: string, condition: Condition): Promise<void> {
  if (!actor) return;
  const entry = CONFIG.statusEffects.find((status) => status.id === statusId);
  const data = { name: localize(entry?.name ?? statusId), img: entry?.img ?? "icons/svg/aura.svg", statuses: [statusId], flags: { fray: { [CONDITION_FLAG]: condition } } };
  await actor.createEmbeddedDocuments("ActiveEffect", [data as unknown as ActiveEffect.CreateData]);
}

/**
 * GM, after every step of a dusk fight: the conditions whose originator's turn came round again
 * end (DB-PHASE-6), a character whose action turn begins gets back the health a stun owed it
 * (DB-HP-3), a Take Cover whose attack was made comes off (`statusesEnded`), then the
 * statuses the step gives (the rules' `statusesBegun`: Defend, Take Cover and where it put its
 * taker) are put on.
 */
export async function duskStepTaken(combat: Combat.Implementation, step: { readonly before: unknown; readonly after: unknown }): Promise<void> {
  const before = step.before as DuskEncounterState;
  const after = step.after as DuskEncounterState;
  const turns = turnsBegun(before, after);
  const actors = new Set(combat.combatants.contents.map((c) => c.actor).filter((actor): actor is Actor.Implementation => actor !== null));
  if (turns.length) {
    for (const actor of actors) {
      const ended = actor.effects.contents.filter((effect) => {
        const condition = conditionOf(effect);
        return condition !== null && turns.some((turn) => endsAtTurn(condition, turn));
      });
      if (ended.length) await actor.deleteEmbeddedDocuments("ActiveEffect", ended.map((effect) => effect.id ?? ""));
    }
  }
  for (const id of actionTurnsBegun(before, after)) await regainAfterStun(combat.combatants.get(id)?.actor ?? null);
  for (const ended of statusesEnded(before, after)) {
    const actor = combat.combatants.get(ended.combatantId)?.actor;
    const effects = actor?.effects.contents.filter((effect) => effect.statuses.has(ended.status)) ?? [];
    if (effects.length) await actor!.deleteEmbeddedDocuments("ActiveEffect", effects.map((effect) => effect.id ?? ""));
  }
  for (const begun of statusesBegun(before, after)) {
    await addStatus(combat.combatants.get(begun.combatantId)?.actor ?? null, begun.status, begun.condition);
  }
}

/** A character owed 1 health after surviving a 0-health wound gets it as its action turn begins (DB-HP-3), on a card the GM can undo. */
async function regainAfterStun(actor: Actor.Implementation | null): Promise<void> {
  if (actor && pcSystem(actor)?.regainOnNextAction && startOfAction(livePc(actor)).regained) await openExchange("dusk", "stunRegain", actor.uuid, {});
}

/**
 * GM, as a status lands on a token in a running dusk fight: a "one round" status (Dazed,
 * Intercepted) is timed by the rules' `oneRoundStamp` (DB-PHASE-6, DB-ACT-8); a stunned combatant loses its next action turn (DB-HP-3, DB-SPEC-2) and shows the
 * stun until its following turn begins.
 */
export function registerOneRoundStamp(): void {
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation) => {
    if (!game.users?.activeGM?.isSelf || conditionOf(effect)) return;
    const combat = game.combat as EncounterCombat | null | undefined;
    const state = combat?.started ? duskState(combat as Combat.Implementation) : null;
    if (!combat || !state) return;
    if (effect.statuses.has("stunned")) return void stun(combat, state, effect);
    const status = ONE_ROUND_STATUSES.find((id) => effect.statuses.has(id));
    const condition = status ? oneRoundStamp(state, status, currentDuskOptions()) : null;
    if (condition) void effect.update({ [`flags.fray.${CONDITION_FLAG}`]: condition } as ActiveEffect.UpdateData);
  });
}

async function stun(combat: EncounterCombat, state: DuskEncounterState, effect: ActiveEffect.Implementation): Promise<void> {
  const actor = effect.parent;
  const combatant = combat.combatants.contents.find((c) => c.actor === actor || (actor instanceof Actor && c.actorId === actor.id));
  if (!combatant?.id || !state.combatants.some((c) => c.id === combatant.id)) return;
  const id = combatant.id;
  await combat.changeEncounter((current) => loseTurn(current as DuskEncounterState, id));
  await effect.update({ [`flags.fray.${CONDITION_FLAG}`]: oneRoundCondition("stunned", id, state.round, "action") } as ActiveEffect.UpdateData);
}
