import { pressExchangeAction } from "../../../foundry/chat/press.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import { hpAfterRoundStart, setAp, type ClashEncounterState } from "../rules/index.js";
import { exchangeOf } from "../../../foundry/relay/relay.js";
import { payloadOf } from "./card-view.js";
import { awaitsDefenderChoice, decisionOf } from "./clash-card.js";

/**
 * What the clash ruleset adds to a live world (DL-FVTT-7): a countdown on every clash card that
 * waits on a defender with a deadline, and on the active GM's client the timer itself — when a
 * deadline passes, the GM presses "No reaction" for the absent player through the same relay
 * any press takes (so it is recorded on the card like any decision).
 */

/** Seconds left before `deadline` (ms since the epoch), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const TICK_MS = 1000;
const expired = new Set<string>();

/** Writes the seconds left into every countdown on the card, once a second while it is shown. */
function startCountdown(html: HTMLElement): void {
  const element = html.querySelector<HTMLElement>("[data-fray-countdown]");
  const deadline = Number(element?.dataset["frayCountdown"]);
  const time = element?.querySelector("time");
  if (!element || !time || !Number.isFinite(deadline)) return;
  const tick = () => {
    const left = secondsLeft(deadline, Date.now());
    time.textContent = `${left}s`;
    if (left > 0 && element.isConnected) setTimeout(tick, TICK_MS);
  };
  tick();
}

/**
 * The active GM takes "no reaction" for every clash card whose defender let the deadline pass
 * (`now` is the GM's clock; the interval passes the current time).
 */
export async function takeExpiredReactions(now: number): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  const presses: Promise<void>[] = [];
  const recent = (game.messages?.contents ?? []) as ChatMessage.Implementation[];
  for (const message of recent.slice(-50)) {
    if (message.type !== "exchange" || !message.id || expired.has(message.id)) continue;
    const exchange = exchangeOf(message);
    if (exchange.ruleset !== "clash" || exchange.kind !== "clash") continue;
    const payload = payloadOf(exchange.payload);
    if (payload.deadline === null || payload.deadline > now || !awaitsDefenderChoice(decisionOf(payload))) continue;
    expired.add(message.id);
    presses.push(pressExchangeAction(message, "noReaction", payload.defender.uuid).finally(() => expired.delete(message.id ?? "")));
  }
  await Promise.all(presses);
}

/**
 * DL-AP-3 / DL-FVTT-3: every clash combatant's AP refill when a new round begins (the encounter
 * model refills its own count; this keeps the actors' pools, which the cards spend, in step), and
 * a bleeding or poisoned one loses its hit points for the round.
 */
async function refillActionPoints(combat: Combat.Implementation): Promise<void> {
  const updates = combat.combatants.contents.flatMap((combatant) => {
    const actor = combatant.actor;
    const system = actor?.system as { ap?: { value: number; max: number }; hp?: { value: number } } | undefined;
    if (!actor || !String(actor.type).startsWith("clash") || !system?.ap || !system.hp) return [];
    // DL-CM-3: bleeding and poison cost their hit point as the round begins.
    const hp = hpAfterRoundStart([...actor.statuses], system.hp.value);
    const change: Record<string, number> = {};
    if (system.ap.value !== system.ap.max) change["system.ap.value"] = system.ap.max;
    if (hp !== system.hp.value) change["system.hp.value"] = hp;
    return Object.keys(change).length > 0 ? [actor.update(change as Actor.UpdateData)] : [];
  });
  await Promise.all(updates);
}

/**
 * DL-FVTT-3: the tracker's AP follow the actors' pools, which the clash cards spend (a proactive
 * action, a reaction out of turn) and undo gives back. Active GM only, one change at a time.
 */
async function syncTrackerAp(actor: Actor.Implementation): Promise<void> {
  const ap = (actor.system as { ap?: { value: number } }).ap?.value;
  if (ap === undefined) return;
  for (const combat of game.combats?.contents ?? []) {
    if (!(combat instanceof FrayCombat)) continue;
    for (const combatant of combat.combatants.contents) {
      if (combatant.actor?.uuid !== actor.uuid || !combatant.id) continue;
      const id = combatant.id;
      await combat.changeEncounter((state) => {
        const current = state as ClashEncounterState;
        return current.order?.some((c) => c.id === id) ? setAp(current, id, Math.min(ap, current.order.find((c) => c.id === id)!.apMax)) : null;
      });
    }
  }
}

export function registerClashHooks(): void {
  Hooks.on("updateActor", (actor: Actor.Implementation, changed: { system?: { ap?: { value?: number } } }) => {
    if (game.users?.activeGM?.isSelf && changed.system?.ap?.value !== undefined && String(actor.type).startsWith("clash")) void syncTrackerAp(actor);
  });
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    if (message.type === "exchange" && exchangeOf(message).ruleset === "clash") startCountdown(html);
  });
  Hooks.once("ready", () => {
    const timer = setInterval(() => {
      takeExpiredReactions(Date.now()).catch((error: unknown) => console.error("Fray | clash reaction timer", error));
    }, TICK_MS);
    // Outside a browser (a script host) the timer must not keep the process alive.
    (timer as unknown as { unref?: () => void }).unref?.();
  });
  Hooks.on("updateCombat", (combat: Combat.Implementation, changed: { round?: number }) => {
    if (game.users?.activeGM?.isSelf && changed.round !== undefined && changed.round > 1) void refillActionPoints(combat);
  });
}
