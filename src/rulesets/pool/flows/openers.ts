import { RulesError } from "../../../core/errors.js";
import type { ExchangeOpener, NewExchange as CardSpec } from "../../../foundry/chat/create-exchange.js";
import { EXCHANGE_CLOSED, type JsonObject } from "../../../foundry/chat/exchange-types.js";
import { rollFromJson } from "../../../foundry/chat/rolls.js";
import { acceptPool } from "../../../foundry/relay/dice.js";
import { canReceiveCoupDeGrace } from "../rules/index.js";
import { canFire, undrawnWeaponRefusal } from "../rules/actions.js";
import { planCreatureAttack, planRam, resolveRam } from "../rules/mounted.js";
import { opposedSkills, startOpposed, submitOpposedRoll, type OpposedKind, type OpposedParty } from "../rules/opposed.js";
import { poisonTargetNumber } from "../rules/poison.js";
import { WEAPON_DICE, COVER_LEVELS, type CoverLevel } from "../rules/tables.js";
import type { AttackManeuver, AttackProfile } from "../rules/attack.js";
import type { WeaponSystem } from "../data/state.js";
import { attackHasEffect, type AttackPayload, type AttackTarget, type EffectPayload, type OpposedPayload, type RamPayload } from "./cards.js";
import { attackDialogContext, type AttackChoices } from "./dialog-state.js";
import { payloadWithView, type CardFacts } from "./exchange-cards.js";
import { currentPoolOptions } from "./options.js";
import { actorRef, participant } from "../../../foundry/flows/participants.js";
import { actorFrom, defenseFor, derivedOf, equippedWeapon, isLiving, livingSystem, skillOf } from "./snapshot.js";
import { isActorOf, isItemOf, requireActorOf, type ItemOf } from "../../../foundry/documents/subtypes.js";

/**
 * The GM side of every pool card whose buttons change someone else's documents. A player's sheet
 * button asks in the dialog and rolls the dice on their own client, then sends only what they
 * chose and rolled; the opener reads the documents as they are now, works out the pool again,
 * accepts the dice only when their count and faces fit it, and builds the card the GM posts.
 * Nothing a player's client says about parries, armor, plans or targets' stats is taken.
 */

/** A targeted token as both sides see it: its actor and its UUID. */
export interface TargetToken {
  readonly actor: Actor.Implementation | null;
  readonly document: { readonly uuid: string };
}

/** Most tokens one card may target. */
export const MAX_TARGETS = 12;
/** Most extra (or fewer) dice a roll dialog may add; beyond that the GM adjusts the sheet. */
export const MAX_EXTRA_DICE = 10;
/** Farthest distance in yards a roll dialog may name. */
export const MAX_DISTANCE = 10_000;

const malformed = (what: string) => new RulesError("FRAY.Relay.BadChoice", { what });

function text(data: JsonObject, key: string): string | null {
  const value = data[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string" || value.length > 200) throw malformed(key);
  return value;
}

function whole(data: JsonObject, key: string, min: number, max: number): number {
  const value = data[key] ?? 0;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) throw malformed(key);
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], key: string): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) throw malformed(key);
  return value as T;
}

/** The tokens (or actors) a request names, looked up on the GM's side. */
function targetsOf(data: JsonObject, key = "targets"): TargetToken[] {
  const list = data[key] ?? [];
  if (!Array.isArray(list) || list.length > MAX_TARGETS || !list.every((uuid) => typeof uuid === "string")) throw malformed(key);
  return (list as string[]).map((uuid) => {
    const document = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
    if (document instanceof Actor) return { actor: document as Actor.Implementation, document: { uuid } };
    const actor = (document as { actor?: Actor.Implementation | null } | null)?.actor ?? null;
    if (!actor) throw new RulesError("FRAY.Pool.Error.MissingDocument", { what: "target" });
    return { actor, document: { uuid } };
  });
}

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new RulesError("FRAY.Pool.Error.MissingDocument", { what });
  return value;
}

const round = () => game.combat?.round ?? 0;

function cardRolls(roll: JsonObject | null, purpose: string, role: string): NonNullable<CardSpec["rolls"]> {
  return roll ? [{ roll: rollFromJson(roll), purpose, role }] : [];
}

function card(facts: CardFacts, spec: Omit<CardSpec, "ruleset" | "kind" | "state" | "payload">): CardSpec {
  return { ruleset: "pool", kind: facts.kind, state: spec.pending ? "open" : EXCHANGE_CLOSED, payload: payloadWithView(facts, currentPoolOptions()), ...spec };
}

export function targetsFor(skill: "melee" | "ranged", targets: readonly TargetToken[]): AttackTarget[] {
  return targets
    .filter((t): t is TargetToken & { actor: Actor.Implementation } => t.actor !== null)
    .map((t) => {
      const d = defenseFor(t.actor, skill);
      return { uuid: t.actor.uuid, tokenUuid: t.document.uuid, name: t.actor.name, img: t.actor.img ?? "", parry: d.parry, armor: d.armor, parryApplies: d.parryApplies, parryLostBecause: d.parryLostBecause ?? null };
    });
}

/** The attacker's side of the attack dialog, from the documents (both the dialog and the GM use it). */
export function attackInputOf(actor: Actor.Implementation, weapon: WeaponSystem | null, firstTarget: Actor.Implementation | null) {
  const skills = livingSystem(actor).skills;
  return {
    skills: { melee: skills.melee, ranged: skills.ranged },
    penalties: { melee: skillOf(actor, "melee").penalty, ranged: skillOf(actor, "ranged").penalty },
    weapon,
    defense: firstTarget ? { melee: defenseFor(firstTarget, "melee"), ranged: defenseFor(firstTarget, "ranged") } : null,
  };
}

const PROFILES: readonly AttackProfile[] = ["weapon", "bash", "improvised", "unarmed"];
const MANEUVERS: readonly AttackManeuver[] = ["none", "charge", "focused", "coupDeGrace"];

function attackChoices(data: JsonObject): AttackChoices {
  const raw = data["choices"];
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw malformed("choices");
  const c = raw as JsonObject;
  if (typeof c["thrown"] !== "boolean") throw malformed("thrown");
  return {
    profile: oneOf(c["profile"], PROFILES, "profile"),
    maneuver: oneOf(c["maneuver"], MANEUVERS, "maneuver"),
    cover: oneOf<CoverLevel>(c["cover"], COVER_LEVELS, "cover"),
    distance: whole(c, "distance", 0, MAX_DISTANCE),
    extraDice: whole(c, "extraDice", -MAX_EXTRA_DICE, MAX_EXTRA_DICE),
    thrown: c["thrown"],
  };
}

function weaponOf(actor: Actor.Implementation, itemId: string | null) {
  const item = itemId ? (actor.items.get(itemId) ?? null) : null;
  if (itemId && !item) throw new RulesError("FRAY.Pool.Error.MissingDocument", { what: "weapon" });
  const weapon = isItemOf(item, "poolWeapon") ? item.system : null;
  return { item, weapon };
}

/** A weapon attack from the sheet: the pool from the actor and weapon now, the dice the player rolled. */
const attack: ExchangeOpener = (data, { actorUuid }) => {
  const actor = need(actorFrom(actorUuid), "attacker");
  if (!isLiving(actor)) throw new RulesError("FRAY.Pool.Error.IllegalAttack", {});
  const { item, weapon } = weaponOf(actor, text(data, "itemId"));
  const targets = targetsOf(data);
  const choices = attackChoices(data);
  const options = currentPoolOptions();
  const firstTarget = targets[0]?.actor ?? null;
  const who = { name: actor.name, weapon: item?.name ?? game.i18n?.localize("FRAY.Pool.Maneuver.Unarmed") ?? "", target: firstTarget?.name ?? "" };
  const state = attackDialogContext(who, attackInputOf(actor, weapon, firstTarget), choices, options).state;
  if (!state.plan) throw new RulesError(state.error ?? "FRAY.Pool.Error.IllegalAttack", {});
  if (weapon && state.skill === "ranged" && !choices.thrown && !canFire(weapon)) throw new RulesError("FRAY.Pool.Error.NotReady", { weapon: item?.name ?? "" });
  // The GM's check of the same rule the attacker's client applied: a weapon not in hand cannot strike.
  const undrawn = weapon && item ? undrawnWeaponRefusal(weapon, item.name) : null;
  if (undrawn) throw undrawn;
  if (state.plan.coupDeGrace) {
    for (const t of targets) if (t.actor && isLiving(t.actor) && !canReceiveCoupDeGrace(derivedOf(t.actor).defender)) throw new RulesError("FRAY.Pool.Error.NotHelpless", { name: t.actor.name });
  }
  const { faces, roll } = acceptPool(data, state.plan.pool.rolled);
  const facts: AttackPayload = {
    attacker: actorRef(actor),
    weapon: who.weapon,
    plan: state.plan,
    maneuver: choices.maneuver === "none" ? (choices.profile === "weapon" ? "none" : choices.profile) : choices.maneuver,
    dice: faces,
    targets: targetsFor(state.skill, targets),
    headline: "FRAY.Pool.Card.AttackHeadline",
    applied: [],
    coating: weapon && item && weapon.coating.strength && state.plan.damageTrack === "wound" ? { batchId: weapon.coating.batchId || item.id || "", strength: weapon.coating.strength as "weak" | "mild" | "strong" | "vile", weaponUuid: item.uuid } : null,
  };
  return attackCard(actor, facts, roll);
};

function attackCard(attacker: Actor.Implementation, facts: AttackPayload, roll: JsonObject | null): CardSpec {
  return card(
    { kind: "attack", facts },
    {
      speaker: attacker,
      participants: [participant("attacker", attacker), ...facts.targets.map((t) => ({ role: "defender", actorUuid: t.uuid, tokenUuid: t.tokenUuid, name: t.name }))],
      // Apply only when some damage gets through: a 0-damage card offers nothing to apply or undo.
      pending: attackHasEffect(facts) ? { actorUuid: attacker.uuid, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" } : null,
      rolls: cardRolls(roll, "FRAY.Pool.Roll.Attack", "attacker"),
    },
  );
}


/** The rider or driver who induces a mount's or team's attack, and its plan (FC-MNT-6, FC-VEH-4). */
export function creatureAttackPlan(beast: Actor.Implementation) {
  const isVehicle = isActorOf(beast, "poolVehicle");
  const creature = isVehicle ? { ...beast.system.team, trained: true, riderUuid: beast.system.driverUuid } : requireActorOf(beast, "poolMount").system;
  const rider = actorFrom(creature.riderUuid);
  if (!rider) throw new RulesError("FRAY.Pool.Error.NoRider", { name: beast.name });
  const ride = skillOf(rider, "rideTeam");
  const plan = planCreatureAttack({ rideDice: ride.dice, size: creature.size, clawsOrFangs: creature.clawsOrFangs, trained: creature.trained, penalty: ride.penalty }, currentPoolOptions());
  return { rider, plan, isVehicle };
}

const creatureAttack: ExchangeOpener = (data, { actorUuid }) => {
  const beast = need(actorFrom(actorUuid), "mount");
  const { rider, plan, isVehicle } = creatureAttackPlan(beast);
  const targets = targetsOf(data);
  const { faces, roll } = acceptPool(data, plan.pool.rolled);
  const facts: AttackPayload = {
    attacker: actorRef(rider),
    weapon: beast.name,
    plan,
    maneuver: "none",
    dice: faces,
    targets: targetsFor("melee", targets),
    headline: isVehicle ? "FRAY.Pool.Card.TeamAttackHeadline" : "FRAY.Pool.Card.MountAttackHeadline",
    applied: [],
  };
  return attackCard(rider, facts, roll);
};

/** A grapple crush on the held target: one Fatigue when applied (FC-MAN-11). */
const crush: ExchangeOpener = (data, { actorUuid }) => {
  const actor = need(actorFrom(actorUuid), "attacker");
  const target = need(targetsOf(data)[0]?.actor, "target");
  if (!isLiving(actor) || !livingSystem(actor).conditions.some((c) => c.id === "grappling")) throw new RulesError("FRAY.Pool.Error.NotGrappling", { name: actor.name });
  const facts = { actor: actorRef(actor), headline: "FRAY.Pool.Card.CrushHeadline", targetName: target.name, targetUuid: target.uuid, dice: [], lines: [{ key: "FRAY.Pool.Card.CrushLine", name: target.name, amount: 1, track: "FRAY.Pool.Track.Fatigue" }], applied: [] };
  return card({ kind: "effect", facts }, { speaker: actor, participants: [participant("attacker", actor), participant("target", target)], pending: { actorUuid: actor.uuid, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" }, rolls: [] });
};

export function partyOf(actor: Actor.Implementation, kind: OpposedKind, role: "initiator" | "target"): OpposedParty {
  const skill = opposedSkills(kind)[role];
  const { dice, penalty } = skillOf(actor, skill);
  const weapon = equippedWeapon(actor);
  const weaponDice = weapon ? WEAPON_DICE[weapon.system.weaponClass] : WEAPON_DICE.unarmed;
  const d = isLiving(actor) ? derivedOf(actor) : null;
  return { id: actor.id ?? "", skillDice: dice, weaponDice, parry: d?.parry ?? 0, armor: d?.armor ?? 0, penalty };
}

/** The opening of an opposed maneuver, as both the initiator's client (to roll) and the GM see it. */
export function openingOfOpposed(actor: Actor.Implementation, target: Actor.Implementation, kind: OpposedKind) {
  return startOpposed(kind, partyOf(actor, kind, "initiator"), partyOf(target, kind, "target"), round(), currentPoolOptions());
}

const OPPOSED_KINDS: readonly OpposedKind[] = ["disarm", "feint", "grapple", "breakGrapple"];

/** Disarm, Feint, Grapple, Break: the initiator's dice; the target's owner rolls from the card. */
const opposed: ExchangeOpener = (data, { actorUuid }) => {
  const actor = need(actorFrom(actorUuid), "initiator");
  const target = need(targetsOf(data)[0]?.actor, "target");
  const kind = oneOf(data["maneuver"], OPPOSED_KINDS, "maneuver");
  let state = openingOfOpposed(actor, target, kind);
  const { faces, roll } = acceptPool(data, state.initiatorPool.rolled);
  state = submitOpposedRoll(state, "initiator", faces);
  const skills = opposedSkills(kind);
  const facts: OpposedPayload & { state: typeof state } = {
    kind,
    initiator: { ...actorRef(actor), skill: skills.initiator, parts: state.initiatorPool.parts, rolled: state.initiatorPool.rolled, dice: faces },
    target: { ...actorRef(target), skill: skills.target, parts: state.targetPool.parts, rolled: state.targetPool.rolled, dice: null },
    scatter: null,
    applied: [],
    state,
  };
  return card(
    { kind: "opposed", facts },
    {
      speaker: actor,
      participants: [participant("attacker", actor), participant("target", target)],
      pending: { actorUuid: target.uuid, actions: ["rollTarget"], prompt: "FRAY.Pool.Card.TargetMustRoll" },
      rolls: cardRolls(roll, "FRAY.Pool.Roll.Opposed", "attacker"),
    },
  );
};

/** The dose a poison item holds. */
export function batchOf(item: ItemOf<"poolPoison">) {
  return { batchId: item.system.batchId || item.id || "", strength: item.system.strength };
}

/** A creature exposed to a dose from one of the actor's poison items rolls Stamina from the card (FC-POI-2). */
const poison: ExchangeOpener = (data, { actorUuid }) => {
  const source = need(actorFrom(actorUuid), "actor");
  const item = need(source.items.get(text(data, "itemId") ?? ""), "poison");
  if (!isItemOf(item, "poolPoison")) throw malformed("itemId");
  const victim = need(targetsOf(data, "victims")[0]?.actor, "target");
  if (!isLiving(victim)) throw malformed("victims");
  const batch = batchOf(item);
  if (livingSystem(victim).poisonImmunities.includes(batch.batchId)) {
    const facts: EffectPayload = { actor: actorRef(victim), headline: "FRAY.Pool.Card.PoisonExposureHeadline", targetName: "", dice: [], lines: [{ key: "FRAY.Pool.Card.PoisonNoEffect" }], applied: [] };
    return card({ kind: "effect", facts }, { speaker: victim, participants: [participant("actor", victim)], pending: null, rolls: [] });
  }
  const facts = {
    actor: actorRef(victim),
    headline: "FRAY.Pool.Card.PoisonExposureHeadline",
    targetName: victim.name,
    targetUuid: victim.uuid,
    batch,
    round: round(),
    dice: [],
    lines: [{ key: "FRAY.Pool.Card.MustResist", name: victim.name, amount: poisonTargetNumber(batch.strength) }],
    applied: [],
  };
  return card(
    { kind: "poison", facts },
    { speaker: source, participants: [participant("actor", source), participant("target", victim)], pending: { actorUuid: victim.uuid, actions: ["rollStamina"], prompt: "FRAY.Pool.Card.TargetMustRoll" }, rolls: [] },
  );
};

/** The pilot of a ship (a ship without one cannot be steered). */
export function pilotOf(ship: Actor.Implementation): Actor.Implementation {
  const pilot = actorFrom(requireActorOf(ship, "poolShip").system.pilotUuid);
  if (!pilot) throw new RulesError("FRAY.Pool.Error.NoRider", { name: ship.name });
  return pilot;
}

/** The ram's plan from the ship and its pilot now, for a distance in yards (FC-SHIP-4). */
export function ramPlanOf(ship: Actor.Implementation, distance: number) {
  const pilot = pilotOf(ship);
  const system = requireActorOf(ship, "poolShip").system;
  const pilotSkill = skillOf(pilot, "pilot");
  const plan = planRam({ pilotDice: pilotSkill.dice, size: system.size, distance, shipSpeed: system.speed, penalty: pilotSkill.penalty }, currentPoolOptions());
  return { pilot, plan, hasRam: system.hasRam };
}

/** Ramming: Structure damage to the target; half back unless a ram (FC-SHIP-4, FC-SHIP-5). */
const ram: ExchangeOpener = (data, { actorUuid }) => {
  const ship = need(actorFrom(actorUuid), "ship");
  const targetToken = need(targetsOf(data)[0], "target");
  const target = need(targetToken.actor, "target");
  const { pilot, plan, hasRam } = ramPlanOf(ship, whole(data, "distance", 0, MAX_DISTANCE));
  const { faces, roll } = acceptPool(data, plan.pool.rolled);
  const isCreature = isLiving(target);
  const targetArmor = defenseFor(target, "melee").armor;
  const result = resolveRam({ dice: faces, targetArmor, targetIsCreature: isCreature, usesDedicatedRam: hasRam });
  const facts: RamPayload = {
    ship: actorRef(ship),
    pilot: actorRef(pilot),
    target: { ...actorRef(target), tokenUuid: targetToken.document.uuid, armor: targetArmor, isCreature },
    parts: plan.pool.parts,
    rolled: plan.pool.rolled,
    dice: faces,
    usesDedicatedRam: hasRam,
    ...result,
    applied: [],
  };
  return card(
    { kind: "ram", facts },
    { speaker: pilot, participants: [participant("attacker", ship), participant("target", target)], pending: { actorUuid: pilot.uuid, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" }, rolls: cardRolls(roll, "FRAY.Pool.Roll.Ram", "attacker") },
  );
};

export const POOL_EXCHANGE_OPENERS: Readonly<Record<string, ExchangeOpener>> = { attack, creatureAttack, crush, opposed, poison, ram };
