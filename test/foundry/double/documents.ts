import { requireClient, currentClient } from "./context.js";
import type { Client } from "./client.js";
import { Roll } from "./dice.js";
import { DataModel, validateChanged, type SchemaField } from "./fields.js";
import { applyUpdate, changedPaths, deepClone, expandObject, isPlainObject, randomID, type Plain } from "./utils.js";

/**
 * The client-side Document classes Fray touches (Actor, Item, ActiveEffect, ChatMessage, Combat,
 * Combatant, Scene, Token, User). Each client holds its own instances, rebuilt from what the
 * server broadcasts. Behaviour from the knowledge-base article "Users" (ownership levels)
 * and the API pages of foundry.abstract.Document (create/update/delete, createEmbeddedDocuments, testUserPermission,
 * isOwner, getFlag/setFlag/unsetFlag, the preCreate/onCreate lifecycle).
 */

export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export const ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/** Embedded collections per document name: { Item: "items" } means source key and collection `items`. */
export const EMBEDDED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Actor: { Item: "items", ActiveEffect: "effects" },
  Item: { ActiveEffect: "effects" },
  Combat: { Combatant: "combatants" },
  Scene: { Token: "tokens", Region: "regions" },
  Region: { RegionBehavior: "behaviors" },
};

/** The stored fields of each document (system data is its type's model's business). */
const BASE_FIELDS: Readonly<Record<string, Plain>> = {
  Actor: { name: "", type: "base", img: "icons/svg/mystery-man.svg", system: {}, items: [], effects: [], folder: null, sort: 0, ownership: { default: 0 }, flags: {}, prototypeToken: { disposition: -1, actorLink: false } },
  Item: { name: "", type: "base", img: "icons/svg/item-bag.svg", system: {}, effects: [], folder: null, sort: 0, ownership: { default: 0 }, flags: {} },
  ActiveEffect: { name: "", img: "icons/svg/aura.svg", statuses: [], disabled: false, changes: [], origin: null, duration: {}, flags: {} },
  ChatMessage: { type: "base", system: {}, author: null, content: "", flavor: "", speaker: {}, whisper: [], blind: false, rolls: [], timestamp: 0, flags: {} },
  Combat: { scene: null, active: false, round: 0, turn: null, combatants: [], flags: {} },
  Combatant: { actorId: null, tokenId: null, sceneId: null, name: "", img: null, initiative: null, hidden: false, defeated: false, flags: {} },
  // A scene's grid is null until a scenario gives it one (see Client#sceneGrid).
  Scene: { name: "", active: false, grid: null, tokens: [], regions: [], flags: {} },
  Token: { name: "", actorId: null, actorLink: true, disposition: -1, x: 0, y: 0, rotation: 0, width: 1, height: 1, bar1: { attribute: null }, bar2: { attribute: null }, delta: null, flags: {} },
  Region: { name: "", shapes: [], behaviors: [], flags: {} },
  RegionBehavior: { name: "", type: "base", system: {}, disabled: false, flags: {} },
};

type ModelClass = typeof DataModel;

/** The data model class for a typed document's subtype on this client, if registered. */
function modelFor(client: Client, documentName: string, type: unknown): ModelClass | null {
  const config = (client.CONFIG as unknown as Record<string, { dataModels?: Record<string, ModelClass> } | undefined>)[documentName];
  return (typeof type === "string" && config?.dataModels?.[type]) || null;
}

/**
 * A document's source as a client holds it after loading: known fields only (unknown top-level
 * keys dropped), defaults filled, `system` migrated and cleaned by the subtype's model.
 */
export function cleanDocumentSource(client: Client, documentName: string, data: Plain): Plain {
  const base = BASE_FIELDS[documentName] ?? {};
  const out: Plain = { _id: data["_id"] ?? null };
  for (const [key, initial] of Object.entries(base)) out[key] = data[key] === undefined ? deepClone(initial) : deepClone(data[key]);
  if (documentName === "ChatMessage") out["rolls"] = (out["rolls"] as unknown[]).map((roll) => (typeof roll === "string" ? roll : JSON.stringify(roll)));
  if ("system" in base) {
    const model = modelFor(client, documentName, out["type"]);
    out["system"] = model ? model.cleanSource(out["system"]) : isPlainObject(out["system"]) ? out["system"] : {};
  }
  for (const [embeddedName, key] of Object.entries(EMBEDDED[documentName] ?? {})) {
    out[key] = ((out[key] as Plain[] | undefined) ?? []).map((child) => cleanDocumentSource(client, embeddedName, child));
  }
  return out;
}

/** Checks a system update against the subtype's schema; throws like Foundry's validation. */
export function validateUpdate(client: Client, documentName: string, source: Plain, changes: Plain): void {
  const model = modelFor(client, documentName, source["type"]);
  const systemChanges = changes["system"];
  if (!model || !isPlainObject(systemChanges)) return;
  validateChanged(model.schema as SchemaField, source["system"] as Plain, changedPaths(systemChanges), `${documentName} [${String(source["_id"])}] system`);
}

/** A collection of documents by id (foundry.utils.Collection: a Map whose iteration yields values). */
export class Collection<T> {
  private readonly entries_ = new Map<string, T>();
  get size(): number {
    return this.entries_.size;
  }
  get(id: string): T | undefined {
    return this.entries_.get(id);
  }
  set(id: string, value: T): this {
    this.entries_.set(id, value);
    return this;
  }
  has(id: string): boolean {
    return this.entries_.has(id);
  }
  delete(id: string): boolean {
    return this.entries_.delete(id);
  }
  clear(): void {
    this.entries_.clear();
  }
  keys(): IterableIterator<string> {
    return this.entries_.keys();
  }
  values(): IterableIterator<T> {
    return this.entries_.values();
  }
  entries(): IterableIterator<[string, T]> {
    return this.entries_.entries();
  }
  get contents(): T[] {
    return [...this.entries_.values()];
  }
  find(predicate: (value: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }
  filter(predicate: (value: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }
  map<U>(fn: (value: T) => U): U[] {
    return this.contents.map(fn);
  }
  some(predicate: (value: T) => boolean): boolean {
    return this.contents.some(predicate);
  }
  first(): T | undefined {
    return this.contents[0];
  }
  getName(name: string): T | undefined {
    return this.find((value) => (value as { name?: string }).name === name);
  }
  [Symbol.iterator](): IterableIterator<T> {
    return this.entries_.values();
  }
}

/**
 * A world collection (`game.actors`, `game.items`) with `fromCompendium` (API v13
 * `WorldCollection#fromCompendium`): the data to create a world document from a compendium one,
 * its source without its id, folder, sort and ownership, so the copy is the world's own.
 */
export class WorldCollection<T> extends Collection<T> {
  fromCompendium(document: { readonly _source: Plain }): Plain {
    const { _id: _dropped, ...data } = deepClone(document._source);
    return { ...data, folder: null, sort: 0, ownership: { default: 0 } };
  }
}

export interface OperationOptions extends Plain {
  parent?: Document | null;
  recursive?: boolean;
  keepId?: boolean;
}

/** foundry.abstract.Document as the client sees it. */
export class Document {
  static documentName = "Document";
  declare _source: Plain;
  declare parent: Document | null;
  declare client: Client;
  declare system: unknown;
  declare collections: Record<string, Collection<Document>>;

  constructor(data: Plain = {}, context: { parent?: Document | null; client?: Client; validate?: boolean } = {}) {
    const client = context.client ?? requireClient("new Document");
    Object.defineProperty(this, "client", { value: client, enumerable: false, writable: true });
    Object.defineProperty(this, "parent", { value: context.parent ?? null, enumerable: false, writable: true });
    this._source = cleanDocumentSource(client, this.documentName, data);
    this.collections = {};
    this._initialize(context.validate ?? true);
  }

  get documentName(): string {
    return (this.constructor as typeof Document).documentName;
  }

  /** Rebuilds `system` and the embedded collections from `_source`, then prepares the data. */
  _initialize(validate = false): void {
    const model = modelFor(this.client, this.documentName, this._source["type"]);
    if ("system" in this._source) this.system = model ? new model(this._source["system"], { parent: this, validate }) : deepClone(this._source["system"]);
    for (const [embeddedName, key] of Object.entries(EMBEDDED[this.documentName] ?? {})) {
      // Embedded documents keep their identity across their parent's updates, as in core.
      const previous = this.collections[key];
      const collection = new Collection<Document>();
      const list = this._source[key] as Plain[];
      list.forEach((childSource, index) => {
        const id = String(childSource["_id"]);
        let child = previous?.get(id);
        if (child) {
          child._source = childSource;
          child._initialize();
        } else {
          const ChildClass = this.client.documentClass(embeddedName);
          child = new ChildClass(childSource, { parent: this, client: this.client, validate });
        }
        list[index] = child._source;
        collection.set(id, child);
      });
      this.collections[key] = collection;
    }
    this.safePrepare();
  }

  /** `DataModel#reset`: rebuilt from its source and prepared again (after a change the data depends on). */
  reset(): void {
    this._initialize();
  }

  /**
   * Data preparation as clients run it when documents load or change: a failure is reported
   * and the document stays usable (core's safe preparation); the double records the failure so
   * a scenario can insist there was none.
   */
  safePrepare(): void {
    try {
      this.prepareData();
    } catch (error) {
      this.client.recordError(`Failed data preparation for ${this.uuid}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  prepareData(): void {
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {
    (this.system as { prepareBaseData?(): void } | undefined)?.prepareBaseData?.();
  }
  prepareEmbeddedDocuments(): void {
    for (const collection of Object.values(this.collections)) for (const child of collection.values()) child.prepareData();
  }
  prepareDerivedData(): void {
    (this.system as { prepareDerivedData?(): void } | undefined)?.prepareDerivedData?.();
  }

  get id(): string | null {
    return (this._source["_id"] as string | null) ?? null;
  }
  get _id(): string | null {
    return this.id;
  }
  get uuid(): string {
    const own = `${this.documentName}.${this.id ?? ""}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }
  get name(): string {
    return String(this._source["name"] ?? "");
  }
  get type(): string {
    return String(this._source["type"] ?? "base");
  }
  get img(): string | null {
    return (this._source["img"] as string | null | undefined) ?? null;
  }
  get flags(): Plain {
    return this._source["flags"] as Plain;
  }
  get ownership(): Plain {
    return (this._source["ownership"] as Plain | undefined) ?? {};
  }
  get items(): Collection<Document> {
    return this.collections["items"] ?? new Collection();
  }
  get effects(): Collection<Document> {
    return this.collections["effects"] ?? new Collection();
  }

  toObject(): Plain {
    return deepClone(this._source);
  }

  /**
   * Changes this document's source in memory only (API `foundry.abstract.DataModel#updateSource`):
   * what `_preCreate` uses to adjust a document before it is sent to the server.
   */
  updateSource(changes: Plain = {}): Plain {
    this._source = cleanDocumentSource(this.client, this.documentName, applyUpdate(this._source, expandObject(changes)));
    this._initialize();
    return changes;
  }
  toJSON(): Plain {
    return this.toObject();
  }

  // ------------------------------------------------------------ ownership

  /** The user's ownership level (CONST.DOCUMENT_OWNERSHIP_LEVELS, knowledge base "Users"): GMs own everything. */
  getUserLevel(user: { id: string | null; isGM: boolean }): number {
    if (user.isGM) return OWNERSHIP.OWNER;
    if (this.parent) return this.parent.getUserLevel(user);
    const ownership = this.ownership;
    const own = user.id ? ownership[user.id] : undefined;
    return Number(own ?? ownership["default"] ?? OWNERSHIP.NONE);
  }

  testUserPermission(user: { id: string | null; isGM: boolean }, permission: keyof typeof OWNERSHIP | number, options: { exact?: boolean } = {}): boolean {
    const wanted = typeof permission === "number" ? permission : OWNERSHIP[permission];
    const level = this.getUserLevel(user);
    return options.exact ? level === wanted : level >= wanted;
  }

  get isOwner(): boolean {
    return this.testUserPermission(this.client.user, "OWNER");
  }

  get hasPlayerOwner(): boolean {
    return this.client.users.contents.some((user) => !user.isGM && this.testUserPermission(user, "OWNER"));
  }

  get limited(): boolean {
    return this.getUserLevel(this.client.user) === OWNERSHIP.LIMITED;
  }

  // ------------------------------------------------------------ flags

  getFlag(scope: string, key: string): unknown {
    const scoped = this.flags[scope] as Plain | undefined;
    return scoped ? expandGet(scoped, key) : undefined;
  }
  setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  unsetFlag(scope: string, key: string): Promise<this | undefined> {
    const parts = key.split(".");
    const last = parts.pop() as string;
    return this.update({ [["flags", scope, ...parts, `-=${last}`].join(".")]: null });
  }

  // ------------------------------------------------------------ operations

  /** The client operating on this document; a scenario acting through another seat is a mistake. */
  protected actingClient(): Client {
    const client = currentClient() ?? this.client;
    if (client !== this.client) throw new Error(`Foundry double: ${client.seat} used a document belonging to ${this.client.seat}`);
    return client;
  }

  async update(changes: Plain = {}, options: OperationOptions = {}): Promise<this | undefined> {
    const client = this.actingClient();
    const [updated] = await client.updateDocuments(this.documentName, this.parent, [{ ...changes, _id: this.id }], options);
    return updated === undefined ? undefined : this;
  }

  async delete(options: OperationOptions = {}): Promise<this | undefined> {
    const client = this.actingClient();
    const [deleted] = await client.deleteDocuments(this.documentName, this.parent, [this.id ?? ""], options);
    return deleted === undefined ? undefined : this;
  }

  /**
   * Core's delete confirmation (v13 `ClientDocumentMixin#deleteDialog`, which dnd5e's and
   * draw-steel's sheets call for an item row's delete control): a yes/no dialog, answered by the
   * scenario like any other (`answerDialog(null)` closes it, any other answer confirms); the
   * document is deleted only on yes.
   */
  async deleteDialog(): Promise<this | false | undefined> {
    return (await this.confirmed(`Delete ${this.name}`, "a delete confirmation")) ? this.delete() : false;
  }

  /** A core yes/no confirmation answered by the scenario: null or `{ button: "no" }` says no. */
  protected async confirmed(title: string, what: string): Promise<boolean> {
    const client = this.actingClient();
    client.dialogsOpened.push(title);
    if (!client.dialogAnswers.length) {
      client.recordError(`${what} opened that the scenario did not answer: "${this.name}"`);
      return false;
    }
    const answer = client.dialogAnswers.shift() ?? null;
    return answer !== null && (answer as { button?: unknown })["button"] !== "no";
  }

  getEmbeddedCollection(embeddedName: string): Collection<Document> {
    const key = EMBEDDED[this.documentName]?.[embeddedName];
    if (!key) throw new Error(`${embeddedName} is not embedded in ${this.documentName}`);
    return this.collections[key] ?? new Collection();
  }
  getEmbeddedDocument(embeddedName: string, id: string): Document | undefined {
    return this.getEmbeddedCollection(embeddedName).get(id);
  }
  createEmbeddedDocuments(embeddedName: string, data: Plain[], options: OperationOptions = {}): Promise<Document[]> {
    return this.actingClient().createDocuments(embeddedName, this, data, options);
  }
  updateEmbeddedDocuments(embeddedName: string, updates: Plain[], options: OperationOptions = {}): Promise<Document[]> {
    return this.actingClient().updateDocuments(embeddedName, this, updates, options);
  }
  deleteEmbeddedDocuments(embeddedName: string, ids: string[], options: OperationOptions = {}): Promise<Document[]> {
    return this.actingClient().deleteDocuments(embeddedName, this, ids, options);
  }

  static async create(data: Plain | Plain[], options: OperationOptions = {}): Promise<unknown> {
    const list = Array.isArray(data) ? data : [data];
    const created = await requireClient(`${this.documentName}.create`).createDocuments(this.documentName, options.parent ?? null, list, options);
    return Array.isArray(data) ? created : created[0];
  }
  static createDocuments(data: Plain[], options: OperationOptions = {}): Promise<Document[]> {
    return requireClient(`${this.documentName}.createDocuments`).createDocuments(this.documentName, options.parent ?? null, data, options);
  }
  static updateDocuments(updates: Plain[], options: OperationOptions = {}): Promise<Document[]> {
    return requireClient(`${this.documentName}.updateDocuments`).updateDocuments(this.documentName, options.parent ?? null, updates, options);
  }
  static deleteDocuments(ids: string[], options: OperationOptions = {}): Promise<Document[]> {
    return requireClient(`${this.documentName}.deleteDocuments`).deleteDocuments(this.documentName, options.parent ?? null, ids, options);
  }
  /** The subtypes the system declares (system.json documentTypes) for this document. */
  static get TYPES(): string[] {
    return requireClient("Document.TYPES").typesOf(this.documentName);
  }

  // Lifecycle methods subclasses may override; the base ones do nothing.
  async _preCreate(_data: Plain, _options: OperationOptions, _user: unknown): Promise<boolean | void> {}
  async _preUpdate(changes: Plain, options: OperationOptions, user: unknown): Promise<boolean | void> {
    // Core's Document#_preUpdate asks a system data model's own _preUpdate (API v13 TypeDataModel#_preUpdate).
    const system = this.system as { _preUpdate?(changes: Plain, options: OperationOptions, user: unknown): Promise<boolean | void> } | undefined;
    return typeof system?._preUpdate === "function" ? system._preUpdate(changes, options, user) : undefined;
  }
  async _preDelete(_options: OperationOptions, _user: unknown): Promise<boolean | void> {}
  _onCreate(_data: Plain, _options: OperationOptions, _userId: string): void {}
  _onUpdate(_changes: Plain, _options: OperationOptions, _userId: string): void {}
  _onDelete(_options: OperationOptions, _userId: string): void {}
}

function expandGet(data: Plain, path: string): unknown {
  let here: unknown = data;
  for (const key of path.split(".")) here = isPlainObject(here) ? here[key] : undefined;
  return here;
}

/** A token on the canvas (placeable) as `game.user.targets` and `canvas.tokens` hold it. */
export interface TokenPlaceable {
  readonly id: string;
  readonly document: Token;
  readonly actor: Document | null;
  readonly center: { x: number; y: number };
  readonly name: string;
  /** API `Token#control()` / `release()`: selects or deselects it for this user, firing `controlToken`. */
  control(): boolean;
  release(): boolean;
}

export class Actor extends Document {
  static override documentName = "Actor";
  get prototypeToken(): Plain {
    return this._source["prototypeToken"] as Plain;
  }
  /** Status ids of the actor's effects (ActiveEffect `statuses`). */
  get statuses(): Set<string> {
    return new Set(this.effects.contents.flatMap((effect) => (effect._source["disabled"] ? [] : (effect._source["statuses"] as string[]))));
  }
  /** A synthetic actor (an unlinked token's) has its token as parent. */
  get isToken(): boolean {
    return this.parent instanceof Token;
  }
  /** The token a synthetic actor belongs to; null for a world actor. */
  get token(): Token | null {
    return this.parent instanceof Token ? this.parent : null;
  }
  /** API `Actor#getActiveTokens(linked, document)`: its tokens on the canvas, as placeables or (document true) token documents. */
  getActiveTokens(_linked = false, document = false): TokenPlaceable[] | Token[] {
    const placed = this.client.canvasTokens().filter((token) => token.actor === this);
    return document ? placed.map((token) => token.document) : placed;
  }
  /** A synthetic actor's ownership is its base actor's (the token's delta holds no ownership of its own here). */
  override getUserLevel(user: { id: string | null; isGM: boolean }): number {
    const base = this.token?.baseActor;
    return base ? base.getUserLevel(user) : super.getUserLevel(user);
  }

  // A synthetic actor is not stored on its own: every change to it (its fields or its embedded
  // items and effects) is written into its token's delta, which the server stores and broadcasts
  // as a Token update; each client then rebuilds the synthetic actor from base actor + delta.
  override async update(changes: Plain = {}, options: OperationOptions = {}): Promise<this | undefined> {
    const token = this.token;
    if (!token) return super.update(changes, options);
    const expanded = expandObject(changes);
    const next = options.recursive === false ? { ...deepClone(this._source), ...expanded } : applyUpdate(this._source, expanded);
    await token.writeDelta(next, Object.keys(expanded).map((key) => key.replace(/^(-=|==)/, "")));
    return this;
  }
  override createEmbeddedDocuments(embeddedName: string, data: Plain[], options: OperationOptions = {}): Promise<Document[]> {
    const token = this.token;
    if (!token) return super.createEmbeddedDocuments(embeddedName, data, options);
    return this.changeEmbedded(token, embeddedName, (list) => [...list, ...data.map((source) => ({ ...deepClone(source), _id: options.keepId && source["_id"] ? source["_id"] : randomID() }))]);
  }
  override updateEmbeddedDocuments(embeddedName: string, updates: Plain[], options: OperationOptions = {}): Promise<Document[]> {
    const token = this.token;
    if (!token) return super.updateEmbeddedDocuments(embeddedName, updates, options);
    return this.changeEmbedded(token, embeddedName, (list) =>
      list.map((source) => {
        const change = updates.find((update) => update["_id"] === source["_id"]);
        if (!change) return source;
        const { _id, ...rest } = change;
        const expanded = expandObject(rest);
        return options.recursive === false ? { ...source, ...expanded } : applyUpdate(source, expanded);
      }),
    );
  }
  override deleteEmbeddedDocuments(embeddedName: string, ids: string[], options: OperationOptions = {}): Promise<Document[]> {
    const token = this.token;
    if (!token) return super.deleteEmbeddedDocuments(embeddedName, ids, options);
    return this.changeEmbedded(token, embeddedName, (list) => list.filter((source) => !ids.includes(String(source["_id"]))));
  }
  private async changeEmbedded(token: Token, embeddedName: string, change: (list: Plain[]) => Plain[]): Promise<Document[]> {
    const key = EMBEDDED["Actor"]?.[embeddedName];
    if (!key) throw new Error(`${embeddedName} is not embedded in Actor`);
    const before = this._source[key] as Plain[];
    const after = change(before.map((source) => deepClone(source)));
    await token.writeDelta({ ...deepClone(this._source), [key]: after }, [key]);
    const touched = new Set(after.filter((source) => !before.some((old) => JSON.stringify(old) === JSON.stringify(source))).map((source) => String(source["_id"])));
    return this.getEmbeddedCollection(embeddedName).filter((child) => touched.has(child.id ?? ""));
  }
  /**
   * v13 `Actor#toggleStatusEffect(id, { active })`: adds or removes the effect carrying that
   * status (CONFIG.statusEffects entry), as dnd5e's condition toggles rely on.
   */
  async toggleStatusEffect(statusId: string, options: { active?: boolean } = {}): Promise<unknown> {
    const existing = this.effects.contents.filter((effect) => (effect._source["statuses"] as string[]).includes(statusId));
    const active = options.active ?? existing.length === 0;
    if (!active && existing.length) return this.deleteEmbeddedDocuments("ActiveEffect", existing.map((effect) => effect.id ?? ""));
    if (active && !existing.length) {
      const entry = (this.client.CONFIG.statusEffects as Array<{ id: string; name?: string; img?: string }>).find((effect) => effect.id === statusId);
      return this.createEmbeddedDocuments("ActiveEffect", [{ name: entry?.name ?? statusId, img: entry?.img ?? "icons/svg/aura.svg", statuses: [statusId] }]);
    }
    return undefined;
  }
  static async createDialog(): Promise<unknown> {
    throw new Error("Foundry double: create dialogs are not imitated");
  }
}

export class Item extends Document {
  static override documentName = "Item";
  get actor(): Document | null {
    return this.parent instanceof Actor ? this.parent : null;
  }
  /** An item of a synthetic actor changes through that actor (into its token's delta). */
  override async update(changes: Plain = {}, options: OperationOptions = {}): Promise<this | undefined> {
    if (!(this.parent instanceof Actor && this.parent.isToken)) return super.update(changes, options);
    await this.parent.updateEmbeddedDocuments("Item", [{ ...changes, _id: this.id }], options);
    return this;
  }
  override async delete(options: OperationOptions = {}): Promise<this | undefined> {
    if (!(this.parent instanceof Actor && this.parent.isToken)) return super.delete(options);
    await this.parent.deleteEmbeddedDocuments("Item", [this.id ?? ""], options);
    return this;
  }
  static async createDialog(): Promise<unknown> {
    throw new Error("Foundry double: create dialogs are not imitated");
  }
}

export class ActiveEffect extends Document {
  static override documentName = "ActiveEffect";
  get statuses(): Set<string> {
    return new Set(this._source["statuses"] as string[]);
  }
  /** An effect switched off applies nothing and shows no status (ActiveEffect's `disabled` field, API `ActiveEffect#disabled`). */
  get disabled(): boolean {
    return Boolean(this._source["disabled"]);
  }
}

export class ChatMessage extends Document {
  static override documentName = "ChatMessage";
  get author(): User | undefined {
    return this.client.users.get(String(this._source["author"]));
  }
  get content(): string {
    return String(this._source["content"]);
  }
  get flavor(): string {
    return String(this._source["flavor"]);
  }
  get speaker(): Plain {
    return this._source["speaker"] as Plain;
  }
  get whisper(): string[] {
    return this._source["whisper"] as string[];
  }
  get blind(): boolean {
    return Boolean(this._source["blind"]);
  }
  /** API page ChatMessage#visible: a whispered message shows to its author and its recipients only. */
  get visible(): boolean {
    const user = requireClient("ChatMessage#visible").user;
    const whisper = this.whisper;
    return whisper.length === 0 || this._source["author"] === user.id || whisper.includes(user.id ?? "");
  }
  /** Source rolls are JSON strings; the document offers Roll instances. */
  get rolls(): Roll[] {
    return (this._source["rolls"] as string[]).map((json) => Roll.fromJSON(json));
  }
  get isRoll(): boolean {
    return this.rolls.length > 0;
  }
  /** Chat messages belong to their author (and GMs). */
  override getUserLevel(user: { id: string | null; isGM: boolean }): number {
    if (user.isGM || user.id === this._source["author"]) return OWNERSHIP.OWNER;
    return OWNERSHIP.OBSERVER;
  }
  static getSpeaker({ actor, alias }: { actor?: Document | null; alias?: string } = {}): Plain {
    const client = requireClient("ChatMessage.getSpeaker");
    return { scene: null, actor: actor?.id ?? null, token: null, alias: alias ?? actor?.name ?? client.user.name };
  }
  /** Core roll modes: public, GM only (whisper to GMs), blind (whisper to GMs, hidden from the roller), self. */
  static applyRollMode(data: Plain, mode: string): Plain {
    const client = requireClient("ChatMessage.applyRollMode");
    const gms = client.users.contents.filter((user) => user.isGM).map((user) => user.id);
    if (mode === "gmroll" || mode === "blindroll") data["whisper"] = gms;
    if (mode === "blindroll") data["blind"] = true;
    if (mode === "selfroll") data["whisper"] = [client.user.id];
    if (mode === "publicroll") data["whisper"] = [];
    return data;
  }
}

export class Scene extends Document {
  static override documentName = "Scene";
  /** API `Scene#activate`: this becomes the active scene, the one every client views (an update of `active`; the server deactivates the one before). */
  activate(): Promise<unknown> {
    return this.update({ active: true });
  }
  /** The scene's grid configuration (`Scene#grid`: size in pixels, distance per square, units), when stored. */
  get grid(): Plain | null {
    return (this._source["grid"] as Plain | null | undefined) ?? null;
  }
  get tokens(): Collection<Document> {
    return this.collections["tokens"] ?? new Collection();
  }
  get regions(): Collection<Document> {
    return this.collections["regions"] ?? new Collection();
  }
  get active(): boolean {
    return Boolean(this._source["active"]);
  }
}

/**
 * A Scene Region (v12+, knowledge base "Regions"): shapes on the scene and the behaviours that act
 * in them. `testPoint` (v13 `RegionDocument#testPoint`, an elevated point) answers whether a point
 * lies inside any of its rectangle or polygon shapes; the double ignores elevation and holes.
 */
export class Region extends Document {
  static override documentName = "Region";
  get behaviors(): Collection<Document> {
    return this.collections["behaviors"] ?? new Collection();
  }
  testPoint(point: { x: number; y: number; elevation?: number }): boolean {
    return (this._source["shapes"] as Plain[]).some((shape) => {
      if (shape["type"] === "rectangle") {
        const [x, y, width, height] = ["x", "y", "width", "height"].map((key) => Number(shape[key]));
        return point.x >= x! && point.x <= x! + width! && point.y >= y! && point.y <= y! + height!;
      }
      if (shape["type"] === "polygon") return insidePolygon(shape["points"] as number[], point);
      return false;
    });
  }
}

/** Even-odd ray casting over a flat list of corners x0, y0, x1, y1, … */
function insidePolygon(points: readonly number[], point: { x: number; y: number }): boolean {
  let inside = false;
  for (let a = 0, b = points.length - 2; a < points.length; b = a, a += 2) {
    const [ax, ay, bx, by] = [points[a]!, points[a + 1]!, points[b]!, points[b + 1]!];
    if (ay > point.y !== by > point.y && point.x < ((bx - ax) * (point.y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/** A Region's behaviour (API `RegionBehavior`): a typed `system` from `CONFIG.RegionBehavior.dataModels`, and `disabled`. */
export class RegionBehavior extends Document {
  static override documentName = "RegionBehavior";
  get disabled(): boolean {
    return Boolean(this._source["disabled"]);
  }
}

/** The embedded collections an actor delta may change, with what marks a base document deleted. */
const DELTA_COLLECTIONS = ["items", "effects"] as const;
const TOMBSTONE = "_tombstone";

/**
 * The synthetic actor's source: the base actor's source with the token's delta laid over it
 * (knowledge base "Tokens": an unlinked token keeps its own copy of the actor's data; API
 * `ActorDelta`, `TokenDocument#delta`, `Actor#isToken`; pf2e's `ActorDeltaPF2e` builds on it).
 * `system` and `flags` merge key by key; name and img replace when set; embedded documents
 * replace the base's of the same id, add new ones, and a tombstone (`_tombstone: true`) hides a
 * base document the token's copy deleted.
 */
export function syntheticSource(base: Plain, delta: Plain | null): Plain {
  const out = deepClone(base);
  if (!delta) return out;
  for (const key of ["name", "img"] as const) if (delta[key] !== undefined && delta[key] !== null) out[key] = deepClone(delta[key]);
  for (const key of ["system", "flags"] as const) if (isPlainObject(delta[key])) out[key] = applyUpdate(isPlainObject(out[key]) ? out[key] : {}, delta[key]);
  for (const key of DELTA_COLLECTIONS) {
    const changes = delta[key];
    if (!Array.isArray(changes)) continue;
    const list = ((out[key] as Plain[] | undefined) ?? []).map((source) => changes.find((change: Plain) => change["_id"] === source["_id"]) ?? source);
    for (const change of changes as Plain[]) if (!list.some((source) => source["_id"] === change["_id"])) list.push(change);
    out[key] = deepClone(list.filter((source) => !source[TOMBSTONE]));
  }
  return out;
}

/** The actor fields an actor delta holds; a change to any other field of a synthetic actor is dropped, as the delta's schema has no place for it. */
const DELTA_FIELDS = new Set(["name", "img", "system", "flags", ...DELTA_COLLECTIONS]);

/** The delta that turns `base` into `wanted` for the fields named (the rest of the delta kept). */
function deltaFor(base: Plain, delta: Plain | null, wanted: Plain, fields: readonly string[]): Plain {
  const out: Plain = deepClone(delta ?? {});
  for (const field of fields.filter((name) => DELTA_FIELDS.has(name))) {
    if (DELTA_COLLECTIONS.includes(field as (typeof DELTA_COLLECTIONS)[number])) {
      const kept = (wanted[field] as Plain[] | undefined) ?? [];
      const gone = ((base[field] as Plain[] | undefined) ?? []).filter((source) => !kept.some((k) => k["_id"] === source["_id"])).map((source) => ({ _id: source["_id"], [TOMBSTONE]: true }));
      out[field] = [...deepClone(kept), ...gone];
    } else out[field] = deepClone(wanted[field]);
  }
  return out;
}

export class Token extends Document {
  static override documentName = "Token";
  /** Where the token stands on the scene, in pixels (TokenDocument `x`, `y`). */
  get x(): number {
    return Number(this._source["x"] ?? 0);
  }
  get y(): number {
    return Number(this._source["y"] ?? 0);
  }
  private synthetic: Actor | null = null;

  /** The world actor the token was placed from. */
  get baseActor(): Actor | null {
    return (this.client.actors.get(String(this._source["actorId"])) as Actor | undefined) ?? null;
  }
  /** The token's delta (`TokenDocument#delta`): what its unlinked actor changed of the base actor. */
  get delta(): Plain | null {
    return (this._source["delta"] as Plain | null | undefined) ?? null;
  }

  /**
   * A linked token's actor is the world actor. An unlinked token's is a synthetic actor built from
   * base actor + delta, kept as one instance per token and rebuilt in place when either changes.
   */
  get actor(): Document | null {
    const base = this.baseActor;
    if (this.actorLink || !base) return base;
    const source = syntheticSource(base._source, this.delta);
    if (!this.synthetic) {
      const ActorClass = this.client.documentClass("Actor");
      this.synthetic = new ActorClass(source, { parent: this, client: this.client }) as Actor;
    } else if (JSON.stringify(cleanDocumentSource(this.client, "Actor", source)) !== JSON.stringify(this.synthetic._source)) {
      this.synthetic._source = cleanDocumentSource(this.client, "Actor", source);
      this.synthetic._initialize();
    }
    return this.synthetic;
  }

  /** Stores what the synthetic actor became for `fields` in the token's delta (the server stores it as a Token update). */
  async writeDelta(wanted: Plain, fields: readonly string[]): Promise<void> {
    const base = this.baseActor;
    if (!base) throw new Error(`Foundry double: token ${String(this.id)} has no base actor`);
    await this.update({ delta: deltaFor(base._source, this.delta, wanted, fields) }, { recursive: false });
  }
  get disposition(): number {
    return Number(this._source["disposition"]);
  }
  /** Degrees clockwise; 0 shows the image as drawn (API `TokenDocument#rotation`). */
  get rotation(): number {
    return Number(this._source["rotation"]);
  }
  get width(): number {
    return Number(this._source["width"]);
  }
  get height(): number {
    return Number(this._source["height"]);
  }
  get actorLink(): boolean {
    return Boolean(this._source["actorLink"]);
  }
  override getUserLevel(user: { id: string | null; isGM: boolean }): number {
    return this.actor?.getUserLevel(user) ?? (user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.NONE);
  }
}

export class Combatant extends Document {
  static override documentName = "Combatant";
  get combat(): Combat | null {
    return this.parent as Combat | null;
  }
  get actorId(): string | null {
    return (this._source["actorId"] as string | null) ?? null;
  }
  get tokenId(): string | null {
    return (this._source["tokenId"] as string | null) ?? null;
  }
  /** The scene the combatant's token stands on (Combatant `sceneId`). */
  get sceneId(): string | null {
    return (this._source["sceneId"] as string | null) ?? null;
  }
  get token(): Token | null {
    const scene = this.client.scenes.get(String(this._source["sceneId"])) as Scene | undefined;
    return (scene?.tokens.get(String(this.tokenId)) as Token | undefined) ?? null;
  }
  get actor(): Document | null {
    return this.token?.actor ?? this.client.actors.get(String(this.actorId)) ?? null;
  }
  override get name(): string {
    return String(this._source["name"] || this.token?.name || this.actor?.name || "");
  }
  get initiative(): number | null {
    return (this._source["initiative"] as number | null) ?? null;
  }
  get isDefeated(): boolean {
    return Boolean(this._source["defeated"]);
  }
  /** Combatants belong to whoever owns their actor. */
  override getUserLevel(user: { id: string | null; isGM: boolean }): number {
    return this.actor?.getUserLevel(user) ?? (user.isGM ? OWNERSHIP.OWNER : OWNERSHIP.NONE);
  }
}

/**
 * Combat as core runs it (API page Combat; Draw Steel src/module/documents/combat.mjs relies on it): `turns` sorted by
 * initiative (highest first) then name, `started` once round > 0, startCombat → round 1 turn 0,
 * nextTurn wraps into nextRound, previousTurn/previousRound step back; `combatTurnChange` fires
 * on every client when the round or turn changes.
 */
export class Combat extends Document {
  static override documentName = "Combat";
  get combatants(): Collection<Combatant> {
    return (this.collections["combatants"] ?? new Collection()) as Collection<Combatant>;
  }
  get round(): number {
    return Number(this._source["round"] ?? 0);
  }
  get turn(): number | null {
    return (this._source["turn"] as number | null) ?? null;
  }
  get active(): boolean {
    return Boolean(this._source["active"]);
  }
  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }
  _sortCombatants(a: Combatant, b: Combatant): number {
    const ia = a.initiative ?? -Infinity;
    const ib = b.initiative ?? -Infinity;
    return ib - ia || a.name.localeCompare(b.name) || String(a.id).localeCompare(String(b.id));
  }
  get turns(): Combatant[] {
    return [...this.combatants.contents].sort((a, b) => this._sortCombatants(a, b));
  }
  get combatant(): Combatant | undefined {
    const turn = this.turn;
    return turn === null ? undefined : this.turns[turn];
  }
  async startCombat(): Promise<this> {
    const update = { round: 1, turn: 0 };
    this.client.hooks.callAll("combatStart", this, update);
    await this.update(update);
    return this;
  }
  async nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    const update = { round: this.round, turn: next };
    this.client.hooks.callAll("combatTurn", this, update, {});
    await this.update(update);
    return this;
  }
  async nextRound(): Promise<this> {
    const update = { round: this.round + 1, turn: 0 };
    this.client.hooks.callAll("combatRound", this, update, {});
    await this.update(update);
    return this;
  }
  async previousTurn(): Promise<this> {
    if (this.round === 0 && !this.turn) return this;
    if (!this.turn) return this.previousRound();
    await this.update({ round: this.round, turn: this.turn - 1 });
    return this;
  }
  /**
   * The tracker's End Combat (v13 `Combat#endCombat`): core asks "End this combat encounter?" and
   * deletes the combat on yes, which fires `deleteCombat` on every client.
   */
  async endCombat(): Promise<this | false | undefined> {
    return (await this.confirmed("End Combat Encounter", "the End Combat confirmation")) ? this.delete() : false;
  }
  async previousRound(): Promise<this> {
    const round = Math.max(this.round - 1, 0);
    await this.update({ round, turn: round === 0 ? null : Math.max(this.turns.length - 1, 0) });
    return this;
  }
  override _onUpdate(changes: Plain, options: OperationOptions, userId: string): void {
    super._onUpdate(changes, options, userId);
    if ("round" in changes || "turn" in changes) this.client.hooks.callAll("combatTurnChange", this, options["prior"] ?? {}, { round: this.round, turn: this.turn });
  }
}

/** A user as each client sees it; `isSelf`, `targets` and `query` are relative to that client. */
export class User {
  constructor(
    private readonly client: Client,
    readonly id: string,
    readonly name: string,
    readonly role: number,
  ) {}
  get isGM(): boolean {
    return this.role >= ROLES.ASSISTANT;
  }
  get isSelf(): boolean {
    return this.client.userId === this.id;
  }
  get active(): boolean {
    return this.client.server.isConnected(this.id);
  }
  get isActiveGM(): boolean {
    return this.client.users.activeGM === this;
  }
  hasRole(role: number | keyof typeof ROLES): boolean {
    return this.role >= (typeof role === "number" ? role : ROLES[role]);
  }
  get targets(): Set<TokenPlaceable> & { first(): TokenPlaceable | undefined } {
    return this.client.targetsOf(this.id);
  }
  /** v13 `User#query(name, data, { timeout })`: runs `CONFIG.queries[name]` on that user's client. */
  query(name: string, data: unknown, options: { timeout?: number } = {}): Promise<unknown> {
    return this.client.server.query(this.client.userId, this.id, name, data, options.timeout ?? 30_000);
  }
}

export class Users extends Collection<User> {
  /** The connected GM who runs GM-only work: highest role first, then lowest id. */
  get activeGM(): User | null {
    const gms = this.contents.filter((user) => user.isGM && user.active);
    gms.sort((a, b) => b.role - a.role || a.id.localeCompare(b.id));
    return gms[0] ?? null;
  }
}

export { applyUpdate, expandObject };
