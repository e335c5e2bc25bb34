import type { ActorSpec, DialogButton, DialogShown, DialogValues, DocumentRef, Notice, Seat, SeatHand, Table } from "../../../src/scenarios/table.js";
import { pressCard, pressTracker, runSheetAction, undoCard, exchangeOfMessage } from "../../../src/scenarios/hands.js";
import type { RulesetKey } from "../../../src/foundry/ruleset-keys.js";
import { typeIntoSheet } from "./sheet-input.js";
import { registeredSheets } from "./applications.js";
import { Client } from "./client.js";
import { Combat, ROLES, Token, type Document } from "./documents.js";
import { Server, hop, type UserRecord } from "./server.js";
import { randomID } from "./utils.js";
import { sliceFailure } from "../../../src/foundry/setup/slice-loading.js";

/**
 * The scenario table on the double: one server, four clients (GM, assistant GM, players A and
 * B), each booted through Fray's real init/setup/ready hooks. Every seat action runs on that
 * seat's client and the table settles afterwards, so assertions see what every client sees.
 */
const ROLE_OF: Readonly<Record<Seat, number>> = { gm: ROLES.GAMEMASTER, assistant: ROLES.ASSISTANT, playerA: ROLES.PLAYER, playerB: ROLES.PLAYER };
const NAME_OF: Readonly<Record<Seat, string>> = { gm: "Gamemaster", assistant: "Assistant", playerA: "Alice", playerB: "Bruno" };

export interface OpenOptions {
  readonly ruleset: RulesetKey;
  readonly seed?: string;
  /** Seats that join (all four by default); the others stay offline. */
  readonly seats?: readonly Seat[];
  /** World settings stored before anyone joins ("fray.pool_turnMode" → value). */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Raw world documents stored before anyone joins, by document name. */
  readonly world?: Readonly<Record<string, ReadonlyArray<Record<string, unknown>>>>;
  /** The world's own compendia ("world.<name>"), locked, with their raw documents. */
  readonly packs?: Readonly<Record<string, { readonly documentName: string; readonly sources: ReadonlyArray<Record<string, unknown>> }>>;
  /** Seats may boot without the ruleset's slice (only a test of that failure sets this). */
  readonly sliceMayFail?: boolean;
}

export class DoubleTable implements Table {
  readonly where = "double" as const;
  readonly clients = new Map<Seat, Client>();
  readonly users = new Map<Seat, UserRecord>();
  readonly sceneId = randomID();

  private constructor(
    readonly server: Server,
    readonly ruleset: RulesetKey,
    private readonly sliceMayFail: boolean,
  ) {}

  static async open(options: OpenOptions): Promise<DoubleTable> {
    const server = new Server(options.seed ?? `fray:${options.ruleset}`);
    const table = new DoubleTable(server, options.ruleset, options.sliceMayFail ?? false);
    for (const seat of ["gm", "assistant", "playerA", "playerB"] as const) table.users.set(seat, server.addUser(NAME_OF[seat], ROLE_OF[seat]));
    server.seed("Scene", [{ _id: table.sceneId, name: "Arena", tokens: [], flags: {} }]);
    for (const [documentName, sources] of Object.entries(options.world ?? {})) server.seed(documentName, sources);
    for (const [collection, pack] of Object.entries(options.packs ?? {})) server.seedPack(collection, pack.documentName, pack.sources);
    const settings = { "fray.ruleset": options.ruleset, "fray.rulesetChosen": true, ...options.settings };
    for (const [id, value] of Object.entries(settings)) server.presetWorldSetting(id, value);
    for (const seat of options.seats ?? (["gm", "assistant", "playerA", "playerB"] as const)) await table.join(seat);
    return table;
  }

  /** A seat's user opens the world in a fresh browser. */
  async join(seat: Seat): Promise<Client> {
    const user = this.users.get(seat);
    if (!user) throw new Error(`no seat ${seat}`);
    const client = new Client(this.server, seat, user.id);
    this.server.connect(client);
    this.clients.set(seat, client);
    await client.boot();
    // A world whose slice did not install runs on the shared glue alone; a scenario played there
    // would test nothing of its ruleset, so the table refuses to seat anyone in it.
    const failed = client.run(() => sliceFailure());
    if (failed && !this.sliceMayFail) throw new Error(`${seat}: the world's ${failed.key} ruleset did not install (${failed.reason})`);
    await this.settle();
    return client;
  }

  async reload(): Promise<void> {
    const seats = [...this.clients.keys()];
    for (const seat of seats) this.leave(seat);
    for (const seat of seats) await this.join(seat);
  }

  /** A seat's user closes the browser. */
  leave(seat: Seat): void {
    const client = this.clients.get(seat);
    if (client) this.server.disconnect(client.userId);
    this.clients.delete(seat);
  }

  has(seat: Seat): boolean {
    return this.clients.has(seat);
  }

  client(seat: Seat): Client {
    const client = this.clients.get(seat);
    if (!client) throw new Error(`seat ${seat} is not at the table`);
    return client;
  }

  seat(seat: Seat): SeatHand {
    return new DoubleSeat(this, seat);
  }

  async settle(): Promise<void> {
    let quiet = 0;
    let last = -1;
    for (let round = 0; round < 10_000 && quiet < 3; round++) {
      await hop();
      if (this.server.inFlight === 0 && this.server.activity === last) quiet++;
      else quiet = 0;
      last = this.server.activity;
    }
  }

  async createActor(spec: ActorSpec): Promise<DocumentRef> {
    const gm = this.client("gm");
    const ownership: Record<string, number> = { default: 0 };
    for (const owner of spec.owners ?? []) ownership[this.users.get(owner)?.id ?? ""] = 3;
    const disposition = { friendly: 1, neutral: 0, hostile: -1 }[spec.disposition ?? (spec.owners?.length ? "friendly" : "hostile")];
    const actor = await gm.run(async () => {
      const ActorClass = gm.documentClass("Actor") as unknown as { create(data: object): Promise<Document | undefined> };
      const created = await ActorClass.create({ name: spec.name, type: spec.type, system: spec.system ?? {}, items: spec.items ?? [], ownership, prototypeToken: { disposition, actorLink: true } });
      if (!created) throw new Error(`the GM could not create ${spec.name} (${spec.type})`);
      // Like the live table, tokens go on the scene on view (the world's active scene, else the Arena).
      const scene = gm.viewedScene();
      await scene?.createEmbeddedDocuments("Token", [{ name: spec.name, actorId: created.id, disposition, x: 100 * gm.canvasTokens().length, y: 0 }]);
      return created;
    });
    await this.settle();
    return { uuid: actor.uuid, id: actor.id ?? "", name: actor.name };
  }

  async createScene(data: Readonly<Record<string, unknown>>): Promise<DocumentRef> {
    const gm = this.client("gm");
    const { _id: _dropped, ...source } = data;
    const scene = await gm.run(async () => {
      const SceneClass = gm.documentClass("Scene") as unknown as { create(data: object): Promise<Document | undefined> };
      const created = await SceneClass.create({ tokens: [], regions: [], flags: {}, ...source });
      if (!created) throw new Error(`the GM could not create the scene ${String(source["name"])}`);
      return created;
    });
    await this.settle();
    return { uuid: scene.uuid, id: scene.id ?? "", name: String(source["name"] ?? "") };
  }

  async startCombat(actors: readonly DocumentRef[]): Promise<DocumentRef> {
    const gm = this.client("gm");
    const combat = await gm.run(async () => {
      const CombatClass = gm.documentClass("Combat") as unknown as { create(data: object): Promise<Combat | undefined> };
      const sceneId = gm.viewedScene()?.id ?? this.sceneId;
      const created = await CombatClass.create({ scene: sceneId, active: true });
      if (!created) throw new Error("the GM could not create a combat");
      const tokens = gm.canvasTokens();
      await created.createEmbeddedDocuments(
        "Combatant",
        actors.map((actor) => ({ actorId: actor.id, tokenId: tokens.find((token) => token.actor?.id === actor.id)?.id ?? null, sceneId })),
      );
      return created;
    });
    await this.settle();
    await gm.run(() => (gm.combats.get(combat.id ?? "") as Combat).startCombat());
    await this.settle();
    return { uuid: combat.uuid, id: combat.id ?? "", name: combat.name };
  }

  queueDice(faces: number, results: readonly number[]): void {
    for (const face of results) if (!Number.isInteger(face) || face < 1 || face > faces) throw new Error(`a d${faces} cannot show ${face}`);
    this.server.queueUniforms(results.map((face) => (face - 0.5) / faces));
  }

  errors(): readonly string[] {
    return [...this.clients.values()].flatMap((client) => client.errors.map((error) => `${client.seat}: ${error}`));
  }

  localize(key: string, data: Readonly<Record<string, string | number>> = {}): string {
    const i18n = this.client("gm").game["i18n"] as { format(key: string, data: object): string };
    return i18n.format(key, data);
  }
}

class DoubleSeat implements SeatHand {
  constructor(
    private readonly table: DoubleTable,
    readonly seat: Seat,
  ) {}

  private get client(): Client {
    return this.table.client(this.seat);
  }
  get userId(): string {
    return this.client.userId;
  }

  run<T>(fn: () => T | Promise<T>): Promise<T> {
    return this.client.run(async () => fn());
  }
  private async act(fn: () => Promise<unknown>): Promise<void> {
    await this.run(fn);
    await this.table.settle();
  }

  actor(ref: DocumentRef): Actor.Implementation {
    const actor = this.client.actors.get(ref.id);
    if (!actor) throw new Error(`${this.seat} cannot see actor ${ref.name}`);
    return actor as unknown as Actor.Implementation;
  }
  doc(uuid: string): foundry.abstract.Document.Any | null {
    return this.client.resolve(uuid) as unknown as foundry.abstract.Document.Any | null;
  }
  answerDialog(values: DialogValues | null, press: readonly DialogButton[] = []): void {
    this.client.dialogAnswers.push(values);
    this.client.dialogPresses.push([...press]);
  }
  async console<T>(fn: () => T | Promise<T>): Promise<T> {
    const result = await this.run(fn);
    await this.table.settle();
    return result;
  }
  async target(...actors: DocumentRef[]): Promise<void> {
    const targets = this.client.targetsOf(this.userId);
    targets.clear();
    for (const placeable of this.client.canvasTokens()) if (actors.some((actor) => actor.id === placeable.actor?.id)) targets.add(placeable);
  }
  async moveToken(ref: DocumentRef, squares: { readonly x: number; readonly y: number }): Promise<void> {
    const placeable = this.client.canvasTokens().find((candidate) => candidate.actor?.id === ref.id);
    if (!placeable) throw new Error(`${this.seat} sees no token of ${ref.name}`);
    const token = placeable.document as unknown as Token;
    const size = this.client.sceneGrid()?.size ?? 100;
    await this.act(() => token.update({ x: token.x + squares.x * size, y: token.y + squares.y * size }));
  }
  tokenPosition(ref: DocumentRef): { x: number; y: number } | null {
    const token = this.client.canvasTokens().find((candidate) => candidate.actor?.id === ref.id)?.document as unknown as Token | undefined;
    return token ? { x: token.x, y: token.y } : null;
  }
  async sheetAction(ref: DocumentRef, action: string, dataset: Readonly<Record<string, string>> = {}): Promise<void> {
    const document = this.client.resolve(ref.uuid);
    if (!document) throw new Error(`${this.seat} cannot see ${ref.name}`);
    const SheetClass = registeredSheets.get(document.type) as (new (options: object) => unknown) | undefined;
    if (!SheetClass) throw new Error(`no sheet registered for ${document.type}`);
    await this.act(() => runSheetAction(new SheetClass({ document }), action, dataset));
  }
  async typeIntoSheet(ref: DocumentRef, name: string, text: string): Promise<void> {
    const document = this.client.resolve(ref.uuid);
    if (!document) throw new Error(`${this.seat} cannot see ${ref.name}`);
    await this.act(() => typeIntoSheet(document as unknown as Parameters<typeof typeIntoSheet>[0], name, text));
  }
  private message(ref: DocumentRef): ChatMessage.Implementation {
    const message = this.client.messages.get(ref.id);
    if (!message) throw new Error(`${this.seat} cannot see message ${ref.id}`);
    return message as unknown as ChatMessage.Implementation;
  }
  async press(ref: DocumentRef, action: string, actorUuid?: string | null): Promise<void> {
    await this.act(async () => {
      const message = this.message(ref);
      await pressCard(message, action, actorUuid === undefined ? (exchangeOfMessage(message).pending?.actorUuid ?? null) : actorUuid);
    });
  }
  async undo(ref: DocumentRef, applicationId?: string): Promise<void> {
    await this.act(() => undoCard(this.message(ref), applicationId));
  }
  async tracker(control: string, dataset: Readonly<Record<string, string>> = {}): Promise<void> {
    await this.act(async () => {
      const TrackerClass = (this.client.CONFIG["ui"] as { combat?: new (options: object) => unknown }).combat;
      await pressTracker(TrackerClass ? new TrackerClass({}) : null, this.combat(), control, dataset);
    });
  }
  async setSetting(namespace: string, key: string, value: unknown): Promise<void> {
    await this.act(() => (this.client.game["settings"] as { set(ns: string, key: string, value: unknown): Promise<unknown> }).set(namespace, key, value));
  }
  messages(): ChatMessage.Implementation[] {
    return this.client.messages.contents as unknown as ChatMessage.Implementation[];
  }
  journalPagesShown(): readonly string[] {
    return [...this.client.journalPagesShown];
  }
  dialogsShown(): readonly DialogShown[] {
    return this.client.dialogsShown.map((shown) => ({ ...shown }));
  }
  notices(): readonly Notice[] {
    return [...this.client.notices];
  }
  clearNotices(): void {
    this.client.notices.length = 0;
  }
  combat(): Combat.Implementation | null {
    return (this.client.game["combat"] as Combat.Implementation | undefined) ?? null;
  }
}
