import { assertRefused, exchangeOn } from "../expect.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { trackerSnapshot } from "../tracker.js";
import { endTurns, engageBear, idOf, queueFlurryOpening, skirmish, type Skirmish } from "./tracker.js";

/**
 * The flurry card (WC-FVTT-5): posted when the flurry opens, it asks the right person at each
 * step — take or hold, the secret intentions, the attack with its odds shown before the roll, the
 * GM's hit location, the choice about an opponent out of actions — and lands wounds on the grid.
 * The soldier (sword 5, AGL +1, 1d8) against the cave bear (Defense 13, innate resistance 2).
 */

export interface FlurryView {
  fighters: Array<{ id: string; name: string; initiative: number; actionsLeft: number; declared: boolean; intention: string | null; tactic: string | null; attacking: boolean }>;
  odds: Array<{
    target: string;
    defense: number;
    reason: string;
    hit: string;
    critical: string;
    rows: Array<{ locations: string[]; lands: string; severity: Record<string, string> }>;
  }>;
  prompt: { key: string } | null;
  ended: string | null;
  steps?: number;
}

export const SEAT_OF: Record<keyof Skirmish, Seat> = { soldier: "playerA", spearman: "playerB", bear: "gm" };

/** The flurry card this seat sees (the newest). */
export function flurryCard(table: Table, seat: Seat = "gm"): DocumentRef {
  const message = [...table.seat(seat).messages()].reverse().find((m) => m.type === "exchange" && (m.system as unknown as { kind?: string }).kind === "flurry");
  if (!message?.id) throw new Error(`${seat} sees no flurry card`);
  return { uuid: message.uuid, id: message.id, name: "flurry" };
}
export const viewOf = (table: Table, seat: Seat, card: DocumentRef) => (exchangeOn(table.seat(seat), card).payload as unknown as { view: FlurryView }).view;
export const linesOf = (table: Table, card: DocumentRef) =>
  (exchangeOn(table.seat("gm"), card).payload as unknown as { lines: Array<{ key: string; data?: Record<string, unknown>; names?: Record<string, string> }> })
    .lines;
export const pendingOf = (table: Table, seat: Seat, card: DocumentRef) => exchangeOn(table.seat(seat), card).pending;

/** Movement done with the soldier engaged to the bear: Flurry 1 opens and its card is posted. */
export async function openFlurry(table: Table): Promise<{ people: Skirmish; card: DocumentRef }> {
  const people = await skirmish(table);
  await engageBear(table, people);
  queueFlurryOpening(table);
  await endTurns(table, people, ["soldier", "spearman", "bear"]);
  return { people, card: flurryCard(table) };
}

export async function press(table: Table, people: Skirmish, who: keyof Skirmish, card: DocumentRef, action: string): Promise<void> {
  await table.seat(SEAT_OF[who]).press(card, action, people[who].uuid);
}

export async function declare(table: Table, people: Skirmish, who: keyof Skirmish, card: DocumentRef, intention = "strike", tactic = "hold"): Promise<void> {
  table.seat(SEAT_OF[who]).answerDialog({ intention, tactic });
  await press(table, people, who, card, "declare");
}

/** The soldier takes the initiative and both strike, holding ground. */
export async function toTheAttack(table: Table): Promise<{ people: Skirmish; card: DocumentRef }> {
  const opened = await openFlurry(table);
  await press(table, opened.people, "soldier", opened.card, "take");
  await declare(table, opened.people, "soldier", opened.card);
  await declare(table, opened.people, "bear", opened.card);
  return opened;
}

/** The soldier's attack with these three dice; the GM then rolls what is queued after them. */
export async function soldierAttacks(
  table: Table,
  people: Skirmish,
  card: DocumentRef,
  dice: [number, number, number],
  gmDice: { faces: number; results: number[] }[] = [],
): Promise<void> {
  table.queueDice(6, dice);
  for (const d of gmDice) table.queueDice(d.faces, d.results);
  await press(table, people, "soldier", card, "attack");
}

export const woundsOf = (table: Table, seat: Seat, actor: DocumentRef) =>
  (table.seat(seat).actor(actor).system as unknown as { wounds: Array<{ location: string; severity: string; nature: string }> }).wounds;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "a flurry opens between the two engaged fighters: its card lists the soldier (flurry initiative 21, 3 actions) and the bear (13, 2 actions) and asks the soldier's player to take or hold the initiative",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      const view = viewOf(table, "playerB", card);
      assert.deepEqual(
        view.fighters.map((f) => [f.name, f.actionsLeft]),
        [
          ["Veteran Soldier", 3],
          ["Cave Bear", 2],
        ],
      );
      assert.deepEqual(pendingOf(table, "playerB", card), {
        actorUuid: table.seat("gm").actor(people.soldier).uuid,
        actions: ["take", "hold", "breakOff"],
        prompt: "FRAY.Flurry.Card.DecideTake",
      });
      assert.equal(
        table
          .seat("gm")
          .messages()
          .filter((m) => (m.system as unknown as { kind?: string }).kind === "flurry").length,
        1,
        "one card per flurry",
      );
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier holds the initiative: the bear is offered it and takes it, so the bear's side declares first and attacks first",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      await press(table, people, "soldier", card, "hold");
      assert.deepEqual(pendingOf(table, "gm", card)?.actions, ["take", "hold", "breakOff"]);
      assert.equal(pendingOf(table, "gm", card)?.actorUuid, table.seat("gm").actor(people.bear).uuid, "offered to the bear");
      await press(table, people, "bear", card, "take");
      assert.equal(pendingOf(table, "gm", card)?.actorUuid, table.seat("gm").actor(people.bear).uuid, "the attacker declares first");
      await declare(table, people, "bear", card);
      await declare(table, people, "soldier", card);
      assert.deepEqual(pendingOf(table, "playerA", card)?.actions, ["attack", "breakOff"]);
      assert.equal(pendingOf(table, "playerA", card)?.actorUuid, table.seat("gm").actor(people.bear).uuid, "the bear attacks");
    },
  },
  {
    ruleset: "flurry",
    name: "intentions and tactics are declared secretly: after the soldier declares Kill and Press, no client's card or combat holds his choice until the bear has declared too; then both show",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      await press(table, people, "soldier", card, "take");
      await declare(table, people, "soldier", card, "kill", "press");
      const early = viewOf(table, "playerB", card).fighters[0]!;
      assert.deepEqual([early.declared, early.intention, early.tactic], [true, null, null]);
      const seen = JSON.stringify(exchangeOn(table.seat("playerB"), card)) + JSON.stringify(table.seat("playerB").combat()?.flags ?? {});
      assert.notInclude(seen, '"kill"', "the intention is nowhere a player can read it");
      assert.notInclude(seen, "FRAY.Flurry.Intention.kill");
      await declare(table, people, "bear", card, "strike", "hold");
      const soldierRow = viewOf(table, "playerB", card).fighters[0]!;
      assert.deepEqual([soldierRow.intention, soldierRow.tactic], ["FRAY.Flurry.Intention.kill", "FRAY.Flurry.Tactic.press"]);
      assert.deepEqual(pendingOf(table, "playerB", card)?.actions, ["attack", "breakOff"]);
    },
  },
  {
    ruleset: "flurry",
    name: "the odds are on the card before the soldier rolls: 3d6 + 6 against Defense 13 hits 83.8% and is critical 37.5%; where the bear's hide is, 11.6% nothing, 46.5% light, 23.3% serious, 2.4% critical, 0.0% mortal",
    seats: ["playerA"],
    async run(table, assert) {
      const { card } = await toTheAttack(table);
      const [odds] = viewOf(table, "playerA", card).odds;
      assert.deepEqual([odds?.target, odds?.defense, odds?.hit, odds?.critical], ["Cave Bear", 13, "83.8%", "37.5%"]);
      assert.deepEqual(odds?.rows[0]?.locations, [
        "FRAY.Flurry.Location.Head",
        "FRAY.Flurry.Location.Chest",
        "FRAY.Flurry.Location.Belly",
        "FRAY.Flurry.Location.LeftLeg",
        "FRAY.Flurry.Location.RightLeg",
      ]);
      assert.deepEqual(odds?.rows[0]?.severity, { none: "11.6%", light: "46.5%", serious: "23.3%", critical: "2.4%", mortal: "0.0%" });
      assert.deepEqual(odds?.rows[1]?.locations, ["FRAY.Flurry.Location.LeftArm", "FRAY.Flurry.Location.RightArm"], "the forelegs have their own thresholds");
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier hits (3+3+3 + 6 = 15 against 13), the GM names the chest, 1d8 shows 6 − 2 innate = 4: a light cut lands on the bear's grid with its −1 penalty on every client, and the bear answers",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { people, card } = await toTheAttack(table);
      await soldierAttacks(table, people, card, [3, 3, 3]);
      assert.deepEqual(pendingOf(table, "playerA", card), {
        actorUuid: null,
        actions: ["hitHead", "hitChest", "hitBelly", "hitLeftArm", "hitRightArm", "hitLeftLeg", "hitRightLeg"],
        prompt: "FRAY.Flurry.Card.DecideLocation",
      });
      await table.seat("playerA").press(card, "hitChest", null);
      assertRefused(table.seat("playerA"), assert);
      table.queueDice(8, [6]);
      await table.seat("gm").press(card, "hitChest", null);
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        assert.deepEqual(
          woundsOf(table, seat, people.bear),
          [{ location: "chest", severity: "light", nature: "cut", shockValue: 0 }],
          `${seat} sees the wound`,
        );
        assert.equal((table.seat(seat).actor(people.bear).system as unknown as { derived: { woundPenalty: number } }).derived.woundPenalty, -1);
      }
      assert.deepInclude(linesOf(table, card).at(-1), { key: "FRAY.Flurry.Card.Wound", data: { name: "Cave Bear", mark: "C" } });
      const view = viewOf(table, "playerB", card);
      assert.deepEqual(
        view.fighters.map((f) => f.actionsLeft),
        [2, 2],
        "the attack cost the soldier one action",
      );
      assert.equal(
        pendingOf(table, "playerB", card)?.actorUuid,
        table.seat("gm").actor(people.bear).uuid,
        "a hit the bear can answer hands him the initiative",
      );
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier misses (1+1+1 + 6 = 9 against 13): no wound, one action spent, and the roles swap — the bear attacks next, its claws' Impact Cap 12 asking the GM for impact dice",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await toTheAttack(table);
      await soldierAttacks(table, people, card, [1, 1, 1]);
      assert.deepEqual(woundsOf(table, "gm", people.bear), []);
      assert.deepInclude(linesOf(table, card).at(-1), { key: "FRAY.Flurry.Card.Missed" });
      assert.deepEqual(pendingOf(table, "playerA", card), {
        actorUuid: table.seat("gm").actor(people.bear).uuid,
        actions: ["attack", "breakOff"],
        prompt: "FRAY.Flurry.Card.DecideAttack",
      });
      assert.deepEqual(viewOf(table, "playerA", card).odds[0]?.rows, [], "the claws have no impact dice yet: no severity odds");
      table.seat("gm").answerDialog({ impactDice: "1d10" });
      table.queueDice(6, [6, 6, 5]);
      await table.seat("gm").press(card, "attack", people.bear.uuid);
      table.queueDice(10, [9]);
      await table.seat("gm").press(card, "hitLeftArm", null);
      assert.lengthOf(woundsOf(table, "playerA", people.soldier), 1, "the bear's blow lands with the dice the GM gave");
    },
  },
  {
    ruleset: "flurry",
    name: "a critical (5+5+5 + 6 = 21, margin 8: one extra die) to the bear's chest keeps its whole 2d8 = 8: a serious wound that stuns it, all its actions gone; the soldier lets it go and the flurry ends, the tracker moving on to adjustment",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await toTheAttack(table);
      await soldierAttacks(table, people, card, [5, 5, 5]);
      assert.deepInclude(linesOf(table, card).at(-1), { key: "FRAY.Flurry.Card.Hit", data: { margin: 8 } });
      table.queueDice(8, [4, 4]);
      table.queueDice(6, [3]);
      await table.seat("gm").press(card, "hitChest", null);
      assert.deepEqual(woundsOf(table, "playerA", people.bear), [{ location: "chest", severity: "serious", nature: "cut", shockValue: 0 }]);
      const keys = linesOf(table, card).map((line) => line.key);
      for (const key of ["FRAY.Flurry.Card.Critical", "FRAY.Flurry.Card.Wound", "FRAY.Flurry.Card.Condition"]) assert.include(keys, key);
      assert.deepEqual(
        viewOf(table, "playerA", card).fighters.map((f) => f.actionsLeft),
        [2, 0],
        "stunned: the bear has no actions left",
      );
      assert.deepEqual(pendingOf(table, "playerA", card)?.actions, ["press", "withdraw", "indefensible", "letGo"], "out of actions: the soldier decides");
      await press(table, people, "soldier", card, "letGo");
      assert.equal(exchangeOn(table.seat("playerA"), card).state, "closed");
      assert.equal(viewOf(table, "playerA", card).ended, "FRAY.Flurry.Card.Ended.disengaged");
      const after = await trackerSnapshot(table.seat("playerA"));
      assert.deepEqual([after.phase, after.canActNow], ["adjustment", [idOf(table, people.bear)]]);
    },
  },
  {
    ruleset: "flurry",
    name: "a stranger's clicks are refused and change nothing: the spearman's player cannot take the soldier's initiative, declare for him, or name the hit location",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const { people, card } = await openFlurry(table);
      const before = JSON.stringify(exchangeOn(table.seat("gm"), card));
      await table.seat("playerB").press(card, "take", people.soldier.uuid);
      assertRefused(table.seat("playerB"), assert);
      await table.seat("playerB").press(card, "take", people.spearman.uuid);
      assert.equal(JSON.stringify(exchangeOn(table.seat("gm"), card)), before, "the card is as it was");
      await press(table, people, "soldier", card, "take");
      await press(table, people, "soldier", card, "take");
      assertRefused(table.seat("playerA"), assert);
      assert.deepEqual(pendingOf(table, "gm", card)?.actions, ["declare"], "a repeated click did not take the initiative twice");
    },
  },
  {
    ruleset: "flurry",
    name: "the GM undoes the soldier's blow: the bear's wound leaves the grid and the flurry is back to the soldier's attack with three actions, on every client",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await toTheAttack(table);
      await soldierAttacks(table, people, card, [3, 3, 3]);
      table.queueDice(8, [6]);
      await table.seat("gm").press(card, "hitChest", null);
      assert.lengthOf(woundsOf(table, "playerA", people.bear), 1);
      await table.seat("playerA").undo(card);
      assertRefused(table.seat("playerA"), assert);
      await table.seat("gm").undo(card);
      assert.deepEqual(woundsOf(table, "playerA", people.bear), []);
      assert.deepEqual(
        viewOf(table, "playerA", card).fighters.map((f) => f.actionsLeft),
        [3, 2],
      );
      assert.deepEqual(pendingOf(table, "playerA", card), {
        actorUuid: table.seat("gm").actor(people.soldier).uuid,
        actions: ["attack", "breakOff"],
        prompt: "FRAY.Flurry.Card.DecideAttack",
      });
    },
  },
  {
    ruleset: "flurry",
    name: "blows are traded until the bear is out of actions: four misses spend the bear's two actions and two of the soldier's three; with one left he presses the bear back a hex, the flurry ends and the tracker moves on to adjustment",
    seats: ["playerA"],
    async run(table, assert) {
      const { people, card } = await toTheAttack(table);
      const bearMisses = async () => {
        table.seat("gm").answerDialog({ impactDice: "1d10" });
        table.queueDice(6, [1, 1, 1]);
        await table.seat("gm").press(card, "attack", people.bear.uuid);
      };
      await soldierAttacks(table, people, card, [1, 1, 1]);
      await bearMisses();
      await soldierAttacks(table, people, card, [1, 1, 2]);
      await bearMisses();
      assert.deepEqual(viewOf(table, "playerA", card).fighters.map((f) => f.actionsLeft), [1, 0]);
      assert.deepEqual(pendingOf(table, "playerA", card)?.actions, ["press", "withdraw", "letGo"], "one action left: no undefended strike (it needs two)");
      table.seat("playerA").answerDialog({ steps: 1 });
      await press(table, people, "soldier", card, "press");
      assert.equal(viewOf(table, "playerA", card).ended, "FRAY.Flurry.Card.Ended.pressedBack");
      assert.equal((await trackerSnapshot(table.seat("gm"))).phase, "adjustment");
      assert.deepEqual(table.errors(), []);
    },
  },
];
