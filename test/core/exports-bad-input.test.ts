import { SeededDice } from "../../src/core/dice.js";
import { die, sumOfDice } from "../../src/core/distribution.js";
import { fuzzFolder, replay, type Exemptions, type FolderTable } from "./exports-fuzz.js";

/** A valid call of every exported function, as the seeds' examples and the rules tests make them. */
const BASELINES: FolderTable = {
  "dice.ts": {
    RecordingDice: () => [new SeededDice(1)],
    ReplayDice: () => [[1, 6, 3]],
    SeededDice: () => ["seed"],
    d100FromDigits: () => [1, 8],
    requireDicePort: () => [new SeededDice(2), "dice"],
    rollSum: () => [replay([2, 5]), 2, 6, "damage"],
  },
  "die-source.ts": {
    TapeDice: () => [new SeededDice(3)],
  },
  "distribution.ts": {
    convolve: () => [die(6), die(4)],
    entries: () => [sumOfDice(2, 6)],
    mapValues: () => [sumOfDice(2, 6), (value: number) => Math.min(value, 9)],
    mean: () => [die(6)],
    negate: () => [sumOfDice(2, 4)],
    probabilityAtLeast: () => [sumOfDice(3, 6), 11],
    probabilityAtMost: () => [sumOfDice(3, 6), 10],
    probabilityOf: () => [sumOfDice(2, 12), 13],
    requireDistribution: () => [die(6), "d6"],
    shift: () => [die(6), 2],
    binomial: () => [4, 0.6666666666666666],
    constant: () => [0],
    die: () => [6],
    forEachCategorySplit: () => [4, [0.5, 0.25, 0.25], () => 0],
    fromMap: () => [new Map([[0, 0.9999999999999999]])],
    ofFormula: () => [
      {
        dice: [
          { sign: 1, count: 1, faces: 6 },
          { sign: -1, count: 1, faces: 4 },
        ],
        constant: 2,
      },
    ],
    sumOfDice: () => [3, 6],
  },
  "errors.ts": {
    requireInteger: () => [4, "d6", 1, 6],
  },
  "field-spec.ts": {
    choicesFromForm: { args: () => [{ count: { kind: "int", min: 0, max: 5, initial: 1 }, lit: { kind: "bool", initial: false }, side: { kind: "choice", choices: ["l", "r"], initial: "l" } }, { count: "3", lit: true, side: "r" }, { count: 1, lit: false, side: "l" }], opaque: [0] },
    initialOf: { args: () => [{ count: { kind: "int", min: 0, max: 5, initial: 1 }, notes: { kind: "html" } }], opaque: [0] },
    specProblems: { args: () => [{ count: { kind: "int", min: 0, max: 5, initial: 1 } }, { count: 2 }], opaque: [0] },
  },
  "formula.ts": {
    formatFormula: () => [{ dice: [], constant: 7 }],
    maxOfFormula: () => [{ dice: [{ sign: 1, count: 1, faces: 8 }], constant: 1 }],
    minOfFormula: () => [
      {
        dice: [
          { sign: 1, count: 1, faces: 8 },
          { sign: 1, count: 1, faces: 4 },
        ],
        constant: -1,
      },
    ],
    parseFormula: () => ["1d6"],
    requireParsedFormula: () => [{ dice: [{ sign: -1, count: 2, faces: 6 }], constant: 3 }, "damage"],
    rollFormula: () => [replay([]), { dice: [], constant: 7 }, "damage"],
  },
  "options.ts": {
    optionOf: () => [{ rounds: { type: "number", default: 1, min: 0, max: 5, integer: true } }, { rounds: 3 }, "rounds"],
    defaultsOf: () => [
      {
        freeActions: { type: "number", default: 1, min: 0, max: 5, integer: true },
        grappledLosesParry: { type: "boolean", default: true },
        tier: { type: "choice", default: "A", choices: ["A", "B", "C"] },
      },
    ],
    validateOptions: () => [
      {
        freeActions: { type: "number", default: 1, min: 0, max: 5, integer: true },
        grappledLosesParry: { type: "boolean", default: true },
        tier: { type: "choice", default: "A", choices: ["A", "B", "C"] },
      },
      { tier: "B" },
    ],
  },
  "range.ts": {
    bandFor: () => [
      10,
      [
        { key: "short", upTo: 10, modifier: 0 },
        { key: "long", upTo: 20, modifier: -2 },
      ],
    ],
    bandsFromMultiples: () => [
      10,
      [
        { key: "short", times: 1, modifier: 0 },
        { key: "long", times: 2, modifier: -2 },
      ],
    ],
  },
  "validate.ts": {
    optionalBoolean: () => [true, "kneeling"],
    optionalInteger: () => [3, "skill", 0, 10, 1],
    // The shape guards check the container, not its contents (the caller checks those next).
    requireArray: { args: () => [[1, 2], "wounds", 5], opaque: [0] },
    requireBoolean: () => [true, "engaged"],
    requireDiceCount: () => [3],
    requireDiceFaces: () => [6, "faces"],
    requireInteger: () => [4, "d6", 1, 6],
    requireNumber: () => [2.5, "metres", 0, 10],
    requireOneOf: () => ["walk", "pace", ["walk", "run"]],
    requireRecord: { args: () => [{ a: 1 }, "stats"], opaque: [0] },
    requireRolledDice: () => [[1, 6, 3], "attack", 6, 3],
    requireString: () => ["a", "id"],
  },
  "encounter.ts": {
    requireParticipant: () => [{ id: "rider", side: "heroes", isPlayerCharacter: true, stats: { dex: 12 }, sharesActivationWith: "horse" }, "participant"],
  },
  "vocabulary.ts": {
    conditionIdOf: () => [{ id: "prone", duration: { kind: "permanent" }, ownerId: "a", appliedRound: 1 }, "conditions[0]"],
    requireCondition: () => [{ id: "dodging", duration: { kind: "rounds", rounds: 2 }, ownerId: "a", appliedRound: 1, data: { parryBonus: 1 } }, "condition"],
    expireConditions: () => ["y", [], { kind: "roundEnd", round: 6 }],
    expiresAt: () => [{ id: "tired", duration: { kind: "untilRest" }, ownerId: "a", appliedRound: 1 }, { kind: "rest" }],
  },
};

const EXEMPT: Exemptions = {
  "die-source.ts#formulaTotal": "the fast exchanges' inner loop: it rolls formulas parseFormula already checked (each fast path takes them from its ruleset's own parsed, validated actions)",
  "field-spec.ts#bool": "builds a field spec from the literals a slice writes once at load time; no outside value reaches it",
  "field-spec.ts#choice": "builds a field spec from the literals a slice writes once at load time; no outside value reaches it",
  "field-spec.ts#houseValues": "builds a field spec from the literals a slice writes once at load time; no outside value reaches it",
  "field-spec.ts#int": "builds a field spec from the literals a slice writes once at load time; no outside value reaches it",
  "field-spec.ts#str": "builds a field spec from the literals a slice writes once at load time; no outside value reaches it",
  "field-spec.ts#storedSystem": "a typed view of a document's own system data when its type matches; it reads nothing inside and decides nothing",
  "sheet-header.ts#sheetHeader": "copies a document's own name and image and the figures its ruleset computed into the header shape; it computes nothing",
  "sheet-header.ts#houseNotes": "labels the house values a document's schema-checked data marks, with its ruleset's own label table; it computes nothing",
  "errors.ts#RulesError": "the error type itself: it carries whatever key and data it is given to the message",
};

await fuzzFolder("src/core", BASELINES, EXEMPT);
