/**
 * Every template under templates/, compiled with real Handlebars and registered as a partial
 * under the path Foundry gives it (`systems/fray/templates/<rel>`), exactly as the system's
 * preload does, so `{{> "systems/fray/templates/…"}}` resolves here as in Foundry.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { filesUnder } from "../../../scripts/lib/project.js";
import { registerStandInHelpers } from "./helpers.js";

export const TEMPLATE_PREFIX = "systems/fray/templates/";

/** Template paths relative to templates/ (e.g. "pool/actor/character-body.hbs"), sorted. */
export function templatePaths(root: string): string[] {
  return filesUnder(root, "templates", ".hbs");
}

/** Templates that must be rendered by some fixture: everything not inside a parts/ folder. */
export function standaloneTemplates(paths: readonly string[]): string[] {
  return paths.filter((path) => !path.split("/").slice(0, -1).includes("parts"));
}

/** "systems/fray/templates/a/b.hbs", "templates/a/b.hbs" and "a/b.hbs" all name a/b.hbs. */
export function normalizeTemplatePath(path: string): string {
  return path.replace(/^\/?systems\/fray\//, "").replace(/^templates\//, "");
}

export interface TemplateSet {
  /** Renders one template (relative path) with the given context; throws on any Handlebars error. */
  render(path: string, context: unknown): string;
  /** Parses every template eagerly; returns "path: message" for each that does not compile. */
  syntaxErrors(): string[];
}

export function loadTemplates(root: string, lang: ReadonlyMap<string, string>, extra: Readonly<Record<string, string>> = {}): TemplateSet {
  const hb = Handlebars.create();
  registerStandInHelpers(hb, lang);
  const sources = new Map<string, string>();
  for (const path of templatePaths(root)) sources.set(path, readFileSync(join(root, "templates", path), "utf8"));
  for (const [path, source] of Object.entries(extra)) sources.set(path, source);

  const compiled = new Map<string, ReturnType<typeof hb.compile>>();
  for (const [path, source] of sources) {
    const template = hb.compile(source, { strict: false, preventIndent: true });
    compiled.set(path, template);
    hb.registerPartial(`${TEMPLATE_PREFIX}${path}`, template);
  }

  return {
    render(path, context) {
      const template = compiled.get(normalizeTemplatePath(path));
      if (!template) throw new Error(`no template ${path} under templates/`);
      return template(context, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
    },
    syntaxErrors() {
      const errors: string[] = [];
      for (const [path, source] of sources) {
        try {
          hb.precompile(source);
        } catch (error) {
          errors.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return errors;
    },
  };
}
