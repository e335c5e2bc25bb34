import { formulaTotal, type TapeDice } from "../../../core/die-source.js";
import type { ParsedFormula } from "../../../core/formula.js";
import { applyHpDamage, checkAction, damageAfterArmor, type ClashAction, type CombatManeuver } from "./actions.js";
import { driveExchange, startExchange } from "./exchange.js";
import type { ExchangeInput } from "./exchange-types.js";
import { clashChooser, forces, ownFailureUse, type ClashPolicy } from "./fast-exchange.js";
import type { ClashOptions } from "./options.js";
import { resolveClash } from "./table.js";
import { flipRoll, isSuccessful, makeRoll, TIERS, type ClashRoll } from "./tiers.js";

/** A combatant as the kernel knows it: its check(s), armor, hit points and how it plays. */
export interface ClashKernelFighter {
  readonly id: string;
  readonly armor: number;
  /** Full hit points: the harm table runs from 0 to here. */
  readonly hp: number;
  /** Its proactive action; null for a combatant that only ever defends. */
  readonly action: ClashAction | null;
  readonly reactions: readonly ClashAction[];
  readonly maneuvers?: readonly CombatManeuver[];
  readonly policy: ClashPolicy;
}

/** What an exchange left: who hit (0 nobody, 1 attacker, 2 defender), the damage after armor, whom it hurt. */
export class ClashKernelOut {
  hitter = 0;
  dealt = 0;
  /** Index of the combatant who took the damage, −1 when nobody did. */
  hurt = -1;
  reacted = false;
}

export const KERNEL_NOBODY = 0;
export const KERNEL_ATTACKER = 1;
export const KERNEL_DEFENDER = 2;

// A check's table holds five rows of 101 bytes (faces 1..100 at their own index).
const FACES = 101;
const TIER = 0;
const VALUE = 1;
const FLIP_TIER = 2;
const FLIP_VALUE = 3;
const OWN_USE = 4;
const USE_PASS = 0;
const USE_REROLL = 1;
const USE_FLIP = 2;
const USE_CODE = { pass: USE_PASS, reroll: USE_REROLL, flip: USE_FLIP, forceReroll: USE_PASS } as const;
/** Resolution rows: the defender's tier, or no reaction; three columns: attacker reads higher, lower, the same. */
const NO_REACTION_ROW = 4;
// A harm table bigger than this (a fighter of thousands of hit points) falls back to `applyHpDamage` itself.
const MAX_HARM_TABLE = 1 << 16;

/** A check of a skill: every face's tier and reading, flipped or not, and the owner's own-failure Luck use. */
function checkTable(skill: number, options: ClashOptions, policy: ClashPolicy): Uint8Array {
  const table = new Uint8Array(5 * FACES);
  for (let face = 1; face <= 100; face++) {
    const roll = makeRoll(face, skill, options.tierPreset);
    const flipped = flipRoll(roll, options.tierPreset);
    table[TIER * FACES + face] = TIERS.indexOf(roll.tier);
    table[VALUE * FACES + face] = roll.value;
    table[FLIP_TIER * FACES + face] = TIERS.indexOf(flipped.tier);
    table[FLIP_VALUE * FACES + face] = flipped.value;
    table[OWN_USE * FACES + face] = USE_CODE[ownFailureUse(policy, roll, options.tierPreset)];
  }
  return table;
}

/**
 * The clash of `fast-exchange.ts`'s policies with numbers only, for the simulator's inner loop.
 * Everything the rules decide is read from tables built once per encounter by the rule functions
 * themselves: each check's tier and reading per d100 face (`makeRoll`, flipped by `flipRoll`), the
 * Luck a policy spends on each failed face (`ownFailureUse`) and whether it forces a reroll of each
 * tier (`forces`), who hits for each pair of tiers and comparison of readings (`resolveClash`), the
 * damage after armor (`damageAfterArmor`) and the hit points left after each blow (`applyHpDamage`).
 * The windows open in the step machine's order with the same dice. Maneuver choices and reopened
 * Luck windows are played by the step machine on the same dice (the tape is rewound). Property
 * tests prove both agree (test/rulesets/clash/rules/fast-kernel.test.ts, test/sim/clash-fast.test.ts).
 */
export class ClashKernel {
  private readonly attackTables: (Uint8Array | null)[];
  private readonly reactionTables: (Uint8Array | null)[];
  private readonly attackFormulas: (ParsedFormula | null)[];
  private readonly reactionFormulas: (ParsedFormula | null)[];
  private readonly armor: Int32Array;
  private readonly reacts: Uint8Array;
  private readonly wins: Uint8Array;
  /** Per fighter, per tier of the other side's roll: whether it forces a reroll. */
  private readonly forcesTier: Uint8Array;
  private readonly successful = new Uint8Array(4);
  /** Who hits (0, 1, 2) and how many maneuvers, by (defender row × 4 + attacker tier) × 3 + comparison. */
  private readonly cellHitter = new Uint8Array(5 * 4 * 3);
  private readonly cellManeuvers = new Uint8Array(5 * 4 * 3);
  /** Hit points left: `harm[i][value × width + dealt]`, width = the largest blow + 1. */
  private readonly harm: (Int32Array | null)[];
  private readonly harmWidth: number;
  private readonly slowAlways: boolean;

  constructor(
    private readonly fighters: readonly ClashKernelFighter[],
    private readonly options: ClashOptions,
  ) {
    const n = fighters.length;
    const tables = new Map<string, Uint8Array>();
    const tableFor = (action: ClashAction, policy: ClashPolicy): Uint8Array => {
      const key = `${action.skill}/${policy.ownFailure}`;
      let table = tables.get(key);
      if (!table) {
        table = checkTable(action.skill, options, policy);
        tables.set(key, table);
      }
      return table;
    };
    this.attackTables = fighters.map((f) => (f.action ? tableFor(f.action, f.policy) : null));
    this.attackFormulas = fighters.map((f) => (f.action ? checkAction(f.action, "proactive") : null));
    const first = (f: ClashKernelFighter): ClashAction | undefined => f.reactions[0];
    this.reactionTables = fighters.map((f) => (first(f) ? tableFor(first(f)!, f.policy) : null));
    this.reactionFormulas = fighters.map((f) => (first(f) ? checkAction(first(f)!, "reactive") : null));
    this.armor = Int32Array.from(fighters, (f) => f.armor);
    this.reacts = Uint8Array.from(fighters, (f) => (f.policy.react && f.reactions.length > 0 ? 1 : 0));
    this.wins = Uint8Array.from(fighters, (f) => ((f.maneuvers ?? []).length > 0 ? 1 : 0));
    this.forcesTier = new Uint8Array(4 * n);
    for (let t = 0; t < 4; t++) {
      const roll = makeRoll(1, 0, "doubles");
      const ofTier: ClashRoll = { ...roll, tier: TIERS[t]! };
      this.successful[t] = isSuccessful(TIERS[t]!) ? 1 : 0;
      for (let i = 0; i < n; i++) this.forcesTier[4 * i + t] = forces(fighters[i]!.policy, ofTier) ? 1 : 0;
    }
    this.buildResolution();
    let largest = 0;
    for (const formula of [...this.attackFormulas, ...this.reactionFormulas]) if (formula) largest = Math.max(largest, highest(formula));
    this.harmWidth = largest + 1;
    this.harm = fighters.map((f) => harmTable(f.hp, this.harmWidth));
    this.slowAlways = options.reopenLuckWindows;
  }

  private buildResolution(): void {
    // Readings that compare higher, lower and equal; a row without reaction reads the attacker alone.
    const readings = [
      [2, 1],
      [1, 2],
      [1, 1],
    ] as const;
    for (let row = 0; row < 5; row++) {
      for (let a = 0; a < 4; a++) {
        for (let cmp = 0; cmp < 3; cmp++) {
          const attacker = syntheticRoll(a, readings[cmp]![0]);
          const defender = row === NO_REACTION_ROW ? null : syntheticRoll(row, readings[cmp]![1]);
          const resolution = resolveClash(attacker, defender, this.options);
          const at = (row * 4 + a) * 3 + cmp;
          this.cellHitter[at] = resolution.hitter === null ? KERNEL_NOBODY : resolution.hitter === "attacker" ? KERNEL_ATTACKER : KERNEL_DEFENDER;
          this.cellManeuvers[at] = resolution.maneuvers;
        }
      }
    }
  }

  /**
   * One clash: `attacker` (holding `ap` ≥ 1) attacks `target` (holding `targetAp`); Luck is read
   * from and written back to `luck`, the blow's harm to `hp`. The caller spends the AP (the
   * attacker's action, and the target's reaction when `out.reacted`).
   */
  exchange(attacker: number, target: number, ap: number, targetAp: number, luck: Int32Array, hp: Int32Array, dice: TapeDice, out: ClashKernelOut): void {
    dice.reset();
    if (this.slowAlways) {
      this.slow(attacker, target, ap, targetAp, luck, hp, dice, out);
      return;
    }
    const attack = this.attackTables[attacker]!;
    let attackerLuck = luck[attacker]!;
    let defenderLuck = luck[target]!;
    // The attacker's roll and its own-failure window (DL-LUCK-1).
    let face = dice.rollOne(100);
    let aTier = attack[TIER * FACES + face]!;
    let aValue = attack[VALUE * FACES + face]!;
    if (this.successful[aTier] === 0 && attackerLuck >= 1) {
      const use = attack[OWN_USE * FACES + face]!;
      if (use !== USE_PASS) {
        attackerLuck--;
        if (use === USE_FLIP) {
          aTier = attack[FLIP_TIER * FACES + face]!;
          aValue = attack[FLIP_VALUE * FACES + face]!;
        } else {
          face = dice.rollOne(100);
          aTier = attack[TIER * FACES + face]!;
          aValue = attack[VALUE * FACES + face]!;
        }
      }
    }
    // The defender forces a reroll (DL-LUCK-2).
    if (defenderLuck >= 1 && this.forcesTier[4 * target + aTier] === 1) {
      defenderLuck--;
      face = dice.rollOne(100);
      aTier = attack[TIER * FACES + face]!;
      aValue = attack[VALUE * FACES + face]!;
    }
    // The reaction (DL-FLOW-4), its forced reroll (DL-LUCK-3) and own-failure window (DL-LUCK-4).
    const reacted = targetAp >= 1 && this.reacts[target] === 1;
    let row = NO_REACTION_ROW;
    let cmp = 0;
    if (reacted) {
      const reaction = this.reactionTables[target]!;
      face = dice.rollOne(100);
      let dTier = reaction[TIER * FACES + face]!;
      let dValue = reaction[VALUE * FACES + face]!;
      if (attackerLuck >= 1 && this.forcesTier[4 * attacker + dTier] === 1) {
        attackerLuck--;
        face = dice.rollOne(100);
        dTier = reaction[TIER * FACES + face]!;
        dValue = reaction[VALUE * FACES + face]!;
      }
      if (this.successful[dTier] === 0 && defenderLuck >= 1) {
        const use = reaction[OWN_USE * FACES + face]!;
        if (use !== USE_PASS) {
          defenderLuck--;
          if (use === USE_FLIP) {
            dTier = reaction[FLIP_TIER * FACES + face]!;
            dValue = reaction[FLIP_VALUE * FACES + face]!;
          } else {
            face = dice.rollOne(100);
            dTier = reaction[TIER * FACES + face]!;
            dValue = reaction[VALUE * FACES + face]!;
          }
        }
      }
      row = dTier;
      cmp = aValue > dValue ? 0 : aValue < dValue ? 1 : 2;
    }
    const cell = (row * 4 + aTier) * 3 + cmp;
    const hitter = this.cellHitter[cell]!;
    if (hitter !== KERNEL_NOBODY && this.cellManeuvers[cell]! > 0 && this.wins[hitter === KERNEL_ATTACKER ? attacker : target] === 1) {
      this.slow(attacker, target, ap, targetAp, luck, hp, dice, out);
      return;
    }
    luck[attacker] = attackerLuck;
    luck[target] = defenderLuck;
    out.hitter = hitter;
    out.reacted = reacted;
    out.dealt = 0;
    out.hurt = -1;
    const formula = hitter === KERNEL_ATTACKER ? this.attackFormulas[attacker]! : hitter === KERNEL_DEFENDER ? this.reactionFormulas[target]! : null;
    // An action that only negates (DL-CLASH-6) has no formula: its hit deals nothing.
    if (formula !== null) this.land(hitter === KERNEL_ATTACKER ? target : attacker, formulaTotal(dice, formula), hp, out);
  }

  /** The blow's damage after the hurt one's armor, and its hit points after it. */
  private land(hurt: number, rolled: number, hp: Int32Array, out: ClashKernelOut): void {
    const dealt = damageAfterArmor(rolled, this.armor[hurt]!);
    out.dealt = dealt;
    if (dealt === 0) return;
    out.hurt = hurt;
    const table = this.harm[hurt]!;
    hp[hurt] = table !== null ? table[hp[hurt]! * this.harmWidth + dealt]! : applyHpDamage({ value: hp[hurt]!, max: this.fighters[hurt]!.hp }, dealt).value;
  }

  /** The step machine plays the clash on the dice dealt so far (rewound) and on. */
  private slow(attacker: number, target: number, ap: number, targetAp: number, luck: Int32Array, hp: Int32Array, dice: TapeDice, out: ClashKernelOut): void {
    dice.rewind();
    const a = this.fighters[attacker]!;
    const t = this.fighters[target]!;
    const input: ExchangeInput = {
      attacker: { id: a.id, ap, luck: luck[attacker]!, armor: a.armor, action: a.action!, ...(a.maneuvers ? { maneuvers: a.maneuvers } : {}) },
      defender: { id: t.id, ap: targetAp, luck: luck[target]!, armor: t.armor, reactions: t.reactions, ...(t.maneuvers ? { maneuvers: t.maneuvers } : {}) },
    };
    const outcome = driveExchange(startExchange(input, this.options), dice, clashChooser(a.policy, t.policy));
    luck[attacker] = outcome.attacker.luck;
    luck[target] = outcome.defender.luck;
    const hitter = outcome.resolution.hitter;
    out.hitter = hitter === null ? KERNEL_NOBODY : hitter === "attacker" ? KERNEL_ATTACKER : KERNEL_DEFENDER;
    out.reacted = outcome.reactionId !== null;
    out.dealt = outcome.damage?.dealt ?? 0;
    out.hurt = -1;
    if (out.dealt > 0) {
      const hurt = hitter === "attacker" ? target : attacker;
      out.hurt = hurt;
      hp[hurt] = applyHpDamage({ value: hp[hurt]!, max: this.fighters[hurt]!.hp }, out.dealt).value;
    }
  }
}

function syntheticRoll(tier: number, value: number): ClashRoll {
  return { face: 1, value, skill: 0, tier: TIERS[tier]!, flipped: false };
}

/** The most a formula can roll. */
function highest(formula: ParsedFormula): number {
  let total = formula.constant;
  for (const term of formula.dice) if (term.sign > 0) total += term.count * term.faces;
  return Math.max(0, total);
}

/** `applyHpDamage` for every hit-point value and blow, or null when the table would be too big. */
function harmTable(max: number, width: number): Int32Array | null {
  if ((max + 1) * width > MAX_HARM_TABLE) return null;
  const table = new Int32Array((max + 1) * width);
  for (let value = 0; value <= max; value++) for (let dealt = 0; dealt < width; dealt++) table[value * width + dealt] = applyHpDamage({ value, max }, dealt).value;
  return table;
}
