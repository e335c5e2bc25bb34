// The part of @foundryvtt/foundryvtt-cli's JavaScript API the build uses (the package ships no types).
declare module "@foundryvtt/foundryvtt-cli" {
  export interface PackEntry {
    readonly _id?: string;
    readonly name?: string;
    readonly [field: string]: unknown;
  }
  export interface CompileOptions {
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
    transformEntry?: (entry: PackEntry) => Promise<false | void>;
  }
  export interface ExtractOptions {
    yaml?: boolean;
    log?: boolean;
    folders?: boolean;
    transformEntry?: (entry: PackEntry, context: Readonly<Record<string, unknown>>) => Promise<false | void>;
    transformName?: (entry: PackEntry, context: Readonly<Record<string, unknown>>) => Promise<string | void>;
    transformSerialized?: (content: string, context: Readonly<Record<string, unknown>>) => Promise<string>;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
