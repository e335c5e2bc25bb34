import type { RulesetOptionLabel } from "../../../foundry/ruleset.js";
import type { poolOptionsSchema } from "../rules/options.js";

/** Name and hint of every pool option, as full literal i18n keys (the settings menu and its fixture read them). */
export const POOL_OPTION_LABELS: { readonly [K in keyof typeof poolOptionsSchema]: RulesetOptionLabel } = {
  turnMode: {
    name: "FRAY.Pool.Option.TurnMode.Name",
    hint: "FRAY.Pool.Option.TurnMode.Hint",
    choices: { alternate: "FRAY.Pool.Option.TurnMode.Alternate", sideBlock: "FRAY.Pool.Option.TurnMode.SideBlock" },
  },
  rangeFormula: {
    name: "FRAY.Pool.Option.RangeFormula.Name",
    hint: "FRAY.Pool.Option.RangeFormula.Hint",
    choices: { completeIncrements: "FRAY.Pool.Option.RangeFormula.Complete", partialIncrements: "FRAY.Pool.Option.RangeFormula.Partial" },
  },
  minimumPool: { name: "FRAY.Pool.Option.MinimumPool.Name", hint: "FRAY.Pool.Option.MinimumPool.Hint" },
  freeActionsPerRound: { name: "FRAY.Pool.Option.FreeActions.Name", hint: "FRAY.Pool.Option.FreeActions.Hint" },
  oneManeuverPerTurn: { name: "FRAY.Pool.Option.OneManeuver.Name", hint: "FRAY.Pool.Option.OneManeuver.Hint" },
  grappledLosesParry: { name: "FRAY.Pool.Option.GrappledParry.Name", hint: "FRAY.Pool.Option.GrappledParry.Hint" },
  meleeAgainstFullCover: { name: "FRAY.Pool.Option.FullCover.Name", hint: "FRAY.Pool.Option.FullCover.Hint" },
  luckRollDice: { name: "FRAY.Pool.Option.LuckRoll.Name", hint: "FRAY.Pool.Option.LuckRoll.Hint" },
  speedCategoryStep: { name: "FRAY.Pool.Option.SpeedCategory.Name", hint: "FRAY.Pool.Option.SpeedCategory.Hint" },
  injuryThreshold: { name: "FRAY.Pool.Option.InjuryThreshold.Name", hint: "FRAY.Pool.Option.InjuryThreshold.Hint" },
};
