import type { EncounterControl, EncounterLabel, EncounterMarker, EncounterParticipant, EncounterSnapshot } from "../../core/encounter.js";
import type { ParticipantExtras } from "../ruleset.js";

/**
 * Pure glue between Foundry combatants and a ruleset's encounter model: who is on which side,
 * who may press "act now", and what the tracker shows. FrayCombat and the tracker only fetch
 * documents and call these.
 */

/** Token disposition (Foundry's FRIENDLY 1, NEUTRAL 0, HOSTILE −1, SECRET −2) as an encounter side. */
export function sideOfDisposition(disposition: number | null | undefined): string {
  if (disposition === 1) return "friendly";
  if (disposition === 0) return "neutral";
  return "hostile";
}

export interface CombatantFacts {
  readonly id: string;
  readonly disposition: number | null | undefined;
  readonly hasPlayerOwner: boolean;
}

/** A combatant as the encounter model sees it; the ruleset's extras win over the defaults. */
export function toParticipant(facts: CombatantFacts, extras: ParticipantExtras = {}): EncounterParticipant {
  return {
    id: facts.id,
    side: extras.side ?? sideOfDisposition(facts.disposition),
    isPlayerCharacter: extras.isPlayerCharacter ?? facts.hasPlayerOwner,
    stats: extras.stats ?? {},
    ...(extras.sharesActivationWith ? { sharesActivationWith: extras.sharesActivationWith } : {}),
  };
}

/**
 * Whether this user may make this combatant act now: the rules must allow it at this moment, and
 * the user must be a GM or own the combatant's actor (owners act for their characters, the GM
 * for everyone else).
 */
export function mayActNow(snapshot: EncounterSnapshot, combatantId: string, viewer: { readonly isGM: boolean; readonly ownsCombatant: boolean }): boolean {
  return snapshot.canActNow.includes(combatantId) && (viewer.isGM || viewer.ownsCombatant);
}

export interface TrackerCombatant {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly defeated: boolean;
  readonly hidden: boolean;
  readonly owned: boolean;
  readonly active: boolean;
}

export interface TrackerRow extends TrackerCombatant {
  readonly actionsLeft: number | null;
  /** Free actions left this round, where the rules count them. */
  readonly freeLeft: number | null;
  /** What the model notes beside this combatant (a stated intent), localized; null when none or hidden from this viewer. */
  readonly note: string | null;
  readonly canActNow: boolean;
  readonly showActNow: boolean;
  /** The End control (end the activation, or pass): whoever may make this combatant act may end it. */
  readonly showEnd: boolean;
  /** What this combatant has used this round, localized (empty where the rules count nothing). */
  readonly markers: readonly TrackerMarker[];
  /** The model's controls for this combatant, for its owner and GMs only. */
  readonly controls: readonly TrackerControlView[];
}

export interface TrackerMarker {
  readonly key: string;
  readonly used: boolean;
  readonly label: string;
  readonly tooltip: string;
}

export interface TrackerControlView {
  readonly key: string;
  readonly group: string;
  readonly label: string;
  readonly tooltip: string;
  readonly on: boolean;
}

export interface TrackerGroupView {
  readonly key: string;
  readonly heading: string;
  readonly rows: readonly TrackerRow[];
}

export interface TrackerView {
  readonly round: number;
  readonly phase: string;
  readonly roundOver: boolean;
  /** Whether this viewer sees the control that closes the current phase (GMs only). */
  readonly canClosePhase: boolean;
  /** i18n key of that control's label. */
  readonly closeLabel: string;
  readonly groups: readonly TrackerGroupView[];
  /** The encounter's own controls (GMs only; empty for players). */
  readonly encounterControls: readonly TrackerControlView[];
}

type Localize = (key: string, data?: Readonly<Record<string, string | number>>) => string;

function markerView(marker: EncounterMarker, label: Localize): TrackerMarker {
  const text = (l: EncounterLabel) => label(l.key, l.data);
  return { key: marker.key, used: marker.used, label: text(marker.label), tooltip: text(marker.tooltip) };
}

function controlView(control: EncounterControl, label: Localize): TrackerControlView {
  const text = (l: EncounterLabel) => label(l.key, l.data);
  return { key: control.key, group: control.group, label: text(control.label), tooltip: text(control.tooltip), on: control.on ?? false };
}

/**
 * The tracker's headings (the snapshot's groups, localized by `label`) and rows. Hidden
 * combatants are left out for players; combatants the model does not group appear last under an
 * "others" heading so nobody silently disappears.
 */
export function trackerView(
  snapshot: EncounterSnapshot,
  combatants: readonly TrackerCombatant[],
  viewer: { readonly isGM: boolean },
  label: (key: string, data?: Readonly<Record<string, string | number>>) => string,
): TrackerView {
  const byId = new Map(combatants.map((c) => [c.id, c]));
  const row = (c: TrackerCombatant): TrackerRow => {
    const canActNow = snapshot.canActNow.includes(c.id);
    const note = snapshot.notes?.[c.id];
    const shownNote = note && (viewer.isGM || !note.hidden) ? label(note.key, note.data) : null;
    const mayMove = canActNow && (viewer.isGM || c.owned);
    const defeated = c.defeated || (snapshot.down ?? []).includes(c.id);
    const markers = (snapshot.markers?.[c.id] ?? []).map((marker) => markerView(marker, label));
    const controls = viewer.isGM || c.owned ? (snapshot.controls?.[c.id] ?? []).map((control) => controlView(control, label)) : [];
    return { ...c, defeated, actionsLeft: snapshot.actionsLeft[c.id] ?? null, freeLeft: snapshot.freeLeft?.[c.id] ?? null, note: shownNote, canActNow, showActNow: mayMove, showEnd: mayMove, markers, controls };
  };
  const visible = (c: TrackerCombatant | undefined): c is TrackerCombatant => c !== undefined && (viewer.isGM || !c.hidden);
  const grouped = new Set<string>();
  const groups: TrackerGroupView[] = snapshot.groups.map((group) => {
    group.participantIds.forEach((id) => grouped.add(id));
    return { key: group.key, heading: label(group.label.key, group.label.data), rows: group.participantIds.map((id) => byId.get(id)).filter(visible).map(row) };
  });
  const others = combatants.filter((c) => !grouped.has(c.id)).filter(visible).map(row);
  if (others.length) groups.push({ key: "others", heading: label("FRAY.Combat.Others"), rows: others });
  const encounterControls = viewer.isGM ? (snapshot.encounterControls ?? []).map((control) => controlView(control, label)) : [];
  return {
    round: snapshot.round,
    phase: snapshot.phase,
    roundOver: snapshot.roundOver,
    canClosePhase: viewer.isGM && (snapshot.phaseClosable ?? false),
    closeLabel: snapshot.phaseCloseLabel ?? "FRAY.Combat.ClosePhase",
    groups,
    encounterControls,
  };
}

/** The i18n key of a phase heading (rulesets' phase keys; unknown phases show generically). */
export const PHASE_LABELS: Readonly<Record<string, string>> = {
  initiative: "FRAY.Combat.Phase.Initiative",
  statements: "FRAY.Combat.Phase.Statements",
  powers: "FRAY.Combat.Phase.Powers",
  movement: "FRAY.Combat.Phase.Movement",
  action: "FRAY.Combat.Phase.Action",
  flurry: "FRAY.Combat.Phase.Flurry",
  adjustment: "FRAY.Combat.Phase.Adjustment",
  morale: "FRAY.Combat.Phase.Morale",
  resolution: "FRAY.Combat.Phase.Resolution",
};

export function phaseLabel(phase: string): string {
  return PHASE_LABELS[phase] ?? "FRAY.Combat.Phase.Other";
}
