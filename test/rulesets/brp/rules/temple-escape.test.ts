/**
 * The chapter's worked example (Yvarre escaping the serpent temple), played through the exported
 * rules API. Where the example's own arithmetic slips (BRP-TV-21), the corrected chain is
 * asserted and a second chain shows the seed's printed figures follow from its slip.
 */
import { describe, expect, it } from "vitest";
import {
  applyDamage,
  answer,
  brpOptions,
  endOfRound,
  fallDamage,
  firstAid,
  healingPower,
  healWound,
  majorWoundLevel,
  naturalHealing,
  newDefenceRound,
  newHarm,
  nextDecision,
  outcome,
  shockRoundsLeft,
  startExchange,
  successLevel,
  usePower,
  type BrpHarm,
  type ExchangeInput,
} from "../../../../src/rulesets/brp/rules/index.js";

const options = brpOptions({ majorWoundRounding: "down" });
const yvarre = (harm: BrpHarm): ExchangeInput["defender"] => ({
  id: "yvarre",
  harm,
  armor: [{ id: "softLeather", value: 1 }],
  state: { siz: 11, dodge: 42 },
  items: [],
  round: newDefenceRound(),
});

function daggerInTheBack(harm: BrpHarm): BrpHarm {
  const s0 = startExchange({
    round: 1,
    options,
    attacker: { id: "assassin", siz: 12, chance: 55, damageModifier: "+1D4", weapon: { id: "dagger", formula: "1D4+2", specialType: "impaling", kind: "thrown", modifierMode: "half" } },
    defender: yvarre(harm),
  });
  let s = answer(s0, { type: "attackRoll", value: 30 });
  const choice = nextDecision(s);
  if (choice?.type !== "defenceChoice") throw new Error("expected a defence choice");
  s = answer(s, { type: "defenceChoice", index: choice.options.length - 1 });
  const dmg = nextDecision(s);
  expect(dmg).toMatchObject({ type: "damageRoll", plan: { formula: "1d4+1d2+2" } });
  s = answer(s, { type: "damageRoll", weaponTotal: 3, modifierTotal: 1 });
  const o = outcome(s);
  expect(o).toMatchObject({ damageRolled: 4, armor: 1, damageApplied: 3, pending: null });
  return o.harm!;
}

function arrow(harm: BrpHarm, round: number, attackRoll: number, damageRoll: number) {
  let s = startExchange({
    round,
    options,
    attacker: { id: "archer", siz: 12, chance: 60, damageModifier: "0", visible: false, weapon: { id: "bow", formula: "1D8+1", specialType: "impaling", kind: "missile", missileSpeed: "slow", modifierMode: "none" } },
    defender: yvarre(harm),
  });
  s = answer(s, { type: "attackRoll", value: attackRoll });
  if (!nextDecision(s)) return outcome(s);
  const choice = nextDecision(s);
  // She did not spot the archer: no dodge and no shield, only "no defence".
  expect(choice).toEqual({ type: "defenceChoice", actorId: "yvarre", options: [{ kind: "none" }] });
  s = answer(s, { type: "defenceChoice", index: 0 });
  s = answer(s, { type: "damageRoll", weaponTotal: damageRoll, modifierTotal: 0 });
  return { state: s, ...outcome(s) };
}

describe("brp worked example: the temple escape", () => {
  it("BRP-TV-18: the thrown dagger rolls 1D4+2+1D2 at its minimum 4, soft leather stops 1, HP 17 → 14", () => {
    const h = daggerInTheBack(newHarm(17));
    expect(h.hp).toBe(14);
    expect(h.wounds).toHaveLength(1);
  });

  it("BRP-TV-19: First Aid 47% rolls 99, a fumble: 1 more hit point lost, no table → 13", () => {
    const h = daggerInTheBack(newHarm(17));
    expect(successLevel(99, 47)).toBe("fumble");
    const after = firstAid(h, h.wounds[0]!.id, "yvarre", "fumble", 1);
    expect(after.hp).toBe(13);
    expect(after.wounds[0]!.remaining).toBe(4);
  });

  it("BRP-TV-20: the arrow (43 hits, 1D8+1 rolls 9, armor 1) takes 8: HP 5, a major wound as the example rules it; table 27 → −1D3 STR, no shield; Luck holds; unconscious after four more rounds", () => {
    let h = daggerInTheBack(newHarm(17));
    h = firstAid(h, h.wounds[0]!.id, "yvarre", "fumble", 1);
    expect(successLevel(43, 60)).toBe("success");
    const r = arrow(h, 3, 43, 9);
    expect(r).toMatchObject({ damageRolled: 9, damageApplied: 8 });
    expect(r.harm!.hp).toBe(5);
    expect(majorWoundLevel(17, options)).toBe(8);
    expect(r.pending).toEqual({ type: "majorWoundRoll", actorId: "yvarre" });
    let s = "state" in r ? r.state : undefined;
    s = answer(s!, { type: "majorWoundRoll", value: 27 });
    s = answer(s, { type: "majorWoundLuck", succeeded: true });
    s = answer(s, { type: "majorWoundLoss", value: 2 });
    const o = outcome(s);
    expect(o.majorWound).toMatchObject({ permanent: false, fight: "noShield", losses: { STR: 2 } });
    expect(o.pending).toBeNull();
    // "Unconscious in four combat rounds, one for each hit point": the injury round counts as the first of five.
    expect(shockRoundsLeft(o.harm!, 4)).toBe(4);
    expect(o.harm!.shockUnconsciousAfterRound).toBe(7);
    expect(endOfRound(o.harm!, 6, "yvarre").harm.unconscious).toBeNull();
    expect(endOfRound(o.harm!, 7, "yvarre").harm.unconscious).toMatchObject({ reason: "shock" });
    // By the rule text 8 of 17 is minor (BRP-WND-3): the default setting says so.
    expect(applyDamage(newHarm(17), { id: "a", targetId: "y", amount: 8, round: 3 }).harm.wounds[0]!.severity).toBe("minor");
  });

  it("BRP-TV-21: the second arrow misses; the 6 m jump (Jump 21 succeeds, 1D6 = 3 off 2D6 = 5) costs 2, no new major wound", () => {
    let h = firstAid(daggerInTheBack(newHarm(17)), "assassin:1:30", "yvarre", "fumble", 1);
    h = arrow(h, 3, 43, 9).harm!;
    expect(arrow(h, 4, 88, 0)).toMatchObject({ attackLevel: "failure", pending: null });
    expect(successLevel(21, 50)).toBe("success");
    const fall = fallDamage(5, 3);
    expect(fall).toBe(2);
    const r = applyDamage(h, { id: "fall", targetId: "yvarre", amount: fall, round: 4, source: "fall" }, options);
    expect(r.harm.wounds.at(-1)!.severity).toBe("minor");
    expect(r.decisions.some((d) => d.type === "majorWoundRoll")).toBe(false);
    // The example prints 2 HP here; 5 − 2 is 3.
    expect(r.harm.hp).toBe(3);
    // Still in shock from the arrow: with 3 HP in round 4 she lasts rounds 4-6 (it was 7 at 5 HP).
    expect(h.shockUnconsciousAfterRound).toBe(7);
    expect(r.harm.shockUnconsciousAfterRound).toBe(6);
  });

  /** The corrected chain after the fall, wound by wound. */
  function escaped(fallPoints: number) {
    let h = firstAid(daggerInTheBack(newHarm(17)), "assassin:1:30", "yvarre", "fumble", 1);
    h = arrow(h, 3, 43, 9).harm!;
    h = applyDamage(h, { id: "fall", targetId: "yvarre", amount: fallPoints, round: 4, source: "fall" }, options).harm;
    return h;
  }
  const dagger = "assassin:1:30";
  const arrowWound = "archer:3:43";

  it("BRP-TV-22: Healing 1 rolls 3 on the dagger wound; Kallistor pays 3 of his 14 power points", () => {
    const power = healingPower(1);
    expect(power).toEqual({ dice: "1D6", powerPointCost: 3 });
    expect(usePower(14, { cost: power.powerPointCost, instantaneous: true }, 6).powerPoints).toBe(11);
    const h = healWound(escaped(2), dagger, 3);
    expect(h.hp).toBe(6);
    expect(h.wounds.find((w) => w.id === dagger)!.remaining).toBe(1);
  });

  it("BRP-TV-23: First Aid on the arrow +2; Yvarre's own First Aid erases the 2 fall points; Kallistor's on the dagger fails", () => {
    let h = healWound(escaped(2), dagger, 3);
    h = firstAid(h, arrowWound, "kallistor", "success", 2);
    expect(h.hp).toBe(8);
    h = firstAid(h, "fall", "yvarre", "success", 3);
    expect(h.hp).toBe(10);
    expect(h.wounds.find((w) => w.id === "fall")!.remaining).toBe(0);
    expect(firstAid(h, dagger, "kallistor", "failure", 1).hp).toBe(10);
  });

  it("BRP-TV-24: Healing 2 restores 4 of a possible 12 to the arrow wound; 11 − 6 = 5 power points; dagger 1 and arrow 2 remain", () => {
    let h = firstAid(firstAid(healWound(escaped(2), dagger, 3), arrowWound, "kallistor", "success", 2), "fall", "yvarre", "success", 2);
    expect(healingPower(2)).toEqual({ dice: "2D6", powerPointCost: 6 });
    expect(usePower(11, { cost: 6, instantaneous: true }, 7).powerPoints).toBe(5);
    h = healWound(h, arrowWound, 4);
    expect(h.hp).toBe(14);
    expect(h.wounds.filter((w) => w.remaining > 0).map((w) => [w.id, w.remaining])).toEqual([[dagger, 1], [arrowWound, 2]]);
  });

  /*
   * The slip in the example's jump: the fall rolls 5, the Jump saves 3, so the fall costs 5 − 3 = 2
   * (the example itself later erases "the 2 points of fall damage"). Yvarre had 5 HP, so she
   * should be left with 3; the example prints 2, the size of the fall wound, as her remaining HP.
   * Every HP total it prints afterwards (5, 7, 9, 13) carries that one missing point, while the
   * wounds and the healing amounts are right. The corrected chain is 3, 6, 8, 10, 14.
   */
  it("BRP-TV-21: the example's printed HP after the jump and every later total sit exactly one below the corrected chain", () => {
    const printed = [2, 5, 7, 9, 13];
    let h = escaped(2);
    const corrected = [h.hp];
    h = healWound(h, dagger, 3);
    corrected.push(h.hp);
    h = firstAid(h, arrowWound, "kallistor", "success", 2);
    corrected.push(h.hp);
    h = firstAid(h, "fall", "yvarre", "success", 2);
    corrected.push(h.hp);
    h = healWound(h, arrowWound, 4);
    corrected.push(h.hp);
    expect(corrected).toEqual([3, 6, 8, 10, 14]);
    expect(printed).toEqual(corrected.map((hp) => hp - 1));
    // At the corrected 3 HP the 1-2 HP knockout does not fire; the shock countdown still runs.
    expect(escaped(2).unconscious).toBeNull();
  });

  it("BRP-TV-21 / BRP-TV-22..24: with the example's own fall figure (HP 2 after the jump) its printed numbers follow exactly: unconscious at 2, then 5, 7, 9 and 13", () => {
    // Reproducing the printed figures needs a fall that costs 3 (5 − 2 = 3 HP lost, i.e. 5 HP → 2).
    let h = escaped(3);
    expect(h.hp).toBe(2);
    expect(h.unconscious).toMatchObject({ reason: "lowHitPoints" });
    h = healWound(h, dagger, 3);
    expect(h.hp).toBe(5);
    h = firstAid(h, arrowWound, "kallistor", "success", 2);
    expect(h.hp).toBe(7);
    h = healWound(h, "fall", 2);
    expect(h.hp).toBe(9);
    h = healWound(h, arrowWound, 4);
    expect(h.hp).toBe(13);
  });

  it("BRP-TV-25: the week after — 1D3 spread evenly; a 3 heals both remaining wounds, a 2 leaves one arrow point", () => {
    const h = healWound(firstAid(firstAid(healWound(escaped(2), dagger, 3), arrowWound, "kallistor", "success", 2), "fall", "yvarre", "success", 2), arrowWound, 4);
    expect(naturalHealing(h, 3).hp).toBe(17);
    const two = naturalHealing(h, 2);
    expect(two.wounds.filter((w) => w.remaining > 0).map((w) => [w.id, w.remaining])).toEqual([[arrowWound, 1]]);
  });
});
