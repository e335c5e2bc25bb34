import type { EncounterParticipant } from "../../../../src/core/encounter.js";

/** The palace-guard fight the rules use for every initiative and turn example. */
export const palaceFight: EncounterParticipant[] = [
  { id: "aldric", side: "heroes", isPlayerCharacter: true, stats: {} },
  { id: "bertoz", side: "heroes", isPlayerCharacter: true, stats: {} },
  { id: "enowan", side: "heroes", isPlayerCharacter: true, stats: {} },
  { id: "guard1", side: "guards", isPlayerCharacter: false, stats: {} },
  { id: "guard2", side: "guards", isPlayerCharacter: false, stats: {} },
];
