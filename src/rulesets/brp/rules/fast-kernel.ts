import type { TapeDice } from "../../../core/die-source.js";
import { armorValue, damageAfterArmor, type ArmorPiece } from "./armor.js";
import { planDamage, type DamagePlan } from "./damage.js";
import { newDefenceRound, offeredDefences, recordDefence, type DefenceOption, type DefenceRound, type DefenderState, type ParryItem } from "./defence.js";
import { fumbleTableOfAttack, fumbleTableOfDefence, missileOf, runExchange, type ExchangeInput, type ExchangeWeapon } from "./exchange.js";
import { fromStepOutcome, type Chooser } from "./fast-exchange.js";
import { MAJOR_WOUND_LOSS_FACES, MAJOR_WOUND_UNABLE, blowAskedMajorWound, type BrpHarmState } from "./fast-harm.js";
import { resolveFumble, type FumbleTableKey } from "./fumbles.js";
import { resolveMatrix } from "./matrix.js";
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
 * fumble table is rolled: the damage roll is a list of dice from `planDamage`, and a landed blow
 * moves the defender's injuries to their next remembered state (`BrpHarmState`, `fast-harm.ts`),
 * worked out by `woundedHarm` the first time that state meets that blow.
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
/**
 * Every matrix cell by attack level, defence kind, defence level and melee, from `resolveMatrix`,
 * as numbers: the level delivered (its code, or -1 when blocked), the points each weapon loses,
 * whether armor applies and whether the defender fumbles.
 */
const matrixSlot = (attack: number, kind: number, defence: number, melee: boolean): number => ((attack * 3 + kind) * 5 + defence) * 2 + (melee ? 1 : 0);
const MATRIX_SIZE = matrixSlot(4, 2, 4, true) + 1;
const MATRIX_DELIVERED = new Int8Array(MATRIX_SIZE);
const MATRIX_ATTACKING_WEAPON_DAMAGE = new Int16Array(MATRIX_SIZE);
const MATRIX_PARRYING_ITEM_DAMAGE = new Int16Array(MATRIX_SIZE);
const MATRIX_ARMOR_APPLIES = new Uint8Array(MATRIX_SIZE);
const MATRIX_DEFENDER_FUMBLES = new Uint8Array(MATRIX_SIZE);
for (const attack of [2, 3, 4]) {
  for (let kind = 0; kind < 3; kind++) {
    for (let defence = 0; defence < 5; defence++) {
      for (const melee of [true, false]) {
        const slot = matrixSlot(attack, kind, defence, melee);
        const cell = resolveMatrix(levelOfCode(attack), { kind: KINDS[kind]!, level: levelOfCode(defence) }, melee);
        MATRIX_DELIVERED[slot] = cell.delivered === "blocked" ? -1 : codeOf(cell.delivered);
        MATRIX_ATTACKING_WEAPON_DAMAGE[slot] = cell.attackingWeaponDamage;
        MATRIX_PARRYING_ITEM_DAMAGE[slot] = cell.parryingItemDamage;
        MATRIX_ARMOR_APPLIES[slot] = cell.armorApplies ? 1 : 0;
        MATRIX_DEFENDER_FUMBLES[slot] = cell.defenderFumbles ? 1 : 0;
      }
    }
  }
}

/**
 * A damage plan as the kernel rolls it: the constant, then one (faces, sign) pair per die in the
 * order `formulaTotal` draws them — the weapon's dice (none when a critical counts them at their
 * maximum, which the plan's constant already holds) then the damage modifier's.
 */
function damageDice(plan: DamagePlan): Int16Array {
  const dice: number[] = [];
  const terms = plan.maximizeWeapon ? plan.modifier.dice : [...plan.weapon.dice, ...plan.modifier.dice];
  for (const term of terms) for (let i = 0; i < term.count; i++) dice.push(term.faces, term.sign);
  return Int16Array.from([plan.weapon.constant + plan.modifier.constant, dice.length / 2, ...dice]);
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
  /** The damage of each delivered level by code (success, special, critical), as `damageDice` rolls it. */
  readonly damage: readonly (Int16Array | undefined)[];
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
    damage: [undefined, undefined, damageDice(planDamage(input, "success", options)), damageDice(planDamage(input, "special", options)), damageDice(planDamage(input, "critical", options))],
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
  harm!: BrpHarmState;
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
  harm: BrpHarmState,
  items: readonly KernelItem[],
  round: DefenceRound,
  dice: TapeDice,
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
  const cell = matrixSlot(attackLevel, plan.kind, defenceLevel, attacker.melee);
  out.attackingWeaponDamage = MATRIX_ATTACKING_WEAPON_DAMAGE[cell]!;
  let delivered = MATRIX_DELIVERED[cell]!;
  if (delivered === CRITICAL) {
    if (attacker.criticalAs < 0) return false;
    delivered = attacker.criticalAs;
  }
  const parryItem = plan.kind === 0 ? items[plan.itemIndex] : undefined;
  const defenceSucceeded = LEVEL_SUCCEEDS[defenceLevel]!;
  // A parried crushing special becomes the item's resistance contest (BRP-SPC-8).
  if (parryItem && attackLevel === SPECIAL && attacker.weapon.specialType === "crushing" && defenceSucceeded) return false;
  // Item damage from the matrix (BRP-MTX-1, BRP-MTX-5); a destroyed item's points come off the blow (BRP-MTX-3).
  const itemDamage = MATRIX_PARRYING_ITEM_DAMAGE[cell]!;
  if (parryItem && itemDamage > 0) {
    const dmg = Math.max(0, itemDamage - (o.itemDamageReducedByArmor ? (parryItem.armor ?? 0) : 0));
    const hp = parryItem.hp ?? Infinity;
    out.itemId = parryItem.id;
    out.itemDamage = Math.min(dmg, hp);
    out.itemDestroyed = dmg >= hp;
  }
  const defenderFumbles = MATRIX_DEFENDER_FUMBLES[cell] === 1 && plan.kind !== NONE;
  if (delivered < 0) {
    if (defenderFumbles) resolveFumble(fumbleTableOfDefence(plan.option, items, attacker.weapon.kind === "natural"), dice, o);
    return true;
  }
  const special = delivered === SPECIAL ? attacker.weapon.specialType : null;
  if (special === "knockback" || special === "crushing" || o.hitLocations || o.randomArmor) return false;
  // The damage roll as `formulaTotal` draws it (weapon, then modifier), floored at 0.
  const damage = attacker.damage[delivered]!;
  let rolled = damage[0]!;
  for (let i = 0, n = damage[1]!; i < n; i++) rolled += damage[3 + 2 * i]! * dice.rollOne(damage[2 + 2 * i]!);
  rolled = Math.max(0, rolled);
  const through = rolled - (out.itemDestroyed && parryItem ? (parryItem.hp ?? 0) : 0);
  const shieldArmor = parryItem !== undefined && defenceSucceeded && !out.itemDestroyed && parryItem.kind === "shield" ? (parryItem.armor ?? 0) : 0;
  const applied = damageAfterArmor(through, defender.armor, MATRIX_ARMOR_APPLIES[cell] === 1 || delivered !== CRITICAL, shieldArmor);
  out.damageApplied = applied;
  // The wound (`woundedHarm`), then the Major Wound table's roll, Luck and loss die (BRP-WND-2,
  // BRP-WND-7, BRP-MWT-1), as `landBlow` plays them. An entangling special's only mark is a
  // condition, which the simulator's harm states do not keep.
  if (applied > 0) {
    let wounded = harm.blow(applied, special === "bleeding");
    if (blowAskedMajorWound()) {
      const roll = dice.rollOne(100);
      const loss = dice.rollOne(MAJOR_WOUND_LOSS_FACES[roll]!);
      if (MAJOR_WOUND_UNABLE[(roll * 2 + (harm.book.majorWoundLuck ? 1 : 0)) * 7 + loss] === 1) wounded = wounded.unable();
    }
    out.harm = wounded;
  }
  if (defenderFumbles) resolveFumble(fumbleTableOfDefence(plan.option, items, attacker.weapon.kind === "natural"), dice, o);
  return true;
}

/**
 * A branch the kernel does not compute: the step machine plays the exchange on the same dice, on
 * the defender's harm record in `input` (its state's `recordAt(input.round)`).
 */
export function brpKernelHandOff(input: ExchangeInput, harm: BrpHarmState, dice: TapeDice, choose: Chooser, out: BrpKernelOut): void {
  dice.rewind();
  const result = fromStepOutcome(input, runExchange(input, dice, choose));
  out.attackLevel = codeOf(result.attackLevel);
  out.defenceLevel = result.defenceLevel === undefined ? -1 : codeOf(result.defenceLevel);
  out.damageApplied = result.damageApplied;
  out.attackingWeaponDamage = result.attackingWeaponDamage;
  out.itemId = result.parryingItem?.id ?? null;
  out.itemDamage = result.parryingItem?.damage ?? 0;
  out.itemDestroyed = result.parryingItem?.destroyed ?? false;
  out.harm = harm.book.stateOf(result.harm, input.round);
  out.round = result.defenceRound;
}

const NO_LIMITS: LevelLimits = Object.freeze({});
