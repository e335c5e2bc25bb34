import { CORE_APIS, coreTooOldMessage, missingCoreApis } from "../../foundry/setup/core-check.js";
import type { Scenario } from "../table.js";
import { SEATS } from "../table.js";

/**
 * Bug 12: the manifest said `compatibility.minimum: "13"`, which lets Foundry start Fray on v13
 * prototype builds, before the namespaced v13 APIs Fray boots with (`CORE_APIS` in
 * src/foundry/setup/core-check.ts) were all in place; Foundry relies on the manifest to refuse
 * those builds. 13.341, the first stable v13 build, has them all. This scenario holds the manifest
 * to it — the minimum must name generation 13 and a build of at least 341, not just "13" — checks
 * that the running core (the double reports 13.341; a live world whatever Foundry runs) is at or
 * above it with every API present and showed nobody an error at boot, and that a core missing them
 * is named to the GM together with the build to install.
 */
const FIRST_STABLE_V13_BUILD = 341;

export const scenarios: readonly Scenario[] = [
  {
    ruleset: "pool",
    name: "the manifest's minimum core build (13.341) has every v13 API Fray boots with, and an older core is named to the GM",
    seats: ["assistant", "playerA", "playerB"],
    async run(table, assert) {
      const minimum = await table.seat("gm").run(() => String((game.system as { compatibility?: { minimum?: unknown } }).compatibility?.minimum ?? ""));
      const [generation, build] = minimum.split(".").map(Number);
      assert.equal(generation, 13, `the manifest names v13 (${minimum})`);
      assert.isAbove(build ?? Number.NaN, FIRST_STABLE_V13_BUILD - 1, `and the first build with every API Fray uses, not just the generation (${minimum})`);

      for (const seat of SEATS) {
        const core = await table.seat(seat).run(() => ({ release: game.release as { generation: number; build: number } | undefined, missing: missingCoreApis() }));
        assert.isAbove((core.release?.generation ?? 0) * 1000 + (core.release?.build ?? 0), 13_000 + (build ?? 0) - 1, `${seat} runs a core at or above the manifest's minimum`);
        assert.deepEqual(core.missing, [], `${seat}'s core has every API Fray uses`);
        assert.notOk(table.seat(seat).notices().some((notice) => notice.level === "error"), `${seat} was shown no error at boot`);
      }

      // A prototype core without the v13 namespaces: the GM is told what is missing and which build to install.
      const missing = missingCoreApis({ CONFIG: {}, foundry: { applications: {}, documents: {} } });
      assert.deepEqual(missing, [...CORE_APIS]);
      const message = await table.seat("gm").run(() => coreTooOldMessage(missing, minimum));
      assert.include(message, minimum, "the message names the build to install");
      assert.include(message, "foundry.applications.handlebars.renderTemplate");
    },
  },
];
