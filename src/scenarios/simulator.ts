import { SimulatorDialog } from "../foundry/sim/dialog.js";
import type { SimResult } from "../sim/types.js";
import type { ScenarioAssert, SeatHand } from "./table.js";

/** The simulator this seat has open (after its Simulate press). */
export function simulatorOf(hand: SeatHand): SimulatorDialog {
  const dialog = SimulatorDialog.openBy(hand.userId);
  if (!dialog) throw new Error(`${hand.seat} has no simulator open`);
  return dialog;
}

/** The sides' fighter names as the simulator read them from the combat. */
export function sidesOf(dialog: SimulatorDialog): Array<[string, string[]]> {
  return dialog.session.encounter.spec.sides.map((side) => [side.key, side.fighters.map((fighter) => (fighter as { name: string }).name)]);
}

/** What every finished run shows: all fights played, each a win or a draw, every chance inside its interval. */
export function assertWholeRun(result: SimResult | null, fights: number, assert: ScenarioAssert): asserts result is SimResult {
  assert.ok(result, "the run finished");
  if (!result) return;
  assert.equal(result.fights, fights, `${fights} fights played`);
  assert.isTrue(result.complete, "the run was not cut short");
  const chances = result.sides.reduce((sum, side) => sum + side.winChance, 0) + result.draws.chance;
  assert.isTrue(Math.abs(chances - 1) < 1e-9, "every fight is a win for one side or a draw");
  for (const side of result.sides) assert.isTrue(side.interval[0] <= side.winChance && side.winChance <= side.interval[1], `${side.key}'s interval holds its chance`);
}
