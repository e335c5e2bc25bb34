import { describe, expect, it } from "vitest";
import { hpAfterRoundStart, landedChanges, maneuverEffect, skillUnder } from "../../../../src/rulesets/clash/rules/index.js";

/**
 * DL-CM-3: the catalog's proposal leaves a maneuver's effect to the game; Fray's house reading
 * (stunned −1 AP, pinned loses every AP, disarmed drops the ready weapon, bleeding and poisoned
 * 1 HP each new round, prone and blinded −20 on every roll). Expected values worked by hand.
 */
describe("maneuver effects", () => {
  it("DL-CM-3: Stun landing on a target with 2 AP leaves 1; on a target with none it stays at 0", () => {
    expect(landedChanges("stunned", 2)).toEqual({ ap: 1, dropsWeapon: false });
    expect(landedChanges("stunned", 0)).toEqual({ ap: 0, dropsWeapon: false });
  });

  it("DL-CM-3: a Pin empties the target's 3 action points", () => {
    expect(landedChanges("pinned", 3)).toEqual({ ap: 0, dropsWeapon: false });
  });

  it("DL-CM-3: a Disarm drops the ready weapon and leaves AP alone", () => {
    expect(landedChanges("disarmed", 2)).toEqual({ ap: 2, dropsWeapon: true });
  });

  it("DL-CM-3: Trip, Blind and a maneuver with no status change no action points", () => {
    expect(landedChanges("prone", 2)).toEqual({ ap: 2, dropsWeapon: false });
    expect(landedChanges("blinded", 1)).toEqual({ ap: 1, dropsWeapon: false });
    expect(landedChanges("", 2)).toEqual({ ap: 2, dropsWeapon: false });
  });

  it("DL-CM-3: a bleeding, poisoned ogre with 16 HP has 14 when the next round starts; 1 HP and bleeding leaves 0, never less", () => {
    expect(hpAfterRoundStart(["bleeding", "poisoned"], 16)).toBe(14);
    expect(hpAfterRoundStart(["bleeding", "bleeding"], 16)).toBe(15);
    expect(hpAfterRoundStart(["bleeding"], 1)).toBe(0);
    expect(hpAfterRoundStart(["bleeding"], 0)).toBe(0);
    expect(hpAfterRoundStart(["prone", "stunned"], 16)).toBe(16);
  });

  it("DL-CM-3: a prone swordsman's Melee 60 rolls as 40; prone and blinded as 20; a skill of 15 does not go below 0", () => {
    expect(skillUnder(["prone"], 60)).toBe(40);
    expect(skillUnder(["prone", "blinded"], 60)).toBe(20);
    expect(skillUnder(["blinded"], 15)).toBe(0);
    expect(skillUnder(["bleeding", "stunned"], 60)).toBe(60);
  });

  it("DL-CM-3: a status Fray gives no effect has none; a status that is not text is refused", () => {
    expect(maneuverEffect("unconscious")).toEqual({ apLoss: 0, dropsWeapon: false, hpPerRound: 0, skillPenalty: 0 });
    expect(maneuverEffect("toString")).toEqual({ apLoss: 0, dropsWeapon: false, hpPerRound: 0, skillPenalty: 0 });
    expect(() => maneuverEffect(7 as unknown as string)).toThrow(/Malformed/);
  });
});
