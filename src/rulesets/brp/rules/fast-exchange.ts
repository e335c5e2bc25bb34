import { formulaTotal, type TapeDice } from "../../../core/die-source.js";
import { armorValue, damageAfterArmor } from "./armor.js";
import { planDamage, type SpecialType } from "./damage.js";
import { offeredDefences, recordDefence, type DefenceRound } from "./defence.js";
import { defaultChoice, fumbleTableOfAttack, incomingAttackOf, fumbleTableOfDefence, runExchange, type ExchangeAnswer, type ExchangeDecision, type ExchangeInput, type ExchangeOutcome, type ExchangeWeapon } from "./exchange.js";
import { resolveFumble } from "./fumbles.js";
import { condition, keepConditions, markUnableToFight, woundedHarm, type BodyKind, type BrpHarm, type ImpaledWeapon } from "./harm.js";
import { lossDieFaces, resolveMajorWound } from "./majorWounds.js";
import { resolveMatrix, type Delivered } from "./matrix.js";
import { BRP_DEFAULTS, type BrpOptions } from "./options.js";
import { levelRank, successLevel, type SuccessLevel } from "./success.js";

/**
 * The attack step machine's common path with numbers only, for the simulator: attack roll,
 * defence choice and roll, the matrix, damage, armor and the wound, through the same rule
 * functions and in the same dice order as `runExchange`, without re-deriving the outcome after
 * every answer. Any rarer branch (a malfunction, a stunned defender's Idea roll, a delivered special's
 * effect, random armor, hit locations…) is played by
 * `runExchange` itself on the same dice: the tape is rewound, so the step machine re-reads what
 * was already rolled and goes on live. A property test proves both give the same result.
 */
export interface FastExchangeResult {
  readonly attackLevel: SuccessLevel;
  readonly defenceLevel: SuccessLevel | undefined;
  readonly delivered: Delivered | undefined;
  readonly damageApplied: number;
  readonly attackingWeaponDamage: number;
  readonly parryingItem: ExchangeOutcome["parryingItem"];
  readonly harm: BrpHarm;
  readonly defenceRound: DefenceRound;
}

export type Chooser = (d: ExchangeDecision) => ExchangeAnswer;

export function fastExchange(input: ExchangeInput, dice: TapeDice, choose: Chooser = defaultChoice): FastExchangeResult {
  dice.reset();
  const slow = (): FastExchangeResult => {
    dice.rewind();
    return fromStepOutcome(input, runExchange(input, dice, choose));
  };
  if (input.forcedLevel) return slow();
  const o = input.options ?? BRP_DEFAULTS;
  const a = input.attacker;
  const d = input.defender;
  const attackRoll = dice.rollOne(100);
  const attackLevel = successLevel(attackRoll, a.chance, o, a.limits ?? NO_LIMITS);
  if (attackLevel === "failure") return miss(input, attackLevel);
  if (a.weapon.malfunctionFrom != null && attackRoll >= a.weapon.malfunctionFrom) return slow();
  // A fumbled attack ends the exchange with the fumble table's rolls (BRP-FUM-*); their effects are the flows'.
  if (attackLevel === "fumble") {
    resolveFumble(fumbleTableOfAttack(a.weapon.kind), dice, o);
    return miss(input, attackLevel);
  }

  const incoming = incomingAttackOf(input);
  const offered = offeredDefences(incoming, d.state, d.items, d.round, o);
  const answer = choose({ type: "defenceChoice", actorId: d.id, options: offered });
  const defence = answer.type === "defenceChoice" ? offered[answer.index] : undefined;
  if (!defence) return slow();
  let defenceLevel: SuccessLevel = "failure";
  let defenceRound = d.round;
  if (defence.kind !== "none") {
    if (defence.needsIdeaRoll) return slow();
    defenceLevel = successLevel(dice.rollOne(100), defence.chance, o, defence.limits);
    defenceRound = recordDefence(d.round, defence.kind, d.state.dexRank ?? null, incoming.missile === "fast" && defence.kind === "dodge");
  }
  const melee = a.weapon.kind === "melee" || a.weapon.kind === "natural";
  const matrix = resolveMatrix(attackLevel, defence.kind === "none" ? NO_DEFENCE : { kind: defence.kind, level: defenceLevel }, melee);
  // The defender's fumble is rolled last, once the blow is settled (as `runExchange` does).
  const defenderFumbleTable = matrix.defenderFumbles && defence.kind !== "none" ? fumbleTableOfDefence(defence, d.items, a.weapon.kind === "natural") : null;
  let delivered = matrix.delivered;
  // A critical may be taken as a special instead (BRP-RES-10 GM option): the attacker's call.
  if (delivered === "critical" && o.criticalMayBeSpecial) {
    const pick = choose({ type: "criticalOrSpecial", actorId: a.id });
    if (pick.type !== "criticalOrSpecial") return slow();
    if (pick.take === "special") delivered = "special";
  }
  const parryItem = defence.kind === "parry" ? d.items.find((i) => i.id === defence.itemId) : undefined;
  // A parried crushing special becomes the item's resistance contest (BRP-SPC-8).
  if (parryItem && attackLevel === "special" && a.weapon.specialType === "crushing" && levelRank(defenceLevel) > 0) return slow();
  // Item damage from the matrix (BRP-MTX-1, BRP-MTX-5); a destroyed item's points come off the blow (BRP-MTX-3).
  let parryingItem: ExchangeOutcome["parryingItem"];
  if (parryItem && matrix.parryingItemDamage > 0) {
    const dmg = Math.max(0, matrix.parryingItemDamage - (o.itemDamageReducedByArmor ? (parryItem.armor ?? 0) : 0));
    const hp = parryItem.hp ?? Infinity;
    parryingItem = { id: parryItem.id, damage: Math.min(dmg, hp), destroyed: dmg >= hp };
  }
  const landed = (damageApplied: number, harm: BrpHarm): FastExchangeResult => ({
    attackLevel,
    defenceLevel,
    delivered,
    damageApplied,
    attackingWeaponDamage: matrix.attackingWeaponDamage,
    parryingItem,
    harm,
    defenceRound,
  });
  if (delivered === "blocked") {
    if (defenderFumbleTable) resolveFumble(defenderFumbleTable, dice, o);
    return landed(0, d.harm);
  }
  const special = delivered === "special" ? a.weapon.specialType : null;
  if (special === "knockback" || special === "crushing" || o.hitLocations || (o.randomArmor && d.armor.some((p) => p.randomValue))) return slow();

  const plan = planDamage({ formula: a.weapon.formula, specialType: a.weapon.specialType, damageModifier: a.damageModifier, modifierMode: a.weapon.modifierMode ?? "full" }, delivered, o);
  const weaponRolled = plan.maximizeWeapon ? 0 : formulaTotal(dice, plan.weapon);
  const modifierTotal = formulaTotal(dice, plan.modifier);
  const rolled = Math.max(0, (plan.maximizeWeapon ? plan.weapon.constant : weaponRolled) + modifierTotal);
  const through = rolled - (parryingItem?.destroyed && parryItem ? (parryItem.hp ?? 0) : 0);
  const parried = parryItem !== undefined && levelRank(defenceLevel) > 0 && !parryingItem?.destroyed;
  const shieldArmor = parried && parryItem.kind === "shield" ? (parryItem.armor ?? 0) : 0;
  const applied = damageAfterArmor(through, armorValue(d.armor, null), matrix.armorApplies || delivered !== "critical", shieldArmor);
  const harm = landBlow(d.harm, d.id, d.bodyKind, a.id, a.weapon, special, applied, input.round, attackRoll, dice, choose, o);
  if (defenderFumbleTable) resolveFumble(defenderFumbleTable, dice, o);
  return landed(applied, harm);
}

/**
 * What a blow that got through armor does to the defender's injuries: the wound, and the
 * bleeding, impaling and entangling specials (BRP-SPC-2, -14, -12, no further dice), then the
 * major wound's table roll, Luck roll and loss die (BRP-WND-2, BRP-WND-7, BRP-MWT-1). Shared by
 * the fast path and the numbers-only kernel (`fast-kernel.ts`), in the step machine's dice order.
 */
export function landBlow(
  harm: BrpHarm,
  defenderId: string,
  bodyKind: BodyKind | undefined,
  attackerId: string,
  weapon: ExchangeWeapon,
  special: SpecialType | null,
  applied: number,
  round: number,
  attackRoll: number,
  dice: TapeDice,
  choose: Chooser,
  o: BrpOptions,
): BrpHarm {
  const impaled: ImpaledWeapon | null =
    special === "impaling" && applied > 0
      ? { weaponId: weapon.id, formula: weapon.formula, damageSoFar: applied, largerThanKnife: weapon.largerThanKnife ?? true, thrown: weapon.kind !== "melee" && weapon.kind !== "natural" }
      : null;
  const result = woundedHarm(harm, { id: `${attackerId}:${round}:${attackRoll}`, targetId: defenderId, amount: applied, round, location: null, bleeding: special === "bleeding" && applied > 0, impaled, ...(bodyKind ? { bodyKind } : {}) }, o);
  const events = special === "entangling" ? [...result.events, { type: "conditionAdded" as const, targetId: defenderId, condition: condition("entangled", defenderId, round, 2) }] : result.events;
  let wounded = result.harm;
  if (result.decisions.some((x) => x.type === "majorWoundRoll")) {
    const roll = dice.rollOne(100);
    const luck = choose({ type: "majorWoundLuck", actorId: defenderId });
    const loss = dice.rollOne(lossDieFaces(roll));
    const majorWound = resolveMajorWound(roll, luck.type === "majorWoundLuck" && luck.succeeded, loss);
    if (majorWound.fight === "unable") wounded = markUnableToFight(wounded, round);
  }
  return keepConditions(wounded, events);
}

const NO_LIMITS = Object.freeze({});
const NO_DEFENCE = Object.freeze({ kind: "none" as const });

function miss(input: ExchangeInput, attackLevel: SuccessLevel): FastExchangeResult {
  return { attackLevel, defenceLevel: undefined, delivered: undefined, damageApplied: 0, attackingWeaponDamage: 0, parryingItem: undefined, harm: input.defender.harm, defenceRound: input.defender.round };
}

/** The step machine's outcome in the fast path's terms. */
export function fromStepOutcome(input: ExchangeInput, o: ExchangeOutcome): FastExchangeResult {
  return {
    attackLevel: o.attackLevel!,
    defenceLevel: o.defenceLevel,
    delivered: o.delivered ?? o.matrix?.delivered,
    damageApplied: o.damageApplied ?? 0,
    attackingWeaponDamage: o.attackingWeaponDamage,
    parryingItem: o.parryingItem,
    harm: o.harm ?? input.defender.harm,
    defenceRound: o.defenceRound,
  };
}
