import type { TaskActor } from "../../../src/rulesets/dusk/rules/task.js";
import type { HarmTarget } from "../../../src/rulesets/dusk/rules/harm.js";
import type { ExchangeNpc } from "../../../src/rulesets/dusk/rules/exchange.js";
import { armorTotal } from "../../../src/rulesets/dusk/rules/damage.js";

/** A level-3 PC with Might 9, Speed 14, Intellect 17 (health 14), medium armor. */
export function pc(overrides: Partial<HarmTarget & TaskActor> = {}): HarmTarget & TaskActor {
  return {
    id: "wallace",
    level: 3,
    pools: { might: { value: 9, max: 9 }, speed: { value: 14, max: 14 }, intellect: { value: 17, max: 17 } },
    effortMax: 2,
    freeEffort: 0,
    destiny: 0,
    wounds: [],
    health: 14,
    armor: armorTotal({ physical: ["medium"] }),
    regainOnNextAction: false,
    dead: false,
    ...overrides,
  };
}

export function npc(overrides: Partial<ExchangeNpc> = {}): ExchangeNpc {
  return {
    id: "trooper",
    kind: "minion",
    level: 4,
    health: 6,
    armor: 1,
    damage: 4,
    wounds: [],
    dead: false,
    incapacitated: false,
    ...overrides,
  };
}
