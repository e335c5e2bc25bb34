import type { DocumentRef, Scenario, Table } from "../table.js";
import { aldric, palaceGuard } from "./fixtures.js";

/**
 * Pool combat from the tracker: side initiative (FC-INI: 1d6 per side, the higher side acts
 * first), alternating activations, three rounds of core's Next Turn button, and players ending
 * their own turn through the GM.
 */

interface PoolSide {
  readonly key: string;
  readonly rolls: readonly number[];
}

function sidesOf(table: Table, seat: "gm" | "playerA" = "gm"): PoolSide[] {
  const combat = table.seat(seat).combat() as unknown as { encounterState?: { sides?: PoolSide[] } } | null;
  return combat?.encounterState?.sides ?? [];
}

async function palaceFight(table: Table): Promise<{ hero: DocumentRef; guards: DocumentRef[] }> {
  const hero = await table.createActor(aldric());
  const guards = [await table.createActor(palaceGuard("First Guard")), await table.createActor(palaceGuard("Second Guard"))];
  return { hero, guards };
}

/** Combat with both sides' initiative dice queued: the heroes roll `heroes`, the guards `guards`. */
async function begin(table: Table, hero: DocumentRef, guards: readonly DocumentRef[], heroes: number, guardsRoll: number): Promise<void> {
  table.queueDice(6, [heroes, guardsRoll]);
  await table.startCombat([hero, ...guards]);
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the GM starts the palace fight and the side with the higher initiative die acts first on every client",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, guards } = await palaceFight(table);
      await begin(table, hero, guards, 4, 5);
      const sides = sidesOf(table);
      assert.lengthOf(sides, 2, "two sides rolled");
      const best = [...sides].sort((a, b) => (b.rolls[0] ?? 0) - (a.rolls[0] ?? 0))[0];
      for (const seat of ["gm", "playerA"] as const) {
        const snapshot = table.seat(seat).combat()?.snapshot;
        assert.equal(snapshot?.round, 1, `${seat} sees round 1`);
        assert.equal(snapshot?.groups[0]?.key, best?.key, `${seat} sees the side that rolled higher first`);
      }
      assert.ok(table.seat("playerA").messages().some((message) => message.rolls.length > 0), "the initiative dice were posted");
    },
  },
  {
    ruleset: "pool",
    name: "three rounds of the palace fight with the tracker's Next Turn button, every client in step",
    seats: ["playerA", "assistant"],
    async run(table, assert) {
      const { hero, guards } = await palaceFight(table);
      await begin(table, hero, guards, 4, 5);
      for (let round = 1; round <= 3; round++) {
        table.queueDice(6, [3, 2]);
        for (let press = 0; press < 10 && table.seat("gm").combat()?.round === round; press++) await table.seat("gm").tracker("nextTurn");
        assert.equal(table.seat("gm").combat()?.round, round + 1, `round ${round} ended`);
      }
      const gmView = JSON.stringify(table.seat("gm").combat()?.snapshot);
      for (const seat of ["assistant", "playerA"] as const) assert.equal(JSON.stringify(table.seat(seat).combat()?.snapshot), gmView, `${seat} sees the same tracker`);
      assert.equal(table.seat("gm").combat()?.snapshot?.round, 4);
    },
  },
  {
    ruleset: "pool",
    name: "a player ends their own activation from the tracker and the GM's client records it",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, guards } = await palaceFight(table);
      // The heroes win initiative, so Aldric may act first.
      await begin(table, hero, guards, 6, 1);
      const combat = table.seat("playerA").combat();
      const aldricId = combat?.combatants.contents.find((combatant) => combatant.actor?.id === hero.id)?.id ?? "";
      assert.include([...(combat?.snapshot?.canActNow ?? [])], aldricId, "Aldric may act now");
      await table.seat("playerA").tracker("nextTurn");
      const after = table.seat("gm").combat()?.snapshot;
      assert.notInclude([...(after?.canActNow ?? [])], aldricId, "Aldric's activation is over");
      assert.deepEqual(table.seat("playerA").notices().filter((notice) => notice.level !== "info"), []);
    },
  },
  {
    ruleset: "pool",
    name: "Previous Turn rewinds the last activation for everyone",
    seats: ["playerA"],
    async run(table, assert) {
      const { hero, guards } = await palaceFight(table);
      await begin(table, hero, guards, 6, 1);
      const before = JSON.stringify(table.seat("gm").combat()?.snapshot);
      await table.seat("gm").tracker("nextTurn");
      assert.notEqual(JSON.stringify(table.seat("gm").combat()?.snapshot), before);
      await table.seat("gm").tracker("previousTurn");
      assert.equal(JSON.stringify(table.seat("playerA").combat()?.snapshot), before);
    },
  },
];
