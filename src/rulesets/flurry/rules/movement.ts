import type { Dice } from "../../../core/dice.js";
import { optionOf } from "../../../core/options.js";
import { requireArray, requireRecord } from "../../../core/validate.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { type CheckResult, rollCheck } from "./check.js";
import { type ImpactDice, type ImpactRoll, rollImpact } from "./impact.js";
import { flurryOptionsSchema, type FlurryOptions } from "./options.js";
import { type Sector, SECTORS } from "./hex.js";
import { requireOneOf } from "./guards.js";

/** WC-MOV-3: pace names used by the source, slowest first ("slide" is the slick-ground special). */
export type Pace = "creep" | "walk" | "jog" | "run" | "sprint" | "max";
export const PACES: readonly Pace[] = ["creep", "walk", "jog", "run", "sprint", "max"];

/** WC-MOV-9: skill-roll penalties for moving while acting. */
export type MovementPace = "walk" | "jog" | "run" | "sprint" | "jumpOrDive" | "swingOneHanded";
export const MOVEMENT_PENALTY: Readonly<Record<MovementPace, number>> = {
  walk: -1,
  jog: -2,
  run: -3,
  sprint: -5,
  jumpOrDive: -5,
  swingOneHanded: -4,
};

/** WC-MOV-4: terrain kinds; "uphill" and "treacherous" modify the dominant terrain. */
export type Terrain = "open" | "rough" | "slick" | "waterMiredSandy";

export interface TerrainRow {
  readonly cost: number;
  readonly maxPace: Pace;
  /** Slick ground also allows sliding (WC-MOV-4 "Walk or Slide"). */
  readonly allowsSlide?: boolean;
}

export const TERRAIN_TABLE: Readonly<Record<Terrain, TerrainRow>> = {
  open: { cost: 1, maxPace: "max" },
  rough: { cost: 2, maxPace: "run" },
  slick: { cost: 2, maxPace: "walk", allowsSlide: true },
  waterMiredSandy: { cost: 2, maxPace: "jog" },
};

const TERRAINS = Object.keys(TERRAIN_TABLE) as Terrain[];

export interface HexTerrain {
  readonly terrain: Terrain;
  /** Costs double the dominant terrain; max pace unchanged. */
  readonly uphill?: boolean;
  /** Costs as the dominant terrain but the max pace is Creep (and may collapse, GM). */
  readonly treacherous?: boolean;
  /** WC-MOV-6: an obstacle crossed by climbing, diving, jumping… (+1 MP when the check succeeds). */
  readonly obstacle?: boolean;
}

/** WC-MOV-4: max pace of a hex. */
export function maxPaceOf(t: HexTerrain): Pace {
  requireOneOf(requireRecord(t, "terrain").terrain, TERRAINS, "terrain");
  return t.treacherous ? "creep" : TERRAIN_TABLE[t.terrain].maxPace;
}

/** WC-MOV-4 footnote *: moving faster than the max pace needs an Agility (or skill) roll, or he stumbles. */
export function needsBalanceRoll(t: HexTerrain, pace: Pace | "slide"): boolean {
  requireRecord(t, "terrain");
  if (pace === "slide") return !TERRAIN_TABLE[t.terrain].allowsSlide;
  return PACES.indexOf(pace) > PACES.indexOf(maxPaceOf(t));
}

/**
 * WC-FACE-2, WC-MOV-4, WC-MOV-6, WC-TV-12: the MP to step into an adjacent hex. Terrain cost
 * (doubled uphill) is doubled again when the hex is on a flank or behind (multiplicative by
 * default; the "add" option charges a flat 1 MP more instead, the same on open ground); an
 * obstacle adds 1.
 */
export function stepCost(into: HexTerrain, sector: Sector, options: Pick<FlurryOptions, "facingCostRule">): number {
  requireOneOf(requireRecord(into, "terrain").terrain, TERRAINS, "terrain");
  requireOneOf(sector, SECTORS, "sector");
  optionOf(flurryOptionsSchema, options, "facingCostRule");
  let cost = TERRAIN_TABLE[into.terrain].cost * (into.uphill ? 2 : 1);
  if (sector !== "front") cost = options.facingCostRule === "multiply" ? cost * 2 : cost + 1;
  return cost + (into.obstacle ? 1 : 0);
}

/** WC-FACE-2: pivoting in place costs 1 MP; turning while stepping into a front hex is free. */
export const PIVOT_COST = 1;

export function facingChangeCost(whileSteppingIntoFront: boolean): number {
  return whileSteppingIntoFront ? 0 : PIVOT_COST;
}

export type MovementPhase = "movement" | "adjustment";

/** WC-MOV-2 (PROPOSAL): half the rate (rounded up) in the movement phase, the rest in adjustment. */
export function phaseBudget(rate: number, phase: MovementPhase): number {
  requireInteger(rate, "movementRate", 0, 1000);
  requireOneOf(phase, ["movement", "adjustment"] as const, "phase");
  const first = Math.ceil(rate / 2);
  return phase === "movement" ? first : rate - first;
}

/** WC-ACT-1/2/3: the four action types of non-engaged fighters. */
export type ActionType = "free" | "quick" | "full" | "lengthy";

export type ActionName =
  | "crouch" | "drawWeapon" | "dropItem" | "kickAwaySmallObject" | "pivot" | "talk"
  | "coupDeGrace" | "drink" | "fallProne" | "freeAttack" | "kneel" | "openCloseDoor" | "pickUpSmallItem" | "sitDown" | "standUp" | "shoveObject"
  | "aimWeapon" | "concentrate" | "engageOpponent" | "loadWeapon" | "launchShootThrow" | "sheatheWeapon"
  | "donShedArmour" | "heavyLift" | "readWrite" | "search";

/** WC-ACT-2 (reconstruction PROPOSAL) with WC-ACT-3's shove and draw readings. */
export const ACTION_TABLE: Readonly<Record<ActionName, ActionType>> = {
  crouch: "free",
  drawWeapon: "quick",
  dropItem: "free",
  kickAwaySmallObject: "free",
  pivot: "free",
  talk: "free",
  coupDeGrace: "quick",
  drink: "quick",
  fallProne: "quick",
  freeAttack: "quick",
  kneel: "quick",
  openCloseDoor: "quick",
  pickUpSmallItem: "quick",
  sitDown: "quick",
  standUp: "quick",
  shoveObject: "quick",
  aimWeapon: "full",
  concentrate: "full",
  engageOpponent: "full",
  loadWeapon: "full",
  launchShootThrow: "full",
  sheatheWeapon: "full",
  donShedArmour: "lengthy",
  heavyLift: "lengthy",
  readWrite: "lengthy",
  search: "lengthy",
};

export function actionType(name: ActionName, options: Pick<FlurryOptions, "drawWeaponAction">): ActionType {
  if (name === "drawWeapon") return optionOf(flurryOptionsSchema, options, "drawWeaponAction");
  return ACTION_TABLE[name];
}

/** WC-ACT-3: a Free action takes no action slot, but pivoting still pays its 1 MP. */
export function actionMovementCost(name: ActionName): number {
  return name === "pivot" ? PIVOT_COST : 0;
}

/**
 * WC-ACT-1/4: MP left in a phase after choosing an action: Free keeps all, Quick halves it
 * (PROPOSAL, rounded down; at most one Quick action per movement phase), Full and Lengthy stop
 * movement.
 */
export function movementWithAction(phaseMp: number, actions: readonly ActionType[]): number {
  requireInteger(phaseMp, "movementPoints", 0, 1000);
  for (const a of requireArray(actions, "actions")) requireOneOf(a, ["free", "quick", "full", "lengthy"] as const, "actionType");
  if (actions.filter((a) => a === "quick").length > 1) throw new RulesError("FRAY.Flurry.Error.OneQuickAction");
  if (actions.some((a) => a === "full" || a === "lengthy")) return 0;
  return actions.includes("quick") ? Math.floor(phaseMp / 2) : phaseMp;
}

export interface StepProgress {
  /** MP already paid towards a step that was too dear for one phase (WC-MOV-5). */
  readonly paidTowardsStep: number;
}

/**
 * WC-MOV-5: pays for one step from the MP left this phase. When the MP are not enough, what is
 * available goes towards the step and the move completes in a later phase or round.
 */
export function payForStep(cost: number, available: number, progress: StepProgress = { paidTowardsStep: 0 }): { entered: boolean; mpLeft: number; progress: StepProgress } {
  requireInteger(cost, "stepCost", 0, 1000);
  requireInteger(available, "movementPoints", 0, 1000);
  requireInteger(progress.paidTowardsStep, "paidTowardsStep", 0, 1000);
  const owed = cost - progress.paidTowardsStep;
  if (owed <= available) return { entered: true, mpLeft: available - owed, progress: { paidTowardsStep: 0 } };
  return { entered: false, mpLeft: 0, progress: { paidTowardsStep: progress.paidTowardsStep + available } };
}

/** WC-MOV-6: the obstacle maneuvers, their skill and attribute. */
export const OBSTACLE_TABLE: ReadonlyArray<{ readonly action: string; readonly skills: readonly string[]; readonly attribute: "STR" | "AGL" }> = [
  { action: "climbRopeLadderTree", skills: ["climbing"], attribute: "STR" },
  { action: "diveOverCounter", skills: ["acrobatics"], attribute: "AGL" },
  { action: "diveThroughWindow", skills: ["acrobatics"], attribute: "AGL" },
  { action: "diveUnderTable", skills: ["acrobatics"], attribute: "AGL" },
  { action: "jumpAcrossGap", skills: ["acrobatics", "jumping"], attribute: "STR" },
  { action: "jumpDownStairs", skills: ["acrobatics"], attribute: "AGL" },
  { action: "jumpFromBalcony", skills: ["acrobatics"], attribute: "AGL" },
  { action: "jumpOnTable", skills: ["jumping"], attribute: "STR" },
  { action: "jumpUpStairs", skills: ["jumping"], attribute: "STR" },
  { action: "slideDownBalustrade", skills: ["balance"], attribute: "AGL" },
  { action: "slideDownRopeLadder", skills: ["acrobatics"], attribute: "AGL" },
  { action: "swingAcrossGap", skills: ["acrobatics"], attribute: "AGL" },
  { action: "tumbleDownStairs", skills: ["acrobatics"], attribute: "AGL" },
  { action: "tumbleOverTable", skills: ["acrobatics"], attribute: "AGL" },
  { action: "tumbleUnderTable", skills: ["acrobatics"], attribute: "AGL" },
];

/** WC-MOV-6: the skill used; "Acrobatics and Jumping" takes the lower of the two (PROPOSAL). */
export function obstacleSkill(action: string, skills: Readonly<Record<string, number>>): { skill: number; attribute: "STR" | "AGL" } {
  requireRecord(skills, "skills");
  const row = OBSTACLE_TABLE.find((r) => r.action === action);
  if (!row) throw new RulesError("FRAY.Flurry.Error.UnknownObstacle", { action });
  return { skill: Math.min(...row.skills.map((s) => requireInteger(skills[s] ?? 0, s, -100, 100))), attribute: row.attribute };
}

/** WC-MOV-6: an obstacle check (target level set by the GM); failure halts movement. */
export function obstacleCheck(dice: Dice, skill: number, attributeMod: number, targetLevel: number): { check: CheckResult; haltsMovement: boolean; extraCost: number } {
  const check = rollCheck(dice, skill + attributeMod, targetLevel, "obstacle");
  return { check, haltsMovement: !check.success, extraCost: check.success ? 1 : 0 };
}

/**
 * WC-MOV-7: the movement a fighter stopped by a zone of danger may make. Entering a zone stops
 * him for the phase; in the next phase he may shift one hex only; in the following round he may
 * not move until the threat is resolved (then again one hex); once in an unthreatened hex he
 * moves normally.
 */
export type DangerStatus = "clear" | "stoppedThisPhase" | "oneHexAdjustment" | "heldUntilResolved";

export function hexesAllowed(status: DangerStatus): number | "normal" {
  switch (status) {
    case "clear":
      return "normal";
    case "stoppedThisPhase":
    case "heldUntilResolved":
      return 0;
    case "oneHexAdjustment":
      return 1;
  }
}

/**
 * The status after an event in WC-MOV-7's cycle ("phaseEnded" is the end of a movement or
 * adjustment phase). A one-hex adjustment that lands in another zone of danger holds him through
 * the next round until that threat is resolved, rather than starting the cycle afresh.
 */
export function nextDangerStatus(status: DangerStatus, event: "enteredDanger" | "phaseEnded" | "threatResolved" | "reachedSafeHex"): DangerStatus {
  requireOneOf(status, ["clear", "stoppedThisPhase", "oneHexAdjustment", "heldUntilResolved"] as const, "dangerStatus");
  requireOneOf(event, ["enteredDanger", "phaseEnded", "threatResolved", "reachedSafeHex"] as const, "dangerEvent");
  if (event === "reachedSafeHex") return "clear";
  if (event === "enteredDanger") return status === "oneHexAdjustment" ? "heldUntilResolved" : "stoppedThisPhase";
  if (event === "threatResolved") return status === "heldUntilResolved" ? "oneHexAdjustment" : status;
  // phase ended
  if (status === "stoppedThisPhase") return "oneHexAdjustment";
  if (status === "oneHexAdjustment") return "heldUntilResolved";
  return status;
}

/**
 * WC-MOV-8: a pass-through: Tactics + Agility against the GM's target level. On a failure he is
 * struck by an accidental blow: impact with a low skew die; the location is the GM's (or a
 * table's) to give.
 */
export function passThrough(dice: Dice, input: { tactics: number; agilityMod: number; targetLevel: number; strikerImpact: ImpactDice }): { check: CheckResult; struck: false } | { check: CheckResult; struck: true; impact: ImpactRoll } {
  requireRecord(input, "passThrough");
  const check = rollCheck(dice, input.tactics + input.agilityMod, input.targetLevel, "pass-through");
  if (check.success) return { check, struck: false };
  return { check, struck: true, impact: rollImpact(dice, input.strikerImpact, 0, "low") };
}

/** WC-MOV-1: the modes of locomotion, each with its own movement rate on the actor. */
export type Locomotion = "walk" | "shuffle" | "run" | "crawl" | "swing" | "jump" | "dive" | "tumble";
export const LOCOMOTION_MODES: readonly Locomotion[] = ["walk", "shuffle", "run", "crawl", "swing", "jump", "dive", "tumble"];

/** WC-MOV-1: the most MP a fighter may spend this round in a mode (0 when the actor has no rate for it). */
export function movementRate(rates: Partial<Record<Locomotion, number>>, mode: Locomotion): number {
  const rate = requireRecord(rates, "rates")[requireOneOf(mode, LOCOMOTION_MODES, "mode")] ?? 0;
  return requireInteger(rate, "movementRate", 0, 1000);
}

/**
 * WC-MOV-3 (PROPOSAL): the pace table is lost, so paces are actor fields in hexes per round. The
 * slowest pace whose rate covers the hexes moved this round is the pace used (for WC-MOV-9);
 * beyond every rate it is "max".
 */
export function paceFor(hexesMoved: number, paces: Partial<Record<Exclude<Pace, "max">, number>>): Pace {
  requireInteger(hexesMoved, "hexes", 0, 1000);
  requireRecord(paces, "paces");
  for (const pace of ["creep", "walk", "jog", "run", "sprint"] as const) {
    const rate = paces[pace];
    if (rate !== undefined && hexesMoved <= requireInteger(rate, pace, 0, 1000)) return pace;
  }
  return "max";
}
