import type { EncounterModel, EncounterParticipant } from "../core/encounter.js";
import type { OptionsSchema } from "../core/options.js";
import type { ExchangeCardSpec, ExchangeHandlers } from "./chat/exchange-types.js";
import type { ExchangeOpener } from "./chat/create-exchange.js";
import type { OptionStore } from "./settings/option-store.js";
import { RULESET_KEYS, type RulesetKey } from "./ruleset-keys.js";

export { RULESET_KEYS, type RulesetKey };

/**
 * The contract between a ruleset's vertical slice and the shared Foundry glue. Each slice exports
 * one `Ruleset` from `src/rulesets/<key>/index.ts` (see registry.ts for how it is picked up); the
 * glue registers its models in the world that plays it and in every world holding its documents
 * (so foreign documents still load), everything else only when the ruleset is the world's active one.
 */
export interface Ruleset {
  readonly key: RulesetKey;
  /** i18n key of the ruleset's display name, e.g. "FRAY.Ruleset.Pool". */
  readonly label: string;
  /** Whether the Foundry slice is playable; only ready rulesets are offered to the GM. */
  readonly foundryReady: boolean;
  /**
   * Imports the ruleset's data models (a chunk of their own, with the rules they derive through).
   * Loaded where the ruleset is played and where the world holds its documents.
   */
  readonly documentModels?: () => Promise<DocumentModels>;
  /** Sheets to register (only for the active ruleset). */
  readonly sheets?: readonly RulesetSheet[];
  /** The pure turn-order model the combat tracker delegates to. */
  readonly encounter?: EncounterModel<unknown>;
  /**
   * The ruleset-specific part of a combatant's encounter participant: the numbers the encounter
   * model needs (DEX, INT, Fighter rank …) and shared activations. Side and player-character flag
   * come from the token disposition and ownership unless returned here.
   */
  readonly participantOf?: (actor: Actor.Implementation | null, combatant: Combatant.Implementation) => ParticipantExtras;
  /**
   * Runs once on the active GM's client when an encounter of this ruleset has begun (the state is
   * stored and the combat started): a card announcing the initiative, for instance.
   */
  readonly encounterBegun?: (combat: Combat.Implementation) => Promise<void>;
  /** Runs on the active GM's client when the model says these combatants' activations began. */
  readonly activationsStarted?: (combat: Combat.Implementation, combatantIds: readonly string[]) => Promise<void>;
  /**
   * Runs on the active GM's client after every step of play, with the model's states before and
   * after it (dusk: one-round effects end at their originator's next turn, Defend marks its bearer).
   */
  readonly stepTaken?: (combat: Combat.Implementation, step: { readonly before: unknown; readonly after: unknown }) => Promise<void>;
  /**
   * Runs on the presser's client for a tracker control the model marks `rollFirst` (dusk: a Short
   * move opens its Speed roll); the roll's card, not the control, then records it.
   */
  readonly controlRoll?: (combat: Combat.Implementation, combatantId: string, control: string) => Promise<void>;
  /** What the tracker's header shows beside the round (dusk: the GM's Doom pool, to GMs only). */
  readonly trackerBadges?: (viewer: { readonly isGM: boolean }) => readonly TrackerBadge[];
  /** Typed options; each becomes a world setting (keys from the ruleset's option store) shown in one menu. */
  readonly options?: RulesetOptions;
  /** Registers chat-card flows and GM handlers; called once in `init` for the active ruleset. */
  readonly registerFlows?: () => void;
  /** Handlers for the buttons of this ruleset's exchange cards, keyed by exchange kind then action. */
  readonly exchangeHandlers?: ExchangeHandlers;
  /** GM-side builders of the cards whose buttons change others' documents, keyed by exchange kind. */
  readonly exchangeOpeners?: Readonly<Record<string, ExchangeOpener>>;
  /** Title and body partial of each exchange kind's card. */
  readonly exchangeCards?: Readonly<Record<string, ExchangeCardSpec>>;
  /** Template paths (`systems/fray/templates/<key>/…hbs`) to preload and register as partials. */
  readonly templates?: readonly string[];
  /** Compendium pack names (as in system.json) that belong to this ruleset. */
  readonly packs?: readonly string[];
  /** Token bar attributes per Actor subtype. */
  readonly trackableAttributes?: Readonly<Record<string, TrackableAttributes>>;
  /** Extra status effects beyond the shared dead / unconscious / fled. */
  readonly statusEffects?: readonly StatusEffectSpec[];
}

/**
 * What every world knows of a ruleset, loaded with the shared glue whatever the world plays
 * (`src/rulesets/<key>/manifest.ts`): whether it is playable, how to load its data models and
 * its token bars. Light on purpose: the models and the rest of the slice load only where needed.
 */
export type RulesetManifest = Pick<Ruleset, "key" | "label" | "foundryReady" | "documentModels" | "trackableAttributes">;

/** A ruleset's TypeDataModel class per Actor subtype (`poolCharacter` …) and per Item subtype. */
export interface DocumentModels {
  readonly actorModels: Readonly<Record<string, DataModelClass>>;
  readonly itemModels: Readonly<Record<string, DataModelClass>>;
}

/** A figure in the tracker's header: its label, value and the tooltip explaining it (all localized). */
export interface TrackerBadge {
  readonly key: string;
  readonly label: string;
  readonly value: number | string;
  readonly tooltip: string;
}

/** A TypeDataModel subclass for one subtype. */
export type DataModelClass = foundry.abstract.TypeDataModel.AnyConstructor;

export interface RulesetSheet {
  readonly documentName: "Actor" | "Item";
  readonly sheetClass: foundry.applications.api.DocumentSheetV2.AnyConstructor;
  readonly types: readonly string[];
  /** i18n key of the sheet's name in the sheet configuration. */
  readonly label: string;
  readonly makeDefault?: boolean;
}

export type ParticipantExtras = Partial<Pick<EncounterParticipant, "side" | "isPlayerCharacter" | "stats" | "sharesActivationWith">>;

export interface TrackableAttributes {
  readonly bar: readonly string[];
  readonly value: readonly string[];
}

export interface StatusEffectSpec {
  readonly id: string;
  /** i18n key. */
  readonly name: string;
  readonly img: string;
}

/** Full literal i18n keys for one option (the i18n test finds keys by literal text). */
export interface RulesetOptionLabel {
  readonly name: string;
  readonly hint: string;
  /** For choice options: i18n key per choice value. */
  readonly choices?: Readonly<Record<string, string>>;
}

export interface RulesetOptions<S extends OptionsSchema = OptionsSchema> {
  /** The one accessor that registers, reads and writes these options. */
  readonly store: OptionStore<S>;
  readonly labels: { readonly [K in keyof S]: RulesetOptionLabel };
  /**
   * Hands the current options to whatever caches them (data models deriving values); returns
   * whether anything cached changed. Called once settings can be read (`setup`) and again on
   * every client whenever an option changes; the glue re-derives the actors when needed.
   */
  readonly apply?: () => boolean;
}

/** One sheet entry per item type (each type has its own sheet class), all under one sheet label. */
export function itemSheetEntries(sheets: Readonly<Record<string, RulesetSheet["sheetClass"]>>, label: string): RulesetSheet[] {
  return Object.entries(sheets).map(([type, sheetClass]) => ({ documentName: "Item", sheetClass, types: [type], label, makeDefault: true }));
}

/** Builds a Ruleset entry for a ruleset whose Foundry slice is not built yet. */
export function placeholderRuleset(key: RulesetKey, label: string): Ruleset {
  return { key, label, foundryReady: false };
}
