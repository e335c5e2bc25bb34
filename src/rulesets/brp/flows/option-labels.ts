import type { RulesetOptionLabel } from "../../../foundry/ruleset.js";
import type { brpOptionsSchema } from "../rules/options.js";

/** Name and hint of every brp option, as full literal i18n keys (the settings menu and its fixture read them). */
export const BRP_OPTION_LABELS: { readonly [K in keyof typeof brpOptionsSchema]: RulesetOptionLabel } = {
  successRounding: { name: "FRAY.Brp.Option.SuccessRounding.Name", hint: "FRAY.Brp.Option.SuccessRounding.Hint", choices: { "table": "FRAY.Brp.Option.SuccessRounding.Choice.Table", "halfUp": "FRAY.Brp.Option.SuccessRounding.Choice.HalfUp" } },
  autoSuccess01to05: { name: "FRAY.Brp.Option.AutoSuccess01to05.Name", hint: "FRAY.Brp.Option.AutoSuccess01to05.Hint" },
  autoFail96plus: { name: "FRAY.Brp.Option.AutoFail96plus.Name", hint: "FRAY.Brp.Option.AutoFail96plus.Hint" },
  majorWoundRounding: { name: "FRAY.Brp.Option.MajorWoundRounding.Name", hint: "FRAY.Brp.Option.MajorWoundRounding.Hint", choices: { "up": "FRAY.Brp.Option.MajorWoundRounding.Choice.Up", "down": "FRAY.Brp.Option.MajorWoundRounding.Choice.Down" } },
  shockCountsInjuryRound: { name: "FRAY.Brp.Option.ShockCountsInjuryRound.Name", hint: "FRAY.Brp.Option.ShockCountsInjuryRound.Hint" },
  dodgeMissiles: { name: "FRAY.Brp.Option.DodgeMissiles.Name", hint: "FRAY.Brp.Option.DodgeMissiles.Hint", choices: { "none": "FRAY.Brp.Option.DodgeMissiles.Choice.None", "firstDifficult": "FRAY.Brp.Option.DodgeMissiles.Choice.FirstDifficult", "heroic": "FRAY.Brp.Option.DodgeMissiles.Choice.Heroic" } },
  fatiguePoints: { name: "FRAY.Brp.Option.FatiguePoints.Name", hint: "FRAY.Brp.Option.FatiguePoints.Hint" },
  firstAidLimit: { name: "FRAY.Brp.Option.FirstAidLimit.Name", hint: "FRAY.Brp.Option.FirstAidLimit.Hint", choices: { "none": "FRAY.Brp.Option.FirstAidLimit.Choice.None", "onePerCharacter": "FRAY.Brp.Option.FirstAidLimit.Choice.OnePerCharacter" } },
  hitLocations: { name: "FRAY.Brp.Option.HitLocations.Name", hint: "FRAY.Brp.Option.HitLocations.Hint" },
  majorWoundsWithHitLocations: { name: "FRAY.Brp.Option.MajorWoundsWithHitLocations.Name", hint: "FRAY.Brp.Option.MajorWoundsWithHitLocations.Hint" },
  randomArmor: { name: "FRAY.Brp.Option.RandomArmor.Name", hint: "FRAY.Brp.Option.RandomArmor.Hint" },
  initiativeRolls: { name: "FRAY.Brp.Option.InitiativeRolls.Name", hint: "FRAY.Brp.Option.InitiativeRolls.Hint" },
  keepInitiativeRoll: { name: "FRAY.Brp.Option.KeepInitiativeRoll.Name", hint: "FRAY.Brp.Option.KeepInitiativeRoll.Hint" },
  statements: { name: "FRAY.Brp.Option.Statements.Name", hint: "FRAY.Brp.Option.Statements.Hint", choices: { "normal": "FRAY.Brp.Option.Statements.Choice.Normal", "reverse": "FRAY.Brp.Option.Statements.Choice.Reverse", "none": "FRAY.Brp.Option.Statements.Choice.None" } },
  powersInActionPhase: { name: "FRAY.Brp.Option.PowersInActionPhase.Name", hint: "FRAY.Brp.Option.PowersInActionPhase.Hint" },
  splitAttacksOver100: { name: "FRAY.Brp.Option.SplitAttacksOver100.Name", hint: "FRAY.Brp.Option.SplitAttacksOver100.Hint" },
  dyingBlows: { name: "FRAY.Brp.Option.DyingBlows.Name", hint: "FRAY.Brp.Option.DyingBlows.Hint" },
  criticalMayBeSpecial: { name: "FRAY.Brp.Option.CriticalMayBeSpecial.Name", hint: "FRAY.Brp.Option.CriticalMayBeSpecial.Hint" },
  itemDamageReducedByArmor: { name: "FRAY.Brp.Option.ItemDamageReducedByArmor.Name", hint: "FRAY.Brp.Option.ItemDamageReducedByArmor.Hint" },
  crushingModifier: { name: "FRAY.Brp.Option.CrushingModifier.Name", hint: "FRAY.Brp.Option.CrushingModifier.Hint", choices: { "double": "FRAY.Brp.Option.CrushingModifier.Choice.Double", "maximize": "FRAY.Brp.Option.CrushingModifier.Choice.Maximize" } },
  crushingParryAgainst: { name: "FRAY.Brp.Option.CrushingParryAgainst.Name", hint: "FRAY.Brp.Option.CrushingParryAgainst.Hint", choices: { "currentHp": "FRAY.Brp.Option.CrushingParryAgainst.Choice.CurrentHp", "normalHp": "FRAY.Brp.Option.CrushingParryAgainst.Choice.NormalHp" } },
  resistanceExtremes: { name: "FRAY.Brp.Option.ResistanceExtremes.Name", hint: "FRAY.Brp.Option.ResistanceExtremes.Hint" },
  fumbleRollCap: { name: "FRAY.Brp.Option.FumbleRollCap.Name", hint: "FRAY.Brp.Option.FumbleRollCap.Hint" },
  excellentCareBonus: { name: "FRAY.Brp.Option.ExcellentCareBonus.Name", hint: "FRAY.Brp.Option.ExcellentCareBonus.Hint", choices: { "1D3": "FRAY.Brp.Option.ExcellentCareBonus.Choice.OneD3", "none": "FRAY.Brp.Option.ExcellentCareBonus.Choice.None" } },
};
