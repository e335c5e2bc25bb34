import type { DocumentRef, Scenario, SeatHand } from "../table.js";

/**
 * The skills a brp character rolls (BRP-DATA-2): a new character starts with the standard list at
 * its base chances, a base that follows a characteristic moves with it (the points gained stay),
 * a skill dropped from the compendium takes the new owner's base, and a weapon's or power's skill
 * is picked from the list.
 */

const CHARACTERISTICS = { STR: 12, CON: 13, SIZ: 11, INT: 14, POW: 9, DEX: 16, CHA: 10 };
const newcomer = (): { name: string; type: string; owners: ["playerA"]; system: Record<string, unknown> } => ({ name: "Oria", type: "brpCharacter", owners: ["playerA"], system: { characteristics: CHARACTERISTICS } });

interface SkillView {
  readonly name: string;
  readonly base: number;
  readonly value: number;
}

function skillsOf(hand: SeatHand, actor: DocumentRef): Map<string, SkillView> {
  const out = new Map<string, SkillView>();
  for (const item of hand.actor(actor).items.contents) {
    if (String(item.type) !== "brpSkill") continue;
    const system = item.system as unknown as { key: string; base: number; value: number };
    out.set(system.key, { name: item.name ?? "", base: system.base, value: system.value });
  }
  return out;
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM creates a new character and every client sees the standard skills at their base chances: Dodge 32 (twice DEX 16), Climb 40, Language (own) 70, Gaming 23 (BRP-DATA-2)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(newcomer());
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        const skills = skillsOf(table.seat(seat), hero);
        assert.equal(skills.size, 46, `${seat}: the 46 general skills, no weapon skills`);
        assert.deepEqual(skills.get("dodge"), { name: "Dodge", base: 32, value: 32 });
        assert.deepEqual(skills.get("climb"), { name: "Climb", base: 40, value: 40 });
        assert.deepEqual(skills.get("languageOwn"), { name: "Language (own)", base: 70, value: 70 }, "five times INT 14");
        assert.deepEqual(skills.get("gaming"), { name: "Gaming", base: 23, value: 23 }, "INT 14 plus POW 9");
        assert.equal(skills.get("firstAid")?.value, 30);
        assert.equal(skills.get("broadsword"), undefined, "weapon skills are taken per weapon");
      }
    },
  },
  {
    ruleset: "brp",
    name: "Oria's player trains Dodge to 42 and then raises DEX to 18: Dodge follows, base 36 and 46 with the ten points gained kept (BRP-DATA-2)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(newcomer());
      const player = table.seat("playerA");
      const dodgeId = () => player.actor(hero).items.contents.find((item) => (item.system as unknown as { key: string }).key === "dodge")?.id ?? "";
      await player.run(() => player.actor(hero).items.get(dodgeId())?.update({ "system.value": 42 } as Item.UpdateData));
      await table.settle();
      await player.run(() => player.actor(hero).update({ "system.characteristics.DEX": 18 } as Actor.UpdateData));
      await table.settle();
      assert.deepEqual(skillsOf(table.seat("playerB"), hero).get("dodge"), { name: "Dodge", base: 36, value: 46 });
      assert.equal(skillsOf(table.seat("gm"), hero).get("climb")?.value, 40, "a flat base does not move");
    },
  },
  {
    ruleset: "brp",
    name: "an imported character keeps its own skills and gets no second set; a Dodge dropped from the skills compendium on a creature starts at twice its DEX (BRP-DATA-2)",
    seats: ["playerA"],
    async run(table, assert) {
      const wolf = await table.createActor({ name: "Wolf", type: "brpCreature", system: { characteristics: { STR: 10, CON: 11, SIZ: 8, INT: 5, POW: 8, DEX: 14, CHA: 0 } }, items: [{ name: "Bite", type: "brpSkill", system: { key: "bite", category: "combat", base: 0, value: 50 } }] });
      const veteran = await table.createActor({ ...newcomer(), name: "Veteran", items: [{ name: "Spear", type: "brpSkill", system: { key: "spear", category: "combat", base: 15, value: 60 } }] });
      assert.deepEqual([...skillsOf(table.seat("gm"), veteran).keys()], ["spear"], "only the skill it came with");
      assert.deepEqual([...skillsOf(table.seat("gm"), wolf).keys()], ["bite"], "a creature gets no standard set");
      const gm = table.seat("gm");
      // What core's drop handler creates from the compendium entry (brp-skills: Dodge).
      await gm.console(() => gm.actor(wolf).createEmbeddedDocuments("Item", [{ name: "Dodge", type: "brpSkill", system: { key: "dodge", category: "physical", base: 0, baseRule: "dexTimes2", value: 0 } }] as Item.CreateData[]));
      assert.deepEqual(skillsOf(table.seat("playerA"), wolf).get("dodge"), { name: "Dodge", base: 28, value: 28 }, "twice DEX 14");
    },
  },
];
