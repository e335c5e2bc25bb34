import seedrandom from "seedrandom";
import { SeededDice } from "../../src/core/dice.js";
import { type ExchangeInput, type QuickStrike, defenseAgainst, flurryOptions, quickStrike, runExchange } from "../../src/rulesets/flurry/rules/index.js";
import { fmt, opsPerSecond, type BenchRow } from "../harness.js";

/** A sword cut at a mailed fighter: skill 4 + AGL 1 against Defense 14, impact cap 10 (1d10). */
const cut: ExchangeInput = {
  attackerId: "attacker",
  skill: 4,
  agilityMod: 1,
  strength: 8,
  // Cap 10 is past the Impact table's surviving rows: the weapon carries its own dice (WC-STR-2).
  weapon: { impactModifier: 2, penetrationValue: 1, wounds: "cut", impactDice: { kind: "dice", count: 1, faces: 10 } },
  intention: "kill",
  defense: defenseAgainst({ fighterRank: 3, agilityMod: 1 }),
  defender: {
    id: "defender",
    dexterityMod: 0,
    agilityMod: 0,
    strengthMod: 0,
    shockMod: 0,
    thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
    armour: { chest: { absorption: 3, penetrationThreshold: 5 } },
  },
  round: 1,
};

const toChest = () => "chest" as const;

/** The same cut for the simulator's numeric path. */
const quickCut: QuickStrike = {
  attackBonus: 5,
  defense: 14,
  locationDefenseBonus: 0,
  impact: { kind: "dice", count: 1, faces: 10 },
  absorption: 3,
  thresholds: { impaired: 4, disabled: 8, destroyed: 12 },
};

export const rows: BenchRow[] = [
  {
    name: "flurry: one exchange (3d6 attack, location, impact + critical dice, wound, stun roll) via the seeded port",
    run() {
      const dice = new SeededDice("bench-flurry");
      const alea = seedrandom.alea("bench-flurry");
      const d = (faces: number) => 1 + Math.floor(alea() * faces);
      const options = flurryOptions();
      const port = opsPerSecond(() => runExchange(cut, dice, toChest, options));
      const quick = opsPerSecond(() => quickStrike(dice, quickCut));
      // The same dice drawn raw: 3d6, then on a hit 1d10 per impact die, then the victim's d6 for a stun.
      const raw = opsPerSecond(() => {
        const margin = d(6) + d(6) + d(6) + 5 - 14;
        if (margin <= 0) return margin;
        const impactDice = 1 + (margin >= 5 ? Math.floor(margin / 5) : 0);
        let impact = 0;
        for (let i = 0; i < impactDice; i++) impact += d(10);
        const effective = margin >= 5 ? impact : impact - 3;
        return effective > 4 && effective <= 8 ? d(6) : effective;
      });
      return [
        `exchange via port   ${fmt(port, 0)} exchanges/s`,
        `quickStrike (sim)   ${fmt(quick, 0)} exchanges/s  (same rules, numbers only)`,
        `raw alea dice only  ${fmt(raw, 0)} exchanges/s`,
        `ratio (a) step-machine exchange / raw alea = ${fmt(port / raw, 3)}`,
        `ratio (b) quickStrike / raw alea           = ${fmt(quick / raw, 3)}`,
      ];
    },
  },
];
