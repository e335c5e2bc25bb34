import { assert, describe, it, vi } from "vitest";
import "../../src/fray.js";
import { DoubleTable } from "../foundry/double/table.js";

/**
 * A ruleset slice that throws while it installs (here dusk's flows, broken on purpose): the world still opens on the shared glue, the GM is
 * told at `ready` which ruleset did not load and why (players are not), and the scenario table
 * refuses to seat anyone in such a world unless a test asks for exactly that.
 */
vi.mock("../../src/rulesets/dusk/index.js", async (importOriginal) => {
  const slice = await importOriginal<typeof import("../../src/rulesets/dusk/index.js")>();
  const broken = {
    ...slice.duskRuleset,
    registerFlows: () => {
      throw new Error("dusk broken on purpose");
    },
  };
  return { ...slice, duskRuleset: broken, default: broken };
});

describe("a ruleset slice that fails to load", () => {
  it("the scenario table refuses a world whose ruleset did not install", async () => {
    let refusal = "";
    await DoubleTable.open({ ruleset: "dusk", seats: ["gm"] }).catch((error: unknown) => (refusal = String(error)));
    assert.match(refusal, /gm: the world's dusk ruleset did not install/);
  });

  it("the GM is shown a localized error naming the ruleset, the players are not", async () => {
    const table = await DoubleTable.open({ ruleset: "dusk", seats: ["gm", "playerA"], sliceMayFail: true });
    const gmErrors = table.client("gm").notices.filter((notice) => notice.level === "error").map((notice) => notice.message);
    assert.lengthOf(gmErrors, 1, "one error notice for the GM");
    assert.include(gmErrors[0], "Fray could not load the Dusk (2d12) rules for this world (dusk broken on purpose)");
    assert.include(gmErrors[0], "tracker controls are missing");
    assert.notInclude(gmErrors[0], "FRAY.", "the text is localized");
    assert.deepEqual(
      table.client("playerA").notices.filter((notice) => notice.level === "error"),
      [],
      "a player gets no error notice",
    );
    assert.isTrue(table.client("gm").run(() => game.ready), "the world still opens");
  });
});
