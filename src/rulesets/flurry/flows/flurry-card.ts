import type { JsonObject, PendingDecision } from "../../../foundry/chat/exchange-types.js";
import { EXCHANGE_CLOSED } from "../../../foundry/chat/exchange-types.js";
import { flurryDecision, HIT_LOCATIONS, type ExchangeState, type FlurryState, type HitLocation, type Intention, type ManeuverTactic } from "../rules/index.js";
import type { BlowOdds } from "./flurry-blow.js";
import { ENDED_LABELS, INTENTION_LABELS, TACTIC_LABELS } from "./flurry-labels.js";

/**
 * What a flurry card shows and asks (WC-FVTT-5), from the flurry as the rules hold it: each
 * fighter's actions and flurry initiative, who decides now and with which buttons, the odds of
 * the blow about to be struck, and the last blow's story. Intentions and tactics stay hidden
 * until every fighter has declared (the GM's client keeps the early ones).
 */

/** A flurry card's stored payload (written by the GM's client only). */
export interface FlurryCardPayload {
  readonly combatId: string;
  readonly flurryKey: string;
  readonly round: number;
  /** Counts the card's steps: the card state is `step-<n>`, so a press on an older card is refused. */
  readonly step: number;
  /** A blow between its attack roll and its end: waiting for the GM to name the location. */
  readonly blow: { readonly exchange: ExchangeState; readonly attackerId: string; readonly defenderId: string; readonly weapon: string } | null;
  /** The story of the last blow, line by line. */
  readonly lines: readonly CardLine[];
  readonly view: CardView | null;
}

export interface CardLine {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
  /** i18n keys the line's text names (a location, a severity), localized where it is shown. */
  readonly names?: Readonly<Record<string, string>>;
}

export interface FighterRow {
  readonly id: string;
  readonly name: string;
  readonly initiative: number;
  readonly actionsLeft: number;
  readonly actionsMax: number;
  readonly attacking: boolean;
  readonly declared: boolean;
  readonly intention: string | null;
  readonly tactic: string | null;
}

export interface CardView {
  readonly fighters: FighterRow[];
  readonly prompt: CardLine | null;
  readonly odds: BlowOdds[];
  readonly ended: string | null;
  /** WC-FLY-11: the most steps the chooser may press or withdraw (his actions left), while he chooses. */
  readonly steps?: number;
}

export const LOCATION_ACTIONS: Readonly<Record<string, HitLocation>> = Object.fromEntries(
  HIT_LOCATIONS.map((l) => [`hit${l.charAt(0).toUpperCase()}${l.slice(1)}`, l]),
);
export const OUT_OF_ACTIONS: Readonly<Record<string, "press" | "withdraw" | "indefensibleAttack" | "letGo">> = {
  press: "press",
  withdraw: "withdraw",
  indefensible: "indefensibleAttack",
  letGo: "letGo",
};

export interface CardContext {
  readonly flurry: FlurryState;
  readonly blow: FlurryCardPayload["blow"];
  /** Fighters whose intention the GM's client holds, not yet revealed. */
  readonly declared: ReadonlySet<string>;
  readonly nameOf: (combatantId: string) => string;
  readonly actorUuidOf: (combatantId: string) => string | null;
  readonly oddsFor: (attackerId: string, targets: readonly string[], indefensible: readonly string[]) => BlowOdds[];
}

/** The next fighter to declare in the rules' order (attacker first), skipping those already held. */
export function nextDeclarer(flurry: FlurryState, declared: ReadonlySet<string>): string | null {
  const attacker = flurry.attackerId;
  if (attacker && !declared.has(attacker)) return attacker;
  return flurry.fighters.find((f) => !declared.has(f.id))?.id ?? null;
}

/** The button box's prompt (no names: the card says who is waited for) for each view prompt. */
const DECIDE: Readonly<Record<string, string>> = {
  "FRAY.Flurry.Card.PromptTake": "FRAY.Flurry.Card.DecideTake",
  "FRAY.Flurry.Card.PromptDeclare": "FRAY.Flurry.Card.DecideDeclare",
  "FRAY.Flurry.Card.PromptAttack": "FRAY.Flurry.Card.DecideAttack",
  "FRAY.Flurry.Card.PromptOutOfActions": "FRAY.Flurry.Card.DecideOutOfActions",
};

const intentionKey = (i: Intention | undefined) => (i ? INTENTION_LABELS[i] : null);
const tacticKey = (t: ManeuverTactic | undefined) => (t ? TACTIC_LABELS[t] : null);

/** The pending decision and the view of a flurry card. */
export function cardFor(context: CardContext): { pending: PendingDecision | null; view: CardView } {
  const { flurry, declared, nameOf } = context;
  const decision = flurryDecision(flurry);
  const fighters: FighterRow[] = flurry.fighters.map((f) => ({
    id: f.id,
    name: nameOf(f.id),
    initiative: f.initiative,
    actionsLeft: f.actionsLeft,
    actionsMax: f.actionsMax,
    attacking: flurry.attackerId === f.id && flurry.stage === "attacking",
    declared: Boolean(f.intention) || declared.has(f.id),
    intention: intentionKey(f.intention),
    tactic: tacticKey(f.tactic),
  }));
  const ask = (actor: string, actions: string[], prompt: string): { pending: PendingDecision; view: CardView } => ({
    pending: { actorUuid: context.actorUuidOf(actor), actions, prompt: DECIDE[prompt]! },
    view: { fighters, prompt: { key: prompt, data: { name: nameOf(actor) } }, odds: [], ended: null },
  });
  if (context.blow) {
    const view: CardView = {
      fighters,
      prompt: { key: "FRAY.Flurry.Card.PromptLocation", data: { name: nameOf(context.blow.defenderId) } },
      odds: [],
      ended: null,
    };
    return { pending: { actorUuid: null, actions: Object.keys(LOCATION_ACTIONS), prompt: "FRAY.Flurry.Card.DecideLocation" }, view };
  }
  switch (decision.kind) {
    case "ended":
      return { pending: null, view: { fighters, prompt: null, odds: [], ended: ENDED_LABELS[decision.reason] } };
    case "takeOrHold":
      return ask(decision.actor, ["take", "hold", "breakOff"], "FRAY.Flurry.Card.PromptTake");
    case "declareIntention": {
      const next = nextDeclarer(flurry, declared) ?? decision.actor;
      return ask(next, ["declare"], "FRAY.Flurry.Card.PromptDeclare");
    }
    case "attack": {
      const asked = ask(decision.actor, ["attack", "breakOff"], "FRAY.Flurry.Card.PromptAttack");
      return { ...asked, view: { ...asked.view, odds: context.oddsFor(decision.actor, decision.targets, decision.indefensible) } };
    }
    case "outOfActions": {
      const actions = Object.entries(OUT_OF_ACTIONS)
        .filter(([, choice]) => decision.options.includes(choice))
        .map(([action]) => action);
      const asked = ask(decision.actor, actions, "FRAY.Flurry.Card.PromptOutOfActions");
      return {
        ...asked,
        view: {
          ...asked.view,
          prompt: { key: "FRAY.Flurry.Card.PromptOutOfActions", data: { name: nameOf(decision.actor), other: nameOf(decision.actionless) } },
          steps: flurry.fighters.find((f) => f.id === decision.actor)?.actionsLeft ?? 0,
        },
      };
    }
  }
}

/** The card's exchange fields for a payload: `step-<n>` while open, closed once the flurry ended. */
export function cardFields(
  payload: FlurryCardPayload,
  pending: PendingDecision | null,
): { state: string; pending: PendingDecision | null; payload: JsonObject } {
  return { state: pending ? `step-${payload.step}` : EXCHANGE_CLOSED, pending, payload: JSON.parse(JSON.stringify(payload)) as JsonObject };
}
