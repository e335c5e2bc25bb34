import { setRulesetOption } from "../options.js";
import { payloadOf } from "../../rulesets/brp/flows/attack-input.js";
import { outcome, type ExchangeOutcome } from "../../rulesets/brp/rules/exchange.js";
import { exchangeOn, valueOf } from "../expect.js";
import type { ActorSpec, DocumentRef, Scenario, Seat, Table } from "../table.js";
import { attackWith, templeGuard, yvarre } from "./fixtures.js";

/**
 * The brp options an attack card reads, each changed by the GM between two cards that play the
 * same step: the card opened after the change follows the new option on every client, the one
 * before it the old. A card keeps the options it was opened with, so a change never rewrites a
 * blow half-way.
 */

const setOption = (table: Table, option: string, value: unknown) => setRulesetOption(table, "brp", option, value);

/** What the card's exchange has come to, as a seat sees it (the rules' own reading of its answers). */
function outcomeOn(table: Table, seat: Seat, card: DocumentRef): ExchangeOutcome {
  return outcome(payloadOf(exchangeOn(table.seat(seat), card).payload).exchange);
}

/** The spec with one of its items' system fields changed (by type and name). */
function withItem(spec: ActorSpec, type: string, name: string, system: Readonly<Record<string, unknown>>): ActorSpec {
  return {
    ...spec,
    items: (spec.items ?? []).map((item) => {
      const stored = item["system"];
      return item.type === type && item.name === name ? { ...item, system: { ...(typeof stored === "object" && stored !== null ? stored : {}), ...system } } : item;
    }),
  };
}

const maceSkill = { name: "Mace", type: "brpSkill", system: { key: "mace", category: "combat", base: 0, value: 60 } };
const mace = { name: "Heavy Mace", type: "brpWeapon", system: { skill: "mace", damage: "1D8+2", specialType: "crushing", attackKind: "melee", length: "medium", equipped: true, hp: { value: 20, max: 20 } } };
/** The temple guard with a crushing mace (STR 15 + SIZ 14: damage modifier +1D4). */
const brute = (): ActorSpec => ({ ...templeGuard(), name: "Temple Brute", items: [maceSkill, mace] });

/** The brute's special (5 against 60) parried by Yvarre's broadsword (30 against 70): the card then asks for the blow's damage. */
async function parriedCrushingSpecial(table: Table, brute: DocumentRef, hero: DocumentRef): Promise<DocumentRef> {
  const card = await attackWith(table, "gm", brute, "Heavy Mace", hero, 5);
  table.queueDice(100, [30]);
  await table.seat("playerA").press(card, "parry1");
  return card;
}

/** The GM rolls the mace's damage: the d8 shows 8, each d4 of the doubled modifier 4 — 10 + 8 = 18 crushing. */
async function eighteenCrushing(table: Table, card: DocumentRef): Promise<void> {
  table.queueDice(8, [8]);
  table.queueDice(4, [4, 4]);
  await table.seat("gm").press(card, "rollDamage");
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM stops letting criticals be taken as specials mid-session: Yvarre's first critical cut offered the choice, the next goes straight to damage (criticalMayBeSpecial)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const criticalCut = async () => {
        const card = await attackWith(table, "playerA", hero, "Broadsword", guard, 2);
        await table.seat("gm").press(card, "noDefence");
        return exchangeOn(table.seat("playerB"), card).pending?.actions;
      };
      assert.deepEqual(await criticalCut(), ["takeCritical", "takeSpecial"], "02 against 70 is a critical; her player may take it as a special");
      await setOption(table, "criticalMayBeSpecial", false);
      assert.deepEqual(await criticalCut(), ["rollDamage"], "the critical stands; the card asks for its damage");
    },
  },
  {
    ruleset: "brp",
    name: "the GM makes a crushing special count its raised modifier at maximum mid-session: the brute's mace rolls 2D4 for its +1D4, then counts a flat 4 (crushingModifier)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const bully = await table.createActor(brute());
      const special = async () => {
        const hero = await table.createActor(yvarre());
        const card = await attackWith(table, "gm", bully, "Heavy Mace", hero, 5);
        await table.seat("playerA").press(card, "noDefence");
        table.queueDice(8, [1]);
        table.queueDice(4, [1, 1]);
        await table.seat("gm").press(card, "rollDamage");
        return outcomeOn(table, "playerB", card).damageApplied;
      };
      // Doubled: 1 + 2 on the d8's 1, and the two d4s 1 + 1 = 5; Yvarre's soft leather stops 1.
      assert.equal(await special(), 4);
      await setOption(table, "crushingModifier", "maximize");
      // Maximized: 3 and the +1D4 at its 4 = 7, less 1.
      assert.equal(await special(), 6);
    },
  },
  {
    ruleset: "brp",
    name: "the GM pits a crushing blow against a parrying weapon's normal hit points mid-session: against the notched broadsword's 8 the 18 breaks through on a 60, against its full 20 it does not (crushingParryAgainst)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const bully = await table.createActor(brute());
      const notched = () => withItem(yvarre(), "brpWeapon", "Broadsword", { hp: { value: 8, max: 20 } });
      const contest = async () => {
        const hero = await table.createActor(notched());
        const card = await parriedCrushingSpecial(table, bully, hero);
        await eighteenCrushing(table, card);
        const asked = outcomeOn(table, "playerA", card).pending;
        table.queueDice(100, [60]);
        await table.seat("gm").press(card, "rollResistance");
        return { passive: asked?.type === "crushingResistance" ? asked.passive : null, won: outcomeOn(table, "playerB", card).crushingParry?.activeWon };
      };
      // Current hit points: 18 against 8 is 50 + 5 × 10 = 100%.
      assert.deepEqual(await contest(), { passive: 8, won: true });
      await setOption(table, "crushingParryAgainst", "normalHp");
      // Normal hit points: 18 against 20 is 50 − 10 = 40%; the 60 fails.
      assert.deepEqual(await contest(), { passive: 20, won: false });
    },
  },
  {
    ruleset: "brp",
    name: "the GM makes 00 fail every resistance roll mid-session: the 18-point crushing blow beat the cracked broadsword's 3 hit points on a 00, now the sword holds (resistanceExtremes)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const bully = await table.createActor(brute());
      const cracked = () => withItem(yvarre(), "brpWeapon", "Broadsword", { hp: { value: 3, max: 20 } });
      const onDoubleZero = async () => {
        const hero = await table.createActor(cracked());
        const card = await parriedCrushingSpecial(table, bully, hero);
        await eighteenCrushing(table, card);
        table.queueDice(100, [100]);
        await table.seat("gm").press(card, "rollResistance");
        return outcomeOn(table, "playerB", card).crushingParry?.activeWon;
      };
      // 18 against 3: 50 + 75 = 125%, so even 00 succeeds by the table alone.
      assert.isTrue(await onDoubleZero());
      await setOption(table, "resistanceExtremes", true);
      assert.isFalse(await onDoubleZero(), "00 always fails");
    },
  },
  {
    ruleset: "brp",
    name: "the GM lets a parrying weapon's armor stop matrix damage mid-session: the guard's special thrust cost Yvarre's broadsword (armor 2) 2 hit points, the next one none (itemDamageReducedByArmor)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(withItem(yvarre(), "brpWeapon", "Broadsword", { armor: 2 }));
      const parriedSpecial = async () => {
        // 5 against 55 is a special; 30 against 70 a plain parry: the matrix gives the parrying item 2 points.
        const card = await attackWith(table, "gm", guard, "Short Spear", hero, 5);
        table.queueDice(100, [30]);
        await table.seat("playerA").press(card, "parry1");
        return outcomeOn(table, "playerB", card).parryingItem?.damage;
      };
      assert.equal(await parriedSpecial(), 2);
      await setOption(table, "itemDamageReducedByArmor", true);
      assert.equal(await parriedSpecial(), 0, "2 − the sword's armor 2");
    },
  },
  {
    ruleset: "brp",
    name: "the GM turns on random armor mid-session: the guard's first thrust landed at once, the next asks Yvarre's player to roll her leather (randomArmor)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(withItem(yvarre(), "brpArmor", "Soft Leather", { randomValue: "1D2" }));
      const afterDamage = async () => {
        const card = await attackWith(table, "gm", guard, "Short Spear", hero, 30);
        await table.seat("playerA").press(card, "noDefence");
        table.queueDice(6, [3]);
        table.queueDice(4, [2]);
        await table.seat("gm").press(card, "rollDamage");
        return exchangeOn(table.seat("playerB"), card);
      };
      const before = await afterDamage();
      assert.equal(before.state, "closed", "the leather's fixed 1 counts");
      assert.equal(valueOf(table.seat("playerB"), hero, "system.hitPoints.value"), 17 - (3 + 1 + 2 - 1));
      await setOption(table, "randomArmor", true);
      assert.deepEqual((await afterDamage()).pending?.actions, ["rollArmor"]);
    },
  },
  {
    ruleset: "brp",
    name: "the GM counts major wounds with hit locations on mid-session: the guard's critical thrust of 11 to Yvarre's chest was a location wound, now it is a major wound for the table (majorWoundsWithHitLocations)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      await setOption(table, "hitLocations", true);
      const guard = await table.createActor(templeGuard());
      const criticalThrust = async () => {
        const hero = await table.createActor(yvarre());
        // 02 against 55: a critical, taken as one — the spear's 1D6+1 at its 7, the d4 shows 4, armor ignored.
        const card = await attackWith(table, "gm", guard, "Short Spear", hero, 2);
        await table.seat("playerA").press(card, "noDefence");
        await table.seat("gm").press(card, "takeCritical");
        table.queueDice(4, [4]);
        await table.seat("gm").press(card, "rollDamage");
        table.queueDice(20, [12]);
        await table.seat("playerA").press(card, "rollLocation");
        return outcomeOn(table, "playerB", card);
      };
      const before = await criticalThrust();
      assert.equal(before.location, "chest");
      assert.isFalse(before.harmDecisions.some((decision) => decision.type === "majorWoundRoll"), "11 to the chest: no major wound table");
      await setOption(table, "majorWoundsWithHitLocations", true);
      const after = await criticalThrust();
      assert.isTrue(after.harmDecisions.some((decision) => decision.type === "majorWoundRoll"), "11 ≥ Yvarre's major wound level 9");
      assert.equal(after.pending?.type, "majorWoundRoll");
    },
  },
  {
    ruleset: "brp",
    name: "the GM stops counting the round of injury as a shock round mid-session: the guard felled by a critical cut to 3 hit points falls after round 2, the next one after round 3 (shockCountsInjuryRound)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const criticalCut = async () => {
        const guard = await table.createActor(templeGuard());
        const card = await attackWith(table, "playerA", hero, "Broadsword", guard, 2);
        await table.seat("gm").press(card, "noDefence");
        await table.seat("playerA").press(card, "takeCritical");
        table.queueDice(4, [2]);
        await table.seat("playerA").press(card, "rollDamage");
        // The major wound's table, a failed Luck roll and the loss die, as the guard's GM rolls them.
        for (const [faces, face, action] of [[100, 50, "rollMajorWound"], [100, 90, "rollLuck"], [6, 1, "rollLoss"]] as const) {
          table.queueDice(faces, [face]);
          await table.seat("gm").press(card, action);
        }
        assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
        return (valueOf(table.seat("playerB"), guard, "system.harm") as { shockUnconsciousAfterRound: number | null }).shockUnconsciousAfterRound;
      };
      // 9 + 2 = 11 of the guard's 14 leaves 3: three shock rounds from round 0 (outside a fight), the first being round 0 itself.
      assert.equal(await criticalCut(), 2);
      await setOption(table, "shockCountsInjuryRound", false);
      assert.equal(await criticalCut(), 3);
    },
  },
  {
    ruleset: "brp",
    name: "the GM caps fumble chains at one roll mid-session: the guard's 00 and the table's 99 (roll twice more) took three draws, now the chain stops after the first (fumbleRollCap)",
    seats: ["playerA"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const fumbleChain = async () => {
        const card = await attackWith(table, "gm", guard, "Short Spear", hero, 100);
        table.queueDice(100, [99, 30, 30]);
        await table.seat("gm").press(card, "rollFumble");
        const fumble = outcomeOn(table, "playerA", card).fumbles[0]?.result;
        return { rolls: fumble?.rolls, capped: fumble?.capped };
      };
      assert.deepEqual(await fumbleChain(), { rolls: [99, 30, 30], capped: false });
      await setOption(table, "fumbleRollCap", 1);
      assert.deepEqual(await fumbleChain(), { rolls: [99], capped: true });
    },
  },
];
