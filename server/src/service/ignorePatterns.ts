/**
 * `uriLint.ignorePatterns`: globs and regular expressions over a whole URI.
 * The setting can come from a workspace settings file of any cloned
 * repository, so a pattern must never be able to hang the server: both kinds
 * run on RE2 (re2js), whose matching time is linear in the text, never
 * exponential, whatever the pattern. A pattern RE2 cannot read (a lookaround,
 * a backreference, a syntax error) is reported, not silently dropped.
 */
import type { RE2JS as Re2 } from 're2js';

/** One compiled pattern. */
export interface UriPattern {
  /** As the user wrote it. */
  source: string;
  test(text: string): boolean;
}

/** A pattern that could not be compiled, and why. */
export interface InvalidPattern {
  source: string;
  reason: string;
}

/** What a list of patterns compiles to. */
export interface CompiledPatterns {
  patterns: UriPattern[];
  invalid: InvalidPattern[];
}

/** `/…/flags`: a regular expression; anything else is a glob. */
const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s;

/** re2js is loaded with the first pattern, not at start-up: most workspaces set none. */
let re2: typeof Re2 | undefined;

function RE2(): typeof Re2 {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  re2 ??= (require('re2js') as { RE2JS: typeof Re2 }).RE2JS;
  return re2;
}

/** JavaScript flags and their RE2 meaning; `g` and `y` (stateful matching) and `u` (RE2 is Unicode-aware) change nothing here. */
function flagOf(letter: string): number | undefined {
  const { CASE_INSENSITIVE, DOTALL, MULTILINE } = RE2();
  return ({ i: CASE_INSENSITIVE, s: DOTALL, m: MULTILINE, g: 0, y: 0, u: 0 } as Record<string, number>)[letter];
}

/** Compiles `uriLint.ignorePatterns`; never throws. */
export function compilePatterns(sources: readonly string[]): CompiledPatterns {
  const out: CompiledPatterns = { patterns: [], invalid: [] };
  for (const source of sources) {
    try {
      out.patterns.push(compile(source));
    } catch (error) {
      out.invalid.push({ source, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return out;
}

function compile(source: string): UriPattern {
  const literal = REGEX_LITERAL.exec(source);
  const re = literal ? RE2().compile(literal[1]!, flagsOf(literal[2]!)) : RE2().compile(globToRe2(source), RE2().DOTALL);
  // A regular expression is searched in the URI, as JavaScript's `test` does; a glob is anchored at both ends.
  return { source, test: (text) => re.matcher(text).find() };
}

function flagsOf(letters: string): number {
  let flags = 0;
  for (const letter of letters) {
    const flag = flagOf(letter);
    if (flag === undefined) throw new Error(`unknown flag "${letter}"`);
    flags |= flag;
  }
  return flags;
}

/** `*` any run of characters (`/` included), `?` one character, everything else literal; anchored at both ends. */
export function globToRe2(glob: string): string {
  let source = '';
  for (const ch of glob) {
    if (ch === '*') source += '.*';
    else if (ch === '?') source += '.';
    else source += ch.replace(/[\\^$.|+()[\]{}*?]/g, '\\$&');
  }
  return `^${source}$`;
}
