import { activeRuleset } from "../active.js";
import { FrayCombat } from "../documents/combat.js";
import { reportAnswer } from "../relay/relay.js";
import { SHARED_TEMPLATES } from "../templates.js";
import { requestCombat } from "./combat-request.js";
import { phaseLabel, trackerView, type TrackerCombatant } from "./encounter-logic.js";

const { CombatTracker } = foundry.applications.sidebar.tabs;
type Defaults = typeof foundry.applications.api.ApplicationV2.DEFAULT_OPTIONS;

/**
 * The combat tracker for encounter-model combats: the round and phase, one heading per group the
 * model reports (side, rank, flurry), each combatant's remaining actions, and an "act now" button
 * for whoever may act (owners for their characters, the GM for the rest). Core's header and
 * footer stay; core's turn list is replaced by ours once the encounter has begun.
 */
export class FrayCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS: Defaults = {
    actions: { frayActNow: FrayCombatTracker.onActNow, frayEndTurn: FrayCombatTracker.onEndTurn, frayClosePhase: FrayCombatTracker.onClosePhase, frayControl: FrayCombatTracker.onControl, fraySimulate: FrayCombatTracker.onSimulate },
  };

  static override PARTS: typeof CombatTracker.PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    frayTracker: { template: SHARED_TEMPLATES.trackerGroups, scrollable: [""] },
    fraySimulate: { template: SHARED_TEMPLATES.trackerSimulate },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  /** The encounter-model combat on view, if it has begun. */
  private get frayCombat(): FrayCombat | null {
    const combat = this.viewed;
    return combat instanceof FrayCombat && combat.snapshot ? combat : null;
  }

  override _configureRenderParts(options: Parameters<InstanceType<typeof CombatTracker>["_configureRenderParts"]>[0]) {
    const parts = super._configureRenderParts(options);
    // One turn list: ours while the model runs the fight, core's otherwise.
    if (this.frayCombat) delete parts["tracker"];
    else delete parts["frayTracker"];
    return parts;
  }

  override async _prepareContext(options: Parameters<InstanceType<typeof CombatTracker>["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    // The GM's Simulate control, for any combat with at least two combatants (begun or not).
    const fraySimulate = (game.user?.isGM ?? false) && (this.viewed?.combatants.size ?? 0) >= 2;
    return { ...context, fray: this.frayContext(), fraySimulate };
  }

  private frayContext() {
    const combat = this.frayCombat;
    const snapshot = combat?.snapshot;
    const i18n = game.i18n;
    if (!combat || !snapshot || !i18n) return null;
    const isGM = game.user?.isGM ?? false;
    const current = combat.combatant?.id;
    const combatants: TrackerCombatant[] = combat.combatants.contents.map((c) => ({
      id: c.id ?? "",
      name: c.name ?? "",
      img: c.img ?? "",
      defeated: c.isDefeated,
      hidden: c.hidden,
      owned: c.isOwner,
      active: c.id === current,
    }));
    const label = (key: string, data?: Readonly<Record<string, string | number>>) => (data ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : i18n.localize(key));
    const badges = activeRuleset().trackerBadges?.({ isGM }) ?? [];
    return { ...trackerView(snapshot, combatants, { isGM }, label), phaseLabel: phaseLabel(snapshot.phase), badges };
  }

  /**
   * A control the model offers (a combatant's move kinds, actions, reaction, Delay; or the
   * encounter's, with no combatant): the active GM checks who asks and lets the rules decide.
   * One the model marks `rollFirst` goes to the ruleset's roll instead.
   */
  static async onControl(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.frayCombat;
    const control = target.dataset["control"];
    const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    if (!combat?.id || !control) return;
    // A control that needs a roll first opens it here, on the presser's client (dusk: a Short move's Speed roll).
    const rollFirst = combatantId ? combat.snapshot?.controls?.[combatantId]?.find((offered) => offered.key === control)?.rollFirst : false;
    if (rollFirst && combatantId) return void (await activeRuleset().controlRoll?.(combat, combatantId, control));
    reportAnswer(await requestCombat({ op: "control", combatId: combat.id, control, ...(combatantId ? { combatantId } : {}) }));
  }

  /** The GM closes the phase the fight waits in (brp: statements of intent). */
  static async onClosePhase(this: FrayCombatTracker): Promise<void> {
    const combat = this.frayCombat;
    if (combat?.id) reportAnswer(await requestCombat({ op: "closePhase", combatId: combat.id }));
  }

  /** The combatant's End control: ends the activation under way, or passes one not yet begun. */
  static async onEndTurn(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.frayCombat;
    const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    if (!combat?.id || !combatantId) return;
    reportAnswer(await requestCombat({ op: "spend", combatId: combat.id, combatantId, cost: 0, endsActivation: true }));
  }

  /** Opens the encounter simulator (its code and worker load now, on first use). GM only. */
  static async onSimulate(this: FrayCombatTracker): Promise<void> {
    const { SimulatorDialog } = await import("../sim/dialog.js");
    await SimulatorDialog.openFor((this.viewed ?? null) as Combat.Implementation | null);
  }

  static async onActNow(this: FrayCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.frayCombat;
    const combatantId = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    if (!combat?.id || !combatantId) return;
    reportAnswer(await requestCombat({ op: "actNow", combatId: combat.id, combatantId }));
  }
}
