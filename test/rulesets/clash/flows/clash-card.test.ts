import { describe, expect, it } from "vitest";
import { initialOf } from "../../../../src/foundry/data/field-spec.js";
import { ACTOR_SPECS, ITEM_SPECS } from "../../../../src/rulesets/clash/data/specs.js";
import { actionsOf, exchangeCombatant, maneuversAvailable, reactionsOf, resolveAction, type CombatantSystem, type ItemLike } from "../../../../src/rulesets/clash/data/state.js";
import { clashCardView } from "../../../../src/rulesets/clash/flows/card-view.js";
import { decisionOf, diceFor, pendingOf, pressClash, startClash, stateOf, type ClashPayload, type LiveSides, type NewClash } from "../../../../src/rulesets/clash/flows/clash-card.js";
import { followUpPayload, followUpPending, followUpState, pressFollowUp } from "../../../../src/rulesets/clash/flows/follow-up-card.js";
import { clashOptions } from "../../../../src/rulesets/clash/rules/index.js";

/**
 * The clash card's step logic (DL-FVTT-4/5/6/7), played press by press with fixed dice: who is
 * asked what, which buttons they get, what each press changes on the actors. Expected values are
 * worked by hand from the seed's table under preset A (doubles).
 */

const item = (type: string, id: string, name: string, system: Record<string, unknown>): ItemLike => ({ id, name, type, system: { ...initialOf((ITEM_SPECS as Record<string, Parameters<typeof initialOf>[0]>)[type]!), ...system } });
const combatant = (over: Partial<CombatantSystem>): CombatantSystem => ({ ...(initialOf(ACTOR_SPECS.clashCharacter) as unknown as CombatantSystem), ...over });

const heroSystem = combatant({ skills: { melee: 60, ranged: 30, brawl: 30, evade: 40, magic: 0, willpower: 50, endurance: 30 }, ap: { value: 2, max: 2 }, luck: { value: 1, max: 1 }, hp: { value: 12, max: 12 } });
const heroItems = [
  item("clashWeapon", "sword", "Longsword", { skill: "melee", damage: "1d8", tags: ["edged"] }),
  item("clashManeuver", "bleed", "Bleed", { requires: "edged", status: "bleeding" }),
  item("clashManeuver", "trip", "Trip", { followUp: "evade", status: "prone" }),
];
const ogreSystem = combatant({ skills: { melee: 55, ranged: 0, brawl: 40, evade: 30, magic: 0, willpower: 40, endurance: 60 }, ap: { value: 2, max: 2 }, luck: { value: 1, max: 1 }, hp: { value: 20, max: 20 }, naturalArmor: 2 });
const ogreItems = [
  item("clashWeapon", "club", "Great Club", { skill: "melee", damage: "1d10", tags: ["blunt"] }),
  item("clashManeuver", "stun", "Stun", { requires: "blunt", followUp: "endurance", status: "stunned" }),
  item("clashManeuver", "otrip", "Trip", { followUp: "evade", status: "prone" }),
];

const options = clashOptions({ reactionTimeout: 30 });
const NOW = 1_000_000;

function newClash(): NewClash {
  const def = actionsOf(heroSystem, heroItems).find((d) => d.key === "attack")!;
  const resolved = resolveAction(def, heroSystem, heroItems[0]!)!;
  const reactions = reactionsOf(ogreSystem, ogreItems);
  const tags = reactions.flatMap((r) => r.tags);
  const views = (items: ItemLike[], t: readonly string[]) =>
    Object.fromEntries(maneuversAvailable(items, t).map((m) => [m.id, { name: m.name, status: m.status, followUp: (m.followUp?.skill ?? null) as "evade" | null, stackable: m.stackable, description: "" }]));
  return {
    attacker: { uuid: "Actor.hero", name: "Hero", img: "" },
    defender: { uuid: "Actor.ogre", name: "Ogre", img: "" },
    action: { key: "attack", name: def.name, item: "Longsword", skillKey: "melee", skill: 60 },
    reactions: reactions.map((r) => ({ id: r.action.id, name: r.action.id, item: r.item?.name ?? null, skillKey: r.skillKey, skill: r.action.skill, dealsDamage: r.action.dealsDamage })),
    maneuvers: { ...views(ogreItems, tags), ...views(heroItems, resolved.tags) },
    input: {
      attacker: { ...exchangeCombatant("Actor.hero", heroSystem, heroItems, resolved.tags), action: resolved.action },
      defender: { ...exchangeCombatant("Actor.ogre", ogreSystem, ogreItems, tags), reactions: reactions.map((r) => r.action) },
    },
  };
}

/** Live actor values: the hero after spending the attack's AP, unless changed. */
function live(over: { hero?: Partial<LiveSides["attacker"]>; ogre?: Partial<LiveSides["defender"]> } = {}): LiveSides {
  return {
    attacker: { ap: 1, luck: 1, hp: 12, hpMax: 12, statuses: [], readyWeapon: "Actor.hero.Item.sword", ...over.hero },
    defender: { ap: 2, luck: 1, hp: 20, hpMax: 20, statuses: [], readyWeapon: "Actor.ogre.Item.club", ...over.ogre },
  };
}

describe("the clash card, press by press", () => {
  it("DL-FVTT-4: the attacker's failed roll opens their own Luck window first — reroll, flip (73 → 37) or keep", () => {
    const card = startClash(newClash(), 73, options, NOW);
    expect(card.state.attackerAp).toBe(1);
    expect(stateOf(card)).toBe("attackerOwnFailure");
    expect(pendingOf(card)).toEqual({ actorUuid: "Actor.hero", actions: ["luckReroll", "luckFlip", "luckPass"], prompt: "FRAY.Clash.Prompt.AttackerLuck" });
    expect(card.deadline).toBeNull();
    expect(diceFor(card, "luckReroll")).toEqual(["1d100"]);
    expect(diceFor(card, "luckFlip")).toEqual([]);
  });

  it("DL-TV-17 / DL-LUCK-1: flipping 73 against 60 gives 37, a success, and costs the attacker one Luck", () => {
    const { payload, deltas } = pressClash(startClash(newClash(), 73, options, NOW), "luckFlip", [], {}, live(), options, NOW);
    expect(payload.state.attackerRoll).toMatchObject({ face: 37, tier: "success", flipped: true });
    expect(deltas).toEqual([{ kind: "update", uuid: "Actor.hero", path: "system.luck.value", to: 0 }]);
    // DL-FLOW-4: now the defender may force a reroll or go on; the world's 30 s timer runs (DL-FVTT-7).
    expect(pendingOf(payload)).toEqual({ actorUuid: "Actor.ogre", actions: ["forceReroll", "keepRoll", "noReaction"], prompt: "FRAY.Clash.Prompt.DefenderForce" });
    expect(payload.deadline).toBe(NOW + 30_000);
  });

  it("DL-TV-18 / DL-FVTT-4: counter attack, one maneuver, damage after armor, a follow-up resisted with the skill it names", () => {
    let card = startClash(newClash(), 73, options, NOW);
    card = pressClash(card, "luckFlip", [], {}, live(), options, NOW).payload;
    card = pressClash(card, "keepRoll", [], {}, live({ hero: { luck: 0 } }), options, NOW).payload;
    // The defender's reactions, best weapon first, each a button; its deadline still runs.
    expect(pendingOf(card)).toMatchObject({ actorUuid: "Actor.ogre", actions: ["react1", "react2", "noReaction"] });
    expect(card.reactions.map((r) => [r.id, r.item, r.skill])).toEqual([["counterAttack", "Great Club", 55], ["evade", null, 30]]);
    expect(card.deadline).toBe(NOW + 30_000);

    // Counter attack rolls 22 against 55: a double under the skill, a Critical. It costs 1 AP.
    const reacted = pressClash(card, "react1", [22], {}, live({ hero: { luck: 0 } }), options, NOW + 5_000);
    expect(reacted.deltas).toEqual([{ kind: "update", uuid: "Actor.ogre", path: "system.ap.value", to: 1 }]);
    card = reacted.payload;
    // The attacker has no Luck left, so window 5.1 is skipped; Success vs Critical: the defender hits with 1 CM.
    expect(card.state.resolution).toMatchObject({ key: "success/critical", hitter: "defender", maneuvers: 1 });
    expect(card.deadline).toBeNull();
    expect(pendingOf(card)).toEqual({ actorUuid: "Actor.ogre", actions: ["chooseManeuvers"], prompt: "FRAY.Clash.Prompt.ChooseManeuvers" });
    // Only the ogre's maneuvers are offered: Stun (its club is blunt) and Trip.
    const decision = decisionOf(card);
    expect(decision.type === "chooseManeuvers" && decision.available.map((m) => m.id)).toEqual(["stun", "otrip"]);

    // DL-CM-1: two picks when one was won are refused, and nothing changes.
    expect(() => pressClash(card, "chooseManeuvers", [], { maneuverIds: ["stun", "otrip"] }, live({ hero: { luck: 0 } }), options, NOW)).toThrow(/TooManyManeuvers/);
    card = pressClash(card, "chooseManeuvers", [], { maneuverIds: ["stun"] }, live({ hero: { luck: 0 } }), options, NOW).payload;
    expect(diceFor(card, "rollDamage")).toEqual(["1d10"]);

    // The club rolls 7; the hero wears nothing. The card shows the damage before anything is applied.
    const hit = pressClash(card, "rollDamage", [7], {}, live({ hero: { luck: 0 }, ogre: { ap: 1 } }), options, NOW);
    expect(hit.deltas).toEqual([]);
    expect(hit.payload.state.damage).toMatchObject({ rolled: 7, armor: 0, dealt: 7 });
    expect(pendingOf(hit.payload)).toEqual({ actorUuid: "Actor.ogre", actions: ["applyDamage"], prompt: "FRAY.Clash.Prompt.ApplyDamage" });
    expect(hit.followUps).toEqual([]);
    // Apply is its own step: 12 → 5, read from the hero as she is now.
    const applied = pressClash(hit.payload, "applyDamage", [], {}, live({ hero: { luck: 0 }, ogre: { ap: 1 } }), options, NOW);
    expect(applied.deltas).toEqual([{ kind: "update", uuid: "Actor.hero", path: "system.hp.value", to: 5 }]);
    expect(applied.payload.hp).toEqual({ before: 12, after: 5, max: 12 });
    expect(() => pressClash(applied.payload, "applyDamage", [], {}, live(), options, NOW)).toThrow(/ExchangeOver/);

    // DL-CM-2 / DL-FVTT-4 (6): Stun is handed to a card of its own, resisted with Endurance (30)
    // against the ogre's own final roll, the Critical 22; this card closes.
    expect(applied.followUps).toEqual([{ actorId: "Actor.hero", maneuverId: "stun", skill: "endurance", skillValue: 30, against: expect.objectContaining({ face: 22, tier: "critical" }) }]);
    expect(stateOf(applied.payload)).toBe("closed");
    expect(pendingOf(applied.payload)).toBeNull();
    const follow = followUpPayload(applied.payload, applied.followUps[0]!, "message1");
    expect(followUpPending(follow)).toEqual({ actorUuid: "Actor.hero", actions: ["rollFollowUp"], prompt: "FRAY.Clash.Prompt.FollowUp" });
    const resisted = pressFollowUp(follow, "rollFollowUp", [45], { statuses: [], ap: 2, readyWeapon: null }, options);
    expect(resisted.payload).toMatchObject({ origin: "message1", result: "lands", roll: { face: 45, tier: "failure" } });
    // DL-CM-3: stunned, the hero also loses one of her 2 action points.
    expect(resisted.deltas).toEqual([
      { kind: "status", actorUuid: "Actor.hero", statusId: "stunned", active: true },
      { kind: "update", uuid: "Actor.hero", path: "system.ap.value", to: 1 },
    ]);
    expect(followUpState(resisted.payload)).toBe("closed");
    expect(followUpPending(resisted.payload)).toBeNull();
    expect(() => pressFollowUp(resisted.payload, "rollFollowUp", [12], { statuses: [], ap: 2, readyWeapon: null }, options)).toThrow(/ExchangeOver/);
  });

  it("DL-FVTT-7 / DL-FLOW-7: 'no reaction' from the force window passes on Luck and sits the defender in the failure row", () => {
    let card = startClash(newClash(), 35, options, NOW);
    expect(stateOf(card)).toBe("defenderForcesReroll");
    card = pressClash(card, "noReaction", [], {}, live(), options, NOW).payload;
    expect(card.state.reaction).toBeNull();
    // Success against the failure row: the attacker hits with 1 CM, and chooses it.
    expect(card.state.resolution).toMatchObject({ key: "success/failure", hitter: "attacker", maneuvers: 1 });
    expect(pendingOf(card)?.actorUuid).toBe("Actor.hero");
    expect(card.deadline).toBeNull();
  });

  it("DL-LUCK-2 / DL-LUCK-6: the defender's forced reroll replaces the attack roll and costs the defender one Luck", () => {
    const card = startClash(newClash(), 35, options, NOW);
    const { payload, deltas } = pressClash(card, "forceReroll", [88], {}, live(), options, NOW);
    expect(payload.state.attackerRoll).toMatchObject({ face: 88, tier: "fumble" });
    expect(deltas).toEqual([{ kind: "update", uuid: "Actor.ogre", path: "system.luck.value", to: 0 }]);
    // DL-LUCK-5: window 3 stays closed; the defender now chooses a reaction.
    expect(stateOf(payload)).toBe("react");
  });

  it("DL-LUCK-3 / DL-LUCK-4: the attacker forces the defender's reroll, then the defender's own failed roll may be flipped", () => {
    let card = startClash(newClash(), 35, options, NOW);
    card = pressClash(card, "keepRoll", [], {}, live(), options, NOW).payload;
    card = pressClash(card, "react2", [12], {}, live(), options, NOW).payload; // evade 30: 12 is a success
    expect(pendingOf(card)).toMatchObject({ actorUuid: "Actor.hero", actions: ["forceReroll", "luckPass"], prompt: "FRAY.Clash.Prompt.AttackerForce" });
    const forced = pressClash(card, "forceReroll", [93], {}, live({ ogre: { ap: 1 } }), options, NOW);
    expect(forced.deltas).toEqual([{ kind: "update", uuid: "Actor.hero", path: "system.luck.value", to: 0 }]);
    card = forced.payload;
    expect(card.state.defenderRoll).toMatchObject({ face: 93, tier: "failure" });
    expect(pendingOf(card)).toMatchObject({ actorUuid: "Actor.ogre", actions: ["luckReroll", "luckFlip", "luckPass"], prompt: "FRAY.Clash.Prompt.DefenderLuck" });
    // 93 flips to 39: still above 30, a failure; the flip is spent all the same.
    card = pressClash(card, "luckFlip", [], {}, live({ hero: { luck: 0 }, ogre: { ap: 1 } }), options, NOW).payload;
    expect(card.state.defenderRoll).toMatchObject({ face: 39, tier: "failure" });
    expect(card.state.resolution).toMatchObject({ key: "success/failure", hitter: "attacker" });
  });

  it("DL-FVTT-5: a press with the wrong dice, a button from another step or AP spent elsewhere is refused", () => {
    const card = pressClash(startClash(newClash(), 35, options, NOW), "keepRoll", [], {}, live(), options, NOW).payload;
    expect(() => pressClash(card, "react1", [], {}, live(), options, NOW)).toThrow(/ReplayExhausted/);
    expect(() => pressClash(card, "react1", [22, 40], {}, live(), options, NOW)).toThrow(/WrongDice/);
    expect(() => pressClash(card, "react1", [101], {}, live(), options, NOW)).toThrow(/ReplayFaceOutOfRange/);
    expect(() => pressClash(card, "rollDamage", [5], {}, live(), options, NOW)).toThrow(/UnexpectedChoice/);
    expect(() => pressClash(card, "react1", [22], {}, live({ ogre: { ap: 0 } }), options, NOW)).toThrow(/NotEnoughAp/);
    expect(() => pressClash(card, "react4", [22], {}, live(), options, NOW)).toThrow(/UnexpectedChoice/);
  });

  it("DL-CLASH-5: damage that empties the hit points leaves the combatant unconscious; statuses already on are not set twice", () => {
    let card = startClash(newClash(), 35, options, NOW);
    card = pressClash(card, "noReaction", [], {}, live(), options, NOW).payload;
    // Bleed needs no follow-up: it lands as soon as it is chosen.
    const chosen = pressClash(card, "chooseManeuvers", [], { maneuverIds: ["bleed"] }, live(), options, NOW);
    expect(chosen.deltas).toEqual([{ kind: "status", actorUuid: "Actor.ogre", statusId: "bleeding", active: true }]);
    const again = pressClash(card, "chooseManeuvers", [], { maneuverIds: ["bleed"] }, live({ ogre: { statuses: ["bleeding"] } }), options, NOW);
    expect(again.deltas).toEqual([]);
    // The sword rolls 8; the ogre's hide stops 2; it had 4 hit points left.
    const rolled = pressClash(chosen.payload, "rollDamage", [8], {}, live({ ogre: { hp: 4 } }), options, NOW);
    expect(rolled.payload.state.damage).toMatchObject({ rolled: 8, armor: 2, dealt: 6 });
    const hit = pressClash(rolled.payload, "applyDamage", [], {}, live({ ogre: { hp: 4 } }), options, NOW);
    expect(hit.deltas).toEqual([
      { kind: "update", uuid: "Actor.ogre", path: "system.hp.value", to: 0 },
      { kind: "status", actorUuid: "Actor.ogre", statusId: "unconscious", active: true },
    ]);
  });

  it("DL-FVTT-6 / DL-CLASH-7: a fumble ends with the GM's adjudication, which no player decides", () => {
    let card = startClash(newClash(), 88, options, NOW); // 88 against 60: a failing double, a Fumble
    card = pressClash(card, "luckPass", [], {}, live(), options, NOW).payload;
    card = pressClash(card, "noReaction", [], {}, live(), options, NOW).payload;
    expect(card.state.resolution).toMatchObject({ key: "fumble/failure", hitter: null, fumblers: ["attacker"] });
    expect(pendingOf(card)).toEqual({ actorUuid: null, actions: ["adjudicate"], prompt: "FRAY.Clash.Prompt.Adjudicate" });
    const settled = pressClash(card, "adjudicate", [], {}, live(), options, NOW);
    expect(settled.deltas).toEqual([]);
    expect(stateOf(settled.payload)).toBe("closed");
  });
});

describe("the clash card's view", () => {
  it("DL-FVTT-4: while the defender chooses, each reaction shows its exact odds against the roll already made", () => {
    const card: ClashPayload = pressClash(startClash(newClash(), 35, options, NOW), "keepRoll", [], {}, live(), options, NOW).payload;
    const view = clashCardView(card, options) as unknown as { odds: Array<{ name: string; defenderHits: string; attackerHits: string; nobodyHits: string }>; attacker: { rolls: Array<{ face: string; tierLabel: string }> } };
    expect(view.attacker.rolls).toEqual([expect.objectContaining({ face: "35", tierLabel: "FRAY.Clash.Tier.Success" })]);
    // Evade 30 against a 35 success (worked as in odds-against.test.ts, skill 30): criticals 00 11 22 (3)
    // and no success above 35 under 30, so the defender hits 3%; the 35 cannot be matched at 30.
    expect(view.odds.map((o) => [o.name, o.defenderHits])).toEqual([["counterAttack", expect.any(String)], ["evade", "3%"], ["FRAY.Clash.Button.NoReaction", "0%"]]);
    expect(view.odds.at(-1)).toMatchObject({ attackerHits: "100%" });
  });

  it("DL-CLASH-1: once resolved, the card's table marks the one cell that landed", () => {
    let card = startClash(newClash(), 35, options, NOW);
    card = pressClash(card, "noReaction", [], {}, live(), options, NOW).payload;
    const view = clashCardView(card, options) as unknown as { grid: Array<{ cells: Array<{ key: string; landed: boolean }> }>; outcome: { key: string; name: string; count: number } };
    expect(view.grid.flatMap((row) => row.cells).filter((c) => c.landed).map((c) => c.key)).toEqual(["success/failure"]);
    expect(view.outcome).toEqual({ key: "FRAY.Clash.Outcome.Hits", name: "Hero", count: 1 });
  });
});
