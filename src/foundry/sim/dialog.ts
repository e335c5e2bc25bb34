import { RulesError } from "../../core/errors.js";
import type { BalanceQuery, BalanceResult } from "../../sim/balance.js";
import type { SimResult } from "../../sim/types.js";
import { errorText, localize } from "../flows/notify.js";
import { loadTemplates } from "../shims.js";
import { partialMap } from "../templates.js";
import { BALANCE_RANGE, FIGHTS_RANGE, SimulationSession, foeChoices, sideLabel, type BalanceSettings, type FoeChoice } from "./session.js";
import { SIM_TEMPLATES } from "./templates.js";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);
type Defaults = typeof foundry.applications.api.ApplicationV2.DEFAULT_OPTIONS;

type Phase = "ready" | "running" | "done" | "cancelled" | "failed";

const LEFT_OUT: Readonly<Record<string, string>> = { defeated: "FRAY.Sim.LeftOut.Defeated", noActor: "FRAY.Sim.LeftOut.NoActor", otherRuleset: "FRAY.Sim.LeftOut.OtherRuleset" };

/**
 * The GM's simulator for the combat on view: who fights on which side, how many fights and the
 * seed, a progress bar with Cancel while the worker plays them, then the result as a small chart
 * and a button whispering it to the GMs as a chat card. Below, "balance": the side to balance
 * for, the win chance wanted and the foes to draw from (this world's actors and the compendia's
 * of its ruleset); the worker finds how many (or which mix) come closest, with the same bar and Cancel.
 */
export class SimulatorDialog extends Base {
  static override DEFAULT_OPTIONS: Defaults = {
    id: "fray-simulator",
    classes: ["fray", "fray-simulator"],
    window: { title: "FRAY.Sim.Title", icon: "fa-solid fa-dice" },
    position: { width: 460 },
    actions: { frayRunSimulation: SimulatorDialog.onRun, frayCancelSimulation: SimulatorDialog.onCancel, frayPostSimulation: SimulatorDialog.onPost, frayRunBalance: SimulatorDialog.onBalance },
  };

  static override PARTS: typeof Base.PARTS = {
    body: { template: SIM_TEMPLATES.dialog },
  };

  /** The dialog each GM has open, by user id (so a second press brings the same one forward). */
  private static readonly open = new Map<string, SimulatorDialog>();

  phase: Phase = "ready";
  result: SimResult | null = null;
  private progress = { done: 0, total: 0 };
  private problem = "";
  private fights: number = FIGHTS_RANGE.initial;
  private seed = "";
  /** The balance form, its run and its answer (with the query it answered, for the names). */
  balancePhase: Phase = "ready";
  balanceResult: { readonly result: BalanceResult; readonly query: BalanceQuery } | null = null;
  private balanceProblem = "";
  private balanceOpen = false;
  private balanceSettings: Omit<BalanceSettings, "seed">;

  constructor(
    readonly session: SimulationSession,
    /** Foes the GM may balance against, read when the dialog opened. */
    readonly foes: readonly FoeChoice[] = [],
    options: ConstructorParameters<typeof Base>[0] = {},
  ) {
    super(options);
    const sides = session.encounter.spec.sides;
    this.balanceSettings = { side: (sides.find((side) => side.key === "friendly") ?? sides[0])?.key ?? "", targetPercent: BALANCE_RANGE.target.initial, foes: [], maxFoes: BALANCE_RANGE.maxFoes.initial, budget: BALANCE_RANGE.budget.initial };
  }

  /** Opens (or brings forward) the simulator for `combat`; a refusal is shown as a warning and returns null. */
  static async openFor(combat: Combat.Implementation | null): Promise<SimulatorDialog | null> {
    let session: SimulationSession;
    try {
      session = await SimulationSession.ofCombat(combat);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      ui.notifications?.warn(errorText(error));
      return null;
    }
    await loadTemplates(partialMap(Object.values(SIM_TEMPLATES)));
    const userId = game.user?.id ?? "";
    const previous = SimulatorDialog.open.get(userId);
    if (previous?.session && !previous.session.isRunning) await previous.close();
    const dialog = previous?.session.isRunning ? previous : new SimulatorDialog(session, await foeChoices(session.encounter.spec.ruleset));
    SimulatorDialog.open.set(userId, dialog);
    await dialog.render({ force: true });
    return dialog;
  }

  /** The dialog this user has open, if any. */
  static openBy(userId: string): SimulatorDialog | null {
    return SimulatorDialog.open.get(userId) ?? null;
  }

  override async _prepareContext(options: Parameters<InstanceType<typeof Base>["_prepareContext"]>[0]) {
    const base = await super._prepareContext(options);
    const { spec, left } = this.session.encounter;
    const settings = this.balanceSettings;
    const groups = new Map<string, { uuid: string; name: string; selected: boolean }[]>();
    for (const foe of this.foes) groups.set(foe.source, [...(groups.get(foe.source) ?? []), { uuid: foe.uuid, name: foe.name, selected: settings.foes.includes(foe.uuid) }]);
    return {
      ...base,
      phase: this.phase,
      running: this.session.isRunning,
      simulating: this.phase === "running",
      balancing: this.balancePhase === "running",
      fights: this.fights,
      fightsRange: FIGHTS_RANGE,
      seed: this.seed,
      progress: { ...this.progress, percent: this.progress.total ? Math.round((100 * this.progress.done) / this.progress.total) : 0 },
      sides: spec.sides.map((side) => ({ label: sideLabel(side.key), names: side.fighters.map((fighter) => String((fighter as { name?: string }).name ?? "")).join(", ") })),
      left: left.map((entry) => ({ name: entry.name, why: localize(LEFT_OUT[entry.why] ?? entry.why) })),
      problem: this.problem,
      view: this.result ? this.session.view(this.result) : null,
      balance: {
        open: this.balanceOpen,
        phase: this.balancePhase,
        range: BALANCE_RANGE,
        target: settings.targetPercent,
        maxFoes: settings.maxFoes,
        budget: settings.budget,
        sides: spec.sides.map((side) => ({ key: side.key, label: sideLabel(side.key), selected: side.key === settings.side })),
        groups: [...groups].map(([label, foes]) => ({ label, foes })),
        problem: this.balanceProblem,
        view: this.balanceResult ? this.session.balanceView(this.balanceResult.result, this.balanceResult.query) : null,
      },
    };
  }

  /** Balances with these settings (what the Balance button does with the form's values); null when cancelled or refused. */
  async balanceFoes(settings: BalanceSettings): Promise<BalanceResult | null> {
    this.balanceOpen = true;
    this.balanceSettings = { side: settings.side, targetPercent: settings.targetPercent, foes: [...settings.foes], maxFoes: settings.maxFoes, budget: settings.budget };
    this.balanceProblem = "";
    this.progress = { done: 0, total: 0 };
    let query: BalanceQuery;
    try {
      query = await this.session.balanceQuery(settings);
    } catch (error) {
      this.balancePhase = "failed";
      this.balanceProblem = errorText(error);
      await this.render();
      return null;
    }
    this.balancePhase = "running";
    // The worker starts before the bar is drawn, so Cancel stops it whenever it is pressed.
    const running = this.session.balance(query, (done, total) => this.showProgress(done, total));
    try {
      await this.render();
      const result = await running;
      if (result) this.balanceResult = { result, query };
      this.balancePhase = result ? "done" : "cancelled";
      return result;
    } catch (error) {
      this.balancePhase = "failed";
      this.balanceProblem = errorText(error);
      return null;
    } finally {
      await this.render();
    }
  }

  /** Runs the simulation with these settings (what the Run button does with the form's values). */
  async simulate(fights: number, seed: string): Promise<SimResult | null> {
    this.fights = fights;
    this.seed = seed;
    this.problem = "";
    this.progress = { done: 0, total: fights };
    this.phase = "running";
    // The worker starts before the bar is drawn, so Cancel stops it whenever it is pressed.
    const running = this.session.run({ fights, seed }, (done, total) => this.showProgress(done, total));
    try {
      await this.render();
      const result = await running;
      this.result = result ?? this.result;
      this.phase = result ? "done" : "cancelled";
      return result;
    } catch (error) {
      this.phase = "failed";
      this.problem = errorText(error);
      return null;
    } finally {
      await this.render();
    }
  }

  override async _onRender(...args: Parameters<InstanceType<typeof Base>["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    // A re-render keeps the balance section as the GM left it (open or closed).
    this.element?.querySelector("details.fray-sim-balance")?.addEventListener("toggle", (event) => {
      this.balanceOpen = (event.currentTarget as HTMLDetailsElement).open;
    });
  }

  /** Moves the bar without re-rendering the dialog (progress arrives many times a second). */
  private showProgress(done: number, total: number): void {
    this.progress = { done, total };
    const bar = this.element?.querySelector<HTMLProgressElement>("progress.fray-sim-progress");
    if (bar) {
      bar.max = total;
      bar.value = done;
    }
  }

  static async onRun(this: SimulatorDialog): Promise<void> {
    const read = (name: string) => this.element?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? "";
    await this.simulate(Number(read("fights")), read("seed"));
  }

  static async onBalance(this: SimulatorDialog): Promise<void> {
    const field = (name: string) => this.element?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`) ?? null;
    const foes = [...(this.element?.querySelectorAll<HTMLOptionElement>('[name="balanceFoes"] option') ?? [])].filter((option) => option.selected).map((option) => option.value);
    await this.balanceFoes({ side: field("balanceSide")?.value ?? "", targetPercent: Number(field("balanceTarget")?.value), foes, maxFoes: Number(field("balanceMaxFoes")?.value), budget: Number(field("balanceBudget")?.value), seed: field("seed")?.value ?? "" });
  }

  static onCancel(this: SimulatorDialog): void {
    this.session.cancel();
  }

  static async onPost(this: SimulatorDialog): Promise<void> {
    if (this.result) await this.session.postCard(this.result);
  }

  override async close(options?: Parameters<InstanceType<typeof Base>["close"]>[0]) {
    this.session.cancel();
    if (SimulatorDialog.open.get(game.user?.id ?? "") === this) SimulatorDialog.open.delete(game.user?.id ?? "");
    return super.close(options);
  }
}
