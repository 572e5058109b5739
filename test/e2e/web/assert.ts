// The assertions the web host's suites use: Node's `assert` is not there
// (a web worker), and these four need no library. Values are compared as
// JSON, which is what they are (strings, numbers, arrays of them).

export class AssertionError extends Error {}

export function ok(value: unknown, message?: string): asserts value {
  if (!value) throw new AssertionError(message ?? `expected a truthy value, got ${JSON.stringify(value)}`);
}

export function strictEqual<T>(actual: T, expected: T, message?: string): void {
  if (actual !== expected) throw new AssertionError(message ?? `expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

export function deepStrictEqual<T>(actual: T, expected: T, message?: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new AssertionError(message ?? `expected ${e}\n     got ${a}`);
}

export function match(text: string, pattern: RegExp, message?: string): void {
  if (!pattern.test(text)) throw new AssertionError(message ?? `expected ${pattern} to match ${JSON.stringify(text)}`);
}
