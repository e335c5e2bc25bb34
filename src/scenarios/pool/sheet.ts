import type { Scenario } from "../table.js";
import { exchangeOn, lastCard, valueOf } from "../expect.js";
import { aldric, mercenary } from "./fixtures.js";

/** Pool sheet buttons besides the attack: checks, maneuvers, recovery, an opposed disarm. */

const maneuver = (key: string, name: string) => ({ name, type: "poolManeuver", system: { key } });

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "a check with no success fails by its difficulty",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const player = table.seat("playerA");
      player.answerDialog({ difficulty: 1 });
      table.queueDice(6, [1, 2, 1]);
      await player.sheetAction(hero, "rollSkill", { skill: "stamina" });
      const view = (lastCard(player).exchange.payload as { view?: { passed?: boolean; failedBy?: number } }).view;
      assert.isFalse(view?.passed ?? true);
      assert.equal(view?.failedBy, 1);
    },
  },
  {
    ruleset: "pool",
    name: "Aldric dodges: the condition lands on his own sheet on every client and a card says so",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), items: [maneuver("dodge", "Dodge")] });
      const player = table.seat("playerA");
      const dodgeId = player.actor(hero).items.contents.find((item) => item.name === "Dodge")?.id ?? "";
      await player.sheetAction(hero, "useManeuver", { itemId: dodgeId });
      for (const seat of ["gm", "playerB"] as const) {
        const conditions = valueOf(table.seat(seat), hero, "system.conditions") as Array<{ id: string }>;
        assert.deepEqual(conditions.map((condition) => condition.id), ["dodging"], `${seat} sees Aldric dodging`);
      }
      assert.equal(lastCard(table.seat("playerB")).exchange.kind, "effect");
    },
  },
  {
    ruleset: "pool",
    name: "resting clears fatigue and calming down clears fear, from the owner's sheet",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, stamina: 3 }, tracks: { wound: { value: 0, max: 3 }, fatigue: { value: 2, max: 3 }, fear: { value: 1, max: 3 } } } });
      const player = table.seat("playerA");
      player.answerDialog({ hours: 4 });
      await player.sheetAction(hero, "recoverFatigue");
      player.answerDialog({});
      await player.sheetAction(hero, "recoverFear");
      assert.isBelow(Number(valueOf(table.seat("gm"), hero, "system.tracks.fatigue.value")), 2, "fatigue went down");
      assert.isBelow(Number(valueOf(table.seat("gm"), hero, "system.tracks.fear.value")), 1, "fear went down");
    },
  },
  {
    ruleset: "pool",
    name: "a day's rest heals a wound for each Stamina success",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, stamina: 3 }, tracks: { wound: { value: 2, max: 3 }, fatigue: { value: 0, max: 3 }, fear: { value: 0, max: 3 } } } });
      const player = table.seat("playerA");
      table.queueDice(6, [6, 6, 6, 6]);
      player.answerDialog({});
      await player.sheetAction(hero, "recoverWounds");
      const card = lastCard(player);
      const dice = (card.exchange.payload as { dice?: number[] }).dice ?? [];
      const successes = dice.filter((face) => face >= 3).length;
      assert.equal(valueOf(table.seat("gm"), hero, "system.tracks.wound.value"), Math.max(0, 2 - successes), "one wound healed per success");
      assert.isAbove(successes, 0);
    },
  },
  {
    ruleset: "pool",
    name: "Aldric tries to disarm the mercenary; the GM rolls the mercenary's side from the card",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), items: [...(aldric().items ?? []), maneuver("disarm", "Disarm")] });
      const foe = await table.createActor({ ...mercenary(), items: [{ name: "Sword", type: "poolWeapon", system: { weaponClass: "medium", skill: "melee" } }] });
      const player = table.seat("playerA");
      await player.target(foe);
      const disarmId = player.actor(hero).items.contents.find((item) => item.name === "Disarm")?.id ?? "";
      table.queueDice(6, [6, 6, 6, 6, 6, 6]);
      await player.sheetAction(hero, "useManeuver", { itemId: disarmId });
      const card = lastCard(player);
      assert.equal(card.exchange.kind, "opposed");
      assert.deepEqual(card.exchange.pending?.actions, ["rollTarget"]);
      assert.equal(card.exchange.pending?.actorUuid, foe.uuid, "the mercenary's owner rolls next");
      table.queueDice(6, [1, 1, 1, 1, 1, 1]);
      table.queueDice(8, [3]);
      await table.seat("gm").press(card, "rollTarget");
      assert.equal(exchangeOn(table.seat("playerA"), card).state, "closed");
    },
  },
];
