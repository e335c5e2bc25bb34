import { EXCHANGE_ACTION, EXCHANGE_OPEN } from "../../foundry/relay/relay.js";
import { askGM, type RelayAnswer } from "../../foundry/relay/socket.js";
import { exchangeOn, lastCard, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, SeatHand, Table } from "../table.js";
import { attackWith, duel, itemId, kallistor, templeGuard, yvarre } from "./fixtures.js";

/**
 * A player with the browser console attacks the brp side of the GM relay (see
 * src/foundry/relay/README.md): a statement of intent sent in another's name and as a "GM", and
 * junk dice at the attack roll and at the defence roll. Nothing the attacker's client claims moves
 * a document it may not move.
 */

const HP = "system.hitPoints.value";

function ask(hand: SeatHand, type: string, body: unknown): Promise<RelayAnswer | null> {
  return hand.console(() => askGM(type, body));
}

function combatantOf(table: Table, actor: DocumentRef): string {
  return table.seat("gm").combat()?.combatants.contents.find((combatant) => combatant.actor?.id === actor.id)?.id ?? "";
}

function statements(table: Table): Record<string, { hidden?: boolean }> {
  return (table.seat("gm").combat() as unknown as { encounterState?: { statements?: Record<string, { hidden?: boolean }> } }).encounterState?.statements ?? {};
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "a second player's console states intent for Yvarre and a hidden one as the GM: the first is refused, the second is recorded as open",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const rival = await table.createActor(kallistor());
      const guard = await table.createActor(templeGuard());
      const combat = await table.startCombat([hero, rival, guard]);
      const form = { action: "attack", moveMetres: 0, actions: 1, delayTo: 0, hidden: true };
      const gmId = table.seat("gm").userId;
      const attacker = table.seat("playerB");
      const forged = await ask(attacker, "brp.intent", { combatId: combat.id, combatantId: combatantOf(table, hero), form, userId: gmId });
      assert.equal(forged?.reason, "FRAY.Relay.NotOwner", "judged as player B, whatever the request says");
      assert.notOk(statements(table)[combatantOf(table, hero)], "nothing stated for Yvarre");
      const own = await ask(attacker, "brp.intent", { combatId: combat.id, combatantId: combatantOf(table, rival), form, userId: gmId, isGM: true });
      assert.equal(own?.status, "applied");
      assert.notOk(statements(table)[combatantOf(table, rival)]?.hidden, "only a GM states hidden intent");
      const junk = await ask(attacker, "brp.intent", { combatId: combat.id, combatantId: combatantOf(table, rival), form: { ...form, actions: 1e9 } });
      assert.equal(junk?.status, "refused");
    },
  },
  {
    ruleset: "brp",
    name: "junk d100s — 0, 101, 50.5, two dice, a forged roll, a roll showing another die — open no attack card; the honest 42 does",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const player = table.seat("playerA");
      const tokenUuid = player.actor(guard).getActiveTokens()[0]?.document.uuid ?? guard.uuid;
      const base = { itemId: itemId(table, "playerA", hero, "brpWeapon", "Broadsword"), targets: [tokenUuid], choices: { grade: "normal", flat: 0, distance: 0, defence: 0 } };
      // A d100 as a client serializes it: the one die it shows adds up to the total.
      const roll = (total: number, formula = "1d100", shown = total) => [{ roll: { formula, total, terms: [{ results: [{ result: shown, active: true }] }] } }];
      const cards = table.seat("gm").messages().length;
      for (const data of [
        { ...base, values: [0], rolls: roll(0) },
        { ...base, values: [101], rolls: roll(101) },
        { ...base, values: [50.5], rolls: roll(50.5) },
        { ...base, values: [5, 5], rolls: [...roll(5), ...roll(5)] },
        { ...base, values: [5], rolls: roll(95) },
        { ...base, values: [5], rolls: roll(5, "1d1") },
        { ...base, values: [5] },
        // The right formula and total, but the die shown is another one.
        { ...base, values: [42], rolls: roll(42, "1d100", 7) },
        { ...base, choices: { ...base.choices, flat: 500 }, values: [5], rolls: roll(5) },
        { ...base, itemId: "nothing", values: [5], rolls: roll(5) },
      ]) {
        const answer = await ask(player, EXCHANGE_OPEN, { ruleset: "brp", kind: "attack", actorUuid: hero.uuid, data });
        assert.equal(answer?.status, "refused", `refused: ${JSON.stringify(data.values)}`);
      }
      assert.equal(table.seat("gm").messages().length, cards, "no card was opened");
      const honest = await ask(player, EXCHANGE_OPEN, { ruleset: "brp", kind: "attack", actorUuid: hero.uuid, data: { ...base, values: [42], rolls: roll(42) } });
      assert.equal(honest?.status, "applied");
      assert.equal(lastCard(player).exchange.state, "defenceChoice");
    },
  },
  {
    ruleset: "brp",
    name: "the attacker's console chooses the guard's defence, then a d100 of 500 is sent for it: both refused, the card waits as it was",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, guard } = await duel(table);
      const player = table.seat("playerA");
      const card = await attackWith(table, "playerA", hero, "Broadsword", guard, 42);
      const before = JSON.stringify(exchangeOn(table.seat("gm"), card));
      const press = { messageId: card.id, action: "dodge", applicationId: "d1", claimedState: "defenceChoice", actorUuid: guard.uuid, data: { values: [1], rolls: [{ roll: { formula: "1d100", total: 1 } }] } };
      assert.equal((await ask(player, EXCHANGE_ACTION, press))?.reason, "FRAY.Relay.NotOwner");
      const gm = table.seat("gm");
      const junk = await ask(gm, EXCHANGE_ACTION, { ...press, applicationId: "d2", data: { values: [500], rolls: [{ roll: { formula: "1d100", total: 500 } }] } });
      assert.equal(junk?.reason, "FRAY.Relay.BadDice", "even the GM's client takes only dice a d100 can show");
      assert.equal(JSON.stringify(exchangeOn(gm, card)), before, "the card waits as it was");
      assert.equal(valueOf(gm, guard, HP), 14);
    },
  },
];
