import { describe, expect, it } from "vitest";
import { collectTrackableAttributes } from "../../src/foundry/status-effects.js";
import { tokenBarFix } from "../../src/foundry/token-bars.js";
import { POOL_TRACKABLE } from "../../src/rulesets/pool/data/trackable.js";
import { BRP_TRACKABLE } from "../../src/rulesets/brp/data/trackable.js";

const table = collectTrackableAttributes([POOL_TRACKABLE, BRP_TRACKABLE]);

describe("token bars per subtype", () => {
  it("gives a new actor of each subtype its own bars", () => {
    expect(tokenBarFix("brpCreature", {}, table)).toEqual({ bar1: { attribute: "hitPoints" }, bar2: { attribute: "powerPoints" } });
    expect(tokenBarFix("poolCharacter", { bar1: { attribute: null } }, table)).toEqual({ bar1: { attribute: "tracks.wound" }, bar2: { attribute: "tracks.fatigue" } });
    expect(tokenBarFix("poolShip", {}, table)).toEqual({ bar1: { attribute: "structure" } });
  });

  it("replaces a pool track on a brp creature, a vehicle or a ship (the old system-wide default)", () => {
    const old = { bar1: { attribute: "tracks.wound" }, bar2: { attribute: "tracks.fatigue" } };
    expect(tokenBarFix("brpCharacter", old, table)).toEqual({ bar1: { attribute: "hitPoints" }, bar2: { attribute: "powerPoints" } });
    expect(tokenBarFix("poolVehicle", old, table)).toEqual({ bar1: { attribute: "structure" }, bar2: { attribute: null } });
  });

  it("keeps a bar the user chose when the subtype can track it, and leaves unknown subtypes alone", () => {
    expect(tokenBarFix("poolNpc", { bar1: { attribute: "tracks.fear" }, bar2: { attribute: "speed" } }, table)).toBeNull();
    expect(tokenBarFix("brpCharacter", { bar1: { attribute: "powerPoints" }, bar2: { attribute: "hitPoints" } }, table)).toBeNull();
    expect(tokenBarFix("somethingElse", {}, table)).toBeNull();
  });
});
