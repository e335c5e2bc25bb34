import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { factsOf, withView } from "../../../foundry/chat/card-payload.js";
import { defenceRoundOf, defenderStateOf, exchangeWeaponOf, livingDerived, parryItemsOf, shieldWeaponOf, skillChance, systemOf, type ItemLike, type LivingSystem } from "../data/state.js";
import { attackChance } from "../rules/attack.js";
import { BRP_DEFAULTS, type BrpOptions } from "../rules/options.js";
import type { LevelLimits } from "../rules/success.js";
import type { DefenderState } from "../rules/defence.js";
import type { AttackPayload, NewAttack } from "./attack.js";
import { attackCardContext } from "./cards.js";

/**
 * Builds an attack's input from two actors as plain documents (their `system` and items): the
 * attacker's weapon and damage modifier, the defender's injuries, armor, parrying items and this
 * round's defences. The Foundry flow and the browser fixtures both use it, so a fixture shows
 * exactly what Foundry would post.
 */

export interface ActorLike {
  readonly uuid: string | null;
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly system: LivingSystem;
  readonly items: readonly ItemLike[];
  /** Status effects set on the actor or its token (Helpless, Kneeling, Vision obscured …). */
  readonly statuses?: readonly string[];
}

/** The conditions a GM or player sets as status effects (BRP-DATA-3), by status id. */
export const BRP_CONDITION_STATUSES = ["engaged", "unengaged", "aiming", "kneeling", "staunching", "helpless", "visionObscured", "defensive"] as const;

const has = (actor: ActorLike, status: string): boolean => actor.statuses?.includes(status) ?? false;

export interface AttackSituation {
  readonly round: number;
  /** The chance after the roll dialog's grades, range band and modifiers; defaults to the skill. */
  readonly chance?: number;
  readonly limits?: LevelLimits;
  /** The defender can see the attacker (needed to dodge fast missiles). */
  readonly visible?: boolean;
  /** Thrown instead of wielded (a dagger or spear that can be thrown). */
  readonly thrown?: boolean;
  /** The defender stated "fight defensively" for this round (BRP-DEFN-1). */
  readonly defenderDefensive?: boolean;
}

const itemUuid = (actor: ActorLike, id: string) => (actor.uuid ? `${actor.uuid}.Item.${id}` : null);

/** The skill chance an attack with this weapon or shield starts from. */
export function baseAttackChance(attacker: ActorLike, weapon: ItemLike): number {
  const skills = livingDerived(attacker.system, attacker.items).skills;
  const key = (systemOf(weapon, "brpShield") ?? systemOf(weapon, "brpWeapon"))?.skill ?? "";
  return skillChance(skills, key);
}

export function attackInput(attacker: ActorLike, weapon: ItemLike, defender: ActorLike, situation: AttackSituation, options: BrpOptions = BRP_DEFAULTS): NewAttack {
  const a = livingDerived(attacker.system, attacker.items, options);
  const d = livingDerived(defender.system, defender.items, options);
  const parry = parryItemsOf(defender.items, d.skills);
  let w = weapon.type === "brpShield" ? shieldWeaponOf(weapon) : exchangeWeaponOf(weapon);
  // A hand weapon thrown at range: thrown kind, half the damage modifier (BRP-MSL-6).
  if (situation.thrown && w.kind === "melee") w = { ...w, kind: "thrown", missileSpeed: "thrown", modifierMode: "half" };
  const rolls = d.values?.rolls ?? { idea: 0, stamina: 0, luck: 0 };
  return {
    attacker: { uuid: attacker.uuid, name: attacker.name, img: attacker.img },
    defender: { uuid: defender.uuid, name: defender.name, img: defender.img },
    weapon: { name: weapon.name ?? "", uuid: itemUuid(attacker, weapon.id ?? "") },
    items: Object.fromEntries(parry.map((p) => [p.id, { name: p.name, uuid: itemUuid(defender, p.id) }])),
    chances: { idea: rolls.idea, stamina: rolls.stamina, luck: rolls.luck },
    input: {
      round: situation.round,
      options,
      attacker: {
        id: attacker.id,
        siz: attacker.system.characteristics.SIZ,
        // The dialog's chance already counts the attacker's statuses; without it the rules apply them.
        chance: situation.chance ?? attackChance(baseAttackChance(attacker, weapon), { visionObscured: has(attacker, "visionObscured"), staunching: has(attacker, "staunching") }).chance ?? 0,
        ...(situation.limits ? { limits: situation.limits } : {}),
        damageModifier: a.values?.damageModifier ?? "0",
        weapon: w,
        ...(situation.visible === undefined ? {} : { visible: situation.visible }),
      },
      // A weapon whose blows cannot be parried leaves the defender a Dodge or nothing (BRP-PAR-7).
      ...(systemOf(weapon, "brpWeapon")?.parryable === false ? { areaOrSweep: true } : {}),
      defender: {
        id: defender.id,
        harm: d.harm,
        armor: d.armor,
        state: withStatuses(defenderStateOf(defender.system, d), defender),
        items: parry,
        // Fighting defensively: stated for the round, or set on the defender as a status.
        round: defenceRoundOf(defender.system.defence, situation.round, situation.defenderDefensive === true || has(defender, "defensive")),
        bodyKind: defender.system.body,
      },
    },
  };
}

/** The payload stored on the message: the facts plus the view the card body renders. */
export function payloadWithView(payload: AttackPayload): JsonObject {
  return withView(payload, attackCardContext(payload));
}

/** The facts of a stored payload (the view is recomputed, never trusted). */
export function payloadOf(stored: JsonObject): AttackPayload {
  return factsOf<AttackPayload>(stored);
}

/** The defender's state with the conditions set as status effects (helpless, kneeling, staunching). */
function withStatuses(state: DefenderState, defender: ActorLike): DefenderState {
  return {
    ...state,
    ...(has(defender, "helpless") ? { helpless: true } : {}),
    ...(has(defender, "kneeling") ? { kneeling: true } : {}),
    ...(has(defender, "staunching") ? { staunching: true } : {}),
  };
}
