import { RulesError } from "../../../core/errors.js";
import { planCreatureAttack, planRam, resolveRam, shipControlDifficulty } from "../rules/mounted.js";
import { afterReload, afterShot, canFire } from "../rules/actions.js";
import { startOpposed, submitOpposedRoll, opposedSkills, type OpposedKind, type OpposedParty } from "../rules/opposed.js";
import { woundRecoveryPool, recoverWounds as healWounds, recoverFatigue as restFatigue, recoverFear as calmFear, luckRoll, repairStructure, HOURS_PER_FATIGUE_POINT } from "../rules/recovery.js";
import { resolvePoisonApplication, poisonTargetNumber } from "../rules/poison.js";
import { dodgeCondition, canReceiveCoupDeGrace, POOL_CONDITIONS } from "../rules/index.js";
import { MANEUVERS, type ManeuverKey } from "../rules/maneuvers.js";
import { WEAPON_DICE, type CoverLevel } from "../rules/tables.js";
import type { AttackManeuver, AttackProfile } from "../rules/attack.js";
import type { TrackState } from "../rules/tracks.js";
import { fromCondition, type WeaponSystem } from "../data/state.js";
import { SKILL_KEYS, type SkillKey } from "../data/specs.js";
import type { AttackPayload, AttackTarget, CheckPayload, EffectPayload, OpposedPayload, RamPayload } from "./cards.js";
import { attackDialogContext, checkDialogContext, type AttackChoices } from "./dialog-state.js";
import { rollDialog, num, type FormValues } from "./dialog.js";
import { payloadWithView, type CardFacts } from "./exchange-cards.js";
import { rollD6, type RolledFaces } from "./foundry-dice.js";
import { currentPoolOptions } from "./options.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import { requestCombat } from "../../../foundry/combat/combat-request.js";
import { applyOwnDeltas, postExchange, type NewExchange } from "./post.js";
import { guarded, localize } from "../../../foundry/flows/notify.js";
import { actorRef, participant } from "../../../foundry/flows/participants.js";
import { damageStep, poisonHourStep, restoreStep } from "./steps.js";
import { defenseFor, derivedOf, isLiving, livingSystem, skillOf, snapshot, actorFrom } from "./snapshot.js";

/**
 * What the pool sheet buttons do in Foundry: ask (roll dialog with live odds), roll real dice,
 * let the pure rules decide, post the exchange card. Changes to other people's documents are only
 * ever made from a card, through the GM relay; recovery and similar self-only changes apply here.
 */

function round(): number {
  return game.combat?.round ?? 0;
}

interface TokenLike {
  readonly actor: Actor.Implementation | null;
  readonly center: { x: number; y: number };
  readonly document: { uuid: string };
}

function userTargets(): TokenLike[] {
  return [...(game.user?.targets ?? [])] as unknown as TokenLike[];
}

function tokenOf(actor: Actor.Implementation): TokenLike | null {
  return (actor.getActiveTokens()[0] as unknown as TokenLike | undefined) ?? null;
}

/** Distance between two tokens in yards, from the scene's grid units (feet, metres or yards). */
function distanceYards(a: TokenLike | null, b: TokenLike | null): number {
  const board = canvas as unknown as { grid?: { measurePath(points: Array<{ x: number; y: number }>): { distance: number } }; scene?: { grid?: { units?: string } } } | null;
  if (!a || !b || !board?.grid) return 0;
  const distance = board.grid.measurePath([a.center, b.center]).distance;
  const units = (board.scene?.grid?.units ?? "").toLowerCase();
  if (units.startsWith("ft") || units.startsWith("feet")) return Math.round(distance / 3);
  if (units.startsWith("m")) return Math.round(distance * 1.0936);
  return Math.round(distance);
}

/**
 * Records the action in the encounter's budget when the actor is in the running combat and may
 * act now (FC-ACT-1: two Partial or one Full); a Full Action ends the activation.
 */
async function spendInCombat(actor: Actor.Implementation, kind: "partial" | "full"): Promise<void> {
  const combat = game.combat;
  if (!(combat instanceof FrayCombat) || !combat.started || !combat.id) return;
  const combatant = combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid || c.actorId === actor.id);
  if (!combatant?.id || !combat.snapshot?.canActNow.includes(combatant.id)) return;
  await requestCombat({ op: "spend", combatId: combat.id, combatantId: combatant.id, cost: kind === "full" ? 2 : 1, endsActivation: kind === "full" });
}

/** A weapon's loaded/strung state as an item update. */
function readinessUpdate(state: { readonly loaded: boolean; readonly strung: boolean }): Item.UpdateData {
  return { "system.loaded": state.loaded, "system.strung": state.strung } as unknown as Item.UpdateData;
}

function rollEntry(rolled: RolledFaces, purpose: string, role: string) {
  return { roll: rolled.roll, purpose, role };
}

async function post(card: CardFacts, exchange: Omit<NewExchange, "kind" | "payload">): Promise<void> {
  await postExchange({ ...exchange, kind: card.kind, payload: payloadWithView(card, currentPoolOptions()) });
}

// ---------------------------------------------------------------- skill checks

export async function skillCheck(actor: Actor.Implementation, skill: string, presetDifficulty = 1, headline = "FRAY.Pool.Card.CheckHeadline"): Promise<void> {
  await guarded(async () => {
    const key = (SKILL_KEYS as readonly string[]).includes(skill) ? (skill as SkillKey) : "melee";
    const { dice, penalty } = skillOf(actor, key);
    const options = currentPoolOptions();
    const initial = checkDialogContext({ name: actor.name, skill: key }, dice, penalty, { difficulty: presetDifficulty, extraDice: 0 }, options);
    const values = await rollDialog(localize("FRAY.Pool.Dialog.CheckTitle"), initial, (v) => checkDialogContext({ name: actor.name, skill: key }, dice, penalty, { difficulty: num(v["difficulty"], 1), extraDice: num(v["extraDice"]) }, options));
    if (!values) return;
    const pool = checkDialogContext({ name: actor.name, skill: key }, dice, penalty, { difficulty: num(values["difficulty"], 1), extraDice: num(values["extraDice"]) }, options).pool;
    const rolled = await rollD6(pool.rolled);
    const facts: CheckPayload = { actor: actorRef(actor), skill: key, parts: pool.parts, rolled: pool.rolled, difficulty: num(values["difficulty"], 1), dice: rolled.faces, headline, notes: [], applied: [] };
    await post({ kind: "check", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: [rollEntry(rolled, "FRAY.Pool.Roll.Check", "actor")] });
  });
}

// ---------------------------------------------------------------- attacks

interface AttackRequest {
  readonly itemId: string | null;
  readonly profile?: AttackProfile;
  readonly maneuver?: AttackManeuver;
}

function targetsFor(skill: "melee" | "ranged", targets: readonly TokenLike[]): AttackTarget[] {
  return targets
    .filter((t): t is TokenLike & { actor: Actor.Implementation } => t.actor !== null)
    .map((t) => {
      const d = defenseFor(t.actor, skill);
      return { uuid: t.actor.uuid, tokenUuid: t.document.uuid, name: t.actor.name, img: t.actor.img ?? "", parry: d.parry, armor: d.armor, parryApplies: d.parryApplies, parryLostBecause: d.parryLostBecause ?? null };
    });
}

function choicesFrom(values: FormValues, fallback: AttackChoices): AttackChoices {
  return {
    profile: (values["profile"] as AttackProfile | undefined) ?? fallback.profile,
    maneuver: (values["maneuver"] as AttackManeuver | undefined) ?? fallback.maneuver,
    cover: (values["cover"] as CoverLevel | undefined) ?? fallback.cover,
    distance: values["distance"] === undefined ? fallback.distance : num(values["distance"]),
    extraDice: num(values["extraDice"]),
    thrown: values["thrown"] === true,
  };
}

export async function attackFromSheet(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  await attack(actor, { itemId });
}

export async function attack(actor: Actor.Implementation, request: AttackRequest): Promise<void> {
  await guarded(async () => {
    if (!isLiving(actor)) return;
    const item = request.itemId ? actor.items.get(request.itemId) ?? null : null;
    const weapon = item && (item.type as string) === "poolWeapon" ? (item.system as unknown as WeaponSystem) : null;
    const targets = userTargets();
    const derived = derivedOf(actor);
    const skills = livingSystem(actor).skills;
    const penalties = { melee: skillOf(actor, "melee").penalty, ranged: skillOf(actor, "ranged").penalty };
    const firstTarget = targets[0]?.actor ?? null;
    const input = {
      skills: { melee: skills.melee, ranged: skills.ranged },
      penalties,
      weapon,
      defense: firstTarget ? { melee: defenseFor(firstTarget, "melee"), ranged: defenseFor(firstTarget, "ranged") } : null,
    };
    void derived;
    const initial: AttackChoices = {
      profile: request.profile ?? (weapon ? "weapon" : "unarmed"),
      maneuver: request.maneuver ?? "none",
      cover: "none",
      distance: distanceYards(tokenOf(actor), targets[0] ?? null),
      extraDice: 0,
      thrown: false,
    };
    const who = { name: actor.name, weapon: item?.name ?? localize("FRAY.Pool.Maneuver.Unarmed"), target: firstTarget?.name ?? "" };
    const options = currentPoolOptions();
    const values = await rollDialog(localize("FRAY.Pool.Dialog.AttackTitle"), attackDialogContext(who, input, initial, options), (v) => attackDialogContext(who, input, choicesFrom(v, initial), options));
    if (!values) return;
    const choices = choicesFrom(values, initial);
    const state = attackDialogContext(who, input, choices, options).state;
    if (!state.plan) throw new RulesError(state.error ?? "FRAY.Pool.Error.IllegalAttack", {});
    if (weapon && state.skill === "ranged" && !choices.thrown && !canFire(weapon)) throw new RulesError("FRAY.Pool.Error.NotReady", { weapon: item?.name ?? "" });
    if (state.plan.coupDeGrace) {
      for (const t of targets) if (t.actor && isLiving(t.actor) && !canReceiveCoupDeGrace(derivedOf(t.actor).defender)) throw new RulesError("FRAY.Pool.Error.NotHelpless", { name: t.actor.name });
    }
    const rolled = await rollD6(state.plan.pool.rolled);
    if (weapon && item && weapon.reload !== "none" && state.skill === "ranged" && !choices.thrown) await item.update(readinessUpdate(afterShot(weapon)));
    const facts: AttackPayload = {
      attacker: actorRef(actor),
      weapon: who.weapon,
      plan: state.plan,
      maneuver: choices.maneuver === "none" ? (choices.profile === "weapon" ? "none" : choices.profile) : choices.maneuver,
      dice: rolled.faces,
      targets: targetsFor(state.skill, targets),
      headline: "FRAY.Pool.Card.AttackHeadline",
      applied: [],
      coating: weapon && item && weapon.coating.strength && state.plan.damageTrack === "wound" ? { batchId: weapon.coating.batchId || item.id || "", strength: weapon.coating.strength as "weak" | "mild" | "strong" | "vile", weaponUuid: item.uuid } : null,
    };
    await post(
      { kind: "attack", facts },
      {
        speaker: actor,
        participants: [participant("attacker", actor), ...facts.targets.map((t) => ({ role: "defender", actorUuid: t.uuid, tokenUuid: t.tokenUuid, name: t.name }))],
        pending: facts.targets.length ? { actorUuid: actor.uuid, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" } : null,
        rolls: [rollEntry(rolled, "FRAY.Pool.Roll.Attack", "attacker")],
      },
    );
    await spendInCombat(actor, state.plan.action);
  });
}

/** A mount's or a vehicle team's attack, induced by the rider or driver (FC-MNT-6, FC-VEH-4). */
export async function creatureAttack(beast: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const system = beast.system as unknown as { riderUuid?: string; driverUuid?: string; size?: "small" | "large"; clawsOrFangs?: boolean; trained?: boolean; team?: { size: "small" | "large"; clawsOrFangs: boolean } };
    const isVehicle = (beast.type as string) === "poolVehicle";
    const rider = actorFrom(isVehicle ? (system.driverUuid ?? "") : (system.riderUuid ?? ""));
    if (!rider) throw new RulesError("FRAY.Pool.Error.NoRider", { name: beast.name });
    const ride = skillOf(rider, "rideTeam");
    const size = isVehicle ? system.team!.size : system.size!;
    const claws = isVehicle ? system.team!.clawsOrFangs : system.clawsOrFangs!;
    const options = currentPoolOptions();
    const plan = planCreatureAttack({ rideDice: ride.dice, size, clawsOrFangs: claws, trained: isVehicle || system.trained !== false, penalty: ride.penalty }, options);
    const targets = userTargets();
    const rolled = await rollD6(plan.pool.rolled);
    const facts: AttackPayload = {
      attacker: actorRef(rider),
      weapon: beast.name,
      plan,
      maneuver: "none",
      dice: rolled.faces,
      targets: targetsFor("melee", targets),
      headline: isVehicle ? "FRAY.Pool.Card.TeamAttackHeadline" : "FRAY.Pool.Card.MountAttackHeadline",
      applied: [],
    };
    await post(
      { kind: "attack", facts },
      {
        speaker: rider,
        participants: [participant("attacker", rider), ...facts.targets.map((t) => ({ role: "defender", actorUuid: t.uuid, tokenUuid: t.tokenUuid, name: t.name }))],
        pending: facts.targets.length ? { actorUuid: rider.uuid, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" } : null,
        rolls: [rollEntry(rolled, "FRAY.Pool.Roll.Attack", "attacker")],
      },
    );
    await spendInCombat(rider, plan.action);
  });
}

// ---------------------------------------------------------------- maneuvers

export async function useManeuver(actor: Actor.Implementation, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  const key = (item?.system as { key?: ManeuverKey } | undefined)?.key;
  if (!key) return;
  const weaponId = actor.items.contents.find((i) => (i.type as string) === "poolWeapon" && (i.system as { equipped?: boolean }).equipped !== false)?.id ?? null;
  switch (key) {
    case "dodge":
      return dodge(actor);
    case "charge":
    case "focused":
    case "coupDeGrace":
      return attack(actor, { itemId: weaponId, maneuver: key });
    case "bash":
    case "improvised":
      return attack(actor, { itemId: weaponId, profile: key });
    case "unarmed":
      return attack(actor, { itemId: null, profile: "unarmed" });
    case "grappleCrush":
      return crush(actor);
    case "disarm":
    case "feint":
    case "grapple":
    case "breakGrapple":
      return opposed(actor, key);
  }
}

/** Dodge: +1 Parry until the dodger's next turn (applied to the dodger's own sheet). */
async function dodge(actor: Actor.Implementation): Promise<void> {
  const conditions = livingSystem(actor).conditions.filter((c) => c.id !== "dodging");
  await actor.update({ "system.conditions": [...conditions, fromCondition(dodgeCondition(actor.id ?? "", round()))] } as Actor.UpdateData);
  const facts: EffectPayload = { actor: actorRef(actor), headline: "FRAY.Pool.Card.DodgeHeadline", targetName: "", dice: [], lines: [{ key: "FRAY.Pool.Card.DodgeLine", name: actor.name }], applied: [] };
  await post({ kind: "effect", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: [] });
  await spendInCombat(actor, MANEUVERS.dodge.action);
}

async function crush(actor: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const target = userTargets()[0]?.actor ?? null;
    if (!target) throw new RulesError("FRAY.Pool.Error.NoTarget", {});
    const holding = livingSystem(actor).conditions.some((c) => c.id === "grappling");
    if (!holding) throw new RulesError("FRAY.Pool.Error.NotGrappling", { name: actor.name });
    const facts = { actor: actorRef(actor), headline: "FRAY.Pool.Card.CrushHeadline", targetName: target.name, targetUuid: target.uuid, dice: [], lines: [{ key: "FRAY.Pool.Card.CrushLine", name: target.name, amount: 1, track: "FRAY.Pool.Track.Fatigue" }], applied: [] };
    await post(
      { kind: "effect", facts },
      { speaker: actor, participants: [participant("attacker", actor), participant("target", target)], pending: { actorUuid: actor.uuid, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" }, rolls: [] },
    );
    await spendInCombat(actor, MANEUVERS.grappleCrush.action);
  });
}

function partyOf(actor: Actor.Implementation, kind: OpposedKind, role: "initiator" | "target"): OpposedParty {
  const skill = opposedSkills(kind)[role];
  const { dice, penalty } = skillOf(actor, skill);
  const weapon = actor.items.contents.find((i) => (i.type as string) === "poolWeapon" && (i.system as { equipped?: boolean }).equipped !== false);
  const weaponDice = weapon ? WEAPON_DICE[(weapon.system as unknown as WeaponSystem).weaponClass] : WEAPON_DICE.unarmed;
  const d = isLiving(actor) ? derivedOf(actor) : null;
  return { id: actor.id ?? "", skillDice: dice, weaponDice, parry: d?.parry ?? 0, armor: d?.armor ?? 0, penalty };
}

/** Disarm, Feint, Grapple, Break: the initiator rolls now; the target's owner rolls from the card. */
async function opposed(actor: Actor.Implementation, kind: OpposedKind): Promise<void> {
  await guarded(async () => {
    const target = userTargets()[0]?.actor ?? null;
    if (!target) throw new RulesError("FRAY.Pool.Error.NoTarget", {});
    const options = currentPoolOptions();
    let state = startOpposed(kind, partyOf(actor, kind, "initiator"), partyOf(target, kind, "target"), round(), options);
    const rolled = await rollD6(state.initiatorPool.rolled);
    state = submitOpposedRoll(state, "initiator", rolled.faces);
    const skills = opposedSkills(kind);
    const facts: OpposedPayload & { state: typeof state } = {
      kind,
      initiator: { ...actorRef(actor), skill: skills.initiator, parts: state.initiatorPool.parts, rolled: state.initiatorPool.rolled, dice: rolled.faces },
      target: { ...actorRef(target), skill: skills.target, parts: state.targetPool.parts, rolled: state.targetPool.rolled, dice: null },
      scatter: null,
      applied: [],
      state,
    };
    await post(
      { kind: "opposed", facts },
      {
        speaker: actor,
        participants: [participant("attacker", actor), participant("target", target)],
        pending: { actorUuid: target.uuid, actions: ["rollTarget"], prompt: "FRAY.Pool.Card.TargetMustRoll" },
        rolls: [rollEntry(rolled, "FRAY.Pool.Roll.Opposed", "attacker")],
      },
    );
    await spendInCombat(actor, MANEUVERS[kind].action);
  });
}

// ---------------------------------------------------------------- weapons, recovery, poison

export async function readyWeapon(actor: Actor.Implementation, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  if (!item) return;
  await item.update(readinessUpdate(afterReload(item.system as unknown as WeaponSystem)));
  const facts: EffectPayload = { actor: actorRef(actor), headline: "FRAY.Pool.Card.ReloadHeadline", targetName: item.name, dice: [], lines: [{ key: "FRAY.Pool.Card.ReloadLine" }], applied: [] };
  await post({ kind: "effect", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: [] });
  await spendInCombat(actor, "full");
}

function tracksOf(actor: Actor.Implementation): Record<"wound" | "fatigue" | "fear", TrackState> {
  return livingSystem(actor).tracks;
}

/** A day of rest: Stamina with the Wound penalty; each success heals a Wound (FC-HEAL-1). */
export async function recoverWounds(actor: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const stamina = livingSystem(actor).skills.stamina;
    const wounds = tracksOf(actor).wound;
    const pool = woundRecoveryPool(stamina, wounds, currentPoolOptions());
    const rolled = await rollD6(pool.rolled);
    const result = healWounds(wounds, rolled.faces);
    await applyOwnDeltas(restoreStep(snapshot(actor), "wound", result.restored));
    const parts = pool.parts;
    const facts: CheckPayload = { actor: actorRef(actor), skill: "stamina", parts, rolled: rolled.faces.length, difficulty: 1, dice: rolled.faces, headline: "FRAY.Pool.Card.RecoveryHeadline", notes: [{ key: "FRAY.Pool.Card.WoundsRestored", amount: result.restored }], applied: [] };
    await post({ kind: "check", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: [rollEntry(rolled, "FRAY.Pool.Roll.Check", "actor")] });
  });
}

export async function recoverFatigue(actor: Actor.Implementation): Promise<void> {
  const before = tracksOf(actor).fatigue;
  const after = restFatigue(before, HOURS_PER_FATIGUE_POINT);
  await actor.update({ "system.tracks.fatigue.value": after.value } as Actor.UpdateData);
  await effectCard(actor, "FRAY.Pool.Card.RestHeadline", [{ key: "FRAY.Pool.Card.FatigueRestored", amount: before.value - after.value, hours: HOURS_PER_FATIGUE_POINT }]);
}

export async function recoverFear(actor: Actor.Implementation): Promise<void> {
  const before = tracksOf(actor).fear;
  const after = calmFear(before, false);
  await actor.update({ "system.tracks.fear.value": after.value } as Actor.UpdateData);
  await effectCard(actor, "FRAY.Pool.Card.RestHeadline", [{ key: "FRAY.Pool.Card.FearRestored", amount: before.value - after.value }]);
}

async function effectCard(actor: Actor.Implementation, headline: string, lines: EffectPayload["lines"], dice: readonly number[] = [], roll: RolledFaces | null = null): Promise<void> {
  const facts: EffectPayload = { actor: actorRef(actor), headline, targetName: "", dice, lines, applied: [] };
  await post({ kind: "effect", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: roll ? [rollEntry(roll, "FRAY.Pool.Roll.Effect", "actor")] : [] });
}

/** A condition set by hand from the sheet; it lasts until removed (FC-DATA-6). */
export async function addCondition(actor: Actor.Implementation, id: string): Promise<void> {
  if (!(POOL_CONDITIONS as readonly string[]).includes(id)) return;
  const list = livingSystem(actor).conditions.filter((c) => c.id !== id);
  const condition = fromCondition({ id, duration: { kind: "permanent" }, ownerId: actor.id ?? "", appliedRound: round() });
  await actor.update({ "system.conditions": [...list, condition] } as Actor.UpdateData);
}

export async function removeCondition(actor: Actor.Implementation, index: number): Promise<void> {
  const list = [...livingSystem(actor).conditions];
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return;
  list.splice(index, 1);
  await actor.update({ "system.conditions": list } as Actor.UpdateData);
}

/** An open wound bleeds: a Luck Roll against the character, each success a Wound (FC-INJ-6). */
export async function bleed(actor: Actor.Implementation): Promise<void> {
  const options = currentPoolOptions();
  const rolled = await rollD6(options.luckRollDice);
  const result = luckRoll({ roll: (count: number) => rolled.faces.slice(0, count) }, options);
  const step = damageStep(snapshot(actor), "wound", result.damage, "bleed");
  await applyOwnDeltas(step.deltas);
  await effectCard(actor, "FRAY.Pool.Card.BleedHeadline", [{ key: "FRAY.Pool.Card.BleedLine", amount: result.damage }], rolled.faces, rolled);
}

/** Applying a poison to a blade or a drink: Medicine against the poison's number (FC-POI-7). */
export async function applyPoison(actor: Actor.Implementation, itemId: string): Promise<void> {
  await guarded(async () => {
    const item = actor.items.get(itemId);
    if (!item) return;
    const poison = item.system as unknown as { strength: "weak" | "mild" | "strong" | "vile"; batchId: string };
    const { dice, penalty } = skillOf(actor, "medicine");
    const rolled = await rollD6(Math.max(0, dice + penalty));
    const result = resolvePoisonApplication({ strength: poison.strength, dice: rolled.faces });
    const lines: Array<EffectPayload["lines"][number]> = [{ key: result.applied ? "FRAY.Pool.Card.PoisonApplied" : "FRAY.Pool.Card.PoisonRuined" }];
    const batchId = poison.batchId || item.id || "";
    if (result.applied) {
      const weapon = actor.items.contents.find((i) => (i.type as string) === "poolWeapon" && (i.system as { equipped?: boolean }).equipped !== false);
      await weapon?.update({ "system.coating": { batchId, strength: poison.strength } } as unknown as Item.UpdateData);
    } else {
      await item.update({ "system.ounces": 0 } as unknown as Item.UpdateData);
    }
    if (result.applicatorExposed) lines.push({ key: "FRAY.Pool.Card.PoisonSplash" });
    await effectCard(actor, "FRAY.Pool.Card.PoisonApplyHeadline", lines, rolled.faces, rolled);
    if (result.applicatorExposed) await exposureCard(actor, actor, { batchId, strength: poison.strength });
  });
}

/** Exposes the targeted creatures (or, with none targeted, the actor) to a dose (FC-POI-2). */
export async function exposePoison(actor: Actor.Implementation, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  if (!item) return;
  const poison = item.system as unknown as { strength: "weak" | "mild" | "strong" | "vile"; batchId: string };
  const batch = { batchId: poison.batchId || item.id || "", strength: poison.strength };
  const victims = userTargets().map((t) => t.actor).filter((a): a is Actor.Implementation => a !== null && isLiving(a));
  for (const victim of victims.length ? victims : [actor]) await exposureCard(actor, victim, batch);
}

async function exposureCard(source: Actor.Implementation, victim: Actor.Implementation, batch: { batchId: string; strength: "weak" | "mild" | "strong" | "vile" }): Promise<void> {
  if (livingSystem(victim).poisonImmunities.includes(batch.batchId)) {
    await effectCard(victim, "FRAY.Pool.Card.PoisonExposureHeadline", [{ key: "FRAY.Pool.Card.PoisonNoEffect" }]);
    return;
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
  await post(
    { kind: "poison", facts },
    { speaker: source, participants: [participant("actor", source), participant("target", victim)], pending: { actorUuid: victim.uuid, actions: ["rollStamina"], prompt: "FRAY.Pool.Card.TargetMustRoll" }, rolls: [] },
  );
}

export async function poisonHour(actor: Actor.Implementation, antidote: boolean): Promise<void> {
  const step = poisonHourStep(snapshot(actor), antidote ? 0 : 1, antidote);
  await applyOwnDeltas(step.deltas);
  const lines: EffectPayload["lines"] = antidote ? [{ key: "FRAY.Pool.Card.AntidoteHeadline", name: actor.name }] : step.died ? [{ key: "FRAY.Pool.Card.PoisonDeath", name: actor.name }] : [{ key: "FRAY.Pool.Card.PoisonHoursLeft", hours: step.hoursLeft }];
  await effectCard(actor, antidote ? "FRAY.Pool.Card.AntidoteHeadline" : "FRAY.Pool.Card.PoisonHourHeadline", lines);
}

// ---------------------------------------------------------------- ships

function pilotOf(ship: Actor.Implementation): Actor.Implementation {
  const pilot = actorFrom((ship.system as { pilotUuid?: string }).pilotUuid ?? "");
  if (!pilot) throw new RulesError("FRAY.Pool.Error.NoRider", { name: ship.name });
  return pilot;
}

export async function pilotCheck(ship: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const size = (ship.system as unknown as { size: "small" | "medium" | "large" }).size;
    await skillCheck(pilotOf(ship), "pilot", shipControlDifficulty(size), "FRAY.Pool.Card.ControlHeadline");
  });
}

/** Ramming: a Full Action, Pilot + size modifier, Structure damage; half back unless a ram (FC-SHIP-4, FC-SHIP-5). */
export async function ram(ship: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const pilot = pilotOf(ship);
    const targetToken = userTargets()[0] ?? null;
    const target = targetToken?.actor ?? null;
    if (!target) throw new RulesError("FRAY.Pool.Error.NoTarget", {});
    const system = ship.system as unknown as { size: "small" | "medium" | "large"; speed: number; hasRam: boolean };
    const pilotSkill = skillOf(pilot, "pilot");
    const plan = planRam({ pilotDice: pilotSkill.dice, size: system.size, distance: distanceYards(tokenOf(ship), targetToken), shipSpeed: system.speed, penalty: pilotSkill.penalty }, currentPoolOptions());
    const rolled = await rollD6(plan.pool.rolled);
    const isCreature = isLiving(target);
    const targetArmor = defenseFor(target, "melee").armor;
    const result = resolveRam({ dice: rolled.faces, targetArmor, targetIsCreature: isCreature, usesDedicatedRam: system.hasRam });
    const facts: RamPayload = {
      ship: actorRef(ship),
      pilot: actorRef(pilot),
      target: { ...actorRef(target), tokenUuid: targetToken?.document.uuid ?? null, armor: targetArmor, isCreature },
      parts: plan.pool.parts,
      rolled: plan.pool.rolled,
      dice: rolled.faces,
      usesDedicatedRam: system.hasRam,
      ...result,
      applied: [],
    };
    await post(
      { kind: "ram", facts },
      { speaker: pilot, participants: [participant("attacker", ship), participant("target", target)], pending: { actorUuid: pilot.uuid, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" }, rolls: [rollEntry(rolled, "FRAY.Pool.Roll.Ram", "attacker")] },
    );
    await spendInCombat(pilot, plan.action);
  });
}

/** One point of Structure restored by repair (FC-HEAL-4); the GM edits the boxes for anything else. */
export async function repair(vessel: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const structure = (vessel.system as unknown as { structure: TrackState }).structure;
    const next = repairStructure(structure, 1, false);
    await vessel.update({ "system.structure.value": next.value } as Actor.UpdateData);
  });
}

