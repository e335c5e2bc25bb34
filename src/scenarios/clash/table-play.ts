import { takeExpiredReactions } from "../../rulesets/clash/flows/hooks.js";
import { assertRefused, exchangeOn, valueOf } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { attack, clashOn, followUpCards, followUpOn, pick, rollAndApply, winUnanswered } from "./attack.js";
import { hero, mira, ogre, wyvern } from "./fixtures.js";

/**
 * A clash table over a session: the GM deciding for an absent player and the reaction timer
 * (DL-FVTT-7), world options changed mid-session, the Tail Whip follow-up, two players at once,
 * and action points in the combat tracker (DL-FVTT-3).
 */

const noLuck = { luck: { value: 0, max: 0 } };
const AP = "system.ap.value";
const HP = "system.hp.value";
const statusesOf = (table: Table, actor: { uuid: string; id: string; name: string }) => [...table.seat("gm").actor(actor).statuses];

/** The encounter snapshot's AP per combatant, by actor name, as the GM's tracker shows it. */
function trackerAp(table: Table, fight: DocumentRef): Promise<Record<string, number | undefined>> {
  const gm = table.seat("gm");
  return gm.run(() => {
    const combat = gm.doc(fight.uuid) as unknown as { snapshot: { actionsLeft: Record<string, number> } | null; combatants: { contents: Array<{ id: string; name: string }> } } | null;
    const left = combat?.snapshot?.actionsLeft ?? {};
    return Object.fromEntries((combat?.combatants.contents ?? []).map((c) => [c.name, left[c.id]]));
  });
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "clash",
    name: "the ogre attacks while the hero's player is away: the GM lets the roll stand and evades for her (DL-FVTT-7)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre(noLuck));
      const card = await attack(table, "gm", o, "Great Club", a, 35);
      assert.equal(exchangeOn(table.seat("gm"), card).pending?.actorUuid, a.uuid, "the hero's owner is asked first");
      await table.seat("gm").press(card, "keepRoll", a.uuid);
      table.queueDice(100, [12]); // Evade 40: a success reading lower than the ogre's 35
      await table.seat("gm").press(card, "react2", a.uuid);
      const clash = clashOn(table, "playerA", card);
      assert.deepInclude(clash.state.resolution ?? {}, { key: "success/success", hitter: "attacker", maneuvers: 0 });
      assert.equal(valueOf(table.seat("playerA"), a, AP), 1, "the evade cost the hero one AP");
      const gmId = table.seat("gm").userId;
      assert.ok(exchangeOn(table.seat("playerA"), card).applications.every((application) => application.userId === gmId), "every press is recorded as the GM's");
    },
  },
  {
    ruleset: "clash",
    name: "with a 5-second reaction timer the card shows a deadline, and once it passes the GM's client takes no reaction (DL-FVTT-7)",
    seats: ["playerA"],
    async run(table, assert) {
      await table.seat("gm").setSetting("fray", "clash_reactionTimeout", 5);
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      const before = Date.now();
      const card = await attack(table, "gm", o, "Great Club", a, 35);
      const deadline = clashOn(table, "playerA", card).deadline ?? 0;
      assert.ok(deadline >= before + 5000 && deadline <= Date.now() + 5000, "the deadline is five seconds after the attack");
      // Before the deadline nothing happens; after it, the GM's timer decides.
      await table.seat("gm").run(() => takeExpiredReactions(deadline - 1));
      await table.settle();
      assert.equal(clashOn(table, "gm", card).state.reaction, undefined);
      await table.seat("gm").run(() => takeExpiredReactions(deadline + 1));
      await table.settle();
      const clash = clashOn(table, "playerA", card);
      assert.isNull(clash.state.reaction ?? null);
      assert.deepInclude(clash.state.resolution ?? {}, { key: "success/failure", hitter: "attacker" });
      assert.isNull(clash.deadline, "no deadline once the defender's choice is made");
    },
  },
  {
    ruleset: "clash",
    name: "without a timer the defender's choice waits: the GM's clock changes nothing",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      const card = await attack(table, "gm", o, "Great Club", a, 35);
      assert.isNull(clashOn(table, "gm", card).deadline);
      await table.seat("gm").run(() => takeExpiredReactions(Date.now() + 3_600_000));
      await table.settle();
      assert.equal(exchangeOn(table.seat("gm"), card).pending?.actorUuid, a.uuid);
    },
  },
  {
    ruleset: "clash",
    name: "a defender with no action points left cannot react: the hero's success lands in the failure row (DL-AP-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre({ ...noLuck, ap: { value: 0, max: 2 } }));
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      assert.deepInclude(clashOn(table, "gm", card).state.resolution ?? {}, { key: "success/failure", hitter: "attacker", maneuvers: 1 });
      assert.equal(exchangeOn(table.seat("gm"), card).pending?.actorUuid, a.uuid, "the hero chooses her maneuver at once");
    },
  },
  {
    ruleset: "clash",
    name: "the GM switches to the tenth rule mid-session: an 05 against 60 becomes a critical and the sheets' bands follow (DL-DICE-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      const doubles = await attack(table, "playerA", a, "Longsword", o, 5);
      assert.deepInclude(clashOn(table, "gm", doubles).state.attackerRoll ?? {}, { face: 5, tier: "success" });
      await table.seat("gm").setSetting("fray", "clash_tierPreset", "tenth");
      const tenth = await attack(table, "playerA", a, "Longsword", o, 5);
      assert.deepInclude(clashOn(table, "gm", tenth).state.attackerRoll ?? {}, { face: 5, tier: "critical" });
      const melee = (table.seat("playerA").actor(a).system as unknown as { derived: { skills: Array<{ key: string; bands: Array<{ tier: string; chance: number; faces: string }> }> } }).derived.skills.find((s) => s.key === "melee");
      assert.deepEqual(melee?.bands[0], { tier: "critical", chance: 6, faces: "01–06" }, "critical up to a tenth of 60");
    },
  },
  {
    ruleset: "clash",
    name: "the GM gives exact ties to the defender: a counter attack matching the hero's 35 hits her (DL-DICE-7)",
    seats: ["playerA"],
    async run(table, assert) {
      await table.seat("gm").setSetting("fray", "clash_tiePolicy", "defender");
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      table.queueDice(100, [35]);
      await table.seat("gm").press(card, "react1");
      assert.deepInclude(clashOn(table, "gm", card).state.resolution ?? {}, { key: "success/success", hitter: "defender", stalemate: false } as never);
      assert.deepEqual(exchangeOn(table.seat("gm"), card).pending?.actions, ["rollDamage"]);
    },
  },
  {
    ruleset: "clash",
    name: "with the default tie rule the same 35 against 35 is a stalemate and nobody is hurt",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      table.queueDice(100, [35]);
      await table.seat("gm").press(card, "react1");
      assert.deepInclude(clashOn(table, "gm", card).state.resolution ?? {}, { hitter: null, stalemate: true } as never);
      assert.equal(exchangeOn(table.seat("gm"), card).state, "closed");
      assert.equal(valueOf(table.seat("gm"), a, HP), 12);
    },
  },
  {
    ruleset: "clash",
    name: "when the GM lets windows reopen, a forced reroll that fails gives the hero her own luck window back (DL-LUCK-5)",
    seats: ["playerA"],
    async run(table, assert) {
      await table.seat("gm").setSetting("fray", "clash_reopenLuckWindows", true);
      const a = await table.createActor(hero());
      const o = await table.createActor(ogre());
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      table.queueDice(100, [73]);
      await table.seat("gm").press(card, "forceReroll");
      const pending = exchangeOn(table.seat("playerA"), card).pending;
      assert.equal(pending?.actorUuid, a.uuid);
      assert.deepEqual(pending?.actions, ["luckReroll", "luckFlip", "luckPass"]);
    },
  },
  {
    ruleset: "clash",
    name: "the wyvern bites, wins a maneuver and whips its tail: the hero's Willpower 71 fails against the original 35 and she is stunned (DL-TV-19)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const w = await table.createActor(wyvern());
      const card = await winUnanswered(table, "gm", w, "Bite", a, 35, "playerA", ["Tail Whip"]);
      await rollAndApply(table, "gm", card, 10, [5]);
      assert.equal(valueOf(table.seat("playerA"), a, HP), 9, "5 through 2 of leather");
      const [whip] = followUpCards(table, "playerA", card);
      table.queueDice(100, [71]);
      await table.seat("playerA").press(whip!, "rollFollowUp");
      const followUp = followUpOn(table, "playerA", whip!);
      assert.equal(followUp.against.face, 35, "the bite's own roll is reused, not rolled again");
      assert.equal(followUp.result, "lands");
      assert.include(statusesOf(table, a), "stunned");
    },
  },
  {
    ruleset: "clash",
    name: "the hero shrugs off the Tail Whip: Willpower 40 is a success reading higher than the wyvern's 35 (DL-CM-2)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const w = await table.createActor(wyvern());
      const card = await winUnanswered(table, "gm", w, "Bite", a, 35, "playerA", ["Tail Whip"]);
      await rollAndApply(table, "gm", card, 10, [5]);
      const [whip] = followUpCards(table, "gm", card);
      table.queueDice(100, [40]);
      await table.seat("playerA").press(whip!, "rollFollowUp");
      assert.equal(followUpOn(table, "gm", whip!).result, "resisted");
      assert.notOk(statusesOf(table, a).includes("stunned"));
    },
  },
  {
    ruleset: "clash",
    name: "two players attack the ogre and it counter attacks both: its two AP are spent, the third attack finds it unable to react",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const m = await table.createActor(mira());
      const o = await table.createActor(ogre(noLuck));
      const first = await attack(table, "playerA", a, "Longsword", o, 35);
      const second = await attack(table, "playerB", m, "Spear", o, 40);
      table.queueDice(100, [90]);
      await table.seat("gm").press(first, "react1");
      table.queueDice(100, [91]);
      await table.seat("gm").press(second, "react1");
      assert.equal(valueOf(table.seat("playerA"), o, AP), 0, "both reactions paid");
      const third = await attack(table, "playerA", a, "Longsword", o, 35);
      assert.equal(clashOn(table, "gm", third).state.reaction ?? null, null, "no AP, no reaction");
    },
  },
  {
    ruleset: "clash",
    name: "a player without the hero presses her maneuver chooser on her won clash and is refused",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      await table.seat("gm").press(card, "noReaction");
      table.seat("playerB").answerDialog(pick(table, "gm", a, "Bleed"));
      await table.seat("playerB").press(card, "chooseManeuvers", a.uuid);
      assertRefused(table.seat("playerB"), assert);
      assert.notOk(statusesOf(table, o).includes("bleeding"));
    },
  },
  {
    ruleset: "clash",
    name: "in combat the tracker shows each combatant's AP, the hero's attack and the ogre's reaction spend them, and the next round refills them (DL-FVTT-3)",
    seats: ["playerA"],
    async run(table, assert) {
      const a = await table.createActor(hero(["playerA"], noLuck));
      const o = await table.createActor(ogre(noLuck));
      table.queueDice(10, [9, 1]); // initiative: the hero 9 + 2, the ogre 1
      const fight = await table.startCombat([a, o]);
      assert.deepEqual(await trackerAp(table, fight), { Hero: 2, Ogre: 2 });
      const card = await attack(table, "playerA", a, "Longsword", o, 35);
      table.queueDice(100, [90]);
      await table.seat("gm").press(card, "react2");
      await table.settle();
      assert.deepEqual(await trackerAp(table, fight), { Hero: 1, Ogre: 1 });
      await table.seat("gm").run(async () => {
        await (table.seat("gm").doc(fight.uuid) as unknown as Combat.Implementation).nextRound();
      });
      await table.settle();
      assert.equal(valueOf(table.seat("playerA"), a, AP), 2);
      assert.equal(valueOf(table.seat("playerA"), o, AP), 2);
      assert.deepEqual(await trackerAp(table, fight), { Hero: 2, Ogre: 2 });
    },
  },
];
