/**
 * The globs of a configuration's `overrides`, matched in linear time. A
 * configuration comes with the repository, so a glob must never be able to
 * hang the run: picomatch turns `*a*a*a*…b` into a backtracking regular
 * expression that takes minutes on a long name. Here a glob is translated to
 * RE2 (re2js, as `uriLint.ignorePatterns` in the server), whose matching time
 * is linear in the name whatever the glob. The syntax is picomatch's, as
 * before: `*` `?` `[…]` `{a,b}` `**` segments, `@(…)` `?(…)` `*(…)` `+(…)`, a
 * leading `!`; `!(…)` inside a glob has no linear-time form and is refused.
 */
import type { RE2JS as Re2 } from 're2js';

/** re2js is loaded with the first override, not with every run. */
let re2: typeof Re2 | undefined;

/** A matcher of `/`-separated paths relative to the configuration's folder. */
export type PathMatcher = (relativePath: string) => boolean;

/**
 * The matcher of `glob`; a glob without `/` matches a name at any depth, as
 * in .gitignore. Throws an Error saying why a glob cannot be used.
 */
export function overrideMatcher(glob: string): PathMatcher {
  const negated = /^!(?!\()/.test(glob);
  const body = negated ? glob.slice(1) : glob;
  const source = (body.includes('/') ? '' : '(?:.*/)?') + translate(body);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  re2 ??= (require('re2js') as { RE2JS: typeof Re2 }).RE2JS;
  const re = re2.compile(source, re2.DOTALL);
  return negated ? (p) => !re.matches(p) : (p) => re.matches(p);
}

/**
 * One matcher of several globs, as a configuration's `overrides` and
 * `files` give them; throws an Error naming the glob that cannot be used.
 */
export function globsMatcher(globs: readonly string[]): PathMatcher {
  const matchers = globs.map((glob) => {
    try {
      return overrideMatcher(glob);
    } catch (error) {
      throw new Error(`"${glob}" ${(error as Error).message}`);
    }
  });
  return (relative) => matchers.some((isMatch) => isMatch(relative));
}

/** The RE2 source of a glob (matched against the whole path). */
function translate(glob: string): string {
  let out = '';
  let i = 0;
  while (i < glob.length) {
    const ch = glob[i]!;
    if ('@?*+!'.includes(ch) && glob[i + 1] === '(') {
      const close = closing(glob, i + 1, '(', ')');
      if (close >= 0) {
        if (ch === '!') throw new Error('"!(…)" cannot be matched in linear time: list the names instead');
        const inner = splitTop(glob.slice(i + 2, close), '|').map(translate).join('|');
        out += `(?:${inner})${ch === '@' ? '' : ch}`;
        i = close + 1;
        continue;
      }
    }
    if (ch === '\\' && i + 1 < glob.length) {
      out += quote(glob[i + 1]!);
      i += 2;
    } else if (ch === '*') {
      let end = i;
      while (glob[end] === '*') end++;
      const wholeSegment = end - i >= 2 && (i === 0 || glob[i - 1] === '/') && (end === glob.length || glob[end] === '/');
      if (wholeSegment && end === glob.length) {
        // `a/**` matches `a` itself and everything under it; `**` alone, everything.
        if (out.endsWith('/')) out = `${out.slice(0, -1)}(?:/.*)?`;
        else out += '.*';
        i = end;
      } else if (wholeSegment) {
        out += '(?:.*/)?';
        i = end + 1;
      } else {
        out += '[^/]*';
        i = end;
      }
    } else if (ch === '?') {
      out += '[^/]';
      i++;
    } else if (ch === '[') {
      const cls = charClass(glob, i);
      out += cls ? cls.source : '\\[';
      i = cls ? cls.end : i + 1;
    } else if (ch === '{') {
      const close = closing(glob, i, '{', '}');
      const parts = close >= 0 ? splitTop(glob.slice(i + 1, close), ',') : [];
      if (parts.length >= 2) {
        out += `(?:${parts.map(translate).join('|')})`;
        i = close + 1;
      } else {
        out += '\\{';
        i++;
      }
    } else {
      out += quote(ch);
      i++;
    }
  }
  return out;
}

/** A bracket expression at `start` (`[abc]`, `[!a-z]`, `[^a]`, `[[:alpha:]]`), or undefined when it is not closed. */
function charClass(glob: string, start: number): { source: string; end: number } | undefined {
  let i = start + 1;
  const negated = glob[i] === '!' || glob[i] === '^';
  if (negated) i++;
  let body = '';
  for (let first = true; i < glob.length; first = false) {
    const ch = glob[i]!;
    if (ch === ']' && !first) return { source: negated ? `[^/${body}]` : `[${body}]`, end: i + 1 };
    const posix = /^\[:[a-z]+:\]/.exec(glob.slice(i));
    if (posix) {
      body += posix[0];
      i += posix[0].length;
    } else if (ch === '\\' && i + 1 < glob.length) {
      body += `\\${glob[i + 1]}`;
      i += 2;
    } else {
      body += ch === '-' ? '-' : /[\]\[^\\]/.test(ch) ? `\\${ch}` : ch;
      i++;
    }
  }
  return undefined;
}

/** The index of the bracket closing the one at `open`, nesting counted, or -1. */
function closing(text: string, open: number, left: string, right: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === left) depth++;
    else if (text[i] === right && --depth === 0) return i;
  }
  return -1;
}

/** `text` split at the `separator`s outside brackets and braces. */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') i++;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function quote(ch: string): string {
  return /[\\^$.|?*+()[\]{}]/.test(ch) ? `\\${ch}` : ch;
}
