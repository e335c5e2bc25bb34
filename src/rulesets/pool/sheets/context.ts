import { MANEUVERS, type ManeuverKey } from "../rules/maneuvers.js";
import { movementYards } from "../rules/movement.js";
import { POISONS, type PoisonStrength } from "../rules/tables.js";
import { poisonDeathHours } from "../rules/poison.js";
import { livingDerived, mountDerived, shipDerived, vehicleDerived, weaponDiceOf, type ItemLike, type LivingSystem, type StoredCondition, type TrackView, type WeaponSystem } from "../data/state.js";
import { DEFAULT_POOL_OPTIONS, type PoolOptions } from "../rules/options.js";
import { SKILL_KEYS } from "../data/specs.js";
import {
  ACTION_LABELS,
  CONDITION_LABELS,
  DAMAGE_LABELS,
  DURATION_LABELS,
  INJURY_LABELS,
  MANEUVER_LABELS,
  MOUNT_SIZE_LABELS,
  MOVEMENT_LABELS,
  POISON_LABELS,
  RANGE_CATEGORY_LABELS,
  RELOAD_LABELS,
  SHIP_SIZE_LABELS,
  SKILL_LABELS,
  TERMINAL_LABELS,
  TRACK_LABELS,
  WEAPON_CLASS_LABELS,
  choicesOf,
} from "./labels.js";

/**
 * Pure builders of what the pool sheets render. The sheet classes pass the document's name, image,
 * system data and items; the browser fixtures are produced by the same functions, so what the
 * harness screenshots is what Foundry shows.
 */

export interface DocHeader {
  readonly name: string;
  readonly img: string;
}

export interface SheetItem extends ItemLike {
  readonly id: string;
  readonly name: string;
  readonly img: string;
}

export interface TrackContext extends TrackView {
  readonly label: string;
  readonly terminalLabel: string;
  /** Name of the input that stores the value (the boxes set it through a button). */
  readonly path: string;
  /** Structure has no dice penalties (FC-TRK-4): its boxes show their number instead. */
  readonly showPenalties: boolean;
}

export function trackContext(view: TrackView, path: string): TrackContext {
  return { ...view, label: TRACK_LABELS[view.key], terminalLabel: TERMINAL_LABELS[view.key], path, showPenalties: view.key !== "structure" };
}

const sys = <T>(item: ItemLike) => item.system as T;
const ofType = (items: readonly SheetItem[], type: string) => items.filter((i) => i.type === type);

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export interface WeaponRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly classLabel: string;
  readonly weaponDice: string;
  readonly skillLabel: string;
  readonly pool: number;
  readonly range: number;
  readonly damageLabel: string;
  readonly equipped: boolean;
  /** The crossbow needs loading or the bow stringing before it can shoot. */
  readonly needsReady: boolean;
}

function weaponRows(items: readonly SheetItem[], pools: Readonly<Record<string, number>>): WeaponRow[] {
  return ofType(items, "poolWeapon").map((item) => {
    const w = sys<WeaponSystem>(item);
    const dice = weaponDiceOf(w);
    return {
      id: item.id,
      name: item.name,
      img: item.img,
      classLabel: WEAPON_CLASS_LABELS[w.weaponClass],
      weaponDice: `${signed(dice)}D`,
      skillLabel: SKILL_LABELS[w.skill],
      pool: (pools[w.skill] ?? 0) + dice,
      range: w.effectiveRange,
      damageLabel: DAMAGE_LABELS[w.damage],
      equipped: w.equipped,
      needsReady: (w.reload === "crossbow" && !w.loaded) || (w.reload === "bow" && !w.strung),
    };
  });
}

function conditionRows(conditions: readonly StoredCondition[]) {
  return conditions.map((c, index) => ({
    index,
    id: c.id,
    label: CONDITION_LABELS[c.id],
    durationLabel: DURATION_LABELS[c.duration],
    rounds: c.rounds,
    hoursLeft: typeof c.data.hoursLeft === "number" ? c.data.hoursLeft : null,
  }));
}

export function livingContext(doc: DocHeader, system: LivingSystem, items: readonly SheetItem[], editable: boolean, options: Pick<PoolOptions, "speedCategoryStep" | "minimumPool"> = DEFAULT_POOL_OPTIONS) {
  const d = livingDerived(system, items, options);
  const dying = system.conditions.find((c) => c.id === "poisonedDying");
  return {
    doc,
    editable,
    system,
    skills: SKILL_KEYS.map((key) => ({ key, label: SKILL_LABELS[key], dice: system.skills[key], pool: d.pools[key], path: `system.skills.${key}` })),
    tracks: (["wound", "fatigue", "fear"] as const).map((k) => trackContext(d.tracks[k], `system.tracks.${k}.value`)),
    penalty: d.penalty,
    trackPenalty: d.trackPenalty,
    poisonPenalty: d.poisonPenalty,
    parry: d.parry,
    parryNow: d.parryNow,
    armor: d.armor,
    speed: d.speed,
    movement: { crawl: movementYards(d.speed, "crawl"), walk: d.speed, jog: movementYards(d.speed, "jog"), run: movementYards(d.speed, "run") },
    weapons: weaponRows(items, d.pools),
    armors: ofType(items, "poolArmor").map((i) => ({ id: i.id, name: i.name, img: i.img, armor: sys<{ armor: number }>(i).armor, equipped: sys<{ equipped: boolean }>(i).equipped })),
    shields: ofType(items, "poolShield").map((i) => ({ id: i.id, name: i.name, img: i.img, parry: sys<{ parry: number }>(i).parry, heavy: sys<{ heavy: boolean }>(i).heavy, equipped: sys<{ equipped: boolean }>(i).equipped })),
    maneuvers: ofType(items, "poolManeuver").map((i) => {
      const key = sys<{ key: ManeuverKey }>(i).key;
      return { id: i.id, name: i.name, img: i.img, key, label: MANEUVER_LABELS[key], actionLabel: ACTION_LABELS[MANEUVERS[key].action] };
    }),
    conditions: conditionRows(system.conditions),
    injuries: ofType(items, "poolInjury").map((i) => {
      const s = sys<{ kind: keyof typeof INJURY_LABELS; permanent: boolean; treated: boolean }>(i);
      return { id: i.id, name: i.name, img: i.img, kindLabel: INJURY_LABELS[s.kind], permanent: s.permanent, treated: s.treated, openWound: s.kind === "openWound" };
    }),
    poisons: ofType(items, "poolPoison").map((i) => {
      const s = sys<{ strength: PoisonStrength; ounces: number }>(i);
      return { id: i.id, name: i.name, img: i.img, strengthLabel: POISON_LABELS[s.strength], targetNumber: POISONS[s.strength].targetNumber, ounces: s.ounces };
    }),
    spells: ofType(items, "poolSpell").map((i) => ({ id: i.id, name: i.name, img: i.img, actionLabel: ACTION_LABELS[sys<{ actionCost: "partial" | "full" }>(i).actionCost] })),
    gear: ofType(items, "poolGear").map((i) => ({ id: i.id, name: i.name, img: i.img, quantity: sys<{ quantity: number }>(i).quantity })),
    dying: dying ? { hoursLeft: Number(dying.data.hoursLeft ?? 0) } : null,
    /** Conditions the sheet's owner or GM may set by hand (the rest come from cards and timers). */
    conditionChoices: choicesOf(CONDITION_LABELS, ["prone", "incapacitated", "pinned", "immobile", "unconscious", "grappled", "grappling", "disarmed", "fleeing"]),
    immunities: system.poisonImmunities,
  };
}
export type LivingContext = ReturnType<typeof livingContext>;

export interface MountSystem extends LivingSystem {
  readonly size: "small" | "large";
  readonly clawsOrFangs: boolean;
  readonly trained: boolean;
  readonly movement: "walk" | "fly" | "swim";
  readonly riderUuid: string;
}

export interface LinkedActor {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
}

export function mountContext(doc: DocHeader, system: MountSystem, items: readonly SheetItem[], rider: LinkedActor | null, editable: boolean) {
  const base = livingContext(doc, system, items, editable);
  const m = mountDerived(system);
  return {
    ...base,
    sizeLabel: MOUNT_SIZE_LABELS[system.size],
    movementLabel: MOVEMENT_LABELS[system.movement],
    attackModifier: `${signed(m.attackModifier)}D`,
    rider,
    sizeChoices: MOUNT_SIZE_LABELS,
    movementChoices: MOVEMENT_LABELS,
  };
}

export interface VehicleSystem {
  readonly team: { readonly size: "small" | "large"; readonly clawsOrFangs: boolean; readonly count: number; readonly uuids: readonly string[] };
  readonly capacity: number;
  readonly structure: { readonly value: number; readonly max: number };
  readonly armor: number;
  readonly speed: number;
  readonly driverUuid: string;
  readonly passengerUuids: readonly string[];
}

export function vehicleContext(doc: DocHeader, system: VehicleSystem, links: { driver: LinkedActor | null; team: readonly LinkedActor[]; passengers: readonly LinkedActor[] }, editable: boolean) {
  const v = vehicleDerived(system);
  return {
    doc,
    editable,
    system,
    structure: trackContext(v.structure, "system.structure.value"),
    teamAttackModifier: `${signed(v.teamAttackModifier)}D`,
    teamSizeLabel: MOUNT_SIZE_LABELS[system.team.size],
    sizeChoices: MOUNT_SIZE_LABELS,
    driver: links.driver,
    team: links.team,
    passengers: links.passengers,
    movement: { walk: system.speed, jog: movementYards(system.speed, "jog"), run: movementYards(system.speed, "run") },
  };
}

export interface ShipSystem {
  readonly size: "small" | "medium" | "large";
  readonly structure: { readonly value: number; readonly max: number };
  readonly armor: number;
  readonly speed: number;
  readonly hasRam: boolean;
  readonly capacity: number;
  readonly crew: string;
  readonly pilotUuid: string;
}

export function shipContext(doc: DocHeader, system: ShipSystem, pilot: LinkedActor | null, editable: boolean) {
  const s = shipDerived(system);
  return {
    doc,
    editable,
    system,
    structure: trackContext(s.structure, "system.structure.value"),
    sizeLabel: SHIP_SIZE_LABELS[system.size],
    sizeChoices: SHIP_SIZE_LABELS,
    controlDifficulty: s.controlDifficulty,
    ramModifier: `${signed(s.ramModifier)}D`,
    pilot,
  };
}

export function signedDice(n: number): string {
  return `${signed(n)}D`;
}

// ---------------------------------------------------------------- items

const ITEM_TYPE_LABELS = {
  poolWeapon: "TYPES.Item.poolWeapon",
  poolArmor: "TYPES.Item.poolArmor",
  poolShield: "TYPES.Item.poolShield",
  poolPoison: "TYPES.Item.poolPoison",
  poolInjury: "TYPES.Item.poolInjury",
  poolSpell: "TYPES.Item.poolSpell",
  poolGear: "TYPES.Item.poolGear",
  poolManeuver: "TYPES.Item.poolManeuver",
} as const;
export type PoolItemTypeKey = keyof typeof ITEM_TYPE_LABELS;

/** Context of every pool item sheet: the header's type label and summary plus the body's choices. */
export function itemContext(doc: DocHeader, type: PoolItemTypeKey, system: Record<string, unknown>, editable: boolean) {
  const base = { doc, editable, system, typeLabel: ITEM_TYPE_LABELS[type], summary: "", choices: {} as Record<string, Record<string, string>>, derived: {} as Record<string, unknown> };
  switch (type) {
    case "poolWeapon": {
      const w = system as unknown as WeaponSystem;
      return {
        ...base,
        summary: `${signedDice(weaponDiceOf(w))}`,
        choices: {
          weaponClass: { ...WEAPON_CLASS_LABELS },
          skill: { melee: SKILL_LABELS.melee, ranged: SKILL_LABELS.ranged },
          damage: { ...DAMAGE_LABELS },
          rangeCategory: { ...RANGE_CATEGORY_LABELS },
          reload: { ...RELOAD_LABELS },
          coating: { "": "FRAY.Pool.Poison.None", ...POISON_LABELS },
        },
      };
    }
    case "poolPoison": {
      const strength = system.strength as PoisonStrength;
      const entry = POISONS[strength];
      return { ...base, summary: `TN ${entry.targetNumber}`, choices: { strength: { ...POISON_LABELS } }, derived: { targetNumber: entry.targetNumber, deathHours: poisonDeathHours(entry.targetNumber), cost: entry.costSilver } };
    }
    case "poolInjury":
      return { ...base, choices: { kind: { ...INJURY_LABELS } }, derived: { effect: INJURY_EFFECT_LABELS[system.kind as keyof typeof INJURY_EFFECT_LABELS] } };
    case "poolSpell":
      return { ...base, choices: { actionCost: { partial: ACTION_LABELS.partial, full: ACTION_LABELS.full } } };
    case "poolManeuver": {
      const m = MANEUVERS[system.key as ManeuverKey];
      return {
        ...base,
        choices: { key: { ...MANEUVER_LABELS } },
        derived: {
          actionLabel: ACTION_LABELS[m.action],
          poolDice: m.poolDice,
          weaponDice: m.weaponDiceOverride === undefined ? "" : signedDice(m.weaponDiceOverride),
          damageLabel: m.damage && m.damage !== "structure" && m.damage !== "fear" ? DAMAGE_LABELS[m.damage] : "",
          opposed: m.opposed,
        },
      };
    }
    case "poolArmor":
      return { ...base, summary: `${String(system.armor)}` };
    case "poolShield":
      return { ...base, summary: `${String(system.parry)}` };
    default:
      return base;
  }
}

const INJURY_EFFECT_LABELS = {
  arm: "FRAY.Pool.InjuryEffect.Arm",
  leg: "FRAY.Pool.InjuryEffect.Leg",
  eye: "FRAY.Pool.InjuryEffect.Eye",
  ear: "FRAY.Pool.InjuryEffect.Ear",
  openWound: "FRAY.Pool.InjuryEffect.OpenWound",
  other: "FRAY.Pool.InjuryEffect.Other",
} as const;
