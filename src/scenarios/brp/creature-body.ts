import { optionSettingKey } from "../../foundry/settings/option-fields.js";
import type { Scenario } from "../table.js";
import { exchangeOn, valueOf } from "../expect.js";
import { attackWith, templeGuard, woundsOf } from "./fixtures.js";

/**
 * A creature's own hit-location table (BRP-FVTT-1): set from its sheet in one dialog, refused
 * whole when its d20 ranges leave a gap or overlap, and rolled on by an attack's location step.
 */

const wolf = { name: "Wolf", type: "brpCreature", system: { characteristics: { STR: 10, CON: 11, SIZ: 10, INT: 5, POW: 10, DEX: 14, CHA: 0 }, move: 12, hitPoints: { value: 11 } } };

/** The dialog's answer for a table: row i's name, range, kind and share (rows beyond stay empty). */
function tableAnswer(rows: ReadonlyArray<readonly [string, number, number, string, number, number]>, spare = 10): Record<string, string | number> {
  const answer: Record<string, string | number> = {};
  for (let i = 0; i < spare; i++) {
    const row = rows[i];
    answer[`name.${i}`] = row?.[0] ?? "";
    answer[`from.${i}`] = row?.[1] ?? "";
    answer[`to.${i}`] = row?.[2] ?? "";
    if (row) Object.assign(answer, { [`kind.${i}`]: row[3], [`numerator.${i}`]: row[4], [`denominator.${i}`]: row[5] });
  }
  return answer;
}

const WOLF_TABLE = [
  ["Right hind leg", 1, 2, "leg", 1, 4],
  ["Left hind leg", 3, 4, "leg", 1, 4],
  ["Hindquarters", 5, 7, "abdomen", 1, 3],
  ["Forequarters", 8, 10, "chest", 4, 10],
  ["Right foreleg", 11, 13, "leg", 1, 4],
  ["Left foreleg", 14, 16, "leg", 1, 4],
  ["Head", 17, 20, "head", 1, 3],
] as const;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM gives the wolf its own hit-location table from its sheet; a table with a gap is refused with a message and nothing is saved (BRP-FVTT-1)",
    seats: ["playerA"],
    async run(table, assert) {
      const beast = await table.createActor(wolf);
      const gm = table.seat("gm");
      // The editor opens on the seven humanoid rows and three empty ones.
      gm.answerDialog(tableAnswer(WOLF_TABLE));
      await gm.sheetAction(beast, "editHitLocations");
      const stored = valueOf(table.seat("playerA"), beast, "system.hitLocationTable") as Array<{ key: string; from: number; to: number; kind: string }>;
      assert.deepEqual(stored.map((row) => `${row.key} ${row.from}-${row.to} ${row.kind}`), ["rightHindLeg 1-2 leg", "leftHindLeg 3-4 leg", "hindquarters 5-7 abdomen", "forequarters 8-10 chest", "rightForeleg 11-13 leg", "leftForeleg 14-16 leg", "head 17-20 head"]);
      gm.clearNotices();
      // Shrinking the head to 18-20 leaves 17 to no one: the whole table is refused.
      gm.answerDialog(tableAnswer(WOLF_TABLE.map((row) => (row[0] === "Head" ? (["Head", 18, 20, "head", 1, 3] as const) : row)), 10));
      await gm.sheetAction(beast, "editHitLocations");
      const warning = gm.notices().find((notice) => notice.level === "warn");
      assert.equal(warning?.message, table.localize("FRAY.Brp.Error.LocationTableGap", { value: "17" }));
      assert.deepEqual(valueOf(table.seat("playerA"), beast, "system.hitLocationTable"), stored, "nothing saved");
    },
  },
  {
    ruleset: "brp",
    name: "with hit locations on, the temple guard's spear lands on the serpent's Body from its own table, and the wound is recorded there (BRP-FVTT-1, BRP-OPT-7)",
    seats: ["playerA"],
    async run(table, assert) {
      const gm = table.seat("gm");
      await gm.setSetting("fray", optionSettingKey("brp", "hitLocations"), true);
      const guard = await table.createActor(templeGuard());
      const serpent = await table.createActor({
        name: "Giant Serpent",
        type: "brpCreature",
        system: {
          characteristics: { STR: 20, CON: 16, SIZ: 22, INT: 3, POW: 12, DEX: 14, CHA: 0 },
          hitPoints: { value: 19 },
          naturalArmor: 3,
          hitLocationTable: [
            { key: "tail", name: "Tail", from: 1, to: 6, kind: "leg", numerator: 1, denominator: 3 },
            { key: "body", name: "Body", from: 7, to: 14, kind: "chest", numerator: 4, denominator: 10 },
            { key: "head", name: "Head", from: 15, to: 20, kind: "head", numerator: 1, denominator: 3 },
          ],
        },
      });
      const card = await attackWith(table, "gm", guard, "Short Spear", serpent, 30);
      await gm.press(card, "noDefence");
      // 1D6+1 rolls 5+1, the guard's +1D4 rolls 3: 9 against the scales' 3.
      table.queueDice(6, [5]);
      table.queueDice(4, [3]);
      await gm.press(card, "rollDamage");
      table.queueDice(20, [10]);
      await gm.press(card, "rollLocation");
      assert.equal(exchangeOn(table.seat("playerA"), card).state, "closed");
      assert.equal(valueOf(table.seat("playerA"), serpent, "system.hitPoints.value"), 19 - 6);
      assert.equal(woundsOf(table, "playerA", serpent)[0]?.system.location, "body", "10 is the Body's 7-14");
      // The Body holds ⌈19 × 4/10⌉ = 8: 6 points leave it working.
      assert.deepEqual(valueOf(table.seat("playerA"), serpent, "system.harm.locationDamage"), { body: 6 });
    },
  },
];
