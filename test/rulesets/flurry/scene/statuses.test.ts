import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FLURRY_STATUS_EFFECTS, FLURRY_STATUS_IDS, postureFromStatuses, DEFENCE_ROW_OF_POSTURE } from "../../../../src/rulesets/flurry/data/statuses.js";
import { defenceRows } from "../../../../src/rulesets/flurry/data/state.js";
import { flattenLang } from "../../../support/i18n-keys.js";

describe("flurry status effects", () => {
  it("WC-DATA-4: each condition is a status with a localized name and a core icon, ids unique", () => {
    const lang = flattenLang(JSON.parse(readFileSync(join(import.meta.dirname, "../../../../lang/en.json"), "utf8")));
    expect(FLURRY_STATUS_EFFECTS.map((s) => s.id)).toEqual([...FLURRY_STATUS_IDS]);
    expect(new Set(FLURRY_STATUS_IDS).size).toBe(FLURRY_STATUS_IDS.length);
    for (const s of FLURRY_STATUS_EFFECTS) {
      expect(lang.has(s.name), s.name).toBe(true);
      expect(s.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
    }
  });

  it("WC-WND-9…14: the worst posture among the statuses decides the Defense row a frontal attacker faces", () => {
    expect(postureFromStatuses([])).toBe("standing");
    expect(postureFromStatuses(["engaged", "bleeding"])).toBe("standing");
    expect(postureFromStatuses(["fallen", "stunned"])).toBe("stunned");
    expect(postureFromStatuses(["crawling", "fallen"])).toBe("crawling");
    expect(postureFromStatuses(["stunned", "unconscious"])).toBe("unconscious");
    expect(postureFromStatuses(["immobile", "fallen"])).toBe("immobile");
    // FR 6, AGL +1: front 17, stunned 5 + 3 = 8, fallen 5 + 6 = 11, helpless 3.
    const rows = Object.fromEntries(defenceRows(6, 1).map((row) => [row.key, row.value]));
    expect(rows[DEFENCE_ROW_OF_POSTURE.standing]).toBe(17);
    expect(rows[DEFENCE_ROW_OF_POSTURE.stunned]).toBe(8);
    expect(rows[DEFENCE_ROW_OF_POSTURE.crawling]).toBe(11);
    expect(rows[DEFENCE_ROW_OF_POSTURE.unconscious]).toBe(3);
  });
});
