/**
 * Helpers shared by the table-driven suites of the core: each row of a
 * table becomes one test named after its input and expected result.
 */
import * as assert from 'node:assert/strict';
import { normalize, parse } from '@uri-lint/shared';
import type { Components } from '@uri-lint/shared';

/** `value` without its undefined properties (an absent component is undefined). */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The components `parse` reads from `text`, without the absent ones. */
export function componentsOf(text: string): Partial<Components> {
  return defined(parse(text).components);
}

/** The error codes `parse` reports for `text`, in text order. */
export function codesOf(text: string): string[] {
  return parse(text).errors.map((e) => e.code);
}

/** `[input, expected normal form, note?]` */
export type NormalizeRow = [string, string, string?];

/** One test per row: `normalize(input) === expected`. */
export function normalizes(rows: readonly NormalizeRow[]): void {
  for (const [input, expected, note] of rows) {
    const title = `${JSON.stringify(input)} → ${JSON.stringify(expected)}`;
    it(note === undefined ? title : `${title} (${note})`, () => assert.equal(normalize(input), expected));
  }
}
