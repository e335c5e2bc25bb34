import { renderExchangeContent } from "../../../foundry/chat/card-render.js";
import { createExchange } from "../../../foundry/chat/create-exchange.js";
import { EXCHANGE_CLOSED, type ExchangeData, type ExchangeStep, type JsonObject } from "../../../foundry/chat/exchange-types.js";
import { FrayCombat } from "../../../foundry/documents/combat.js";
import { FoundryDice } from "../../../foundry/dice/foundry-dice.js";
import { participant } from "../../../foundry/flows/participants.js";
import { localize } from "../../../foundry/flows/notify.js";
import { withLocks } from "../../../foundry/relay/locks.js";
import { exchangeOf } from "../../../foundry/relay/relay.js";
import { INTENTIONS, MANEUVER_TACTICS, currentFlurry, rerollFlurryInitiative, type FlurryEncounterState, type FlurryState, type Intention, type ManeuverTactic } from "../rules/index.js";
import { blowInput, blowOdds, weaponOf, type BlowOdds } from "./flurry-blow.js";
import { defenceFor } from "./flurry-board.js";
import { cardFields, cardFor, type FlurryCardPayload } from "./flurry-card.js";
import { actorOfCombatant, nameOfCombatant } from "./flurry-fight.js";
import { weaponImpact } from "../data/state.js";
import { fighterOf } from "./live.js";
import { currentFlurryOptions } from "./options.js";

/**
 * The flurry cards on the active GM's client: one card per flurry, posted when the flurry opens
 * and kept in step with the fight whatever moved it (a card press, the tracker's End, a rewind,
 * an Undo). The intentions declared so far are held by the GM's client, out of every document,
 * until the last fighter has declared (WC-FLY-4: declared secretly): in memory, and in a
 * client-scope setting (the GM's browser storage, which no other user can read) so a reload of
 * the GM's browser mid-declaration keeps them.
 */

type HeldChoice = { intention: Intention; tactic: ManeuverTactic };
const HELD_SETTING = "flurryHeldDeclarations";

/** Registers the GM's private store of held declarations (never shown in the settings). */
export function registerHeldDeclarations(): void {
  game.settings?.register("fray", HELD_SETTING as never, { scope: "client", config: false, type: Object, default: {} } as never);
}

/**
 * The held declarations by `<combat>/<flurry>`, read from the GM's browser storage each time (it is
 * the only copy: a reload keeps it); anything malformed there is dropped.
 */
function heldStore(): Map<string, Map<string, HeldChoice>> {
  const held = new Map<string, Map<string, HeldChoice>>();
  let stored: unknown;
  try {
    stored = game.settings?.get("fray", HELD_SETTING as never);
  } catch {
    stored = {};
  }
  for (const [key, choices] of Object.entries(stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {})) {
    const map = new Map<string, HeldChoice>();
    for (const [id, choice] of Object.entries(choices && typeof choices === "object" ? (choices as Record<string, { intention?: unknown; tactic?: unknown }>) : {})) {
      if (INTENTIONS.includes(choice?.intention as Intention) && MANEUVER_TACTICS.includes(choice?.tactic as ManeuverTactic))
        map.set(id, { intention: choice.intention as Intention, tactic: choice.tactic as ManeuverTactic });
    }
    if (map.size > 0) held.set(key, map);
  }
  return held;
}

function saveHeld(held: Map<string, Map<string, HeldChoice>>): void {
  const plain = Object.fromEntries([...held].filter(([, map]) => map.size > 0).map(([key, map]) => [key, Object.fromEntries(map)]));
  void game.settings?.set("fray", HELD_SETTING as never, plain as never);
}

/** The declarations held for one flurry. */
export function heldDeclarations(combatId: string, flurryKey: string): ReadonlyMap<string, HeldChoice> {
  return heldStore().get(`${combatId}/${flurryKey}`) ?? new Map();
}

export function holdDeclaration(combatId: string, flurryKey: string, combatantId: string, choice: HeldChoice): void {
  const key = `${combatId}/${flurryKey}`;
  const held = heldStore();
  const map = held.get(key) ?? new Map<string, HeldChoice>();
  map.set(combatantId, choice);
  held.set(key, map);
  saveHeld(held);
}

export function forgetDeclarations(combatId: string, flurryKey: string): void {
  const held = heldStore();
  if (held.delete(`${combatId}/${flurryKey}`)) saveHeld(held);
}

function oddsFor(
  combat: Combat.Implementation,
  flurry: FlurryState,
  attackerId: string,
  targets: readonly string[],
  indefensible: readonly string[],
): BlowOdds[] {
  const attacker = actorOfCombatant(combat, attackerId);
  const me = flurry.fighters.find((f) => f.id === attackerId);
  if (!attacker || !me) return [];
  const wielded = weaponOf(attacker, null, localize("FRAY.Flurry.Card.Fists"));
  const impact = weaponImpact(fighterOf(attacker).attributes.strength.value, wielded.weapon, currentFlurryOptions()).dice;
  return targets.flatMap((id) => {
    const defender = actorOfCombatant(combat, id);
    const defence = defenceFor(combat, flurry, attackerId, id, indefensible.includes(id));
    if (!defender || !defence) return [];
    const setup = blowInput(
      { actor: attacker, id: attackerId, wielded, impact, intention: me.intention ?? "strike" },
      { actor: defender, id, defense: defence },
      combat.round,
    );
    return [blowOdds(setup, defender, nameOfCombatant(combat, id))];
  });
}

/** The card's exchange fields for the fight's state `state` (closed once its flurry is over or gone). */
export function cardStepFor(combat: Combat.Implementation, state: FlurryEncounterState, payload: FlurryCardPayload): ExchangeStep {
  const flurry = state.round === payload.round ? state.flurries.find((f) => f.key === payload.flurryKey) : undefined;
  if (!flurry)
    return {
      state: EXCHANGE_CLOSED,
      pending: null,
      payload: JSON.parse(JSON.stringify({ ...payload, blow: null })) as JsonObject,
      resolution: { ended: true },
    };
  // Declarations are held only while the flurry waits for them (a rewind or a new flurry starts afresh).
  if (flurry.stage !== "intentions") forgetDeclarations(payload.combatId, payload.flurryKey);
  const { pending, view } = cardFor({
    flurry,
    blow: payload.blow,
    declared: new Set(heldDeclarations(payload.combatId, payload.flurryKey).keys()),
    nameOf: (id) => nameOfCombatant(combat, id),
    actorUuidOf: (id) => actorOfCombatant(combat, id)?.uuid ?? null,
    oddsFor: (attackerId, targets, indefensible) => oddsFor(combat, flurry, attackerId, targets, indefensible),
  });
  const fields = cardFields({ ...payload, view }, pending);
  return { ...fields, resolution: pending ? null : { ended: true } };
}

const sameCard = (a: ExchangeData, b: ExchangeStep) =>
  a.state === b.state &&
  JSON.stringify(a.pending) === JSON.stringify(b.pending ?? null) &&
  JSON.stringify((a.payload as { view?: unknown }).view) === JSON.stringify((b.payload as { view?: unknown } | undefined)?.view);

function cardsOf(combatId: string): ChatMessage.Implementation[] {
  return ((game.messages?.contents ?? []) as ChatMessage.Implementation[]).filter((message) => {
    if (message.type !== "exchange") return false;
    const exchange = exchangeOf(message);
    return exchange.ruleset === "flurry" && exchange.kind === "flurry" && (exchange.payload as { combatId?: unknown }).combatId === combatId;
  });
}

/** Brings an open card in step with the fight (no press recorded: nothing was decided on it). */
async function refresh(message: ChatMessage.Implementation, combat: FrayCombat, state: FlurryEncounterState): Promise<void> {
  await withLocks([`ChatMessage.${message.id ?? ""}`], async () => {
    const exchange = exchangeOf(message);
    if (exchange.state === EXCHANGE_CLOSED) return;
    const payload = exchange.payload as unknown as FlurryCardPayload;
    const same = cardStepFor(combat, state, payload);
    if (sameCard(exchange, same)) return;
    const step = cardStepFor(combat, state, { ...payload, step: payload.step + 1 });
    const next: ExchangeData = {
      ...exchange,
      state: step.state,
      pending: step.pending ?? null,
      payload: step.payload ?? exchange.payload,
      resolution: step.resolution ?? exchange.resolution,
    };
    const content = await renderExchangeContent(next, message.rolls);
    await message.update({
      "system.state": next.state,
      "system.pending": next.pending,
      "system.==payload": next.payload,
      "system.==resolution": next.resolution,
      content,
    } as unknown as ChatMessage.UpdateData);
  });
}

const opening = new Set<string>();

/** Posts the card of the flurry now open, when it has none yet. */
async function openCard(combat: FrayCombat, state: FlurryEncounterState): Promise<void> {
  const flurry = currentFlurry(state);
  if (!flurry || !combat.id) return;
  const key = `${combat.id}/${state.round}/${flurry.key}`;
  const posted = cardsOf(combat.id).some((message) => {
    const payload = exchangeOf(message).payload as unknown as FlurryCardPayload;
    return payload.flurryKey === flurry.key && payload.round === state.round;
  });
  if (posted || opening.has(key)) return;
  opening.add(key);
  try {
    // WC-FLY-2: every fighter rolls 3d6 + Fighter rank as the flurry opens (the round's reserve
    // roll stood in until now), on the combat's change queue like any other write of the fight.
    const dice = new FoundryDice();
    await combat.changeEncounter((now) => {
      const open = currentFlurry(now as FlurryEncounterState);
      if (!open || open.key !== flurry.key || open.stage !== "initiative" || open.held.length > 0) return null;
      return rerollFlurryInitiative(now as FlurryEncounterState, dice);
    }, "mark");
    const rolled = (combat.encounterState as FlurryEncounterState | undefined) ?? state;
    const lines = dice.rolls.length > 0 ? [{ key: "FRAY.Flurry.Card.InitiativeRolled" }] : [];
    const payload: FlurryCardPayload = { combatId: combat.id, flurryKey: flurry.key, round: state.round, step: 0, blow: null, lines, view: null };
    const step = cardStepFor(combat, rolled, payload);
    await createExchange({
      ruleset: "flurry",
      kind: "flurry",
      state: step.state,
      participants: (currentFlurry(rolled) ?? flurry).fighters.map((f) => participant("fighter", actorOfCombatant(combat, f.id))),
      pending: step.pending ?? null,
      payload: step.payload ?? {},
      // Each fighter's 3d6 + Fighter rank, then his reserve 3d6 for a tie (WC-INIT-4).
      rolls: dice.rolls.map((roll, i) => ({ roll, purpose: i % 2 === 0 ? "FRAY.Flurry.Roll.FlurryInitiative" : "FRAY.Flurry.Roll.FlurryInitiativeTie", role: "fighter" })),
      rollMode: "publicroll",
    });
  } finally {
    opening.delete(key);
  }
}

/** GM: after every change of a flurry combat, the open flurry has its card and every card shows the fight as it is. */
export function registerFlurryCards(): void {
  registerHeldDeclarations();
  const gm = () => game.users?.activeGM?.isSelf ?? false;
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if (!gm() || !(combat instanceof FrayCombat)) return;
    const state = combat.encounterState as FlurryEncounterState | undefined;
    if (!state || !combat.id) return;
    void (async () => {
      for (const message of cardsOf(combat.id ?? "")) await refresh(message, combat, state);
      await openCard(combat, state);
    })();
  });
  // The Defense on a card follows the board and the fighters' postures (WC-FACE-4, WC-WND-9…14):
  // a token turned or moved, or a status set or cleared, refreshes the open cards of its fights.
  const refreshFightsOf = (actor: Actor.Implementation | null | undefined) => {
    if (!gm() || !actor) return;
    for (const combat of game.combats ?? []) {
      if (!(combat instanceof FrayCombat) || !combat.id) continue;
      const state = combat.encounterState as FlurryEncounterState | undefined;
      if (!state || state.phase !== "flurry" || !combat.combatants.contents.some((c) => c.actor === actor || c.actorId === actor.id)) continue;
      void (async () => {
        for (const message of cardsOf(combat.id ?? "")) await refresh(message, combat, state);
      })();
    }
  };
  Hooks.on("updateToken", (token: TokenDocument.Implementation, changes: object) => {
    if ("x" in changes || "y" in changes || "rotation" in changes) refreshFightsOf(token.actor);
  });
  const effectChanged = (effect: ActiveEffect.Implementation) => refreshFightsOf(effect.parent instanceof Actor ? effect.parent : null);
  Hooks.on("createActiveEffect", effectChanged);
  Hooks.on("deleteActiveEffect", effectChanged);
}
