/** Release metadata and packaging shared by `npm run build` and `npm run release`. */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";

export interface ReleaseFields {
  readonly url: string;
  readonly manifest: string;
  readonly download: string;
}

/**
 * The manifest fields Foundry needs to install and update the system, derived from the
 * repository URL in package.json (`git+https://…/owner/name.git` and friends are accepted).
 * `manifest` follows the latest release so installed copies see updates; `download` is pinned
 * to this version's tag.
 */
export function releaseFields(repository: string | { readonly url: string }, version: string): ReleaseFields {
  const raw = typeof repository === "string" ? repository : repository.url;
  const url = raw
    .replace(/^git\+/, "")
    .replace(/^github:/, "https://github.com/")
    .replace(/^git@github\.com:/, "https://github.com/")
    .replace(/\.git$/, "")
    .replace(/\/$/, "");
  if (!/^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(url)) {
    throw new Error(`release: package.json repository must name a GitHub repository (got "${raw}")`);
  }
  return {
    url,
    manifest: `${url}/releases/latest/download/system.json`,
    download: `${url}/releases/download/v${version}/fray.zip`,
  };
}

/** Writes dist/fray.zip with system.json at the archive root, as Foundry's installer expects. */
export function zipDist(distDir: string): void {
  rmSync(join(distDir, "fray.zip"), { force: true });
  try {
    execFileSync("zip", ["-q", "-r", "-X", "fray.zip", ".", "-x", "fray.zip"], { cwd: distDir, stdio: "inherit" });
  } catch (error) {
    throw new Error("could not write dist/fray.zip with the zip command (install it, e.g. apt-get install zip)", { cause: error });
  }
}
