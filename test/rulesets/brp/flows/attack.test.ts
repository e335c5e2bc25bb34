import { describe, expect, it } from "vitest";
import { actionsFor, advanceAttack, answersFor, pendingOf, rollRequest, stateOf, type AttackPayload } from "../../../../src/rulesets/brp/flows/attack.js";
import { defenceRoundOf } from "../../../../src/rulesets/brp/data/state.js";
import { closingDeltas, statusDeltas } from "../../../../src/rulesets/brp/flows/apply.js";
import { attackCardContext, skillCardContext } from "../../../../src/rulesets/brp/flows/cards.js";
import { rollDialogContext, rollState } from "../../../../src/rulesets/brp/flows/dialog-state.js";
import { bleedingStep, changedWounds, endOfRoundStep, roundDeltas } from "../../../../src/rulesets/brp/flows/rounds.js";
import { applyDamage, brpOptions, condition, newHarm, outcome, visionObscuredTimer } from "../../../../src/rulesets/brp/rules/index.js";
import { EXAMPLE_OPTIONS, doc, living, newAttack, spearVsParry, templeEscape } from "../sheets/fixture-sources.js";

const characteristics = { STR: 14, CON: 18, SIZ: 15, INT: 13, POW: 12, DEX: 16, CHA: 13 };
const closing = (p: AttackPayload, round: number) =>
  closingDeltas(p, outcome(p.exchange), { round, harmBefore: p.exchange.input.defender.harm, defenderCharacteristics: characteristics, defenderMove: 10 });

describe("brp attack cards: the temple escape through the card payloads", () => {
  const escape = templeEscape();

  it("BRP-TV-18: the thrown dagger card: 1d4+1d2+2 rolls 4, armor 1, 3 taken, HP 17 → 14", () => {
    const card = attackCardContext(escape.dagger);
    expect(card.damage).toMatchObject({ formula: "1d4+1d2+2", rolled: 4, armor: 1, applied: 3 });
    expect(card.harm).toMatchObject({ hpBefore: 17, hpAfter: 14 });
    expect(card.closed).toBe(true);
    expect(stateOf(escape.dagger)).toBe("closed");
  });

  it("BRP-TV-20: the arrow card: 43 hits, 9 − 1 = 8, HP 13 → 5, major wound 21–30 (STR −2, no shield), Luck holds, shock", () => {
    const card = attackCardContext(escape.arrow);
    expect(card.attack).toMatchObject({ roll: 43, chance: 60, level: { key: "success" } });
    expect(card.damage).toMatchObject({ rolled: 9, armor: 1, applied: 8 });
    expect(card.harm).toMatchObject({ hpBefore: 13, hpAfter: 5, severity: "FRAY.Brp.Severity.Major", shockAfterRound: 7 });
    expect(card.majorWound).toMatchObject({ roll: "21–30", permanent: false, losses: ["STR −2"], fight: "FRAY.Brp.Fight.NoShield" });
  });

  it("BRP-DOD-2/BRP-MSL-5: Yvarre did not see the archer, so the only button is No defence, and it is hers to press", () => {
    const posted = newAttack(escape.assassin, "Long Bow", escape.yvarre, 3, 43, EXAMPLE_OPTIONS, undefined, { visible: false });
    expect(attackCardContext(posted).defences).toEqual([]);
    expect(pendingOf(posted)).toEqual({ actorUuid: `Actor.${escape.yvarre._id}`, actions: ["noDefence"], prompt: "FRAY.Brp.Prompt.DefenceChoice" });
  });

  it("the arrow's closing deltas: hit points, the injury record, a major wound item carrying its table roll", () => {
    const deltas = closing(escape.arrow, 3);
    const uuid = `Actor.${escape.yvarre._id}`;
    expect(deltas).toContainEqual({ kind: "update", uuid, path: "system.hitPoints.value", to: 5 });
    const created = deltas.filter((d) => d.kind === "create");
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ parentUuid: uuid, documentName: "Item", data: { type: "brpWound", name: "Long Bow", system: { damage: 8, severity: "major", majorWoundRoll: 21, permanent: false } } });
    // Luck held: no lasting characteristic loss is written.
    expect(deltas.some((d) => d.kind === "update" && d.path.startsWith("system.characteristics"))).toBe(false);
  });
});

describe("brp attack cards: attack against parry", () => {
  const melee = spearVsParry();

  it("BRP-FVTT-5: the defender's owner gets one button per parrying item at its current chance, Dodge and No defence", () => {
    const card = attackCardContext(melee.opening);
    expect(card.defences.map((d) => [d.action, d.name, d.chance])).toEqual([
      ["parry1", "Broadsword", 70],
      ["parry2", "Dagger", 45],
      ["dodge", "", 42],
    ]);
    // The GM's ruling comes last (shown to GMs only): BRP-FVTT-7.
    expect(pendingOf(melee.opening)?.actions).toEqual(["parry1", "parry2", "dodge", "noDefence", "gmUnparryable"]);
    expect(pendingOf(melee.opening)?.actorUuid).toBe(`Actor.${melee.yvarre._id}`);
  });

  it("BRP-PAR-4: a second parry in the same round is offered at −30%", () => {
    const deltas = closing(melee.damaged, 2);
    const defence = deltas.find((d) => d.kind === "update" && d.path === "system.defence");
    expect(defence).toMatchObject({ to: { parries: 1, round: 2 } });
    const again = newAttack(melee.guard, "Short Spear", melee.yvarre, 2, 20, brpOptions(), { ...living(melee.yvarre), defence: (defence as { to: Record<string, unknown> }).to });
    expect(attackCardContext(again).defences[0]).toMatchObject({ name: "Broadsword", chance: 40 });
  });

  it("BRP-PAR-4: a card posted before another parry was made still offers the parry at its step when pressed", () => {
    const posted = newAttack(melee.guard, "Short Spear", melee.yvarre, 2, 20, brpOptions());
    const oneParry = defenceRoundOf({ parries: 1, round: 2 }, 2);
    const answered = advanceAttack(posted, "parry1", [45], undefined, oneParry);
    // 45 against 70 − 30 = 40 fails: the spear gets through.
    expect(attackCardContext(answered).defence).toMatchObject({ chance: 40, level: { key: "failure" } });
  });

  it("BRP-MTX-1: a special (05 vs 55) met by a successful parry (40 vs 70) lands as a hit, armor counts, the broadsword takes 2", () => {
    const card = attackCardContext(melee.damaged);
    expect(card.attack.level?.key).toBe("special");
    expect(card.defence).toMatchObject({ name: "Broadsword", roll: 40, chance: 70, level: { key: "success" } });
    expect(card.result?.label).toBe("FRAY.Brp.Delivered.Success");
    expect(card.damage).toMatchObject({ formula: "1d6+1d4+1", rolled: 7, armor: 1, applied: 6, special: null });
    expect(card.items).toEqual([{ key: "FRAY.Brp.Card.ItemDamaged", name: "Broadsword", points: 2 }]);
    const deltas = closing(melee.damaged, 2);
    expect(deltas).toContainEqual({ kind: "update", uuid: expect.stringContaining(".Item.") as unknown as string, path: "system.hp.value", to: 18 });
  });

  it("BRP-SPC-14: an undefended special impales: the spear's dice and bonus double, the wound keeps the weapon", () => {
    let p = advanceAttack(melee.opening, "noDefence", []);
    expect(rollRequest(p, "rollDamage")).toEqual({ kind: "dice", formulas: ["2d6+2", "1d4"] });
    p = advanceAttack(p, "rollDamage", [7, 3]);
    const card = attackCardContext(p);
    expect(card.damage).toMatchObject({ rolled: 10, applied: 9, special: "FRAY.Brp.Special.Impaling" });
    expect(card.effects.map((e) => e.key)).toContain("FRAY.Brp.Card.Impaled");
  });

  it("BRP-RES-10: a critical asks the attacker to keep it or take the special, then counts the weapon at its maximum and ignores armor", () => {
    let p = newAttack(melee.guard, "Short Spear", melee.yvarre, 2, 1, brpOptions());
    p = advanceAttack(p, "noDefence", []);
    expect(actionsFor(pendingOfDecision(p))).toEqual(["takeCritical", "takeSpecial"]);
    p = advanceAttack(p, "takeCritical", []);
    expect(rollRequest(p, "rollDamage")).toEqual({ kind: "dice", formulas: ["7", "1d4"] });
    p = advanceAttack(p, "rollDamage", [7, 2]);
    expect(attackCardContext(p).damage).toMatchObject({ rolled: 9, maximized: true, applied: 9 });
  });

  it("BRP-FUM-1/BRP-FUM-6: a fumbled attack rolls the melee fumble table, 99 adds two more rolls", () => {
    const p = newAttack(melee.guard, "Short Spear", melee.yvarre, 2, 99, brpOptions());
    expect(rollRequest(p, "rollFumble")).toEqual({ kind: "fumble", table: "meleeAttack" });
    const done = advanceAttack(p, "rollFumble", [99, 55, 30]);
    const card = attackCardContext(done);
    expect(card.fumbles).toEqual([
      {
        who: "Temple Guard",
        table: "FRAY.Brp.FumbleTable.MeleeAttack",
        rolls: "99, 55, 30",
        rows: ["FRAY.Brp.Fumble.meleeAttack.r51", "FRAY.Brp.Fumble.meleeAttack.r26"],
        capped: false,
        // Each roll names the row it landed on: 99 (two more rolls), 55 (51–60), 30 (26–40).
        steps: [
          { roll: "99", range: "99–99", label: "FRAY.Brp.Fumble.meleeAttack.r99" },
          { roll: "55", range: "51–60", label: "FRAY.Brp.Fumble.meleeAttack.r51" },
          { roll: "30", range: "26–40", label: "FRAY.Brp.Fumble.meleeAttack.r26" },
        ],
      },
    ]);
    expect(card.closed).toBe(true);
  });

  it("BRP-SPC-6: a crushing special asks the defender for a Stamina roll against their own chance, then the stun length", () => {
    const guard = doc("brp-creatures", "temple-guard");
    let p = newAttack(doc("brp-creatures", "bandit"), "Hatchet", guard, 1, 2, brpOptions({ criticalMayBeSpecial: false }));
    expect(attackCardContext(p).attack.level?.key).toBe("critical");
    p = newAttack(doc("brp-creatures", "kallistor"), "Quarterstaff", guard, 1, 8, brpOptions());
    p = advanceAttack(p, "noDefence", []);
    p = advanceAttack(p, "rollDamage", [6, 3]);
    expect(pendingOf(p)?.actions).toEqual(["rollStamina"]);
    expect(answersFor(p, "rollStamina", [95])).toEqual([{ type: "stunStamina", succeeded: false }]);
    p = advanceAttack(p, "rollStamina", [95]);
    p = advanceAttack(p, "rollStun", [2]);
    const card = attackCardContext(p);
    expect(card.effects).toContainEqual({ key: "FRAY.Brp.Card.Stunned", value: 2 });
    const deltas = closing(p, 1);
    expect(deltas).toContainEqual({ kind: "status", actorUuid: `Actor.${guard._id}`, statusId: "stunned", active: true });
    // The stun's countdown is kept with the injuries, so the round-end step can lift it.
    const stored = deltas.find((d) => d.kind === "update" && d.path === "system.harm") as unknown as { to: { conditions: Array<{ id: string; duration: { rounds: number } }> } };
    expect(stored.to.conditions).toContainEqual(expect.objectContaining({ id: "stunned", duration: { kind: "rounds", rounds: 2 } }));
  });
});

function pendingOfDecision(p: AttackPayload) {
  const d = outcome(p.exchange).pending;
  if (!d) throw new Error("nothing pending");
  return d;
}

describe("brp roll dialog odds", () => {
  it("BRP-TV-1: skill 60 shows critical 01–03, special 04–12, fumble 98–00 with their exact chances", () => {
    const ctx = rollDialogContext({ kind: "skill", name: "Yvarre", label: "Sword", target: "", skill: 60, missile: null, melee: true, defences: [] }, { grade: "normal", flat: 0, distance: 0, defence: 0 });
    expect(ctx.bands).toEqual({ critical: "01–03", special: "04–12", success: "13–60", fumble: "98–00" });
    expect(ctx.levels.map((l) => [l.level, l.percent])).toEqual([
      ["critical", 3],
      ["special", 9],
      ["success", 48],
      ["failure", 37],
      ["fumble", 3],
    ]);
  });

  it("BRP-RES-9 and BRP-MSL-2: grades and range bands change the chance live; out of range is impossible", () => {
    const bow = { kind: "attack" as const, name: "A", label: "Bow", target: "", skill: 60, missile: { baseRange: 90, dex: 16 }, melee: false, defences: [] };
    expect(rollState(bow, { grade: "difficult", flat: 0, distance: 0, defence: 0 }).chance).toBe(30);
    expect(rollState(bow, { grade: "normal", flat: 0, distance: 5, defence: 0 })).toMatchObject({ chance: 120, band: "pointBlank" });
    expect(rollState(bow, { grade: "normal", flat: 0, distance: 300, defence: 0 })).toMatchObject({ chance: 12, band: "long", limits: { capAt: "success" } });
    expect(rollDialogContext(bow, { grade: "normal", flat: 0, distance: 400, defence: 0 }).impossible).toBe(true);
  });

  it("BRP-MTX-2: the attack odds against a chosen parry sum to 1 and match the matrix", () => {
    const ctx = rollDialogContext(
      { kind: "attack", name: "G", label: "Spear", target: "Y", skill: 55, missile: null, melee: true, defences: [{ kind: "parry", name: "Broadsword", chance: 70, limits: {} }] },
      { grade: "normal", flat: 0, distance: 0, defence: 0 },
    );
    const rows = ctx.matrix!.rows;
    expect(rows.reduce((s, r) => s + r.percent, 0)).toBeCloseTo(100, 0);
    expect(rows.find((r) => r.key === "miss")!.percent).toBe(45);
  });
});

describe("brp skill card", () => {
  it("BRP-TV-19: First Aid 47% rolling 99 is a fumble", () => {
    const card = skillCardContext({ actor: { uuid: null, name: "Yvarre", img: "" }, label: "First Aid", chance: 47, roll: 99, healed: { wound: "dagger", points: 0, fumbleLoss: 1 } });
    expect(card.level.key).toBe("fumble");
  });
});

describe("brp round steps", () => {
  it("BRP-SPC-2: a bleeding wound costs 1 hit point from the round after it, armor or not", () => {
    const hit = applyDamage(newHarm(14), { id: "cut", targetId: "y", amount: 3, round: 1, bleeding: true }).harm;
    expect(bleedingStep(hit, 1, "y").bled).toBe(0);
    const step = bleedingStep(hit, 2, "y");
    expect(step.bled).toBe(1);
    expect(step.harm.hp).toBe(10);
    expect(changedWounds(hit, step.harm)).toEqual([{ id: "cut", damage: 4, remaining: 4 }]);
    expect(roundDeltas("Actor.y", hit, step)).toContainEqual({ kind: "update", uuid: "Actor.y", path: "system.hitPoints.value", to: 10 });
  });

  it("BRP-WND-4: the shock countdown knocks the character out at the end of its last round", () => {
    const hit = applyDamage(newHarm(17), { id: "arrow", targetId: "y", amount: 12, round: 3 }).harm;
    expect(hit.shockUnconsciousAfterRound).toBe(7);
    expect(endOfRoundStep(hit, 6, "y").harm.unconscious).toBeNull();
    const out = endOfRoundStep(hit, 7, "y");
    expect(out.harm.unconscious?.reason).toBe("shock");
    expect(roundDeltas("Actor.y", hit, out)).toContainEqual({ kind: "status", actorUuid: "Actor.y", statusId: "unconscious", active: true });
  });

  it("BRP-FAT-2: without help a fatal wound kills at the end of the next round", () => {
    const hit = applyDamage(newHarm(10), { id: "axe", targetId: "y", amount: 12, round: 2 }).harm;
    expect(endOfRoundStep(hit, 2, "y").harm.dead).toBe(false);
    expect(endOfRoundStep(hit, 3, "y").events).toContainEqual({ type: "died", targetId: "y" });
  });

  it("BRP-SPC-6/BRP-SPC-11: stun and entangle countdowns expire and their status goes", () => {
    const harm = { ...newHarm(10), conditions: [condition("stunned", "y", 1, 2), condition("entangled", "y", 1, 2)] };
    expect(endOfRoundStep(harm, 1, "y").harm.conditions).toHaveLength(2);
    const step = endOfRoundStep(harm, 2, "y");
    expect(step.harm.conditions).toEqual([]);
    expect(roundDeltas("Actor.y", harm, step)).toContainEqual({ kind: "status", actorUuid: "Actor.y", statusId: "stunned", active: false });
  });

  it("BRP-DATA-3: Vision obscured put on by hand comes off when its 1D3 timer runs out; a fumble's own record does not lift the status", () => {
    // Put on in round 1 with a 2 rolled: still on at the end of round 1, off at the end of round 2.
    const harm = { ...newHarm(10), conditions: [visionObscuredTimer("y", 1, 2)] };
    expect(roundDeltas("Actor.y", harm, endOfRoundStep(harm, 1, "y"))).not.toContainEqual(expect.objectContaining({ kind: "status" }));
    expect(roundDeltas("Actor.y", harm, endOfRoundStep(harm, 2, "y"))).toContainEqual({ kind: "status", actorUuid: "Actor.y", statusId: "visionObscured", active: false });
    const fumbled = { ...newHarm(10), conditions: [{ ...condition("visionObscured", "y", 1, 2), data: { penalty: -30 } }] };
    expect(roundDeltas("Actor.y", fumbled, endOfRoundStep(fumbled, 2, "y"))).not.toContainEqual(expect.objectContaining({ kind: "status", statusId: "visionObscured" }));
  });

  it("status deltas name only the statuses Fray registers", () => {
    expect(statusDeltas("A", [{ type: "conditionAdded", targetId: "a", condition: condition("knockedBack", "a", 1) }])).toEqual([]);
  });
});
