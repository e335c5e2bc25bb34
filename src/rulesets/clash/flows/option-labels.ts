import type { RulesetOptionLabel } from "../../../foundry/ruleset.js";
import type { clashOptionsSchema } from "../rules/index.js";

/** Name, hint and choices of every option (full literal keys). */
export const CLASH_OPTION_LABELS: { readonly [K in keyof typeof clashOptionsSchema]: RulesetOptionLabel } = {
  tierPreset: {
    name: "FRAY.Clash.Option.TierPreset.Name",
    hint: "FRAY.Clash.Option.TierPreset.Hint",
    choices: { doubles: "FRAY.Clash.Option.TierPreset.Choice.Doubles", tenth: "FRAY.Clash.Option.TierPreset.Choice.Tenth", brp: "FRAY.Clash.Option.TierPreset.Choice.Brp" },
  },
  tiePolicy: {
    name: "FRAY.Clash.Option.TiePolicy.Name",
    hint: "FRAY.Clash.Option.TiePolicy.Hint",
    choices: { stalemate: "FRAY.Clash.Option.TiePolicy.Choice.Stalemate", defender: "FRAY.Clash.Option.TiePolicy.Choice.Defender" },
  },
  reopenLuckWindows: { name: "FRAY.Clash.Option.ReopenLuckWindows.Name", hint: "FRAY.Clash.Option.ReopenLuckWindows.Hint" },
  initiativeFormula: {
    name: "FRAY.Clash.Option.InitiativeFormula.Name",
    hint: "FRAY.Clash.Option.InitiativeFormula.Hint",
    choices: { "1d10": "FRAY.Clash.Option.InitiativeFormula.Choice.D10", "1d20": "FRAY.Clash.Option.InitiativeFormula.Choice.D20", "2d10": "FRAY.Clash.Option.InitiativeFormula.Choice.TwoD10", "1d100": "FRAY.Clash.Option.InitiativeFormula.Choice.D100", "1d6": "FRAY.Clash.Option.InitiativeFormula.Choice.D6" },
  },
  rerollInitiativeEachRound: { name: "FRAY.Clash.Option.RerollInitiativeEachRound.Name", hint: "FRAY.Clash.Option.RerollInitiativeEachRound.Hint" },
  reactionTimeout: { name: "FRAY.Clash.Option.ReactionTimeout.Name", hint: "FRAY.Clash.Option.ReactionTimeout.Hint" },
};
