import { RulesError } from "../core/errors.js";
import { balance, type BalanceQuery, type BalanceResult } from "./balance.js";
import { loadSim } from "./load.js";
import { runPrepared } from "./run.js";
import type { EncounterSpec, RulesetSim, SimResult } from "./types.js";

/**
 * The messages between the simulator's Web Worker and the page that started it. Pure: the worker
 * module binds it to its own global scope; the test double binds it to the far port of a
 * MessageChannel. Everything crossing is plain data (structured clone). The worker imports only
 * the simulator of the ruleset a request names (`load.ts`).
 */
export interface SimulateRequest {
  readonly type: "simulate";
  readonly spec: EncounterSpec<unknown, unknown>;
  readonly fights: number;
  readonly seed: string;
}

/** A balancing search (`balance.ts`): the foes that give a side the target win chance. */
export interface BalanceRequest {
  readonly type: "balance";
  readonly query: BalanceQuery;
}

export type SimulatorRequest = SimulateRequest | BalanceRequest;

export type SimulatorReply =
  | { readonly type: "progress"; readonly done: number; readonly total: number }
  | { readonly type: "result"; readonly result: SimResult }
  | { readonly type: "balanced"; readonly result: BalanceResult }
  | { readonly type: "error"; readonly i18nKey: string; readonly data: Readonly<Record<string, string | number>> };

/** The side of a message channel the worker answers on (a worker's global scope, or a MessagePort). */
export interface SimulatorPort {
  postMessage(message: SimulatorReply): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
}

/** How many progress messages a run sends at most: enough for a smooth bar, few enough to cost nothing. */
const PROGRESS_STEPS = 50;

/**
 * Answers requests on `port`: progress as fights are played, then the result, or an error
 * carrying the localizable key of what was refused. A cancel is the page terminating the worker
 * (a run is synchronous once its simulator is loaded, so no message could reach it mid-run).
 */
export function serveSimulator(port: SimulatorPort): void {
  port.onmessage = (event) => {
    void answer(event.data).then((reply) => port.postMessage(reply));
  };

  async function answer(request: unknown): Promise<SimulatorReply> {
    try {
      const checked = requireRequest(request);
      const progress = (done: number, total: number) => port.postMessage({ type: "progress", done, total });
      if (checked.type === "balance") {
        const sim = await loadSim(checked.query.ruleset);
        return { type: "balanced", result: balance(checked.query, { sim, progress }) };
      }
      const { spec, fights, seed } = checked;
      const sim = (await loadSim(spec.ruleset)) as unknown as RulesetSim<unknown, unknown, unknown>;
      const result = runPrepared(sim, sim.prepare(spec), { fights, seed, progressEvery: Math.max(1, Math.ceil(fights / PROGRESS_STEPS)), progress });
      return { type: "result", result };
    } catch (error) {
      if (error instanceof RulesError) return { type: "error", i18nKey: error.i18nKey, data: error.data };
      return { type: "error", i18nKey: "FRAY.Sim.Error.Failed", data: { message: error instanceof Error ? error.message : String(error) } };
    }
  }
}

function requireRequest(request: unknown): SimulatorRequest {
  const candidate = request as { type?: unknown; query?: BalanceQuery | null; spec?: EncounterSpec<unknown, unknown> | null; fights?: unknown; seed?: unknown } | null;
  if (candidate?.type === "balance" && typeof candidate.query === "object" && candidate.query !== null) return { type: "balance", query: candidate.query };
  if (!candidate || candidate.type !== "simulate" || typeof candidate.spec !== "object" || candidate.spec === null) throw new RulesError("FRAY.Sim.Error.BadRequest");
  return { type: "simulate", spec: candidate.spec, fights: Number(candidate.fights), seed: String(candidate.seed ?? "") };
}
