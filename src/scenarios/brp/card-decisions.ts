import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { exchangeOn, valueOf } from "../expect.js";
import { attackWith, itemId, templeGuard, woundsOf, yvarre } from "./fixtures.js";

/**
 * The attack card's later buttons, each pressed by the seat the card waits for: a critical taken
 * as a special or as itself, the major wound's table, Luck and loss rolls, a second parrying
 * weapon, a crushing blow's Stamina and stun rolls, and the Idea roll a stunned defender's defence
 * button makes before the defence roll (BRP-RES-10, BRP-WND-7, BRP-SPC-8).
 */

const HP = "system.hitPoints.value";

/** Presses the card's waiting button as its decider, each press with its die queued ([faces, face]), until the card closes. */
async function pressOn(table: Table, card: DocumentRef, deciders: Readonly<Record<string, Seat>>, dice: ReadonlyArray<readonly [number, number]>): Promise<string[]> {
  const pressed: string[] = [];
  for (const [faces, face] of dice) {
    const pending = exchangeOn(table.seat("gm"), card).pending;
    if (!pending) break;
    table.queueDice(faces, [face]);
    const action = pending.actions[0] ?? "";
    await table.seat(deciders[pending.actorUuid ?? ""] ?? "gm").press(card, action);
    pressed.push(action);
  }
  return pressed;
}

const mace = { name: "Heavy Mace", type: "brpWeapon", system: { skill: "mace", damage: "1D8+2", specialType: "crushing", attackKind: "melee", length: "medium", equipped: true, hp: { value: 20, max: 20 } } };
const maceSkill = { name: "Mace", type: "brpSkill", system: { key: "mace", category: "combat", base: 0, value: 60 } };

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "Yvarre's critical cut (02): her player takes the critical, the guard's major wound goes to the GM's table, Luck and loss rolls (BRP-RES-10, BRP-WND-7)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const card = await attackWith(table, "playerA", hero, "Broadsword", guard, 2);
      await table.seat("gm").press(card, "noDefence");
      assert.deepEqual(exchangeOn(table.seat("playerA"), card).pending?.actions, ["takeCritical", "takeSpecial"]);
      await table.seat("playerA").press(card, "takeCritical");
      table.queueDice(4, [2]);
      await table.seat("playerA").press(card, "rollDamage");
      const pressed = await pressOn(table, card, { [hero.uuid]: "playerA" }, [[100, 50], [100, 90], [6, 1]]);
      assert.equal(valueOf(table.seat("playerB"), guard, HP), 14 - (9 + 2), "maximum 1D8+1 and the rolled +1D4, his armor ignored");
      assert.deepEqual(pressed, ["rollMajorWound", "rollLuck", "rollLoss"], "the major wound's table, a failed Luck roll, then the loss die");
      assert.equal(exchangeOn(table.seat("playerB"), card).state, "closed");
      assert.isTrue(woundsOf(table, "playerB", guard).some((wound) => wound.system.severity === "major"), "a major wound on every client");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's same critical cut on a bronze guardian (a construct) is a plain wound: the card closes with no major-wound table, Luck or loss rolls (BRP-WND-6)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guardian = await table.createActor({ ...templeGuard(), name: "Bronze Guardian", system: { ...templeGuard().system, body: "construct" } });
      const card = await attackWith(table, "playerA", hero, "Broadsword", guardian, 2);
      await table.seat("gm").press(card, "noDefence");
      await table.seat("playerA").press(card, "takeCritical");
      table.queueDice(4, [2]);
      await table.seat("playerA").press(card, "rollDamage");
      // 11 points on 14 HP would open the major wound table for a living guard (scenario above).
      assert.equal(valueOf(table.seat("playerB"), guardian, HP), 14 - (9 + 2));
      assert.isNull(exchangeOn(table.seat("playerB"), card).pending, "nothing left to roll");
      assert.equal(exchangeOn(table.seat("playerB"), card).state, "closed");
      assert.deepEqual(woundsOf(table, "playerB", guardian).map((wound) => wound.system.severity), ["minor"], "a plain wound on every client");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre's critical cut taken as a special instead leaves the broadsword's bleeding wound (BRP-RES-10)",
    seats: ["playerA"],
    async run(table, assert) {
      const hero = await table.createActor(yvarre());
      const guard = await table.createActor(templeGuard());
      const card = await attackWith(table, "playerA", hero, "Broadsword", guard, 2);
      await table.seat("gm").press(card, "noDefence");
      await table.seat("playerA").press(card, "takeSpecial");
      table.queueDice(8, [1]);
      table.queueDice(4, [1]);
      await table.seat("playerA").press(card, "rollDamage");
      await pressOn(table, card, { [hero.uuid]: "playerA" }, [[100, 50], [100, 50], [6, 1]]);
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
      assert.isTrue(woundsOf(table, "playerA", guard).some((wound) => wound.system.bleeding), "the wound bleeds");
    },
  },
  {
    ruleset: "brp",
    name: "Yvarre parries the spear with her second weapon, the dagger, and the card names it",
    seats: ["playerA"],
    async run(table, assert) {
      const guard = await table.createActor(templeGuard());
      const hero = await table.createActor(yvarre());
      const card = await attackWith(table, "gm", guard, "Short Spear", hero, 30);
      const actions = exchangeOn(table.seat("playerA"), card).pending?.actions ?? [];
      for (const parry of ["parry1", "parry2"]) assert.include(actions, parry, "two parrying weapons, two buttons");
      table.queueDice(100, [20]);
      await table.seat("playerA").press(card, "parry2");
      const exchange = exchangeOn(table.seat("gm"), card);
      assert.equal(exchange.state, "closed", "a parried normal hit is blocked");
      const view = JSON.stringify(exchange.payload);
      assert.include(view, itemId(table, "gm", hero, "brpWeapon", "Dagger"), "the dagger parried");
      assert.equal(valueOf(table.seat("playerA"), hero, HP), 17);
    },
  },
  {
    ruleset: "brp",
    name: "a crushing mace special stuns Yvarre after a failed Stamina roll; stunned, her next dodge needs an Idea roll first and a failed one leaves her undefended (BRP-SPC-8)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const brute = await table.createActor({ ...templeGuard(), name: "Temple Brute", items: [maceSkill, mace] });
      const hero = await table.createActor(yvarre());
      const card = await attackWith(table, "gm", brute, "Heavy Mace", hero, 5);
      await table.seat("playerA").press(card, "noDefence");
      table.queueDice(8, [1]);
      table.queueDice(4, [1, 1]);
      await table.seat("gm").press(card, "rollDamage");
      assert.deepEqual(exchangeOn(table.seat("playerA"), card).pending?.actions, ["rollStamina"], "Yvarre's player rolls Stamina");
      table.queueDice(100, [99]);
      await table.seat("playerA").press(card, "rollStamina");
      assert.deepEqual(exchangeOn(table.seat("playerA"), card).pending?.actions, ["rollStun"]);
      table.queueDice(3, [2]);
      await table.seat("playerA").press(card, "rollStun");
      assert.equal(exchangeOn(table.seat("playerB"), card).state, "closed");
      const second = await attackWith(table, "gm", brute, "Heavy Mace", hero, 30);
      table.queueDice(100, [90]);
      await table.seat("playerA").press(second, "dodge");
      const dodge = exchangeOn(table.seat("playerB"), second);
      assert.equal((dodge.payload as { log: Array<{ values: number[] }> }).log.at(-1)?.values[0], 90, "the dodge press rolls her Idea first");
      assert.deepEqual(Object.keys((dodge.payload as { exchange: { answers: object } }).exchange.answers), ["attackRoll", "defenceChoice", "ideaRoll"], "90 against 65: no dodge roll counted");
      assert.deepEqual(dodge.pending?.actions, ["rollDamage"], "the mace comes on undefended");
    },
  },
  {
    ruleset: "brp",
    name: "a knockback special: the GM rolls the blow's resistance against Yvarre's SIZ from the card and she is knocked back on every client (BRP-SPC-18)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const maul = { ...mace, name: "Maul", system: { ...mace.system, specialType: "knockback" } };
      const brute = await table.createActor({ ...templeGuard(), name: "Temple Brute", items: [maceSkill, maul] });
      const hero = await table.createActor(yvarre());
      const card = await attackWith(table, "gm", brute, "Maul", hero, 5);
      await table.seat("playerA").press(card, "noDefence");
      table.queueDice(8, [8]);
      table.queueDice(4, [4]);
      await table.seat("gm").press(card, "rollDamage");
      assert.deepEqual(exchangeOn(table.seat("playerA"), card).pending?.actions, ["rollResistance", "gmKnockbackSiz"], "the GM may also rule the SIZ (BRP-FVTT-7)");
      assert.equal(exchangeOn(table.seat("playerA"), card).pending?.actorUuid, brute.uuid, "the attacker's roll");
      table.queueDice(100, [1]);
      await table.seat("gm").press(card, "rollResistance");
      await pressOn(table, card, {}, [[100, 50], [100, 50], [6, 1]]);
      assert.equal(exchangeOn(table.seat("playerB"), card).state, "closed");
      const conditions = (valueOf(table.seat("playerB"), hero, "system.harm") as { conditions: Array<{ id: string }> }).conditions.map((c) => c.id);
      assert.include(conditions, "knockedBack");
    },
  },
];
