import { MessageChannel, type MessagePort } from "node:worker_threads";
import { serveSimulator, type SimulatorPort } from "../../../src/sim/worker-protocol.js";
import { requireClient } from "./context.js";

/**
 * A dedicated Web Worker, imitated in-process: the worker module's own message handler runs on the
 * far port of a MessageChannel. What it keeps of the public semantics (MDN "Worker",
 * "Worker.postMessage", "Worker.terminate", "Using Web Workers"; HTML Standard §10.2 "Dedicated
 * workers"): messages are structured clones delivered asynchronously, in order; a `terminate()`
 * stops the worker at once and nothing it had not yet delivered reaches the page; the page's
 * `onmessage` receives a MessageEvent-like `{ data }`. What it does not: a second thread (the
 * handler runs on this one, so a long run delays the test but never the order of messages).
 *
 * Only Fray's worker modules are known, by path: the script URL names which one to start.
 */
const WORKER_MODULES: ReadonlyArray<readonly [suffix: string, serve: (port: SimulatorPort) => void]> = [["/src/sim/worker.ts", serveSimulator]];

export class WorkerDouble {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  private readonly page: MessagePort;
  private readonly far: MessagePort;
  private terminated = false;
  /** Workers started and terminated by each client (a scenario checks none is left running). */
  static readonly started: WorkerDouble[] = [];

  constructor(url: URL | string, _options: { type?: string; name?: string } = {}) {
    requireClient("Worker");
    const path = new URL(String(url)).pathname;
    const entry = WORKER_MODULES.find(([suffix]) => path.endsWith(suffix));
    if (!entry) throw new Error(`Worker double: no worker module at ${path}`);
    const { port1, port2 } = new MessageChannel();
    this.page = port1;
    this.far = port2;
    this.page.on("message", (data: unknown) => {
      if (!this.terminated) this.onmessage?.({ data });
    });
    // The worker's global scope as its module sees it: postMessage back, onmessage for requests.
    const scope: SimulatorPort = {
      postMessage: (message) => {
        if (!this.terminated) this.far.postMessage(message);
      },
      onmessage: null,
    };
    this.far.on("message", (data: unknown) => {
      if (!this.terminated) scope.onmessage?.({ data });
    });
    entry[1](scope);
    WorkerDouble.started.push(this);
  }

  get isTerminated(): boolean {
    return this.terminated;
  }

  postMessage(message: unknown): void {
    if (!this.terminated) this.page.postMessage(message);
  }

  terminate(): void {
    this.terminated = true;
    this.page.close();
    this.far.close();
  }
}
