import { RulesError } from "../../core/errors.js";
import type { SimResult } from "../../sim/types.js";
import { errorText, localize } from "../flows/notify.js";
import { loadTemplates } from "../shims.js";
import { partialMap } from "../templates.js";
import { FIGHTS_RANGE, SimulationSession, sideLabel } from "./session.js";
import { SIM_TEMPLATES } from "./templates.js";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
const Base = HandlebarsApplicationMixin(ApplicationV2);
type Defaults = typeof foundry.applications.api.ApplicationV2.DEFAULT_OPTIONS;

type Phase = "ready" | "running" | "done" | "cancelled" | "failed";

const LEFT_OUT: Readonly<Record<string, string>> = { defeated: "FRAY.Sim.LeftOut.Defeated", noActor: "FRAY.Sim.LeftOut.NoActor", otherRuleset: "FRAY.Sim.LeftOut.OtherRuleset" };

/**
 * The GM's simulator for the combat on view: who fights on which side, how many fights and the
 * seed, a progress bar with Cancel while the worker plays them, then the result as a small chart
 * and a button whispering it to the GMs as a chat card.
 */
export class SimulatorDialog extends Base {
  static override DEFAULT_OPTIONS: Defaults = {
    id: "fray-simulator",
    classes: ["fray", "fray-simulator"],
    window: { title: "FRAY.Sim.Title", icon: "fa-solid fa-dice" },
    position: { width: 460 },
    actions: { frayRunSimulation: SimulatorDialog.onRun, frayCancelSimulation: SimulatorDialog.onCancel, frayPostSimulation: SimulatorDialog.onPost },
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

  constructor(
    readonly session: SimulationSession,
    options: ConstructorParameters<typeof Base>[0] = {},
  ) {
    super(options);
  }

  /** Opens (or brings forward) the simulator for `combat`; a refusal is shown as a warning and returns null. */
  static async openFor(combat: Combat.Implementation | null): Promise<SimulatorDialog | null> {
    let session: SimulationSession;
    try {
      session = SimulationSession.ofCombat(combat);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      ui.notifications?.warn(errorText(error));
      return null;
    }
    await loadTemplates(partialMap(Object.values(SIM_TEMPLATES)));
    const userId = game.user?.id ?? "";
    const previous = SimulatorDialog.open.get(userId);
    if (previous?.session && !previous.session.isRunning) await previous.close();
    const dialog = previous?.session.isRunning ? previous : new SimulatorDialog(session);
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
    return {
      ...base,
      phase: this.phase,
      running: this.phase === "running",
      fights: this.fights,
      fightsRange: FIGHTS_RANGE,
      seed: this.seed,
      progress: { ...this.progress, percent: this.progress.total ? Math.round((100 * this.progress.done) / this.progress.total) : 0 },
      sides: spec.sides.map((side) => ({ label: sideLabel(side.key), names: side.fighters.map((fighter) => String((fighter as { name?: string }).name ?? "")).join(", ") })),
      left: left.map((entry) => ({ name: entry.name, why: localize(LEFT_OUT[entry.why] ?? entry.why) })),
      problem: this.problem,
      view: this.result ? this.session.view(this.result) : null,
    };
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
