import type { ExchangeData } from "../../foundry/chat/exchange-types.js";
import { assertRefused, exchangeOn, lastCard, valueOf } from "../expect.js";
import { exchangeOfMessage } from "../hands.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { hero, itemId, ogre } from "./fixtures.js";

/** Clashes from the sheet to the end of the card: Luck windows, reactions, maneuvers, damage, follow-ups. */

/** Starts a clash from a sheet: the attacker's seat targets, answers the dialog and rolls `face`. */
export async function attack(table: Table, seat: Seat, attacker: DocumentRef, weapon: string, defender: DocumentRef, face: number, dialog: Record<string, string | number | boolean> = {}): Promise<DocumentRef> {
  const hand = table.seat(seat);
  await hand.target(defender);
  hand.answerDialog(dialog);
  table.queueDice(100, [face]);
  await hand.sheetAction(attacker, "attack", { itemId: itemId(table, seat, attacker, "clashWeapon", weapon) });
  return lastCard(hand);
}

/** The card's clash payload as a seat sees it (rolls, reaction, resolution, damage). */
export function clashOn(table: Table, seat: Seat, card: DocumentRef) {
  return exchangeOn(table.seat(seat), card).payload as unknown as {
    state: {
      attackerRoll: { face: number; tier: string } | null;
      defenderRoll: { face: number; tier: string } | null;
      reaction: { id: string } | null | undefined;
      resolution: { key: string; hitter: string | null; maneuvers: number; fumblers: string[] } | null;
      maneuverIds: string[];
      damage: { rolled: number; armor: number; dealt: number } | null;
      followUps: Array<{ maneuverId: string; result: string; original: { face: number } }>;
    };
    deadline: number | null;
    view: { odds: Array<{ name: string; defenderHits: string; attackerHits: string }> };
  };
}

/**
 * An attack the defender lets through ("no reaction", pressed by `defenderSeat`), won with a
 * success or better, and the named maneuvers picked by the attacker's seat.
 */
export async function winUnanswered(table: Table, seat: Seat, attacker: DocumentRef, weapon: string, defender: DocumentRef, face: number, defenderSeat: Seat, maneuvers: readonly string[]): Promise<DocumentRef> {
  const card = await attack(table, seat, attacker, weapon, defender, face);
  await table.seat(defenderSeat).press(card, "noReaction");
  table.seat(seat).answerDialog(pick(table, seat, attacker, ...maneuvers));
  await table.seat(seat).press(card, "chooseManeuvers");
  return card;
}

/** The follow-up cards a seat sees that follow the clash `card`, oldest first. */
export function followUpCards(table: Table, seat: Seat, card: DocumentRef): Array<DocumentRef & { exchange: ExchangeData }> {
  return table
    .seat(seat)
    .messages()
    .flatMap((message) => {
      if (message.type !== "exchange" || !message.id) return [];
      const exchange = exchangeOfMessage(message);
      const follows = exchange.kind === "clashFollowUp" && (exchange.payload as { origin?: string }).origin === card.id;
      return follows ? [{ uuid: message.uuid, id: message.id, name: message.type, exchange }] : [];
    });
}

/** A follow-up card's payload as a seat sees it. */
export function followUpOn(table: Table, seat: Seat, card: DocumentRef) {
  return exchangeOn(table.seat(seat), card).payload as unknown as { origin: string; against: { face: number; tier: string }; roll: { face: number; tier: string } | null; result: string | null; maneuver: { name: string } };
}

/** Rolls damage (`faces` on a d`sides`) and applies it: two presses by `seat`. */
export async function rollAndApply(table: Table, seat: Seat, card: DocumentRef, sides: number, faces: number[]): Promise<void> {
  table.queueDice(sides, faces);
  await table.seat(seat).press(card, "rollDamage");
  await table.seat(seat).press(card, "applyDamage");
}

/** The chooser's answer: a box ticked for each named maneuver of the winner. */
export function pick(table: Table, seat: Seat, winner: DocumentRef, ...names: string[]): Record<string, boolean> {
  return Object.fromEntries(names.map((name) => [`maneuver.${itemId(table, seat, winner, "clashManeuver", name)}`, true]));
}

const noLuck = { luck: { value: 0, max: 0 } };
const AP = "system.ap.value";
const LUCK = "system.luck.value";
const HP = "system.hp.value";
const statusesOf = (table: Table, seat: Seat, actor: DocumentRef) => [...table.seat(seat).actor(actor).statuses];

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "clash",
    name: "the hero attacks the ogre: one AP spent, the ogre's GM may force a reroll, keep the roll or take no reaction",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      const exchange = exchangeOn(table.seat("gm"), card);
      assert.equal(exchange.pending?.actorUuid, o.uuid, "the ogre's owner decides");
      assert.deepEqual(exchange.pending?.actions, ["forceReroll", "keepRoll", "noReaction"]);
      for (const seat of ["gm", "playerA"] as const) assert.equal(valueOf(table.seat(seat), a, AP), 1, `${seat} sees the AP spent`);
    },
  },
  {
    ruleset: "clash",
    name: "the hero's 73 fails; she flips it to 37 for a luck point and every client sees one luck left (DL-TV-17)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 73);
      assert.deepEqual(exchangeOn(table.seat("playerA"), card).pending?.actions, ["luckReroll", "luckFlip", "luckPass"]);
      await table.seat("playerA").press(card, "luckFlip");
      assert.deepEqual(clashOn(table, "gm", card).state.attackerRoll, { face: 37, value: 37, skill: 60, tier: "success", flipped: true } as never);
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), a, LUCK), 1);
      assert.equal(exchangeOn(table.seat("gm"), card).pending?.actorUuid, o.uuid, "now the ogre decides");
    },
  },
  {
    ruleset: "clash",
    name: "the hero rerolls a failed 73 with luck and the new 20 stands as a success",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 73);
      table.queueDice(100, [20]);
      await table.seat("playerA").press(card, "luckReroll");
      assert.deepInclude(clashOn(table, "gm", card).state.attackerRoll ?? {}, { face: 20, tier: "success" });
      assert.equal(valueOf(table.seat("gm"), a, LUCK), 1);
    },
  },
  {
    ruleset: "clash",
    name: "the ogre's GM forces the hero to roll again; the new 88 is a fumble and her own luck window stays shut (DL-LUCK-2, DL-LUCK-5)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      table.queueDice(100, [88]);
      await table.seat("gm").press(card, "forceReroll");
      assert.deepInclude(clashOn(table, "playerA", card).state.attackerRoll ?? {}, { face: 88, tier: "fumble" });
      assert.equal(valueOf(table.seat("playerA"), o, LUCK), 0);
      const pending = exchangeOn(table.seat("gm"), card).pending;
      assert.equal(pending?.actorUuid, o.uuid, "the ogre now picks its reaction");
      assert.include(pending?.actions ?? [], "noReaction");
    },
  },
  {
    ruleset: "clash",
    name: "the hero misses, the ogre counter attacks and wins one maneuver, clubs her through her leather and Stun lands (DL-TV-18)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 73);
      await table.seat("gm").press(card, "keepRoll");
      table.queueDice(100, [35]); // the club at 55: a success
      await table.seat("gm").press(card, "react1");
      assert.equal(valueOf(table.seat("playerB"), o, AP), 1, "the counter attack cost the ogre one AP");
      assert.deepInclude(clashOn(table, "gm", card).state.resolution ?? {}, { key: "failure/success", hitter: "defender", maneuvers: 1 });
      table.seat("gm").answerDialog(pick(table, "gm", o, "Stun"));
      await table.seat("gm").press(card, "chooseManeuvers");
      table.queueDice(10, [7]);
      await table.seat("gm").press(card, "rollDamage");
      assert.equal(valueOf(table.seat("playerA"), a, HP), 12, "rolled damage waits for its own Apply");
      assert.deepEqual(exchangeOn(table.seat("gm"), card).pending?.actions, ["applyDamage"]);
      await table.seat("gm").press(card, "applyDamage");
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), a, HP), 7, `${seat} sees 12 − (7 − 2)`);
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed", "the clash card hands Stun to a card of its own");
      // Stun is resisted with Endurance 30 against the ogre's own 35: 45 fails, and it lands.
      const [stun] = followUpCards(table, "playerA", card);
      assert.ok(stun, "every client sees the follow-up card");
      assert.equal(stun!.exchange.pending?.actorUuid, a.uuid, "the hero rolls to resist");
      table.queueDice(100, [45]);
      await table.seat("playerA").press(stun!, "rollFollowUp");
      assert.deepInclude(followUpOn(table, "gm", stun!), { result: "lands", origin: card.id });
      assert.include(statusesOf(table, "playerB", a), "stunned");
      assert.equal(exchangeOn(table.seat("gm"), stun!).state, "closed");
    },
  },
  {
    ruleset: "clash",
    name: "the ogre evades the sword: the blow is turned aside, no damage is rolled, the ogre still takes its maneuver (DL-CLASH-6)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      await table.seat("gm").press(card, "keepRoll");
      table.queueDice(100, [11]); // Evade 30: a double under the skill, a critical
      await table.seat("gm").press(card, "react2");
      assert.deepInclude(clashOn(table, "gm", card).state.resolution ?? {}, { key: "success/critical", hitter: "defender", maneuvers: 1 });
      table.seat("gm").answerDialog(pick(table, "gm", o, "Shove Aside"));
      await table.seat("gm").press(card, "chooseManeuvers");
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed", "no damage step after an evade");
      assert.equal(valueOf(table.seat("playerA"), a, HP), 12);
      assert.equal(valueOf(table.seat("playerA"), o, AP), 1);
    },
  },
  {
    ruleset: "clash",
    name: "the ogre takes no reaction: the hero's success wins one maneuver, Bleed lands at once, and 6 damage less the ogre's hide leaves 16",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      await table.seat("gm").press(card, "noReaction");
      assert.deepInclude(clashOn(table, "gm", card).state.resolution ?? {}, { key: "success/failure", hitter: "attacker", maneuvers: 1 });
      assert.equal(valueOf(table.seat("gm"), o, AP), 2, "not reacting costs nothing");
      table.seat("playerA").answerDialog(pick(table, "playerA", a, "Bleed"));
      await table.seat("playerA").press(card, "chooseManeuvers");
      assert.include(statusesOf(table, "gm", o), "bleeding");
      await rollAndApply(table, "playerA", card, 8, [6]);
      assert.equal(valueOf(table.seat("gm"), o, HP), 16);
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
    },
  },
  {
    ruleset: "clash",
    name: "a critical 44 against no reaction wins two maneuvers: Bleed and Trip, and the ogre's Evade of 20 cannot stop the fall",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 44);
      await table.seat("gm").press(card, "noReaction");
      assert.deepInclude(clashOn(table, "gm", card).state.resolution ?? {}, { key: "critical/failure", maneuvers: 2 });
      table.seat("playerA").answerDialog(pick(table, "playerA", a, "Bleed", "Trip"));
      await table.seat("playerA").press(card, "chooseManeuvers");
      await rollAndApply(table, "playerA", card, 8, [3]);
      assert.equal(valueOf(table.seat("gm"), o, HP), 19, "3 less the hide's 2");
      // Trip: the ogre's Evade 20 is a success, the hero's 44 a critical: the better tier lands.
      const [trip] = followUpCards(table, "gm", card);
      table.queueDice(100, [20]);
      await table.seat("gm").press(trip!, "rollFollowUp");
      assert.sameMembers(statusesOf(table, "playerA", o), ["bleeding", "prone"]);
    },
  },
  {
    ruleset: "clash",
    name: "the winner closes the maneuver chooser: nothing is sent and the card still waits for the choice",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      await table.seat("gm").press(card, "noReaction");
      const before = JSON.stringify(exchangeOn(table.seat("gm"), card));
      table.seat("playerA").answerDialog(null);
      await table.seat("playerA").press(card, "chooseManeuvers");
      assert.equal(JSON.stringify(exchangeOn(table.seat("gm"), card)), before);
    },
  },
  {
    ruleset: "clash",
    name: "the GM undoes the hero's damage and the ogre's hit points come back on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      await table.seat("gm").press(card, "noReaction");
      table.seat("playerA").answerDialog(pick(table, "playerA", a, "Bleed"));
      await table.seat("playerA").press(card, "chooseManeuvers");
      await rollAndApply(table, "playerA", card, 8, [6]);
      assert.equal(valueOf(table.seat("gm"), o, HP), 16);
      await table.seat("gm").undo(card);
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), o, HP), 20);
      assert.include(statusesOf(table, "gm", o), "bleeding", "the earlier maneuver is its own step, still standing");
    },
  },
  {
    ruleset: "clash",
    name: "undoing the hero's flip gives her luck point back",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 73);
      await table.seat("playerA").press(card, "luckFlip");
      assert.equal(valueOf(table.seat("gm"), a, LUCK), 1);
      await table.seat("playerA").undo(card);
      assert.equal(valueOf(table.seat("gm"), a, LUCK), 2);
    },
  },
  {
    ruleset: "clash",
    name: "a player who does not own the hero presses her luck buttons and is refused; nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 73);
      const before = JSON.stringify(exchangeOn(table.seat("gm"), card));
      await table.seat("playerB").press(card, "luckFlip", a.uuid);
      assertRefused(table.seat("playerB"), assert);
      assert.equal(JSON.stringify(exchangeOn(table.seat("gm"), card)), before);
      assert.equal(valueOf(table.seat("gm"), a, LUCK), 2);
    },
  },
  {
    ruleset: "clash",
    name: "the hero's player tries to choose the ogre's reaction and is refused",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      await table.seat("playerA").press(card, "noReaction", o.uuid);
      assertRefused(table.seat("playerA"), assert);
      assert.equal(clashOn(table, "gm", card).state.reaction, undefined, "the ogre has not reacted");
    },
  },
  {
    ruleset: "clash",
    name: "pressing Luck: flip twice spends one luck point: the second press finds the card moved on and is refused",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 73);
      await table.seat("playerA").press(card, "luckFlip");
      await table.seat("playerA").press(card, "luckFlip", a.uuid);
      assertRefused(table.seat("playerA"), assert);
      assert.equal(valueOf(table.seat("gm"), a, LUCK), 1);
    },
  },
  {
    ruleset: "clash",
    name: "damage that empties the ogre's hit points leaves it unconscious",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre({ hp: { value: 3, max: 20 } }));
      const card = await winUnanswered(table, "playerA", a, "Longsword", o, 35, "gm", ["Bleed"]);
      await rollAndApply(table, "playerA", card, 8, [8]);
      assert.equal(valueOf(table.seat("gm"), o, HP), 0);
      assert.include(statusesOf(table, "gm", o), "unconscious");
    },
  },
  {
    ruleset: "clash",
    name: "a fumble is the GM's to settle: the player's press is refused, the GM's closes the card (DL-CLASH-7)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre({ luck: { value: 0, max: 0 } }));
      const card = await attack(table, "playerA", a, "Longsword", o, 88);
      await table.seat("gm").press(card, "noReaction");
      const exchange = exchangeOn(table.seat("gm"), card);
      assert.deepEqual(exchange.pending, { actorUuid: null, actions: ["adjudicate"], prompt: "FRAY.Clash.Prompt.Adjudicate" });
      await table.seat("playerA").press(card, "adjudicate", null);
      assertRefused(table.seat("playerA"), assert);
      await table.seat("gm").press(card, "adjudicate", null);
      assert.equal(exchangeOn(table.seat("playerA"), card).state, "closed");
    },
  },
  {
    ruleset: "clash",
    name: "without a target the attack button only says to target someone first",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      await table.createActor(ogre());
      const count = table.seat("playerA").messages().length;
      await table.seat("playerA").sheetAction(a, "attack", { itemId: itemId(table, "playerA", a, "clashWeapon", "Longsword") });
      assertRefused(table.seat("playerA"), assert);
      assert.equal(table.seat("playerA").messages().length, count, "no card");
      assert.equal(valueOf(table.seat("gm"), a, AP), 2);
    },
  },
  {
    ruleset: "clash",
    name: "a hero with no action points left is refused before any dice are rolled (DL-AP-1)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], { ap: { value: 0, max: 2 } }));
      const o = await table.createActor(ogre());
      await table.seat("playerA").target(o);
      await table.seat("playerA").sheetAction(a, "attack", { itemId: itemId(table, "playerA", a, "clashWeapon", "Longsword") });
      assertRefused(table.seat("playerA"), assert);
      assert.lengthOf(table.seat("gm").messages().filter((m) => m.type === "exchange"), 0);
    },
  },
];
