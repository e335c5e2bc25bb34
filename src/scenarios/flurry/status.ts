import type { DocumentRef, Scenario, Seat, Table } from "../table.js";
import { soldier } from "./fixtures.js";
import { DEFENCE_ROW_OF_POSTURE, postureFromStatuses } from "../../rulesets/flurry/data/statuses.js";

/**
 * The flurry conditions as token status effects (WC-DATA-4): set from the token HUD (the actor's
 * `toggleStatusEffect`), seen by every client, and the posture ones change the Defense a frontal
 * attacker must beat (WC-WND-9…14).
 */

const EVERYONE: readonly Seat[] = ["gm", "playerA", "playerB"];

/** The Defense a frontal attack must beat now, as a seat sees the fighter: the sheet's row for his posture. */
function defenceNow(table: Table, seat: Seat, actor: DocumentRef): number {
  const seen = table.seat(seat).actor(actor);
  const rows = (seen.system as unknown as { derived: { defence: Array<{ key: string; value: number }> } }).derived.defence;
  const key = DEFENCE_ROW_OF_POSTURE[postureFromStatuses(seen.statuses)];
  return rows.find((row) => row.key === key)?.value ?? Number.NaN;
}

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "flurry",
    name: "the GM marks the soldier Stunned from the token HUD: every client shows the status and his Defense against a frontal blow drops from 17 to 8 (5 + half FR 6); clearing it gives 17 back (WC-WND-10)",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      const gm = table.seat("gm");
      assert.equal(defenceNow(table, "playerB", s), 17);
      await gm.console(() => gm.actor(s).toggleStatusEffect("stunned", { active: true }));
      for (const seat of EVERYONE) {
        assert.isTrue(table.seat(seat).actor(s).statuses.has("stunned"), `${seat} sees him stunned`);
        assert.equal(defenceNow(table, seat, s), 8, `${seat} sees Defense 8`);
      }
      await gm.console(() => gm.actor(s).toggleStatusEffect("stunned", { active: false }));
      assert.equal(defenceNow(table, "playerA", s), 17);
    },
  },
  {
    ruleset: "flurry",
    name: "the soldier's player marks him Fallen (Defense 11: 5 + FR 6); the GM then knocks him out, and the worse posture wins: Defense 3 (WC-WND-9, WC-WND-14)",
    seats: ["playerA"],
    async run(table, assert) {
      const s = await table.createActor(soldier());
      const player = table.seat("playerA");
      await player.console(() => player.actor(s).toggleStatusEffect("fallen", { active: true }));
      assert.equal(defenceNow(table, "gm", s), 11);
      const gm = table.seat("gm");
      await gm.console(() => gm.actor(s).toggleStatusEffect("unconscious", { active: true }));
      assert.equal(defenceNow(table, "playerA", s), 3);
      assert.deepEqual([...table.seat("playerA").actor(s).statuses].sort(), ["fallen", "unconscious"]);
    },
  },
  {
    ruleset: "flurry",
    name: "every flurry condition is offered as a status effect with its own name on every client (WC-DATA-4)",
    seats: ["playerA"],
    async run(table, assert) {
      for (const seat of ["gm", "playerA"] as const) {
        const offered = await table.seat(seat).run(() => (CONFIG.statusEffects as Array<{ id: string; name?: string }>).map((effect) => effect.id));
        for (const id of ["engaged", "inDanger", "stunned", "fallen", "crawling", "armDisabled", "legImpaired", "immobile", "mortallyWounded", "bleeding", "surprised", "outOfActions", "unconscious"]) assert.include(offered, id, `${seat} is offered ${id}`);
      }
    },
  },
];
