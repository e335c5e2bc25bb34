import { createExchange } from "../../foundry/chat/create-exchange.js";
import { EXCHANGE_ACTION, EXCHANGE_OPEN, EXCHANGE_UNDO } from "../../foundry/relay/relay.js";
import { askGM, type RelayAnswer } from "../../foundry/relay/socket.js";
import { exchangeOn, lastCard, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, ScenarioAssert, Seat, SeatHand, Table } from "../table.js";
import { aldric, mercenary } from "./fixtures.js";

/**
 * A player with the browser console attacks the GM relay (see src/foundry/relay/README.md): forged
 * identity, forged card state, forged undo records, junk dice and replays, sent through Fray's own
 * socket functions or straight at documents. The server names the sender; the GM holds the card;
 * nothing the attacker's client says moves a document it may not move. Also: an assistant GM, a
 * player who only observes, and two hits landing on one actor at once, undone out of order.
 */

const WOUNDS = "system.tracks.wound.value";
const SPEAR_THRUST = [1, 3, 4, 4, 6];
/** A d6 pool's roll as a client serializes it: formula, total and the faces it shows. */
const shownRoll = (faces: readonly number[]) => ({ formula: `${faces.length}d6`, total: faces.reduce((a, b) => a + b, 0), terms: [{ results: faces.map((result) => ({ result, active: true })) }] });

/** A guard with ten wound boxes, so two hits never fill the track. */
const gateGuard = (name = "Gate guard") => ({ ...mercenary(name), system: { parry: 2, skills: { melee: 3 }, tracks: { wound: { value: 0, max: 10 } } } });

async function thrust(table: Table, seat: Seat, hero: DocumentRef, foe: DocumentRef): Promise<DocumentRef> {
  const hand = table.seat(seat);
  await hand.target(foe);
  hand.answerDialog({});
  table.queueDice(6, SPEAR_THRUST);
  await hand.sheetAction(hero, "attack", { itemId: hand.actor(hero).items.contents.find((item) => String(item.type) === "poolWeapon")?.id ?? "" });
  return lastCard(hand);
}

/** What an attacker's console gets back from the GM for a hand-made request. */
function ask(hand: SeatHand, type: string, body: unknown): Promise<RelayAnswer | null> {
  return hand.console(() => askGM(type, body));
}

/** Everything a seat can see of the world, to prove an attack changed nothing. */
function worldOf(hand: SeatHand, actors: readonly DocumentRef[]): string {
  const cards = hand.messages().map((message) => ({ id: message.id, author: message.author?.id, system: message.system }));
  return JSON.stringify({ actors: actors.map((actor) => hand.actor(actor).toObject()), cards });
}

function assertUnchanged(table: Table, before: string, actors: readonly DocumentRef[], assert: ScenarioAssert, what: string): void {
  assert.equal(worldOf(table.seat("gm"), actors), before, `${what} changed nothing`);
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "a second player's console claims to be the GM and the attacker's owner: the server names the sender and nothing moves",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await thrust(table, "playerA", hero, foe);
      const before = worldOf(table.seat("gm"), [hero, foe]);
      const gmId = table.seat("gm").userId;
      const forged = { messageId: card.id, action: "apply", applicationId: "forged1", claimedState: "open", actorUuid: hero.uuid, data: {}, userId: gmId, isGM: true, asker: gmId };
      const answer = await ask(table.seat("playerB"), EXCHANGE_ACTION, forged);
      assert.equal(answer?.status, "refused");
      assert.equal(answer?.reason, "FRAY.Relay.NotOwner", "judged as player B, whatever the request says");
      assertUnchanged(table, before, [hero, foe], assert, "the forged press");
      const undo = await ask(table.seat("playerB"), EXCHANGE_UNDO, { messageId: card.id, applicationId: "forged1", userId: gmId });
      assert.equal(undo?.status, "refused");
      assertUnchanged(table, before, [hero, foe], assert, "the forged undo");
    },
  },
  {
    ruleset: "pool",
    name: "a player's console makes its own attack card with six sixes against the guard; its buttons do nothing",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const rogue = await table.createActor({ ...aldric(["playerB"]), name: "Rogue" });
      const foe = await table.createActor(mercenary());
      const real = await thrust(table, "playerA", hero, foe);
      const payload = { ...exchangeOn(table.seat("gm"), real).payload, dice: [6, 6, 6, 6, 6, 6] };
      const attacker = table.seat("playerB");
      await attacker.console(() =>
        createExchange({
          ruleset: "pool",
          kind: "attack",
          state: "open",
          participants: [{ role: "attacker", actorUuid: rogue.uuid, tokenUuid: null, name: "Rogue" }],
          pending: { actorUuid: rogue.uuid, actions: ["apply"], prompt: "FRAY.Pool.Card.ApplyPrompt" },
          payload,
        }),
      );
      const forged = lastCard(attacker);
      assert.notEqual(forged.id, real.id);
      const before = worldOf(table.seat("gm"), [hero, rogue, foe]);
      attacker.clearNotices();
      await attacker.press(forged, "apply", rogue.uuid);
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 0, "the mercenary is untouched");
      assertUnchanged(table, before, [hero, rogue, foe], assert, "pressing the console-made card");
      const answer = await ask(attacker, EXCHANGE_ACTION, { messageId: forged.id, action: "apply", applicationId: "x1", claimedState: "open", actorUuid: rogue.uuid, data: {} });
      assert.equal(answer?.reason, "FRAY.Relay.NotGMCard");
    },
  },
  {
    ruleset: "pool",
    name: "a player edits the GM's card to make the decision theirs and to wipe its record; the card is the GM's and nothing moves",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const rogue = await table.createActor({ ...aldric(["playerB"]), name: "Rogue" });
      const foe = await table.createActor(mercenary());
      const card = await thrust(table, "playerA", hero, foe);
      await table.seat("playerA").press(card, "apply");
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2);
      const before = worldOf(table.seat("gm"), [hero, rogue, foe]);
      const attacker = table.seat("playerB");
      await attacker
        .console(async () => {
          const message = game.messages?.find((m) => m.id === card.id);
          await message?.update({ "system.state": "open", "system.pending": { actorUuid: rogue.uuid, actions: ["apply"], prompt: "x" }, "system.applications": [] } as never);
        })
        .catch(() => undefined);
      assertUnchanged(table, before, [hero, rogue, foe], assert, "the edit");
      const replay = await ask(attacker, EXCHANGE_ACTION, { messageId: card.id, action: "apply", applicationId: "again", claimedState: "open", actorUuid: rogue.uuid, data: {} });
      assert.equal(replay?.status, "refused");
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2, "no second hit");
    },
  },
  {
    ruleset: "pool",
    name: "a player's card carries a forged undo record that would delete the guard's weapon; undo is refused and the weapon stays",
    seats: ["playerB"],
    async run(table, assert) {
      const rogue = await table.createActor({ ...aldric(["playerB"]), name: "Rogue" });
      const foe = await table.createActor({ ...mercenary(), items: [{ name: "Halberd", type: "poolWeapon", system: { weaponClass: "heavy", skill: "melee" } }] });
      const halberd = table.seat("gm").actor(foe).items.contents[0];
      const attacker = table.seat("playerB");
      await attacker.console(async () => {
        const message = await createExchange({ ruleset: "pool", kind: "attack", state: "closed", participants: [], payload: {} });
        await message?.update({ "system.applications": [{ id: "u1", userId: attacker.userId, action: "apply", undone: false, deltas: [{ kind: "create", parentUuid: rogue.uuid, documentName: "Item", data: {}, createdUuid: halberd?.uuid ?? "" }] }] } as never);
      });
      const forged = lastCard(attacker);
      const answer = await ask(attacker, EXCHANGE_UNDO, { messageId: forged.id, applicationId: "u1" });
      assert.equal(answer?.reason, "FRAY.Relay.NotGMCard");
      assert.lengthOf(table.seat("gm").actor(foe).items.contents, 1, "the halberd is still the guard's");
    },
  },
  {
    ruleset: "pool",
    name: "a replayed press is answered as already applied and a fresh one as too late: the mercenary takes one hit",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await thrust(table, "playerA", hero, foe);
      const press = { messageId: card.id, action: "apply", applicationId: "press1", claimedState: "open", actorUuid: hero.uuid, data: {} };
      const player = table.seat("playerA");
      assert.equal((await ask(player, EXCHANGE_ACTION, press))?.status, "applied");
      assert.equal((await ask(player, EXCHANGE_ACTION, press))?.status, "repeat");
      assert.equal((await ask(player, EXCHANGE_ACTION, { ...press, applicationId: "press2" }))?.status, "refused");
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2, "two wounds, once");
      assert.lengthOf(exchangeOn(table.seat("gm"), card).applications, 1);
    },
  },
  {
    ruleset: "pool",
    name: "junk at every step — ten sixes, faces of 7, a forged roll, no dice, junk choices and targets — opens no card and moves nothing",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const player = table.seat("playerA");
      const tokenUuid = player.actor(foe).getActiveTokens()[0]?.document.uuid ?? foe.uuid;
      const itemId = player.actor(hero).items.contents[0]?.id ?? "";
      const choices = { profile: "weapon", maneuver: "none", cover: "none", distance: 0, extraDice: 0, thrown: false };
      const base = { itemId, choices, targets: [tokenUuid] };
      const open = (data: unknown) => ask(player, EXCHANGE_OPEN, { ruleset: "pool", kind: "attack", actorUuid: hero.uuid, data });
      const before = worldOf(table.seat("gm"), [hero, foe]);
      const cards = table.seat("gm").messages().length;
      const junk: unknown[] = [
        { ...base, faces: Array(10).fill(6), roll: { formula: "10d6", total: 60 } },
        { ...base, faces: [7, 6, 6, 6, 6], roll: { formula: "5d6", total: 31 } },
        { ...base, faces: [6, 6, 6, 6, 6], roll: { formula: "5d6", total: 12 } },
        { ...base, faces: [6, 6, 6, 6, 6] },
        { ...base, faces: "66666" },
        { ...base, choices: { ...choices, extraDice: 50 }, faces: Array(54).fill(6), roll: { formula: "54d6", total: 324 } },
        { ...base, choices: { ...choices, profile: "siege" }, faces: [1], roll: { formula: "1d6", total: 1 } },
        // The roll shown has the right formula and total, but other dice than the faces sent.
        { ...base, faces: SPEAR_THRUST, roll: shownRoll([6, 4, 4, 3, 1]) },
        { ...base, faces: SPEAR_THRUST, roll: { formula: "5d6", total: 18 } },
        { ...base, targets: ["Actor.nobody"], faces: SPEAR_THRUST, roll: { formula: "5d6", total: 18 } },
        { ...base, targets: Array(40).fill(tokenUuid), faces: SPEAR_THRUST, roll: { formula: "5d6", total: 18 } },
        null,
        [1, 2, 3],
      ];
      for (const data of junk) {
        const answer = await open(data);
        assert.equal(answer?.status, "refused", `refused: ${JSON.stringify(data)?.slice(0, 60)}`);
      }
      assert.equal(table.seat("gm").messages().length, cards, "no card was opened");
      assertUnchanged(table, before, [hero, foe], assert, "junk");
      const honest = await open({ ...base, faces: SPEAR_THRUST, roll: shownRoll(SPEAR_THRUST) });
      assert.equal(honest?.status, "applied", "the same request with honest dice opens the card");
      assert.deepEqual((lastCard(player).exchange.payload as { dice?: number[] }).dice, SPEAR_THRUST);
    },
  },
  {
    ruleset: "pool",
    name: "an assistant GM applies a player's attack and undoes it; the active GM's client does the writing",
    seats: ["playerA", "assistant"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const card = await thrust(table, "playerA", hero, foe);
      await table.seat("assistant").press(card, "apply");
      assert.equal(valueOf(table.seat("playerA"), foe, WOUNDS), 2);
      const exchange = exchangeOn(table.seat("gm"), card);
      assert.equal(exchange.applications[0]?.userId, table.seat("assistant").userId, "recorded as the assistant's press");
      await table.seat("assistant").undo(card);
      assert.equal(valueOf(table.seat("playerA"), foe, WOUNDS), 0);
    },
  },
  {
    ruleset: "pool",
    name: "a player who only observes the attacker presses Apply and Undo and sends them by hand; every one is refused",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      const watcher = table.seat("playerB");
      await table.seat("gm").console(async () => {
        const actor = game.actors?.find((a) => a.id === hero.id);
        await actor?.update({ [`ownership.${watcher.userId}`]: 2 } as never);
      });
      assert.equal((watcher.actor(hero).toObject() as { ownership?: Record<string, number> }).ownership?.[watcher.userId], 2, "player B observes Aldric");
      const card = await thrust(table, "playerA", hero, foe);
      const before = worldOf(table.seat("gm"), [hero, foe]);
      watcher.clearNotices();
      await watcher.press(card, "apply", hero.uuid);
      assertUnchanged(table, before, [hero, foe], assert, "the observer's press");
      await table.seat("playerA").press(card, "apply");
      const applied = worldOf(table.seat("gm"), [hero, foe]);
      const undo = await ask(watcher, EXCHANGE_UNDO, { messageId: card.id, applicationId: exchangeOn(table.seat("gm"), card).applications[0]?.id ?? "" });
      assert.equal(undo?.status, "refused");
      assertUnchanged(table, applied, [hero, foe], assert, "the observer's undo");
    },
  },
  {
    ruleset: "pool",
    name: "two players' thrusts land on one guard at the same moment and both count; undoing the older keeps the newer",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const rogue = await table.createActor({ ...aldric(["playerB"]), name: "Rogue" });
      const foe = await table.createActor(gateGuard());
      const first = await thrust(table, "playerA", hero, foe);
      const second = await thrust(table, "playerB", rogue, foe);
      await Promise.all([table.seat("playerA").press(first, "apply"), table.seat("playerB").press(second, "apply")]);
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 4, "2 + 2 wounds: no hit lost");
      await table.seat("gm").undo(first);
      assert.equal(valueOf(table.seat("gm"), foe, WOUNDS), 2, "the newer hit survives the undo of the older");
      table.seat("gm").clearNotices();
      await table.seat("gm").undo(second);
      assert.deepEqual(table.seat("gm").notices(), []);
      assert.equal(valueOf(table.seat("playerA"), foe, WOUNDS), 0);
    },
  },
];
