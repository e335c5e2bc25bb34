import type { Scenario } from "../table.js";
import { assertEverywhere, exchangeOn, lastCard, valueOf } from "../expect.js";
import { aldric, mercenary } from "./fixtures.js";

/**
 * The mount, vehicle and ship sheets: the rider induces the warhorse's attack, the driver the
 * chariot team's, the pilot steers, the crew repairs, and a rider is unlinked from the saddle
 * (FC-MNT-6, FC-VEH-4, FC-SHIP-2, FC-HEAL-4).
 */

const rider = () => ({ ...aldric(), system: { skills: { melee: 4, rideTeam: 2, pilot: 2 } } });
const WOUNDS = "system.tracks.wound.value";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric spurs his warhorse at the mercenary from the mount's sheet; he applies the card and the wounds land on every client (FC-MNT-6)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(rider());
      const horse = await table.createActor({ name: "Warhorse", type: "poolMount", owners: ["playerA"], system: { size: "large", riderUuid: hero.uuid } });
      const foe = await table.createActor(mercenary());
      const player = table.seat("playerA");
      await player.target(foe);
      table.queueDice(6, [6, 6, 6, 6, 6, 6, 6, 6]);
      await player.sheetAction(horse, "creatureAttack");
      const card = lastCard(player);
      assert.equal(card.exchange.kind, "attack");
      assert.equal(card.exchange.pending?.actorUuid, hero.uuid, "the rider applies");
      await player.press(card, "apply");
      const wounds = Number(valueOf(table.seat("gm"), foe, WOUNDS));
      assert.isAbove(wounds, 0, "the horse's blow wounds the mercenary");
      assertEverywhere([table.seat("gm"), player, table.seat("playerB")], foe, WOUNDS, wounds, assert);
    },
  },
  {
    ruleset: "pool",
    name: "Aldric drives the chariot's team at the mercenary from the vehicle's sheet and the card is his to apply (FC-VEH-4)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(rider());
      const chariot = await table.createActor({ name: "Chariot", type: "poolVehicle", owners: ["playerA"], system: { team: { size: "large", count: 2 }, driverUuid: hero.uuid } });
      const foe = await table.createActor(mercenary());
      const player = table.seat("playerA");
      await player.target(foe);
      table.queueDice(6, [6, 6, 6, 6, 6, 6, 6, 6]);
      await player.sheetAction(chariot, "creatureAttack");
      const card = lastCard(table.seat("gm"));
      assert.equal(card.exchange.kind, "attack");
      await player.press(card, "apply");
      assert.notEqual(exchangeOn(table.seat("gm"), card).state, "open", "applied (a hard hit goes on to the GM's injury roll)");
      assert.isAbove(Number(valueOf(table.seat("playerA"), foe, WOUNDS)), 0);
    },
  },
  {
    ruleset: "pool",
    name: "a mount with no rider cannot attack and the GM is told why",
    async run(table, assert) {
      const horse = await table.createActor({ name: "Riderless horse", type: "poolMount" });
      const gm = table.seat("gm");
      gm.clearNotices();
      const before = gm.messages().length;
      await gm.sheetAction(horse, "creatureAttack");
      assert.equal(gm.notices()[0]?.message, table.localize("FRAY.Pool.Error.NoRider", { name: "Riderless horse" }));
      assert.equal(gm.messages().length, before, "no card");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric steers the cog through the storm: the Pilot check asks the medium ship's difficulty and the card shows it (FC-SHIP-2)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(rider());
      const cog = await table.createActor({ name: "Cog", type: "poolShip", owners: ["playerA"], system: { size: "medium", pilotUuid: hero.uuid } });
      const player = table.seat("playerA");
      player.answerDialog({});
      table.queueDice(6, [5, 6]);
      await player.sheetAction(cog, "pilotCheck");
      const card = lastCard(table.seat("gm"));
      const facts = card.exchange.payload as { skill?: string; difficulty?: number; headline?: string; view?: { passed?: boolean } };
      assert.equal(facts.skill, "pilot");
      assert.equal(facts.headline, "FRAY.Pool.Card.ControlHeadline");
      assert.equal(facts.difficulty, 2, "a medium ship needs two successes");
      assert.isTrue(facts.view?.passed);
    },
  },
  {
    ruleset: "pool",
    name: "the crew repairs one point of the cog's Structure from the ship's sheet; a sound hull stays sound (FC-HEAL-4)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const cog = await table.createActor({ name: "Cog", type: "poolShip", owners: ["playerA"], system: { size: "medium", structure: { value: 2, max: 10 } } });
      const player = table.seat("playerA");
      const everyone = [table.seat("gm"), player, table.seat("playerB")];
      await player.sheetAction(cog, "repair");
      assertEverywhere(everyone, cog, "system.structure.value", 1, assert);
      await player.sheetAction(cog, "repair");
      await player.sheetAction(cog, "repair");
      assertEverywhere(everyone, cog, "system.structure.value", 0, assert);
    },
  },
  {
    ruleset: "pool",
    name: "Aldric's player unlinks him from the warhorse's saddle and the horse can no longer be spurred",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(rider());
      const horse = await table.createActor({ name: "Warhorse", type: "poolMount", owners: ["playerA"], system: { riderUuid: hero.uuid } });
      const player = table.seat("playerA");
      await player.sheetAction(horse, "unlink", { role: "rider", uuid: hero.uuid });
      assertEverywhere([table.seat("gm"), player], horse, "system.riderUuid", "", assert);
      player.clearNotices();
      await player.sheetAction(horse, "creatureAttack");
      assert.equal(player.notices()[0]?.message, table.localize("FRAY.Pool.Error.NoRider", { name: "Warhorse" }));
    },
  },
];
