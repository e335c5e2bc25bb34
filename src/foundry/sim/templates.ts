import { TEMPLATE_ROOT } from "../templates.js";

/** The simulator's templates, loaded the first time a GM opens it (with the rest of the simulator's chunk). */
export const SIM_TEMPLATES = {
  dialog: `${TEMPLATE_ROOT}/sim/simulator.hbs`,
  result: `${TEMPLATE_ROOT}/sim/parts/result.hbs`,
  running: `${TEMPLATE_ROOT}/sim/parts/running.hbs`,
  balance: `${TEMPLATE_ROOT}/sim/parts/balance.hbs`,
  card: `${TEMPLATE_ROOT}/sim/card.hbs`,
} as const;
