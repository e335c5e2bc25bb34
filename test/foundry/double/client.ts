import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bootRegistrations, runAs } from "./context.js";
import { HexGridDouble } from "./board.js";
import { ActiveEffect, Actor, ChatMessage, Collection, Combat, Combatant, Document, EMBEDDED, Item, Region, RegionBehavior, Scene, Token, User, Users, WorldCollection, cleanDocumentSource, validateUpdate, type OperationOptions, type TokenPlaceable } from "./documents.js";
import { HooksRegistry } from "./hooks.js";
import type { Server, StoredOperation } from "./server.js";
import { Settings } from "./settings.js";
import { applyUpdate, deepClone, diffSource, expandObject, randomID, type Plain } from "./utils.js";
import { flattenLang } from "../../support/i18n-keys.js";
import { systemJournalPage, systemPackIndex, systemPackSource, type PackIndexEntry } from "./system-packs.js";

export const ROOT = join(import.meta.dirname, "../../..");

const BASE_CLASSES: Readonly<Record<string, typeof Document>> = { Actor, Item, ActiveEffect, ChatMessage, Combat, Combatant, Scene, Token, Region, RegionBehavior };
const COLLECTION_OF: Readonly<Record<string, string>> = { Actor: "actors", Item: "items", ChatMessage: "messages", Combat: "combats", Scene: "scenes" };

const LANG = flattenLang(JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Plain);
const MANIFEST = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  documentTypes?: Record<string, Record<string, unknown>>;
  compatibility?: Record<string, unknown>;
  packs: ReadonlyArray<{ readonly name: string; readonly label: string; readonly type: string }>;
};

/**
 * The core build the double stands for: 13.341, the first stable v13 release (nix-foundryvtt
 * `pkgs/foundryvtt/versions.json` lists 13.332–13.340 as prototype, development and testing
 * builds), reported as `game.release` / `game.version` (API `foundry.config.ReleaseData`).
 */
export const CORE_RELEASE = { generation: 13, build: 341 } as const;

export interface Notice {
  readonly level: "info" | "warn" | "error";
  readonly message: string;
}

/** What a scenario answers when a dialog opens: form values by name, or null to close it. */
export type DialogAnswer = Readonly<Record<string, string | number | boolean>> | null;
/** A button pressed inside a dialog before it is answered, named by its data attributes (`action` included). */
export type DialogPress = Readonly<Record<string, string>>;

/**
 * One browser: its user, its own copies of the world's documents, its `game`, `CONFIG`, `Hooks`,
 * `ui` and `canvas`. Document operations it starts run the pre* hooks here, go to the server, and
 * come back as broadcasts that every connected client (this one included) applies.
 */
export class Client {
  readonly hooks = new HooksRegistry(this);
  readonly settings = new Settings(this);
  readonly users = new Users();
  readonly actors = new WorldCollection<Document>();
  readonly items = new WorldCollection<Document>();
  readonly messages = new Collection<Document>();
  readonly combats = new Collection<Document>();
  readonly scenes = new Collection<Document>();
  readonly notices: Notice[] = [];
  readonly errors: string[] = [];
  readonly dialogAnswers: DialogAnswer[] = [];
  /** Per queued answer, the buttons pressed inside the dialog first (same order as `dialogAnswers`). */
  readonly dialogPresses: DialogPress[][] = [];
  readonly dialogsOpened: string[] = [];
  /** What each dialog showed, as text: when it opened, and as it stood when answered (see applications.ts). */
  readonly dialogsShown: Array<{ title: string; opened: string; answered: string }> = [];
  /** UUIDs of the journal pages this client's journal sheets were asked to show. */
  readonly journalPagesShown: string[] = [];
  readonly socketListeners = new Map<string, Array<(data: unknown, senderId: string) => void>>();
  private readonly targetSets = new Map<string, Set<TokenPlaceable> & { first(): TokenPlaceable | undefined }>();
  readonly controlled: TokenPlaceable[] = [];
  readonly CONFIG: Record<string, unknown> & { Dice: { randomUniform: () => number }; statusEffects: unknown[]; queries: Record<string, (data: unknown, options: object) => unknown> };
  readonly game: Record<string, unknown>;
  readonly ui: Record<string, unknown>;
  readonly canvas: Record<string, unknown>;

  constructor(
    readonly server: Server,
    readonly seat: string,
    readonly userId: string,
  ) {
    const documentConfig = (name: string) => ({ documentClass: BASE_CLASSES[name], dataModels: {}, trackableAttributes: {} });
    this.CONFIG = {
      ...Object.fromEntries(Object.keys(BASE_CLASSES).map((name) => [name, documentConfig(name)])),
      Dice: { randomUniform: () => server.randomUniform(), terms: {}, rolls: [] },
      statusEffects: [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }],
      queries: {},
      ui: {},
    } as Client["CONFIG"];
    // The game object's getters read this client's live state.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const client = this;
    this.game = {
      // game.system is the parsed manifest (API `foundry.packages.System`): id and compatibility.
      system: { id: "fray", compatibility: { ...MANIFEST.compatibility } },
      release: { ...CORE_RELEASE },
      version: `${CORE_RELEASE.generation}.${CORE_RELEASE.build}`,
      i18n: {
        lang: "en",
        has: (key: string) => LANG.has(key),
        localize: (key: string) => LANG.get(key) ?? key,
        format: (key: string, data: Record<string, unknown> = {}) => (LANG.get(key) ?? key).replace(/\{([^{}]+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole)),
      },
      settings: this.settings,
      users: this.users,
      actors: this.actors,
      items: this.items,
      messages: this.messages,
      combats: Object.defineProperty(this.combats, "active", { get: () => client.combats.find((combat) => (combat as Combat).active) }),
      scenes: this.scenes,
      packs: this.packs,
      socket: {
        on: (event: string, fn: (data: unknown, senderId: string) => void) => this.socketListeners.set(event, [...(this.socketListeners.get(event) ?? []), fn]),
        off: (event: string) => this.socketListeners.delete(event),
        emit: (event: string, data: unknown) => server.emitSocket(this.userId, event, data),
      },
      get user() {
        return client.user;
      },
      get combat() {
        return (client.game["combats"] as { active: unknown }).active;
      },
      ready: false,
    };
    // Core's own settings that Fray reads: the user's roll mode (a client setting).
    this.settings.register("core", "rollMode", { scope: "client", type: String, default: "publicroll" });
    // The world clock (API foundry.helpers.GameTime, hook page `updateWorldTime`): the world
    // setting `core.time` holds it in seconds, so only a GM may move it; a client that learns a new
    // value works out the change from its own last value and calls
    // `updateWorldTime(worldTime, dt, options, userId)`. `advance(delta)` sets the setting.
    let worldTime = Number(server.worldSetting("core.time") ?? 0) || 0;
    this.settings.register("core", "time", {
      scope: "world",
      type: Number,
      default: 0,
      onChange: (value: unknown, options: object, userId: string) => {
        const dt = Number(value) - worldTime;
        worldTime = Number(value);
        this.hooks.callAll("updateWorldTime", worldTime, dt, options, userId);
      },
    });
    this.game["time"] = {
      get worldTime() {
        return worldTime;
      },
      advance: async (delta: number) => {
        await client.settings.set("core", "time", worldTime + delta);
        return worldTime;
      },
    };
    const notify = (level: Notice["level"]) => (message: string) => {
      this.notices.push({ level, message: String(message) });
      return { id: this.notices.length };
    };
    this.ui = { notifications: { info: notify("info"), warn: notify("warn"), error: notify("error"), notify: (message: string, type: Notice["level"] = "info") => notify(type)(message) } };
    this.canvas = {
      ready: true,
      /** The scene on view: the active one, else the first (API `Canvas#scene`). */
      get scene() {
        return client.viewedScene();
      },
      get grid() {
        return client.sceneGrid();
      },
      tokens: {
        get controlled() {
          return client.controlled;
        },
        get placeables() {
          return client.canvasTokens();
        },
      },
    };
  }

  get user(): User {
    const user = this.users.get(this.userId);
    if (!user) throw new Error(`no user ${this.userId}`);
    return user;
  }

  run<T>(fn: () => T): T {
    return runAs(this, fn);
  }

  recordError(message: string): void {
    this.errors.push(message);
  }

  documentClass(name: string): typeof Document {
    const config = this.CONFIG[name] as { documentClass?: typeof Document } | undefined;
    return config?.documentClass ?? BASE_CLASSES[name] ?? Document;
  }

  typesOf(documentName: string): string[] {
    return Object.keys(MANIFEST.documentTypes?.[documentName] ?? {});
  }

  /** The world's compendia as this client sees them (`game.packs`). */
  readonly packs = new Collection<CompendiumDouble | SystemCompendiumDouble>();

  collectionOf(documentName: string, parent: Document | null): Collection<Document> {
    if (parent) return parent.getEmbeddedCollection(documentName);
    const key = COLLECTION_OF[documentName];
    if (!key) throw new Error(`no world collection for ${documentName}`);
    return (this as unknown as Record<string, Collection<Document>>)[key] as Collection<Document>;
  }

  targetsOf(userId: string): Set<TokenPlaceable> & { first(): TokenPlaceable | undefined } {
    let set = this.targetSets.get(userId);
    if (!set) {
      set = Object.assign(new Set<TokenPlaceable>(), {
        first(this: Set<TokenPlaceable>) {
          return [...this][0];
        },
      });
      this.targetSets.set(userId, set);
    }
    return set;
  }

  /** The scene on view: the world's active scene, else the first one (the table's arena). */
  viewedScene(): Scene | null {
    return ((this.scenes.find((scene) => (scene as Scene).active) ?? this.scenes.contents[0]) as Scene | undefined) ?? null;
  }

  /**
   * The viewed scene's grid as `canvas.grid` offers it (API v13 `foundry.grid.BaseGrid`: `size`,
   * `distance`, `units`, and `measurePath(waypoints)` answering `{ distance }`), square, with core's
   * default diagonal rule (world setting `core.gridDiagonals`, EQUIDISTANT: a diagonal step costs one
   * square). Null while the scene stores no grid: the arena starts without one, so scenarios that do
   * not measure keep every token within reach; a scenario that measures gives the scene a grid.
   * A hexagonal grid is board.ts's.
   */
  sceneGrid(): { size: number; distance: number; units: string; measurePath(points: ReadonlyArray<{ x: number; y: number }>): { distance: number } } | HexGridDouble | null {
    const grid = this.viewedScene()?._source["grid"] as { type?: unknown; size?: unknown; distance?: unknown; units?: unknown } | null | undefined;
    if (!grid) return null;
    // A hexagonal grid (types 2–5) is imitated in board.ts.
    if (HexGridDouble.isHexagonal(Number(grid.type))) return new HexGridDouble({ type: Number(grid.type), size: Number(grid.size ?? 100), distance: Number(grid.distance ?? 5), units: String(grid.units ?? "ft") });
    const size = Number(grid.size ?? 100);
    const distance = Number(grid.distance ?? 5);
    return {
      size,
      distance,
      units: String(grid.units ?? "ft"),
      measurePath(points: ReadonlyArray<{ x: number; y: number }>) {
        let squares = 0;
        for (let i = 1; i < points.length; i++) {
          const [a, b] = [points[i - 1]!, points[i]!];
          squares += Math.max(Math.round(Math.abs(b.x - a.x) / size), Math.round(Math.abs(b.y - a.y) / size));
        }
        return { distance: squares * distance };
      },
    };
  }

  /**
   * Every token of every scene as a placeable (the double has no canvas rendering). Its centre is
   * its top-left plus half its size in grid cells (100 px cells off hex grids).
   */
  canvasTokens(): TokenPlaceable[] {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const client = this;
    return this.scenes.contents.flatMap((scene) => {
      const source = (scene as Scene).grid as { type?: number; size?: number; distance?: number; units?: string } | null;
      const grid = source && HexGridDouble.isHexagonal(Number(source.type)) ? new HexGridDouble({ type: Number(source.type), size: Number(source.size ?? 100), distance: Number(source.distance ?? 5), units: String(source.units ?? "ft") }) : null;
      return (scene as Scene).tokens.contents.map((document) => {
        const token = document as Token;
        const placeable: TokenPlaceable = {
          id: token.id ?? "",
          document: token,
          get actor() {
            return token.actor;
          },
          name: token.name,
          center: { x: token.x + (token.width * (grid?.sizeX ?? 100)) / 2, y: token.y + (token.height * (grid?.sizeY ?? 100)) / 2 },
          control() {
            if (!client.controlled.some((held) => held.id === placeable.id)) client.controlled.push(placeable);
            client.hooks.callAll("controlToken", placeable, true);
            return true;
          },
          release() {
            const at = client.controlled.findIndex((held) => held.id === placeable.id);
            if (at >= 0) client.controlled.splice(at, 1);
            client.hooks.callAll("controlToken", placeable, false);
            return true;
          },
        };
        return placeable;
      });
    });
  }

  // ------------------------------------------------------------ booting

  /**
   * A client joining the world, in core's order (API page hookEvents): init and i18nInit, the
   * documents loaded (cleaned through their models), setup, then ready. Hooks the system module
   * registered at import are this client's own registrations.
   */
  async boot(): Promise<void> {
    await this.run(async () => {
      for (const registration of bootRegistrations) {
        if (registration.once) this.hooks.once(registration.hook, registration.fn);
        else this.hooks.on(registration.hook, registration.fn);
      }
      for (const user of this.server.users) this.users.set(user.id, new User(this, user.id, user.name, user.role));
      this.game["setupGame"] = () => this.setupGame();
      // Core constructs the Game with the world's raw database as `game.data` (one list of plain
      // sources per collection) before `init`; documents are built from it later, in setupGame
      // (community wiki "From Load to Render").
      this.game["data"] = Object.fromEntries(this.server.worldSources(this.userId).map(([documentName, sources]) => [COLLECTION_OF[documentName] ?? documentName, sources]));
      this.hooks.callAll("init");
      this.hooks.callAll("i18nInit");
      // Core awaits Game#setupGame after the two hooks (a system may wrap it to finish loading first).
      await (this.game["setupGame"] as () => Promise<void>)();
      this.game["ready"] = true;
      this.hooks.callAll("ready");
    });
  }

  /** Core's `Game#setupGame`: documents initialized through their models, world compendia, then `setup`. */
  private async setupGame(): Promise<void> {
    for (const [documentName, sources] of this.server.worldSources(this.userId)) {
      const collection = this.collectionOf(documentName, null);
      for (const source of sources) collection.set(String(source["_id"]), new (this.documentClass(documentName))(source, { client: this, validate: false }));
    }
    for (const [collection, pack] of this.server.packs) this.packs.set(collection, new CompendiumDouble(this, collection, pack.documentName));
    // The system's Actor compendia, as an installed system lists them beside the world's (its Item and
    // RollTable packs are not listed: no flow the double plays reads them through `game.packs`).
    for (const pack of MANIFEST.packs.filter((declared) => declared.type === "Actor")) {
      this.packs.set(`fray.${pack.name}`, new SystemCompendiumDouble(pack.name, pack.type, LANG.get(pack.label) ?? pack.label));
    }
    this.hooks.callAll("setup");
  }

  // ------------------------------------------------------------ operations this client starts

  async createDocuments(documentName: string, parent: Document | null, data: Plain[], options: OperationOptions = {}): Promise<Document[]> {
    const sources: Plain[] = [];
    const user = this.user;
    for (const entry of data) {
      const DocumentClass = this.documentClass(documentName);
      const candidate = new DocumentClass({ ...entry, _id: options.keepId ? entry["_id"] : null }, { parent, client: this, validate: true });
      if (documentName === "ChatMessage" && candidate._source["author"] === null) candidate._source["author"] = this.userId;
      if (this.hooks.call(`preCreate${documentName}`, candidate, entry, options, this.userId) === false) continue;
      if ((await candidate._preCreate(entry, options, user)) === false) continue;
      sources.push(candidate.toObject());
    }
    if (!sources.length) return [];
    const ids = await this.server.operate(this.userId, { action: "create", documentName, parentUuid: parent?.uuid ?? null, sources, options: plainOptions(options) });
    const collection = this.collectionOf(documentName, parent);
    return ids.map((id) => collection.get(id)).filter((doc): doc is Document => doc !== undefined);
  }

  async updateDocuments(documentName: string, parent: Document | null, updates: Plain[], options: OperationOptions = {}): Promise<Document[]> {
    const named = typeof options["pack"] === "string" ? this.packs.get(options["pack"]) : undefined;
    // Only a world compendium takes updates; a system pack is locked (the server refuses them too).
    const pack = named instanceof CompendiumDouble ? named : undefined;
    const collection = pack ? pack.documents : this.collectionOf(documentName, parent);
    const diffs: Plain[] = [];
    const touched: Document[] = [];
    for (const update of updates) {
      const { _id, ...rest } = update;
      const document = collection.get(String(_id));
      if (!document) throw new Error(`${documentName} ${String(_id)} does not exist`);
      // recursive: false replaces each top-level field named instead of merging into it.
      const expanded = options.recursive === false ? Object.fromEntries(Object.entries(expandObject(rest)).map(([key, value]) => [key.startsWith("-=") || key.startsWith("==") ? key : `==${key}`, value])) : expandObject(rest);
      if (this.hooks.call(`preUpdate${documentName}`, document, expanded, options, this.userId) === false) continue;
      if ((await document._preUpdate(expanded, options, this.user)) === false) continue;
      // A token whose x or y changes moves (API hookEvents.preMoveToken, v13): the mover's client
      // may refuse the movement before the update; the operation carries it by token id.
      if (document instanceof Token && ("x" in expanded || "y" in expanded)) {
        const movement = movementOf(document, expanded, this.sceneGrid());
        if (this.hooks.call("preMoveToken", document, movement, options) === false) continue;
        options["movement"] = { ...((options["movement"] as Plain | undefined) ?? {}), [String(_id)]: movement };
      }
      const merged = cleanDocumentSource(this, documentName, applyUpdate(document._source, expanded));
      validateUpdate(this, documentName, merged, expanded);
      // diff: false sends the named fields whole even when this client's copy already holds them
      // (API DatabaseUpdateOperation#diff; dnd5e persists load-time migrations this way).
      const diff = options["diff"] === false ? wholeFields(expanded, merged) : diffSource(document._source, merged);
      if (!Object.keys(diff).length) continue;
      diffs.push({ _id, ...diff });
      touched.push(document);
    }
    if (!diffs.length) return [];
    await this.server.operate(this.userId, { action: "update", documentName, parentUuid: parent?.uuid ?? null, diffs, options: plainOptions(options) });
    return touched;
  }

  async deleteDocuments(documentName: string, parent: Document | null, ids: string[], options: OperationOptions = {}): Promise<Document[]> {
    const collection = this.collectionOf(documentName, parent);
    const doomed: Document[] = [];
    for (const id of ids) {
      const document = collection.get(id);
      if (!document) continue;
      if (this.hooks.call(`preDelete${documentName}`, document, options, this.userId) === false) continue;
      if ((await document._preDelete(options, this.user)) === false) continue;
      doomed.push(document);
    }
    if (!doomed.length) return [];
    await this.server.operate(this.userId, { action: "delete", documentName, parentUuid: parent?.uuid ?? null, ids: doomed.map((doc) => doc.id ?? ""), options: plainOptions(options) });
    return doomed;
  }

  // ------------------------------------------------------------ broadcasts this client receives

  /** Applies a committed operation to this client's copies and fires the on* hooks here. */
  receive(operation: StoredOperation, userId: string): void {
    this.run(() => {
      const parent = operation.parentUuid ? this.resolve(operation.parentUuid) : null;
      if (operation.parentUuid && !parent) return;
      const collection = this.collectionOf(operation.documentName, parent);
      const key = parent ? EMBEDDED[parent.documentName]?.[operation.documentName] : undefined;
      const parentList = parent && key ? (parent._source[key] as Plain[]) : null;
      const options = { ...operation.options };
      if (operation.action === "create") {
        const created: Document[] = [];
        for (const source of operation.sources ?? []) {
          const document = new (this.documentClass(operation.documentName))(source, { parent, client: this, validate: false });
          collection.set(document.id ?? "", document);
          parentList?.push(document._source);
          created.push(document);
        }
        parent?.safePrepare();
        for (const document of created) {
          document._onCreate(document._source, options, userId);
          this.hooks.callAll(`create${operation.documentName}`, document, options, userId);
        }
      } else if (operation.action === "update") {
        const changed: Array<[Document, Plain]> = [];
        for (const { _id, ...diff } of operation.diffs ?? []) {
          const document = collection.get(String(_id));
          if (!document) continue;
          if (document instanceof Combat) options["prior"] = { round: document.round, turn: document.turn };
          document._source = cleanDocumentSource(this, operation.documentName, applyUpdate(document._source, diff));
          if (parentList) parentList.splice(parentList.findIndex((entry) => entry["_id"] === _id), 1, document._source);
          document._initialize();
          changed.push([document, { _id, ...diff }]);
        }
        parent?.safePrepare();
        for (const [document, diff] of changed) {
          document._onUpdate(diff, options, userId);
          this.hooks.callAll(`update${operation.documentName}`, document, diff, options, userId);
          // Every client hears of a movement after the update (API hookEvents.moveToken, v13).
          const movement = (options["movement"] as Plain | undefined)?.[String(document.id)];
          if (movement && document instanceof Token) this.hooks.callAll("moveToken", document, movement, options, this.users.get(userId) ?? null);
        }
      } else {
        const removed: Document[] = [];
        for (const id of operation.ids ?? []) {
          const document = collection.get(id);
          if (!document) continue;
          collection.delete(id);
          if (parentList) parentList.splice(parentList.findIndex((entry) => entry["_id"] === id), 1);
          removed.push(document);
        }
        parent?.safePrepare();
        for (const document of removed) {
          document._onDelete(options, userId);
          this.hooks.callAll(`delete${operation.documentName}`, document, options, userId);
        }
      }
    });
  }

  receiveSocket(event: string, data: unknown, senderId: string): void {
    this.run(() => {
      for (const listener of this.socketListeners.get(event) ?? []) listener(data, senderId);
    });
  }

  /**
   * A document of one of the system's packs by its compendium UUID: a journal page of the guide, or
   * an actor or item loaded from the pack's source (a compendium document, not in any world
   * collection; its `uuid` names the pack, API `ClientDocumentMixin#uuid`).
   */
  private compendiumDocument(uuid: string): Document | null {
    const page = systemJournalPage(uuid, (shown) => this.journalPagesShown.push(shown));
    if (page) return page as unknown as Document;
    const found = systemPackSource(uuid);
    if (!found) return null;
    const document = new (this.documentClass(found.documentName))(deepClone(found.source), { client: this, validate: false });
    Object.defineProperty(document, "uuid", { value: uuid });
    return document;
  }

  /** `fromUuidSync` on this client: world documents and their embedded ones ("Actor.x.Item.y"). */
  resolve(uuid: string): Document | null {
    const parts = uuid.split(".");
    if (parts[0] === "Compendium") return this.compendiumDocument(uuid);
    if (parts.length < 2) return null;
    const [documentName, id, ...rest] = parts;
    if (!COLLECTION_OF[documentName ?? ""]) return null;
    let document: Document | null = this.collectionOf(documentName ?? "", null).get(id ?? "") ?? null;
    for (let i = 0; document && i < rest.length; i += 2) {
      // "Scene.s.Token.t.Actor.a": an unlinked token's synthetic actor (API `fromUuid`).
      if (document.documentName === "Token" && rest[i] === "Actor") {
        const actor = (document as unknown as { actor: Document | null }).actor;
        document = actor?.id === rest[i + 1] ? actor : null;
      } else document = document.getEmbeddedDocument(rest[i] ?? "", rest[i + 1] ?? "") ?? null;
    }
    return document;
  }
}

/**
 * A world compendium as a client sees it (API `CompendiumCollection`: `metadata.packageType`,
 * `locked`, `configure({ locked })`, `getDocuments()`; dnd5e `module/migration.mjs` migrates world
 * packs through exactly these). Documents are loaded through their models, so fields a schema no
 * longer knows are stripped as on any load; updates name the pack (`{ pack: collection }`).
 */
export class CompendiumDouble {
  readonly documents = new Collection<Document>();
  constructor(
    private readonly client: Client,
    readonly collection: string,
    readonly documentName: string,
  ) {}
  get metadata(): Plain {
    return { id: this.collection, name: this.collection.split(".")[1] ?? this.collection, type: this.documentName, packageType: "world", packageName: "world" };
  }
  get locked(): boolean {
    return this.client.server.packs.get(this.collection)?.locked ?? true;
  }
  configure(options: { locked: boolean }): Promise<void> {
    return this.client.server.configurePack(this.client.userId, this.collection, options.locked);
  }
  async getDocuments(): Promise<Document[]> {
    const stored = this.client.server.packs.get(this.collection)?.sources ?? new Map<string, Plain>();
    for (const source of stored.values()) this.documents.set(String(source["_id"]), new (this.client.documentClass(this.documentName))(deepClone(source), { client: this.client, validate: false }));
    return this.documents.contents;
  }
}

/**
 * One of the system's own compendia as a client lists it (API `CompendiumCollection`: `collection`
 * "fray.<name>", `documentName`, `title` — the manifest's label, localized —, `metadata` with
 * `packageType` "system", and `getIndex({ fields })`, the light index read without loading a document;
 * the sidebar and the balance dialog read packs through exactly these). Always locked, as a system's
 * packs are in a world.
 */
export class SystemCompendiumDouble {
  readonly locked = true;
  constructor(
    private readonly name: string,
    readonly documentName: string,
    readonly title: string,
  ) {}
  get collection(): string {
    return `fray.${this.name}`;
  }
  get metadata(): Plain {
    return { id: this.collection, name: this.name, label: this.title, type: this.documentName, packageType: "system", packageName: "fray" };
  }
  getIndex(_options?: { fields?: readonly string[] }): Promise<Collection<PackIndexEntry>> {
    const index = new Collection<PackIndexEntry>();
    for (const entry of systemPackIndex(this.name, this.documentName)) index.set(entry._id, entry);
    return Promise.resolve(index);
  }
}

/**
 * The movement of a token's update (API `TokenMovementOperation`, the fields Fray reads): where
 * it starts and ends, and the distance passed as the scene's grid measures it, in grid units.
 */
function movementOf(token: Token, changes: Plain, grid: { measurePath(points: ReadonlyArray<{ x: number; y: number }>): { distance: number } } | null): Plain {
  const origin = { x: token.x, y: token.y };
  const destination = { x: Number(changes["x"] ?? token.x), y: Number(changes["y"] ?? token.y) };
  // A scene without a grid measures nothing (the arena until a scenario gives it one).
  const distance = grid ? grid.measurePath([origin, destination]).distance : 0;
  return { id: randomID(), origin, destination, passed: { distance, waypoints: [origin, destination] }, pending: { distance: 0, waypoints: [] }, method: "dragging" };
}

function plainOptions(options: OperationOptions): Plain {
  const { parent: _parent, ...rest } = options;
  return JSON.parse(JSON.stringify(rest)) as Plain;
}

/** The top-level fields an update names, each as a forced replacement with its cleaned value. */
function wholeFields(expanded: Plain, merged: Plain): Plain {
  const out: Plain = {};
  for (const key of Object.keys(expanded)) {
    if (key.startsWith("-=")) out[key] = null;
    else {
      const field = key.startsWith("==") ? key.slice(2) : key;
      out[`==${field}`] = merged[field];
    }
  }
  return out;
}
