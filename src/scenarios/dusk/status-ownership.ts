import { assertRefused } from "../expect.js";
import type { DocumentRef, Scenario, Table } from "../table.js";
import { wren } from "./fixtures.js";

/**
 * Dazed and Intercepted are the fight's to put on and take off (DB-SPEC-1, DB-ACT-8): a player
 * cannot remove them from their own token — from the token HUD or a macro — and is told why; the
 * GM can.
 */

const has = (table: Table, seat: "gm" | "playerA" | "playerB", actor: DocumentRef, status: string) => table.seat(seat).actor(actor).statuses.has(status);

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "dusk",
    name: "Wren's player cannot take Dazed or Intercepted off her own token — the HUD's toggle and a macro deleting the effect are both refused with a localized warning, and every client still shows them; the GM takes both off",
    seats: ["playerA", "playerB"],
    async run(table, assert) {
      const w = await table.createActor(wren());
      const gm = table.seat("gm");
      await gm.console(async () => {
        await gm.actor(w).toggleStatusEffect("dazed", { active: true });
        await gm.actor(w).toggleStatusEffect("intercepted", { active: true });
      });
      const player = table.seat("playerA");
      player.clearNotices();
      await player.console(() => player.actor(w).toggleStatusEffect("dazed", { active: false }));
      assertRefused(player, assert);
      assert.equal(player.notices().at(-1)?.message, table.localize("FRAY.Dusk.Refusal.StatusKept", { status: table.localize("FRAY.Dusk.Status.Dazed"), name: "Wren" }));
      player.clearNotices();
      await player.console(async () => {
        const effect = player.actor(w).effects.contents.find((candidate) => candidate.statuses.has("intercepted"));
        await player.actor(w).deleteEmbeddedDocuments("ActiveEffect", [effect?.id ?? ""]);
      });
      assertRefused(player, assert);
      player.clearNotices();
      await player.console(async () => {
        const effect = player.actor(w).effects.contents.find((candidate) => candidate.statuses.has("dazed"));
        await effect?.update({ disabled: true } as ActiveEffect.UpdateData);
      });
      assertRefused(player, assert);
      for (const seat of ["gm", "playerA", "playerB"] as const) {
        assert.isTrue(has(table, seat, w, "dazed"), `${seat} still sees Wren Dazed`);
        assert.isTrue(has(table, seat, w, "intercepted"), `${seat} still sees Wren Intercepted`);
      }
      await gm.console(async () => {
        await gm.actor(w).toggleStatusEffect("dazed", { active: false });
        await gm.actor(w).toggleStatusEffect("intercepted", { active: false });
      });
      for (const seat of ["gm", "playerA"] as const) assert.isFalse(has(table, seat, w, "dazed") || has(table, seat, w, "intercepted"), `${seat}: the GM took both off`);
    },
  },
];
