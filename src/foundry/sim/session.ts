import { RulesError } from "../../core/errors.js";
import type { BalanceQuery, BalanceResult, FoeType } from "../../sim/balance.js";
import type { SimResult } from "../../sim/types.js";
import { activeRuleset } from "../active.js";
import { sideOfDisposition } from "../combat/encounter-logic.js";
import { format, localize } from "../flows/notify.js";
import { rulesetOfType } from "../ruleset-keys.js";
import { gameSettings } from "../settings/option-store.js";
import { renderTemplate } from "../shims.js";
import type { ActorSource, FighterReading } from "./actor-source.js";
import { balanceView, type BalanceView } from "./balance-view.js";
import { encounterOfCombat, type CombatEncounter, type CombatantRow } from "./combat-encounter.js";
import { loadFighterReading } from "./fighter-loaders.js";
import { resultView, type ResultView } from "./result-view.js";
import { SIM_TEMPLATES } from "./templates.js";
import { balanceInWorker, runInWorker, type WorkerRun } from "./worker-client.js";

/** Fights per run the dialog accepts: enough for a useful interval, few enough to stay quick. */
export const FIGHTS_RANGE = { min: 100, max: 100_000, initial: 5_000 } as const;

/**
 * What the balance form accepts: the win chance aimed at (percent), the most foes tried, and the
 * fights the search may spend (its cost: about a second per few thousand on a slow ruleset).
 */
export const BALANCE_RANGE = { target: { min: 5, max: 95, initial: 50 }, maxFoes: { min: 1, max: 30, initial: 12 }, budget: { min: 500, max: 100_000, initial: 6_000 } } as const;

/** Side keys the encounter model takes from token dispositions; a ruleset's own side names show as they are. */
const DISPOSITION_SIDES: Readonly<Record<string, string>> = { friendly: "FRAY.Sim.Side.Friendly", hostile: "FRAY.Sim.Side.Hostile", neutral: "FRAY.Sim.Side.Neutral" };

export function sideLabel(key: string): string {
  const label = DISPOSITION_SIDES[key];
  return label ? localize(label) : key;
}

/** An actor a GM may balance against: one of this world's, or an entry of an Actor compendium. */
export interface FoeChoice {
  readonly uuid: string;
  readonly name: string;
  /** Where it comes from: the world, or the compendium's title. */
  readonly source: string;
}

export interface BalanceSettings {
  /** The side whose win chance is aimed at. */
  readonly side: string;
  /** The win chance wanted, in percent. */
  readonly targetPercent: number;
  /** The foes to draw from (UUIDs): one gives "how many", several "which mix". */
  readonly foes: readonly string[];
  readonly maxFoes: number;
  readonly seed: string;
  /** Fights the whole search may play. */
  readonly budget: number;
}

/**
 * One GM's simulation of one combat: the encounter read once from the combatants as the GM's
 * client sees them (nothing comes from another client) with the world's ruleset's own actor →
 * fighter reading, runs and balancing searches in a Web Worker, and the result whispered to the
 * GMs on request. The simulator only reads: no document changes.
 */
export class SimulationSession {
  private running: WorkerRun<unknown> | null = null;

  private constructor(
    readonly combatName: string,
    readonly encounter: CombatEncounter,
    private readonly fighterOf: FighterReading,
  ) {}

  /** Refused unless the user is a GM and the combat has two sides able to fight. */
  static async ofCombat(combat: Combat.Implementation | null): Promise<SimulationSession> {
    if (!game.user?.isGM) throw new RulesError("FRAY.Sim.Error.GMOnly");
    if (!combat) throw new RulesError("FRAY.Sim.Error.NoCombat");
    const ruleset = activeRuleset();
    const rows: CombatantRow[] = combat.combatants.contents.map((combatant) => {
      const actor = combatant.actor;
      const side = (actor ? ruleset.participantOf?.(actor, combatant).side : undefined) ?? sideOfDisposition(combatant.token?.disposition);
      return { combatantId: combatant.id ?? "", name: combatant.name ?? "", side, defeated: combatant.isDefeated, actor: actor ? (actor.toObject() as unknown as ActorSource) : null };
    });
    const fighterOf = await loadFighterReading(ruleset.key);
    // The fights follow the world's rule options, as the table's do (the Impact table's placeholder rows, clash's tier preset…).
    const options = ruleset.options?.store.read(gameSettings());
    const encounter = encounterOfCombat(ruleset.key, rows, fighterOf);
    return new SimulationSession(combat.name ?? "", options ? { ...encounter, spec: { ...encounter.spec, options } } : encounter, fighterOf);
  }

  get isRunning(): boolean {
    return this.running !== null;
  }

  /** Plays the encounter `fights` times in a worker; null when cancelled. A second run while one is under way is refused. */
  async run(options: { readonly fights: number; readonly seed: string }, onProgress: (done: number, total: number) => void): Promise<SimResult | null> {
    const fights = Number(options.fights);
    if (!Number.isInteger(fights) || fights < FIGHTS_RANGE.min || fights > FIGHTS_RANGE.max) throw new RulesError("FRAY.Sim.Error.BadFights", { min: FIGHTS_RANGE.min, max: FIGHTS_RANGE.max });
    return this.inWorker(() => runInWorker({ spec: this.encounter.spec, fights, seed: seedOf(options.seed) }, onProgress));
  }

  /**
   * Finds how many of one foe (or which mix of several) gives the query's side its target win
   * chance, searching in a worker within the simulator's fight budget; null when cancelled.
   */
  balance(query: BalanceQuery, onProgress: (done: number, total: number) => void): Promise<BalanceResult | null> {
    return this.inWorker(() => balanceInWorker(query, onProgress));
  }

  /** The query a balance run sends: the side as it stands, the chosen foes read like the combatants. */
  async balanceQuery(settings: BalanceSettings): Promise<BalanceQuery> {
    const side = this.encounter.spec.sides.find((candidate) => candidate.key === settings.side);
    if (!side) throw new RulesError("FRAY.Sim.Error.BalanceSide", { side: String(settings.side) });
    const target = Number(settings.targetPercent);
    if (!Number.isFinite(target) || target < BALANCE_RANGE.target.min || target > BALANCE_RANGE.target.max) throw new RulesError("FRAY.Sim.Error.BalanceTarget", { min: BALANCE_RANGE.target.min, max: BALANCE_RANGE.target.max });
    const maxFoes = Number(settings.maxFoes);
    if (!Number.isInteger(maxFoes) || maxFoes < BALANCE_RANGE.maxFoes.min || maxFoes > BALANCE_RANGE.maxFoes.max) throw new RulesError("FRAY.Sim.Error.BalanceMaxFoes", { min: BALANCE_RANGE.maxFoes.min, max: BALANCE_RANGE.maxFoes.max });
    const budget = Number(settings.budget);
    if (!Number.isInteger(budget) || budget < BALANCE_RANGE.budget.min || budget > BALANCE_RANGE.budget.max) throw new RulesError("FRAY.Sim.Error.BalanceBudget", { min: BALANCE_RANGE.budget.min, max: BALANCE_RANGE.budget.max });
    const uuids = [...new Set(settings.foes)];
    if (uuids.length === 0) throw new RulesError("FRAY.Sim.Error.BalanceNoFoes");
    const pool: FoeType[] = [];
    for (const [n, uuid] of uuids.entries()) pool.push({ fighter: await this.foeOf(uuid, `balance-foe-${n + 1}`) });
    const foesKey = this.encounter.spec.sides.find((candidate) => candidate.key !== side.key)?.key ?? "foes";
    const options = this.encounter.spec.options;
    return { ruleset: this.encounter.spec.ruleset, side, foes: { key: foesKey, pool }, target: target / 100, mode: pool.length === 1 ? "count" : "mix", maxFoes, seed: seedOf(settings.seed), budget, ...(options ? { options } : {}) };
  }

  /** A foe by UUID (world actor or compendium entry) as a fighter of this world's ruleset. */
  private async foeOf(uuid: string, id: string): Promise<FoeType["fighter"]> {
    const found = (await fromUuid(uuid as Parameters<typeof fromUuid>[0])) as { documentName?: string; name?: string; type?: string; toObject(): unknown } | null;
    if (!found || found.documentName !== "Actor") throw new RulesError("FRAY.Sim.Error.BalanceFoeMissing", { uuid });
    const source = found.toObject() as ActorSource;
    if (rulesetOfType(source.type) !== this.encounter.spec.ruleset) throw new RulesError("FRAY.Sim.Error.WrongRuleset", { name: source.name, ruleset: this.encounter.spec.ruleset });
    return { ...(this.fighterOf(source, id) as object), id, name: source.name } as FoeType["fighter"];
  }

  cancel(): void {
    this.running?.cancel();
  }

  view(result: SimResult): ResultView {
    return resultView(result, sideLabel);
  }

  balanceView(result: BalanceResult, query: Pick<BalanceQuery, "side" | "target" | "foes">): BalanceView {
    return balanceView(result, query, sideLabel);
  }

  /** Whispers the result to the GMs as a chat card. */
  async postCard(result: SimResult): Promise<ChatMessage.Implementation | undefined> {
    if (!game.user?.isGM) throw new RulesError("FRAY.Sim.Error.GMOnly");
    const content = await renderTemplate(SIM_TEMPLATES.card, { title: format("FRAY.Sim.Card.Title", { combat: this.combatName }), view: this.view(result) });
    const whisper = ((game.users?.contents ?? []) as User.Implementation[]).filter((user) => user.isGM).map((user) => user.id ?? "");
    return (await ChatMessage.create({ content, whisper, speaker: { alias: localize("FRAY.Sim.Title") } } as unknown as ChatMessage.CreateData)) ?? undefined;
  }

  /** One worker at a time per session: a second request while one is under way is refused. */
  private async inWorker<T>(start: () => WorkerRun<T>): Promise<T | null> {
    if (this.running) throw new RulesError("FRAY.Sim.Error.AlreadyRunning");
    const run = start();
    this.running = run;
    try {
      return await run.result;
    } finally {
      this.running = null;
    }
  }
}

/** The seed typed in, or a new one each run when left empty. */
function seedOf(typed: unknown): string {
  return String(typed ?? "").trim() || String(Date.now());
}

/** Every actor of `ruleset` a GM could balance against: the world's, then each Actor compendium's (by its index). */
export async function foeChoices(ruleset: string): Promise<FoeChoice[]> {
  const choices: FoeChoice[] = [];
  const worldLabel = localize("FRAY.Sim.Balance.FromWorld");
  for (const actor of (game.actors?.contents ?? []) as Actor.Implementation[]) {
    if (rulesetOfType(String(actor.type)) === ruleset) choices.push({ uuid: actor.uuid, name: actor.name, source: worldLabel });
  }
  for (const pack of (game.packs?.contents ?? []) as CompendiumCollection.Any[]) {
    if (pack.documentName !== "Actor") continue;
    const index = (await pack.getIndex({ fields: ["type"] })) as unknown as Iterable<{ _id: string; uuid?: string; name?: string; type?: string }>;
    for (const entry of index) {
      if (rulesetOfType(entry.type) === ruleset) choices.push({ uuid: entry.uuid ?? `Compendium.${pack.collection}.Actor.${entry._id}`, name: entry.name ?? "", source: pack.title });
    }
  }
  return choices;
}
