import { RulesError } from "../../core/errors.js";
import type { BalanceQuery, BalanceResult } from "../../sim/balance.js";
import type { SimResult } from "../../sim/types.js";
import type { SimulateRequest, SimulatorReply, SimulatorRequest } from "../../sim/worker-protocol.js";

/** One request under way in its own Web Worker. */
export interface WorkerRun<T> {
  /** The answer; null when the run was cancelled. Rejects with the worker's refusal as a RulesError. */
  readonly result: Promise<T | null>;
  /** Stops the run at once (the worker is terminated) and resolves `result` with null. */
  cancel(): void;
}

export type SimulationRun = WorkerRun<SimResult>;

/** Plays an encounter many times in a worker. */
export function runInWorker(request: Omit<SimulateRequest, "type">, onProgress: (done: number, total: number) => void): SimulationRun {
  return startWorker<SimResult>({ type: "simulate", ...request }, "result", onProgress);
}

/** Runs a balancing search in a worker; progress counts fights against the search's budget. */
export function balanceInWorker(query: BalanceQuery, onProgress: (done: number, total: number) => void): WorkerRun<BalanceResult> {
  return startWorker<BalanceResult>({ type: "balance", query }, "balanced", onProgress);
}

/**
 * Starts a worker for one request (the bundler emits `src/sim/worker.ts` as a chunk of its own,
 * fetched the first time a GM simulates; it then imports the one ruleset's simulator it needs)
 * and reports progress as the worker sends it.
 */
function startWorker<T>(request: SimulatorRequest, answer: "result" | "balanced", onProgress: (done: number, total: number) => void): WorkerRun<T> {
  const worker = new Worker(new URL("../../sim/worker.ts", import.meta.url), { type: "module", name: "fray-simulator" });
  let settle: (result: T | null) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const result = new Promise<T | null>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const finish = () => worker.terminate();
  worker.onmessage = (event: MessageEvent<SimulatorReply>) => {
    const reply = event.data;
    if (reply.type === "progress") onProgress(reply.done, reply.total);
    else if (reply.type === "error") {
      finish();
      fail(new RulesError(reply.i18nKey, reply.data));
    } else if (reply.type === answer) {
      finish();
      settle(reply.result as T);
    }
  };
  worker.onerror = (event: ErrorEvent) => {
    finish();
    fail(new RulesError("FRAY.Sim.Error.Failed", { message: event.message ?? "" }));
  };
  worker.postMessage(request);
  return {
    result,
    cancel() {
      finish();
      settle(null);
    },
  };
}
