import type { DocumentRef, Scenario, SeatHand, Table } from "../table.js";
import { assertRefused, exchangeOn, lastCard, valueOf } from "../expect.js";
import { aldric, itemOf, mercenary } from "./fixtures.js";

/**
 * The maneuvers the sheet offers besides Dodge and Disarm: a grapple won from the card and the
 * crush that follows, breaking free, a feint, and the attacks a maneuver shapes (charge, focused,
 * bash, unarmed, a coup de grâce on someone who is not helpless) (FC-MAN-*).
 */

const maneuver = (key: string) => ({ name: key, type: "poolManeuver", system: { key } });
const ids = (value: unknown) => (value as Array<{ id: string }>).map((condition) => condition.id);
const KEYS = ["grapple", "grappleCrush", "breakGrapple", "feint", "charge", "focused", "bash", "improvised", "unarmed", "coupDeGrace"];

/** Aldric with every maneuver and Persuasion 3; the mercenary with every maneuver too, owned by player B. */
async function ring(table: Table): Promise<{ hero: DocumentRef; foe: DocumentRef }> {
  const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4, persuasion: 3, stamina: 3 } }, items: [...(aldric().items ?? []), ...KEYS.map(maneuver)] });
  const foe = await table.createActor({ ...mercenary("Brawler"), owners: ["playerB"], items: KEYS.map(maneuver) });
  await table.seat("playerA").target(foe);
  await table.seat("playerB").target(hero);
  return { hero, foe };
}

/** Player A tries a maneuver the rules will refuse, in a fresh ring; returns the hand and the cards before it. */
async function tryRefused(table: Table, key: string, answerDialog = false): Promise<{ player: SeatHand; before: number }> {
  const { hero } = await ring(table);
  const player = table.seat("playerA");
  player.clearNotices();
  const before = player.messages().length;
  if (answerDialog) player.answerDialog({});
  await player.sheetAction(hero, "useManeuver", { itemId: itemOf(player, hero, key) });
  return { player, before };
}

/** Player A uses a maneuver from Aldric's sheet with these dice; returns the newest card. */
async function use(table: Table, hero: DocumentRef, key: string, faces: readonly number[]): Promise<DocumentRef & { exchange: ReturnType<typeof lastCard>["exchange"] }> {
  const player = table.seat("playerA");
  table.queueDice(6, faces);
  await player.sheetAction(hero, "useManeuver", { itemId: itemOf(player, hero, key) });
  return lastCard(player);
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric grapples the brawler, whose player rolls from the card and loses; the crush costs the brawler a Fatigue; the brawler breaks free from his own sheet (FC-MAN-9, FC-MAN-10, FC-MAN-11)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, foe } = await ring(table);
      const grapple = await use(table, hero, "grapple", [6, 6, 6, 6]);
      assert.equal(grapple.exchange.pending?.actorUuid, foe.uuid, "the brawler's player rolls");
      table.queueDice(6, [1, 1, 1, 1, 1]);
      await table.seat("playerB").press(grapple, "rollTarget");
      assert.include(ids(valueOf(table.seat("playerB"), hero, "system.conditions")), "grappling");
      assert.include(ids(valueOf(table.seat("playerA"), foe, "system.conditions")), "grappled");
      const crush = await use(table, hero, "grappleCrush", []);
      assert.equal(crush.exchange.kind, "effect");
      await table.seat("playerA").press(crush, "apply");
      assert.equal(valueOf(table.seat("playerB"), foe, "system.tracks.fatigue.value"), 1, "one Fatigue on every client");
      const brawler = table.seat("playerB");
      table.queueDice(6, [6, 6, 6]);
      await brawler.sheetAction(foe, "useManeuver", { itemId: itemOf(brawler, foe, "breakGrapple") });
      const breaking = lastCard(brawler);
      table.queueDice(6, [1, 1, 1, 1]);
      await table.seat("playerA").press(breaking, "rollTarget");
      assert.equal(exchangeOn(table.seat("gm"), breaking).state, "closed");
      assert.notInclude(ids(valueOf(table.seat("gm"), foe, "system.conditions")), "grappled", "free");
      assert.notInclude(ids(valueOf(table.seat("gm"), hero, "system.conditions")), "grappling");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric cannot crush a man he is not holding and is told why",
    seats: ["playerA"],
    async run(table, assert) {
      const { player, before } = await tryRefused(table, "grappleCrush");
      assertRefused(player, assert);
      assert.equal(player.notices()[0]?.message, table.localize("FRAY.Pool.Error.NotGrappling", { name: "Aldric" }));
      assert.equal(player.messages().length, before);
    },
  },
  {
    ruleset: "pool",
    name: "Aldric feints; the brawler's Willpower loses and he is feinted on every client (FC-MAN-7)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, foe } = await ring(table);
      const feint = await use(table, hero, "feint", [6, 6, 6, 6, 6]);
      table.queueDice(6, [1, 1, 1, 1, 1, 1]);
      await table.seat("playerB").press(feint, "rollTarget");
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.include(ids(valueOf(table.seat(seat), foe, "system.conditions")), "feinted", `${seat} sees the feint`);
    },
  },
  {
    ruleset: "pool",
    name: "charge, focused attack, bash, an improvised weapon and a bare fist from the maneuver list each open the attack dialog with that maneuver and post an attack card",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero } = await ring(table);
      const player = table.seat("playerA");
      for (const [key, field, value] of [["charge", "maneuver", "charge"], ["focused", "maneuver", "focused"], ["bash", "profile", "bash"], ["improvised", "profile", "improvised"], ["unarmed", "profile", "unarmed"]] as const) {
        player.answerDialog({});
        const card = await use(table, hero, key, [6, 6, 6, 6, 6, 6, 6, 6]);
        assert.equal(card.exchange.kind, "attack", `${key} posts an attack`);
        assert.include(JSON.stringify(card.exchange.payload), `"${value}"`, `${key}: the card carries ${field} ${value}`);
      }
    },
  },
  {
    ruleset: "pool",
    name: "a coup de grâce on a brawler who is not helpless is refused with the reason and no card",
    seats: ["playerA"],
    async run(table, assert) {
      const { player, before } = await tryRefused(table, "coupDeGrace", true);
      assert.equal(player.notices()[0]?.message, table.localize("FRAY.Pool.Error.NotHelpless", { name: "Brawler" }));
      assert.equal(player.messages().length, before);
    },
  },
];
