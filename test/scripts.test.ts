/** The build tooling's own logic: release URLs, the YAML layout of extracted packs, template discovery rules. */
import { describe, expect, it } from "vitest";
import { releaseFields } from "../scripts/lib/release.js";
import { sourceYaml } from "../scripts/lib/packs.js";
import { normalizeTemplatePath, standaloneTemplates } from "./browser/harness/templates.js";
import { formatMessage } from "./browser/harness/helpers.js";

describe("release fields", () => {
  it("derive url, a latest-release manifest and a version-pinned download from the repository", () => {
    expect(releaseFields({ url: "git+https://github.com/fray-vtt/fray.git" }, "1.2.3")).toEqual({
      url: "https://github.com/fray-vtt/fray",
      manifest: "https://github.com/fray-vtt/fray/releases/latest/download/system.json",
      download: "https://github.com/fray-vtt/fray/releases/download/v1.2.3/fray.zip",
    });
    expect(releaseFields("github:fray-vtt/fray", "0.1.0").url).toBe("https://github.com/fray-vtt/fray");
    expect(releaseFields("git@github.com:fray-vtt/fray.git", "0.1.0").url).toBe("https://github.com/fray-vtt/fray");
  });

  it("refuse a repository that is not on GitHub", () => {
    expect(() => releaseFields("https://example.org/fray", "0.1.0")).toThrow(/GitHub/);
  });
});

describe("extracted pack YAML", () => {
  it("puts _key right after _id at every level and keeps everything else in order", () => {
    const extracted = [
      "_id: aaaaaaaaaaaaaaaa",
      "name: Horse",
      "items:",
      "  - _id: bbbbbbbbbbbbbbbb",
      "    name: Hoof",
      "    _key: '!actors.items!aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb'",
      "_key: '!actors!aaaaaaaaaaaaaaaa'",
      "",
    ].join("\n");
    expect(sourceYaml(extracted)).toBe(
      [
        "_id: aaaaaaaaaaaaaaaa",
        "_key: '!actors!aaaaaaaaaaaaaaaa'",
        "name: Horse",
        "items:",
        "  - _id: bbbbbbbbbbbbbbbb",
        "    _key: '!actors.items!aaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbb'",
        "    name: Hoof",
        "",
      ].join("\n"),
    );
  });
});

describe("template discovery", () => {
  it("treats only templates inside a parts/ folder as partials that need no fixture", () => {
    expect(standaloneTemplates(["pool/parts/track.hbs", "pool/dialog/parts/odds.hbs", "pool/actor/sheet.hbs", "parts.hbs"])).toEqual([
      "pool/actor/sheet.hbs",
      "parts.hbs",
    ]);
  });

  it("accepts a template by its Foundry path, its project path or its path under templates/", () => {
    for (const path of ["systems/fray/templates/pool/a.hbs", "/systems/fray/templates/pool/a.hbs", "templates/pool/a.hbs", "pool/a.hbs"]) {
      expect(normalizeTemplatePath(path)).toBe("pool/a.hbs");
    }
  });

  it("formats {placeholders} like Foundry and leaves unknown ones visible", () => {
    expect(formatMessage("{actor} takes {n} damage from {source}", { actor: "Aldric", n: 2 })).toBe("Aldric takes 2 damage from {source}");
  });
});
