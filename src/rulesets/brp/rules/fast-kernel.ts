import { formulaTotal, type TapeDice } from "../../../core/die-source.js";
import { armorValue, damageAfterArmor, type ArmorPiece } from "./armor.js";
import { planDamage, type DamagePlan } from "./damage.js";
import { newDefenceRound, offeredDefences, recordDefence, type DefenceOption, type DefenceRound, type DefenderState, type ParryItem } from "./defence.js";
import { fumbleTableOfAttack, fumbleTableOfDefence, missileOf, runExchange, type ExchangeInput, type ExchangeWeapon } from "./exchange.js";
import { fromStepOutcome, landBlow, type Chooser } from "./fast-exchange.js";
import { resolveFumble, type FumbleTableKey } from "./fumbles.js";
import type { BodyKind, BrpHarm } from "./harm.js";
import { resolveMatrix, type MatrixOutcome } from "./matrix.js";
import type { MissileSpeed } from "./missile.js";
import type { BrpOptions } from "./options.js";
import { levelRank, SUCCESS_LEVELS, successLevel, type LevelLimits, type SuccessLevel } from "./success.js";

/**
 * brp's exchange with numbers only, for the simulator's hot loop: the attack as `fastExchange`
 * plays it (same rule functions, same dice in the same order), but every answer that depends
 * only on the fighters is worked out once, from the rule functions themselves, and looked up
 * after that: the success level of each d100 face for each chance (`successLevel`), the defence
 * a defender picks for each state of its defence round (`offeredDefences` and the side's
 * chooser) and the round that follows it (`recordDefence`), the matrix cell of every pair of
 * levels (`resolveMatrix`), the damage plan of every delivered level (`planDamage`) and the
 * armor (`armorValue`). An exchange then draws its dice and reads tables: levels are small
 * numbers, the result is written into a reused `BrpKernelOut`, and nothing is allocated unless a
 * blow lands (the wound is the harm record's own `landBlow`) or a fumble table is rolled.
 *
 * A branch the kernel does not compute (a malfunction, a stunned defender's Idea roll, a parried
 * crushing special, knockback and crushing specials, hit locations, random armor) answers
 * `false`: the caller rewinds the tape and hands the same dice to the step machine
 * (`brpKernelHandOff`). The property test in `test/rulesets/brp/rules/fast-kernel.test.ts` proves
 * kernel and step machine agree, result and dice.
 */

/** A success level as its index in `SUCCESS_LEVELS`: fumble 0, failure 1, success 2, special 3, critical 4. */
export type LevelCode = 0 | 1 | 2 | 3 | 4;
const FUMBLE = 0;
const FAILURE = 1;
const SPECIAL = 3;
const CRITICAL = 4;
const codeOf = (level: SuccessLevel): LevelCode => SUCCESS_LEVELS.indexOf(level) as LevelCode;
/** `levelRank(level) > 0` by code: a success of any grade. */
export const LEVEL_SUCCEEDS: readonly boolean[] = SUCCESS_LEVELS.map((l) => levelRank(l) > 0);
export const levelOfCode = (code: number): SuccessLevel => SUCCESS_LEVELS[code]!;

/** The level of every d100 face (1..100) against a chance, from `successLevel` itself. */
function levelTable(chance: number, options: BrpOptions, limits: LevelLimits): Uint8Array {
  const table = new Uint8Array(101);
  for (let roll = 1; roll <= 100; roll++) table[roll] = codeOf(successLevel(roll, chance, options, limits));
  return table;
}

/** Defence kinds as numbers: parry 0, dodge 1, none 2 (the matrix's own order). */
const KINDS = ["parry", "dodge", "none"] as const;
const NONE = 2;
/** Every matrix cell by attack level, defence kind, defence level and melee, from `resolveMatrix`. */
const MATRIX: MatrixOutcome[] = [];
const matrixSlot = (attack: number, kind: number, defence: number, melee: boolean): number => ((attack * 3 + kind) * 5 + defence) * 2 + (melee ? 1 : 0);
for (const attack of [2, 3, 4]) {
  for (let kind = 0; kind < 3; kind++) {
    for (let defence = 0; defence < 5; defence++) {
      for (const melee of [true, false]) {
        MATRIX[matrixSlot(attack, kind, defence, melee)] = resolveMatrix(levelOfCode(attack), { kind: KINDS[kind]!, level: levelOfCode(defence) }, melee);
      }
    }
  }
}

/** What one fighter's attack reads, worked out once per encounter. */
export interface BrpKernelAttacker {
  readonly id: string;
  readonly siz: number;
  readonly weapon: ExchangeWeapon;
  readonly visible: boolean;
  readonly levelByRoll: Uint8Array;
  /** The first d100 face that malfunctions (101: never). */
  readonly malfunctionFrom: number;
  readonly melee: boolean;
  readonly missile: MissileSpeed | null;
  /** The weapon is flagged as one whose blows cannot be parried (BRP-PAR-7): its defenders are offered no parry. */
  readonly unparryable: boolean;
  /** The damage plan of each delivered level by code (success, special, critical). */
  readonly plans: readonly (DamagePlan | undefined)[];
  /** How a critical is delivered: as a critical, as a special (the attacker's call, BRP-RES-10), or -1: hand off. */
  readonly criticalAs: number;
  readonly fumbleTable: FumbleTableKey;
}

export function brpKernelAttacker(attacker: ExchangeInput["attacker"], options: BrpOptions, choose: Chooser): BrpKernelAttacker {
  const weapon = attacker.weapon;
  const input = { formula: weapon.formula, specialType: weapon.specialType, damageModifier: attacker.damageModifier, modifierMode: weapon.modifierMode ?? "full" };
  let criticalAs = CRITICAL;
  if (options.criticalMayBeSpecial) {
    const pick = choose({ type: "criticalOrSpecial", actorId: attacker.id });
    criticalAs = pick.type !== "criticalOrSpecial" ? -1 : pick.take === "special" ? SPECIAL : CRITICAL;
  }
  return {
    id: attacker.id,
    siz: attacker.siz,
    weapon,
    visible: attacker.visible ?? true,
    levelByRoll: levelTable(attacker.chance, options, attacker.limits ?? NO_LIMITS),
    malfunctionFrom: weapon.malfunctionFrom ?? 101,
    melee: weapon.kind === "melee" || weapon.kind === "natural",
    missile: missileOf(weapon),
    unparryable: weapon.parryable === false,
    plans: [undefined, undefined, planDamage(input, "success", options), planDamage(input, "special", options), planDamage(input, "critical", options)],
    criticalAs,
    fumbleTable: fumbleTableOfAttack(weapon.kind),
  };
}

/** The defence picked in one state of the defence round, and what it leads to. */
interface DefencePlan {
  /** 0 parry, 1 dodge, 2 none. */
  readonly kind: number;
  readonly itemIndex: number;
  readonly levelByRoll: Uint8Array | null;
  readonly needsIdeaRoll: boolean;
  readonly next: DefenceRound;
  readonly option: DefenceOption;
}

/** The chooser's answer was not a defence offered: the step machine decides what that means. */
const HAND_OFF_PLAN = Object.freeze({}) as DefencePlan;
/** More parrying items than this and the defender's plans are not remembered (handed off). */
const MAX_ITEMS = 6;
/** Plans remembered per defender before they are forgotten (a handed-off round is not canonical). */
const MAX_PLANS = 512;

/**
 * One defender as the kernel reads it: its state at one DEX rank, armor, body and the side's
 * chooser, with the defence it picks remembered per defence-round state, attacker and broken
 * items. Defence rounds start from `FRESH_DEFENCE_ROUND` and follow the plans' `next`, so they stay canonical.
 */
export class BrpKernelDefender {
  readonly armor: number;
  private readonly plans = new Map<DefenceRound, (DefencePlan | undefined)[]>();

  constructor(
    readonly id: string,
    readonly state: DefenderState,
    readonly armorPieces: readonly ArmorPiece[],
    readonly bodyKind: BodyKind | undefined,
    private readonly choose: Chooser,
    private readonly options: BrpOptions,
  ) {
    this.armor = armorValue(armorPieces, null);
  }

  /** The defence against `attacker` (by its index `slot`) in `round` with these items, remembered. */
  plan(round: DefenceRound, attacker: BrpKernelAttacker, slot: number, items: readonly ParryItem[]): DefencePlan {
    if (items.length > MAX_ITEMS) return HAND_OFF_PLAN;
    let broken = 0;
    for (let i = 0; i < items.length; i++) if (items[i]!.broken) broken |= 1 << i;
    let row = this.plans.get(round);
    if (!row) {
      if (this.plans.size >= MAX_PLANS) this.plans.clear();
      row = [];
      this.plans.set(round, row);
    }
    const key = (slot << MAX_ITEMS) | broken;
    let plan = row[key];
    if (!plan) {
      plan = this.decide(round, attacker, items);
      row[key] = plan;
    }
    return plan;
  }

  private decide(round: DefenceRound, attacker: BrpKernelAttacker, items: readonly ParryItem[]): DefencePlan {
    const offered = offeredDefences({ missile: attacker.missile, attackerSiz: attacker.siz, areaOrSweep: attacker.unparryable, attackerVisible: attacker.visible }, this.state, items, round, this.options);
    const answer = this.choose({ type: "defenceChoice", actorId: this.id, options: offered });
    const option = answer.type === "defenceChoice" ? offered[answer.index] : undefined;
    if (!option) return HAND_OFF_PLAN;
    if (option.kind === "none") return { kind: NONE, itemIndex: -1, levelByRoll: null, needsIdeaRoll: false, next: round, option };
    return {
      kind: option.kind === "parry" ? 0 : 1,
      itemIndex: option.kind === "parry" ? items.findIndex((i) => i.id === option.itemId) : -1,
      levelByRoll: levelTable(option.chance, this.options, option.limits),
      needsIdeaRoll: option.needsIdeaRoll,
      next: recordDefence(round, option.kind, this.state.dexRank ?? null, attacker.missile === "fast" && option.kind === "dodge"),
      option,
    };
  }
}

/**
 * A defence round as every round starts it (no defensive stance): the one object the kernel's
 * remembered plans start from, so a fighter's rounds stay canonical (`newDefenceRound()` itself).
 */
export const FRESH_DEFENCE_ROUND: DefenceRound = Object.freeze(newDefenceRound());

/** One exchange's result, written in place (one object reused for every exchange). */
export class BrpKernelOut {
  attackLevel: number = FAILURE;
  /** -1 when the attack never reached the defence (missed or fumbled); a failure when undefended. */
  defenceLevel = -1;
  damageApplied = 0;
  attackingWeaponDamage = 0;
  /** The parrying item's id, the points it lost and whether it broke; `itemId` null when none. */
  itemId: string | null = null;
  itemDamage = 0;
  itemDestroyed = false;
  harm!: BrpHarm;
  round!: DefenceRound;
}

type KernelItem = ParryItem & { readonly hp?: number; readonly armor?: number };

/**
 * One attack of `attacker` on `defender`, numbers only: true when computed (the result in
 * `out`), false when the exchange took a branch the kernel hands to the step machine.
 */
export function brpKernel(
  attacker: BrpKernelAttacker,
  slot: number,
  defender: BrpKernelDefender,
  harm: BrpHarm,
  items: readonly KernelItem[],
  round: DefenceRound,
  exchangeRound: number,
  dice: TapeDice,
  choose: Chooser,
  o: BrpOptions,
  out: BrpKernelOut,
): boolean {
  dice.reset();
  const attackRoll = dice.rollOne(100);
  const attackLevel = attacker.levelByRoll[attackRoll]!;
  out.attackLevel = attackLevel;
  out.defenceLevel = -1;
  out.damageApplied = 0;
  out.attackingWeaponDamage = 0;
  out.itemId = null;
  out.itemDamage = 0;
  out.itemDestroyed = false;
  out.harm = harm;
  out.round = round;
  if (attackLevel === FAILURE) return true;
  if (attackRoll >= attacker.malfunctionFrom) return false;
  // A fumbled attack ends the exchange with the fumble table's rolls (BRP-FUM-*); their effects are the flows'.
  if (attackLevel === FUMBLE) {
    resolveFumble(attacker.fumbleTable, dice, o);
    return true;
  }
  const plan = defender.plan(round, attacker, slot, items);
  if (plan === HAND_OFF_PLAN || plan.needsIdeaRoll) return false;
  // No defence meets the attack as a failed one (the matrix's own reading).
  let defenceLevel = FAILURE;
  if (plan.kind !== NONE) {
    defenceLevel = plan.levelByRoll![dice.rollOne(100)]!;
    out.round = plan.next;
  }
  out.defenceLevel = defenceLevel;
  const matrix = MATRIX[matrixSlot(attackLevel, plan.kind, defenceLevel, attacker.melee)]!;
  out.attackingWeaponDamage = matrix.attackingWeaponDamage;
  let delivered = matrix.delivered === "blocked" ? -1 : codeOf(matrix.delivered);
  if (delivered === CRITICAL) {
    if (attacker.criticalAs < 0) return false;
    delivered = attacker.criticalAs;
  }
  const parryItem = plan.kind === 0 ? items[plan.itemIndex] : undefined;
  const defenceSucceeded = LEVEL_SUCCEEDS[defenceLevel]!;
  // A parried crushing special becomes the item's resistance contest (BRP-SPC-8).
  if (parryItem && attackLevel === SPECIAL && attacker.weapon.specialType === "crushing" && defenceSucceeded) return false;
  // Item damage from the matrix (BRP-MTX-1, BRP-MTX-5); a destroyed item's points come off the blow (BRP-MTX-3).
  if (parryItem && matrix.parryingItemDamage > 0) {
    const dmg = Math.max(0, matrix.parryingItemDamage - (o.itemDamageReducedByArmor ? (parryItem.armor ?? 0) : 0));
    const hp = parryItem.hp ?? Infinity;
    out.itemId = parryItem.id;
    out.itemDamage = Math.min(dmg, hp);
    out.itemDestroyed = dmg >= hp;
  }
  const defenderFumbles = matrix.defenderFumbles && plan.kind !== NONE;
  if (delivered < 0) {
    if (defenderFumbles) resolveFumble(fumbleTableOfDefence(plan.option, items, attacker.weapon.kind === "natural"), dice, o);
    return true;
  }
  const special = delivered === SPECIAL ? attacker.weapon.specialType : null;
  if (special === "knockback" || special === "crushing" || o.hitLocations || o.randomArmor) return false;
  const damage = attacker.plans[delivered]!;
  const weaponRolled = damage.maximizeWeapon ? damage.weapon.constant : formulaTotal(dice, damage.weapon);
  const rolled = Math.max(0, weaponRolled + formulaTotal(dice, damage.modifier));
  const through = rolled - (out.itemDestroyed && parryItem ? (parryItem.hp ?? 0) : 0);
  const shieldArmor = parryItem !== undefined && defenceSucceeded && !out.itemDestroyed && parryItem.kind === "shield" ? (parryItem.armor ?? 0) : 0;
  const applied = damageAfterArmor(through, defender.armor, matrix.armorApplies || delivered !== CRITICAL, shieldArmor);
  out.damageApplied = applied;
  if (applied > 0 || special === "entangling") {
    out.harm = landBlow(harm, defender.id, defender.bodyKind, attacker.id, attacker.weapon, special, applied, exchangeRound, attackRoll, dice, choose, o);
  }
  if (defenderFumbles) resolveFumble(fumbleTableOfDefence(plan.option, items, attacker.weapon.kind === "natural"), dice, o);
  return true;
}

/** A branch the kernel does not compute: the step machine plays the exchange on the same dice. */
export function brpKernelHandOff(input: ExchangeInput, dice: TapeDice, choose: Chooser, out: BrpKernelOut): void {
  dice.rewind();
  const result = fromStepOutcome(input, runExchange(input, dice, choose));
  out.attackLevel = codeOf(result.attackLevel);
  out.defenceLevel = result.defenceLevel === undefined ? -1 : codeOf(result.defenceLevel);
  out.damageApplied = result.damageApplied;
  out.attackingWeaponDamage = result.attackingWeaponDamage;
  out.itemId = result.parryingItem?.id ?? null;
  out.itemDamage = result.parryingItem?.damage ?? 0;
  out.itemDestroyed = result.parryingItem?.destroyed ?? false;
  out.harm = result.harm;
  out.round = result.defenceRound;
}

const NO_LIMITS: LevelLimits = Object.freeze({});
