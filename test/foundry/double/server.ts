import seedrandom from "seedrandom";
import type { Client } from "./client.js";
import { EMBEDDED, OWNERSHIP, ROLES } from "./documents.js";
import { applyUpdate, deepClone, randomID, setIdRandom, type Plain } from "./utils.js";

/**
 * The Foundry server: the one place world data is stored, the only one that decides whether a
 * user may do what their client asks, and the one that tells every connected client what
 * changed. Knowledge base: "Document Ownership" (who may modify what), "Users and Permissions"
 * (roles; only GMs change world settings or act for another user), "Sockets" / socketlib
 * src/socketlib.js (a system socket message reaches the *other* clients with the sender's user id,
 * attested by the server, as the listener's second argument).
 */

export interface StoredOperation {
  readonly action: "create" | "update" | "delete";
  readonly documentName: string;
  readonly parentUuid: string | null;
  readonly sources?: Plain[];
  readonly diffs?: Plain[];
  readonly ids?: string[];
  readonly options: Plain;
}

export interface UserRecord {
  readonly id: string;
  readonly name: string;
  readonly role: number;
}

/** A new document and its embedded ones get ids from the server (kept when asked and given). */
function withIds(documentName: string, source: Plain, keepId: boolean): Plain {
  if (!(keepId && source["_id"])) source["_id"] = randomID();
  for (const [childName, key] of Object.entries(EMBEDDED[documentName] ?? {})) {
    source[key] = ((source[key] as Plain[] | undefined) ?? []).map((child) => withIds(childName, child, keepId || Boolean(child["_id"])));
  }
  return source;
}

const WORLD_ORDER = ["Scene", "Actor", "Item", "Combat", "ChatMessage"];

/** Lets other work run, as a round trip over the network would. */
export const hop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Server {
  readonly users: UserRecord[] = [];
  private readonly world = new Map<string, Map<string, Plain>>(WORLD_ORDER.map((name) => [name, new Map()]));
  private readonly worldSettings = new Map<string, unknown>();
  /** The world's own compendia ("world.<name>"): their document type, lock and stored documents. */
  readonly packs = new Map<string, { documentName: string; locked: boolean; sources: Map<string, Plain> }>();
  private readonly clients = new Map<string, Client>();
  private readonly random: () => number;
  private readonly forced: number[] = [];
  /** Operations, queries and socket messages in flight; a table settles when this stays at 0. */
  inFlight = 0;
  activity = 0;

  constructor(seed: string) {
    this.random = seedrandom(seed);
    const ids = seedrandom(`${seed}:ids`);
    setIdRandom(() => ids());
  }

  // ------------------------------------------------------------ dice

  /** Uniform numbers for dice: faces a scenario queued first, then the seeded generator. */
  randomUniform(): number {
    return this.forced.shift() ?? this.random();
  }
  queueUniforms(values: readonly number[]): void {
    this.forced.push(...values);
  }
  get queuedDice(): number {
    return this.forced.length;
  }

  // ------------------------------------------------------------ users and connections

  addUser(name: string, role: number): UserRecord {
    const user = { id: randomID(), name, role };
    this.users.push(user);
    return user;
  }
  connect(client: Client): void {
    this.clients.set(client.userId, client);
  }
  disconnect(userId: string): void {
    this.clients.delete(userId);
  }
  isConnected(userId: string): boolean {
    return this.clients.has(userId);
  }
  private userOf(id: string): UserRecord {
    const user = this.users.find((candidate) => candidate.id === id);
    if (!user) throw new Error(`unknown user ${id}`);
    return user;
  }

  // ------------------------------------------------------------ world data

  /** What a joining client loads: every stored world document, raw (unknown fields included). */
  worldSources(userId: string | null = null): Array<[string, Plain[]]> {
    return WORLD_ORDER.map((name) => [name, [...(this.world.get(name)?.values() ?? [])].filter((source) => userId === null || sentTo(userId, name, source)).map((source) => deepClone(source))]);
  }
  /** Stores raw documents as a world file would hold them (fixtures for load and migration). */
  seed(documentName: string, sources: readonly Plain[]): void {
    for (const source of sources) this.world.get(documentName)?.set(String(source["_id"]), deepClone(source));
  }
  /** Stores a world compendium as its database holds it (locked, as Foundry keeps packs by default). */
  seedPack(collection: string, documentName: string, sources: readonly Plain[], locked = true): void {
    this.packs.set(collection, { documentName, locked, sources: new Map(sources.map((source) => [String(source["_id"]), deepClone(source)])) });
  }
  /** `CompendiumCollection#configure({ locked })`: only a GM may lock or unlock a compendium. */
  async configurePack(userId: string, collection: string, locked: boolean): Promise<void> {
    this.inFlight++;
    try {
      await hop();
      const pack = this.packs.get(collection);
      if (!pack) throw new Error(`no compendium ${collection}`);
      if (this.userOf(userId).role < ROLES.ASSISTANT) throw new Error(`User ${this.userOf(userId).name} lacks permission to configure ${collection}`);
      pack.locked = locked;
    } finally {
      this.inFlight--;
    }
  }
  raw(documentName: string, id: string): Plain | undefined {
    return this.world.get(documentName)?.get(id);
  }

  /** A world setting as stored before anyone joined (a world's settings file). */
  presetWorldSetting(id: string, value: unknown): void {
    this.worldSettings.set(id, deepClone(value));
  }

  /**
   * Each user's browser storage (client-scope settings live in the browser's localStorage, API
   * page foundry.helpers.ClientSettings): kept here per user so it survives that user's reload.
   */
  private readonly browserStorages = new Map<string, Map<string, unknown>>();
  browserStorage(userId: string): Map<string, unknown> {
    let storage = this.browserStorages.get(userId);
    if (!storage) this.browserStorages.set(userId, (storage = new Map()));
    return storage;
  }

  worldSetting(id: string): unknown {
    return deepClone(this.worldSettings.get(id));
  }

  async setWorldSetting(userId: string, id: string, value: unknown): Promise<void> {
    this.inFlight++;
    try {
      await hop();
      if (this.userOf(userId).role < ROLES.ASSISTANT) throw new Error(`User ${this.userOf(userId).name} lacks permission to modify the world setting ${id}`);
      const created = !this.worldSettings.has(id);
      this.worldSettings.set(id, deepClone(value));
      this.activity++;
      for (const client of this.clients.values()) client.settings.receive(id, deepClone(value), created, userId);
    } finally {
      this.inFlight--;
    }
  }

  // ------------------------------------------------------------ document operations

  /** Finds a stored document by UUID ("Actor.a", "Actor.a.Item.b"), with its ancestors. */
  private locate(uuid: string): { documentName: string; source: Plain; chain: Array<{ documentName: string; source: Plain }> } | null {
    const parts = uuid.split(".");
    let documentName = parts[0] ?? "";
    let source = this.world.get(documentName)?.get(parts[1] ?? "");
    const chain: Array<{ documentName: string; source: Plain }> = [];
    for (let i = 2; source && i < parts.length; i += 2) {
      chain.push({ documentName, source });
      const childName = parts[i] ?? "";
      const key = EMBEDDED[documentName]?.[childName];
      source = key ? (source[key] as Plain[]).find((child) => child["_id"] === parts[i + 1]) : undefined;
      documentName = childName;
    }
    return source ? { documentName, source, chain } : null;
  }

  /** The user's ownership level of a stored document (GMs own everything; embedded documents inherit). */
  private level(user: UserRecord, documentName: string, source: Plain, chain: ReadonlyArray<{ documentName: string; source: Plain }>): number {
    if (user.role >= ROLES.ASSISTANT) return OWNERSHIP.OWNER;
    if (documentName === "ChatMessage") return source["author"] === user.id ? OWNERSHIP.OWNER : OWNERSHIP.OBSERVER;
    if (documentName === "Combat") return OWNERSHIP.OBSERVER;
    if (documentName === "Combatant" || documentName === "Token") {
      const actor = this.world.get("Actor")?.get(String(source["actorId"]));
      return actor ? this.level(user, "Actor", actor, []) : OWNERSHIP.NONE;
    }
    const top = chain[0]?.source ?? source;
    const ownership = (top["ownership"] as Plain | undefined) ?? {};
    return Number(ownership[user.id] ?? ownership["default"] ?? OWNERSHIP.NONE);
  }

  private refuse(user: UserRecord, action: string, documentName: string, id: unknown): never {
    throw new Error(`User ${user.name} lacks permission to ${action} ${documentName} [${String(id)}]`);
  }

  /**
   * Checks and commits one operation, then broadcasts it to every connected client (the
   * initiator included). All or nothing: any refusal rejects the whole operation unchanged.
   */
  async operate(userId: string, operation: StoredOperation): Promise<string[]> {
    this.inFlight++;
    try {
      await hop();
      const user = this.userOf(userId);
      const packName = typeof operation.options["pack"] === "string" ? operation.options["pack"] : null;
      if (packName) return this.operateInPack(user, packName, operation);
      const parent = operation.parentUuid ? this.locate(operation.parentUuid) : null;
      if (operation.parentUuid && !parent) throw new Error(`${operation.parentUuid} does not exist`);
      const embeddedKey = parent ? EMBEDDED[parent.documentName]?.[operation.documentName] : undefined;
      if (parent && !embeddedKey) throw new Error(`${operation.documentName} cannot be embedded in ${parent.documentName}`);
      const list: Plain[] | Map<string, Plain> = parent && embeddedKey ? (parent.source[embeddedKey] as Plain[]) : (this.world.get(operation.documentName) ?? new Map());
      const chain = parent ? [...parent.chain, { documentName: parent.documentName, source: parent.source }] : [];
      const find = (id: unknown) => (list instanceof Map ? list.get(String(id)) : list.find((entry) => entry["_id"] === id));
      let committed: StoredOperation = operation;
      const ids: string[] = [];

      if (operation.action === "create") {
        const sources: Plain[] = (operation.sources ?? []).map((source) => withIds(operation.documentName, deepClone(source), Boolean(operation.options["keepId"])));
        for (const source of sources) {
          if (operation.documentName === "ChatMessage") {
            if (source["author"] !== user.id && user.role < ROLES.ASSISTANT) this.refuse(user, "create a message for another user as", "ChatMessage", source["author"]);
          } else if (parent) {
            if (this.level(user, parent.documentName, parent.source, parent.chain) < OWNERSHIP.OWNER) this.refuse(user, "create", operation.documentName, "new");
          } else if (user.role < ROLES.ASSISTANT) this.refuse(user, "create", operation.documentName, "new");
        }
        for (const source of sources) {
          if (list instanceof Map) list.set(String(source["_id"]), source);
          else list.push(source);
          ids.push(String(source["_id"]));
        }
        committed = { ...operation, sources };
      } else if (operation.action === "update") {
        // One scene is active at a time (API `Scene#activate`): activating one deactivates the
        // one before in the same operation, so every client hears both changes.
        if (operation.documentName === "Scene" && !parent && (operation.diffs ?? []).some((diff) => diff["active"] === true) && list instanceof Map) {
          const activated = new Set((operation.diffs ?? []).filter((diff) => diff["active"] === true).map((diff) => diff["_id"]));
          const others = [...list.values()].filter((source) => source["active"] === true && !activated.has(source["_id"])).map((source) => ({ _id: source["_id"], active: false }));
          committed = { ...operation, diffs: [...(operation.diffs ?? []), ...others] };
        }
        for (const diff of committed.diffs ?? []) {
          const source = find(diff["_id"]);
          if (!source) throw new Error(`${operation.documentName} [${String(diff["_id"])}] does not exist`);
          if (this.level(user, operation.documentName, source, chain) < OWNERSHIP.OWNER) this.refuse(user, "update", operation.documentName, diff["_id"]);
        }
        for (const { _id, ...diff } of committed.diffs ?? []) {
          const source = find(_id) as Plain;
          const next = applyUpdate(source, diff);
          for (const key of Object.keys(source)) delete source[key];
          Object.assign(source, next);
          ids.push(String(_id));
        }
      } else {
        for (const id of operation.ids ?? []) {
          const source = find(id);
          if (!source) throw new Error(`${operation.documentName} [${id}] does not exist`);
          if (this.level(user, operation.documentName, source, chain) < OWNERSHIP.OWNER) this.refuse(user, "delete", operation.documentName, id);
        }
        for (const id of operation.ids ?? []) {
          if (list instanceof Map) list.delete(id);
          else list.splice(list.findIndex((entry) => entry["_id"] === id), 1);
          ids.push(id);
        }
      }
      this.activity++;
      for (const client of this.clients.values()) {
        // Created documents a user may not receive (another's whisper) never reach that client;
        // later updates and deletions of them find nothing there and change nothing.
        const sent = committed.action === "create" ? { ...committed, sources: (committed.sources ?? []).filter((source) => sentTo(client.userId, operation.documentName, source)) } : committed;
        if (sent.action !== "create" || (sent.sources ?? []).length > 0) client.receive(deepClone(sent), userId);
      }
      return ids;
    } finally {
      this.inFlight--;
    }
  }

  /**
   * An update of top-level documents in a world compendium (`{ pack }` in the operation): only a
   * GM, never in a locked compendium, all or nothing. Clients hold no compendium documents until
   * they load them, so nothing is broadcast.
   */
  private operateInPack(user: UserRecord, packName: string, operation: StoredOperation): string[] {
    const pack = this.packs.get(packName);
    if (!pack || pack.documentName !== operation.documentName) throw new Error(`no ${operation.documentName} compendium ${packName}`);
    if (operation.action !== "update" || operation.parentUuid) throw new Error("the double's compendia take updates of their own documents only");
    if (user.role < ROLES.ASSISTANT) this.refuse(user, "update", operation.documentName, packName);
    if (pack.locked) throw new Error(`You may not modify the locked compendium ${packName}`);
    for (const diff of operation.diffs ?? []) if (!pack.sources.has(String(diff["_id"]))) throw new Error(`${operation.documentName} [${String(diff["_id"])}] does not exist in ${packName}`);
    const ids: string[] = [];
    for (const { _id, ...diff } of operation.diffs ?? []) {
      pack.sources.set(String(_id), applyUpdate(pack.sources.get(String(_id)) as Plain, diff));
      ids.push(String(_id));
    }
    this.activity++;
    return ids;
  }

  // ------------------------------------------------------------ queries and the system socket

  /** `User#query`: the asked user's client runs `CONFIG.queries[name]` and answers the asker. */
  async query(fromId: string, toId: string, name: string, data: unknown, _timeout: number): Promise<unknown> {
    this.inFlight++;
    try {
      await hop();
      const target = this.clients.get(toId);
      if (!target) throw new Error(`User ${toId} is not connected`);
      const handler = target.CONFIG.queries[name];
      if (!handler) throw new Error(`No query handler "${name}" on ${target.seat}'s client`);
      this.activity++;
      const answer = await target.run(() => handler(deepClone(data), { timeout: _timeout }));
      await hop();
      return deepClone(answer);
    } finally {
      this.inFlight--;
    }
  }

  /** `game.socket.emit("system.fray", data)`: every other connected client, with the sender's id. */
  emitSocket(fromId: string, event: string, data: unknown): void {
    if (!/^(system|module)\./.test(event)) throw new Error(`the double only relays system and module sockets, not "${event}"`);
    const payload = deepClone(data);
    this.inFlight++;
    void hop().then(() => {
      this.activity++;
      for (const client of this.clients.values()) if (client.userId !== fromId) client.receiveSocket(event, deepClone(payload), fromId);
      this.inFlight--;
    });
  }
}

/**
 * Whether the server sends a document to a user's client at all. A whispered chat message goes
 * only to its author and its recipients: core keeps it off every other client, a GM's included
 * ("GMs can never read other players' whispers in core, regardless of settings",
 * foundryvtt/foundryvtt#9888; knowledge-base article "Chat Messages", whispers).
 */
export function sentTo(userId: string, documentName: string, source: Plain): boolean {
  if (documentName !== "ChatMessage") return true;
  const whisper = Array.isArray(source["whisper"]) ? (source["whisper"] as string[]) : [];
  return whisper.length === 0 || source["author"] === userId || whisper.includes(userId);
}
