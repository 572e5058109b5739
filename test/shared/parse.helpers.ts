/**
 * Helpers of the Appendix A tables (parse.abnf*.test.ts): assertions that
 * a reference is valid or invalid, with the exact errors, components and
 * host kinds expected.
 */
import * as assert from 'node:assert/strict';
import { parse } from '@uri-lint/shared';
import type { Components, ErrorCode, HostType, ParseResult, UriError } from '@uri-lint/shared';
import { defined } from './tables';

/** Parses and checks what holds for every result: `valid` is exactly "no errors", errors are in text order and described. */
export function parsed(input: string): ParseResult {
  const result = parse(input);
  assert.equal(result.valid, result.errors.length === 0, 'valid === (errors.length === 0)');
  let last = 0;
  for (const error of result.errors) {
    assert.ok(error.start >= last, `errors in text order: ${JSON.stringify(result.errors)}`);
    assert.ok(error.start >= 0 && error.end > error.start && error.end <= input.length, `error range in bounds: ${JSON.stringify(error)}`);
    assert.ok(error.message.length > 0 && error.rule.length > 0 && error.section.length > 0, `error described: ${JSON.stringify(error)}`);
    last = error.start;
  }
  return result;
}

export function valid(input: string): ParseResult {
  const result = parsed(input);
  assert.deepEqual(result.errors, [], `${JSON.stringify(input)} is valid`);
  return result;
}

export function invalid(input: string): ParseResult {
  const result = parsed(input);
  assert.equal(result.valid, false, `${JSON.stringify(input)} is invalid`);
  return result;
}

/** Only the fields given are compared. */
export type Expected = Pick<UriError, 'code' | 'start'> & Partial<Pick<UriError, 'end' | 'rule' | 'section'>>;

export function pick(error: UriError, like: Expected): Partial<UriError> {
  const out: Partial<UriError> = {};
  for (const key of Object.keys(like) as (keyof Expected)[]) (out as Record<string, unknown>)[key] = error[key];
  return out;
}

/** The errors of `input`, exactly, in text order. */
export function errors(input: string, expected: Expected[]): ParseResult {
  const result = invalid(input);
  assert.deepEqual(
    result.errors.map((e, i) => pick(e, expected[i] ?? expected[0]!)),
    expected,
    `errors of ${JSON.stringify(input)}: ${JSON.stringify(result.errors)}`,
  );
  return result;
}

/**
 * The characters `[start, end)` are reported with `code`, either as one
 * error over the whole run or as one error per character (code point):
 * both say exactly which characters are wrong.
 */
export function run(result: ParseResult, code: ErrorCode, start: number, end: number, input: string): void {
  const covering = result.errors.filter((e) => e.code === code && e.end > start && e.start < end);
  const described = JSON.stringify(result.errors);
  assert.ok(covering.length > 0, `a ${code} error over [${start}, ${end}): ${described}`);
  assert.equal(covering[0]!.start, start, described);
  assert.equal(covering[covering.length - 1]!.end, end, described);
  for (let i = 1; i < covering.length; i++) assert.equal(covering[i]!.start, covering[i - 1]!.end, `contiguous: ${described}`);
  if (covering.length > 1) {
    for (const e of covering) assert.equal(e.end - e.start, String.fromCodePoint(input.codePointAt(e.start)!).length, `one per character: ${described}`);
  }
}

/** Drops keys whose value is undefined, so "absent" and "undefined" compare equal. */
export function components(input: string, expected: Components): void {
  assert.deepEqual(defined(parse(input).components), defined(expected), JSON.stringify(input));
}

/** Hosts are tried as `http://HOST/`, so a host starts at offset 7. */
export const inHost = (host: string): string => `http://${host}/`;
export const HOST_START = 7;

export function hostOf(host: string, type: HostType): void {
  const result = valid(inHost(host));
  assert.equal(result.components.host, host);
  assert.equal(result.components.hostType, type);
  assert.deepEqual(result.ranges.host, { start: HOST_START, end: HOST_START + host.length });
}

/** Exactly one error, of `code`, inside the host; the host is still filled in. */
export function badHost(host: string, code: ErrorCode, rule: string): void {
  const result = invalid(inHost(host));
  const described = JSON.stringify(result.errors);
  assert.equal(result.errors.length, 1, described);
  const error = result.errors[0]!;
  assert.equal(error.code, code, described);
  assert.equal(error.rule, rule, described);
  assert.equal(error.section, '3.2.2', described);
  assert.ok(error.start >= HOST_START && error.end <= HOST_START + host.length, `error inside the host: ${described}`);
  assert.equal(result.components.host, host);
  assert.equal(result.components.path, '/');
}
