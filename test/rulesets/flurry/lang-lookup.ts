import en from "../../../lang/en.json" with { type: "json" };

/** The language-file entry at a dotted i18n key, or undefined when there is none. */
export function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), en);
}
