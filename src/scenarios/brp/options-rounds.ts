import { setRulesetOption } from "../options.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { combatantOf } from "../tracker.js";
import { kallistor, templeGuard, yvarre } from "./fixtures.js";

/**
 * The brp options the round reads — initiative rolls, keeping them, powers among the DEX ranks —
 * changed by the GM in the middle of a fight: the round after the change is ordered the new way
 * on every client, the rounds before it the old way.
 */

const setOption = (table: Table, option: string, value: unknown) => setRulesetOption(table, "brp", option, value);

/** Who may act now, as every seat's tracker shows it; the seats must agree. */
function actingNow(table: Table, seats: readonly Seat[]): readonly string[] {
  const views = seats.map((seat) => [...(table.seat(seat).combat()?.snapshot?.canActNow ?? [])]);
  for (const view of views) if (JSON.stringify(view) !== JSON.stringify(views[0])) throw new Error(`the seats disagree on who acts: ${JSON.stringify(views)}`);
  return views[0] ?? [];
}

/** The GM presses "next turn" until the statements are over (each unstated participant keeps the default attack). */
async function closeStatements(table: Table): Promise<void> {
  for (let press = 0; press < 10 && table.seat("gm").combat()?.snapshot?.phase === "statements"; press++) await table.seat("gm").tracker("nextTurn");
}

/** Yvarre (DEX 16) against the temple guard (DEX 11), statements of intent switched off: each round opens at the DEX ranks. */
async function duel(table: Table, initiative: readonly number[] = []): Promise<{ hero: DocumentRef; guard: DocumentRef }> {
  await setOption(table, "statements", "none");
  const hero = await table.createActor(yvarre());
  const guard = await table.createActor(templeGuard());
  if (initiative.length) table.queueDice(10, initiative);
  await table.startCombat([hero, guard]);
  return { hero, guard };
}

const SEATED: readonly Seat[] = ["playerA", "playerB"];
const EVERY: readonly Seat[] = ["gm", ...SEATED];

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM turns on initiative rolls mid-fight: Yvarre (DEX 16) led round 1; round 2 rolls DEX + 1D10 and the guard's 11 + 10 beats her 16 + 1 on every client (initiativeRolls)",
    seats: SEATED,
    async run(table, assert) {
      const { hero, guard } = await duel(table);
      const gm = table.seat("gm");
      assert.deepEqual(actingNow(table, EVERY), [combatantOf(gm, hero)], "round 1: DEX ranks as they stand");
      await setOption(table, "initiativeRolls", true);
      // Each fighter's d10s, DEX's then INT's, in the order they joined the fight.
      table.queueDice(10, [1, 1, 10, 10]);
      await gm.tracker("nextRound");
      assert.equal(gm.combat()?.round, 2);
      assert.deepEqual(actingNow(table, EVERY), [combatantOf(gm, guard)], "round 2: 21 before 17");
      assert.lengthOf(gm.combat()?.snapshot?.initiativeRolls ?? [], 2, "the tracker shows both rolls");
    },
  },
  {
    ruleset: "brp",
    name: "the GM keeps initiative rolls for the rest of the fight mid-combat: round 2's fresh rolls put Yvarre first; with keeping on, round 3 rolls nothing and she stays first (keepInitiativeRoll)",
    seats: SEATED,
    async run(table, assert) {
      await setOption(table, "initiativeRolls", true);
      // Round 1: Yvarre 16 + 1, the guard 11 + 10.
      const { hero, guard } = await duel(table, [1, 1, 10, 10]);
      const gm = table.seat("gm");
      assert.deepEqual(actingNow(table, EVERY), [combatantOf(gm, guard)], "round 1: the guard's 21 leads");
      // Round 2 rolls again: Yvarre 16 + 10, the guard 11 + 1.
      table.queueDice(10, [10, 10, 1, 1]);
      await gm.tracker("nextRound");
      assert.deepEqual(actingNow(table, EVERY), [combatantOf(gm, hero)], "round 2: a fresh roll, Yvarre's 26 leads");
      await setOption(table, "keepInitiativeRoll", true);
      // Dice that would give the guard the lead again, were they rolled.
      table.queueDice(10, [1, 1, 10, 10]);
      await gm.tracker("nextRound");
      assert.equal(gm.combat()?.round, 3);
      assert.deepEqual(actingNow(table, EVERY), [combatantOf(gm, hero)], "round 3: round 2's rolls kept");
    },
  },
  {
    ruleset: "brp",
    name: "the GM moves powers into the action phase mid-fight: Kallistor's stated power opened a powers phase in round 1; in round 2 it takes its INT rank 16 among the DEX ranks, before the guard's 11 (powersInActionPhase)",
    seats: SEATED,
    async run(table, assert) {
      const healer = await table.createActor(kallistor());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([healer, guard]);
      const gm = table.seat("gm");
      const statePower = async () => {
        table.seat("playerB").answerDialog({ action: "power" });
        await table.seat("playerB").sheetAction(healer, "stateIntent");
        await closeStatements(table);
      };
      await statePower();
      for (const seat of EVERY) assert.equal(table.seat(seat).combat()?.snapshot?.phase, "powers", `${seat}: round 1 has a powers phase`);
      assert.deepEqual(actingNow(table, EVERY), [combatantOf(gm, healer)]);
      // Like every option the round reads, the change counts from the next round on.
      await setOption(table, "powersInActionPhase", true);
      await gm.tracker("nextRound");
      await statePower();
      for (const seat of EVERY) assert.equal(table.seat(seat).combat()?.snapshot?.phase, "action", `${seat}: round 2 goes straight to the action phase`);
      assert.deepEqual(actingNow(table, EVERY), [combatantOf(gm, healer)], "the power at INT 16 comes before the guard's DEX 11");
      assert.notInclude([...actingNow(table, EVERY)], combatantOf(gm, guard));
    },
  },
];
