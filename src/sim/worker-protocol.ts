import { RulesError } from "../core/errors.js";
import { prepareEncounter } from "./registry.js";
import { runPrepared } from "./run.js";
import type { EncounterSpec, RulesetSim, SimResult } from "./types.js";

/**
 * The messages between the simulator's Web Worker and the page that started it. Pure: the worker
 * module binds it to its own global scope; the test double binds it to the far port of a
 * MessageChannel. Everything crossing is plain data (structured clone).
 */
export interface SimulateRequest {
  readonly type: "simulate";
  readonly spec: EncounterSpec<unknown, unknown>;
  readonly fights: number;
  readonly seed: string;
}

export type SimulatorRequest = SimulateRequest;

export type SimulatorReply =
  | { readonly type: "progress"; readonly done: number; readonly total: number }
  | { readonly type: "result"; readonly result: SimResult }
  | { readonly type: "error"; readonly i18nKey: string; readonly data: Readonly<Record<string, string | number>> };

/** The side of a message channel the worker answers on (a worker's global scope, or a MessagePort). */
export interface SimulatorPort {
  postMessage(message: SimulatorReply): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
}

/** How many progress messages a run sends at most: enough for a smooth bar, few enough to cost nothing. */
const PROGRESS_STEPS = 50;

/**
 * Answers simulate requests on `port`: progress as fights are played, then the result, or an
 * error carrying the localizable key of what was refused. A cancel is the page terminating the
 * worker (the run is synchronous, so no message could reach it mid-run).
 */
export function serveSimulator(port: SimulatorPort): void {
  port.onmessage = (event) => port.postMessage(answer(event.data));

  function answer(request: unknown): SimulatorReply {
    try {
      const { spec, fights, seed } = requireRequest(request);
      const { sim, prepared } = prepareEncounter(spec);
      const result = runPrepared(sim as RulesetSim<unknown, unknown, unknown>, prepared, {
        fights,
        seed,
        progressEvery: Math.max(1, Math.ceil(fights / PROGRESS_STEPS)),
        progress: (done, total) => port.postMessage({ type: "progress", done, total }),
      });
      return { type: "result", result };
    } catch (error) {
      if (error instanceof RulesError) return { type: "error", i18nKey: error.i18nKey, data: error.data };
      return { type: "error", i18nKey: "FRAY.Sim.Error.Failed", data: { message: error instanceof Error ? error.message : String(error) } };
    }
  }
}

function requireRequest(request: unknown): SimulateRequest {
  const candidate = request as Partial<SimulateRequest> | null;
  if (!candidate || candidate.type !== "simulate" || typeof candidate.spec !== "object" || candidate.spec === null) throw new RulesError("FRAY.Sim.Error.BadRequest");
  return { type: "simulate", spec: candidate.spec, fights: Number(candidate.fights), seed: String(candidate.seed ?? "") };
}
