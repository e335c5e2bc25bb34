import { RulesError, requireInteger } from "../../../core/errors.js";
import { requireBoolean, requireRecord } from "../../../core/validate.js";
import { rangeHindrance, requireBand, type RangeBandKey, type RangedWeaponReach } from "./ranges.js";
import { requireOneOf } from "./choices.js";
import { DEFAULT_DUSK_OPTIONS, type DuskOptions } from "./options.js";

/**
 * Situational modifiers of an attack (DB-SIT-1..12, DB-ACT-2/3/7/8). They are worked out from the
 * attacker's side (positive = the attack is hindered, negative = eased) and then turned into
 * steps on the PC's roll: unchanged when the PC attacks, reversed when the PC defends, because a
 * hindered NPC attack is an eased PC defence (DB-CORE-6).
 */

export const LIGHTS = ["bright", "dim", "veryDim", "darkness"] as const;
export type Light = (typeof LIGHTS)[number];
export const OBSCUREMENTS = ["clear", "light", "heavy"] as const;
export type Obscurement = (typeof OBSCUREMENTS)[number];
export const SURPRISES = ["none", "unsure", "unaware"] as const;
export type Surprise = (typeof SURPRISES)[number];
export const COVERS = ["none", "partial", "full"] as const;
export type Cover = (typeof COVERS)[number];
export const WEAPON_CUTS = ["stabbing", "slashing", "bashing"] as const;
export type WeaponCut = (typeof WEAPON_CUTS)[number];
const ATTACK_MODES = ["melee", "ranged"] as const;
const MOVED_BANDS = ["immediate", "short"] as const;
const PC_ROLES = ["attacker", "defender"] as const;

export interface AttackSituation {
  readonly mode: "melee" | "ranged";
  readonly targetBand?: RangeBandKey | "beyond";
  /** Ranged weapons only: effective and maximum range. */
  readonly weapon?: RangedWeaponReach & { readonly worksUnderwater?: boolean; readonly cut?: WeaponCut };
  readonly cut?: WeaponCut;
  readonly cover?: Cover;
  /** A fully covered target can still be hit by an attack that goes through the cover. */
  readonly penetratesCover?: boolean;
  readonly targetProne?: boolean;
  readonly attackerHigherGround?: boolean;
  readonly surprise?: Surprise;
  readonly light?: Light;
  readonly obscurement?: Obscurement;
  readonly targetHidden?: boolean;
  readonly targetInvisible?: boolean;
  readonly attackerInDeepWater?: boolean;
  readonly attackerAquatic?: boolean;
  readonly underwater?: boolean;
  /** Band the target / the shooter moved this round (ranged only), if any. */
  readonly targetMoved?: "immediate" | "short";
  readonly attackerMoved?: "immediate" | "short";
  /** The GM rules that both moved the same way, so the movement penalties cancel. */
  readonly movedTogether?: boolean;
  /** Attacker charged last movement (DB-ACT-2). */
  readonly attackerCharging?: boolean;
  /** Target took cover as a reaction: the next attack against it is hindered (DB-ACT-7). */
  readonly targetTookCover?: boolean;
  /** Attacker was intercepted by someone protecting the target (DB-ACT-8). */
  readonly attackerIntercepted?: boolean;
  /** Attacker is dazed (DB-SPEC-1). */
  readonly attackerDazed?: boolean;
}

export interface Modifier {
  readonly source: string;
  /** Positive hinders the attack, negative eases it. */
  readonly steps: number;
}

export interface SituationResult {
  /** False when the target cannot be attacked at all (hidden, full cover, out of reach or range). */
  readonly possible: boolean;
  readonly reason: string | undefined;
  readonly modifiers: readonly Modifier[];
  /** Net hindrance of the attack (negative = eased). */
  readonly net: number;
}

/** What a light level lets one see at a band (DB-SIT-8 PROPOSAL): clear, hindered or unseen. */
export function visibilityAt(light: Light, band: RangeBandKey | "beyond"): "clear" | "hindered" | "unseen" {
  if (band !== "beyond") requireBand(band);
  switch (requireOneOf(light, "light", LIGHTS)) {
    case "bright":
      return "clear";
    case "dim":
      return band === "immediate" ? "clear" : band === "short" ? "hindered" : "unseen";
    case "veryDim":
      return band === "immediate" ? "hindered" : "unseen";
    case "darkness":
      return "unseen";
  }
}

/** Steps a Short or Immediate move is worth against ranged attacks (DB-SIT-11 PROPOSAL). */
function moveSteps(moved: "immediate" | "short" | undefined, options: DuskOptions): number {
  if (!moved) return 0;
  return moved === "immediate" ? options.immediateMoveSteps : options.shortMoveSteps;
}

/** Refuses misspelt situation fields, which would otherwise count as "nothing special". */
function checkSituation(s: AttackSituation): void {
  requireRecord(s, "situation");
  requireOneOf(s.mode, "mode", ATTACK_MODES);
  if (s.targetBand !== undefined && s.targetBand !== "beyond") requireBand(s.targetBand);
  if (s.cover !== undefined) requireOneOf(s.cover, "cover", COVERS);
  if (s.surprise !== undefined) requireOneOf(s.surprise, "surprise", SURPRISES);
  if (s.light !== undefined) requireOneOf(s.light, "light", LIGHTS);
  if (s.obscurement !== undefined) requireOneOf(s.obscurement, "obscurement", OBSCUREMENTS);
  if (s.cut !== undefined) requireOneOf(s.cut, "cut", WEAPON_CUTS);
  if (s.weapon?.cut !== undefined) requireOneOf(s.weapon.cut, "cut", WEAPON_CUTS);
  if (s.targetMoved !== undefined) requireOneOf(s.targetMoved, "targetMoved", MOVED_BANDS);
  if (s.attackerMoved !== undefined) requireOneOf(s.attackerMoved, "attackerMoved", MOVED_BANDS);
}

export function attackSituation(s: AttackSituation, options: DuskOptions = DEFAULT_DUSK_OPTIONS): SituationResult {
  checkSituation(s);
  const mods: Modifier[] = [];
  const impossible = (reason: string): SituationResult => ({ possible: false, reason, modifiers: mods, net: 0 });
  const add = (source: string, steps: number) => {
    if (steps !== 0) mods.push({ source, steps });
  };
  const ranged = s.mode === "ranged";
  const band = s.targetBand ?? "immediate";

  if (s.targetHidden) return impossible("hidden");
  // Melee reaches only what is within Immediate distance (DB-SIT-5); farther needs a move first.
  if (!ranged && band !== "immediate") return impossible("outOfReach");
  if (s.cover === "full" && !s.penetratesCover) return impossible("fullCover");
  if (s.cover === "partial" || s.cover === "full") add("cover", options.coverSteps);

  if (s.targetProne) add("prone", ranged ? 1 : -1);
  if (s.attackerHigherGround) add("higherGround", -1);
  if (s.surprise === "unaware") add("surprise", -2);
  else if (s.surprise === "unsure") add("surprise", -1);

  if (ranged) {
    if (s.underwater && !s.weapon?.worksUnderwater) return impossible("underwater");
    if (s.weapon) {
      const reach = rangeHindrance(s.weapon, band, s.underwater ?? false);
      if (!reach.possible) return impossible("outOfRange");
      add("range", reach.steps);
    }
    if (band === "immediate") add("pointBlank", -1);
    if (s.underwater) add("underwater", 1);
    if (!s.movedTogether) {
      add("targetMoved", moveSteps(s.targetMoved, options));
      add("attackerMoved", moveSteps(s.attackerMoved, options));
    }
  } else if (s.underwater && !s.attackerAquatic) {
    const cut = s.cut ?? s.weapon?.cut ?? "bashing";
    add("underwater", cut === "stabbing" ? 1 : 2);
  }
  if (s.attackerInDeepWater && !s.attackerAquatic && !s.underwater) add("deepWater", 1);

  // Seeing the target: light, then obscurement, then invisibility; an unseen target is treated as invisible.
  let sight = visibilityAt(s.light ?? "bright", band);
  if (s.obscurement === "light" && ranged && sight === "clear") sight = "hindered";
  if (s.obscurement === "heavy") {
    if (ranged) sight = "unseen";
    else if (sight === "clear") sight = "hindered";
  }
  if (s.targetInvisible || sight === "unseen") add("unseen", 2);
  else if (sight === "hindered") add("sight", 1);

  if (s.attackerCharging && !ranged) add("charge", -1);
  if (s.targetTookCover) add("tookCover", 1);
  if (s.attackerIntercepted) add("intercepted", 1);
  if (s.attackerDazed) add("dazed", 1);

  return { possible: true, reason: undefined, modifiers: mods, net: mods.reduce((n, m) => n + m.steps, 0) };
}

/**
 * Turns attack modifiers into ease/hinder steps on the PC's roll. `defending` adds the Defend
 * move's easing (DB-ACT-3) and the PC's own daze or wound hindrance is passed in `pcHinder`.
 */
export function stepsForPc(
  result: SituationResult,
  pcRole: "attacker" | "defender",
  extras: { readonly defending?: boolean; readonly pcHinder?: number } = {},
): { readonly ease: number; readonly hinder: number } {
  requireRecord(result, "situation");
  requireOneOf(pcRole, "pcRole", PC_ROLES);
  requireRecord(extras, "extras");
  const pcHinder = extras.pcHinder === undefined ? 0 : requireInteger(extras.pcHinder, "pcHinder", 0, 100);
  if (extras.defending !== undefined) requireBoolean(extras.defending, "defending");
  if (!requireBoolean(result.possible, "possible")) throw new RulesError("FRAY.Dusk.Error.CannotAttack", { reason: result.reason ?? "" });
  // A net beyond ±100 steps is no situation the rules describe.
  const net0 = requireInteger(result.net, "net", -100, 100);
  const fromPc = pcRole === "attacker" ? net0 : -net0;
  let ease = Math.max(0, -fromPc);
  let hinder = Math.max(0, fromPc) + pcHinder;
  if (pcRole === "defender" && extras.defending) ease += 1;
  // Ease and hinder meet as one net number on the difficulty; keep both non-negative.
  const net = hinder - ease;
  ease = Math.max(0, -net);
  hinder = Math.max(0, net);
  return { ease, hinder };
}
