/**
 * The Attack and Defense Matrix played through the whole step machine, one test per cell and
 * defence kind: real d100 results for each level, the damage the defender takes after armor, the
 * points the parrying item and the attacking weapon lose, and who ends up on a fumble table.
 * The expectations are written from the chapter's matrix, not from the matrix module.
 */
import { describe, expect, it } from "vitest";
import {
  answer,
  newDefenceRound,
  newHarm,
  nextDecision,
  outcome,
  startExchange,
  type ExchangeAnswer,
  type ExchangeDecision,
  type ExchangeInput,
  type ExchangeOutcome,
  type SuccessLevel,
} from "../../../../src/rulesets/brp/rules/index.js";

/** d100 results giving each level against 60% (critical 01-03, special 04-12, success 13-60, failure 61-97, fumble 98-00). */
const ROLL_AT_60: Record<SuccessLevel, number> = { critical: 2, special: 8, success: 40, failure: 80, fumble: 99 };
const ARMOR = 2;
const WEAPON_ROLL = 4; // 1D6+1 rolled 3+1
const WEAPON_MAX = 7;

const input: ExchangeInput = {
  round: 1,
  attacker: { id: "att", siz: 12, chance: 60, damageModifier: "0", weapon: { id: "sword", formula: "1D6+1", specialType: "bleeding", kind: "melee", hp: 15 } },
  defender: {
    id: "def",
    harm: newHarm(40),
    armor: [{ id: "mail", value: ARMOR }],
    state: { siz: 12, dodge: 60 },
    items: [{ id: "blade", kind: "weapon", skill: 60, hp: 20, maxHp: 20 }],
    round: newDefenceRound(),
  },
};

function play(attack: SuccessLevel, kind: "parry" | "dodge", defence: SuccessLevel): ExchangeOutcome {
  let s = startExchange(input);
  for (let step = 0; step < 20; step++) {
    const d: ExchangeDecision | null = nextDecision(s);
    if (d === null) return outcome(s);
    let a: ExchangeAnswer;
    switch (d.type) {
      case "attackRoll":
        a = { type: "attackRoll", value: ROLL_AT_60[attack] };
        break;
      case "defenceChoice":
        a = { type: "defenceChoice", index: d.options.findIndex((o) => o.kind === kind) };
        break;
      case "defenceRoll":
        a = { type: "defenceRoll", value: ROLL_AT_60[defence] };
        break;
      case "criticalOrSpecial":
        a = { type: "criticalOrSpecial", take: "critical" };
        break;
      case "damageRoll":
        a = { type: "damageRoll", weaponTotal: WEAPON_ROLL, modifierTotal: 0 };
        break;
      case "fumble":
        a = { type: "fumble", rolls: [30] };
        break;
      default:
        throw new Error(`unexpected decision ${d.type}`);
    }
    s = answer(s, a);
  }
  throw new Error("exchange did not finish");
}

type Cell = {
  delivered: "blocked" | "success" | "special" | "critical";
  /** Hit points the defender loses. */
  hp: number;
  parryItem: number;
  attackWeapon: number;
  defenderFumbles: boolean;
};
const hit = (delivered: "success" | "special", extra: Partial<Cell> = {}): Cell => ({ delivered, hp: WEAPON_ROLL - ARMOR, parryItem: 0, attackWeapon: 0, defenderFumbles: false, ...extra });
const crit = (extra: Partial<Cell> = {}): Cell => ({ delivered: "critical", hp: WEAPON_MAX, parryItem: 0, attackWeapon: 0, defenderFumbles: false, ...extra });
const blocked = (extra: Partial<Cell> = {}): Cell => ({ delivered: "blocked", hp: 0, parryItem: 0, attackWeapon: 0, defenderFumbles: false, ...extra });

/** The chapter's matrix for a parry; a dodge gets the same result without any item damage. */
const MATRIX: Array<[SuccessLevel, SuccessLevel, Cell]> = [
  ["critical", "critical", blocked()],
  ["critical", "special", hit("success", { parryItem: 2 })],
  ["critical", "success", hit("special", { parryItem: 4 })],
  ["critical", "failure", crit()],
  ["critical", "fumble", crit({ defenderFumbles: true })],
  ["special", "critical", blocked({ attackWeapon: 1 })],
  ["special", "special", blocked()],
  ["special", "success", hit("success", { parryItem: 2 })],
  ["special", "failure", hit("special")],
  ["special", "fumble", hit("special", { defenderFumbles: true })],
  ["success", "critical", blocked({ attackWeapon: 2 })],
  ["success", "special", blocked({ attackWeapon: 1 })],
  ["success", "success", blocked()],
  ["success", "failure", hit("success")],
  ["success", "fumble", hit("success", { defenderFumbles: true })],
];

describe("brp matrix through the attack step machine", () => {
  for (const [attack, defence, cell] of MATRIX) {
    for (const kind of ["parry", "dodge"] as const) {
      const items = kind === "parry" ? `, parrying weapon −${cell.parryItem}, attacking weapon −${cell.attackWeapon}` : "";
      it(`BRP-MTX-1: ${attack} attack vs ${defence} ${kind} → ${cell.delivered}, defender −${cell.hp} HP${items}${cell.defenderFumbles ? ", defender fumbles" : ""}`, () => {
        const o = play(attack, kind, defence);
        expect(o.attackLevel).toBe(attack);
        expect(o.defenceLevel).toBe(defence);
        expect(o.delivered).toBe(cell.delivered);
        expect(40 - (o.harm?.hp ?? 40)).toBe(cell.hp);
        if (cell.delivered !== "blocked") {
          // Armor counts unless a critical gets through whole.
          expect(o.damageApplied).toBe(cell.hp);
          expect(o.harm!.wounds[0]!.bleeding).toBe(cell.delivered === "special");
        }
        expect(o.parryingItem?.damage ?? 0).toBe(kind === "parry" ? cell.parryItem : 0);
        expect(o.attackingWeaponDamage).toBe(kind === "parry" ? cell.attackWeapon : 0);
        const defenderTables = o.fumbles.filter((f) => f.actorId === "def").map((f) => f.table);
        expect(defenderTables).toEqual(cell.defenderFumbles ? [kind === "parry" ? "meleeParry" : "natural"] : []);
        expect(o.fumbles.some((f) => f.actorId === "att")).toBe(false);
      });
    }
  }

  for (const attack of ["failure", "fumble"] as const) {
    it(`BRP-MTX-1: ${attack} attack → no defence roll, no damage${attack === "fumble" ? ", the attacker rolls the melee attack fumble table" : ""}`, () => {
      const o = play(attack, "parry", "success");
      expect(o.defenceLevel).toBeUndefined();
      expect(o.harm?.hp ?? 40).toBe(40);
      expect(o.fumbles.map((f) => [f.actorId, f.table])).toEqual(attack === "fumble" ? [["att", "meleeAttack"]] : []);
    });
  }
});
