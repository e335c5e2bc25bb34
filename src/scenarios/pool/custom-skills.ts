import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { assertRefused, lastCard } from "../expect.js";
import { aldric } from "./fixtures.js";

/**
 * The open-ended skill list (FC-DATA-1): an owner adds a skill of the character's own from the
 * sheet (a name and its dice), rolls it as any skill, changes its dice, removes it. A name that is
 * empty or already a skill is refused with a message and nothing is written.
 */

type Stored = Readonly<Record<string, { name?: string; dice?: number }>>;
const customSkills = (table: Table, seat: Seat, actor: DocumentRef): Stored => (table.seat(seat).actor(actor).system as unknown as { customSkills: Stored }).customSkills;
const named = (table: Table, seat: Seat, actor: DocumentRef, name: string): string => Object.entries(customSkills(table, seat, actor)).find(([, skill]) => skill.name === name)?.[0] ?? "";

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "player A adds Sailing (3D) to Aldric's sheet, rolls it (3D, then 2D with a second Wound), sets it to 4D, and removes it; every seat follows (FC-DATA-1)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(aldric());
      const player = table.seat("playerA");
      player.answerDialog({ name: "  Sailing ", dice: 3 });
      await player.sheetAction(hero, "addCustomSkill");
      const id = named(table, "gm", hero, "Sailing");
      assert.ok(id, "Sailing is stored under an id of its own");
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.deepEqual(customSkills(table, seat, hero)[id], { name: "Sailing", dice: 3 }, `${seat} sees Sailing 3D`);

      player.answerDialog({ difficulty: 2 });
      table.queueDice(6, [3, 5, 1]);
      await player.sheetAction(hero, "rollSkill", { skill: id });
      let card = lastCard(table.seat("playerB"));
      const facts = () => card.exchange.payload as { skill?: string; skillName?: string; rolled?: number; view?: { skillLabel?: string; passed?: boolean } };
      assert.deepEqual([card.exchange.kind, facts().skill, facts().skillName, facts().rolled], ["check", id, "Sailing", 3], "a check of Sailing with its 3 dice");
      assert.equal(facts().view?.skillLabel, "Sailing", "the card names the skill as typed");
      assert.isTrue(facts().view?.passed ?? false, "two successes meet difficulty 2");

      await table.seat("gm").run(() => table.seat("gm").actor(hero).update({ "system.tracks.wound.value": 2 } as Actor.UpdateData));
      await table.settle();
      player.answerDialog({ difficulty: 1 });
      table.queueDice(6, [2, 6]);
      await player.sheetAction(hero, "rollSkill", { skill: id });
      card = lastCard(table.seat("gm"));
      assert.equal(facts().rolled, 2, "the second Wound (−1D) takes Sailing to 2D, as every skill");

      await player.typeIntoSheet(hero, `system.customSkills.${id}.dice`, "4");
      assert.deepEqual(customSkills(table, "playerB", hero)[id], { name: "Sailing", dice: 4 }, "4D, the name kept");
      player.clearNotices();
      await player.typeIntoSheet(hero, `system.customSkills.${id}.dice`, "heavy");
      assertRefused(player, assert);
      assert.deepEqual(customSkills(table, "gm", hero)[id], { name: "Sailing", dice: 4 }, "a word for dice changes nothing");

      await player.sheetAction(hero, "removeCustomSkill", { skill: id });
      for (const seat of ["gm", "playerA", "playerB"] as const) assert.deepEqual(customSkills(table, seat, hero), {}, `${seat} sees Sailing gone`);
      const cards = table.seat("gm").messages().length;
      player.clearNotices();
      await player.sheetAction(hero, "rollSkill", { skill: id });
      assertRefused(player, assert);
      assert.equal(table.seat("gm").messages().length, cards, "a removed skill rolls nothing");
    },
  },
  {
    ruleset: "pool",
    name: "an empty name, “melee” and a second “sailing” are refused with a message and nothing is written; player B cannot add a skill to Aldric; the GM gives the smuggler NPC Lockpicking (FC-DATA-1)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { skills: { melee: 4 }, customSkills: { keep: { name: "Sailing", dice: 2 } } } });
      const player = table.seat("playerA");
      for (const [name, expected] of [["   ", "FRAY.Pool.Skill.NameEmpty"], ["melee", "FRAY.Pool.Skill.NameTaken"], ["sailing", "FRAY.Pool.Skill.NameTaken"]] as const) {
        player.clearNotices();
        player.answerDialog({ name, dice: 1 });
        await player.sheetAction(hero, "addCustomSkill");
        assertRefused(player, assert);
        assert.equal(player.notices()[0]?.message, table.localize(expected, { name: name === "melee" ? "melee" : "sailing" }), `“${name}” refused`);
        assert.deepEqual(customSkills(table, "gm", hero), { keep: { name: "Sailing", dice: 2 } }, "nothing written");
      }
      const other = table.seat("playerB");
      other.clearNotices();
      other.answerDialog({ name: "Forgery", dice: 2 });
      await other.sheetAction(hero, "addCustomSkill");
      assertRefused(other, assert);
      assert.deepEqual(Object.keys(customSkills(table, "gm", hero)), ["keep"], "player B does not own Aldric");

      const smuggler = await table.createActor({ name: "Smuggler", type: "poolNpc" });
      const gm = table.seat("gm");
      gm.answerDialog({ name: "Lockpicking", dice: 2 });
      await gm.sheetAction(smuggler, "addCustomSkill");
      const id = named(table, "gm", smuggler, "Lockpicking");
      gm.answerDialog({ difficulty: 1 });
      table.queueDice(6, [4, 2]);
      await gm.sheetAction(smuggler, "rollSkill", { skill: id });
      assert.equal((lastCard(gm).exchange.payload as { rolled?: number }).rolled, 2, "the smuggler rolls Lockpicking's 2D");
    },
  },
  {
    ruleset: "pool",
    name: "Aldric's Sailing survives the world being reloaded, and an entry that is not a skill is kept untouched (FC-DATA-1)",
    live: false,
    async run(table, assert) {
      const hero = await table.createActor({ ...aldric(), system: { customSkills: { s1: { name: "Sailing", dice: 3 }, odd: { dice: "lots" } } } });
      await table.reload();
      assert.deepEqual(customSkills(table, "gm", hero), { s1: { name: "Sailing", dice: 3 }, odd: { dice: "lots" } });
    },
  },
];
