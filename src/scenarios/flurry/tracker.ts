import { assertRefused } from "../expect.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { combatantOf, pressTracker, trackerNotes, trackerSnapshot } from "../tracker.js";
import { caveBear, soldier, spearman } from "./fixtures.js";

/**
 * The three-phase round in the tracker (WC-FVTT-4): 3d6 + Fighter rank for everyone, the
 * movement phase in initiative order, one flurry per group of engaged fighters, the adjustment
 * phase in reverse order, and the GM's prompts (surprise, shock, morale) answered from the
 * tracker's close control.
 */

export interface Skirmish {
  readonly soldier: DocumentRef;
  readonly spearman: DocumentRef;
  readonly bear: DocumentRef;
}

/**
 * The soldier (FR 6) and the spearman (FR 2) against the cave bear (FR 4). Initiative 3d6 + FR:
 * 4+4+4+6 = 18, 3+3+3+2 = 11, 2+2+2+4 = 10; then the flurry initiative each fighter keeps in
 * reserve: soldier 5+5+5+6 = 21, spearman 2+2+2+2 = 8, bear 3+3+3+4 = 13 (ties by 1+1+1).
 */
export async function skirmish(table: Table, over: { soldierWounds?: readonly object[]; arrange?: (people: Skirmish) => Promise<void> } = {}): Promise<Skirmish> {
  const s = soldier();
  const people = {
    soldier: await table.createActor(over.soldierWounds ? { ...s, system: { ...s.system, wounds: over.soldierWounds } } : s),
    spearman: await table.createActor(spearman()),
    bear: await table.createActor(caveBear()),
  };
  // Tokens placed and turned before the fight begins (afterwards a move is paid from a budget).
  await over.arrange?.(people);
  table.queueDice(6, [4, 4, 4, 3, 3, 3, 2, 2, 2]);
  table.queueDice(6, [5, 5, 5, 1, 1, 1, 2, 2, 2, 1, 1, 1, 3, 3, 3, 1, 1, 1]);
  await table.startCombat([people.soldier, people.spearman, people.bear]);
  return people;
}

/**
 * The flurry initiative rolled as the flurry opens (WC-FLY-2), in flurry order: the soldier
 * 5+5+5 + 6 = 21 (tie-breaker 1+1+1), the bear 3+3+3 + 4 = 13 (tie-breaker 1+1+1).
 */
export function queueFlurryOpening(table: Table): void {
  table.queueDice(6, [5, 5, 5, 1, 1, 1, 3, 3, 3, 1, 1, 1]);
}

export const idOf = (table: Table, actor: DocumentRef) => combatantOf(table.seat("gm"), actor);

/** Each fighter ends its movement (or adjustment) from the tracker: owners for theirs, the GM for the bear. */
export async function endTurns(table: Table, people: Skirmish, order: ReadonlyArray<keyof Skirmish>): Promise<void> {
  const seatOf: Record<keyof Skirmish, Seat> = { soldier: "playerA", spearman: "playerB", bear: "gm" };
  for (const who of order) await table.seat(seatOf[who]).tracker("frayEndTurn", { combatantId: idOf(table, people[who]) });
}

/** The soldier's player targets the bear and engages it from his sheet. */
export async function engageBear(table: Table, people: Skirmish): Promise<void> {
  await table.seat("playerA").target(people.bear);
  await table.seat("playerA").sheetAction(people.soldier, "engageTargets");
}

const MOVEMENT_ORDER = ["soldier", "spearman", "bear"] as const;
const ADJUSTMENT_ORDER = ["bear", "spearman", "soldier"] as const;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the tracker rolls 3d6 + Fighter rank (soldier 18, spearman 11, bear 10), runs the movement phase in that order with half the movement rate, skips an empty flurry phase, and runs the adjustment phase in reverse",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const people = await skirmish(table);
      const start = await trackerSnapshot(table.seat("playerB"));
      assert.equal(start.phase, "movement");
      assert.deepEqual(start.initiativeRolls.map((r) => r.total), [18, 11, 10]);
      assert.deepEqual(start.groups[0]?.participantIds, [people.soldier, people.spearman, people.bear].map((a) => idOf(table, a)));
      assert.deepEqual(start.canActNow, [idOf(table, people.soldier)], "the soldier moves first");
      assert.equal(start.actionsLeft[idOf(table, people.soldier)], 4, "movement rate 7: 4 movement points now, 3 in the adjustment phase");
      await table.seat("playerB").tracker("frayEndTurn", { combatantId: idOf(table, people.spearman) });
      assertRefused(table.seat("playerB"), assert);
      await endTurns(table, people, MOVEMENT_ORDER);
      const adjustment = await trackerSnapshot(table.seat("playerA"));
      assert.equal(adjustment.phase, "adjustment", "nobody engaged: no flurry, straight to adjustment");
      assert.deepEqual(adjustment.groups[0]?.participantIds, [people.bear, people.spearman, people.soldier].map((a) => idOf(table, a)));
      assert.deepEqual(adjustment.canActNow, [idOf(table, people.bear)]);
      assert.equal(adjustment.actionsLeft[idOf(table, people.soldier)], 3);
      await endTurns(table, people, ADJUSTMENT_ORDER);
      const end = await trackerSnapshot(table.seat("playerA"));
      assert.deepEqual([end.phase, end.roundOver], ["morale", true]);
    },
  },
  {
    ruleset: "flurry",
    name: "the GM's prompts: surprise and a shock check for the wounded soldier at the start, morale at the end, each answered from the tracker by the GM only, and noted beside the fighters for the GM's eyes",
    seats: ["playerA"],
    async run(table, assert) {
      const people = await skirmish(table, { soldierWounds: [{ location: "leftArm", severity: "light", nature: "cut", shockValue: 0 }] });
      const first = await trackerSnapshot(table.seat("gm"));
      assert.deepEqual([first.phaseClosable, first.phaseCloseLabel], [true, "FRAY.Flurry.Prompt.AnswerSurprise"]);
      assert.equal((await trackerNotes(table.seat("gm")))["Veteran Soldier"], "FRAY.Flurry.Prompt.Note.surprise");
      assert.deepEqual(await trackerNotes(table.seat("playerA")), {}, "players do not see the GM's prompts");
      await table.seat("playerA").tracker("frayClosePhase");
      assertRefused(table.seat("playerA"), assert);
      await table.seat("gm").tracker("frayClosePhase");
      const shock = await trackerSnapshot(table.seat("gm"));
      assert.equal(shock.phaseCloseLabel, "FRAY.Flurry.Prompt.AnswerShock");
      assert.deepEqual(await trackerNotes(table.seat("gm")), { "Veteran Soldier": "FRAY.Flurry.Prompt.Note.shock" }, "only the wounded soldier checks for shock");
      await table.seat("gm").tracker("frayClosePhase");
      assert.isFalse((await trackerSnapshot(table.seat("gm"))).phaseClosable ?? false, "nothing left to answer");
      await endTurns(table, people, MOVEMENT_ORDER);
      await endTurns(table, people, ADJUSTMENT_ORDER);
      const morale = await trackerSnapshot(table.seat("gm"));
      assert.deepEqual([morale.phase, morale.phaseCloseLabel], ["morale", "FRAY.Flurry.Prompt.AnswerMorale"]);
      await table.seat("gm").tracker("frayClosePhase");
      assert.isFalse((await trackerSnapshot(table.seat("gm"))).phaseClosable ?? false);
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier's player engages the bear during movement: when everyone has moved, the two fight Flurry 1 (the spearman stands apart) and the soldier, flurry initiative 21 against 13, is offered the initiative",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const people = await skirmish(table);
      await table.seat("playerB").target(people.bear);
      await table.seat("playerB").sheetAction(people.soldier, "engageTargets");
      assert.equal((await trackerSnapshot(table.seat("gm"))).phase, "movement");
      await engageBear(table, people);
      queueFlurryOpening(table);
      await endTurns(table, people, MOVEMENT_ORDER);
      const flurry = await trackerSnapshot(table.seat("playerB"));
      assert.equal(flurry.phase, "flurry");
      assert.deepEqual(
        flurry.groups.map((g) => [g.key, g.participantIds]),
        [
          ["r1f1", [idOf(table, people.soldier), idOf(table, people.bear)]],
          ["unengaged", [idOf(table, people.spearman)]],
        ],
      );
      assert.deepEqual(flurry.canActNow, [idOf(table, people.soldier)]);
      assert.equal(flurry.actionsLeft[idOf(table, people.soldier)], 3, "FR 6: three actions in the flurry");
      assert.deepEqual(table.errors(), []);
    },
  },
  {
    ruleset: "flurry",
    name: "a player cannot engage for a fighter he does not own, nor engage his own side: each is refused with a message and the movement phase ends with nobody engaged",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const people = await skirmish(table);
      await table.seat("playerB").target(people.bear);
      await table.seat("playerB").sheetAction(people.soldier, "engageTargets");
      assertRefused(table.seat("playerB"), assert);
      table.seat("playerA").clearNotices();
      await table.seat("playerA").target(people.spearman);
      await table.seat("playerA").sheetAction(people.soldier, "engageTargets");
      assertRefused(table.seat("playerA"), assert);
      await endTurns(table, people, MOVEMENT_ORDER);
      assert.equal((await trackerSnapshot(table.seat("gm"))).phase, "adjustment", "no engagement was recorded");
    },
  },
  {
    ruleset: "flurry",
    name: "three rounds from the tracker: the soldier and the bear stay engaged and fight a flurry every round (both hold: it passes off), everyone moves and adjusts, and the GM's next round rolls initiative afresh",
    seats: ["playerA"],
    async run(table, assert) {
      const people = await skirmish(table);
      await engageBear(table, people);
      for (const round of [1, 2, 3]) {
        const phases: string[] = [];
        for (let step = 0; step < 12; step++) {
          const snapshot = await trackerSnapshot(table.seat("gm"));
          if (snapshot.roundOver) break;
          if (phases.at(-1) !== snapshot.phase) phases.push(snapshot.phase);
          await table.seat("gm").tracker("frayEndTurn", { combatantId: snapshot.canActNow[0] ?? "" });
        }
        const end = await trackerSnapshot(table.seat("playerA"));
        assert.deepEqual([end.round, end.phase, end.roundOver], [round, "morale", true], `round ${round} is over`);
        assert.deepEqual(phases, ["movement", "flurry", "adjustment"], `round ${round} ran its three phases`);
        assert.deepEqual(table.seat("gm").notices().filter((n) => n.level !== "info"), [], "no step was refused");
        await pressTracker(table, table.seat("gm"), "nextRound");
      }
      const fourth = await trackerSnapshot(table.seat("playerA"));
      assert.deepEqual([fourth.round, fourth.phase, fourth.initiativeRolls.length], [4, "movement", 3]);
    },
  },
];
