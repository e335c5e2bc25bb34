import type { JsonObject } from "../../../foundry/chat/exchange-types.js";
import { factsOf, withView } from "../../../foundry/chat/card-payload.js";
import { CLASH_TABLE, TIERS, clashCellKey, oddsAgainstRoll, type ClashCell, type ClashOptions, type ClashRoll, type ExchangeEvent, type LuckWindow, type Tier } from "../rules/index.js";
import { awaitsDefenderChoice, decisionOf, type ClashPayload, type ReactionView } from "./clash-card.js";

/**
 * What the clash card's body shows, computed from the payload whenever it changes (stored as
 * `payload.view`, so the template only prints): each side's rolls with their tiers and what
 * changed them, the Luck spent, the table with the cell that landed, the defender's live odds
 * while they choose, maneuvers, follow-ups and damage. Pure.
 */

export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  critical: "FRAY.Clash.Tier.Critical",
  success: "FRAY.Clash.Tier.Success",
  failure: "FRAY.Clash.Tier.Failure",
  fumble: "FRAY.Clash.Tier.Fumble",
};

const CAUSE_LABELS = {
  first: "FRAY.Clash.Card.Rolled",
  reroll: "FRAY.Clash.Card.Rerolled",
  forcedReroll: "FRAY.Clash.Card.ForcedReroll",
  flip: "FRAY.Clash.Card.Flipped",
} as const;

const WINDOW_LABELS: Readonly<Record<LuckWindow, string>> = {
  attackerOwnFailure: "FRAY.Clash.Card.Window.AttackerOwnFailure",
  defenderForcesReroll: "FRAY.Clash.Card.Window.DefenderForcesReroll",
  attackerForcesReroll: "FRAY.Clash.Card.Window.AttackerForcesReroll",
  defenderOwnFailure: "FRAY.Clash.Card.Window.DefenderOwnFailure",
};

const NO_HIT_LABELS = {
  bothFail: "FRAY.Clash.Cell.BothFail",
  attackerFumbles: "FRAY.Clash.Cell.AttackerFumbles",
  defenderFumbles: "FRAY.Clash.Cell.DefenderFumbles",
  bothFumble: "FRAY.Clash.Cell.BothFumble",
} as const;

export const SKILL_LABELS = {
  melee: "FRAY.Clash.Skill.Melee",
  ranged: "FRAY.Clash.Skill.Ranged",
  brawl: "FRAY.Clash.Skill.Brawl",
  evade: "FRAY.Clash.Skill.Evade",
  magic: "FRAY.Clash.Skill.Magic",
  willpower: "FRAY.Clash.Skill.Willpower",
  endurance: "FRAY.Clash.Skill.Endurance",
} as const;

export const STATUS_LABELS = {
  prone: "FRAY.Clash.Status.Prone",
  stunned: "FRAY.Clash.Status.Stunned",
  disarmed: "FRAY.Clash.Status.Disarmed",
  bleeding: "FRAY.Clash.Status.Bleeding",
  pinned: "FRAY.Clash.Status.Pinned",
  blinded: "FRAY.Clash.Status.Blinded",
  poisoned: "FRAY.Clash.Status.Poisoned",
} as const;

const NO_HIT_SHORT = {
  bothFail: "FRAY.Clash.Cell.Short.BothFail",
  attackerFumbles: "FRAY.Clash.Cell.Short.AttackerFumbles",
  defenderFumbles: "FRAY.Clash.Cell.Short.DefenderFumbles",
  bothFumble: "FRAY.Clash.Cell.Short.BothFumble",
} as const;

/** A cell's text on the table (the source's table in our phrasing), in full and as a grid's short form. */
export function cellLabel(cell: ClashCell): { key: string; short: string; count: number } {
  if (cell.kind === "higherRoll") return { key: "FRAY.Clash.Cell.HigherRoll", short: "FRAY.Clash.Cell.Short.HigherRoll", count: 0 };
  if (cell.kind === "noHit") return { key: NO_HIT_LABELS[cell.result], short: NO_HIT_SHORT[cell.result], count: 0 };
  return cell.hitter === "attacker"
    ? { key: "FRAY.Clash.Cell.AttackerHits", short: "FRAY.Clash.Cell.Short.AttackerHits", count: cell.maneuvers }
    : { key: "FRAY.Clash.Cell.DefenderHits", short: "FRAY.Clash.Cell.Short.DefenderHits", count: cell.maneuvers };
}

const shown = (face: number) => String(face % 100).padStart(2, "0");
const percent = (p: number) => `${Math.round(p * 1000) / 10}%`;

interface RollLine {
  readonly face: string;
  readonly skill: number;
  readonly tier: Tier;
  readonly tierLabel: string;
  readonly causeLabel: string;
  readonly final: boolean;
}

function rollLines(events: readonly ExchangeEvent[], role: "attack" | "reaction"): RollLine[] {
  const rolls = events.flatMap((e) => (e.type === "rolled" && e.role === role ? [e] : []));
  return rolls.map((e, i) => line(e.roll, CAUSE_LABELS[e.cause], i === rolls.length - 1));
}

function line(roll: ClashRoll, causeLabel: string, final: boolean): RollLine {
  return { face: shown(roll.face), skill: roll.skill, tier: roll.tier, tierLabel: TIER_LABELS[roll.tier], causeLabel, final };
}

function reactionName(reaction: ReactionView): { name: string; item: string | null } {
  return { name: reaction.name, item: reaction.item };
}

export function clashCardView(payload: ClashPayload, options: Pick<ClashOptions, "tiePolicy" | "tierPreset">): JsonObject {
  const { state } = payload;
  const decision = decisionOf(payload);
  const resolution = state.resolution;
  const chosenReaction = state.reaction ? payload.reactions.find((r) => r.id === state.reaction!.id) ?? null : null;
  const attackerRoll = state.attackerRoll;

  const grid = [...TIERS].reverse().map((defender) => ({
    tierLabel: TIER_LABELS[defender],
    cells: [...TIERS].reverse().map((attacker) => {
      const key = clashCellKey(attacker, defender);
      const cell = CLASH_TABLE.get(key)!;
      const label = cellLabel(cell);
      return { key, label: label.key, short: label.short, count: label.count, hitter: cell.kind === "hit" ? cell.hitter : cell.kind === "higherRoll" ? "either" : "none", landed: resolution?.key === key };
    }),
  }));

  const odds =
    attackerRoll && awaitsDefenderChoice(decision)
      ? [
          ...payload.reactions.map((r) => ({ ...reactionName(r), skill: r.skill, ...oddsText(oddsAgainstRoll(attackerRoll, r.skill, options)) })),
          { name: "FRAY.Clash.Button.NoReaction", item: null, skill: null, ...oddsText(oddsAgainstRoll(attackerRoll, null, options)) },
        ]
      : [];

  const winner = resolution?.hitter ? payload[resolution.hitter] : null;
  const negated = resolution?.hitter === "defender" && chosenReaction !== null && !chosenReaction.dealsDamage;
  const outcome = !resolution
    ? null
    : resolution.stalemate
      ? { key: "FRAY.Clash.Outcome.Stalemate", name: "", count: 0 }
      : !winner
        ? { key: "FRAY.Clash.Outcome.NoHit", name: "", count: 0 }
        : { key: negated ? "FRAY.Clash.Outcome.Negates" : resolution.maneuvers > 0 ? "FRAY.Clash.Outcome.Hits" : "FRAY.Clash.Outcome.HitsHigher", name: winner.name, count: resolution.maneuvers };

  const view = {
    attacker: { ...payload.attacker, rolls: rollLines(state.events, "attack") },
    defender: {
      ...payload.defender,
      decided: state.reaction !== undefined,
      reaction: chosenReaction ? reactionName(chosenReaction) : null,
      rolls: rollLines(state.events, "reaction"),
    },
    action: payload.action,
    luck: Object.entries(state.luckUsed).filter(([, used]) => used).map(([window]) => WINDOW_LABELS[window as LuckWindow]),
    resolution: resolution
      ? {
          attackerTier: TIER_LABELS[resolution.key.split("/")[0] as Tier],
          defenderTier: state.reaction ? TIER_LABELS[resolution.key.split("/")[1] as Tier] : "FRAY.Clash.Card.NoReactionRow",
          cell: cellLabel(resolution.cell),
          fumblers: resolution.fumblers.map((side) => payload[side].name),
        }
      : null,
    outcome,
    grid,
    columns: [...TIERS].reverse().map((t) => TIER_LABELS[t]),
    odds,
    maneuvers: state.maneuverIds.map((id) => {
      const m = payload.maneuvers[id];
      return { name: m?.name ?? id, description: m?.description ?? "", followUp: m?.followUp ? SKILL_LABELS[m.followUp] : null, status: m?.status ? STATUS_LABELS[m.status] : null };
    }),
    followUps: state.followUps.map((f) => ({
      name: payload.maneuvers[f.maneuverId]?.name ?? f.maneuverId,
      target: nameOf(payload, f.targetId),
      skill: skillLabel(f.skill),
      roll: line(f.roll, CAUSE_LABELS.first, true),
      against: line(f.original, CAUSE_LABELS.first, true),
      landed: f.result === "lands",
    })),
    damage: state.damage ? { rolled: state.damage.rolled, armor: state.damage.armor, dealt: state.damage.dealt, target: nameOf(payload, state.damage.targetId), hp: payload.hp, applied: payload.applied } : null,
    followUpCards: (payload.followUpCards ?? []).map((f) => ({ name: payload.maneuvers[f.maneuverId]?.name ?? f.maneuverId, target: nameOf(payload, f.actorId), skill: skillLabel(f.skill) })),
    deadline: payload.deadline,
    closed: decision.type === "done",
  };
  return JSON.parse(JSON.stringify(view)) as JsonObject;
}

function nameOf(payload: ClashPayload, uuid: string): string {
  return uuid === payload.attacker.uuid ? payload.attacker.name : payload.defender.name;
}

/** A skill key's label (an unknown key shows as itself). */
export function skillLabel(skill: string): string {
  return SKILL_LABELS[skill as keyof typeof SKILL_LABELS] ?? skill;
}

function oddsText(odds: ReturnType<typeof oddsAgainstRoll>) {
  return { defenderHits: percent(odds.defenderHits), attackerHits: percent(odds.attackerHits), nobodyHits: percent(odds.nobodyHits) };
}

/** The payload with its view, as the card stores it. */
export function payloadWithView(payload: ClashPayload, options: Pick<ClashOptions, "tiePolicy" | "tierPreset">): JsonObject {
  return withView(payload, clashCardView(payload, options));
}

/** The payload as stored, without its view. */
export function payloadOf(stored: JsonObject): ClashPayload {
  const rest = factsOf<Omit<ClashPayload, "applied" | "followUpCards"> & Partial<Pick<ClashPayload, "applied" | "followUpCards">>>(stored);
  // Cards posted before damage had its own Apply step applied it with the roll (their hit points are set).
  return { ...rest, applied: rest.applied ?? rest.hp !== null, followUpCards: rest.followUpCards ?? null };
}
