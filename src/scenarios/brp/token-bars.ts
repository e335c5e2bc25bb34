import type { Scenario } from "../table.js";

/** A new brp actor's tokens show hit points and power points, never a pool track. */

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "brp",
    name: "the GM creates a character and a creature and their tokens show hit points and power points",
    async run(table, assert) {
      for (const [name, type] of [
        ["Yvarre", "brpCharacter"],
        ["Giant serpent", "brpCreature"],
      ] as const) {
        const ref = await table.createActor({ name, type });
        const token = table.seat("gm").actor(ref).prototypeToken as unknown as { bar1?: { attribute?: string | null }; bar2?: { attribute?: string | null } };
        assert.equal(token.bar1?.attribute, "hitPoints", `${type}: first bar`);
        assert.equal(token.bar2?.attribute, "powerPoints", `${type}: second bar`);
      }
    },
  },
];
