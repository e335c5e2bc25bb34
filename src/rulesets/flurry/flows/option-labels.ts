import type { RulesetOptionLabel } from "../../../foundry/ruleset.js";
import type { flurryOptionsSchema } from "../rules/index.js";

/** Name, hint and choices of every flurry option (full literal keys). */
export const FLURRY_OPTION_LABELS: { readonly [K in keyof typeof flurryOptionsSchema]: RulesetOptionLabel } = {
  tacticsSkewDie: { name: "FRAY.Flurry.Option.TacticsSkewDie.Name", hint: "FRAY.Flurry.Option.TacticsSkewDie.Hint" },
  vertexFacing: { name: "FRAY.Flurry.Option.VertexFacing.Name", hint: "FRAY.Flurry.Option.VertexFacing.Hint" },
  woundPenaltyAcrossLocations: {
    name: "FRAY.Flurry.Option.WoundPenaltyAcrossLocations.Name",
    hint: "FRAY.Flurry.Option.WoundPenaltyAcrossLocations.Hint",
    choices: { sum: "FRAY.Flurry.Option.WoundPenaltyAcrossLocations.Choice.Sum", worst: "FRAY.Flurry.Option.WoundPenaltyAcrossLocations.Choice.Worst" },
  },
  impactBeyondTable: {
    name: "FRAY.Flurry.Option.ImpactBeyondTable.Name",
    hint: "FRAY.Flurry.Option.ImpactBeyondTable.Hint",
    choices: { ask: "FRAY.Flurry.Option.ImpactBeyondTable.Choice.Ask", placeholder: "FRAY.Flurry.Option.ImpactBeyondTable.Choice.Placeholder" },
  },
  drawWeaponAction: {
    name: "FRAY.Flurry.Option.DrawWeaponAction.Name",
    hint: "FRAY.Flurry.Option.DrawWeaponAction.Hint",
    choices: { quick: "FRAY.Flurry.Option.DrawWeaponAction.Choice.Quick", free: "FRAY.Flurry.Option.DrawWeaponAction.Choice.Free" },
  },
  facingCostRule: {
    name: "FRAY.Flurry.Option.FacingCostRule.Name",
    hint: "FRAY.Flurry.Option.FacingCostRule.Hint",
    choices: { multiply: "FRAY.Flurry.Option.FacingCostRule.Choice.Multiply", add: "FRAY.Flurry.Option.FacingCostRule.Choice.Add" },
  },
};
