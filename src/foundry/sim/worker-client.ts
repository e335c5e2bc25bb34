import { RulesError } from "../../core/errors.js";
import type { SimResult } from "../../sim/types.js";
import type { SimulateRequest, SimulatorReply } from "../../sim/worker-protocol.js";

/** One simulation under way in its own Web Worker. */
export interface SimulationRun {
  /** The result; null when the run was cancelled. Rejects with the worker's refusal as a RulesError. */
  readonly result: Promise<SimResult | null>;
  /** Stops the run at once (the worker is terminated) and resolves `result` with null. */
  cancel(): void;
}

/**
 * Starts a worker for one run (the bundler emits `src/sim/worker.ts` as a chunk of its own, fetched
 * the first time a GM simulates) and reports progress as the worker sends it.
 */
export function runInWorker(request: Omit<SimulateRequest, "type">, onProgress: (done: number, total: number) => void): SimulationRun {
  const worker = new Worker(new URL("../../sim/worker.ts", import.meta.url), { type: "module", name: "fray-simulator" });
  let settle: (result: SimResult | null) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const result = new Promise<SimResult | null>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const finish = () => worker.terminate();
  worker.onmessage = (event: MessageEvent<SimulatorReply>) => {
    const reply = event.data;
    if (reply.type === "progress") onProgress(reply.done, reply.total);
    else if (reply.type === "result") {
      finish();
      settle(reply.result);
    } else {
      finish();
      fail(new RulesError(reply.i18nKey, reply.data));
    }
  };
  worker.onerror = (event: ErrorEvent) => {
    finish();
    fail(new RulesError("FRAY.Sim.Error.Failed", { message: event.message ?? "" }));
  };
  worker.postMessage({ type: "simulate", ...request } satisfies SimulateRequest);
  return {
    result,
    cancel() {
      finish();
      settle(null);
    },
  };
}
