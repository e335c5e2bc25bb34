import { readEncounterRecord } from "../../../foundry/combat/encounter-record.js";
import type { BrpEncounterState } from "../rules/encounter.js";
import { RulesError } from "../../../core/errors.js";
import type { ExchangeOpener } from "../../../foundry/chat/create-exchange.js";
import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { onlyTargetOf, participant } from "../../../foundry/flows/participants.js";
import { rollFromJson } from "../../../foundry/chat/rolls.js";
import { acceptRollJson, acceptTotals } from "../../../foundry/relay/dice.js";
import { handsRefusalOf, systemOf, type ItemLike, type LivingSystem } from "../data/state.js";
import { BRP_LIVING_TYPES } from "../data/specs.js";
import { exhausted } from "../rules/fatigue.js";
import { isActorOf, requireActorOf, type ActorOf } from "../../../foundry/documents/subtypes.js";
import { defenceOptions } from "../rules/defence.js";
import { maxAttacks } from "../rules/actions.js";
import { attackRefusalOf } from "./dying-blow.js";
import type { BrpOptions } from "../rules/options.js";
import { pendingOf, startAttack, stateOf } from "./attack.js";
import { attackInput, payloadWithView, type ActorLike } from "./attack-input.js";
import { rollState, type DefenceChoice, type GradeChoice, type RollChoices, type RollDialogInput } from "./dialog-state.js";
import { currentBrpOptions } from "./options.js";
import { RULING_CARD_OPENERS } from "./ruling-cards.js";

/**
 * The GM side of the brp attack card. The attacker's client shows the roll dialog and rolls the
 * d100; the GM reads both actors as they are now, works the chance out again from the dialog's
 * choices (grade, flat modifier, distance), accepts the d100 only as a whole number from 1 to 100
 * shown by a 1d100 roll, and posts the card. Nothing the client says about skills, armor,
 * parrying items or chances is taken.
 */

/** The roll dialog's input for an attack (the attacker's client and the GM both build it). */
export function attackDialogInput(attacker: ActorLike, item: ItemLike & { name: string }, defender: ActorLike, options: BrpOptions): RollDialogInput {
  const probe = attackInput(attacker, item, defender, { round: game.combat?.round ?? 0, defenderDefensive: defender.uuid ? statedDefensiveOf(defender.uuid) : false }, options);
  const w = probe.input.attacker.weapon;
  const missile = w.kind === "missile" || w.kind === "thrown" ? w.kind : null;
  const offered = defenceOptions(
    { missile: missile === "thrown" ? "thrown" : missile ? (w.missileSpeed ?? "slow") : null, attackerSiz: probe.input.attacker.siz },
    probe.input.defender.state,
    probe.input.defender.items,
    probe.input.defender.round,
    options,
  );
  const defences: DefenceChoice[] = offered.map((o) =>
    o.kind === "none" ? { kind: "none", name: "", chance: 0, limits: {} } : { kind: o.kind, name: o.itemId ? (probe.items[o.itemId]?.name ?? "") : "", chance: o.chance, limits: o.limits },
  );
  const range = systemOf(item, "brpWeapon")?.range ?? 0;
  return {
    kind: "attack",
    name: attacker.name,
    label: item.name,
    target: defender.name,
    // The attacker's own conditions (Vision obscured) already count in the probe's chance.
    skill: probe.input.attacker.chance,
    ...(options.fatiguePoints && exhausted(attacker.system.fatiguePoints.value) ? { exhausted: true } : {}),
    // Over 100%, the skill may be split into attacks of 50% or more (BRP-OPT-1).
    ...(options.splitAttacksOver100 && maxAttacks(probe.input.attacker.chance) > 1 ? { split: maxAttacks(probe.input.attacker.chance) } : {}),
    missile: missile && range > 0 ? { baseRange: range, dex: attacker.system.characteristics.DEX } : null,
    melee: missile === null,
    defences,
  };
}

export type BrpActor = ActorOf<(typeof BRP_LIVING_TYPES)[number]>;

/** Whether an actor is a brp character or creature (its `system` is then typed). */
export function isBrp(actor: Actor.Implementation | null | undefined): actor is BrpActor {
  return isActorOf(actor, ...BRP_LIVING_TYPES);
}

/** A brp character's or creature's stored data; any other actor is refused with a localized message. */
export function brpSystem(actor: Actor.Implementation): LivingSystem {
  return requireActorOf(actor, ...BRP_LIVING_TYPES).system;
}

/** An actor as the pure builders take it. */
export function actorLike(actor: Actor.Implementation): ActorLike {
  return {
    uuid: actor.uuid,
    id: actor.id ?? "",
    name: actor.name,
    img: actor.img ?? "",
    system: brpSystem(actor),
    items: actor.items.contents.map((i): ItemLike => ({ id: i.id, name: i.name, type: i.type, system: i.system })),
    statuses: [...actor.statuses],
  };
}

function statedDefensiveOf(uuid: string): boolean {
  const actor = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  return actor instanceof Actor ? statedDefensive(actor) : false;
}

/** Whether this actor stated "fight defensively" for the running round (BRP-DEFN-1, BRP-SOI-1). */
export function statedDefensive(actor: Actor.Implementation): boolean {
  const combat = game.combat;
  const record = combat ? readEncounterRecord(combat.flags) : null;
  if (!combat || record?.ruleset !== "brp") return false;
  const combatant = combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid || c.actorId === actor.id);
  const statements = (record.state as Partial<BrpEncounterState>).statements ?? {};
  return combatant?.id ? statements[combatant.id]?.action === "defensive" : false;
}

const bad = (what: string) => new RulesError("FRAY.Relay.BadChoice", { what });

const GRADES: readonly GradeChoice[] = ["normal", "easy", "difficult", "impossible"];

/** The roll dialog's choices as received: a known grade, whole numbers within what the dialog offers. */
export function parseRollChoices(value: unknown): RollChoices {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw bad("choices");
  const c = value as JsonObject;
  const whole = (key: string, min: number, max: number) => {
    const v = c[key] ?? 0;
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) throw bad(key);
    return v;
  };
  if (typeof c["grade"] !== "string" || !(GRADES as readonly string[]).includes(c["grade"])) throw bad("grade");
  const split = c["split"] === undefined ? {} : { split: whole("split", 1, 20), part: whole("part", 0, 19), first: whole("first", 0, 1000) };
  return { grade: c["grade"] as GradeChoice, flat: whole("flat", -100, 100), distance: whole("distance", 0, 10_000), defence: whole("defence", 0, 10), ...split };
}

const attack: ExchangeOpener = (data, { actorUuid }) => {
  const attacker = fromUuidSync(actorUuid as Parameters<typeof fromUuidSync>[0]);
  if (!(attacker instanceof Actor) || !isBrp(attacker as Actor.Implementation)) throw bad("actor");
  const actor = attacker as Actor.Implementation;
  const item = typeof data["itemId"] === "string" ? actor.items.get(data["itemId"]) : undefined;
  if (!item) throw bad("itemId");
  const target = onlyTargetOf(data);
  if (!isBrp(target)) throw new RulesError("FRAY.Brp.Warning.NoTarget", {});
  const refusal = attackRefusalOf(actor);
  if (refusal) throw new RulesError(refusal, { name: actor.name });
  const hands = handsRefusalOf(item, actorLike(actor).items);
  if (hands) throw new RulesError(hands, { weapon: item.name });
  const options = currentBrpOptions();
  const attackerLike = actorLike(actor);
  const weapon: ItemLike & { name: string } = { id: item.id, name: item.name, type: item.type, system: item.system };
  const defenderLike = actorLike(target);
  const state = rollState(attackDialogInput(attackerLike, weapon, defenderLike, options), parseRollChoices(data["choices"]));
  if (state.chance === null) throw new RulesError("FRAY.Brp.Odds.Impossible", {});
  const [total] = acceptTotals(data["values"], ["1d100"]);
  const rolls = Array.isArray(data["rolls"]) ? data["rolls"] : [];
  const roll = acceptRollJson((rolls[0] as JsonObject | undefined)?.["roll"], "1d100", total!);
  const payload = startAttack(attackInput(attackerLike, weapon, defenderLike, { round: game.combat?.round ?? 0, chance: state.chance, limits: state.limits, defenderDefensive: statedDefensive(target) }, options), total!);
  return {
    ruleset: "brp",
    kind: "attack",
    state: stateOf(payload),
    participants: [participant("attacker", actor), participant("defender", target)],
    pending: pendingOf(payload),
    payload: payloadWithView(payload),
    rolls: roll ? [{ roll: rollFromJson(roll), purpose: "FRAY.Brp.Button.RollAttack", role: "attacker" }] : [],
    speaker: actor,
  };
};

export const BRP_EXCHANGE_OPENERS: Readonly<Record<string, ExchangeOpener>> = { attack, ...RULING_CARD_OPENERS };
