import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../src/core/dice.js";
import { RulesError } from "../../../src/core/errors.js";
import {
  applyDestinedEffect,
  attackSituation,
  beginEncounter,
  harmNpc,
  harmPc,
  healOneDay,
  maxHealth,
  move,
  NEW_DAY,
  oneRoundEffect,
  react,
  readWoundRoll,
  requireOneOf,
  startExchange,
  startRecovery,
  takeAction,
  visibilityAt,
  woundPenalties,
  type DestinedEffect,
  type Wound,
} from "../../../src/rulesets/dusk/rules/index.js";
import { pc, npc } from "./helpers.js";

/**
 * Misspelt names and impossible numbers from documents or macros must fail with a rules error
 * (whose key exists in lang/en.json) instead of quietly counting as "nothing special".
 */
describe("dusk bad input", () => {
  const dice = () => new ReplayDice([3, 4]);

  it("requireOneOf names the field and the value it refused", () => {
    expect(requireOneOf("b", "letter", ["a", "b"] as const)).toBe("b");
    try {
      requireOneOf("z", "letter", ["a", "b"] as const);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      expect(e).toMatchObject({ i18nKey: "FRAY.Dusk.Error.UnknownChoice", data: { field: "letter", value: "z" } });
    }
  });

  it("destined effects, wounds and Pools", () => {
    expect(() => applyDestinedEffect({ destiny: 0, level: 1, doom: 0 }, "noon" as DestinedEffect)).toThrow(/UnknownChoice/);
    const scratch = { type: "scratch", value: 1, deferred: false } as unknown as Wound;
    expect(() => woundPenalties([scratch])).toThrow(/UnknownWound/);
    expect(() => healOneDay([{ type: "light", value: 9, deferred: false }])).toThrow(/OutOfRange/);
    expect(() => readWoundRoll(3, 4, [{ type: "light", value: 2 } as unknown as Wound])).toThrow(/UnknownWound/);
    expect(() => woundPenalties(null as unknown as Wound[])).toThrow(/UnknownWound/);
    expect(() => maxHealth({ might: { value: 1, max: 1 } } as never)).toThrow(RulesError);
  });

  it("harm: impossible health, unknown damage pools, NPC kinds and wound limits", () => {
    expect(() => harmPc(pc({ health: -1 }), 3, {}, dice(), 0)).toThrow(/OutOfRange/);
    expect(() => harmPc(pc({ health: Number.NaN }), 3, {}, dice(), 0)).toThrow(/NotAnInteger/);
    expect(() => harmPc(pc(), 3, { pool: "luck" as "might" }, dice(), 0)).toThrow(/UnknownChoice/);
    expect(() => harmPc(pc(), -2, {}, dice(), 0)).toThrow(/OutOfRange/);
    expect(() => harmNpc(npc({ kind: "boss" as "elite" }), 3, dice())).toThrow(/UnknownChoice/);
    expect(() => harmNpc(npc({ health: 2.5 }), 3, dice())).toThrow(/NotAnInteger/);
    expect(() => harmNpc(npc({ kind: "elite", woundLimit: -1 }), 3, dice())).toThrow(/OutOfRange/);
  });

  it("situations: misspelt modes, bands, light and cover", () => {
    expect(() => attackSituation({ mode: "thrown" as "ranged" })).toThrow(/UnknownChoice/);
    expect(() => attackSituation({ mode: "ranged", targetBand: "far" as "long" })).toThrow(/UnknownBand/);
    expect(() => attackSituation({ mode: "melee", light: "dusky" as "dim" })).toThrow(/UnknownChoice/);
    expect(() => attackSituation({ mode: "melee", cover: "half" as "partial" })).toThrow(/UnknownChoice/);
    expect(() => attackSituation({ mode: "ranged", targetMoved: "long" as "short" })).toThrow(/UnknownChoice/);
    expect(() => visibilityAt("dusky" as "dim", "short")).toThrow(/UnknownChoice/);
  });

  it("exchange and encounter: unknown directions, natures, moves, actions and reactions", () => {
    expect(() => startExchange({ direction: "both" as "pcAttacks", pc: pc(), npc: npc(), doom: 0 }, dice())).toThrow(/UnknownChoice/);
    expect(() => startExchange({ direction: "npcAttacks", nature: "fire" as "mental", pc: pc(), npc: npc(), doom: 0 }, dice())).toThrow(/UnknownChoice/);
    expect(() => startExchange({ direction: "npcAttacks", pc: pc(), npc: npc({ damage: -1 }), doom: 0 }, dice())).toThrow(/OutOfRange/);
    const state = beginEncounter([{ id: "a", side: "friendly", isPlayerCharacter: true, stats: { initiative: 9 } }], dice());
    expect(() => move(state, "a", { kind: "fly" as "short" })).toThrow(/UnknownChoice/);
    const acting = move(state, "a", { kind: "pass" });
    expect(() => takeAction(acting, "a", "free" as "bonus")).toThrow(/UnknownChoice/);
    expect(() => takeAction(acting, "a", "standard", "dance" as "other")).toThrow(/UnknownChoice/);
    expect(() => react(acting, "a", "dodge" as "other")).toThrow(/UnknownChoice/);
    expect(() => beginEncounter([{ id: "a", side: "friendly", isPlayerCharacter: true, stats: { initiative: 9, speedMax: -4 } }], dice())).toThrow(/OutOfRange/);
    expect(() => oneRoundEffect("dazed", "a", -1)).toThrow(/OutOfRange/);
  });

  it("recovery: a rester whose health is above its maximum or whose Pools are missing is refused", () => {
    const rester = { level: 2, pools: pc().pools, health: 5, maxHealth: 14, day: NEW_DAY };
    expect(() => startRecovery({ ...rester, health: 15 }, "oneAction", new ReplayDice([3]))).toThrow(/OutOfRange/);
    expect(() => startRecovery({ ...rester, pools: {} as never }, "oneAction", new ReplayDice([3]))).toThrow(/MissingPool/);
    expect(() => startRecovery(rester, "nap" as "oneHour", new ReplayDice([3]))).toThrow(/UnknownRest/);
    expect(startRecovery(rester, "oneAction", new ReplayDice([3])).pending).toMatchObject({ points: 5, healthMissing: 9 });
  });
});
