import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { ROOT } from "../../scripts/lib/project.js";
import { RULESET_KEYS } from "../../src/foundry/ruleset-keys.js";
import type { BenchRow } from "../harness.js";

/**
 * What a world downloads: the production bundle built into a scratch folder, then for each
 * ruleset the entry's static closure (the shared glue, every ruleset's light manifest) plus the
 * static closures of the ruleset's own slice and of its data models (both imported during `init`).
 * A world holding documents of another ruleset also loads that ruleset's models: listed apart.
 * Each file gzipped alone at level 9, as a server sends it.
 * The simulator's worker and the Quench scenarios are chunks loaded only when used: listed apart.
 */
interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
type ViteManifest = Readonly<Record<string, ManifestChunk>>;

function staticClosure(manifest: ViteManifest, start: string): Set<string> {
  const files = new Set<string>();
  const pending = [start];
  while (pending.length) {
    const key = pending.pop()!;
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export const rows: BenchRow[] = [
  {
    name: "bundle: what a world loads (production build, gzip -9 per file) — goal < 120 KB for glue + one ruleset",
    async run() {
      const outDir = mkdtempSync(join(tmpdir(), "fray-bundle-"));
      try {
        await build({ root: ROOT, configFile: join(ROOT, "vite.config.ts"), logLevel: "silent", mode: "production", build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false } });
        const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
        const gzipped = new Map<string, number>();
        const size = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + (gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length).get(file)!), 0);
        const glue = staticClosure(manifest, "src/fray.ts");
        const lines = [`glue alone = ${kb(size(glue))} KB gzip (${glue.size} files)`];
        const heldModels: string[] = [];
        for (const key of RULESET_KEYS) {
          const slice = `src/rulesets/${key}/index.ts`;
          const models = staticClosure(manifest, `src/rulesets/${key}/data/models.ts`);
          const files = new Set([...glue, ...models, ...(manifest[slice] ? staticClosure(manifest, slice) : [])]);
          lines.push(`bundle: glue + ${key} = ${kb(size(files))} KB gzip${manifest[slice] ? "" : " (no slice yet: glue and models only)"}`);
          heldModels.push(`${key} ${kb(size([...models].filter((file) => !glue.has(file))))}`);
        }
        lines.push(`loaded where the world holds its documents: data models beyond the glue (KB gzip) — ${heldModels.join(", ")}`);
        // The simulator's dialog is a chunk the tracker imports on first use (the Quench scenarios share it, so it is named by its file).
        const onUse = [["simulator dialog", Object.keys(manifest).find((key) => /^_dialog-/.test(key))], ["Quench scenarios", "src/scenarios/index.ts"]] as const;
        for (const [label, key] of onUse) {
          if (!key || !manifest[key]) continue;
          const extra = [...staticClosure(manifest, key)].filter((file) => !glue.has(file));
          lines.push(`loaded on use: ${label} = ${kb(size(extra))} KB gzip (beyond the glue)`);
        }
        // The worker and the chunks it imports are emitted under assets/ (not in the manifest's graph):
        // its entry, then the one ruleset's simulator it imports for the request, with what that imports.
        const assets = readdirSync(join(outDir, "assets")).filter((file) => file.endsWith(".js"));
        const workerClosure = (start: string) => {
          const files = new Set<string>();
          const pending = [start];
          while (pending.length) {
            const file = pending.pop()!;
            if (files.has(file)) continue;
            files.add(file);
            for (const [, imported] of readFileSync(join(outDir, "assets", file), "utf8").matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)) pending.push(imported!);
          }
          return [...files].map((file) => `assets/${file}`);
        };
        const entry = assets.find((file) => /^worker-.*\.js$/.test(file));
        if (entry) {
          const perRuleset = RULESET_KEYS.map((key) => {
            const chunk = assets.find((file) => file.startsWith(`${key}-`));
            return `${key} ${kb(size(new Set([...workerClosure(entry), ...(chunk ? workerClosure(chunk) : [])])))}`;
          });
          lines.push(`loaded on use: simulator worker with the one ruleset's simulator it needs (KB gzip) — ${perRuleset.join(", ")}`);
        }
        return lines;
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  },
];
