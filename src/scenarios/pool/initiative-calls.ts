import type { DocumentRef, Scenario, SeatHand, Table } from "../table.js";
import { trackerView } from "../../foundry/combat/encounter-logic.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { aldric, canAct, endTurn, mercenary, twoAgainstTwo } from "./fixtures.js";

/**
 * The GM's hand on pool initiative (FC-FVTT-3, FC-INIT-2, FC-DATA-1): initiative stands for the
 * whole fight unless the GM calls for a new roll from the tracker, which the sides make when the
 * next round begins; and the GM marks who counts as a player character in a tie, whatever the
 * ownership says.
 */



/** The encounter's controls as this seat's tracker shows them (localized; GMs only). */
async function trackerShown(hand: SeatHand): Promise<{ encounterControls: ReadonlyArray<{ key: string; on: boolean; label: string }> }> {
  const snapshot = await trackerSnapshot(hand);
  const isGM = await hand.run(() => game.user?.isGM ?? false);
  return hand.run(() => trackerView(snapshot, [], { isGM }, (key, data) => (data ? game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : game.i18n!.localize(key))));
}

async function markPlayerCharacter(table: Table, actor: DocumentRef, mark: "auto" | "yes" | "no"): Promise<void> {
  const gm = table.seat("gm");
  await gm.run(() => gm.actor(actor).update({ "system.playerCharacter": mark } as Actor.UpdateData));
  await table.settle();
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM forces a new initiative roll from the tracker: round 2 keeps the heroes first, the call is made, and round 3 opens with the mercenaries' 6 against the heroes' 1 (FC-FVTT-3)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, heroine, first, second } = await twoAgainstTwo(table);
      const gm = table.seat("gm");
      const heroes = [hero, heroine].map((actor) => combatantOf(gm, actor));
      const mercenaries = [first, second].map((actor) => combatantOf(gm, actor));
      const everyonePasses = async () => {
        // Heroes lead while the 5 against 2 stands: hero, mercenary, heroine, mercenary.
        for (const [seat, actor] of [["playerA", hero], ["gm", first], ["playerB", heroine], ["gm", second]] as const) await endTurn(table, seat, actor);
      };
      await everyonePasses();
      assert.equal(gm.combat()?.round, 2, "round 2 began by itself");
      assert.sameMembers(await canAct(table), heroes, "initiative is not rolled again by itself: the heroes still lead");

      // The call is the GM's alone: a player's tracker shows no such control and a pressed one is refused.
      assert.deepEqual((await trackerShown(table.seat("playerA"))).encounterControls, [], "player A is not offered the call");
      table.seat("playerA").clearNotices();
      await table.seat("playerA").tracker("frayControl", { control: "rerollInitiative" });
      assert.equal(table.seat("playerA").notices()[0]?.message, table.localize("FRAY.Combat.GMOnly"));
      const offered = (await trackerShown(gm)).encounterControls;
      assert.deepEqual(offered.map((c) => [c.key, c.on]), [["rerollInitiative", false]]);
      assert.equal(offered[0]?.label, table.localize("FRAY.Pool.Encounter.Reroll"));

      await gm.tracker("frayControl", { control: "rerollInitiative" });
      assert.deepEqual((await trackerShown(gm)).encounterControls.map((c) => [c.key, c.on, c.label]), [["rerollInitiative", true, table.localize("FRAY.Pool.Encounter.RerollOn")]]);
      assert.sameMembers(await canAct(table), heroes, "the call changes nothing in the round under way");

      // Round 2 plays out; the last pass begins round 3, which rolls: heroes 1, mercenaries 6.
      const postsBefore = gm.messages().length;
      for (const [seat, actor] of [["playerA", hero], ["gm", first], ["playerB", heroine]] as const) await endTurn(table, seat, actor);
      table.queueDice(6, [1, 6]);
      await endTurn(table, "gm", second);
      assert.equal(gm.combat()?.round, 3);
      assert.sameMembers(await canAct(table), mercenaries, "the mercenaries lead round 3");
      const snapshot = await trackerSnapshot(table.seat("playerB"));
      assert.deepEqual(snapshot.initiativeRolls.map((roll) => [roll.results[0], roll.total]), [[6, 6], [1, 1]], "every seat sees the new rolls, the winner first");
      assert.isAbove(gm.messages().length, postsBefore, "the new rolls are posted to chat");
      assert.deepEqual((await trackerShown(gm)).encounterControls.map((c) => c.on), [false], "the call is spent");

      // Round 4 keeps the new order without rolling (no dice queued: a roll would find none).
      for (const [seat, actor] of [["gm", first], ["playerA", hero], ["gm", second], ["playerB", heroine]] as const) await endTurn(table, seat, actor);
      assert.equal(gm.combat()?.round, 4);
      assert.sameMembers(await canAct(table), mercenaries, "the mercenaries still lead");
    },
  },
  {
    ruleset: "pool",
    name: "the GM marks Brenna (player B's hireling) as no player character and both mercenaries (run by guest players) as player characters: the tied 3s go to the heroes' side, now the one with fewer (FC-INIT-2, FC-DATA-1)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const heroine = await table.createActor({ ...aldric(["playerB"]), name: "Brenna" });
      const first = await table.createActor(mercenary("Mercenary A"));
      const second = await table.createActor(mercenary("Mercenary B"));
      await markPlayerCharacter(table, heroine, "no");
      await markPlayerCharacter(table, first, "yes");
      await markPlayerCharacter(table, second, "yes");
      // By ownership the heroes would count 2 and the mercenaries 0, and the mercenaries would take the tie.
      table.queueDice(6, [3, 3]);
      await table.startCombat([hero, heroine, first, second]);
      const gm = table.seat("gm");
      assert.sameMembers(await canAct(table), [hero, heroine].map((actor) => combatantOf(gm, actor)), "heroes 1 player character against 2: the heroes go first");
      const record = gm.combat()?.snapshot;
      assert.deepEqual(record?.initiativeRolls.map((roll) => roll.total), [3, 3]);
    },
  },
  {
    ruleset: "pool",
    name: "left as owned, the player-character mark follows ownership: Aldric (player A) counts and the tied 3s go to the mercenaries' side (FC-INIT-2)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const foe = await table.createActor(mercenary());
      await markPlayerCharacter(table, hero, "auto");
      table.queueDice(6, [3, 3]);
      await table.startCombat([hero, foe]);
      assert.deepEqual(await canAct(table), [combatantOf(table.seat("gm"), foe)], "no player character on the mercenary's side: it takes the tie");
    },
  },
  {
    ruleset: "pool",
    name: "the GM rules that Mercenary A's kicking over a table is a Partial Action and spends it from the tracker; player A cannot spend for him; a Full Action from the tracker ends Mercenary B's activation (FC-FVTT-8)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, heroine, first, second } = await twoAgainstTwo(table);
      const gm = table.seat("gm");
      const [heroId, firstId, secondId] = [combatantOf(gm, hero), combatantOf(gm, first), combatantOf(gm, second)];
      await endTurn(table, "playerA", hero);
      assert.deepEqual((await trackerSnapshot(gm)).controls?.[firstId]?.map((c) => c.key), ["spend.free", "spend.partial", "spend.full"]);
      table.seat("playerA").clearNotices();
      await table.seat("playerA").tracker("frayControl", { control: "spend.partial", combatantId: firstId });
      assert.equal(table.seat("playerA").notices()[0]?.level, "warn", "not player A's mercenary");
      assert.equal((await trackerSnapshot(gm)).actionsLeft[firstId], 2, "nothing spent");
      await gm.tracker("frayControl", { control: "spend.partial", combatantId: firstId });
      const now = await trackerSnapshot(table.seat("playerB"));
      assert.equal(now.actionsLeft[firstId], 1, "every seat sees the Partial spent");
      assert.deepEqual([...now.canActNow], [firstId], "his activation goes on");
      await endTurn(table, "gm", first);
      await endTurn(table, "playerB", heroine);
      assert.deepEqual(await canAct(table), [secondId]);
      await gm.tracker("frayControl", { control: "spend.full", combatantId: secondId });
      assert.equal(gm.combat()?.round, 2, "the Full Action ended the last activation: round 2 began by itself");
      assert.sameMembers(await canAct(table), [heroId, combatantOf(gm, heroine)]);
    },
  },
];
