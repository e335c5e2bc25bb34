import { requireActorOf } from "../../foundry/documents/subtypes.js";
import { exchangeOn, lastCard, valueOf } from "../expect.js";
import { setRulesetOption } from "../options.js";
import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { SEATS } from "../table.js";
import { attackWith, itemId, serpentPriest, templeGuard, yvarre } from "./fixtures.js";
import { daggerWound } from "./healing.js";

/**
 * The GM changes a brp option in the middle of a session and the next roll, card or derived value
 * reflects it on every client, without a reload. Each scenario plays the same step before and
 * after the change, so it fails if the option is not read (bug 1) or read only at load.
 */

const HP = "system.hitPoints.value";

/** Yvarre with two extra skills for the automatic-result options: one nearly untrained, one beyond 100%. */
const yvarreWithExtremes = () => {
  const base = yvarre();
  const skill = (name: string, key: string, value: number) => ({ name, type: "brpSkill", system: { key, category: "physical", base: 0, value } });
  return { ...base, items: [...(base.items ?? []), skill("Swim", "swim", 2), skill("Climb", "climb", 120)] };
};

/** Yvarre's player rolls a skill from the sheet, the d100 showing `roll`; the success level on the card every seat sees. */
async function skillLevel(table: Table, hero: DocumentRef, skill: string, roll: number): Promise<string> {
  const player = table.seat("playerA");
  player.answerDialog({});
  table.queueDice(100, [roll]);
  await player.sheetAction(hero, "rollSkill", { itemId: itemId(table, "playerA", hero, "brpSkill", skill) });
  const view = (lastCard(table.seat("playerB")).exchange.payload as { view?: { level?: { key?: string } } }).view;
  return view?.level?.key ?? "";
}

const setOption = (table: Table, option: string, value: unknown) => setRulesetOption(table, "brp", option, value);

const SEATED: readonly Seat[] = ["playerA", "playerB"];

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM switches success rounding to half up mid-session: Yvarre's Dodge 42 on a 9 was special, now it is a plain success (successRounding)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      // Table: special up to ⌈42 / 5⌉ = 9; half up: 42 / 5 = 8.4 → 8.
      assert.equal(await skillLevel(table, hero, "Dodge", 9), "special");
      await setOption(table, "successRounding", "halfUp");
      assert.equal(await skillLevel(table, hero, "Dodge", 9), "success");
    },
  },
  {
    ruleset: "brp",
    name: "the GM turns on automatic success on 01–05 mid-session: Yvarre's Swim 2 on a 04 failed, now it succeeds (autoSuccess01to05)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor(yvarreWithExtremes());
      assert.equal(await skillLevel(table, hero, "Swim", 4), "failure");
      await setOption(table, "autoSuccess01to05", true);
      assert.equal(await skillLevel(table, hero, "Swim", 4), "success");
    },
  },
  {
    ruleset: "brp",
    name: "the GM turns on automatic failure on 96+ mid-session: Yvarre's Climb 120 on a 97 succeeded, now it fails (autoFail96plus)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor(yvarreWithExtremes());
      assert.equal(await skillLevel(table, hero, "Climb", 97), "success");
      await setOption(table, "autoFail96plus", true);
      assert.equal(await skillLevel(table, hero, "Climb", 97), "failure");
    },
  },
  {
    ruleset: "brp",
    name: "the GM rounds major wounds down mid-session and every client shows Yvarre's major wound level 9 → 8 (majorWoundRounding)",
    seats: ["assistant", ...SEATED],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const levelOn = (seat: Seat) => requireActorOf(table.seat(seat).actor(hero), "brpCharacter").system.derived.values?.majorWoundLevel;
      for (const seat of SEATS) assert.equal(levelOn(seat), 9, `${seat}: half of 17, rounded up`);
      await setOption(table, "majorWoundRounding", "down");
      for (const seat of SEATS) assert.equal(levelOn(seat), 8, `${seat}: half of 17, rounded down`);
    },
  },
  {
    ruleset: "brp",
    name: "the GM limits First Aid to one try per wound mid-session: Yvarre's second First Aid on the dagger wound is refused and heals nothing (firstAidLimit)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const wound = await daggerWound(table, hero);
      const player = table.seat("playerA");
      const firstAid = async () => {
        player.answerDialog({});
        table.queueDice(100, [20]);
        table.queueDice(3, [1]);
        await player.sheetAction(hero, "firstAid", { itemId: wound });
      };
      await firstAid();
      assert.equal(valueOf(table.seat("gm"), hero, HP), 15, "the first try heals 1 (14 → 15)");
      await firstAid();
      assert.equal(valueOf(table.seat("gm"), hero, HP), 16, "unlimited, a second try heals again (15 → 16)");
      await setOption(table, "firstAidLimit", "onePerCharacter");
      player.clearNotices();
      await firstAid();
      assert.equal(valueOf(table.seat("gm"), hero, HP), 16, "the third try heals nothing");
      assert.isTrue(
        player.notices().some((notice) => notice.level === "warn" && notice.message.includes(wound)),
        "and Yvarre's player is told she already tried on this wound",
      );
    },
  },
  {
    ruleset: "brp",
    name: "the GM switches statements of intent off mid-fight: round 2 opened with statements, round 3 goes straight to the DEX ranks (statements)",
    seats: SEATED,
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      await table.startCombat([hero, guard]);
      const phaseOn = (seat: Seat) => table.seat(seat).combat()?.snapshot?.phase;
      assert.equal(phaseOn("playerA"), "statements", "round 1 opens with statements");
      await table.seat("gm").tracker("nextRound");
      assert.equal(phaseOn("playerB"), "statements", "so does round 2");
      await setOption(table, "statements", "none");
      await table.seat("gm").tracker("nextRound");
      for (const seat of SEATS) assert.notEqual(phaseOn(seat), "statements", `${seat}: round 3 has no statements`);
      assert.equal(table.seat("playerA").combat()?.round, 3);
    },
  },
  {
    ruleset: "brp",
    name: "the GM turns on hit locations mid-session: the guard's next hit on Yvarre asks where the blow struck before armor counts (hitLocations)",
    seats: SEATED,
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      // Undefended, the spear's damage is rolled (1D6+1 shows 4+1, the guard's +1D4 shows 2); then the card asks what comes next.
      const afterDamage = async () => {
        const card = await attackWith(table, "gm", guard, "Short Spear", hero, 20);
        await table.seat("playerA").press(card, "noDefence");
        table.queueDice(6, [4]);
        table.queueDice(4, [2]);
        await table.seat("gm").press(card, "rollDamage");
        return exchangeOn(table.seat("playerB"), card);
      };
      const before = await afterDamage();
      assert.equal(before.state, "closed", "without hit locations, the damage lands at once");
      await setOption(table, "hitLocations", true);
      assert.deepEqual((await afterDamage()).pending?.actions, ["rollLocation"], "with them, the card asks for the location the blow struck");
    },
  },
  {
    ruleset: "brp",
    name: "the GM forbids dodging missiles mid-fight: Yvarre could dodge the archer's first arrow at Difficult, now her Dodge is no longer offered (dodgeMissiles)",
    seats: SEATED,
    async run(table, assert) {
      const archer = await table.createActor({
        ...serpentPriest(),
        name: "Temple Archer",
        items: [
          { name: "Bow", type: "brpSkill", system: { key: "bow", category: "combat", base: 0, value: 60 } },
          { name: "Short Bow", type: "brpWeapon", system: { skill: "bow", damage: "1D6", specialType: "impaling", attackKind: "missile", missileSpeed: "fast", length: "missile", range: 60, parries: "none", hp: { value: 6, max: 6 }, equipped: true } },
        ],
      });
      const hero = await table.createActor(yvarre());
      const offered = async () => {
        const card = await attackWith(table, "gm", archer, "Short Bow", hero, 30);
        return exchangeOn(table.seat("playerA"), card).pending?.actions ?? [];
      };
      assert.include(await offered(), "dodge", "the first visible missile may be dodged at Difficult");
      await setOption(table, "dodgeMissiles", "none");
      assert.notInclude(await offered(), "dodge", "no dodging missiles at all");
    },
  },
];
