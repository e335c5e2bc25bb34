/**
 * Finding the i18n keys the project uses. Keys are written as full literals (a convention the
 * i18n test relies on), so a key is any string literal in src/ that looks like `FRAY.…` or
 * `TYPES.…`, and any quoted such literal in a template (`{{localize "FRAY.…"}}`,
 * `data-tooltip="FRAY.…"`, hash arguments).
 */
import { readFileSync } from "node:fs";
import ts from "typescript";

export const KEY_PATTERN = /^(?:FRAY|TYPES)\.[A-Za-z0-9_.-]+$/;
const QUOTED_KEY = /(["'])((?:FRAY|TYPES)\.[A-Za-z0-9_.-]+)\1/g;

/** String literals (no substitutions) in a TypeScript file that look like keys, via the real parser so comments never count. */
export function keysInTypeScript(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && KEY_PATTERN.test(node.text)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Quoted key literals anywhere in a text file (templates, system.json). */
export function quotedKeysIn(text: string): string[] {
  return [...text.matchAll(QUOTED_KEY)].map((match) => match[2] ?? "");
}

/** `{ A: { B: "x" }, "C.D": "y" }` → Map { "A.B" → "x", "C.D" → "y" }. */
export function flattenLang(tree: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") {
    out.set(prefix, tree);
    return out;
  }
  if (tree && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) flattenLang(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}
