import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ReplayDice, SeededDice } from "../../../src/core/dice.js";
import { DEFENCE_STAT, startExchange, stepExchange, type ExchangeStep } from "../../../src/rulesets/dusk/rules/exchange.js";
import { npcAreaDefences, pcAreaAttack, pcVersusPcTask } from "../../../src/rulesets/dusk/rules/actions.js";
import { readRoll } from "../../../src/rulesets/dusk/rules/roll.js";
import { duskOptions } from "../../../src/rulesets/dusk/rules/options.js";
import { pc, npc } from "./helpers.js";

const noDoom = duskOptions({ doomHindersTarget: false });

function finish(step: ExchangeStep, dice: ReplayDice | SeededDice): ExchangeStep {
  let s = step;
  while (s.pending) {
    const input =
      s.pending.type === "chooseEffort"
        ? ({ type: "effort", levels: 0 } as const)
        : s.pending.type === "spendDoom"
          ? ({ type: "doom", hinderSteps: 0 } as const)
          : ({ type: "destiny", spend: [] } as const);
    s = stepExchange(s.state, input, dice);
  }
  return s;
}

describe("dusk attack exchange", () => {
  it("DB-CORE-6: a PC attack is the PC's roll against the NPC's target number; a hit deals damage minus armor", () => {
    const dice = new ReplayDice([9, 4]);
    let s = startExchange({ direction: "pcAttacks", pc: pc(), npc: npc({ level: 4, health: 6, armor: 1 }), doom: 0, damage: 4 }, dice, noDoom);
    expect(s.pending).toMatchObject({ type: "chooseEffort", stat: "speed" });
    s = finish(s, dice);
    expect(s.state.task.outcome).toMatchObject({ success: true, targetNumber: 12 });
    expect(s.state.outcome).toMatchObject({ hit: true, dealt: 3 });
    expect(s.state.npc.health).toBe(3);
    expect(s.state.pc.destiny).toBe(1);
  });

  it("DB-CORE-6: an NPC attack is the PC's defence roll; the NPC never rolls and hits only when the defence fails", () => {
    const missDice = new ReplayDice([8, 5]);
    const miss = finish(startExchange({ direction: "npcAttacks", pc: pc(), npc: npc(), doom: 0 }, missDice, noDoom), missDice);
    expect(miss.state.task.request.purpose).toBe("defence");
    expect(miss.state.outcome).toMatchObject({ hit: false, dealt: 0 });
    expect(miss.state.pc.health).toBe(14);
    const dice = new ReplayDice([2, 3]);
    const hit = finish(startExchange({ direction: "npcAttacks", pc: pc(), npc: npc({ damage: 5 }), doom: 0 }, dice, noDoom), dice);
    expect(hit.state.outcome).toMatchObject({ hit: true, dealt: 3 });
    expect(hit.state.pc.health).toBe(11);
    expect(dice.log.map((e) => e.purpose)).toEqual(["defence"]);
  });

  it("DB-CORE-6: cover the foe uses hinders the PC's attack; cover the PC uses eases its defence", () => {
    const attack = startExchange({ direction: "pcAttacks", pc: pc(), npc: npc(), doom: 0, hinder: 1 }, new ReplayDice([1, 1]), noDoom);
    const attacked = stepExchange(attack.state, { type: "effort", levels: 0 }, new ReplayDice([6, 6]));
    expect(attacked.state.task.outcome?.targetNumber).toBe(15);
    const defence = startExchange({ direction: "npcAttacks", pc: pc(), npc: npc(), doom: 0, ease: 1 }, new ReplayDice([]), noDoom);
    const defended = stepExchange(defence.state, { type: "effort", levels: 0 }, new ReplayDice([5, 5]));
    expect(defended.state.task.outcome?.targetNumber).toBe(9);
  });

  it("DB-CORE-7: defence uses Speed against blows, Might against poison and disease, Intellect against the mind; PC against PC is the attacker's roll", () => {
    expect(DEFENCE_STAT).toEqual({ physical: "speed", poison: "might", disease: "might", mental: "intellect" });
    const s = startExchange({ direction: "npcAttacks", pc: pc(), npc: npc(), doom: 0, nature: "mental" }, new ReplayDice([]), noDoom);
    expect(s.pending).toMatchObject({ type: "chooseEffort", stat: "intellect" });
    expect(pcVersusPcTask(4)).toEqual({ stat: "speed", difficulty: 4, purpose: "attack" });
  });

  it("DB-ACT-10: an NPC's reaction against a PC (an Intercept) is rolled by the PC as a defence", () => {
    const dice = new ReplayDice([1, 2]);
    const s = finish(startExchange({ direction: "npcAttacks", pc: pc(), npc: npc(), doom: 0, damage: 0 }, dice, noDoom), dice);
    expect(s.state.task.request.purpose).toBe("defence");
    expect(s.state.outcome?.hit).toBe(true);
    expect(s.state.outcome?.dealt).toBe(0);
  });

  it("DB-DEST-5: NPCs gain no Destiny — only the PC's Destiny and the GM's Doom move in an exchange", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (seed, pcAttacks) => {
        const dice = new SeededDice(seed);
        const s = finish(startExchange({ direction: pcAttacks ? "pcAttacks" : "npcAttacks", pc: pc({ destiny: 1 }), npc: npc({ kind: "elite" }), doom: 2 }, dice), dice);
        for (const e of s.events) if (e.type === "destinyChanged" || e.type === "destinyLost") expect(e.actorId).toBe("wallace");
        expect(Object.keys(s.state.npc)).not.toContain("destiny");
      }),
      { numRuns: 100 },
    );
  });

  it("a 0-health hit during an exchange stuns, rolls the wound through the same dice, and applies its destined effect", () => {
    const dice = new ReplayDice([1, 2, 9, 3]);
    const s = finish(startExchange({ direction: "npcAttacks", pc: pc({ health: 2, destiny: 0 }), npc: npc({ damage: 10 }), doom: 0 }, dice, noDoom), dice);
    expect(s.state.pc).toMatchObject({ health: 0, wounds: [{ type: "light", value: 2, deferred: true }], regainOnNextAction: true });
    // Defence: Dusk (+2 Doom). Wound 9 / 3: Dawn (+1 Destiny).
    expect(s.state.doom).toBe(2);
    expect(s.state.pc.destiny).toBe(1);
    expect(s.events.map((e) => e.type)).toContain("conditionAdded");
  });

  it("DB-SIT-12: a PC's area attack is one roll against every target; an NPC's makes each PC roll a defence", () => {
    const roll = readRoll(7, 6);
    expect(pcAreaAttack(roll, [{ id: "a", targetNumber: 12 }, { id: "b", targetNumber: 15 }, { id: "c", targetNumber: 13 }])).toEqual([
      { id: "a", hit: true },
      { id: "b", hit: false },
      { id: "c", hit: true },
    ]);
    expect(npcAreaDefences(3, ["p1", "p2"])).toEqual([
      { pcId: "p1", task: { stat: "speed", difficulty: 3, purpose: "defence" } },
      { pcId: "p2", task: { stat: "speed", difficulty: 3, purpose: "defence" } },
    ]);
    expect(() => npcAreaDefences(3, ["p1", "p1"])).toThrow(/DuplicateCombatant/);
  });
});

describe("dusk states are plain data", () => {
  it("a task paused at a decision survives a JSON round trip and resumes the same way", () => {
    const start = startExchange({ direction: "npcAttacks", pc: pc({ destiny: 1 }), npc: npc(), doom: 1 }, new ReplayDice([]));
    const stored = JSON.parse(JSON.stringify(start.state)) as typeof start.state;
    expect(stored).toEqual(start.state);
    const a = finish(stepExchange(start.state, { type: "effort", levels: 1 }, new ReplayDice([3, 9, 4, 4])), new ReplayDice([]));
    const b = finish(stepExchange(stored, { type: "effort", levels: 1 }, new ReplayDice([3, 9, 4, 4])), new ReplayDice([]));
    expect(b.state).toEqual(a.state);
    expect(b.events).toEqual(a.events);
  });
});
