import { RulesError } from "../../../core/errors.js";
import { actorItems } from "../../../foundry/flows/actor-items.js";
import type { WeaponSystem } from "../data/specs.js";
import { armourByLocation, parseImpactDice, thresholdsAt, weaponImpact, type ItemLike } from "../data/state.js";
import {
  HIT_LOCATIONS,
  impactCap,
  impactDiceFor,
  maneuverIgnoresArmour,
  maneuverOddsImpact,
  maneuverStrikeOdds,
  planFor,
  strikeOdds,
  type DefenceChoice,
  type DefenceReason,
  type ExchangeInput,
  type FlurryOptions,
  type HitLocation,
  type ImpactDice,
  type Intention,
  type ManeuverType,
  type SeverityOdds,
} from "../rules/index.js";
import { currentFlurryOptions } from "./options.js";
import { fighterOf, type LiveFighter } from "./live.js";
import { DEFENCE_REASON_LABELS } from "./flurry-labels.js";

/**
 * One blow of a flurry as the rules take it, read off the two fighters' sheets: the attacker's
 * weapon skill, Agility and wound penalty, the weapon's impact and penetration, the defender's
 * Defense (front, or indefensible when he has run out of actions), armour per location and
 * thresholds; and the exact odds shown before the roll.
 */

const FISTS: WeaponSystem = {
  skill: "brawl",
  impactModifier: 0,
  impactDice: "",
  penetration: 0,
  wounds: "cut",
  range: 1,
  reach: "swung",
  criticalRange: 0,
  missileRange: 0,
  needsLoad: false,
  hands: 1,
  equipped: true,
  description: "",
} as unknown as WeaponSystem;

export interface Wielded {
  readonly id: string;
  readonly name: string;
  readonly weapon: WeaponSystem;
}

/** The weapon a fighter strikes with: the one named when it is his, else his first equipped weapon, else his fists. */
export function weaponOf(actor: Actor.Implementation, itemId: unknown, fistsName: string): Wielded {
  const weapons = actorItems(actor).filter((item) => item.type === "flurryWeapon");
  const named = typeof itemId === "string" ? weapons.find((item) => item.id === itemId) : undefined;
  const chosen = named ?? weapons.find((item) => (item.system as WeaponSystem).equipped) ?? null;
  return chosen ? { id: chosen.id ?? "", name: chosen.name ?? "", weapon: chosen.system as WeaponSystem } : { id: "", name: fistsName, weapon: FISTS };
}

/** The impact dice a strike rolls: the weapon's or the table's, else what the attacker was asked for, else a refusal. */
export function impactDiceOf(fighter: LiveFighter, weapon: WeaponSystem, options: FlurryOptions, asked: unknown): ImpactDice {
  const impact = weaponImpact(fighter.attributes.strength.value, weapon, options);
  if (impact.dice) return impact.dice;
  const typed = typeof asked === "string" ? parseImpactDice(asked) : null;
  if (typed && "dice" in typed && typed.dice) return typed.dice;
  throw new RulesError("FRAY.Flurry.Error.ImpactCapNotInTable", { cap: impactCap(fighter.attributes.strength.value, weapon.impactModifier) });
}

/** WC-MAN-2: whether a maneuver's Impact Cap (Strength alone) lies beyond what the table gives under the options. */
export function maneuverImpactMissing(strength: number, options: FlurryOptions): boolean {
  try {
    impactDiceFor(impactCap(strength, 0), options);
    return false;
  } catch (error) {
    if (error instanceof RulesError) return true;
    throw error;
  }
}

/**
 * The dice a maneuver rolls where the table has no row for the attacker's Strength: those he was
 * asked for (WC-FVTT-7), else a refusal naming the cap; null when the table answers.
 */
export function maneuverImpactOf(fighter: LiveFighter, options: FlurryOptions, asked: unknown): ImpactDice | null {
  const strength = fighter.attributes.strength.value;
  if (!maneuverImpactMissing(strength, options)) return null;
  const typed = typeof asked === "string" ? parseImpactDice(asked) : null;
  if (typed && "dice" in typed && typed.dice) return typed.dice;
  throw new RulesError("FRAY.Flurry.Error.ImpactCapNotInTable", { cap: impactCap(strength, 0) });
}

/** Whether the attacker must be asked for impact dice before he rolls (WC-FVTT-7, the default "ask"). */
export function impactMissing(actor: Actor.Implementation, weapon: WeaponSystem, options: FlurryOptions): boolean {
  return weaponImpact(fighterOf(actor).attributes.strength.value, weapon, options).dice === null;
}

function attackBonus(fighter: LiveFighter, weapon: WeaponSystem): { skill: number; modifiers: number } {
  return { skill: fighter.skills[weapon.skill as keyof LiveFighter["skills"]] ?? 0, modifiers: fighter.derived?.woundPenalty ?? 0 };
}

export interface BlowSetup {
  readonly input: ExchangeInput;
  readonly attackTotalBonus: number;
  /** Why the defender's Defense is what it is (front, flank, rear, stunned …). */
  readonly defenceReason: DefenceReason;
}

/** The rules' input for one blow (the defender's own thresholds until the location is known). */
export function blowInput(
  a: { actor: Actor.Implementation; id: string; wielded: Wielded; impact: ImpactDice | null; intention: Intention; maneuverImpact?: ImpactDice | null },
  d: { actor: Actor.Implementation; id: string; defense: DefenceChoice },
  round: number,
): BlowSetup {
  const attacker = fighterOf(a.actor);
  const defender = fighterOf(d.actor);
  const { skill, modifiers } = attackBonus(attacker, a.wielded.weapon);
  const input: ExchangeInput = {
    attackerId: a.id,
    skill,
    agilityMod: attacker.attributes.agility.mod,
    strength: attacker.attributes.strength.value,
    attackModifiers: modifiers,
    weapon: {
      impactModifier: a.wielded.weapon.impactModifier,
      penetrationValue: a.wielded.weapon.penetration,
      wounds: a.wielded.weapon.wounds as "cut" | "puncture",
      ...(a.impact ? { impactDice: a.impact } : {}),
    },
    ...(a.maneuverImpact ? { maneuverImpactDice: a.maneuverImpact } : {}),
    intention: a.intention,
    defense: { target: d.defense.target, defended: d.defense.defended },
    defender: {
      id: d.id,
      dexterityMod: defender.attributes.dexterity.mod,
      agilityMod: defender.attributes.agility.mod,
      strengthMod: defender.attributes.strength.mod,
      shockMod: defender.shockMod,
      woundPenalty: defender.derived?.woundPenalty ?? 0,
      thresholds: defender.thresholds,
      innateResistance: defender.innateResistance,
      armour: armourByLocation(actorItems(d.actor)),
    },
    round,
  };
  return { input, attackTotalBonus: skill + attacker.attributes.agility.mod + modifiers, defenceReason: d.defense.reason };
}

/** The defender's thresholds where the blow landed (a creature's named parts carry their own). */
export function thresholdsWhere(defender: Actor.Implementation, location: HitLocation) {
  return thresholdsAt(fighterOf(defender), location);
}

export interface OddsRow {
  /** i18n keys of the locations sharing these odds. */
  readonly locations: string[];
  readonly lands: string;
  readonly severity: Readonly<Record<keyof SeverityOdds, string>>;
}

/** A maneuver's odds at a group of locations: the chance of each column of the maneuver table (WC-MAN-1). */
export interface ManeuverOddsRow {
  readonly locations: string[];
  readonly lands: string;
  readonly maneuver: true;
  readonly columns: Readonly<Record<"superficial" | "light" | "serious" | "critical", string>>;
}

export interface BlowOdds {
  readonly target: string;
  readonly defense: number;
  /** i18n key of the reason for that Defense (WC-FACE-4: front, flank, rear; a posture; out of actions). */
  readonly reason: string;
  readonly hit: string;
  readonly critical: string;
  /** Severity odds per group of locations alike in armour and thresholds; empty while impact dice are missing. */
  readonly rows: Array<OddsRow | ManeuverOddsRow>;
}

/** The card's words for a Defense reason. */
export const defenceReasonKey = (reason: DefenceReason): string => DEFENCE_REASON_LABELS[reason];

const percent = (p: number): string => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
const LOCATION_KEY = (location: HitLocation) => `FRAY.Flurry.Location.${location.charAt(0).toUpperCase()}${location.slice(1)}`;

/**
 * A maneuver's odds (WC-MAN-1/2): its own Strength-only impact, not the weapon's (the dice the
 * attacker gave, the table's row, or none yet under "ask"), the table column at each group of
 * locations; a tackle ignores armour, so one row stands for the whole body.
 */
function maneuverRows(setup: BlowSetup, defender: Actor.Implementation, row: ManeuverType): ManeuverOddsRow[] {
  const { input } = setup;
  const impact = maneuverOddsImpact(input.strength, currentFlurryOptions(), input.maneuverImpactDice);
  if (!impact) return [];
  const ignoresArmour = maneuverIgnoresArmour(row);
  const armour = armourByLocation(actorItems(defender));
  const groups = new Map<string, { locations: string[]; odds: ReturnType<typeof maneuverStrikeOdds> }>();
  for (const location of HIT_LOCATIONS) {
    const piece = ignoresArmour ? undefined : armour[location];
    const absorption = ignoresArmour ? 0 : (piece?.absorption ?? 0) + (input.defender.innateResistance ?? 0);
    const defenseBonus = piece?.defenseBonus ?? 0;
    // The maneuver table reads the defender's own thresholds (WC-MAN-1), wherever the blow lands.
    const key = JSON.stringify([absorption, defenseBonus]);
    const known = groups.get(key);
    if (known) known.locations.push(LOCATION_KEY(location));
    else
      groups.set(key, {
        locations: [LOCATION_KEY(location)],
        odds: maneuverStrikeOdds({ attackBonus: setup.attackTotalBonus, defense: input.defense.target, impact, absorption, defenseBonus, thresholds: input.defender.thresholds, ignoresArmour }),
      });
  }
  return [...groups.values()].map(({ locations, odds }) => ({
    locations: ignoresArmour ? ["FRAY.Flurry.Card.AnyLocation"] : locations,
    lands: percent(odds.lands),
    maneuver: true,
    columns: { superficial: percent(odds.columns.superficial), light: percent(odds.columns.light), serious: percent(odds.columns.serious), critical: percent(odds.columns.critical) },
  }));
}

/** Exact odds of hitting, of a critical and of each severity at each location, for the card (WC-FVTT-5). */
export function blowOdds(setup: BlowSetup, defender: Actor.Implementation, targetName: string): BlowOdds {
  const { input } = setup;
  const plan = planFor(input.intention);
  if (plan.resolution.kind === "maneuver") {
    const plain = strikeOdds({ attackBonus: setup.attackTotalBonus, defense: input.defense.target, impact: { kind: "fixed", points: 0 }, absorption: 0, defenseBonus: 0, thresholds: input.defender.thresholds });
    const rows = maneuverRows(setup, defender, plan.resolution.row);
    return { target: targetName, defense: input.defense.target, reason: defenceReasonKey(setup.defenceReason), hit: percent(plain.hit), critical: percent(plain.critical), rows };
  }
  const items: ItemLike[] = actorItems(defender);
  const armour = armourByLocation(items);
  const groups = new Map<string, { locations: string[]; odds: ReturnType<typeof strikeOdds> }>();
  const impact = input.weapon.impactDice;
  for (const location of HIT_LOCATIONS) {
    if (!impact) break;
    const piece = armour[location];
    const absorption = (piece?.absorption ?? 0) + (input.defender.innateResistance ?? 0);
    const defenseBonus = piece?.defenseBonus ?? 0;
    const thresholds = thresholdsWhere(defender, location);
    const key = JSON.stringify([absorption, defenseBonus, thresholds]);
    const known = groups.get(key);
    if (known) known.locations.push(LOCATION_KEY(location));
    else
      groups.set(key, {
        locations: [LOCATION_KEY(location)],
        odds: strikeOdds({ attackBonus: setup.attackTotalBonus, defense: input.defense.target, impact, absorption, defenseBonus, thresholds }),
      });
  }
  // Hit and critical before any armour bonus: the roll itself against Defense (WC-ATK-2, WC-ATK-6).
  const plain = strikeOdds({
    attackBonus: setup.attackTotalBonus,
    defense: input.defense.target,
    impact: { kind: "fixed", points: 0 },
    absorption: 0,
    defenseBonus: 0,
    thresholds: input.defender.thresholds,
  });
  const rows = [...groups.values()].map(({ locations, odds }) => ({
    locations,
    lands: percent(odds.lands),
    severity: {
      none: percent(odds.severity.none),
      light: percent(odds.severity.light),
      serious: percent(odds.severity.serious),
      critical: percent(odds.severity.critical),
      mortal: percent(odds.severity.mortal),
    },
  }));
  return { target: targetName, defense: input.defense.target, reason: defenceReasonKey(setup.defenceReason), hit: percent(plain.hit), critical: percent(plain.critical), rows };
}
