import type { RulesetOptionLabel } from "../../../foundry/ruleset.js";
import type { duskOptionsSchema } from "../rules/options.js";

/** The dusk options menu: a name, a hint and (for a choice) a label per value, for every world option. */
export const DUSK_OPTION_LABELS: { readonly [K in keyof typeof duskOptionsSchema]: RulesetOptionLabel } = {
  effortCostSchedule: { name: "FRAY.Dusk.Option.EffortCostSchedule.Name", hint: "FRAY.Dusk.Option.EffortCostSchedule.Hint", choices: { linear: "FRAY.Dusk.Option.EffortCostSchedule.Choice.Linear", escalating: "FRAY.Dusk.Option.EffortCostSchedule.Choice.Escalating" } },
  lightWoundEffortPenalty: { name: "FRAY.Dusk.Option.LightWoundEffortPenalty.Name", hint: "FRAY.Dusk.Option.LightWoundEffortPenalty.Hint", choices: { perLevel: "FRAY.Dusk.Option.LightWoundEffortPenalty.Choice.PerLevel", perTask: "FRAY.Dusk.Option.LightWoundEffortPenalty.Choice.PerTask" } },
  destinyEasesTarget: { name: "FRAY.Dusk.Option.DestinyEasesTarget.Name", hint: "FRAY.Dusk.Option.DestinyEasesTarget.Hint" },
  doomHindersTarget: { name: "FRAY.Dusk.Option.DoomHindersTarget.Name", hint: "FRAY.Dusk.Option.DoomHindersTarget.Hint" },
  criticalWoundDeferred: { name: "FRAY.Dusk.Option.CriticalWoundDeferred.Name", hint: "FRAY.Dusk.Option.CriticalWoundDeferred.Hint" },
  eliteWoundLimit: { name: "FRAY.Dusk.Option.EliteWoundLimit.Name", hint: "FRAY.Dusk.Option.EliteWoundLimit.Hint" },
  initiativePointsPerStep: { name: "FRAY.Dusk.Option.InitiativePointsPerStep.Name", hint: "FRAY.Dusk.Option.InitiativePointsPerStep.Hint" },
  allowLongMove: { name: "FRAY.Dusk.Option.AllowLongMove.Name", hint: "FRAY.Dusk.Option.AllowLongMove.Hint" },
  helperAssetSteps: { name: "FRAY.Dusk.Option.HelperAssetSteps.Name", hint: "FRAY.Dusk.Option.HelperAssetSteps.Hint" },
  coverSteps: { name: "FRAY.Dusk.Option.CoverSteps.Name", hint: "FRAY.Dusk.Option.CoverSteps.Hint" },
  immediateMoveSteps: { name: "FRAY.Dusk.Option.ImmediateMoveSteps.Name", hint: "FRAY.Dusk.Option.ImmediateMoveSteps.Hint" },
  shortMoveSteps: { name: "FRAY.Dusk.Option.ShortMoveSteps.Name", hint: "FRAY.Dusk.Option.ShortMoveSteps.Hint" },
  interceptLasts: { name: "FRAY.Dusk.Option.InterceptLasts.Name", hint: "FRAY.Dusk.Option.InterceptLasts.Hint", choices: { roundEnd: "FRAY.Dusk.Option.InterceptLasts.Choice.RoundEnd", interceptorNextTurn: "FRAY.Dusk.Option.InterceptLasts.Choice.InterceptorNextTurn" } },
};
