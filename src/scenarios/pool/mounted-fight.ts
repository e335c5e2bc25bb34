import type { DocumentRef, Scenario, Table } from "../table.js";
import { lastCard } from "../expect.js";
import { combatantOf, trackerSnapshot } from "../tracker.js";
import { aldric, canAct, endTurn, itemOf, mercenary } from "./fixtures.js";

/**
 * A mounted fight run from the tracker (FC-FVTT-9, FC-MNT-3): rider and mount take one combatant
 * slot between them — one activation, one budget of two Partials or one Full — and the horse's
 * blow and the rider's thrust both come out of it; a fallen horse leaves the rider fighting on foot.
 */

const rider = () => ({ ...aldric(), system: { skills: { melee: 4, rideTeam: 2 } } });

interface MountedFight {
  readonly hero: DocumentRef;
  readonly horse: DocumentRef;
  readonly first: DocumentRef;
  readonly second: DocumentRef;
  readonly ids: { readonly hero: string; readonly horse: string; readonly first: string; readonly second: string };
}

/** Aldric on his warhorse (both player A's) against two mercenaries; the rider's side wins 5 to 2. */
async function mountedFight(table: Table): Promise<MountedFight> {
  const hero = await table.createActor(rider());
  const horse = await table.createActor({ name: "Warhorse", type: "poolMount", owners: ["playerA"], system: { size: "large", riderUuid: hero.uuid } });
  const first = await table.createActor(mercenary("Mercenary A"));
  const second = await table.createActor(mercenary("Mercenary B"));
  table.queueDice(6, [5, 2]);
  await table.startCombat([hero, horse, first, second]);
  const gm = table.seat("gm");
  return { hero, horse, first, second, ids: { hero: combatantOf(gm, hero), horse: combatantOf(gm, horse), first: combatantOf(gm, first), second: combatantOf(gm, second) } };
}



export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "Aldric and his warhorse share one slot on the tracker: the horse's blow and Aldric's thrust spend the one budget of two Partials, the mercenaries act between, and round 2 opens with the pair again (FC-FVTT-9, FC-MNT-3)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { hero, horse, first, second, ids } = await mountedFight(table);
      const player = table.seat("playerA");
      let now = await trackerSnapshot(table.seat("playerB"));
      assert.sameMembers([...now.canActNow], [ids.hero, ids.horse], "rider and mount are up together");
      const friendly = now.groups.find((group) => group.participantIds.includes(ids.hero));
      assert.isTrue(friendly?.participantIds.includes(ids.horse) ?? false, "the horse stands under its rider's side");

      // The horse's blow, induced by Aldric from the mount's sheet: one Partial from the shared budget.
      await player.target(first);
      table.queueDice(6, [6, 6, 6, 6, 6, 6, 6, 6]);
      await player.sheetAction(horse, "creatureAttack");
      assert.equal(lastCard(player).exchange.kind, "attack");
      now = await trackerSnapshot(table.seat("gm"));
      assert.deepEqual([now.actionsLeft[ids.hero], now.actionsLeft[ids.horse]], [1, 1], "one Partial left, for both");
      assert.sameMembers([...now.canActNow], [ids.hero, ids.horse], "the pair's activation is still open");

      // Aldric's spear thrust spends the last Partial: the pair's activation is over.
      await player.target(second);
      player.answerDialog({});
      table.queueDice(6, [1, 3, 4, 4, 6]);
      await player.sheetAction(hero, "attack", { itemId: itemOf(player, hero, "Spear") });
      now = await trackerSnapshot(table.seat("gm"));
      assert.deepEqual([now.actionsLeft[ids.hero], now.actionsLeft[ids.horse]], [0, 0]);
      assert.sameMembers([...now.canActNow], [ids.first, ids.second], "the mercenaries' slot");

      // The horse cannot take a turn of its own now: its End is refused, the order unchanged.
      player.clearNotices();
      await endTurn(table, "playerA", horse);
      assert.equal(player.notices()[0]?.level, "warn", "the horse has no slot of its own left");
      assert.sameMembers(await canAct(table), [ids.first, ids.second]);

      // Both mercenaries act (the rider's side has nobody waiting); round 2 begins by itself with the pair.
      await endTurn(table, "gm", first);
      assert.deepEqual(await canAct(table), [ids.second], "the pair already acted: the mercenaries keep the slot");
      await endTurn(table, "gm", second);
      assert.equal(table.seat("gm").combat()?.round, 2);
      assert.sameMembers(await canAct(table), [ids.hero, ids.horse]);
      now = await trackerSnapshot(table.seat("gm"));
      assert.deepEqual([now.actionsLeft[ids.hero], now.actionsLeft[ids.horse]], [2, 2], "a fresh budget for the pair");

      // Ending the horse's activation ends its rider's too: one slot.
      await endTurn(table, "playerA", horse);
      assert.sameMembers(await canAct(table), [ids.first, ids.second]);
    },
  },
  {
    ruleset: "pool",
    name: "the warhorse falls (the GM marks it defeated on the tracker) and Aldric fights on foot: the horse is counted out and Aldric keeps his slot (FC-FVTT-9, FC-TURN-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, first, second, ids } = await mountedFight(table);
      const gm = table.seat("gm");
      await gm.run(() => gm.combat()?.combatants.get(ids.horse)?.update({ defeated: true } as Combatant.UpdateData));
      await table.settle();
      const now = await trackerSnapshot(gm);
      assert.deepEqual([...(now.down ?? [])], [ids.horse], "the horse is out");
      assert.deepEqual([...now.canActNow], [ids.hero], "Aldric still has his slot");
      await endTurn(table, "playerA", hero);
      assert.sameMembers(await canAct(table), [ids.first, ids.second]);
      await endTurn(table, "gm", first);
      await endTurn(table, "gm", second);
      assert.equal(gm.combat()?.round, 2);
      assert.deepEqual(await canAct(table), [ids.hero], "round 2: Aldric alone, on foot");
    },
  },
];
