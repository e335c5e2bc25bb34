/**
 * The small part of the Quench module's API that Fray uses. Quench is an optional module, so its
 * types are declared here rather than installed; the shapes follow Quench's documented
 * `registerBatch(key, fn, options)` call and the Mocha/Chai context it hands to each batch.
 */
export interface QuenchApi {
  registerBatch(key: string, fn: (context: QuenchBatchContext) => void, options?: { displayName?: string; preSelected?: boolean }): void;
}

export type QuenchTestFn = () => void | Promise<void>;

export interface QuenchBatchContext {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: QuenchTestFn): void;
  before(fn: QuenchTestFn): void;
  after(fn: QuenchTestFn): void;
  beforeEach(fn: QuenchTestFn): void;
  afterEach(fn: QuenchTestFn): void;
  assert: QuenchAssert;
}

/** The Chai `assert` methods Fray's batches use. */
export interface QuenchAssert {
  (value: unknown, message?: string): void;
  ok(value: unknown, message?: string): void;
  notOk(value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  notEqual(actual: unknown, expected: unknown, message?: string): void;
  strictEqual(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  notDeepEqual(actual: unknown, expected: unknown, message?: string): void;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
  isNull(value: unknown, message?: string): void;
  lengthOf(value: { readonly length: number }, length: number, message?: string): void;
  include(haystack: readonly unknown[] | string, needle: unknown, message?: string): void;
  notInclude(haystack: readonly unknown[] | string, needle: unknown, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
  isBelow(value: number, below: number, message?: string): void;
  deepInclude(haystack: unknown, needle: unknown, message?: string): void;
  sameMembers(actual: readonly unknown[], expected: readonly unknown[], message?: string): void;
}
