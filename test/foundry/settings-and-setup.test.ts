import { describe, expect, it } from "vitest";
import { validateOptions } from "../../src/core/options.js";
import { RulesError } from "../../src/core/errors.js";
import { formToOptions, optionRows, optionSettingKey, settingSpecs } from "../../src/foundry/settings/option-fields.js";
import { chooserDecision } from "../../src/foundry/setup/first-run.js";
import { restrictCreateDialog } from "../../src/foundry/documents/create-dialog.js";
import { SHARED_STATUS_EFFECTS, collectTrackableAttributes, mergeStatusEffects } from "../../src/foundry/status-effects.js";
import { partialMap } from "../../src/foundry/templates.js";

const schema = {
  turnMode: { type: "choice", default: "alternate", choices: ["alternate", "sideBlock"] },
  minimumPool: { type: "number", default: 0, min: 0, max: 3, integer: true },
  strict: { type: "boolean", default: true },
} as const;
const labels = {
  turnMode: { name: "FRAY.T.Name", hint: "FRAY.T.Hint", choices: { alternate: "FRAY.T.Alt", sideBlock: "FRAY.T.Block" } },
  minimumPool: { name: "FRAY.M.Name", hint: "FRAY.M.Hint" },
  strict: { name: "FRAY.S.Name", hint: "FRAY.S.Hint" },
};

describe("ruleset options as settings", () => {
  it("gives each option a dot-free world-setting key", () => {
    expect(optionSettingKey("pool", "turnMode")).toBe("pool_turnMode");
  });
  it("describes each option's type, default, labels, choices and range", () => {
    expect(settingSpecs("pool", schema, labels)).toEqual([
      { key: "pool_turnMode", option: "turnMode", type: "string", default: "alternate", name: "FRAY.T.Name", hint: "FRAY.T.Hint", choices: { alternate: "FRAY.T.Alt", sideBlock: "FRAY.T.Block" } },
      { key: "pool_minimumPool", option: "minimumPool", type: "number", default: 0, name: "FRAY.M.Name", hint: "FRAY.M.Hint", range: { min: 0, max: 3, step: 1 } },
      { key: "pool_strict", option: "strict", type: "boolean", default: true, name: "FRAY.S.Name", hint: "FRAY.S.Hint" },
    ]);
  });
  it("shows current values, falling back to defaults for missing or mistyped ones", () => {
    const rows = optionRows(settingSpecs("pool", schema, labels), { turnMode: "sideBlock", minimumPool: "2" });
    expect(rows.map((r) => r.value)).toEqual(["sideBlock", 0, true]);
    expect(rows[1]).toMatchObject({ isNumber: true, min: 0, max: 3, step: 1, inputId: "fray-option-pool_minimumPool" });
  });
  it("reads a submitted form into valid options, and bad numbers are refused by validation", () => {
    expect(validateOptions(schema, formToOptions(schema, { turnMode: "sideBlock", minimumPool: "2", unknown: 1 }))).toEqual({ turnMode: "sideBlock", minimumPool: 2, strict: false });
    expect(() => validateOptions(schema, formToOptions(schema, { minimumPool: "7", strict: "on" }))).toThrow(RulesError);
  });
});

describe("first-run chooser", () => {
  it("asks only the active GM, once, and only when there is a choice", () => {
    expect(chooserDecision({ isActiveGM: true, alreadyChosen: false, ready: ["pool", "brp"] })).toBe("ask");
    expect(chooserDecision({ isActiveGM: true, alreadyChosen: false, ready: ["pool"] })).toBe("recordOnly");
    expect(chooserDecision({ isActiveGM: true, alreadyChosen: true, ready: ["pool", "brp"] })).toBe("skip");
    expect(chooserDecision({ isActiveGM: false, alreadyChosen: false, ready: ["pool", "brp"] })).toBe("skip");
  });
});

describe("create dialog restriction", () => {
  const types = ["base", "poolCharacter", "poolNpc", "brpCharacter"];
  it("offers the active ruleset's types, or the parent's for embedded documents", () => {
    expect(restrictCreateDialog(types, [{}, {}, {}], "pool")[2]?.types).toEqual(["poolCharacter", "poolNpc"]);
    expect(restrictCreateDialog(["poolWeapon", "brpWound"], [{}, { parent: { type: "brpCharacter" } }, {}], "pool")[2]?.types).toEqual(["brpWound"]);
  });
  it("narrows a caller's own restriction and keeps other dialog options", () => {
    const [, , options] = restrictCreateDialog(types, [{ name: "x" }, {}, { types: ["poolNpc", "brpCharacter"], width: 300 }], "pool");
    expect(options).toEqual({ types: ["poolNpc"], width: 300 });
  });
});

describe("status effects and token bars", () => {
  it("adds dead, unconscious and fled, replacing core entries of the same id", () => {
    const core = [{ id: "dead", name: "EFFECT.StatusDead", img: "a.svg" }, { id: "blind", name: "EFFECT.StatusBlind", img: "b.svg" }];
    const merged = mergeStatusEffects(core, SHARED_STATUS_EFFECTS, [{ id: "grappled", name: "FRAY.X", img: "c.svg" }]);
    expect(merged.map((e) => e.id)).toEqual(["dead", "blind", "unconscious", "fled", "grappled"]);
    expect(merged[0]?.name).toBe("FRAY.Status.Dead");
  });
  it("collects every ruleset's bar attributes", () => {
    expect(collectTrackableAttributes([{ poolCharacter: { bar: ["tracks.wound"], value: [] } }, undefined, { brpCharacter: { bar: ["hitPoints"], value: ["magicPoints.value"] } }])).toEqual({
      poolCharacter: { bar: ["tracks.wound"], value: [] },
      brpCharacter: { bar: ["hitPoints"], value: ["magicPoints.value"] },
    });
  });
});

describe("templates", () => {
  it("registers each template as a partial under its own path", () => {
    expect(partialMap(["systems/fray/templates/shared/parts/tabs.hbs"])).toEqual({ "systems/fray/templates/shared/parts/tabs.hbs": "systems/fray/templates/shared/parts/tabs.hbs" });
  });
});

describe("shared templates", () => {
  it("every path the glue preloads exists under templates/", async () => {
    const { existsSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { SHARED_TEMPLATES, TEMPLATE_ROOT } = await import("../../src/foundry/templates.js");
    const missing = Object.values(SHARED_TEMPLATES).filter((path) => !existsSync(join(import.meta.dirname, "../../templates", path.slice(TEMPLATE_ROOT.length + 1))));
    expect(missing).toEqual([]);
  });
});
