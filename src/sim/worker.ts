/**
 * The simulator's Web Worker entry (its own chunk, loaded only when a GM simulates): plays the
 * fights off the page's thread, so the table never freezes while thousands of them run.
 */
import { serveSimulator, type SimulatorPort } from "./worker-protocol.js";

// In a dedicated worker the global scope is the port: `self` and `globalThis` are the same object.
serveSimulator(globalThis as unknown as SimulatorPort);
