/**
 * Imports modules in a fresh plain-Node child process (TypeScript via tsx) where none of the
 * globals Foundry or a browser would inject exist, and reports which modules fail to load.
 */
import { spawnSync } from "node:child_process";
import { join, posix } from "node:path";
import { filesUnder } from "../../scripts/lib/project.js";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";

// Resolved here, not in the child: the child may run in a folder with no node_modules.
const CHILD_SCRIPT = fileURLToPath(new URL("./import-each.mjs", import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export const HOST_GLOBALS = ["game", "foundry", "CONFIG", "Hooks", "ui", "canvas", "Roll", "window", "document", "HTMLElement", "jQuery", "$"];

/** Every .ts module (not declaration files) under the given folders, relative to root. */
export function tsModulesUnder(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) => filesUnder(root, folder, ".ts").map((file) => posix.join(folder, file))).sort();
}

export interface ImportFailure {
  readonly file: string;
  readonly error: string;
}

/** Loads each file in turn in one child process; returns the failures (empty when all load). */
export function importInPlainNode(root: string, files: readonly string[]): ImportFailure[] {
  const urls = files.map((file) => [file, pathToFileURL(join(root, file)).href]);
  const child = spawnSync(process.execPath, ["--import", TSX_LOADER, CHILD_SCRIPT, JSON.stringify(urls), JSON.stringify(HOST_GLOBALS)], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    timeout: 120_000,
  });
  const lastLine = child.stdout.trim().split("\n").at(-1) ?? "";
  try {
    return JSON.parse(lastLine) as ImportFailure[];
  } catch {
    return [{ file: "(child)", error: `child process failed (status ${String(child.status)}): ${child.stderr || child.stdout}` }];
  }
}
