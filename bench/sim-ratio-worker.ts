/**
 * One ruleset's exchange ratio for the `sim` row, measured in a process of its own (see
 * `isolatedExchangeRatio` in rows/sim.ts): nothing else has run in this isolate, so the JIT's
 * view of the shared dice classes is this ruleset's alone. Prints the figures as JSON.
 */
import { EXCHANGES, exchangeRatio } from "./rows/sim.js";

const ruleset = process.argv[2] ?? "";
const exchange = EXCHANGES[ruleset];
if (!exchange) throw new Error(`no exchange path for "${ruleset}"`);
console.log(JSON.stringify(exchangeRatio(exchange)));
