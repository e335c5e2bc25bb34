import { assertRefused, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { caveBear, soldier, spearman } from "./fixtures.js";

/**
 * The flurry sheets as the table uses them: Defense and its variants, the wound grid with the
 * worst wound per location and its penalty, weapons' impact honest to the surviving table, armour
 * per location — each derived by the rules and the same on every client.
 */

interface Derived {
  defence: Array<{ key: string; value: number; defended: boolean }>;
  actionsPerFlurry: number;
  woundPenalty: number;
  canAct: boolean;
  grid: Array<{ location: string; name: string | null; penalty: number | null; cells: Array<{ severity: string; marks: string[]; worst: boolean }> }>;
  mobility: string;
  movement: { rate: number; movementPhase: number; adjustmentPhase: number };
  armour: Record<string, { absorption: number; penetrationThreshold: number; defenseBonus: number }>;
  weapons: Array<{ name: string; impact: { cap: number; label: string; source: string } }>;
}

const EVERYONE: readonly Seat[] = ["gm", "playerA", "playerB"];
const derivedOf = (table: Table, seat: Seat, actor: DocumentRef) => (table.seat(seat).actor(actor).system as unknown as { derived: Derived }).derived;
const defence = (d: Derived) => Object.fromEntries(d.defence.map((row) => [row.key, row.value]));
const itemIdOf = (table: Table, actor: DocumentRef, name: string) => table.seat("gm").actor(actor).items.contents.find((i) => i.name === name)?.id ?? "";
const wound = (location: string, severity: string, nature: string, shockValue = 0) => ({ location, severity, nature, shockValue: String(shockValue) });

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the soldier's sheet shows Defense 17 in front, 8 on a defended flank, 3 from behind and 3 actions a flurry (FR 6, AGL +1), on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      for (const seat of EVERYONE) {
        const d = derivedOf(table, seat, s);
        assert.deepEqual(defence(d), { front: 17, flank: 8, rear: 3, stunned: 8, fallen: 11, helpless: 3 }, `${seat} sees the Defense variants`);
        assert.equal(d.actionsPerFlurry, 3);
      }
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier's player records a serious cut to the chest from his sheet: every client sees C14 in the grid and a wound penalty of −3",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      await table.seat("playerA").sheetAction(s, "addWound", wound("chest", "serious", "cut", 14));
      for (const seat of EVERYONE) {
        const d = derivedOf(table, seat, s);
        const chest = d.grid.find((row) => row.location === "chest")!;
        assert.deepEqual(chest.cells.find((c) => c.severity === "serious")?.marks, ["C14"], `${seat} sees the wound noted`);
        assert.equal(d.woundPenalty, -3, `${seat} sees the penalty`);
      }
    },
  },
  {
    ruleset: "flurry",
    name: "a light bruise under the serious chest wound adds nothing (only the worst per location counts); a serious leg wound adds −3 and halves movement 7 → 3 (WC-WND-4, WC-WND-12)",
    seats: ["playerA"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      await table.seat("playerA").sheetAction(s, "addWound", wound("chest", "serious", "cut"));
      await table.seat("playerA").sheetAction(s, "addWound", wound("chest", "light", "blunt"));
      assert.equal(derivedOf(table, "gm", s).woundPenalty, -3);
      await table.seat("gm").sheetAction(s, "addWound", wound("rightLeg", "serious", "puncture"));
      const d = derivedOf(table, "playerA", s);
      assert.equal(d.woundPenalty, -6);
      assert.equal(d.mobility, "half");
      assert.deepEqual(d.movement, { rate: 3, movementPhase: 2, adjustmentPhase: 1 });
    },
  },
  {
    ruleset: "flurry",
    name: "the GM counts only the worst location's penalty: the soldier's −6 (chest and leg) becomes −3 on every client, and back",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      await table.seat("gm").sheetAction(s, "addWound", wound("chest", "serious", "cut"));
      await table.seat("gm").sheetAction(s, "addWound", wound("leftLeg", "serious", "cut"));
      await table.seat("gm").setSetting("fray", "flurry_woundPenaltyAcrossLocations", "worst");
      for (const seat of EVERYONE) assert.equal(derivedOf(table, seat, s).woundPenalty, -3, `${seat} sees the worst only`);
      await table.seat("gm").setSetting("fray", "flurry_woundPenaltyAcrossLocations", "sum");
      for (const seat of EVERYONE) assert.equal(derivedOf(table, seat, s).woundPenalty, -6, `${seat} sees the sum again`);
    },
  },
  {
    ruleset: "flurry",
    name: "a mortal wound leaves the soldier no actions at all: the sheet says he cannot act",
    seats: ["playerA"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      await table.seat("gm").sheetAction(s, "addWound", wound("belly", "mortal", "cut"));
      const d = derivedOf(table, "playerA", s);
      assert.isFalse(d.canAct);
      assert.isNull(d.grid.find((row) => row.location === "belly")?.penalty);
    },
  },
  {
    ruleset: "flurry",
    name: "removing a wound from the sheet clears its cell and its penalty on every client",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      await table.seat("playerA").sheetAction(s, "addWound", wound("head", "light", "blunt"));
      await table.seat("playerA").sheetAction(s, "addWound", wound("leftArm", "serious", "cut"));
      await table.seat("playerA").sheetAction(s, "removeWound", { index: "0" });
      for (const seat of EVERYONE) {
        assert.deepEqual((valueOf(table.seat(seat), s, "system.wounds") as Array<{ location: string }>).map((w) => w.location), ["leftArm"]);
        assert.equal(derivedOf(table, seat, s).woundPenalty, -3);
      }
    },
  },
  {
    ruleset: "flurry",
    name: "a player cannot record a wound on a fighter he does not own: the spearman's player presses on the soldier's sheet and nothing changes",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      await table.seat("playerB").sheetAction(s, "addWound", wound("chest", "critical", "cut"));
      assert.deepEqual(valueOf(table.seat("gm"), s, "system.wounds"), []);
    },
  },
  {
    ruleset: "flurry",
    name: "a wound the rules do not know (a tail) is refused with a localized message and the record is untouched",
    seats: ["playerA"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      table.seat("playerA").clearNotices();
      await table.seat("playerA").sheetAction(s, "addWound", wound("tail", "light", "blunt"));
      assertRefused(table.seat("playerA"), assert);
      assert.deepEqual(valueOf(table.seat("gm"), s, "system.wounds"), []);
    },
  },
  {
    ruleset: "flurry",
    name: "the spear's Impact Cap 11 lies beyond the surviving table: by default its impact is missing; the GM's interim table gives 1d12 on every client; dice entered on the spear win (WC-STR-2)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const p = await table.createActor(spearman());
      const spear = () => derivedOf(table, "playerB", p).weapons[0]!.impact;
      assert.deepEqual([spear().cap, spear().source, spear().label], [11, "missing", "?"]);
      await table.seat("gm").setSetting("fray", "flurry_impactBeyondTable", "placeholder");
      for (const seat of EVERYONE) {
        const impact = derivedOf(table, seat, p).weapons[0]!.impact;
        assert.deepEqual([impact.source, impact.label], ["placeholder", "1d12"], `${seat} sees the interim die`);
      }
      const id = itemIdOf(table, p, "Boar Spear");
      await table.seat("playerB").run(() => table.seat("playerB").actor(p).items.get(id)?.update({ "system.impactDice": "2d6" } as Item.UpdateData));
      await table.settle();
      assert.deepEqual([spear().source, spear().label], ["weapon", "2d6"]);
    },
  },
  {
    ruleset: "flurry",
    name: "impact dice that are not dice (“2d”) are refused with a message naming them; the spear keeps its dice",
    seats: ["playerB"],
    async run(table, assert) {
      const p = await table.createActor(spearman());
      const id = itemIdOf(table, p, "Boar Spear");
      const item = () => table.seat("playerB").actor(p).items.get(id);
      await table.seat("playerB").run(() => item()?.update({ "system.impactDice": "1d10" } as Item.UpdateData));
      await table.settle();
      let refusal = "";
      await table.seat("playerB").run(async () => {
        try {
          await item()?.update({ "system.impactDice": "2d" } as Item.UpdateData);
        } catch (error) {
          refusal = error instanceof Error ? error.message : String(error);
        }
      });
      await table.settle();
      assert.include(refusal, "“2d” is not impact dice");
      assert.equal((item()?.system as unknown as { impactDice: string }).impactDice, "1d10");
    },
  },
  {
    ruleset: "flurry",
    name: "setting the shield aside from the sheet takes its absorption and Defense bonus off the chest and left arm on every client (WC-ATK-5)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      assert.deepEqual(derivedOf(table, "playerB", s).armour["chest"], { absorption: 5, penetrationThreshold: 6, defenseBonus: 1 });
      await table.seat("playerA").sheetAction(s, "toggleEquipped", { itemId: itemIdOf(table, s, "Round Shield") });
      for (const seat of EVERYONE) {
        const armour = derivedOf(table, seat, s).armour;
        assert.deepEqual(armour["chest"], { absorption: 3, penetrationThreshold: 5, defenseBonus: 0 }, `${seat}: the mail alone`);
        assert.deepEqual(armour["leftArm"], { absorption: 3, penetrationThreshold: 5, defenseBonus: 0 });
      }
    },
  },
  {
    ruleset: "flurry",
    name: "the cave bear's forelegs carry their own names in the grid; its Defense is 13 (10 + FR 4 − 1)",
    seats: ["playerA"],
    async run(table, assert) {
      const b = await table.createActor(caveBear());
      const d = derivedOf(table, "playerA", b);
      assert.equal(d.grid.find((row) => row.location === "leftArm")?.name, "Left foreleg");
      assert.equal(defence(d)["front"], 13);
    },
  },
  {
    ruleset: "flurry",
    name: "thresholds entered out of order leave the soldier loadable on every client, and the sheet says why",
    seats: ["playerA"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      await table.seat("gm").run(() => table.seat("gm").actor(s).update({ "system.thresholds.impaired": 9 } as Actor.UpdateData));
      await table.settle();
      const problem = (table.seat("playerA").actor(s).system as unknown as { derivationProblem: string }).derivationProblem;
      assert.ok(/threshold/i.test(problem), problem);
      assert.notOk(/FRAY\./.test(problem), problem);
    },
  },
];
