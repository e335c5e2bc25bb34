import { RulesError } from "../../core/errors.js";
import type { SimResult } from "../../sim/types.js";
import { activeRuleset } from "../active.js";
import { sideOfDisposition } from "../combat/encounter-logic.js";
import { format, localize } from "../flows/notify.js";
import { renderTemplate } from "../shims.js";
import { encounterOfCombat, type CombatEncounter, type CombatantRow } from "./combat-encounter.js";
import type { ActorSource } from "./fighters.js";
import { resultView, type ResultView } from "./result-view.js";
import { SIM_TEMPLATES } from "./templates.js";
import { runInWorker, type SimulationRun } from "./worker-client.js";

/** Fights per run the dialog accepts: enough for a useful interval, few enough to stay quick. */
export const FIGHTS_RANGE = { min: 100, max: 100_000, initial: 5_000 } as const;

/** Side keys the encounter model takes from token dispositions; a ruleset's own side names show as they are. */
const DISPOSITION_SIDES: Readonly<Record<string, string>> = { friendly: "FRAY.Sim.Side.Friendly", hostile: "FRAY.Sim.Side.Hostile", neutral: "FRAY.Sim.Side.Neutral" };

export function sideLabel(key: string): string {
  const label = DISPOSITION_SIDES[key];
  return label ? localize(label) : key;
}

/**
 * One GM's simulation of one combat: the encounter read once from the combatants as the GM's
 * client sees them (nothing comes from another client), runs in a Web Worker, and the result
 * whispered to the GMs on request. The simulator only reads: no document changes.
 */
export class SimulationSession {
  private running: SimulationRun | null = null;

  private constructor(
    readonly combatName: string,
    readonly encounter: CombatEncounter,
  ) {}

  /** Refused unless the user is a GM and the combat has two sides able to fight. */
  static ofCombat(combat: Combat.Implementation | null): SimulationSession {
    if (!game.user?.isGM) throw new RulesError("FRAY.Sim.Error.GMOnly");
    if (!combat) throw new RulesError("FRAY.Sim.Error.NoCombat");
    const ruleset = activeRuleset();
    const rows: CombatantRow[] = combat.combatants.contents.map((combatant) => {
      const actor = combatant.actor;
      const side = (actor ? ruleset.participantOf?.(actor, combatant).side : undefined) ?? sideOfDisposition(combatant.token?.disposition);
      return { combatantId: combatant.id ?? "", name: combatant.name ?? "", side, defeated: combatant.isDefeated, actor: actor ? (actor.toObject() as unknown as ActorSource) : null };
    });
    return new SimulationSession(combat.name ?? "", encounterOfCombat(ruleset.key, rows));
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  /** Plays the encounter `fights` times in a worker; null when cancelled. A second run while one is under way is refused. */
  async run(options: { readonly fights: number; readonly seed: string }, onProgress: (done: number, total: number) => void): Promise<SimResult | null> {
    if (this.running) throw new RulesError("FRAY.Sim.Error.AlreadyRunning");
    const fights = Number(options.fights);
    if (!Number.isInteger(fights) || fights < FIGHTS_RANGE.min || fights > FIGHTS_RANGE.max) throw new RulesError("FRAY.Sim.Error.BadFights", { min: FIGHTS_RANGE.min, max: FIGHTS_RANGE.max });
    const seed = String(options.seed ?? "").trim() || String(Date.now());
    const run = runInWorker({ spec: this.encounter.spec, fights, seed }, onProgress);
    this.running = run;
    try {
      return await run.result;
    } finally {
      this.running = null;
    }
  }

  cancel(): void {
    this.running?.cancel();
  }

  view(result: SimResult): ResultView {
    return resultView(result, sideLabel);
  }

  /** Whispers the result to the GMs as a chat card. */
  async postCard(result: SimResult): Promise<ChatMessage.Implementation | undefined> {
    if (!game.user?.isGM) throw new RulesError("FRAY.Sim.Error.GMOnly");
    const content = await renderTemplate(SIM_TEMPLATES.card, { title: format("FRAY.Sim.Card.Title", { combat: this.combatName }), view: this.view(result) });
    const whisper = ((game.users?.contents ?? []) as User.Implementation[]).filter((user) => user.isGM).map((user) => user.id ?? "");
    return (await ChatMessage.create({ content, whisper, speaker: { alias: localize("FRAY.Sim.Title") } } as unknown as ChatMessage.CreateData)) ?? undefined;
  }
}
