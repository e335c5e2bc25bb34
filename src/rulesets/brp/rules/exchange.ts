import { requireDicePort, type Dice } from "../../../core/dice.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { optionalBoolean, requireArray, requireBoolean, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import type { FrayEvent } from "../../../core/vocabulary.js";
import { armorValue, damageAfterArmor, type ArmorPiece } from "./armor.js";
import { planDamage, SPECIAL_TYPES, type DamagePlan, type ModifierMode, type SpecialType } from "./damage.js";
import { defenceOptions, recordDefence, type DefenceOption, type IncomingAttack, type DefenceRound, type DefenderState, type ParryItem } from "./defence.js";
import { fumbleTableFor, resolveFumble, type FumbleResult, type FumbleTableKey } from "./fumbles.js";
import { applyDamage, BODY_KINDS, bodyOf, condition, markUnableToFight, recordConditions, requireHarm, type BodyKind, type BrpHarm, type HarmDecision, type ImpaledWeapon } from "./harm.js";
import { bodyLocationFor } from "./locations.js";
import { lossDieFaces, resolveMajorWound, type MajorWoundOutcome } from "./majorWounds.js";
import { resolveMatrix, type Delivered, type HittingLevel, type MatrixOutcome } from "./matrix.js";
import type { MissileSpeed } from "./missile.js";
import { BRP_DEFAULTS, type BrpOptions } from "./options.js";
import { crushingParry, crushingStun, entangleFollowUps, knockback, type CrushingParryResult, type GrappleEffect, type KnockbackResult } from "./special.js";
import { checkMalfunction, levelRank, requireSkill, successLevel, type LevelLimits, type SuccessLevel } from "./success.js";

/**
 * One attack from roll to applied damage as a pure step machine (issue item 2). The state holds
 * every answer given so far; `nextDecision` derives what is needed next (a roll, a choice) and
 * `outcome` derives the result. Flows answer with Foundry rolls; tests and the simulator answer
 * through the dice port with `autoAnswer` / `runExchange`.
 */

export type AttackKind = "melee" | "natural" | "thrown" | "missile";

export interface ExchangeWeapon {
  readonly id: string;
  readonly formula: string;
  readonly specialType: SpecialType;
  readonly kind: AttackKind;
  /** For missiles: how fast it flies (thrown weapons are "thrown"). */
  readonly missileSpeed?: MissileSpeed;
  readonly modifierMode?: ModifierMode;
  readonly malfunctionFrom?: number | null;
  readonly hp?: number;
  /** An impaling weapon bigger than a knife blocks healing while lodged. */
  readonly largerThanKnife?: boolean;
  /** The wielder keeps hold of what this weapon entangles (a whip, not bolas): BRP-SPC-12. */
  readonly controlsEntangle?: boolean;
  /** False for a weapon whose blows cannot be parried (BRP-PAR-7, the weapon's flag); absent: parryable. */
  readonly parryable?: boolean;
}

export interface ExchangeInput {
  readonly round: number;
  readonly attacker: {
    readonly id: string;
    readonly siz: number;
    /** The attack chance after grades and modifiers. */
    readonly chance: number;
    readonly limits?: LevelLimits;
    readonly damageModifier: string;
    readonly weapon: ExchangeWeapon;
    readonly visible?: boolean;
  };
  readonly defender: {
    readonly id: string;
    readonly harm: BrpHarm;
    readonly armor: readonly ArmorPiece[];
    readonly state: DefenderState;
    readonly items: readonly (ParryItem & { readonly hp?: number; readonly maxHp?: number; readonly armor?: number })[];
    readonly round: DefenceRound;
    /** Knockback: obstacle this many metres behind the target. */
    readonly obstacleAtMetres?: number | null;
    /** What the defender's body is; a construct or an object takes no major wounds (BRP-WND-6). */
    readonly bodyKind?: BodyKind;
  };
  readonly spotSucceeded?: boolean;
  readonly areaOrSweep?: boolean;
  /** The GM ruled this one attack unparryable (BRP-FVTT-7): the defender may only dodge or take it. */
  readonly unparryable?: boolean;
  /** The target's SIZ as the GM rules it for knockback (braced, mounted, on a slope: BRP-SPC-18, BRP-FVTT-7). */
  readonly knockbackSiz?: number;
  /**
   * A blow that lands without rolls or defence at a set level: a parry fumble's "wide open"
   * result, or a fumble that strikes the nearest ally (BRP-FUM-7).
   */
  readonly forcedLevel?: HittingLevel;
  readonly options?: BrpOptions;
}

/** The flight of a weapon's blow: a thrown weapon's, a missile's speed, or null for melee. */
export function missileOf(weapon: ExchangeWeapon): MissileSpeed | null {
  return weapon.kind === "thrown" ? "thrown" : weapon.kind === "missile" ? (weapon.missileSpeed ?? "slow") : null;
}

/**
 * What the defender knows of the attack in `input`. A blow the attack calls a sweep or area
 * attack, or one from a weapon flagged as not parryable, cannot be parried (BRP-PAR-7): the step
 * machine and the simulator's fast paths read the flag here alike.
 */
export function incomingAttackOf(input: ExchangeInput): IncomingAttack {
  const a = input.attacker;
  return {
    missile: missileOf(a.weapon),
    attackerSiz: a.siz,
    // The GM's ruling that this one attack cannot be parried works as the rules' sweep path (BRP-FVTT-7).
    areaOrSweep: input.areaOrSweep === true || a.weapon.parryable === false || input.unparryable === true,
    attackerVisible: a.visible ?? true,
    ...(input.spotSucceeded === undefined ? {} : { spotSucceeded: input.spotSucceeded }),
  };
}

/** What the exchange waits for. Roll answers are raw die results. */
export type ExchangeDecision =
  | { readonly type: "attackRoll"; readonly actorId: string; readonly chance: number }
  | { readonly type: "defenceChoice"; readonly actorId: string; readonly options: readonly DefenceOption[] }
  | { readonly type: "ideaRoll"; readonly actorId: string }
  | { readonly type: "defenceRoll"; readonly actorId: string; readonly chance: number }
  | { readonly type: "criticalOrSpecial"; readonly actorId: string }
  | { readonly type: "damageRoll"; readonly actorId: string; readonly plan: DamagePlan }
  | { readonly type: "crushingResistance"; readonly actorId: string; readonly active: number; readonly passive: number }
  | { readonly type: "hitLocation"; readonly actorId: string }
  | { readonly type: "armorRoll"; readonly actorId: string; readonly pieces: readonly ArmorPiece[] }
  | { readonly type: "knockbackResistance"; readonly actorId: string; readonly active: number; readonly passive: number }
  | { readonly type: "stunStamina"; readonly actorId: string }
  | { readonly type: "stunDuration"; readonly actorId: string }
  | { readonly type: "majorWoundRoll"; readonly actorId: string }
  | { readonly type: "majorWoundLuck"; readonly actorId: string }
  | { readonly type: "majorWoundLoss"; readonly actorId: string; readonly faces: number }
  | { readonly type: "fumble"; readonly actorId: string; readonly table: FumbleTableKey };

export type ExchangeAnswer =
  | { readonly type: "attackRoll" | "defenceRoll" | "crushingResistance" | "hitLocation" | "knockbackResistance" | "stunDuration" | "majorWoundLoss"; readonly value: number }
  /** `chosen`: the GM picked the row instead of the table's roll (BRP-FVTT-7). */
  | { readonly type: "majorWoundRoll"; readonly value: number; readonly chosen?: boolean }
  | { readonly type: "defenceChoice"; readonly index: number }
  | { readonly type: "ideaRoll" | "stunStamina" | "majorWoundLuck"; readonly succeeded: boolean }
  | { readonly type: "criticalOrSpecial"; readonly take: "critical" | "special" }
  | { readonly type: "damageRoll"; readonly weaponTotal: number; readonly modifierTotal: number }
  | { readonly type: "armorRoll"; readonly value: number }
  | { readonly type: "fumble"; readonly rolls: readonly number[] };

export interface ExchangeState {
  readonly input: ExchangeInput;
  readonly answers: Readonly<Partial<Record<ExchangeDecision["type"], ExchangeAnswer>>>;
}

export function startExchange(input: ExchangeInput): ExchangeState {
  return { input: requireExchangeInput(input), answers: {} };
}

const ATTACK_KINDS: readonly AttackKind[] = ["melee", "natural", "thrown", "missile"];
const HITTING_LEVELS: readonly HittingLevel[] = ["critical", "special", "success"];

/**
 * The exchange's input as a card hands it back, checked once at each entry point (O(1)): the
 * round, both parties' identities and numbers, the weapon, the defender's harm record and lists.
 * The step machine's own helpers check what they read further (items, armor, the defence round).
 */
function requireExchangeInput(value: unknown): ExchangeInput {
  const input = requireRecord(value, "exchange");
  requireInteger(input.round, "round", 0, 100_000);
  const attacker = requireRecord(input.attacker, "attacker");
  requireString(attacker.id, "attacker.id");
  requireInteger(attacker.siz, "attacker.siz", 0, 10_000);
  requireSkill(attacker.chance as number);
  requireString(attacker.damageModifier, "attacker.damageModifier");
  const weapon = requireRecord(attacker.weapon, "attacker.weapon");
  requireString(weapon.id, "weapon.id");
  requireString(weapon.formula, "weapon.formula");
  requireOneOf(weapon.specialType, "weapon.specialType", SPECIAL_TYPES);
  requireOneOf(weapon.kind, "weapon.kind", ATTACK_KINDS);
  if (weapon.parryable !== undefined) requireBoolean(weapon.parryable, "weapon.parryable");
  const defender = requireRecord(input.defender, "defender");
  requireString(defender.id, "defender.id");
  requireHarm(defender.harm, "defender.harm");
  requireArray(defender.armor, "defender.armor");
  requireRecord(defender.state, "defender.state");
  requireArray(defender.items, "defender.items");
  requireRecord(defender.round, "defender.round");
  if (defender.bodyKind !== undefined) requireOneOf(defender.bodyKind, "defender.bodyKind", BODY_KINDS);
  if (input.forcedLevel !== undefined) requireOneOf(input.forcedLevel, "forcedLevel", HITTING_LEVELS);
  optionalBoolean(input.unparryable, "unparryable");
  if (input.knockbackSiz !== undefined) requireInteger(input.knockbackSiz, "knockbackSiz", 1, 10_000);
  if (input.options !== undefined) requireRecord(input.options, "options");
  return value as ExchangeInput;
}

/** Any number an answer carries (a die, a total, an index) is a whole number well within this. */
const MAX_ANSWER = 100_000;

/**
 * An answer as a client sends it: its type and the numbers, flag or list it carries. Each step
 * checks its own range when it reads the answer; this keeps garbage out of the stored state.
 */
function requireAnswer(value: unknown): ExchangeAnswer {
  const answer = requireRecord(value, "answer");
  requireString(answer.type, "answer.type");
  for (const key of ["value", "index", "weaponTotal", "modifierTotal"] as const) {
    if (key in answer) requireInteger(answer[key], `answer.${key}`, -MAX_ANSWER, MAX_ANSWER);
  }
  if ("succeeded" in answer) requireBoolean(answer.succeeded, "answer.succeeded");
  if ("chosen" in answer) requireBoolean(answer.chosen, "answer.chosen");
  if ("rolls" in answer) requireArray(answer.rolls, "answer.rolls");
  return value as ExchangeAnswer;
}

/** An exchange state handed back by a card: its input and the answers recorded so far. */
function requireExchange(value: unknown): ExchangeState {
  const state = requireRecord(value, "exchange state");
  requireExchangeInput(state.input);
  requireRecord(state.answers, "answers");
  return value as ExchangeState;
}

const opts = (s: ExchangeState): BrpOptions => s.input.options ?? BRP_DEFAULTS;
const num = (s: ExchangeState, t: ExchangeDecision["type"]): number | undefined => {
  const a = s.answers[t];
  return a && "value" in a ? a.value : undefined;
};
const ok = (s: ExchangeState, t: "ideaRoll" | "stunStamina" | "majorWoundLuck"): boolean | undefined => {
  const a = s.answers[t];
  return a && "succeeded" in a ? a.succeeded : undefined;
};

/** Everything known so far, derived from the answers; missing steps stay undefined. */
export interface ExchangeOutcome {
  readonly attackLevel?: SuccessLevel;
  readonly malfunction: boolean;
  readonly defence?: DefenceOption;
  readonly defenceLevel?: SuccessLevel;
  readonly defenceRound: DefenceRound;
  readonly matrix?: MatrixOutcome;
  /** Level whose damage is rolled (after a critical taken as a special). */
  readonly delivered?: Delivered;
  readonly plan?: DamagePlan;
  readonly damageRolled?: number;
  readonly crushingParry?: CrushingParryResult;
  readonly parryingItem?: { readonly id: string; readonly damage: number; readonly destroyed: boolean };
  readonly attackingWeaponDamage: number;
  readonly location?: string | null;
  readonly armor?: number;
  readonly damageApplied?: number;
  readonly knockback?: KnockbackResult;
  /** After an entangle: the grapple effects the attacker may try next round, empty when the weapon left their hand (BRP-SPC-12). */
  readonly entangleFollowUps?: readonly GrappleEffect[];
  readonly stunRounds?: number;
  readonly harm?: BrpHarm;
  readonly harmDecisions: readonly HarmDecision[];
  readonly majorWound?: MajorWoundOutcome;
  readonly events: readonly FrayEvent[];
  readonly fumbles: ReadonlyArray<{ readonly actorId: string; readonly table: FumbleTableKey; readonly result?: FumbleResult }>;
  /** The next decision, or null when the exchange is over. */
  readonly pending: ExchangeDecision | null;
}

/** The fumble table an attack of this kind rolls on (exported for the fast path, `fast-exchange.ts`). */
export function fumbleTableOfAttack(kind: AttackKind): FumbleTableKey {
  return fumbleTableFor(kind === "melee" ? "meleeAttack" : kind === "natural" ? "naturalAttack" : kind === "thrown" ? "thrownAttack" : "missileAttack")!;
}

/** The fumble table a fumbled defence rolls on (exported for the fast path). */
export function fumbleTableOfDefence(d: DefenceOption, items: readonly ParryItem[], attackerNatural: boolean): FumbleTableKey {
  if (d.kind === "dodge") return fumbleTableFor("dodge")!;
  const item = items.find((i) => d.kind === "parry" && i.id === d.itemId);
  return item || !attackerNatural ? "meleeParry" : "natural";
}

type FumbleLog = Array<{ actorId: string; table: FumbleTableKey; result?: FumbleResult }>;

/** Records a fumble and returns the decision still needed, or null once its rolls are known. */
function fumbleStep(s: ExchangeState, fumbles: FumbleLog, actorId: string, table: FumbleTableKey, key: "fumble" | "defenderFumble"): ExchangeDecision | null {
  const ans = (s.answers as Record<string, ExchangeAnswer | undefined>)[key];
  const rolls = ans && "rolls" in ans ? ans.rolls : undefined;
  fumbles.push(rolls ? { actorId, table, result: resolveFumble(table, rolls, opts(s)) } : { actorId, table });
  return rolls ? null : { type: "fumble", actorId, table };
}

/** Derives the whole exchange from its answers (pure; cheap enough to call after every answer). */
export function outcome(s: ExchangeState): ExchangeOutcome {
  return derive(requireExchange(s));
}

/** `outcome` for a state this module built or already checked. */
function derive(s: ExchangeState): ExchangeOutcome {
  const { input } = s;
  const o = opts(s);
  const a = input.attacker;
  const d = input.defender;
  const events: FrayEvent[] = [];
  const fumbles: FumbleLog = [];
  const base = { malfunction: false, defenceRound: d.round, attackingWeaponDamage: 0, harmDecisions: [] as HarmDecision[], events, fumbles };
  const forced = input.forcedLevel;
  const attackRoll = forced ? 0 : num(s, "attackRoll");
  if (attackRoll === undefined) return { ...base, pending: { type: "attackRoll", actorId: a.id, chance: a.chance } };
  const attackLevel = forced ?? successLevel(attackRoll, a.chance, o, a.limits ?? {});
  const malfunction = forced ? false : checkMalfunction(attackRoll, a.weapon.malfunctionFrom);
  const b1 = { ...base, attackLevel, malfunction };
  if (attackLevel === "failure") return { ...b1, pending: null };
  if (attackLevel === "fumble") {
    const p = fumbleStep(s, fumbles, a.id, fumbleTableOfAttack(a.weapon.kind), "fumble");
    return { ...b1, pending: p };
  }

  // Defence choice (BRP-PAR-*, BRP-DOD-*): offered only against a successful attack.
  const incoming = incomingAttackOf(input);
  const offered = defenceOptions(incoming, d.state, d.items, d.round, o);
  const choice: ExchangeAnswer | undefined = forced ? { type: "defenceChoice", index: offered.length - 1 } : s.answers.defenceChoice;
  if (!choice || choice.type !== "defenceChoice") return { ...b1, pending: { type: "defenceChoice", actorId: d.id, options: offered } };
  const defence = offered[choice.index];
  if (!defence) throw new RulesError("FRAY.Brp.Error.InvalidDefenceChoice", { index: choice.index });
  let defenceLevel: SuccessLevel = "failure";
  let defenceRound = d.round;
  let effective: DefenceOption = defence;
  if (defence.kind !== "none") {
    if (defence.needsIdeaRoll) {
      const idea = ok(s, "ideaRoll");
      if (idea === undefined) return { ...b1, defence, pending: { type: "ideaRoll", actorId: d.id } };
      if (!idea) effective = { kind: "none" };
    }
    if (effective.kind !== "none") {
      const roll = num(s, "defenceRoll");
      if (roll === undefined) return { ...b1, defence, pending: { type: "defenceRoll", actorId: d.id, chance: effective.chance } };
      defenceLevel = successLevel(roll, effective.chance, o, effective.limits);
      defenceRound = recordDefence(d.round, effective.kind, d.state.dexRank ?? null, incoming.missile === "fast" && effective.kind === "dodge");
    }
  }
  const melee = a.weapon.kind === "melee" || a.weapon.kind === "natural";
  const matrix = resolveMatrix(attackLevel, effective.kind === "none" ? { kind: "none" } : { kind: effective.kind, level: defenceLevel }, melee);
  const b2 = { ...b1, defence: effective, defenceLevel, defenceRound, matrix, attackingWeaponDamage: matrix.attackingWeaponDamage };
  // The defender's fumble roll comes last, once the blow is settled.
  const defenderFumbleTable = matrix.defenderFumbles && effective.kind !== "none" ? fumbleTableOfDefence(effective, d.items, a.weapon.kind === "natural") : null;

  // A critical may be taken as a special instead (BRP-RES-10 GM option).
  let delivered: Delivered = matrix.delivered;
  if (delivered === "critical" && o.criticalMayBeSpecial) {
    const pick = s.answers.criticalOrSpecial;
    if (!pick || pick.type !== "criticalOrSpecial") return { ...b2, pending: { type: "criticalOrSpecial", actorId: a.id } };
    if (pick.take === "special") delivered = "special";
  }

  // Item damage from the matrix (BRP-MTX-1, BRP-MTX-5) and a destroyed parrying item (BRP-MTX-3).
  const parryItem = effective.kind === "parry" ? d.items.find((i) => i.id === effective.itemId) : undefined;
  let penetrationReduction = 0;
  let parryingItem: ExchangeOutcome["parryingItem"];
  // Any successful parry of a crushing special turns into the contest of BRP-SPC-8 instead of the
  // matrix's item damage: the blow may smash the item and go on, or stop there.
  const crushingParried = parryItem !== undefined && attackLevel === "special" && a.weapon.specialType === "crushing" && levelRank(defenceLevel) > 0;
  if (crushingParried) delivered = "special";
  if (parryItem && matrix.parryingItemDamage > 0 && !crushingParried) {
    const dmg = Math.max(0, matrix.parryingItemDamage - (o.itemDamageReducedByArmor ? (parryItem.armor ?? 0) : 0));
    const hp = parryItem.hp ?? Infinity;
    parryingItem = { id: parryItem.id, damage: Math.min(dmg, hp), destroyed: dmg >= hp };
  }
  // The points that broke the item are taken off the blow that goes on (BRP-MTX-3).
  if (parryingItem?.destroyed && parryItem) penetrationReduction = parryItem.hp ?? 0;
  if (delivered === "blocked") return { ...b2, delivered, parryingItem, pending: defenderFumbleTable ? fumbleStep(s, fumbles, d.id, defenderFumbleTable, "defenderFumble") : null };

  // Damage roll (BRP-MTX-4, BRP-SPC-5, BRP-SPC-14, BRP-RES-10).
  const plan = planDamage({ formula: a.weapon.formula, specialType: a.weapon.specialType, damageModifier: a.damageModifier, modifierMode: a.weapon.modifierMode ?? "full" }, delivered, o);
  const dmg = s.answers.damageRoll;
  if (!dmg || dmg.type !== "damageRoll") return { ...b2, delivered, parryingItem, plan, pending: { type: "damageRoll", actorId: a.id, plan } };
  const weaponTotal = plan.maximizeWeapon ? plan.weapon.constant : dmg.weaponTotal;
  const rolled = Math.max(0, weaponTotal + dmg.modifierTotal);
  const b3 = { ...b2, delivered, plan, damageRolled: rolled };

  // A parried crushing special: resistance of the blow against the item (BRP-SPC-8).
  let through = rolled - penetrationReduction;
  let crushing: CrushingParryResult | undefined;
  if (crushingParried && parryItem) {
    const itemHp = { hp: parryItem.hp ?? 0, maxHp: parryItem.maxHp ?? parryItem.hp ?? 0 };
    const roll = num(s, "crushingResistance");
    const passive = o.crushingParryAgainst === "normalHp" ? itemHp.maxHp : itemHp.hp;
    if (roll === undefined) return { ...b3, parryingItem, pending: { type: "crushingResistance", actorId: a.id, active: rolled, passive } };
    const normal = Math.max(0, rolled - dmg.modifierTotal);
    crushing = crushingParry(rolled, normal, itemHp, roll, o);
    parryingItem = { id: parryItem.id, damage: crushing.itemDamage, destroyed: crushing.itemDestroyed };
    through = crushing.throughDamage;
    if (through <= 0) return { ...b3, crushingParry: crushing, parryingItem, pending: defenderFumbleTable ? fumbleStep(s, fumbles, d.id, defenderFumbleTable, "defenderFumble") : null };
  }

  // Hit location (BRP-OPT-7) and armor (BRP-ARM-*, BRP-OPT-6); a passed shield adds its armor (BRP-ARM-3).
  // A creature rolls on its own table (BRP-FVTT-1), carried in its harm record.
  let location: string | null = null;
  if (o.hitLocations) {
    const loc = num(s, "hitLocation");
    if (loc === undefined) return { ...b3, crushingParry: crushing, parryingItem, pending: { type: "hitLocation", actorId: d.id } };
    location = bodyLocationFor(loc, bodyOf(d.harm)).key;
  }
  let armor = armorValue(d.armor, location);
  const random = o.randomArmor && d.armor.some((p) => p.randomValue);
  if (random) {
    const ar = s.answers.armorRoll;
    if (!ar || ar.type !== "armorRoll") return { ...b3, crushingParry: crushing, parryingItem, location, pending: { type: "armorRoll", actorId: d.id, pieces: d.armor } };
    armor = ar.value;
  }
  const parried = parryItem !== undefined && levelRank(defenceLevel) > 0 && !parryingItem?.destroyed;
  const shieldArmor = parried && parryItem.kind === "shield" ? (parryItem.armor ?? 0) : 0;
  const applied = damageAfterArmor(through, armor, matrix.armorApplies || delivered !== "critical", shieldArmor);
  const b4 = { ...b3, crushingParry: crushing, parryingItem, location, armor, damageApplied: applied };

  // Special effects of a delivered special (BRP-SPC-*).
  // A crushing blow that broke through a parry still stuns (BRP-SPC-8).
  const special = delivered === "special" ? a.weapon.specialType : null;
  let knock: KnockbackResult | undefined;
  if (special === "knockback") {
    const roll = num(s, "knockbackResistance");
    // The GM may rule the target's SIZ for the contest (BRP-SPC-18, BRP-FVTT-7).
    const siz = input.knockbackSiz ?? d.state.siz;
    if (roll === undefined) return { ...b4, pending: { type: "knockbackResistance", actorId: a.id, active: rolled, passive: siz } };
    knock = knockback(rolled, siz, a.siz, roll, d.obstacleAtMetres ?? null, o);
  }
  const impaled: ImpaledWeapon | null =
    special === "impaling" && applied > 0
      ? { weaponId: a.weapon.id, formula: a.weapon.formula, damageSoFar: applied, largerThanKnife: a.weapon.largerThanKnife ?? true, thrown: a.weapon.kind !== "melee" && a.weapon.kind !== "natural" }
      : null;
  const result = applyDamage(d.harm, { id: `${a.id}:${input.round}:${attackRoll}`, targetId: d.id, amount: applied, round: input.round, location, bleeding: special === "bleeding" && applied > 0, impaled, ...(d.bodyKind ? { bodyKind: d.bodyKind } : {}) }, o);
  events.push(...result.events);
  if (special === "entangling") events.push({ type: "conditionAdded", targetId: d.id, condition: condition("entangled", d.id, input.round, 2) });
  const followUps = special === "entangling" ? entangleFollowUps(a.weapon.controlsEntangle === true, location) : undefined;
  if (knock?.knockedBack) events.push({ type: "conditionAdded", targetId: d.id, condition: condition("knockedBack", d.id, input.round, 1, { metres: knock.metres }) });
  const b5 = { ...b4, knockback: knock, ...(followUps ? { entangleFollowUps: followUps } : {}), harm: result.harm, harmDecisions: result.decisions };

  let stunRounds: number | undefined;
  if (special === "crushing" && applied > 0 && !result.harm.dead) {
    const stamina = ok(s, "stunStamina");
    if (stamina === undefined) return { ...b5, pending: { type: "stunStamina", actorId: d.id } };
    if (!stamina) {
      const d3 = num(s, "stunDuration");
      if (d3 === undefined) return { ...b5, pending: { type: "stunDuration", actorId: d.id } };
      stunRounds = crushingStun(false, d3);
      events.push({ type: "conditionAdded", targetId: d.id, condition: condition("stunned", d.id, input.round, stunRounds) });
    } else stunRounds = 0;
  }
  const b6 = { ...b5, stunRounds };

  // Major wound: table roll, Luck roll, the loss dice (BRP-WND-2, BRP-WND-7, BRP-MWT-1).
  let majorWound: MajorWoundOutcome | undefined;
  if (result.decisions.some((x) => x.type === "majorWoundRoll")) {
    const roll = num(s, "majorWoundRoll");
    if (roll === undefined) return { ...b6, pending: { type: "majorWoundRoll", actorId: d.id } };
    const luck = ok(s, "majorWoundLuck");
    if (luck === undefined) return { ...b6, pending: { type: "majorWoundLuck", actorId: d.id } };
    const faces = lossDieFaces(roll);
    const loss = num(s, "majorWoundLoss");
    if (loss === undefined) return { ...b6, pending: { type: "majorWoundLoss", actorId: d.id, faces } };
    majorWound = resolveMajorWound(roll, luck, loss);
  }
  // "Cannot fight" from the table bites after the round of injury (BRP-WND-2); the special
  // effects' conditions are kept on the harm record so their countdowns run at round end.
  const wounded = majorWound && majorWound.fight === "unable" ? markUnableToFight(result.harm, input.round) : result.harm;
  const harm = recordConditions(wounded, events);
  return { ...b6, harm, majorWound, pending: defenderFumbleTable ? fumbleStep(s, fumbles, d.id, defenderFumbleTable, "defenderFumble") : null };
}

export function nextDecision(s: ExchangeState): ExchangeDecision | null {
  return derive(requireExchange(s)).pending;
}

/** Gives the answer to the pending decision; throws when it answers something else. */
export function answer(s: ExchangeState, a: ExchangeAnswer): ExchangeState {
  requireAnswer(a);
  return store(s, nextDecision(s), a);
}

function store(s: ExchangeState, pending: ExchangeDecision | null, a: ExchangeAnswer): ExchangeState {
  if (!pending || pending.type !== a.type) throw new RulesError("FRAY.Brp.Error.UnexpectedAnswer", { expected: pending?.type ?? "none", got: a.type });
  // The defender's fumble shares the "fumble" decision type; store it apart from the attacker's.
  const key = a.type === "fumble" && pending.actorId === s.input.defender.id ? "defenderFumble" : a.type;
  return { ...s, answers: { ...s.answers, [key]: a } };
}

/** Answers a roll-type decision through the dice port; choices (defence, critical/special) need `choose`. */
export function autoAnswer(s: ExchangeState, dice: Dice, choose: (d: ExchangeDecision) => ExchangeAnswer = defaultChoice): ExchangeState {
  requireDicePort(dice);
  const p = nextDecision(s);
  return p ? store(s, p, answerFor(s, p, dice, choose)) : s;
}

function answerFor(s: ExchangeState, p: ExchangeDecision, dice: Dice, choose: (d: ExchangeDecision) => ExchangeAnswer): ExchangeAnswer {
  switch (p.type) {
    case "attackRoll":
    case "defenceRoll":
    case "crushingResistance":
    case "knockbackResistance":
    case "majorWoundRoll":
      return { type: p.type, value: dice.roll(1, 100, p.type)[0]! };
    case "hitLocation":
      return { type: p.type, value: dice.roll(1, 20, "hitLocation")[0]! };
    case "stunDuration":
      return { type: p.type, value: dice.roll(1, 3, "stun")[0]! };
    case "majorWoundLoss":
      return { type: p.type, value: dice.roll(1, p.faces, "majorWoundLoss")[0]! };
    case "damageRoll":
      return { type: p.type, weaponTotal: p.plan.maximizeWeapon ? 0 : sumRoll(dice, p.plan.weapon), modifierTotal: sumRoll(dice, p.plan.modifier) };
    case "armorRoll":
      return { type: p.type, value: armorValue(p.pieces, null, dice, { randomArmor: true }) };
    case "fumble":
      return { type: p.type, rolls: resolveFumble(p.table, dice, opts(s)).rolls };
    default:
      return choose(p);
  }
}

function sumRoll(dice: Dice, f: DamagePlan["weapon"]): number {
  let t = f.constant;
  for (const term of f.dice) t += term.sign * dice.roll(term.count, term.faces, "damage").reduce((x, y) => x + y, 0);
  return t;
}

/** Default choices for simulation: the best defence offered, keep criticals, characteristic rolls failed. */
export function defaultChoice(d: ExchangeDecision): ExchangeAnswer {
  const decision = requireRecord(d, "decision");
  if (decision.type === "defenceChoice") requireArray(decision.options, "decision.options");
  switch (d.type) {
    case "defenceChoice": {
      let best = d.options.length - 1;
      d.options.forEach((o, i) => {
        const cur = d.options[best]!;
        if (o.kind !== "none" && (cur.kind === "none" || o.chance > cur.chance)) best = i;
      });
      return { type: "defenceChoice", index: best };
    }
    case "criticalOrSpecial":
      return { type: "criticalOrSpecial", take: "critical" };
    case "ideaRoll":
    case "stunStamina":
    case "majorWoundLuck":
      return { type: d.type, succeeded: false };
    default:
      throw new RulesError("FRAY.Brp.Error.UnexpectedAnswer", { expected: d.type, got: "choice" });
  }
}

/** Runs an exchange to the end through the dice port (one derivation per step). */
export function runExchange(input: ExchangeInput, dice: Dice, choose: (d: ExchangeDecision) => ExchangeAnswer = defaultChoice): ExchangeOutcome {
  requireDicePort(dice);
  let s = startExchange(input);
  let o = derive(s);
  for (let i = 0; i < 64 && o.pending; i++) {
    s = store(s, o.pending, answerFor(s, o.pending, dice, choose));
    o = derive(s);
  }
  if (o.pending) throw new RulesError("FRAY.Brp.Error.ExchangeStuck");
  return o;
}
