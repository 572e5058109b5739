/**
 * `uriLint.ignorePatterns`: globs and regular expressions over a whole URI.
 * The setting can come from a workspace settings file of any cloned
 * repository, so a pattern must never be able to hang the server: both kinds
 * run on RE2 (re2js), whose matching time is linear in the text, never
 * exponential, whatever the pattern. A pattern RE2 cannot read (a lookaround,
 * a backreference, a syntax error) is reported, not silently dropped.
 */
import { RE2JS } from 're2js';

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

/** JavaScript flags and their RE2 meaning; `g` and `y` (stateful matching) and `u` (RE2 is Unicode-aware) change nothing here. */
const FLAGS: Readonly<Record<string, number>> = {
  i: RE2JS.CASE_INSENSITIVE, s: RE2JS.DOTALL, m: RE2JS.MULTILINE, g: 0, y: 0, u: 0,
};

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
  const re = literal ? RE2JS.compile(literal[1]!, flagsOf(literal[2]!)) : RE2JS.compile(globToRe2(source), RE2JS.DOTALL);
  // A regular expression is searched in the URI, as JavaScript's `test` does; a glob is anchored at both ends.
  return { source, test: (text) => re.matcher(text).find() };
}

function flagsOf(letters: string): number {
  let flags = 0;
  for (const letter of letters) {
    const flag = FLAGS[letter];
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
