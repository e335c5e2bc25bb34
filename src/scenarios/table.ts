import type { RulesetKey } from "../foundry/ruleset-keys.js";
import type { QuenchAssert } from "../quench/quench-types.js";

/**
 * What a scenario script plays against: a table of seats (the GM, an assistant GM, two players)
 * in one world. The same scripts run against the Foundry-semantics double in `npm test` (every
 * seat a separate client) and as Quench batches in a live world, where only the current user's
 * seat exists and a scenario needing another seat is skipped (see src/scenarios/README.md).
 */
export type Seat = "gm" | "assistant" | "playerA" | "playerB";
export const SEATS: readonly Seat[] = ["gm", "assistant", "playerA", "playerB"];

export interface ActorSpec {
  readonly name: string;
  readonly type: string;
  readonly system?: Readonly<Record<string, unknown>>;
  readonly items?: ReadonlyArray<Readonly<Record<string, unknown>>>;
  /** Seats that own the actor (the GM owns everything anyway). */
  readonly owners?: readonly Seat[];
  /** Token disposition on the scene; owned actors default to friendly, others to hostile. */
  readonly disposition?: "friendly" | "neutral" | "hostile";
}

/** A document by UUID, as every seat names it. */
export interface DocumentRef {
  readonly uuid: string;
  readonly id: string;
  readonly name: string;
}

/** Core's combat tracker buttons (End Combat asks to confirm: answer its dialog first), and any action of Fray's tracker by name. */
export type TrackerControl = "startCombat" | "nextTurn" | "previousTurn" | "nextRound" | "previousRound" | "endCombat" | (string & {});

export type DialogValues = Readonly<Record<string, string | number | boolean>>;
/** A button inside a dialog, by its data attributes: `{ action: "openGuide", guide: "brp.turns" }`. */
export type DialogButton = Readonly<Record<string, string>>;

/** A dialog as a seat saw it (see `SeatHand.dialogsShown`). */
export interface DialogShown {
  readonly title: string;
  readonly opened: string;
  readonly answered: string;
}

export interface Notice {
  readonly level: "info" | "warn" | "error";
  readonly message: string;
}

/** One seat's hands: everything a user does through Foundry's UI, and what their client shows. */
export interface SeatHand {
  readonly seat: Seat;
  readonly userId: string;
  /** Runs code as this seat (its `game.user`, its copies of the documents). */
  run<T>(fn: () => T | Promise<T>): Promise<T>;
  /** This seat's copy of an actor. */
  actor(ref: DocumentRef): Actor.Implementation;
  /** This seat's copy of any document by UUID, or null if it cannot see it. */
  doc(uuid: string): foundry.abstract.Document.Any | null;
  /**
   * The next dialog this seat opens is filled with these values and submitted (null closes it);
   * `press` names buttons clicked inside it first (a section's "?").
   */
  answerDialog(values: DialogValues | null, press?: readonly DialogButton[]): void;
  /**
   * The dialogs this seat was shown, oldest first, as text: as each opened, and as it stood when
   * answered (live parts such as a roll's odds re-rendered from the answer, before any die is rolled).
   */
  dialogsShown(): ReadonlyArray<DialogShown>;
  /** UUIDs of the journal pages this seat's journal sheets were opened at ("…JournalEntryPage.<id>"). */
  journalPagesShown(): readonly string[];
  /**
   * Runs code as this seat's browser console would: with this user's own `game`, outside every
   * button (an attacker's hand). The table settles afterwards.
   */
  console<T>(fn: () => T | Promise<T>): Promise<T>;
  /** Targets the tokens of these actors (`game.user.targets`). */
  target(...actors: DocumentRef[]): Promise<void>;
  /**
   * Drags this actor's token `squares` grid squares across the scene (x to the right, y down), as
   * a user moving it on the canvas: the scene's grid measures the movement.
   */
  moveToken(actor: DocumentRef, squares: { readonly x: number; readonly y: number }): Promise<void>;
  /** Where this seat sees the actor's token (pixels), or null when it sees none. */
  tokenPosition(actor: DocumentRef): { x: number; y: number } | null;
  /** Clicks a sheet button: the sheet's `data-action` handler, on an element with these data attributes. */
  sheetAction(actor: DocumentRef, action: string, dataset?: Readonly<Record<string, string>>): Promise<void>;
  /**
   * Types `text` into the named input of an actor's sheet, opened by this seat in edit mode, and
   * leaves the field (a `change`): the sheet's own checks run, then the form saves on change.
   */
  typeIntoSheet(actor: DocumentRef, name: string, text: string): Promise<void>;
  /** Presses a decision button of an exchange card (as the card's render hook wires it). */
  press(message: DocumentRef, action: string, actorUuid?: string | null): Promise<void>;
  /** Presses Undo on an exchange card for an application (the latest one when not named). */
  undo(message: DocumentRef, applicationId?: string): Promise<void>;
  /** Presses a control of the combat tracker: core's turn and round buttons, or Fray's own actions ("frayActNow"). */
  tracker(control: TrackerControl, dataset?: Readonly<Record<string, string>>): Promise<void>;
  /** `game.settings.set` as this seat (refusals propagate). */
  setSetting(namespace: string, key: string, value: unknown): Promise<void>;
  /** The chat messages this seat sees, oldest first. */
  messages(): ChatMessage.Implementation[];
  /** Notifications this seat was shown since the last `clearNotices`. */
  notices(): readonly Notice[];
  clearNotices(): void;
  /** The combat on view for this seat. */
  combat(): Combat.Implementation | null;
}

export interface Table {
  readonly where: "double" | "live";
  readonly ruleset: RulesetKey;
  has(seat: Seat): boolean;
  seat(seat: Seat): SeatHand;
  /** The GM creates an actor (with its items) and puts a token of it on the scene. */
  createActor(spec: ActorSpec): Promise<DocumentRef>;
  /**
   * The GM creates a scene from this data (an `_id` in it is left out); an active one becomes the
   * scene every client views, where `createActor` puts tokens. A live table deletes it afterwards
   * and makes the scene that was active before active again.
   */
  createScene(data: Readonly<Record<string, unknown>>): Promise<DocumentRef>;
  /** The GM starts a combat with these actors' tokens; resolves once every client has it. */
  startCombat(actors: readonly DocumentRef[]): Promise<DocumentRef>;
  /** The next dice rolled anywhere at the table show these faces (on dice of `faces` sides). */
  queueDice(faces: number, results: readonly number[]): void;
  /** Waits until every client has finished reacting: broadcasts, hooks, relays, queries. */
  settle(): Promise<void>;
  /**
   * Everyone reloads the world (the double only; a live table throws): every client boots again
   * from what the server stores, as after a setting that requires a reload.
   */
  reload(): Promise<void>;
  /** Errors raised on any client (a hook that threw, a failed data preparation, an unanswered dialog). */
  errors(): readonly string[];
  /** The localized text of a message key, for comparing notifications. */
  localize(key: string, data?: Readonly<Record<string, string | number>>): string;
}

export type ScenarioAssert = QuenchAssert;

export interface Scenario {
  readonly ruleset: RulesetKey;
  /** What happens, in a user's words; the test is named `scenario: <ruleset>: <name>`. */
  readonly name: string;
  /** Seats the script acts through (the GM is assumed). A live world skips scenarios it cannot seat. */
  readonly seats?: readonly Seat[];
  /**
   * A world stored before anyone joins: world settings by full key ("fray.pool_turnMode") and raw
   * documents by document name, exactly as a world's database would hold them (fields the models
   * no longer know included). The double starts from it; a live world skips such a scenario.
   */
  readonly world?: {
    readonly settings?: Readonly<Record<string, unknown>>;
    readonly documents?: Readonly<Record<string, ReadonlyArray<Readonly<Record<string, unknown>>>>>;
  };
  /** False for a scenario a single live browser cannot play (it reloads the world, for one). */
  readonly live?: boolean;
  readonly run: (table: Table, assert: ScenarioAssert) => Promise<void>;
}

export function scenarioTitle(scenario: Scenario): string {
  return `scenario: ${scenario.ruleset}: ${scenario.name}`;
}
