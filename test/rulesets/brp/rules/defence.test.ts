import { describe, expect, it } from "vitest";
import {
  brpOptions,
  canParryAttack,
  catchMissile,
  defenceKindAllowed,
  defenceOptions,
  defencePenalty,
  newDefenceRound,
  parryBase,
  recordDefence,
  stepChance,
  successLevel,
  type DefenceOption,
  type DefenderState,
  type IncomingAttack,
  type ParryItem,
} from "../../../../src/rulesets/brp/rules/index.js";

const sword: ParryItem = { id: "sword", kind: "weapon", skill: 70 };
const shield: ParryItem = { id: "shield", kind: "shield", skill: 50, shieldSize: "full" };
const defender: DefenderState = { siz: 13, dodge: 40 };
const melee: IncomingAttack = { missile: null, attackerSiz: 12 };
const kinds = (opts: DefenceOption[]) => opts.map((o) => (o.kind === "none" ? "none" : `${o.kind}:${o.itemId ?? ""}:${o.chance}`));

describe("brp parries and dodges", () => {
  it("BRP-PAR-1: a defender with a parrying weapon or shield may parry a successful melee attack at the skill", () => {
    expect(kinds(defenceOptions(melee, defender, [sword, shield], newDefenceRound()))).toEqual(["parry:sword:70", "parry:shield:50", "dodge::40", "none"]);
  });

  it("BRP-PAR-4: each parry after the first is −30% more; below 1% no parry", () => {
    let round = newDefenceRound();
    expect(defencePenalty(round, "parry")).toBe(0);
    round = recordDefence(round, "parry");
    expect(defencePenalty(round, "parry")).toBe(-30);
    round = recordDefence(round, "parry");
    expect(stepChance(50, round, "parry")).toBeNull();
    expect(stepChance(61, round, "parry")).toBe(1);
  });

  it("BRP-TV-16: sword 70% parries at 70, 40, 10, then not at all", () => {
    let round = newDefenceRound();
    const chances: Array<number | null> = [];
    for (let i = 0; i < 4; i++) {
      const opt = defenceOptions(melee, defender, [sword], round).find((o) => o.kind === "parry");
      chances.push(opt && opt.kind !== "none" ? opt.chance : null);
      round = recordDefence(round, "parry");
    }
    expect(chances).toEqual([70, 40, 10, null]);
  });

  it("BRP-PAR-5: missiles are blocked only by a shield at its base chance; a thrown weapon may be parried with a hand weapon needing a special", () => {
    const arrow: IncomingAttack = { missile: "slow", attackerSiz: 12 };
    expect(kinds(defenceOptions(arrow, defender, [sword, shield], newDefenceRound()))).toEqual(["parry:shield:30", "dodge::20", "none"]);
    const dagger: IncomingAttack = { missile: "thrown", attackerSiz: 12 };
    const opts = defenceOptions(dagger, defender, [sword, shield], newDefenceRound());
    const swordParry = opts.find((o) => o.kind === "parry" && o.itemId === "sword");
    expect(swordParry).toMatchObject({ chance: 70, limits: { minimumSuccess: "special" } });
    if (swordParry?.kind === "parry") {
      expect(successLevel(30, swordParry.chance, undefined, swordParry.limits)).toBe("failure");
      expect(successLevel(10, swordParry.chance, undefined, swordParry.limits)).toBe("special");
    }
  });

  it("BRP-TV-8: parrying with a rifle — military-trained 58% → 29%, a hunter 20%, an entrenching tool at half the Axe skill", () => {
    const rifle = (mode: "improvisedTrained" | "untrained"): ParryItem => ({ id: "rifle", kind: "weapon", skill: 58, mode });
    expect(defenceOptions(melee, defender, [rifle("improvisedTrained")], newDefenceRound())[0]).toMatchObject({ kind: "parry", chance: 29 });
    expect(defenceOptions(melee, defender, [rifle("untrained")], newDefenceRound())[0]).toMatchObject({ kind: "parry", chance: 20 });
    const tool: ParryItem = { id: "shovel", kind: "weapon", skill: 50, mode: "improvisedTrained" };
    expect(defenceOptions(melee, defender, [tool], newDefenceRound())[0]).toMatchObject({ chance: 25 });
  });

  it("BRP-PAR-6: improvised parries — half the weapon's skill, or a flat 20% outside one's training", () => {
    expect(parryBase(58, "improvisedTrained")).toBe(29);
    expect(parryBase(58, "untrained")).toBe(20);
    expect(parryBase(45, "improvisedTrained")).toBe(23);
  });

  it("BRP-TV-9: a SIZ 72 brontosaurus against a SIZ 15 defender: no parry, dodge only", () => {
    const opts = defenceOptions({ missile: null, attackerSiz: 72 }, { siz: 15, dodge: 35 }, [sword, shield], newDefenceRound());
    expect(kinds(opts)).toEqual(["dodge::35", "none"]);
  });

  it("BRP-PAR-7: SIZ 72 against SIZ 15 cannot be parried, only dodged; nor can sweeps", () => {
    expect(canParryAttack(72, 15)).toBe(false);
    expect(canParryAttack(29, 15)).toBe(true);
    // Exactly twice the defender's SIZ is already too big to parry.
    expect(canParryAttack(30, 15)).toBe(false);
    expect(kinds(defenceOptions({ missile: null, attackerSiz: 30 }, { siz: 15, dodge: 50 }, [sword], newDefenceRound()))).toEqual(["dodge::50", "none"]);
    expect(kinds(defenceOptions({ missile: null, attackerSiz: 29 }, { siz: 15, dodge: 50 }, [sword], newDefenceRound()))).toEqual(["parry:sword:70", "dodge::50", "none"]);
    expect(canParryAttack(10, 15, true)).toBe(false);
    const opts = defenceOptions({ missile: null, attackerSiz: 72 }, { siz: 15, dodge: 50 }, [sword], newDefenceRound());
    expect(kinds(opts)).toEqual(["dodge::50", "none"]);
  });

  it("BRP-DOD-1: dodge works against melee and thrown weapons, −30% for each later dodge", () => {
    let round = newDefenceRound();
    round = recordDefence(round, "dodge");
    expect(kinds(defenceOptions({ missile: "thrown", attackerSiz: 10 }, defender, [], round))).toEqual(["dodge::10", "none"]);
    round = recordDefence(round, "dodge");
    expect(kinds(defenceOptions(melee, defender, [], round))).toEqual(["none"]);
  });

  it("BRP-DOD-2: a fast missile can be dodged only first in the round, only when the shooter is seen, and at Difficult", () => {
    const bullet: IncomingAttack = { missile: "fast", attackerSiz: 10, attackerVisible: true };
    expect(kinds(defenceOptions(bullet, defender, [sword, shield], newDefenceRound()))).toEqual(["dodge::20", "none"]);
    expect(kinds(defenceOptions({ ...bullet, attackerVisible: false }, defender, [], newDefenceRound()))).toEqual(["none"]);
    const after = recordDefence(newDefenceRound(), "dodge", null, true);
    expect(kinds(defenceOptions(bullet, defender, [], after))).toEqual(["none"]);
  });

  it("BRP-DOD-3: the GM setting can forbid dodging missiles altogether", () => {
    const none = brpOptions({ dodgeMissiles: "none" });
    expect(kinds(defenceOptions({ missile: "slow", attackerSiz: 10 }, defender, [], newDefenceRound(), none))).toEqual(["none"]);
  });

  it("BRP-DOD-4: parries and dodges do not mix in a round unless fighting defensively, when both count toward the −30% steps", () => {
    const parried = recordDefence(newDefenceRound(), "parry");
    expect(defenceKindAllowed(parried, "dodge")).toBe(false);
    expect(kinds(defenceOptions(melee, defender, [sword], parried))).toEqual(["parry:sword:40", "none"]);
    let defensive = newDefenceRound(true);
    defensive = recordDefence(defensive, "parry");
    expect(defenceKindAllowed(defensive, "dodge")).toBe(true);
    expect(defencePenalty(defensive, "dodge")).toBe(-30);
  });

  it("BRP-MSL-5: firearms cannot be parried by shields or hand weapons by default", () => {
    const opts = defenceOptions({ missile: "fast", attackerSiz: 10 }, defender, [sword, shield], newDefenceRound(), brpOptions({ dodgeMissiles: "none" }));
    expect(kinds(opts)).toEqual(["none"]);
  });
});

describe("brp fighting defensively", () => {
  it("BRP-DEFN-1: forfeiting attacks gives one free Dodge that does not advance the −30% steps", () => {
    let round = newDefenceRound(true);
    round = recordDefence(round, "dodge");
    expect(defencePenalty(round, "dodge")).toBe(0);
    round = recordDefence(round, "dodge");
    expect(defencePenalty(round, "dodge")).toBe(-30);
    // Already at a penalty: the free dodge keeps it there.
    let r2 = recordDefence(newDefenceRound(true), "parry");
    r2 = recordDefence(r2, "dodge");
    expect(defencePenalty(r2, "dodge")).toBe(-30);
  });

  it("BRP-DEFN-2: no dodge and parry within the same DEX rank", () => {
    const round = recordDefence(newDefenceRound(true), "dodge", 12);
    expect(defenceKindAllowed(round, "parry", 12)).toBe(false);
    expect(defenceKindAllowed(round, "parry", 7)).toBe(true);
    expect(defenceKindAllowed(round, "dodge", 12)).toBe(true);
  });

  it("BRP-DEFN-3: a character able to attack several times gets a second free defence, dodge or parry", () => {
    let round = newDefenceRound(true, true);
    round = recordDefence(round, "dodge", 10);
    round = recordDefence(round, "parry", 5);
    expect(defencePenalty(round, "parry")).toBe(0);
    round = recordDefence(round, "parry", 3);
    expect(defencePenalty(round, "parry")).toBe(-30);
  });

  it("BRP-DEFN-4: fighting defensively means no attack slot this round (the encounter model drops it)", () => {
    expect(newDefenceRound(true).defensive).toBe(true);
    expect(newDefenceRound().freeDodges).toBe(0);
  });
});

describe("brp heroic missile option", () => {
  const heroic = brpOptions({ dodgeMissiles: "heroic" });
  it("BRP-OPT-2: dodge missiles at full skill when the shooter is seen; hand-weapon parries of missiles need a special", () => {
    const arrow: IncomingAttack = { missile: "fast", attackerSiz: 10 };
    const opts = defenceOptions(arrow, defender, [sword], newDefenceRound(), heroic);
    expect(kinds(opts)).toEqual(["parry:sword:70", "dodge::40", "none"]);
    expect(opts[0]).toMatchObject({ limits: { minimumSuccess: "special" } });
  });

  it("BRP-OPT-3: catching a missile — special or critical catches, success unharmed, failure Luck roll, fumble hit", () => {
    expect(catchMissile("critical")).toBe("caught");
    expect(catchMissile("special")).toBe("caught");
    expect(catchMissile("success")).toBe("unharmed");
    expect(catchMissile("failure")).toBe("luckRoll");
    expect(catchMissile("fumble")).toBe("hit");
  });

  it("BRP-OPT-4: a shield against fast fire parries at full Shield skill after a Spot success, Difficult after a failure", () => {
    const seen = defenceOptions({ missile: "fast", attackerSiz: 10, spotSucceeded: true }, defender, [shield], newDefenceRound(), heroic);
    expect(seen[0]).toMatchObject({ kind: "parry", itemId: "shield", chance: 50 });
    const missed = defenceOptions({ missile: "fast", attackerSiz: 10, spotSucceeded: false }, defender, [shield], newDefenceRound(), heroic);
    expect(missed[0]).toMatchObject({ kind: "parry", itemId: "shield", chance: 25 });
  });
});

describe("brp defender states", () => {
  it("BRP-SPC-7: a stunned defender needs an Idea roll for each defence", () => {
    const opts = defenceOptions(melee, { ...defender, stunned: true }, [sword], newDefenceRound());
    expect(opts[0]).toMatchObject({ kind: "parry", needsIdeaRoll: true });
  });

  it("BRP-SPC-3: while staunching, parries are Difficult and a dodge would stop the staunching", () => {
    const opts = defenceOptions(melee, { ...defender, staunching: true }, [sword], newDefenceRound());
    expect(opts[0]).toMatchObject({ kind: "parry", chance: 35 });
    expect(opts[1]).toMatchObject({ kind: "dodge", cancelsStaunching: true });
  });

  it("BRP-SPC-15: while pulling out a lodged weapon the attacker cannot parry or dodge", () => {
    expect(kinds(defenceOptions(melee, { ...defender, extractingImpaledWeapon: true }, [sword], newDefenceRound()))).toEqual(["none"]);
  });

  it("BRP-FUM-7: a helpless defender gets no defence", () => {
    expect(kinds(defenceOptions(melee, { ...defender, helpless: true }, [sword], newDefenceRound()))).toEqual(["none"]);
  });

  it("BRP-SHD-1: shields parry melee blows with the Shield skill like a weapon", () => {
    expect(defenceOptions(melee, defender, [shield], newDefenceRound())[0]).toMatchObject({ kind: "parry", itemId: "shield", chance: 50 });
  });

  it("BRP-SHD-3: shields block missiles at 15 / 30 / 60%, kneeling full 60 and large 90", () => {
    const arrow: IncomingAttack = { missile: "slow", attackerSiz: 10 };
    const at = (size: "small" | "full" | "large", kneeling = false) => defenceOptions(arrow, { ...defender, kneeling }, [{ ...shield, shieldSize: size }], newDefenceRound())[0];
    expect(at("small")).toMatchObject({ chance: 15 });
    expect(at("full")).toMatchObject({ chance: 30 });
    expect(at("large")).toMatchObject({ chance: 60 });
    expect(at("full", true)).toMatchObject({ chance: 60 });
    expect(at("large", true)).toMatchObject({ chance: 90 });
  });
});
