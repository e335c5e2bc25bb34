import { describe, expect, it } from "vitest";
import { measuredMove } from "../../../../src/rulesets/pool/rules/movement.js";
import { RULER_COLOURS, rulerMark } from "../../../../src/rulesets/pool/flows/ruler-marks.js";

describe("pool token ruler marks", () => {
  it("FC-FVTT-4: at Speed 10 the ruler says Walk (Partial) to 10 yd, Jog (Full) to 20, Run (Full) to 40, and refuses 41", () => {
    // Speed 10: Walk 10 yd (1×), Jog 20 (2×), Run 40 (4×), worked from FC-MOV-2..4.
    expect(rulerMark(measuredMove(8, 10))).toEqual({ key: "FRAY.Pool.Ruler.Walk", data: { yards: 8 }, actionKey: "FRAY.Pool.Action.Partial", colour: 0x3fa34d, css: "#3fa34d" });
    expect(rulerMark(measuredMove(15, 10))).toMatchObject({ key: "FRAY.Pool.Ruler.Jog", data: { yards: 15 }, actionKey: "FRAY.Pool.Action.Full", colour: RULER_COLOURS.jog });
    expect(rulerMark(measuredMove(35, 10))).toMatchObject({ key: "FRAY.Pool.Ruler.Run", data: { yards: 35 }, actionKey: "FRAY.Pool.Action.Full", colour: RULER_COLOURS.run });
    expect(rulerMark(measuredMove(41, 10))).toMatchObject({ key: "FRAY.Pool.Ruler.TooFar", data: { yards: 41, max: 40 }, actionKey: null, colour: RULER_COLOURS.tooFar, css: "#c62828" });
    // The edges: exactly 10 is still a Walk, 11 already a Jog.
    expect(rulerMark(measuredMove(10, 10))?.key).toBe("FRAY.Pool.Ruler.Walk");
    expect(rulerMark(measuredMove(11, 10))?.key).toBe("FRAY.Pool.Ruler.Jog");
  });

  it("FC-FVTT-4: a prone actor at Speed 10 only crawls (½ Speed, Partial): 5 yd is a Crawl, 6 is too far", () => {
    expect(rulerMark(measuredMove(5, 10, true))).toMatchObject({ key: "FRAY.Pool.Ruler.Crawl", data: { yards: 5 }, actionKey: "FRAY.Pool.Action.Partial", colour: RULER_COLOURS.crawl });
    expect(rulerMark(measuredMove(6, 10, true))).toMatchObject({ key: "FRAY.Pool.Ruler.TooFar", data: { yards: 6, max: 5 } });
  });

  it("FC-FVTT-4: no distance yet leaves the label alone, and every mode has its own colour", () => {
    expect(rulerMark(measuredMove(0, 10))).toBeNull();
    expect(new Set(Object.values(RULER_COLOURS)).size).toBe(5);
  });
});
