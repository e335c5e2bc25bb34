/**
 * An item as every ruleset's pure state code reads it: a Foundry `Item`, a compendium entry's
 * source or a test's plain object all fit, so the derived values and the rules' inputs are
 * computed the same way on a sheet, in a pack check and in a test.
 */
export interface ItemLike {
  readonly id?: string | null;
  readonly name?: string | null;
  readonly type: string;
  readonly system: unknown;
}
