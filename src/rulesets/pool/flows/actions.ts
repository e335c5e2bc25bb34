import { tokenDistance } from "../../../foundry/flows/token-distance.js";
import { assertAffordable, fightTurnOf, spendInCombat as spendActions } from "../../../foundry/combat/spend.js";
import { RulesError } from "../../../core/errors.js";
import { shipControlDifficulty, steeredMove, STEERED_MOVE_MODES, type SteeredMoveMode } from "../rules/mounted.js";
import { afterReload, afterShot, canFire, castAction, drawCost, FREE_ACTION_SKILLS, undrawnWeaponRefusal } from "../rules/actions.js";
import type { OpposedKind } from "../rules/opposed.js";
import { woundRecoveryPool, recoverWounds as healWounds, recoverFatigue as restFatigue, recoverFear as calmFear, luckRoll, repairStructure, HOURS_PER_FATIGUE_POINT } from "../rules/recovery.js";
import { resolvePoisonApplication } from "../rules/poison.js";
import { dodgeCondition, canReceiveCoupDeGrace, POOL_CONDITIONS } from "../rules/index.js";
import { MANEUVERS, type ActionKind, } from "../rules/maneuvers.js";
import { MOVEMENT_MODES, movementYards, type MovementMode } from "../rules/movement.js";
import type { CoverLevel } from "../rules/tables.js";
import type { AttackManeuver, AttackProfile } from "../rules/attack.js";
import type { TrackState } from "../rules/tracks.js";
import { fromCondition } from "../data/state.js";
import type { CheckPayload, EffectPayload } from "./cards.js";
import { attackDialogContext, checkDialogContext, type AttackChoices } from "./dialog-state.js";
import { rollDialog, num, type FormValues } from "./dialog.js";
import { payloadWithView, type CardFacts } from "./exchange-cards.js";
import { rollD6, rollJson, type RolledFaces } from "./foundry-dice.js";
import { attackInputOf, creatureAttackPlan, openingOfOpposed, pilotOf, ramPlanOf } from "./openers.js";
import { openExchange } from "../../../foundry/relay/relay.js";
import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { currentPoolOptions } from "./options.js";
import { applyOwnDeltas, postExchange, type NewExchange } from "./post.js";
import { guarded, localize } from "../../../foundry/flows/notify.js";
import { actorRef, participant } from "../../../foundry/flows/participants.js";
import { damageStep, poisonHourStep, restoreStep } from "./steps.js";
import { askHours, confirmStep } from "./prompts.js";
import { anySkillOf, derivedOf, equippedWeapon, isLiving, livingSystem, skillOf, snapshot } from "./snapshot.js";
import { customSkillById } from "../rules/custom-skills.js";
import { isActorOf, isItemOf, requireActorOf } from "../../../foundry/documents/subtypes.js";

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
  return tokenDistance(a, b, "yards");
}

const COSTS: Readonly<Record<ActionKind, number>> = { free: 0, partial: 1, full: 2 };

/**
 * Records the action in the encounter's budget when the actor is in the running combat and may
 * act now (FC-ACT-1: two Partial or one Full; the model ends the activation once nothing is left).
 * A listed maneuver counts toward the one-per-turn cap (FC-ACT-8); a free action comes from the
 * per-round allowance, in or out of the actor's activation (FC-ACT-5, FC-ACT-6).
 */
function spendInCombat(actor: Actor.Implementation, kind: ActionKind, maneuver = false): Promise<void> {
  return spendActions(actor, COSTS[kind], false, { ...(kind === "free" ? { free: true } : {}), ...(maneuver ? { maneuver: true } : {}) });
}

/** Refuses, before any dice, an action the running fight would not let the actor pay for now. */
function affordable(actor: Actor.Implementation, kind: ActionKind, maneuver = false): void {
  assertAffordable(actor, COSTS[kind], { ...(kind === "free" ? { free: true } : {}), ...(maneuver ? { maneuver: true } : {}) });
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
    const found = anySkillOf(actor, skill);
    if (!found) throw new RulesError("FRAY.Pool.Skill.Unknown", { skill });
    const { dice, penalty } = found;
    const free = FREE_ACTION_SKILLS.includes(skill);
    if (free) affordable(actor, "free");
    const custom = isLiving(actor) ? customSkillById(actor.system.customSkills, skill) : null;
    const who = { name: actor.name, skill, ...(custom ? { skillName: custom.name } : {}) };
    const options = currentPoolOptions();
    const initial = checkDialogContext(who, dice, penalty, { difficulty: presetDifficulty, extraDice: 0 }, options);
    const values = await rollDialog(localize("FRAY.Pool.Dialog.CheckTitle"), initial, (v) => checkDialogContext(who, dice, penalty, { difficulty: num(v["difficulty"], 1), extraDice: num(v["extraDice"]) }, options));
    if (!values) return;
    const pool = checkDialogContext(who, dice, penalty, { difficulty: num(values["difficulty"], 1), extraDice: num(values["extraDice"]) }, options).pool;
    const rolled = await rollD6(pool.rolled);
    const facts: CheckPayload = { actor: actorRef(actor), skill, ...(custom ? { skillName: custom.name } : {}), parts: pool.parts, rolled: pool.rolled, difficulty: num(values["difficulty"], 1), dice: rolled.faces, headline, notes: [], applied: [] };
    await post({ kind: "check", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: [rollEntry(rolled, "FRAY.Pool.Roll.Check", "actor")] });
    if (free) await spendInCombat(actor, "free");
  });
}

// ---------------------------------------------------------------- movement

/**
 * Crawl, Walk, Jog or Run from the sheet (FC-MOV-1..4): the yards come from Speed after penalties,
 * the cost from the movement mode, and the encounter's budget pays it (FC-FVTT-4).
 */
export async function move(actor: Actor.Implementation, mode: string): Promise<void> {
  await guarded(async () => {
    if (!isLiving(actor)) return;
    if (!(mode in MOVEMENT_MODES)) throw new RulesError("FRAY.Pool.Move.Unknown", { mode });
    affordable(actor, MOVEMENT_MODES[mode as MovementMode].action);
    await moveCard(actor, mode as MovementMode, movementYards(derivedOf(actor).speed, mode as MovementMode));
  });
}

/** The move's card and its cost from the activation's budget. */
async function moveCard(actor: Actor.Implementation, mode: MovementMode, yards: number): Promise<void> {
  const line = { crawl: "FRAY.Pool.Move.CrawlLine", walk: "FRAY.Pool.Move.WalkLine", jog: "FRAY.Pool.Move.JogLine", run: "FRAY.Pool.Move.RunLine" }[mode];
  await effectCard(actor, "FRAY.Pool.Move.Headline", [{ key: line, amount: yards }]);
  await spendInCombat(actor, MOVEMENT_MODES[mode].action);
}

/** Refuses (throws a RulesError) a move of `mode` the running fight would not let the actor pay for now. */
export function assertMoveAffordable(actor: Actor.Implementation, mode: MovementMode): void {
  affordable(actor, MOVEMENT_MODES[mode].action);
}

/**
 * A mount or vehicle moved from its sheet (FC-MNT-4 a, FC-VEH-3): at the mount's Speed (after its
 * own penalties) or the vehicle's, paid from the rider's or driver's budget — the pair's one
 * activation when both are in the fight. A mount or vehicle nobody steers cannot be moved.
 */
export async function steer(beast: Actor.Implementation, mode: string): Promise<void> {
  await guarded(async () => {
    if (!(STEERED_MOVE_MODES as readonly string[]).includes(mode)) throw new RulesError("FRAY.Pool.Move.UnknownSteered", { mode });
    const vehicle = isActorOf(beast, "poolVehicle") ? beast.system : null;
    const steererUuid = vehicle ? vehicle.driverUuid : requireActorOf(beast, "poolMount").system.riderUuid;
    const steerer = steererUuid ? (fromUuidSync(steererUuid as Parameters<typeof fromUuidSync>[0]) as Actor.Implementation | null) : null;
    if (!steerer) throw new RulesError("FRAY.Pool.Error.NoRider", { name: beast.name });
    const { yards, action } = steeredMove(vehicle ? vehicle.speed : derivedOf(beast).speed, mode as SteeredMoveMode);
    affordable(steerer, action);
    const line = { walk: "FRAY.Pool.Move.SteerWalkLine", jog: "FRAY.Pool.Move.SteerJogLine", run: "FRAY.Pool.Move.SteerRunLine" }[mode as SteeredMoveMode];
    await effectCard(beast, "FRAY.Pool.Move.Headline", [{ key: line, amount: yards, name: steerer.name }]);
    await spendInCombat(steerer, action);
  });
}

/** A move made by dragging the token, measured and checked before it happened (token-moves.ts). */
export async function movedOnScene(actor: Actor.Implementation, mode: MovementMode, yards: number): Promise<void> {
  await guarded(() => moveCard(actor, mode, yards));
}

// ---------------------------------------------------------------- attacks

interface AttackRequest {
  readonly itemId: string | null;
  readonly profile?: AttackProfile;
  readonly maneuver?: AttackManeuver;
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

/** The token UUIDs of the user's targets, as the GM's opener looks them up. */
function targetUuids(targets: readonly TokenLike[]): string[] {
  return targets.map((t) => t.document.uuid);
}

/** What a card request carries of a rolled pool: the faces and the roll that shows them. */
function dicePart(rolled: RolledFaces): JsonObject {
  return { faces: rolled.faces, roll: rolled.roll ? rollJson(rolled.roll) : null };
}

export async function attackFromSheet(actor: Actor.Implementation, itemId: string | null): Promise<void> {
  await attack(actor, { itemId });
}

/**
 * An attack: the dialog and the dice here, then the GM opens the card from the documents, these
 * choices and these dice (openers.ts). A shot unloads the crossbow once the card is posted.
 */
export async function attack(actor: Actor.Implementation, request: AttackRequest): Promise<void> {
  await guarded(async () => {
    if (!isLiving(actor)) return;
    const item = request.itemId ? actor.items.get(request.itemId) ?? null : null;
    const weapon = isItemOf(item, "poolWeapon") ? item.system : null;
    // Drawing is an action of its own, never part of the attack (FC-ACT-2, FC-ACT-3).
    const undrawn = weapon && item ? undrawnWeaponRefusal(weapon, item.name) : null;
    if (undrawn) throw undrawn;
    const targets = userTargets();
    const firstTarget = targets[0]?.actor ?? null;
    const input = attackInputOf(actor, weapon, firstTarget);
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
    // Charge, Focused Attack and Coup de Grâce are listed maneuvers; Bash and friends are profiles (FC-ACT-8).
    const maneuver = choices.maneuver !== "none";
    affordable(actor, state.plan.action, maneuver);
    const rolled = await rollD6(state.plan.pool.rolled);
    const opened = await openExchange("pool", "attack", actor.uuid, { itemId: item?.id ?? null, choices: { ...choices }, targets: targetUuids(targets), ...dicePart(rolled) });
    if (!opened) return;
    if (weapon && item && weapon.reload !== "none" && state.skill === "ranged" && !choices.thrown) await item.update(readinessUpdate(afterShot(weapon)));
    await spendInCombat(actor, state.plan.action, maneuver);
  });
}

/** A mount's or a vehicle team's attack, induced by the rider or driver (FC-MNT-6, FC-VEH-4). */
export async function creatureAttack(beast: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const { rider, plan } = creatureAttackPlan(beast);
    affordable(rider, plan.action);
    const rolled = await rollD6(plan.pool.rolled);
    if (await openExchange("pool", "creatureAttack", beast.uuid, { targets: targetUuids(userTargets()), ...dicePart(rolled) })) await spendInCombat(rider, plan.action);
  });
}

// ---------------------------------------------------------------- spells

/**
 * Casts a spell from the sheet (FC-DATA-5): refused out of turn or when the budget cannot pay its
 * Partial or Full Action; otherwise a card says what was cast and the action is spent. What the
 * spell does is the GM's (the rules give spells only their cost).
 */
export async function castSpell(actor: Actor.Implementation, itemId: string): Promise<void> {
  await guarded(async () => {
    const item = actor.items.get(itemId);
    if (!isItemOf(item, "poolSpell")) return;
    const action = castAction(item.system.actionCost, fightTurnOf(actor), item.name);
    affordable(actor, action);
    const line = action === "full" ? "FRAY.Pool.Spell.CastFullLine" : "FRAY.Pool.Spell.CastPartialLine";
    await effectCard(actor, "FRAY.Pool.Spell.CastHeadline", [{ key: line, name: item.name }]);
    await spendInCombat(actor, action);
  });
}

// ---------------------------------------------------------------- maneuvers

export async function useManeuver(actor: Actor.Implementation, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  if (!isItemOf(item, "poolManeuver")) return;
  const key = item.system.key;
  const weaponId = equippedWeapon(actor)?.id ?? null;
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
  await guarded(async () => {
    affordable(actor, MANEUVERS.dodge.action, true);
    await dodgeNow(actor);
  });
}

async function dodgeNow(actor: Actor.Implementation): Promise<void> {
  const conditions = livingSystem(actor).conditions.filter((c) => c.id !== "dodging");
  await actor.update({ "system.conditions": [...conditions, fromCondition(dodgeCondition(actor.id ?? "", round()))] } as Actor.UpdateData);
  const facts: EffectPayload = { actor: actorRef(actor), headline: "FRAY.Pool.Card.DodgeHeadline", targetName: "", dice: [], lines: [{ key: "FRAY.Pool.Card.DodgeLine", name: actor.name }], applied: [] };
  await post({ kind: "effect", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: [] });
  await spendInCombat(actor, MANEUVERS.dodge.action, true);
}

async function crush(actor: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const target = userTargets()[0] ?? null;
    if (!target?.actor) throw new RulesError("FRAY.Pool.Error.NoTarget", {});
    const holding = livingSystem(actor).conditions.some((c) => c.id === "grappling");
    if (!holding) throw new RulesError("FRAY.Pool.Error.NotGrappling", { name: actor.name });
    affordable(actor, MANEUVERS.grappleCrush.action);
    if (await openExchange("pool", "crush", actor.uuid, { targets: targetUuids([target]) })) await spendInCombat(actor, MANEUVERS.grappleCrush.action);
  });
}

/** Disarm, Feint, Grapple, Break: the initiator rolls now; the target's owner rolls from the card. */
async function opposed(actor: Actor.Implementation, kind: OpposedKind): Promise<void> {
  await guarded(async () => {
    const target = userTargets()[0] ?? null;
    if (!target?.actor) throw new RulesError("FRAY.Pool.Error.NoTarget", {});
    const state = openingOfOpposed(actor, target.actor, kind);
    // Disarm, Feint and Grapple are listed maneuvers; breaking free of a hold is not (FC-ACT-8).
    const maneuver = kind !== "breakGrapple";
    affordable(actor, MANEUVERS[kind].action, maneuver);
    const rolled = await rollD6(state.initiatorPool.rolled);
    if (await openExchange("pool", "opposed", actor.uuid, { maneuver: kind, targets: targetUuids([target]), ...dicePart(rolled) })) await spendInCombat(actor, MANEUVERS[kind].action, maneuver);
  });
}

// ---------------------------------------------------------------- weapons, recovery, poison

/** Draws a sheathed weapon to hand or puts it away, paying what the rules ask (FC-ACT-2, FC-ACT-3). */
export async function drawWeapon(actor: Actor.Implementation, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  if (!isItemOf(item, "poolWeapon") || !actor.isOwner) return;
  await guarded(async () => {
    const kind = drawCost(item.system.readied);
    affordable(actor, kind);
    const drawing = !item.system.equipped;
    await item.update({ "system.equipped": drawing } as unknown as Item.UpdateData);
    const facts: EffectPayload = { actor: actorRef(actor), headline: drawing ? "FRAY.Pool.Card.DrawHeadline" : "FRAY.Pool.Card.StowHeadline", targetName: item.name, dice: [], lines: [{ key: kind === "full" ? "FRAY.Pool.Card.DrawFull" : "FRAY.Pool.Card.DrawPartial" }], applied: [] };
    await post({ kind: "effect", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: [] });
    await spendInCombat(actor, kind);
  });
}

export async function readyWeapon(actor: Actor.Implementation, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  if (!isItemOf(item, "poolWeapon")) return;
  await guarded(async () => {
    affordable(actor, "full");
    await item.update(readinessUpdate(afterReload(item.system)));
    const facts: EffectPayload = { actor: actorRef(actor), headline: "FRAY.Pool.Card.ReloadHeadline", targetName: item.name, dice: [], lines: [{ key: "FRAY.Pool.Card.ReloadLine" }], applied: [] };
    await post({ kind: "effect", facts }, { speaker: actor, participants: [participant("actor", actor)], pending: null, rolls: [] });
    await spendInCombat(actor, "full");
  });
}

function tracksOf(actor: Actor.Implementation): Record<"wound" | "fatigue" | "fear", TrackState> {
  return livingSystem(actor).tracks;
}

/** A day of rest: Stamina with the Wound penalty; each success heals a Wound (FC-HEAL-1). */
export async function recoverWounds(actor: Actor.Implementation): Promise<void> {
  if (!(await confirmStep("FRAY.Pool.Prompt.DayOfRestTitle", "FRAY.Pool.Prompt.DayOfRest", { name: actor.name }))) return;
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

/** Rest: the owner says how many hours; each full four restores a Fatigue (FC-HEAL-2). */
export async function recoverFatigue(actor: Actor.Implementation): Promise<void> {
  const hours = await askHours("FRAY.Pool.Prompt.RestTitle", "FRAY.Pool.Prompt.RestHint", HOURS_PER_FATIGUE_POINT, 240);
  if (hours === null) return;
  const before = tracksOf(actor).fatigue;
  const after = restFatigue(before, hours);
  await actor.update({ "system.tracks.fatigue.value": after.value } as Actor.UpdateData);
  await effectCard(actor, "FRAY.Pool.Card.RestHeadline", [{ key: "FRAY.Pool.Card.FatigueRestored", amount: before.value - after.value, hours }]);
}

export async function recoverFear(actor: Actor.Implementation): Promise<void> {
  if (!(await confirmStep("FRAY.Pool.Prompt.CalmTitle", "FRAY.Pool.Prompt.Calm", { name: actor.name }))) return;
  await calmDown(actor);
}

/** One Fear point back between scenes (FC-HEAL-3), once the GM or owner said the danger is past. */
export async function calmDown(actor: Actor.Implementation): Promise<void> {
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
    if (!isItemOf(item, "poolPoison")) return;
    const poison = item.system;
    const { dice, penalty } = skillOf(actor, "medicine");
    const rolled = await rollD6(Math.max(0, dice + penalty));
    const result = resolvePoisonApplication({ strength: poison.strength, dice: rolled.faces });
    const lines: Array<EffectPayload["lines"][number]> = [{ key: result.applied ? "FRAY.Pool.Card.PoisonApplied" : "FRAY.Pool.Card.PoisonRuined" }];
    const batchId = poison.batchId || item.id || "";
    if (result.applied) {
      await equippedWeapon(actor)?.update({ "system.coating": { batchId, strength: poison.strength } } as unknown as Item.UpdateData);
    } else {
      await item.update({ "system.ounces": 0 } as unknown as Item.UpdateData);
    }
    if (result.applicatorExposed) lines.push({ key: "FRAY.Pool.Card.PoisonSplash" });
    await effectCard(actor, "FRAY.Pool.Card.PoisonApplyHeadline", lines, rolled.faces, rolled);
    if (result.applicatorExposed) await exposureCard(actor, itemId, [actor.uuid]);
  });
}

/** Exposes the targeted creatures (or, with none targeted, the actor) to a dose (FC-POI-2). */
export async function exposePoison(actor: Actor.Implementation, itemId: string): Promise<void> {
  const item = actor.items.get(itemId);
  if (!item) return;
  const victims = userTargets().filter((t) => t.actor !== null && isLiving(t.actor));
  for (const victim of victims.length ? targetUuids(victims) : [actor.uuid]) await exposureCard(actor, itemId, [victim]);
}

/** The GM posts the exposure card (or "no effect" for an immune victim); see openers.ts. */
async function exposureCard(source: Actor.Implementation, itemId: string, victims: readonly string[]): Promise<void> {
  await openExchange("pool", "poison", source.uuid, { itemId, victims: [...victims] });
}

/** The poison's countdown: the owner says how many hours passed, or confirms the antidote (FC-POI-4, FC-POI-5). */
export async function poisonHour(actor: Actor.Implementation, antidote: boolean): Promise<void> {
  const left = Number(livingSystem(actor).conditions.find((c) => c.id === "poisonedDying")?.data["hoursLeft"] ?? 1);
  const hours = antidote
    ? (await confirmStep("FRAY.Pool.Prompt.AntidoteTitle", "FRAY.Pool.Prompt.Antidote", { name: actor.name })) ? 0 : null
    : await askHours("FRAY.Pool.Prompt.PoisonTitle", "FRAY.Pool.Prompt.PoisonHint", 1, Math.max(1, Math.trunc(left) || 1));
  if (hours === null) return;
  await countPoisonHours(actor, hours, antidote);
}

/**
 * Hours of a creature's poison countdown applied (FC-POI-4), or the antidote: by the hour buttons,
 * or by the world clock (flows/poison-clock.ts), which passes where its count now stands
 * (`clockAt`, world seconds) to keep in the condition. Zero hours only moves the clock's mark.
 */
export async function countPoisonHours(actor: Actor.Implementation, hours: number, antidote: boolean, clockAt?: number): Promise<void> {
  const base = snapshot(actor);
  const marked = clockAt === undefined ? base : { ...base, conditions: base.conditions.map((c) => (c.id === "poisonedDying" ? { ...c, data: { ...c.data, clockAt } } : c)) };
  const step = poisonHourStep(marked, hours, antidote);
  await applyOwnDeltas(step.deltas);
  if (hours === 0 && !antidote) return;
  const lines: EffectPayload["lines"] = antidote ? [{ key: "FRAY.Pool.Card.AntidoteHeadline", name: actor.name }] : step.died ? [{ key: "FRAY.Pool.Card.PoisonDeath", name: actor.name }] : [{ key: "FRAY.Pool.Card.PoisonHoursLeft", hours: step.hoursLeft }];
  const byClock = clockAt !== undefined ? [{ key: "FRAY.Pool.Card.PoisonClockHours", hours }] : [];
  await effectCard(actor, antidote ? "FRAY.Pool.Card.AntidoteHeadline" : byClock.length ? "FRAY.Pool.Card.PoisonClockHeadline" : "FRAY.Pool.Card.PoisonHourHeadline", [...byClock, ...lines]);
}

// ---------------------------------------------------------------- ships

export async function pilotCheck(ship: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const size = requireActorOf(ship, "poolShip").system.size;
    await skillCheck(pilotOf(ship), "pilot", shipControlDifficulty(size), "FRAY.Pool.Card.ControlHeadline");
  });
}

/** Ramming: a Full Action, Pilot + size modifier, Structure damage; half back unless a ram (FC-SHIP-4, FC-SHIP-5). */
export async function ram(ship: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const targetToken = userTargets()[0] ?? null;
    if (!targetToken?.actor) throw new RulesError("FRAY.Pool.Error.NoTarget", {});
    const distance = distanceYards(tokenOf(ship), targetToken);
    const { pilot, plan } = ramPlanOf(ship, distance);
    affordable(pilot, plan.action);
    const rolled = await rollD6(plan.pool.rolled);
    if (await openExchange("pool", "ram", ship.uuid, { distance, targets: targetUuids([targetToken]), ...dicePart(rolled) })) await spendInCombat(pilot, plan.action);
  });
}

/** One point of Structure restored by repair (FC-HEAL-4); the GM edits the boxes for anything else. */
export async function repair(vessel: Actor.Implementation): Promise<void> {
  await guarded(async () => {
    const structure = requireActorOf(vessel, "poolVehicle", "poolShip", "poolObject").system.structure;
    const next = repairStructure(structure, 1, false);
    await vessel.update({ "system.structure.value": next.value } as Actor.UpdateData);
  });
}

