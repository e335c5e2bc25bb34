import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../../src/core/dice.js";
import { armorOf, characterDerived, pcState, npcState, type CharacterSystem, type NpcSystem } from "../../../../src/rulesets/dusk/rules/derived.js";
import type { ItemLike } from "../../../../src/core/item-like.js";
import { DEFAULT_CHOICES, planTask, taskDialogContext, choicesFrom, type TaskDialogInput } from "../../../../src/rulesets/dusk/rules/dialog-state.js";
import { decide, inputFor, requireTwoD12, settle, type CardRequest, type DuskCardPayload } from "../../../../src/rulesets/dusk/rules/card.js";
import { cardView } from "../../../../src/rulesets/dusk/rules/card-view.js";
import { DEFAULT_DUSK_OPTIONS } from "../../../../src/rulesets/dusk/rules/options.js";

/** The dusk Foundry slice's pure glue: stored documents to rules state, the dialog's numbers, the card's steps. */

const pools = (might: number, speed: number, intellect: number) => ({ might: { value: might, max: might }, speed: { value: speed, max: speed }, intellect: { value: intellect, max: intellect } });
const character = (over: Partial<CharacterSystem> = {}): CharacterSystem => ({ level: 1, pools: pools(9, 14, 17), effortMax: 2, health: { value: 14 }, destiny: 0, regainOnNextAction: false, restsUsed: [], ...over });
const armor = (id: string, slot: string, category: string, value = 0): ItemLike => ({ id, name: id, type: "duskArmor", system: { slot, category, value, equipped: true } });
const minion: NpcSystem = { kind: "minion", level: 2, health: { value: 3, max: 3 }, armor: 0, damage: 2, nature: "physical", woundLimit: 3 };
const request = (over: Partial<CardRequest> = {}): CardRequest => ({ stat: "speed", difficulty: 0, skill: "untrained", assets: 0, effort: 0, ease: 0, hinder: 0, initialCost: 0, takingTwenty: false, secret: false, ...over });
const ref = (uuid: string) => ({ uuid, name: uuid, img: "" });

describe("dusk slice glue", () => {
  it("DB-TV-1: a character with Might 9, Speed 14 and Intellect 17 has 14 health", () => {
    expect(characterDerived(character(), []).maxHealth).toBe(14);
  });

  it("DB-TV-4: worn medium armor and a +1 ability make 3; light worn over medium stays 2", () => {
    expect(armorOf([armor("m", "physical", "medium"), armor("a", "ability", "light", 1)]).total).toBe(3);
    expect(armorOf([armor("m", "physical", "medium"), armor("l", "physical", "light")]).total).toBe(2);
  });

  it("DB-FVTT-4: the dialog eases difficulty 6 by training, an asset and two Effort levels to TN 6 for 5 points, 134 in 144", () => {
    const input: TaskDialogInput = { name: "Ada", purpose: "task", headline: { key: "k", data: {} }, pools: pools(9, 14, 17), effortCosts: [0, 3, 5], skills: [{ id: "s1", name: "Climb", level: "trained", stat: "speed" }], woundHinder: 0, conditionHinder: 0, fight: null, fixedDifficulty: null, attack: null, isGM: false };
    const choices = { ...DEFAULT_CHOICES, difficulty: 6, skillId: "s1", assets: 1, effort: 2 };
    const plan = planTask(input, choices);
    expect([plan.difficulty, plan.targetNumber, plan.cost, plan.canPay]).toEqual([2, 6, 5, true]);
    const odds = taskDialogContext(input, choices).odds;
    expect(odds.success).toBe("93.1%");
    // Doubles reach 6 from 3-3 up: 10 of the 12 doubles succeed (10/144 = 6.9%).
    expect(odds.effects.find((e) => e.effect === "eclipse")?.withSuccess).toBe("6.9%");
  });

  it("DB-FVTT-4: bad form values keep the previous choice", () => {
    expect(choicesFrom({ difficulty: "abc", stat: "luck", assets: "9" }, DEFAULT_CHOICES)).toMatchObject({ difficulty: 3, stat: "speed", assets: 2 });
  });

  it("DB-FVTT-5: a PC's hit on a level-2 minion (TN 6) with Dawn 5, Dusk 4 kills it and gains a Destiny point", () => {
    const payload: DuskCardPayload = { mode: "attack", pc: ref("Actor.pc"), npc: ref("Actor.npc"), label: "Spear", damage: 4, request: null, task: null, exchange: null, round: 1 };
    const live = { pc: pcState("pc", character(), []), npc: npcState("npc", minion, []), doom: 0 };
    const first = settle(payload, request({ difficulty: 2 }), new ReplayDice([5, 4]), live, DEFAULT_DUSK_OPTIONS);
    expect(first.deltas).toEqual([{ kind: "update", uuid: "Actor.pc", path: "system.destiny", to: 1 }]);
    expect(first.pending?.actorUuid).toBe("Actor.pc");
    const step = decide(first.payload, inputFor("destinyKeep"), new ReplayDice([]), { ...live, pc: { ...live.pc, destiny: 1 } });
    expect(step.pending).toBeNull();
    expect(step.deltas).toEqual([
      { kind: "update", uuid: "Actor.npc", path: "system.health.value", to: 0 },
      { kind: "status", actorUuid: "Actor.npc", statusId: "dead", active: true },
    ]);
    expect(cardView(step.payload).outcome).toEqual({ key: "FRAY.Dusk.Card.Hit", good: true });
  });

  it("DB-FVTT-5: a failed defence (Dawn 2, Dusk 3 against TN 9) takes 5 − 1 armor, and the GM gains 2 Doom and may spend it", () => {
    const elite: NpcSystem = { ...minion, kind: "elite", level: 3, damage: 5 };
    const payload: DuskCardPayload = { mode: "defence", pc: ref("Actor.pc"), npc: ref("Actor.npc"), label: "claws", damage: 5, request: null, task: null, exchange: null, round: 1 };
    const live = { pc: pcState("pc", character(), [armor("a", "physical", "light")]), npc: npcState("npc", elite, []), doom: 0 };
    const first = settle(payload, request(), new ReplayDice([2, 3]), live, DEFAULT_DUSK_OPTIONS);
    expect(first.doom).toBe(2);
    expect(first.pending?.actions).toEqual(["doomHinder", "doomPass"]);
    const done = decide(first.payload, inputFor("doomPass"), new ReplayDice([]), { ...live, doom: 2 });
    expect(done.deltas).toEqual([{ kind: "update", uuid: "Actor.pc", path: "system.health.value", to: 10 }]);
    expect(cardView(done.payload).lines[0]).toEqual({ key: "FRAY.Dusk.Card.Dealt", data: { damage: 4, name: "Actor.pc" } });
  });

  it("DB-ACT-8: a PC's Intercept hitting a level-2 minion (TN 6) with Dusk 4, Dawn 3 deals nothing — health 3 stays — and makes it Intercepted", () => {
    const intercept = { combatId: "c1", combatantId: "pc" };
    const payload: DuskCardPayload = { mode: "attack", pc: ref("Actor.pc"), npc: ref("Actor.npc"), label: "Spear", damage: 0, request: null, task: null, exchange: null, round: 1, intercept };
    const live = { pc: pcState("pc", character(), []), npc: npcState("npc", minion, []), doom: 0 };
    const first = settle(payload, request({ difficulty: 2 }), new ReplayDice([3, 4]), live, DEFAULT_DUSK_OPTIONS);
    expect(first.doom).toBe(2);
    const done = decide(first.payload, inputFor("doomPass"), new ReplayDice([]), { ...live, doom: 2 });
    expect(done.pending).toBeNull();
    expect(done.deltas).toEqual([{ kind: "status", actorUuid: "Actor.npc", statusId: "intercepted", active: true }]);
    const view = cardView(done.payload);
    expect(view.headline.key).toBe("FRAY.Dusk.Card.InterceptHeadline");
    expect(view.lines).toEqual([{ key: "FRAY.Dusk.Card.Intercepted", data: { name: "Actor.npc" } }]);
    // Dawn 2, Dusk 1 = 3 < 6: a miss changes nothing.
    const missed = settle(payload, request({ difficulty: 2 }), new ReplayDice([2, 1]), live, DEFAULT_DUSK_OPTIONS);
    const keep = decide(missed.payload, inputFor("destinyKeep"), new ReplayDice([]), { ...live, pc: { ...live.pc, destiny: 1 } });
    expect(keep.deltas.filter((d) => d.kind === "status")).toEqual([]);
    expect(cardView(keep.payload).lines).toEqual([]);
  });

  it("DB-ACT-10: an NPC's Intercept is the character's defence roll: failed (Dawn 2, Dusk 3 against TN 9), no damage, the character is Intercepted", () => {
    const elite: NpcSystem = { ...minion, kind: "elite", level: 3, damage: 5 };
    const payload: DuskCardPayload = { mode: "defence", pc: ref("Actor.pc"), npc: ref("Actor.npc"), label: "claws", damage: 0, request: null, task: null, exchange: null, round: 1, intercept: { combatId: "c1", combatantId: "npc" } };
    const live = { pc: pcState("pc", character(), []), npc: npcState("npc", elite, []), doom: 0 };
    const first = settle(payload, request(), new ReplayDice([2, 3]), live, DEFAULT_DUSK_OPTIONS);
    const done = decide(first.payload, inputFor("doomPass"), new ReplayDice([]), { ...live, doom: 2 });
    expect(done.deltas).toEqual([{ kind: "status", actorUuid: "Actor.pc", statusId: "intercepted", active: true }]);
    expect(cardView(done.payload).headline.key).toBe("FRAY.Dusk.Card.InterceptedHeadline");
  });

  it("DB-FVTT-5: a client's dice are only two whole numbers from 1 to 12", () => {
    expect(requireTwoD12([12, 1])).toEqual([12, 1]);
    for (const bad of [[13, 1], [1], [1, 2, 3], ["6", 6], null, 7]) expect(() => requireTwoD12(bad)).toThrow();
  });
});
