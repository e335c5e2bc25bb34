import { nextDecision, type ExchangeDecision } from "../rules/exchange.js";
import { BRP_DEFAULTS } from "../rules/options.js";
import { successLevel, successThresholds, type RollOptions, type SuccessLevel } from "../rules/success.js";
import { bandsText } from "../sheets/context.js";
import {
  DEFENCE_LABELS,
  DELIVERED_LABELS,
  FIGHT_LABELS,
  FUMBLE_TABLE_LABELS,
  LEVEL_LABELS,
  LOCATION_LABELS,
  SEVERITY_LABELS,
  SPECIAL_LABELS,
  UNCONSCIOUS_LABELS,
} from "../sheets/labels.js";
import { attackOutcome, pendingOf, type ActorRef, type AttackPayload } from "./attack.js";

/**
 * Pure builders of the brp chat cards. A card's payload holds the facts (the exchange machine's
 * state and names); everything the card shows is recomputed from them by the rules on each render,
 * so a card can never show a number the rules did not produce.
 */

export interface CardButton {
  readonly action: string;
  readonly label: string;
  readonly data: Readonly<Record<string, string | number>>;
}

/** The exchange's shared fields every card shows: who may press, the prompt, the applications. */
export interface ExchangeView {
  readonly applications: ReadonlyArray<{ readonly id: string; readonly undone: boolean; readonly deltas: number }>;
}

function buttonsFor(decision: ExchangeDecision, payload: AttackPayload): CardButton[] {
  switch (decision.type) {
    case "defenceChoice":
      return decision.options.map((option, i): CardButton => {
        if (option.kind === "none") return { action: `defend${i}`, label: "FRAY.Brp.Button.NoDefence", data: {} };
        const name = option.kind === "parry" && option.itemId ? (payload.items[option.itemId]?.name ?? "") : "";
        return { action: `defend${i}`, label: option.kind === "parry" ? "FRAY.Brp.Button.Parry" : "FRAY.Brp.Button.Dodge", data: { name, chance: option.chance } };
      });
    case "criticalOrSpecial":
      return [
        { action: "takeCritical", label: "FRAY.Brp.Button.TakeCritical", data: {} },
        { action: "takeSpecial", label: "FRAY.Brp.Button.TakeSpecial", data: {} },
      ];
    case "damageRoll":
      return [{ action: "roll", label: "FRAY.Brp.Button.RollDamage", data: { formula: decision.plan.formula } }];
    case "ideaRoll":
      return [{ action: "rollCharacteristic", label: "FRAY.Brp.Button.RollIdea", data: { chance: payload.chances.idea } }];
    case "stunStamina":
      return [{ action: "rollCharacteristic", label: "FRAY.Brp.Button.RollStamina", data: { chance: payload.chances.stamina } }];
    case "majorWoundLuck":
      return [{ action: "rollCharacteristic", label: "FRAY.Brp.Button.RollLuck", data: { chance: payload.chances.luck } }];
    case "fumble":
      return [{ action: "rollFumble", label: "FRAY.Brp.Button.RollFumble", data: { table: "" } }];
    default:
      return [{ action: "roll", label: "FRAY.Brp.Button.Roll", data: {} }];
  }
}

const level = (l: SuccessLevel | undefined) => (l ? { key: l, label: LEVEL_LABELS[l] } : null);

export function attackCardContext(payload: AttackPayload, view: ExchangeView) {
  const o = attackOutcome(payload);
  const input = payload.exchange.input;
  const answers = payload.exchange.answers;
  const value = (t: "attackRoll" | "defenceRoll") => {
    const a = answers[t];
    return a && "value" in a ? a.value : null;
  };
  const decision = nextDecision(payload.exchange);
  const pending = pendingOf(payload);
  const before = input.defender.harm;
  const newWounds = o.harm ? o.harm.wounds.filter((w) => !before.wounds.some((b) => b.id === w.id)) : [];
  const defenceName = o.defence?.kind === "parry" && o.defence.itemId ? (payload.items[o.defence.itemId]?.name ?? "") : "";
  const live = view.applications.some((a) => !a.undone && a.deltas > 0);
  const buttons = [...(decision ? buttonsFor(decision, payload) : []), ...(live ? [{ action: "undo", label: "FRAY.Brp.Button.Undo", data: {} }] : [])];
  return {
    attacker: payload.attacker,
    defender: payload.defender,
    weapon: payload.weapon.name,
    attack: { roll: value("attackRoll"), chance: input.attacker.chance, level: level(o.attackLevel), malfunction: o.malfunction },
    defence: o.defence
      ? {
          label: o.defence.kind === "parry" ? "FRAY.Brp.Card.ParryWith" : DEFENCE_LABELS[o.defence.kind],
          name: defenceName,
          roll: o.defence.kind === "none" ? null : value("defenceRoll"),
          chance: o.defence.kind === "none" ? null : o.defence.chance,
          level: o.defence.kind === "none" ? null : level(o.defenceLevel),
        }
      : null,
    result: o.delivered ? { label: DELIVERED_LABELS[o.delivered], armorBypassed: o.delivered === "critical" && !(o.matrix?.armorApplies ?? true) } : null,
    damage:
      o.plan && o.damageRolled !== undefined
        ? {
            formula: o.plan.formula,
            rolled: o.damageRolled,
            maximized: o.plan.maximizeWeapon,
            special: o.plan.specialEffect ? SPECIAL_LABELS[o.plan.specialEffect] : null,
            armor: o.armor ?? null,
            applied: o.damageApplied ?? null,
            location: o.location ? LOCATION_LABELS[o.location] : null,
          }
        : null,
    items: [
      ...(o.parryingItem ? [{ key: o.parryingItem.destroyed ? "FRAY.Brp.Card.ItemDestroyed" : "FRAY.Brp.Card.ItemDamaged", name: payload.items[o.parryingItem.id]?.name ?? "", points: o.parryingItem.damage }] : []),
      ...(o.attackingWeaponDamage > 0 ? [{ key: "FRAY.Brp.Card.ItemDamaged", name: payload.weapon.name, points: o.attackingWeaponDamage }] : []),
    ],
    effects: [
      ...(o.knockback?.knockedBack ? [{ key: "FRAY.Brp.Card.KnockedBack", value: o.knockback.metres }] : []),
      ...(o.stunRounds ? [{ key: "FRAY.Brp.Card.Stunned", value: o.stunRounds }] : []),
      ...(o.stunRounds === 0 ? [{ key: "FRAY.Brp.Card.StunResisted", value: 0 }] : []),
      ...(newWounds.some((w) => w.impaled) ? [{ key: "FRAY.Brp.Card.Impaled", value: 0 }] : []),
      ...(newWounds.some((w) => w.bleeding) ? [{ key: "FRAY.Brp.Card.Bleeding", value: 0 }] : []),
      ...(o.events.some((e) => e.type === "conditionAdded" && e.condition.id === "entangled") ? [{ key: "FRAY.Brp.Card.Entangled", value: 0 }] : []),
    ],
    harm: o.harm
      ? {
          hpBefore: before.hp,
          hpAfter: o.harm.hp,
          severity: newWounds[0] ? SEVERITY_LABELS[newWounds[0].severity] : null,
          shockAfterRound: o.harm.shockUnconsciousAfterRound !== before.shockUnconsciousAfterRound ? o.harm.shockUnconsciousAfterRound : null,
          unconscious: o.harm.unconscious && !before.unconscious ? UNCONSCIOUS_LABELS[o.harm.unconscious.reason] : null,
          fatal: o.harm.fatal && !before.fatal ? o.harm.fatal.deathAfterRound : null,
          dead: o.harm.dead && !before.dead,
        }
      : null,
    majorWound: o.majorWound
      ? {
          roll: o.majorWound.row.from === o.majorWound.row.to ? String(o.majorWound.row.from) : `${o.majorWound.row.from}–${o.majorWound.row.to}`,
          label: o.majorWound.row.label,
          permanent: o.majorWound.permanent,
          losses: Object.entries(o.majorWound.losses).map(([k, v]) => `${k} −${v}`),
          fight: FIGHT_LABELS[o.majorWound.fight],
        }
      : null,
    fumbles: o.fumbles.map((f) => ({
      who: f.actorId === input.defender.id ? payload.defender.name : payload.attacker.name,
      table: FUMBLE_TABLE_LABELS[f.table],
      rolls: f.result ? f.result.rolls.join(", ") : "",
      rows: f.result ? f.result.rows.map((r) => r.label) : [],
      capped: f.result?.capped ?? false,
    })),
    prompt: pending?.prompt ?? null,
    promptName: pending?.actorUuid === payload.defender.uuid ? payload.defender.name : pending?.actorUuid === null ? "" : payload.attacker.name,
    buttons,
    closed: decision === null,
  };
}
export type AttackCardContext = ReturnType<typeof attackCardContext>;

// ---------------------------------------------------------------- skill and characteristic rolls

export interface SkillRollPayload {
  readonly actor: ActorRef;
  /** i18n key or plain name of what was rolled. */
  readonly label: string;
  readonly chance: number;
  readonly roll: number;
  /** First Aid: hit points restored to the wound (or lost on a fumble). */
  readonly healed?: { readonly wound: string; readonly points: number; readonly fumbleLoss: number } | null;
}

export function skillCardContext(payload: SkillRollPayload, options: RollOptions = BRP_DEFAULTS) {
  const l = successLevel(payload.roll, payload.chance, options);
  return {
    actor: payload.actor,
    label: payload.label,
    chance: payload.chance,
    roll: payload.roll,
    level: { key: l, label: LEVEL_LABELS[l] },
    bands: bandsText(successThresholds(payload.chance, options)),
    healed: payload.healed ?? null,
  };
}
