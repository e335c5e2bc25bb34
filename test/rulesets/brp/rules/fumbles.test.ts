import { describe, expect, it } from "vitest";
import { applyDamage, brpOptions, FIRST_AID_FUMBLE_DAMAGE, firstAid, newHarm, FUMBLE_TABLES, fumbleRow, fumbleTableFor, resolveFumble, type FumbleTableKey } from "../../../../src/rulesets/brp/rules/index.js";
import { ReplayDice, SeededDice } from "../../../../src/core/dice.js";

const kindAt = (table: FumbleTableKey, roll: number) => fumbleRow(table, roll).effect.kind;

describe("brp fumble tables", () => {
  it("every table covers 01-00 exactly once, in order", () => {
    for (const rows of Object.values(FUMBLE_TABLES)) {
      let next = 1;
      for (const r of rows) {
        expect(r.from).toBe(next);
        expect(r.to).toBeGreaterThanOrEqual(r.from);
        next = r.to + 1;
      }
      expect(next).toBe(101);
    }
  });

  it("BRP-FUM-1..4: every row of the four tables, range and effect, written out from the chapter", () => {
    const rows = (table: FumbleTableKey) => FUMBLE_TABLES[table].map((r) => [r.from, r.to, r.effect]);
    expect(rows("meleeAttack")).toEqual([
      [1, 15, { kind: "loseRounds", rounds: 1, helpless: true }],
      [16, 25, { kind: "loseRounds", rounds: "1D3", helpless: true }],
      [26, 40, { kind: "prone" }],
      [41, 50, { kind: "dropWeapon" }],
      [51, 60, { kind: "throwWeapon", metres: "1D10" }],
      [61, 65, { kind: "weaponDamage", points: "1D10" }],
      [66, 75, { kind: "visionObscured", penalty: -30, rounds: "1D3" }],
      [76, 85, { kind: "hitAlly", level: "success", otherwise: 41 }],
      [86, 90, { kind: "hitAlly", level: "special", otherwise: 51 }],
      [91, 98, { kind: "hitAlly", level: "critical", otherwise: 61 }],
      [99, 99, { kind: "rollMore", times: 2 }],
      [100, 100, { kind: "rollMore", times: 3 }],
    ]);
    expect(rows("meleeParry")).toEqual([
      [1, 20, { kind: "loseRounds", rounds: 1, helpless: true }],
      [21, 40, { kind: "prone" }],
      [41, 50, { kind: "dropWeapon" }],
      [51, 60, { kind: "throwWeapon", metres: "1D10" }],
      [61, 75, { kind: "visionObscured", penalty: -30, rounds: "1D3" }],
      [76, 85, { kind: "wideOpen", level: "success" }],
      [86, 90, { kind: "wideOpen", level: "special" }],
      [91, 93, { kind: "wideOpen", level: "critical" }],
      [94, 98, { kind: "rollMore", times: 2 }],
      [99, 100, { kind: "rollMore", times: 3 }],
    ]);
    expect(rows("missileAttack")).toEqual([
      [1, 15, { kind: "loseNextAttack" }],
      [16, 25, { kind: "loseRounds", rounds: "1D3", helpless: false }],
      [26, 40, { kind: "prone" }],
      [41, 55, { kind: "visionObscured", penalty: -30, rounds: "1D3" }],
      [56, 65, { kind: "dropWeapon", metres: "1D6-1" }],
      [66, 80, { kind: "weaponDamage", points: "1D6", otherwise: 81 }],
      [81, 85, { kind: "breakWeapon" }],
      [86, 90, { kind: "hitAlly", level: "success", otherwise: 56 }],
      [91, 95, { kind: "hitAlly", level: "special", otherwise: 66 }],
      [96, 98, { kind: "hitAlly", level: "critical", otherwise: 81 }],
      [99, 99, { kind: "rollMore", times: 2 }],
      [100, 100, { kind: "rollMore", times: 3 }],
    ]);
    expect(rows("natural")).toEqual([
      [1, 25, { kind: "loseRounds", rounds: 1, helpless: false }],
      [26, 30, { kind: "loseRounds", rounds: "1D3", helpless: false }],
      [31, 50, { kind: "prone" }],
      [51, 60, { kind: "proneTwistAnkle", moveLoss: 1, turns: "1D10" }],
      [61, 75, { kind: "visionObscured", penalty: -30, rounds: "1D3" }],
      [76, 85, { kind: "strain", hitPoints: 1 }],
      [86, 90, { kind: "hitAlly", level: "success", otherwise: 76 }],
      [91, 94, { kind: "hitAlly", level: "special", otherwise: 76 }],
      [95, 98, { kind: "hitSelf" }],
      [99, 99, { kind: "rollMore", times: 2 }],
      [100, 100, { kind: "rollMore", times: 3 }],
    ]);
  });

  it("BRP-FUM-1: melee attack fumbles by band", () => {
    expect(fumbleRow("meleeAttack", 15).effect).toEqual({ kind: "loseRounds", rounds: 1, helpless: true });
    expect(fumbleRow("meleeAttack", 16).effect).toEqual({ kind: "loseRounds", rounds: "1D3", helpless: true });
    expect([26, 41, 51, 61, 66].map((r) => kindAt("meleeAttack", r))).toEqual(["prone", "dropWeapon", "throwWeapon", "weaponDamage", "visionObscured"]);
    expect(fumbleRow("meleeAttack", 80).effect).toEqual({ kind: "hitAlly", level: "success", otherwise: 41 });
    expect(fumbleRow("meleeAttack", 90).effect).toEqual({ kind: "hitAlly", level: "special", otherwise: 51 });
    expect(fumbleRow("meleeAttack", 98).effect).toEqual({ kind: "hitAlly", level: "critical", otherwise: 61 });
    expect(fumbleRow("meleeAttack", 99).effect).toEqual({ kind: "rollMore", times: 2 });
    expect(fumbleRow("meleeAttack", 100).effect).toEqual({ kind: "rollMore", times: 3 });
  });

  it("BRP-FUM-2: melee parry fumbles by band, with 'wide open' hits", () => {
    expect([20, 40, 50, 60, 75].map((r) => kindAt("meleeParry", r))).toEqual(["loseRounds", "prone", "dropWeapon", "throwWeapon", "visionObscured"]);
    expect(fumbleRow("meleeParry", 85).effect).toEqual({ kind: "wideOpen", level: "success" });
    expect(fumbleRow("meleeParry", 90).effect).toEqual({ kind: "wideOpen", level: "special" });
    expect(fumbleRow("meleeParry", 93).effect).toEqual({ kind: "wideOpen", level: "critical" });
    expect(fumbleRow("meleeParry", 94).effect).toEqual({ kind: "rollMore", times: 2 });
    expect(fumbleRow("meleeParry", 99).effect).toEqual({ kind: "rollMore", times: 3 });
  });

  it("BRP-FUM-3: missile attack fumbles by band", () => {
    expect([15, 25, 40, 55, 65, 80, 85].map((r) => kindAt("missileAttack", r))).toEqual(["loseNextAttack", "loseRounds", "prone", "visionObscured", "dropWeapon", "weaponDamage", "breakWeapon"]);
    expect(fumbleRow("missileAttack", 70).effect).toEqual({ kind: "weaponDamage", points: "1D6", otherwise: 81 });
    expect(fumbleRow("missileAttack", 97).effect).toEqual({ kind: "hitAlly", level: "critical", otherwise: 81 });
  });

  it("BRP-FUM-4: natural weapon fumbles by band", () => {
    expect([25, 30, 50, 60, 75, 85, 90, 94, 98].map((r) => kindAt("natural", r))).toEqual(["loseRounds", "loseRounds", "prone", "proneTwistAnkle", "visionObscured", "strain", "hitAlly", "hitAlly", "hitSelf"]);
  });

  it("BRP-FUM-5: the GM may re-roll: results can be supplied from a RollTable draw", () => {
    expect(resolveFumble("meleeAttack", [27]).rows.map((r) => r.effect.kind)).toEqual(["prone"]);
    expect(resolveFumble("meleeAttack", [27]).rows[0]!.label).toBe("FRAY.Brp.Fumble.meleeAttack.r26");
  });

  it("BRP-FUM-6: 'blow it' adds two rolls, 'badly' three, cumulatively, with a safety cap", () => {
    const twice = resolveFumble("meleeAttack", [99, 27, 45]);
    expect(twice.rows.map((r) => r.effect.kind)).toEqual(["prone", "dropWeapon"]);
    const chained = resolveFumble("meleeAttack", [100, 99, 10, 20, 30, 40]);
    expect(chained.rolls).toHaveLength(6);
    expect(chained.rows).toHaveLength(4);
    const parry = resolveFumble("meleeParry", new ReplayDice([96, 10, 22]));
    expect(parry.rows.map((r) => r.effect.kind)).toEqual(["loseRounds", "prone"]);
    const capped = resolveFumble("meleeAttack", new ReplayDice(Array(5).fill(100)), brpOptions({ fumbleRollCap: 5 }));
    expect(capped).toMatchObject({ capped: true });
    expect(capped.rolls).toHaveLength(5);
    const seeded = resolveFumble("natural", new SeededDice("fumble"));
    expect(seeded.rows.length).toBeGreaterThanOrEqual(1);
  });

  it("BRP-FUM-7: 'wide open' gives the foe a hit at the stated level with no defence", () => {
    expect(fumbleRow("meleeParry", 80).effect).toMatchObject({ kind: "wideOpen", level: "success" });
    expect(fumbleRow("meleeAttack", 5).effect).toMatchObject({ helpless: true });
  });

  it("BRP-FUM-8: a fumbled First Aid costs 1 hit point and uses no table", () => {
    expect(fumbleTableFor("firstAid")).toBeNull();
    expect(FIRST_AID_FUMBLE_DAMAGE).toBe(1);
    // Played on a wound: one more point on that wound and off the hit points, whatever the roll.
    const hurt = applyDamage(newHarm(12), { id: "cut", targetId: "t", amount: 3, round: 1 }).harm;
    const after = firstAid(hurt, "cut", "medic", "fumble", 3);
    expect(after.hp).toBe(8);
    expect(after.wounds[0]).toMatchObject({ damage: 4, remaining: 4 });
  });

  it("BRP-FUM-9: table by action — melee attack, parry, missile (thrown or fired), natural weapons and Dodge", () => {
    expect(fumbleTableFor("meleeAttack")).toBe("meleeAttack");
    expect(fumbleTableFor("parry")).toBe("meleeParry");
    expect(fumbleTableFor("thrownAttack")).toBe("missileAttack");
    expect(fumbleTableFor("missileAttack")).toBe("missileAttack");
    expect(fumbleTableFor("naturalAttack")).toBe("natural");
    expect(fumbleTableFor("naturalParry")).toBe("natural");
    expect(fumbleTableFor("dodge")).toBe("natural");
  });
});

describe("brp fumble consequences", () => {
  it("BRP-FUM-5: rows become conditions, weapon effects and forced hits; missing allies or weapon hit points use the row the table names", async () => {
    const { effectiveFumbleRow, fumbleConsequence, fumbleDie } = await import("../../../../src/rulesets/brp/rules/index.js");
    const lose = fumbleRow("meleeAttack", 20);
    expect(fumbleDie(lose.effect)).toEqual({ count: 1, faces: 3, modifier: 0 });
    expect(fumbleConsequence(lose, 4, "me", 2).conditions).toEqual([{ id: "helpless", ownerId: "me", appliedRound: 5, duration: { kind: "rounds", rounds: 2 } }]);
    expect(fumbleConsequence(fumbleRow("meleeAttack", 70), 4, "me", 3).conditions[0]).toMatchObject({ id: "visionObscured", data: { penalty: -30 } });
    expect(fumbleConsequence(fumbleRow("meleeAttack", 55), 4, "me", 7).weaponDropped).toBe(7);
    expect(fumbleConsequence(fumbleRow("missileAttack", 60), 4, "me", 0).weaponDropped).toBe(0);
    expect(fumbleConsequence(fumbleRow("meleeParry", 92), 4, "me")).toMatchObject({ forcedHit: { level: "critical", on: "fumbler" } });
    expect(fumbleConsequence(fumbleRow("natural", 80), 4, "me")).toMatchObject({ selfHitPoints: 1 });
    const ally = fumbleRow("missileAttack", 93);
    expect(fumbleConsequence(ally, 4, "me")).toMatchObject({ forcedHit: { level: "special", on: "nearestAlly" } });
    const alone = effectiveFumbleRow("missileAttack", ally, false);
    expect(alone.from).toBe(66);
    expect(effectiveFumbleRow("missileAttack", ally, false, false).from).toBe(81);
    expect(fumbleConsequence(effectiveFumbleRow("missileAttack", ally, false, false), 4, "me").weaponBroken).toBe(true);
    expect(() => fumbleConsequence(fumbleRow("meleeAttack", 55), 4, "me", 0)).toThrow(/OutOfRange/);
  });
});
