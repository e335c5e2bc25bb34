import type { RamPayload } from "../../rulesets/pool/flows/cards.js";
import type { Scenario } from "../table.js";
import { exchangeOn, lastCard, valueOf } from "../expect.js";
import { aldric } from "./fixtures.js";

/** The world around the fights: the ruleset guard, ships ramming, switching the ruleset and back. */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM cannot create a brp character in a pool world and is told why",
    async run(table, assert) {
      const gm = table.seat("gm");
      const created = await gm.run(() => Actor.create({ name: "Foreign probe", type: "brpCharacter" } as unknown as Actor.CreateData));
      await table.settle();
      assert.notOk(created, "nothing was created");
      assert.notOk(gm.messages().length, "and nothing was posted");
      const warning = gm.notices().find((notice) => notice.level === "warn");
      assert.ok(warning, "the GM was warned");
      assert.notOk(/\bFRAY\./.test(warning?.message ?? ""), "in words, not keys");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric pilots the cog into the hulk: the card's Structure damage lands on both ships",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, pilot: 5 } } });
      const cog = await table.createActor({ name: "Cog", type: "poolShip", owners: ["playerA"], system: { size: "medium", structure: { value: 0, max: 10 }, speed: 8, pilotUuid: hero.uuid } });
      const hulk = await table.createActor({ name: "Hulk", type: "poolShip", system: { size: "large", structure: { value: 0, max: 20 }, speed: 6 } });
      const player = table.seat("playerA");
      await player.target(hulk);
      table.queueDice(6, [5, 6, 3, 6, 4, 5, 6, 6]);
      await player.sheetAction(cog, "ram");
      const card = lastCard(player);
      assert.equal(card.exchange.kind, "ram");
      const facts = card.exchange.payload as unknown as RamPayload;
      await player.press(card, "apply");
      assert.equal(valueOf(table.seat("gm"), hulk, "system.structure.value"), facts.damageToTarget, "the hulk takes the card's damage");
      assert.equal(valueOf(table.seat("gm"), cog, "system.structure.value"), facts.damageToRammer, "the cog takes the card's recoil");
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
    },
  },
  {
    ruleset: "pool",
    name: "the GM switches the world to brp and back after a reload, and Aldric loses nothing",
    live: false,
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const before = JSON.stringify(table.seat("gm").actor(hero).toObject());
      await table.seat("gm").setSetting("fray", "ruleset", "brp");
      await table.reload();
      const inBrp = table.seat("gm").actor(hero);
      assert.ok(inBrp, "a pool character still loads in a brp world");
      await table.seat("gm").setSetting("fray", "ruleset", "pool");
      await table.reload();
      assert.equal(JSON.stringify(table.seat("gm").actor(hero).toObject()), before, "every stored field survived the round trip");
    },
  },
];
