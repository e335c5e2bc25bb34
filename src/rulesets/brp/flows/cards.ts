import { nextDecision, type ExchangeDecision } from "../rules/exchange.js";
import { BRP_DEFAULTS } from "../rules/options.js";
import { fumbleRow } from "../rules/fumbles.js";
import { successLevel, successThresholds, type RollOptions, type SuccessLevel } from "../rules/success.js";
import { bandsText } from "../sheets/context.js";
import {
  DEFENCE_LABELS,
  DELIVERED_LABELS,
  FIGHT_LABELS,
  FUMBLE_TABLE_LABELS,
  GRAPPLE_LABELS,
  LEVEL_LABELS,
  locationLabel,
  SEVERITY_LABELS,
  SPECIAL_LABELS,
  UNCONSCIOUS_LABELS,
} from "../sheets/labels.js";
import { ACTION_LABELS, attackOutcome, defenceActions, pendingOf, type ActorRef, type AttackPayload } from "./attack.js";

/**
 * Pure builders of the brp chat cards. A card's payload holds the facts (the exchange machine's
 * state and names); everything the card shows is recomputed from them by the rules on each render,
 * so a card can never show a number the rules did not produce.
 */

/** One defence the defender may choose, as the card lists it next to the buttons. */
export interface DefenceLine {
  readonly action: string;
  readonly buttonLabel: string;
  readonly name: string;
  readonly chance: number;
  readonly idea: boolean;
}

function defenceLines(decision: ExchangeDecision | null, payload: AttackPayload): DefenceLine[] {
  if (decision?.type !== "defenceChoice") return [];
  const actions = defenceActions(decision);
  // "No defence" needs no line: its button says it all.
  return decision.options.flatMap((option, i) => (option.kind === "none" ? [] : [{
    action: actions[i] ?? "",
    buttonLabel: ACTION_LABELS[actions[i] ?? ""] ?? "FRAY.Brp.Button.NoDefence",
    name: option.kind === "parry" && option.itemId ? (payload.items[option.itemId]?.name ?? "") : "",
    chance: option.chance,
    idea: option.needsIdeaRoll,
  }]));
}

const level = (l: SuccessLevel | undefined) => (l ? { key: l, label: LEVEL_LABELS[l] } : null);

export function attackCardContext(payload: AttackPayload) {
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
            location: o.location ? locationLabel(o.location, before.body) : null,
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
    /** An entangle: what the attacker may follow with next round, or that the weapon is out of their hand (BRP-SPC-12). */
    entangle: o.entangleFollowUps ? { holds: o.entangleFollowUps.length > 0, followUps: o.entangleFollowUps.map((e) => GRAPPLE_LABELS[e]) } : null,
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
      /** Each d100 roll with the row it landed on (range and effect), "roll more" rows included. */
      steps: f.result
        ? f.result.rolls.map((roll) => {
            const row = fumbleRow(f.table, roll);
            return { roll: rangeText(roll), range: `${rangeText(row.from)}–${rangeText(row.to)}`, label: row.label };
          })
        : [],
      capped: f.result?.capped ?? false,
    })),
    defences: defenceLines(decision, payload),
    /** A defence answers on the attacker's DEX rank and costs the defender none of theirs (BRP-ACT-3, BRP-ACT-5). */
    defenceRank: "FRAY.Brp.Card.DefenceTakesNoRank",
    damageFormula: decision?.type === "damageRoll" ? decision.plan.formula : null,
    rulings: rulingLines(payload),
    waitingFor: pending ? (pending.actorUuid === payload.defender.uuid ? payload.defender.name : payload.attacker.name) : null,
    closed: decision === null,
  };
}
export type AttackCardContext = ReturnType<typeof attackCardContext>;

/** The GM's rulings made on a card (BRP-FVTT-7), as the lines its body shows. */
function rulingLines(payload: AttackPayload): Array<{ key: string; siz: number }> {
  const { input, answers } = payload.exchange;
  const row = answers.majorWoundRoll;
  return [
    ...(input.unparryable ? [{ key: "FRAY.Brp.Ruling.CardUnparryable", siz: 0 }] : []),
    ...(input.knockbackSiz !== undefined ? [{ key: "FRAY.Brp.Ruling.CardKnockbackSiz", siz: input.knockbackSiz }] : []),
    ...(row?.type === "majorWoundRoll" && row.chosen ? [{ key: "FRAY.Brp.Ruling.CardMajorWound", siz: 0 }] : []),
  ];
}

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

/** A d100 result or table bound as printed: 01…99, and 00 for 100. */
function rangeText(n: number): string {
  return n === 100 ? "00" : String(n).padStart(2, "0");
}
