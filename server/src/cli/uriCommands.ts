/**
 * `uri-lint parse|normalize|resolve`: the core's answers for one URI (the
 * arguments) or many (one a line on stdin, one JSON result a line out).
 * Every URI shown has its password masked (RFC 3986 §3.2.1).
 */
import { normalize, parse, resolve } from '@uri-lint/shared';
import { hasHiddenPassword, maskedComponents, maskPassword, safeMessage } from '@uri-lint/shared';

/** The batch subcommands. */
export type UriCommand = 'parse' | 'normalize' | 'resolve';

/** One result, and whether it counts as a failure (an invalid URI, a base that cannot be resolved against). */
export interface UriAnswer {
  json: Record<string, unknown>;
  ok: boolean;
}

/** How many arguments each command takes from one input. */
export const ARITY: Readonly<Record<UriCommand, number>> = { parse: 1, normalize: 1, resolve: 2 };

/** The answer of `command` for `args` (one input: 1 URI, or base and reference). */
export function answer(command: UriCommand, args: readonly string[]): UriAnswer {
  switch (command) {
    case 'parse': return parseAnswer(args[0]!);
    case 'normalize': return normalizeAnswer(args[0]!);
    case 'resolve': return resolveAnswer(args[0]!, args[1]!);
  }
}

/**
 * The arguments of one stdin line: the whole line, or for `resolve` the base
 * and the reference separated by whitespace (a base alone: the empty
 * reference, which resolves to the base, §5.4.1).
 */
export function lineArgs(command: UriCommand, line: string): string[] | undefined {
  if (ARITY[command] === 1) return [line];
  const match = /^(\S+)(?:\s+(\S*))?$/.exec(line.trim());
  return match ? [match[1]!, match[2] ?? ''] : undefined;
}

function parseAnswer(input: string): UriAnswer {
  const parsed = parse(input);
  const components = maskedComponents(input, parsed);
  const errors = parsed.errors.map((e) => ({ code: e.code, message: safeMessage(e, input, parsed), start: e.start, end: e.end, rule: e.rule, section: e.section }));
  return { json: { input: maskPassword(input, parsed), valid: parsed.valid, kind: parsed.kind, components, errors }, ok: parsed.valid };
}

function normalizeAnswer(input: string): UriAnswer {
  const normalized = normalize(input);
  const valid = parse(input).valid;
  return { json: { input: maskPassword(input), valid, normalized: maskPassword(normalized), changed: normalized !== input }, ok: valid };
}

function resolveAnswer(base: string, reference: string): UriAnswer {
  const shown = { base: maskPassword(base), reference: maskPassword(reference) };
  const parsed = parse(base);
  // resolve() would throw with a message quoting the base, password and all: say why here instead.
  if (parsed.components.scheme === undefined || !parsed.valid) {
    const why = parsed.valid ? 'it has no scheme' : safeMessage(parsed.errors[0]!, base, parsed);
    return { json: { ...shown, error: `The base is not an absolute URI (RFC 3986 §5.2.1): ${why}` }, ok: false };
  }
  // Its parse reads part of the password as the host or the port, which the target would keep, unmasked.
  if (hasHiddenPassword(base, parsed)) {
    return { json: { ...shown, error: 'The base holds what may be a password with an unencoded "#", "/", "?" or "@" (RFC 3986 §3.2.1): percent-encode them.' }, ok: false };
  }
  return { json: { ...shown, target: maskPassword(resolve(base, reference)) }, ok: true };
}
