import { requireDicePort, type Dice } from "../../../core/dice.js";
import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireArray, requireBoolean, requireOneOf, requireRecord, requireString } from "../../../core/validate.js";
import { MAX_ROUND, type Condition } from "../../../core/vocabulary.js";
import { BRP_DEFAULTS, brpOption, type BrpOptions } from "./options.js";

export type FumbleTableKey = "meleeAttack" | "meleeParry" | "missileAttack" | "natural";

/** Machine-readable effect of a fumble row, so flows can apply it; the text lives in lang/en.json. */
export type FumbleEffect =
  | { readonly kind: "loseRounds"; readonly rounds: number | "1D3"; readonly helpless: boolean }
  | { readonly kind: "loseNextAttack" }
  | { readonly kind: "prone" }
  | { readonly kind: "proneTwistAnkle"; readonly moveLoss: 1; readonly turns: "1D10" }
  | { readonly kind: "dropWeapon"; readonly metres?: "1D6-1" }
  | { readonly kind: "throwWeapon"; readonly metres: "1D10" }
  | { readonly kind: "weaponDamage"; readonly points: "1D10" | "1D6"; readonly otherwise?: number }
  | { readonly kind: "breakWeapon" }
  | { readonly kind: "visionObscured"; readonly penalty: -30; readonly rounds: "1D3" }
  | { readonly kind: "hitAlly"; readonly level: "success" | "special" | "critical"; readonly otherwise: number }
  | { readonly kind: "wideOpen"; readonly level: "success" | "special" | "critical" }
  | { readonly kind: "strain"; readonly hitPoints: 1 }
  | { readonly kind: "hitSelf" }
  | { readonly kind: "rollMore"; readonly times: 2 | 3 };

export interface FumbleRow {
  /** Inclusive d100 range (100 = "00"). */
  readonly from: number;
  readonly to: number;
  readonly effect: FumbleEffect;
  /** i18n key of the row's description. */
  readonly label: string;
}

const row = (from: number, to: number, effect: FumbleEffect, label: string): FumbleRow => ({ from, to, effect, label });

/** BRP-FUM-1..4: the four fumble tables. `otherwise` names the row used when no ally (or no hit points) applies. */
export const FUMBLE_TABLES: Readonly<Record<FumbleTableKey, readonly FumbleRow[]>> = {
  meleeAttack: [
    row(1, 15, { kind: "loseRounds", rounds: 1, helpless: true }, "FRAY.Brp.Fumble.meleeAttack.r1"),
    row(16, 25, { kind: "loseRounds", rounds: "1D3", helpless: true }, "FRAY.Brp.Fumble.meleeAttack.r16"),
    row(26, 40, { kind: "prone" }, "FRAY.Brp.Fumble.meleeAttack.r26"),
    row(41, 50, { kind: "dropWeapon" }, "FRAY.Brp.Fumble.meleeAttack.r41"),
    row(51, 60, { kind: "throwWeapon", metres: "1D10" }, "FRAY.Brp.Fumble.meleeAttack.r51"),
    row(61, 65, { kind: "weaponDamage", points: "1D10" }, "FRAY.Brp.Fumble.meleeAttack.r61"),
    row(66, 75, { kind: "visionObscured", penalty: -30, rounds: "1D3" }, "FRAY.Brp.Fumble.meleeAttack.r66"),
    row(76, 85, { kind: "hitAlly", level: "success", otherwise: 41 }, "FRAY.Brp.Fumble.meleeAttack.r76"),
    row(86, 90, { kind: "hitAlly", level: "special", otherwise: 51 }, "FRAY.Brp.Fumble.meleeAttack.r86"),
    row(91, 98, { kind: "hitAlly", level: "critical", otherwise: 61 }, "FRAY.Brp.Fumble.meleeAttack.r91"),
    row(99, 99, { kind: "rollMore", times: 2 }, "FRAY.Brp.Fumble.meleeAttack.r99"),
    row(100, 100, { kind: "rollMore", times: 3 }, "FRAY.Brp.Fumble.meleeAttack.r100"),
  ],
  meleeParry: [
    row(1, 20, { kind: "loseRounds", rounds: 1, helpless: true }, "FRAY.Brp.Fumble.meleeParry.r1"),
    row(21, 40, { kind: "prone" }, "FRAY.Brp.Fumble.meleeParry.r21"),
    row(41, 50, { kind: "dropWeapon" }, "FRAY.Brp.Fumble.meleeParry.r41"),
    row(51, 60, { kind: "throwWeapon", metres: "1D10" }, "FRAY.Brp.Fumble.meleeParry.r51"),
    row(61, 75, { kind: "visionObscured", penalty: -30, rounds: "1D3" }, "FRAY.Brp.Fumble.meleeParry.r61"),
    row(76, 85, { kind: "wideOpen", level: "success" }, "FRAY.Brp.Fumble.meleeParry.r76"),
    row(86, 90, { kind: "wideOpen", level: "special" }, "FRAY.Brp.Fumble.meleeParry.r86"),
    row(91, 93, { kind: "wideOpen", level: "critical" }, "FRAY.Brp.Fumble.meleeParry.r91"),
    row(94, 98, { kind: "rollMore", times: 2 }, "FRAY.Brp.Fumble.meleeParry.r94"),
    row(99, 100, { kind: "rollMore", times: 3 }, "FRAY.Brp.Fumble.meleeParry.r99"),
  ],
  missileAttack: [
    row(1, 15, { kind: "loseNextAttack" }, "FRAY.Brp.Fumble.missileAttack.r1"),
    row(16, 25, { kind: "loseRounds", rounds: "1D3", helpless: false }, "FRAY.Brp.Fumble.missileAttack.r16"),
    row(26, 40, { kind: "prone" }, "FRAY.Brp.Fumble.missileAttack.r26"),
    row(41, 55, { kind: "visionObscured", penalty: -30, rounds: "1D3" }, "FRAY.Brp.Fumble.missileAttack.r41"),
    row(56, 65, { kind: "dropWeapon", metres: "1D6-1" }, "FRAY.Brp.Fumble.missileAttack.r56"),
    row(66, 80, { kind: "weaponDamage", points: "1D6", otherwise: 81 }, "FRAY.Brp.Fumble.missileAttack.r66"),
    row(81, 85, { kind: "breakWeapon" }, "FRAY.Brp.Fumble.missileAttack.r81"),
    row(86, 90, { kind: "hitAlly", level: "success", otherwise: 56 }, "FRAY.Brp.Fumble.missileAttack.r86"),
    row(91, 95, { kind: "hitAlly", level: "special", otherwise: 66 }, "FRAY.Brp.Fumble.missileAttack.r91"),
    row(96, 98, { kind: "hitAlly", level: "critical", otherwise: 81 }, "FRAY.Brp.Fumble.missileAttack.r96"),
    row(99, 99, { kind: "rollMore", times: 2 }, "FRAY.Brp.Fumble.missileAttack.r99"),
    row(100, 100, { kind: "rollMore", times: 3 }, "FRAY.Brp.Fumble.missileAttack.r100"),
  ],
  natural: [
    row(1, 25, { kind: "loseRounds", rounds: 1, helpless: false }, "FRAY.Brp.Fumble.natural.r1"),
    row(26, 30, { kind: "loseRounds", rounds: "1D3", helpless: false }, "FRAY.Brp.Fumble.natural.r26"),
    row(31, 50, { kind: "prone" }, "FRAY.Brp.Fumble.natural.r31"),
    row(51, 60, { kind: "proneTwistAnkle", moveLoss: 1, turns: "1D10" }, "FRAY.Brp.Fumble.natural.r51"),
    row(61, 75, { kind: "visionObscured", penalty: -30, rounds: "1D3" }, "FRAY.Brp.Fumble.natural.r61"),
    row(76, 85, { kind: "strain", hitPoints: 1 }, "FRAY.Brp.Fumble.natural.r76"),
    row(86, 90, { kind: "hitAlly", level: "success", otherwise: 76 }, "FRAY.Brp.Fumble.natural.r86"),
    row(91, 94, { kind: "hitAlly", level: "special", otherwise: 76 }, "FRAY.Brp.Fumble.natural.r91"),
    row(95, 98, { kind: "hitSelf" }, "FRAY.Brp.Fumble.natural.r95"),
    row(99, 99, { kind: "rollMore", times: 2 }, "FRAY.Brp.Fumble.natural.r99"),
    row(100, 100, { kind: "rollMore", times: 3 }, "FRAY.Brp.Fumble.natural.r100"),
  ],
};

const FUMBLE_TABLE_KEYS: readonly FumbleTableKey[] = ["meleeAttack", "meleeParry", "missileAttack", "natural"];
const EFFECT_KINDS: readonly FumbleEffect["kind"][] = [
  "loseRounds",
  "loseNextAttack",
  "prone",
  "proneTwistAnkle",
  "dropWeapon",
  "throwWeapon",
  "weaponDamage",
  "breakWeapon",
  "visionObscured",
  "hitAlly",
  "wideOpen",
  "strain",
  "hitSelf",
  "rollMore",
];

/** Every row of every table by its label (each label names one row). */
const ROWS_BY_LABEL: ReadonlyMap<string, FumbleRow> = new Map(Object.values(FUMBLE_TABLES).flatMap((rows) => rows.map((r) => [r.label, r] as const)));

/**
 * A row handed back by a card: the table's own row with that label. Its effect is read from the
 * table, never from the copy, so a stored or edited card cannot change what a fumble does.
 */
function requireFumbleRow(value: unknown, field = "row"): FumbleRow {
  const found = ROWS_BY_LABEL.get(requireString(requireRecord(value, field).label, `${field}.label`));
  if (!found) throw new RulesError("FRAY.Error.NotAChoice", { field: `${field}.label`, value: String((value as FumbleRow).label), allowed: "a fumble table row" });
  return found;
}

export function fumbleRow(table: FumbleTableKey, roll: number): FumbleRow {
  requireOneOf(table, "table", FUMBLE_TABLE_KEYS);
  requireInteger(roll, "roll", 1, 100);
  // The tables cover 1..100 without gaps (a test proves it), so a row always exists.
  return FUMBLE_TABLES[table].find((r) => roll >= r.from && roll <= r.to)!;
}

/** What was fumbled, to pick the table (BRP-FUM-9). */
export type FumbledAction = "meleeAttack" | "parry" | "missileAttack" | "thrownAttack" | "naturalAttack" | "naturalParry" | "dodge" | "firstAid";

/**
 * The table for a fumbled action, or null for First Aid, whose fumble always costs 1 hit point
 * (BRP-FUM-8). A dodge uses the natural-weapon table, as the SRD's Dodge skill does.
 */
export function fumbleTableFor(action: FumbledAction): FumbleTableKey | null {
  switch (action) {
    case "meleeAttack":
      return "meleeAttack";
    case "parry":
      return "meleeParry";
    case "missileAttack":
    case "thrownAttack":
      return "missileAttack";
    case "naturalAttack":
    case "naturalParry":
    case "dodge":
      return "natural";
    case "firstAid":
      return null;
  }
}

/** Hit points lost to a fumbled First Aid roll (BRP-FUM-8). */
export const FIRST_AID_FUMBLE_DAMAGE = 1;

export interface FumbleResult {
  readonly rolls: readonly number[];
  /** Effects to apply, in order ("roll more" rows are consumed, not listed). */
  readonly rows: readonly FumbleRow[];
  /** The chain hit the safety cap; the GM should decide the rest. */
  readonly capped: boolean;
}

/**
 * Resolves a fumble (BRP-FUM-6): one roll, and every "blow it" row queues two or three more,
 * cumulatively, up to the `fumbleRollCap` option. `rolls` may supply the d100 results (from a
 * Foundry RollTable draw); when they run out the dice port rolls the rest.
 */
export function resolveFumble(
  table: FumbleTableKey,
  source: Dice | readonly number[],
  options: Pick<BrpOptions, "fumbleRollCap"> = BRP_DEFAULTS,
): FumbleResult {
  requireOneOf(table, "table", FUMBLE_TABLE_KEYS);
  const cap = brpOption(options, "fumbleRollCap");
  const supplied = Array.isArray(source) ? (requireArray(source, "rolls") as readonly number[]) : [];
  const dice = Array.isArray(source) ? null : requireDicePort(source);
  const rolls: number[] = [];
  const rows: FumbleRow[] = [];
  let pending = 1;
  while (pending > 0) {
    if (rolls.length >= cap) return { rolls, rows, capped: true };
    const next = rolls.length < supplied.length ? supplied[rolls.length]! : dice ? dice.roll(1, 100, "fumble")[0]! : null;
    if (next === null) return { rolls, rows, capped: false };
    rolls.push(next);
    pending--;
    const r = fumbleRow(table, next);
    if (r.effect.kind === "rollMore") pending += r.effect.times;
    else rows.push(r);
  }
  return { rolls, rows, capped: false };
}

/** The die a fumble row needs before it can be applied (1D3 rounds, 1D10 metres…), or null. */
export function fumbleDie(effect: FumbleEffect): { readonly count: number; readonly faces: number; readonly modifier: number } | null {
  requireOneOf(requireRecord(effect, "effect").kind, "effect.kind", EFFECT_KINDS);
  switch (effect.kind) {
    case "loseRounds":
      return effect.rounds === "1D3" ? { count: 1, faces: 3, modifier: 0 } : null;
    case "visionObscured":
      return { count: 1, faces: 3, modifier: 0 };
    case "throwWeapon":
      return { count: 1, faces: 10, modifier: 0 };
    case "dropWeapon":
      return effect.metres ? { count: 1, faces: 6, modifier: -1 } : null;
    case "weaponDamage":
      return { count: 1, faces: effect.points === "1D10" ? 10 : 6, modifier: 0 };
    case "proneTwistAnkle":
      return { count: 1, faces: 10, modifier: 0 };
    default:
      return null;
  }
}

/** What a fumble row does, ready to apply. Conditions use the core vocabulary. */
export interface FumbleConsequence {
  readonly conditions: readonly Condition[];
  /** The weapon leaves the hand, landing this many metres away (0 = at one's feet). */
  readonly weaponDropped: number | null;
  readonly weaponDamage: number;
  readonly weaponBroken: boolean;
  /** Hit points the fumbler loses outright (a strained muscle). */
  readonly selfHitPoints: number;
  /** The fumbler hits itself with its own normal damage. */
  readonly hitsSelf: boolean;
  /** A blow that lands without roll or defence: on the nearest ally, or by the foe on the fumbler. */
  readonly forcedHit: { readonly level: "success" | "special" | "critical"; readonly on: "nearestAlly" | "fumbler" } | null;
  /** MOV lost and for how many full turns. */
  readonly moveLoss: { readonly points: number; readonly turns: number } | null;
}

const NOTHING: FumbleConsequence = { conditions: [], weaponDropped: null, weaponDamage: 0, weaponBroken: false, selfHitPoints: 0, hitsSelf: false, forcedHit: null, moveLoss: null };

/**
 * The row that actually applies: "hit the nearest ally" with no ally near, or "damage the weapon"
 * for a weapon without hit points, send the fumbler to the row the table names instead.
 */
export function effectiveFumbleRow(table: FumbleTableKey, row: FumbleRow, allyNear = true, weaponHasHitPoints = true): FumbleRow {
  requireOneOf(table, "table", FUMBLE_TABLE_KEYS);
  requireBoolean(allyNear, "allyNear");
  requireBoolean(weaponHasHitPoints, "weaponHasHitPoints");
  let current = requireFumbleRow(row);
  for (let i = 0; i < 4; i++) {
    const e = current.effect;
    if (e.kind === "hitAlly" && !allyNear) current = fumbleRow(table, e.otherwise);
    else if (e.kind === "weaponDamage" && !weaponHasHitPoints && e.otherwise !== undefined) current = fumbleRow(table, e.otherwise);
    else break;
  }
  return current;
}

/**
 * Turns a fumble row (after `effectiveFumbleRow`) into its consequences (BRP-FUM-1..4,
 * BRP-FUM-7): lost rounds start next round (helpless when the table says so), obscured vision
 * gives −30% for 1D3 rounds. `die` is the result of `fumbleDie(row.effect)` when it asks for one.
 */
export function fumbleConsequence(row: FumbleRow, round: number, ownerId: string, die = 0): FumbleConsequence {
  requireInteger(round, "round", 0, MAX_ROUND);
  requireString(ownerId, "ownerId");
  const e = requireFumbleRow(row).effect;
  const needs = fumbleDie(e);
  if (needs) requireInteger(die, "die", needs.count + needs.modifier, needs.count * needs.faces + needs.modifier);
  switch (e.kind) {
    case "loseRounds":
      return { ...NOTHING, conditions: [timed(e.helpless ? "helpless" : "losesActions", ownerId, e.rounds === 1 ? 1 : die, round + 1)] };
    case "loseNextAttack":
      return { ...NOTHING, conditions: [timed("losesActions", ownerId, 1, round + 1)] };
    case "prone":
      return { ...NOTHING, conditions: [{ id: "prone", ownerId, appliedRound: round, duration: { kind: "scene" } }] };
    case "proneTwistAnkle":
      return { ...NOTHING, conditions: [{ id: "prone", ownerId, appliedRound: round, duration: { kind: "scene" } }], moveLoss: { points: e.moveLoss, turns: die } };
    case "dropWeapon":
      return { ...NOTHING, weaponDropped: e.metres ? die : 0 };
    case "throwWeapon":
      return { ...NOTHING, weaponDropped: die };
    case "weaponDamage":
      return { ...NOTHING, weaponDamage: die };
    case "breakWeapon":
      return { ...NOTHING, weaponBroken: true };
    case "visionObscured":
      return { ...NOTHING, conditions: [timed("visionObscured", ownerId, die, round, { penalty: e.penalty })] };
    case "hitAlly":
      return { ...NOTHING, forcedHit: { level: e.level, on: "nearestAlly" } };
    case "wideOpen":
      return { ...NOTHING, forcedHit: { level: e.level, on: "fumbler" } };
    case "strain":
      return { ...NOTHING, selfHitPoints: e.hitPoints };
    case "hitSelf":
      return { ...NOTHING, hitsSelf: true };
    case "rollMore":
      return NOTHING;
  }
}

function timed(id: string, ownerId: string, rounds: number, from: number, data?: Condition["data"]): Condition {
  const c = { id, ownerId, appliedRound: from, duration: { kind: "rounds" as const, rounds } };
  return data ? { ...c, data } : c;
}
