import { describe, expect, it } from "vitest";
import { ReplayDice } from "../../../../src/core/dice.js";
import type { EncounterParticipant } from "../../../../src/core/encounter.js";
import { poolEncounter } from "../../../../src/rulesets/pool/rules/index.js";

/** Aldric riding his warhorse (one unit) against a mercenary; the rider's side rolls 5, the mercenary's 2. */
const mounted: EncounterParticipant[] = [
  { id: "aldric", side: "heroes", isPlayerCharacter: true, stats: {} },
  { id: "warhorse", side: "heroes", isPlayerCharacter: false, stats: {}, sharesActivationWith: "aldric" },
  { id: "mercenary", side: "mercenaries", isPlayerCharacter: false, stats: {} },
];

describe("rider and mount on the tracker (FC-FVTT-9)", () => {
  it("FC-FVTT-9: rider and mount hold one slot and one budget: the horse's Partial and the rider's Partial end the pair's activation", () => {
    const begun = poolEncounter.begin(mounted, new ReplayDice([5, 2]));
    expect(poolEncounter.snapshot(begun).canActNow).toEqual(["aldric", "warhorse"]);
    const afterHorse = poolEncounter.act(begun, "warhorse", 1, false);
    expect([poolEncounter.snapshot(afterHorse).actionsLeft["aldric"], poolEncounter.snapshot(afterHorse).actionsLeft["warhorse"]]).toEqual([1, 1]);
    const afterRider = poolEncounter.act(afterHorse, "aldric", 1, false);
    expect(poolEncounter.snapshot(afterRider).canActNow).toEqual(["mercenary"]);
    expect(() => poolEncounter.act(afterRider, "warhorse", 1, false)).toThrow(/NotYourTurn/);
  });

  it("FC-FVTT-9: a fallen horse is passed over and its rider keeps the slot on foot; the horse cannot spend", () => {
    const begun = poolEncounter.begin(mounted, new ReplayDice([5, 2]));
    const fallen = poolEncounter.markDown!(begun, "warhorse", true);
    expect(poolEncounter.snapshot(fallen).canActNow).toEqual(["aldric"]);
    expect(() => poolEncounter.act(fallen, "warhorse", 1, false)).toThrow(/Down/);
    // Mid-activation too: the rider started, the horse falls, only the rider is offered.
    const started = poolEncounter.act(begun, "aldric", 1, false);
    expect(poolEncounter.snapshot(poolEncounter.markDown!(started, "warhorse", true)).canActNow).toEqual(["aldric"]);
  });
});
