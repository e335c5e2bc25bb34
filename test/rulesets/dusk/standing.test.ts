import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../src/core/encounter.js";
import { beginEncounter, currentMover, type DuskEncounterState } from "../../../src/rulesets/dusk/rules/encounter.js";
import { pressControl, recordAttack } from "../../../src/rulesets/dusk/rules/tracker.js";
import { conditionHinder, fightSituation, OUTSIDE_A_FIGHT, type FighterStanding } from "../../../src/rulesets/dusk/rules/standing.js";
import { DEFAULT_CHOICES, choicesFrom, planTask, taskDialogContext, type TaskDialogInput } from "../../../src/rulesets/dusk/rules/dialog-state.js";

const P = (id: string, stats: Record<string, number>, isPlayerCharacter = true, side = "friendly"): EncounterParticipant => ({ id, side, isPlayerCharacter, stats });
/** Ann 15, the ogre on its TN 12, Bob 11. */
const start = (): DuskEncounterState => beginEncounter([P("ann", { initiative: 15, speedMax: 12 }), P("bob", { initiative: 11, speedMax: 10 }), P("ogre", { targetNumber: 12 }, false, "hostile")], new ReplayDice([]));
const moved = (state: DuskEncounterState): DuskEncounterState => {
  let s = state;
  for (let m = currentMover(s); m; m = currentMover(s)) s = pressControl(s, m.id, "move.immediate");
  return s;
};
const standing = (state: DuskEncounterState, id: string, statuses: string[] = [], interceptedBy: string | null = null): FighterStanding => ({
  combatantId: id,
  record: state.combatants.find((c) => c.id === id) ?? null,
  statuses,
  interceptedBy,
});
const pools = { might: { value: 10, max: 10 }, speed: { value: 10, max: 10 }, intellect: { value: 10, max: 10 } };
/** Ann's roll against an NPC of a fixed difficulty, untrained, no Effort, in bright light. */
const input = (purpose: "task" | "attack" | "defence", difficulty: number | null, mode: "melee" | "ranged", band: "immediate" | "short", extra: Partial<TaskDialogInput> = {}): TaskDialogInput => ({
  name: "Ann",
  purpose,
  headline: { key: "k", data: {} },
  pools,
  effortCosts: [0],
  skills: [],
  woundHinder: 0,
  conditionHinder: 0,
  fight: null,
  fixedDifficulty: difficulty,
  attack: purpose === "task" ? null : { mode, band },
  isGM: false,
  ...extra,
});

describe("dusk: what the fight decides about a roll", () => {
  it("DB-ACT-2: a Charge recorded by the tracker eases the attack one step (difficulty 2 → 1, TN 6 → 3); a Charging status alone, or a client's word, counts for nothing", () => {
    const charged = pressControl(start(), "ann", "move.charge");
    const fight = fightSituation(standing(charged, "ann"), standing(charged, "ogre"));
    expect(fight.attackerCharging).toBe(true);
    expect(planTask(input("attack", 2, "melee", "immediate", { fight }), DEFAULT_CHOICES).targetNumber).toBe(3);
    const plain = start();
    const claimed = fightSituation(standing(plain, "ann", ["charging"]), standing(plain, "ogre"));
    expect(claimed.attackerCharging).toBe(false);
    const forged = choicesFrom({ charging: true, defending: true }, DEFAULT_CHOICES);
    expect(planTask(input("attack", 2, "melee", "immediate", { fight: claimed }), forged).targetNumber).toBe(6);
  });

  it("DB-ACT-3: a Defend recorded by the tracker eases Bob's defence one step against the level-3 ogre (TN 9 → 6); a Defending status he puts on himself does not", () => {
    const defended = pressControl(start(), "bob", "move.defend");
    const fight = fightSituation(standing(defended, "ogre"), standing(defended, "bob"));
    expect(fight.targetDefending).toBe(true);
    expect(planTask(input("defence", 3, "melee", "immediate", { fight }), DEFAULT_CHOICES).targetNumber).toBe(6);
    const self = fightSituation(standing(start(), "ogre"), standing(start(), "bob", ["defending"]));
    expect(planTask(input("defence", 3, "melee", "immediate", { fight: self }), DEFAULT_CHOICES).targetNumber).toBe(9);
  });

  it("DB-ACT-7: the ogre drops prone as its reaction — Ann's sword is hindered by the Take Cover and eased by prone (difficulty 4 stays, TN 12), a shot from Short range is hindered twice (TN 18); the next attack is not hindered by the Take Cover", () => {
    const s = moved(pressControl(start(), "ogre", "reaction.dropProne"));
    const fight = fightSituation(standing(s, "ann"), standing(s, "ogre", ["prone", "takingCover"]));
    expect(fight).toMatchObject({ targetTookCover: true, targetProne: true, targetInCover: false });
    expect(planTask(input("attack", 4, "melee", "immediate", { fight }), DEFAULT_CHOICES).targetNumber).toBe(12);
    expect(planTask(input("attack", 4, "ranged", "short", { fight }), DEFAULT_CHOICES).targetNumber).toBe(18);
    const after = recordAttack(s, "ann", "ogre", true)!;
    const next = fightSituation(standing(after, "bob"), standing(after, "ogre", ["prone", "takingCover"]));
    expect(next.targetTookCover).toBe(false);
    // Only prone is left: Bob's sword eased one step, difficulty 4 → 3, TN 9.
    expect(planTask(input("attack", 4, "melee", "immediate", { fight: next }), DEFAULT_CHOICES).targetNumber).toBe(9);
  });

  it("DB-ACT-7: diving into cover nearby gives the cover condition: hindered twice while the Take Cover holds (difficulty 2 → 4, TN 12); the dialog cannot take the cover away", () => {
    const s = moved(pressControl(start(), "ogre", "reaction.takeCover"));
    const fight = fightSituation(standing(s, "ann"), standing(s, "ogre", ["inCover", "takingCover"]));
    expect(fight).toMatchObject({ targetTookCover: true, targetInCover: true, targetProne: false });
    expect(planTask(input("attack", 2, "melee", "immediate", { fight }), { ...DEFAULT_CHOICES, cover: "none" }).targetNumber).toBe(12);
  });

  it("DB-ACT-8: an ogre intercepted by Bob is hindered against Ann (its defence roll eased, TN 9 → 6) but not against Bob himself (TN 9)", () => {
    const s = moved(start());
    const againstAnn = fightSituation(standing(s, "ogre", ["intercepted"], "bob"), standing(s, "ann"));
    expect(againstAnn.attackerIntercepted).toBe(true);
    expect(planTask(input("defence", 3, "melee", "immediate", { fight: againstAnn }), DEFAULT_CHOICES).targetNumber).toBe(6);
    const againstBob = fightSituation(standing(s, "ogre", ["intercepted"], "bob"), standing(s, "bob"));
    expect(againstBob.attackerIntercepted).toBe(false);
    expect(planTask(input("defence", 3, "melee", "immediate", { fight: againstBob }), DEFAULT_CHOICES).targetNumber).toBe(9);
  });

  it("DB-SPEC-1: a dazed character's every task is hindered one step (difficulty 3 → 4, TN 12); a dazed ogre's blow is easier to defend (TN 9 → 6)", () => {
    expect(conditionHinder(["dazed"])).toBe(1);
    expect(conditionHinder(["prone", "defending"])).toBe(0);
    expect(planTask(input("task", null, "melee", "immediate", { conditionHinder: conditionHinder(["dazed"]) }), { ...DEFAULT_CHOICES, difficulty: 3 }).targetNumber).toBe(12);
    const s = moved(start());
    const fight = fightSituation(standing(s, "ogre", ["dazed"]), standing(s, "ann"));
    expect(planTask(input("defence", 3, "melee", "immediate", { fight }), DEFAULT_CHOICES).targetNumber).toBe(6);
  });

  it("DB-FVTT-4: outside a tracked fight nothing is decided for the roller", () => {
    expect(fightSituation(OUTSIDE_A_FIGHT, OUTSIDE_A_FIGHT)).toEqual({ attackerCharging: false, targetDefending: false, targetTookCover: false, targetProne: false, targetInCover: false, attackerIntercepted: false, attackerDazed: false });
    expect(() => fightSituation({ ...OUTSIDE_A_FIGHT, statuses: "dazed" as never }, OUTSIDE_A_FIGHT)).toThrow();
  });

  it("DB-ACT-7: prone and cover the fight knows of show in the dialog as counted — the box ticked and the cover at partial — and stay locked", () => {
    const none = { attackerCharging: false, targetDefending: false, targetTookCover: false, targetProne: false, targetInCover: false, attackerIntercepted: false, attackerDazed: false };
    const fight = { ...none, targetProne: true, targetInCover: true };
    const context = taskDialogContext(input("attack", 2, "ranged", "short", { fight }), DEFAULT_CHOICES);
    expect(context.forced).toEqual({ prone: true, cover: true });
    expect(context.values).toMatchObject({ prone: true, cover: "partial" });
    const plain = taskDialogContext(input("attack", 2, "ranged", "short", { fight: none }), DEFAULT_CHOICES);
    expect(plain.values).toMatchObject({ prone: false, cover: "none" });
  });
});
