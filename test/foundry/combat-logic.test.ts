import { describe, expect, it } from "vitest";
import type { EncounterSnapshot } from "../../src/core/encounter.js";
import { mayActNow, phaseLabel, sideOfDisposition, toParticipant, trackerView, type TrackerCombatant } from "../../src/foundry/combat/encounter-logic.js";

const snapshot: EncounterSnapshot = {
  round: 2,
  phase: "action",
  groups: [
    { key: "friendly", label: { key: "FRAY.Pool.Side", data: { side: "friendly", roll: 5 } }, participantIds: ["pc", "ally"] },
    { key: "hostile", label: { key: "FRAY.Pool.Side", data: { side: "hostile", roll: 3 } }, participantIds: ["troll"] },
  ],
  canActNow: ["pc", "ally"],
  actionsLeft: { pc: 2, ally: 0, troll: 2 },
  roundOver: false,
  initiativeRolls: [],
};

const combatant = (id: string, extra: Partial<TrackerCombatant> = {}): TrackerCombatant => ({ id, name: id, img: "", defeated: false, hidden: false, owned: false, active: false, ...extra });
const label = (key: string, data?: Readonly<Record<string, string | number>>) => `${key}${data ? JSON.stringify(data) : ""}`;

describe("participants", () => {
  it("maps token dispositions to sides (secret tokens fight as hostile)", () => {
    expect([1, 0, -1, -2, null, undefined].map(sideOfDisposition)).toEqual(["friendly", "neutral", "hostile", "hostile", "hostile", "hostile"]);
  });
  it("lets the ruleset's extras override the defaults", () => {
    expect(toParticipant({ id: "a", disposition: 1, hasPlayerOwner: true })).toEqual({ id: "a", side: "friendly", isPlayerCharacter: true, stats: {} });
    expect(toParticipant({ id: "m", disposition: 1, hasPlayerOwner: false }, { stats: { dex: 14 }, sharesActivationWith: "a", side: "mounts" })).toEqual({
      id: "m",
      side: "mounts",
      isPlayerCharacter: false,
      stats: { dex: 14 },
      sharesActivationWith: "a",
    });
  });
});

describe("act now", () => {
  it("requires the rules to allow it and the user to be GM or owner", () => {
    expect(mayActNow(snapshot, "pc", { isGM: false, ownsCombatant: true })).toBe(true);
    expect(mayActNow(snapshot, "pc", { isGM: false, ownsCombatant: false })).toBe(false);
    expect(mayActNow(snapshot, "troll", { isGM: true, ownsCombatant: false })).toBe(false);
    expect(mayActNow(snapshot, "ally", { isGM: true, ownsCombatant: false })).toBe(true);
  });
});

describe("tracker view", () => {
  it("shows the model's groups as headings, actions left, and act-now buttons only to those who may press", () => {
    const view = trackerView(snapshot, [combatant("pc", { owned: true }), combatant("ally"), combatant("troll")], { isGM: false }, label);
    expect(view.groups.map((g) => g.heading)).toEqual(['FRAY.Pool.Side{"side":"friendly","roll":5}', 'FRAY.Pool.Side{"side":"hostile","roll":3}']);
    const [pc, ally] = view.groups[0]?.rows ?? [];
    expect(pc).toMatchObject({ id: "pc", actionsLeft: 2, canActNow: true, showActNow: true });
    expect(ally).toMatchObject({ id: "ally", actionsLeft: 0, canActNow: true, showActNow: false });
    expect(trackerView(snapshot, [combatant("ally")], { isGM: true }, label).groups[0]?.rows[0]?.showActNow).toBe(true);
  });
  it("hides hidden combatants from players and lists ungrouped ones under 'others'", () => {
    const view = trackerView(snapshot, [combatant("pc"), combatant("troll", { hidden: true }), combatant("late")], { isGM: false }, label);
    expect(view.groups.map((g) => g.rows.map((r) => r.id))).toEqual([["pc"], [], ["late"]]);
    expect(view.groups[2]?.heading).toBe("FRAY.Combat.Others");
    expect(trackerView(snapshot, [combatant("troll", { hidden: true })], { isGM: true }, label).groups[1]?.rows).toHaveLength(1);
  });
  it("labels every phase the rulesets use, and unknown ones generically", () => {
    for (const phase of ["initiative", "statements", "powers", "movement", "action", "flurry", "adjustment", "morale", "resolution"]) {
      expect(phaseLabel(phase)).not.toBe("FRAY.Combat.Phase.Other");
    }
    expect(phaseLabel("somethingNew")).toBe("FRAY.Combat.Phase.Other");
  });
});
