import { assertRefused, exchangeOn, valueOf } from "../expect.js";
import type { Scenario } from "../table.js";
import { attack, clashOn, winUnanswered } from "./attack.js";
import { hero, mira, ogre, veteran } from "./fixtures.js";

/**
 * The clash card's own bookkeeping: the attacker's action point is on the card's undo list, rolled
 * damage waits for its Apply press, a defender may hold more than six reactions, and two
 * defenders' players answering at the same moment on their own clients both land.
 */

const noLuck = { luck: { value: 0, max: 0 } };
const AP = "system.ap.value";
const HP = "system.hp.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "clash",
    name: "the hero's attack puts its action point on the card's undo list: her player undoes it and every client sees 2 AP again",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      const [opening] = exchangeOn(table.seat("gm"), card).applications;
      assert.equal(opening?.action, "rollAttack", "the attack's cost is the card's first application");
      assert.deepInclude(opening?.deltas[0] ?? {}, { kind: "update", uuid: a.uuid, path: AP, from: 2, to: 1 });
      assert.equal(valueOf(table.seat("playerB"), a, AP), 1);
      await table.seat("playerA").undo(card, opening!.id);
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.equal(valueOf(table.seat(seat), a, AP), 2, `${seat} sees the AP back`);
      assert.isTrue(exchangeOn(table.seat("playerB"), card).applications[0]?.undone);
    },
  },
  {
    ruleset: "clash",
    name: "rolled damage waits on the card as 6 − 2 = 4 until the hero's player applies it; another player's Apply is refused",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre());
      const card = await winUnanswered(table, "playerA", a, "Longsword", o, 35, "gm", ["Bleed"]);
      table.queueDice(8, [6]);
      await table.seat("playerA").press(card, "rollDamage");
      assert.deepInclude(clashOn(table, "playerB", card).state.damage ?? {}, { rolled: 6, armor: 2, dealt: 4 });
      assert.equal(valueOf(table.seat("gm"), o, HP), 20, "nothing applied yet");
      await table.seat("playerB").press(card, "applyDamage", a.uuid);
      assertRefused(table.seat("playerB"), assert);
      assert.equal(valueOf(table.seat("gm"), o, HP), 20);
      await table.seat("playerA").press(card, "applyDamage");
      assert.equal(valueOf(table.seat("playerB"), o, HP), 16);
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
    },
  },
  {
    ruleset: "clash",
    name: "a veteran with eight reactions gets eight buttons and No reaction; Fall Back, the eighth, rolls Evade and costs one AP",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const v = await table.createActor(veteran());
      const card = await attack(table, "playerA", a, "Longsword", v, 35);
      const pending = exchangeOn(table.seat("playerB"), card).pending;
      assert.deepEqual(pending?.actions, ["react1", "react2", "react3", "react4", "react5", "react6", "react7", "react8", "noReaction"]);
      table.queueDice(100, [41]); // Evade 45: a success reading higher than 35
      await table.seat("playerB").press(card, "react8");
      assert.equal(clashOn(table, "gm", card).state.reaction?.id, "fallBack");
      assert.deepInclude(clashOn(table, "gm", card).state.resolution ?? {}, { key: "success/success", hitter: "defender", maneuvers: 0 });
      assert.equal(valueOf(table.seat("playerA"), v, AP), 1);
    },
  },
  {
    ruleset: "clash",
    name: "the ogre attacks the hero and Mira; both players react at the same moment on their own clients and both reactions land",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const m = await table.createActor(mira());
      const o = await table.createActor(ogre(noLuck));
      const atHero = await attack(table, "gm", o, "Great Club", a, 35);
      const atMira = await attack(table, "gm", o, "Great Club", m, 36);
      await table.seat("gm").press(atMira, "keepRoll"); // Mira has luck: the force window comes first
      table.queueDice(100, [20, 12]);
      await Promise.all([table.seat("playerA").press(atHero, "react2"), table.seat("playerB").press(atMira, "react2")]);
      await table.settle();
      for (const [card, defender] of [[atHero, a], [atMira, m]] as const) {
        assert.equal(clashOn(table, "gm", card).state.reaction?.id, "evade", `${defender.name} evaded`);
        assert.ok(clashOn(table, "gm", card).state.defenderRoll !== null, `${defender.name}'s roll is on the card`);
        assert.equal(valueOf(table.seat("gm"), defender, AP), 1, `${defender.name} paid one AP`);
      }
      assert.equal(valueOf(table.seat("playerA"), o, AP), 0, "the ogre paid for both attacks");
    },
  },
];
