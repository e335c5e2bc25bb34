import { activeRulesetKey } from "../foundry/active.js";
import type { RulesetKey } from "../foundry/ruleset-keys.js";
import { pressCard, pressTracker, runSheetAction, undoCard, exchangeOfMessage } from "../scenarios/hands.js";
import type { ActorSpec, DialogButton, DialogShown, DialogValues, DocumentRef, Notice, Seat, SeatHand, Table } from "../scenarios/table.js";

/**
 * The scenario table in a live world (Quench). A live browser is one user: the active GM running
 * Quench holds the "gm" seat and no other, so scenarios that need a player or the assistant are
 * skipped here and covered by the double in `npm test`. Dice are queued by replacing
 * `CONFIG.Dice.randomUniform`; dialogs are answered from the `renderDialogV2` hook; everything the
 * table creates (actors, tokens, combats, cards) is deleted afterwards.
 */

type Created = { delete(): Promise<unknown> };
interface DieLike {
  mapRandomFace?(uniform: number): number;
}
interface TokenLike {
  actor: { id: string | null } | null;
  setTarget(targeted: boolean, options: { releaseOthers: boolean }): void;
}

export class LiveTable implements Table {
  readonly where = "live" as const;
  readonly ruleset: RulesetKey = activeRulesetKey();
  private readonly created: Created[] = [];
  private readonly messagesBefore = new Set<string | null>((game.messages?.contents ?? []).map((message: { id: string | null }) => message.id));
  private readonly uniforms: number[] = [];
  private readonly originalUniform = (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform;
  readonly hand = new LiveSeat(this);

  constructor() {
    (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => this.uniforms.shift() ?? this.originalUniform();
  }

  has(seat: Seat): boolean {
    return seat === "gm" && (game.users?.activeGM?.isSelf ?? false);
  }

  seat(seat: Seat): SeatHand {
    if (!this.has(seat)) throw new Error(`the ${seat} seat is not available in a live world`);
    return this.hand;
  }

  async createActor(spec: ActorSpec): Promise<DocumentRef> {
    const actor = await Actor.create({ name: `Scenario ${spec.name}`, type: spec.type, system: spec.system ?? {}, items: spec.items ?? [] } as unknown as Actor.CreateData);
    if (!actor) throw new Error(`could not create ${spec.name}`);
    this.created.push(actor);
    const scene = canvas?.scene;
    if (scene) {
      const disposition = { friendly: 1, neutral: 0, hostile: -1 }[spec.disposition ?? (spec.owners?.length ? "friendly" : "hostile")];
      const tokenData = (await actor.getTokenDocument({ x: 100 * this.created.length, y: 100, disposition } as never)).toObject();
      const tokens = (await scene.createEmbeddedDocuments("Token", [tokenData as never])) as unknown as Created[] | undefined;
      if (tokens?.[0]) this.created.push(tokens[0]);
    }
    return { uuid: actor.uuid, id: actor.id ?? "", name: actor.name };
  }

  /** The scene active before a scenario made its own, made active again at teardown. */
  private sceneBefore: { activate(): Promise<unknown> } | null | undefined;

  async createScene(data: Readonly<Record<string, unknown>>): Promise<DocumentRef> {
    const { _id: _dropped, active, ...source } = data;
    if (this.sceneBefore === undefined) this.sceneBefore = (game.scenes?.active as unknown as { activate(): Promise<unknown> } | undefined) ?? null;
    const scene = await Scene.create({ tokens: [], regions: [], flags: {}, ...source, name: `Scenario ${String(source["name"] ?? "")}`, active: false } as unknown as Scene.CreateData);
    if (!scene) throw new Error(`could not create the scene ${String(source["name"])}`);
    this.created.push(scene);
    if (active) {
      await scene.activate();
      // The canvas draws the activated scene on its own time: wait until it shows it.
      for (let waited = 0; canvas?.scene?.id !== scene.id && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { uuid: scene.uuid, id: scene.id ?? "", name: scene.name };
  }

  async startCombat(actors: readonly DocumentRef[]): Promise<DocumentRef> {
    const combat = await Combat.create({ scene: canvas?.scene?.id ?? null, active: true } as unknown as Combat.CreateData);
    if (!combat) throw new Error("could not create a combat");
    this.created.push(combat);
    const tokens = (canvas?.tokens?.placeables ?? []) as unknown as Array<{ id: string; actor: { id: string | null } | null }>;
    await combat.createEmbeddedDocuments(
      "Combatant",
      actors.map((actor) => ({ actorId: actor.id, tokenId: tokens.find((token) => token.actor?.id === actor.id)?.id ?? null, sceneId: canvas?.scene?.id ?? null })) as never,
    );
    await combat.startCombat();
    await this.settle();
    return { uuid: combat.uuid, id: combat.id ?? "", name: combat.name ?? "" };
  }

  /** Foundry maps a uniform number to a face (`Die#mapRandomFace`); the uniform for each face is found by asking it. */
  queueDice(faces: number, results: readonly number[]): void {
    const die = new foundry.dice.terms.Die({ number: 1, faces }) as unknown as DieLike;
    for (const face of results) {
      const candidates = [(face - 0.5) / faces, 1 - (face - 0.5) / faces];
      const uniform = die.mapRandomFace ? candidates.find((u) => die.mapRandomFace?.(u) === face) : candidates[0];
      this.uniforms.push(uniform ?? candidates[0] ?? 0);
    }
  }

  async reload(): Promise<void> {
    throw new Error("a live table cannot reload the world in the middle of a Quench run");
  }

  async settle(): Promise<void> {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  errors(): readonly string[] {
    return [];
  }

  localize(key: string, data: Readonly<Record<string, string | number>> = {}): string {
    return game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? key;
  }

  /** Deletes what the scenario made and gives Foundry its dice back. */
  async teardown(): Promise<void> {
    (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = this.originalUniform;
    this.hand.release();
    for (const message of game.messages?.contents ?? []) if (!this.messagesBefore.has(message.id)) this.created.push(message);
    for (const document of this.created.reverse()) {
      try {
        await document.delete();
      } catch {
        // Already gone with its parent (a token with its scene's actor, an item with its actor).
      }
    }
    await this.sceneBefore?.activate();
  }
}

class LiveSeat implements SeatHand {
  readonly seat: Seat = "gm";
  private readonly answers: Array<{ values: DialogValues | null; press: readonly DialogButton[] }> = [];
  private readonly pagesShown: string[] = [];
  private readonly shown: DialogShown[] = [];
  private readonly journalHook: number;
  private readonly seen: Notice[] = [];
  private readonly hook: number;
  private readonly originalNotify: (message: string, type?: string, options?: object) => unknown;

  constructor(private readonly table: LiveTable) {
    this.hook = Hooks.on("renderDialogV2" as never, ((dialog: { close(): Promise<unknown> }, element: HTMLElement) => this.answer(dialog, element)) as never);
    // A journal sheet opened at a page (the guide's "?"): v13 passes `pageId` in the render options.
    this.journalHook = Hooks.on("renderJournalEntrySheet" as never, ((sheet: { document?: { uuid?: string }; pageId?: string }, _element: HTMLElement, _context: unknown, options: { pageId?: string }) => {
      this.pagesShown.push(`${sheet.document?.uuid ?? ""}.JournalEntryPage.${options?.pageId ?? sheet.pageId ?? ""}`);
    }) as never);
    const notifications = ui.notifications as unknown as { notify(message: string, type?: string, options?: object): unknown };
    this.originalNotify = notifications.notify.bind(notifications);
    notifications.notify = (message: string, type = "info", options = {}) => {
      this.seen.push({ level: type === "warning" ? "warn" : (type as Notice["level"]), message });
      return this.originalNotify(message, type, options);
    };
  }

  get userId(): string {
    return game.user?.id ?? "";
  }

  async console<T>(fn: () => T | Promise<T>): Promise<T> {
    return fn();
  }

  release(): void {
    Hooks.off("renderDialogV2" as never, this.hook);
    Hooks.off("renderJournalEntrySheet" as never, this.journalHook);
    (ui.notifications as unknown as { notify: LiveSeat["originalNotify"] }).notify = this.originalNotify;
  }

  private answer(dialog: { close(): Promise<unknown>; title?: string }, element: HTMLElement): void {
    if (!this.answers.length) return;
    const { values, press } = this.answers.shift() ?? { values: null, press: [] };
    const textNow = () => element.innerText.replace(/\s+/g, " ").trim();
    const shown = { title: String(dialog.title ?? ""), opened: textNow(), answered: textNow() };
    this.shown.push(shown);
    for (const button of press) {
      const selector = Object.entries(button).map(([key, value]) => `[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"]`).join("");
      const found = element.querySelector<HTMLElement>(selector);
      if (!found) throw new Error(`the dialog has no button ${selector}`);
      found.click();
    }
    if (values === null) {
      void dialog.close();
      return;
    }
    for (const [name, value] of Object.entries(values)) {
      const field = element.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (!field) throw new Error(`the dialog has no field "${name}"`);
      if (field.type === "checkbox") field.checked = Boolean(value);
      else field.value = String(value);
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    // Live parts (odds) re-render after a change without being awaited: read the dialog once they have.
    setTimeout(() => {
      shown.answered = textNow();
      element.querySelector<HTMLButtonElement>("button[data-action].default, footer button[data-action]")?.click();
    }, 250);
  }

  run<T>(fn: () => T | Promise<T>): Promise<T> {
    return Promise.resolve(fn());
  }
  actor(ref: DocumentRef): Actor.Implementation {
    const actor = game.actors?.get(ref.id);
    if (!actor) throw new Error(`no actor ${ref.name}`);
    return actor as Actor.Implementation;
  }
  doc(uuid: string): foundry.abstract.Document.Any | null {
    return fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as foundry.abstract.Document.Any | null;
  }
  answerDialog(values: DialogValues | null, press: readonly DialogButton[] = []): void {
    this.answers.push({ values, press });
  }
  journalPagesShown(): readonly string[] {
    return [...this.pagesShown];
  }
  dialogsShown(): readonly DialogShown[] {
    return this.shown.map((shown) => ({ ...shown }));
  }
  async target(...actors: DocumentRef[]): Promise<void> {
    const tokens = (canvas?.tokens?.placeables ?? []) as unknown as TokenLike[];
    let first = true;
    for (const token of tokens) {
      if (!actors.some((actor) => actor.id === token.actor?.id)) continue;
      token.setTarget(true, { releaseOthers: first });
      first = false;
    }
  }
  async moveToken(ref: DocumentRef, squares: { readonly x: number; readonly y: number }): Promise<void> {
    const token = this.tokenOf(ref);
    if (!token) throw new Error(`no token of ${ref.name} on the scene`);
    const size = canvas?.grid?.size ?? 100;
    await token.update({ x: token.x + squares.x * size, y: token.y + squares.y * size });
  }
  tokenPosition(ref: DocumentRef): { x: number; y: number } | null {
    const token = this.tokenOf(ref);
    return token ? { x: token.x, y: token.y } : null;
  }
  private tokenOf(ref: DocumentRef): { x: number; y: number; update(data: object): Promise<unknown> } | null {
    const placeables = (canvas?.tokens?.placeables ?? []) as unknown as Array<{ actor: { id: string | null } | null; document: { x: number; y: number; update(data: object): Promise<unknown> } }>;
    return placeables.find((placeable) => placeable.actor?.id === ref.id)?.document ?? null;
  }
  async sheetAction(ref: DocumentRef, action: string, dataset: Readonly<Record<string, string>> = {}): Promise<void> {
    const document = this.doc(ref.uuid) as { sheet?: unknown } | null;
    if (!document?.sheet) throw new Error(`no sheet for ${ref.name}`);
    await runSheetAction(document.sheet, action, dataset);
    await this.table.settle();
  }
  /** The real sheet, rendered in edit mode; the text goes into its input and a `change` event follows. */
  async typeIntoSheet(ref: DocumentRef, name: string, text: string): Promise<void> {
    const document = this.doc(ref.uuid) as { sheet?: unknown } | null;
    const sheet = document?.sheet as { render(options: object): Promise<unknown>; close(): Promise<unknown>; element: HTMLElement } | undefined;
    if (!sheet) throw new Error(`no sheet for ${ref.name}`);
    await sheet.render({ force: true, mode: "edit" });
    const input = sheet.element.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!input) throw new Error(`the sheet of ${ref.name} has no input "${name}"`);
    input.value = text;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await this.table.settle();
    await sheet.close();
  }
  private message(ref: DocumentRef): ChatMessage.Implementation {
    const message = game.messages?.get(ref.id);
    if (!message) throw new Error(`no message ${ref.id}`);
    return message as ChatMessage.Implementation;
  }
  async press(ref: DocumentRef, action: string, actorUuid?: string | null): Promise<void> {
    const message = this.message(ref);
    await pressCard(message, action, actorUuid === undefined ? (exchangeOfMessage(message).pending?.actorUuid ?? null) : actorUuid);
    await this.table.settle();
  }
  async undo(ref: DocumentRef, applicationId?: string): Promise<void> {
    await undoCard(this.message(ref), applicationId);
    await this.table.settle();
  }
  async tracker(control: string, dataset: Readonly<Record<string, string>> = {}): Promise<void> {
    await pressTracker(ui.combat, this.combat(), control, dataset);
    await this.table.settle();
  }
  async setSetting(namespace: string, key: string, value: unknown): Promise<void> {
    await (game.settings as unknown as { set(ns: string, key: string, value: unknown): Promise<unknown> }).set(namespace, key, value);
    await this.table.settle();
  }
  messages(): ChatMessage.Implementation[] {
    return (game.messages?.contents ?? []) as ChatMessage.Implementation[];
  }
  notices(): readonly Notice[] {
    return [...this.seen];
  }
  clearNotices(): void {
    this.seen.length = 0;
  }
  combat(): Combat.Implementation | null {
    return (game.combat as Combat.Implementation | null | undefined) ?? null;
  }
}
