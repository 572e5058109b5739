/**
 * The one glob compiler: the configuration's globs (`overrides`, `files`,
 * `ignores`, `.gitattributes`' patterns), the command line's path arguments
 * and `uriLint.ignorePatterns` are all translated here to RE2 (re2js), in one
 * pass over their tokens, and matched in time linear in the text whatever the
 * glob. A glob comes with a repository or its workspace settings, so it must
 * never be able to hang a run: picomatch, say, turns `*a*a*a*…b` into a
 * backtracking regular expression that takes minutes on a long name.
 *
 * The syntax is picomatch's: `*` `?` `[…]` `{a,b}` `**` segments, `@(…)`
 * `?(…)` `*(…)` `+(…)`, `\` escaping, a leading `!` negating and a leading
 * `/` anchoring at the configuration's folder; `!(…)` inside a glob has no
 * linear-time form and is refused. `*` matches a name that starts with `.`
 * as any other (`uri-lint '**\/*.md'` takes the files `uri-lint .` takes).
 *
 * A URI is not a path, and `GlobOptions` says how a glob over one differs
 * (`URI_GLOB`): in a URI `[`, `{`, `(`, `,` and `\` are characters (an IPv6
 * host, a template, a Windows path), so only `*` and `?` are wildcards
 * (`wildcardsOnly`); a URI has no segments a wildcard stops at, so `*` and
 * `?` match `/` too (`acrossSlashes`); and the glob matches the whole URI from
 * its first character (`rooted`). `.urilintignore` stays apart on purpose: it
 * is gitignore's syntax, read by the `ignore` package as git reads it
 * (config/ignoreFiles.ts), so a repository's ignore files mean what git means.
 */
import type { RE2JS as Re2 } from 're2js';
import type { Literals } from './literalIndex';

/** re2js is loaded with the first glob a text fits, not with every run: most runs set none. */
let re2: typeof Re2 | undefined;

/** How a glob is read; every option off is a path glob of a configuration's `overrides`. */
export interface GlobOptions {
  /** Anchored at the text's start even without a `/`, and a leading `!` is a character, not a negation (a path argument, a URI). */
  rooted?: boolean;
  /** Only `*` and `?` are wildcards; every other character, `[`, `{`, `(`, `\`, a leading `!` or `/`, is itself. */
  wildcardsOnly?: boolean;
  /** `*` and `?` match `/` as any other character: the text is not a path of segments (`**` is then `*`). */
  acrossSlashes?: boolean;
}

/** A glob of `uriLint.ignorePatterns`: over a whole URI, with `*` (any run of characters) and `?` (one) its only wildcards. */
export const URI_GLOB: Readonly<GlobOptions> = { rooted: true, wildcardsOnly: true, acrossSlashes: true };

/**
 * One glob: its RE2 source and the literal text a text it matches holds
 * (`Literals`, by which a `LiteralIndex` files it), compiled when first
 * tested. A glob without `/`, not rooted, matches a name at any depth, and
 * one that starts with `/` only in its folder, as in .gitignore. The
 * constructor throws an Error saying why a glob cannot be used.
 */
export class Glob implements Literals {
  readonly prefix: string = '';
  readonly suffix: string = '';
  readonly longest: string = '';
  /** The RE2 source, matched against the whole text. */
  private readonly re2Source: string;
  private readonly negated: boolean;
  /**
   * The literal parts around each `*`, when `*` is the only wildcard and it
   * crosses `/`: matched by finding the parts in order, leftmost first (exact
   * for such a glob, and never worse than the text's length times the
   * glob's), without compiling a regular expression.
   */
  private readonly parts: string[] | undefined;
  private re: { matches(text: string): boolean } | null | undefined;

  /** `source`: the glob as written. */
  constructor(readonly source: string, options: Readonly<GlobOptions> = {}) {
    const syntax = !options.wildcardsOnly;
    let rooted = options.rooted ?? false;
    this.negated = syntax && !rooted && /^!(?!\()/.test(source);
    const written = this.negated ? source.slice(1) : source;
    // A leading `/` anchors the glob at the configuration's folder, as in .gitignore (`/a.md` is that folder's a.md only).
    const leadingSlash = syntax && written.startsWith('/');
    rooted ||= leadingSlash;
    const body = leadingSlash ? written.slice(1) : written;
    const { source: translated, literals } = translate(body, options);
    const anchored = rooted || body.includes('/');
    this.re2Source = (anchored ? '' : '(?:.*/)?') + translated;
    this.parts = !syntax && options.acrossSlashes && !source.includes('?') ? source.split('*') : undefined;
    // A negated glob matches what its literals are not in: tried on every text.
    if (this.negated) return;
    // A glob without `/` may start at any folder: only its end is the path's end; `a/**` matches `a` itself.
    this.prefix = !anchored ? '' : options.acrossSlashes ? literals.prefix : literals.prefix.replace(/\/$/, '');
    this.suffix = literals.suffix;
    this.longest = literals.longest;
  }

  /** True when the glob matches the whole of `text`. */
  test(text: string): boolean {
    // The literal ends are the text's (a glob without a wildcard has them both be the whole glob).
    if (!text.startsWith(this.prefix) || !text.endsWith(this.suffix)) return this.negated;
    if (this.parts) return this.partsInOrder(text, this.parts);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the first glob a text fits, not with every run
    re2 ??= (require('re2js') as { RE2JS: typeof Re2 }).RE2JS;
    if (this.re === undefined) {
      try {
        this.re = re2.compile(this.re2Source, re2.DOTALL);
      } catch {
        // Everything is escaped or written as code points; only what RE2 cannot read at all (a lone surrogate) gets here, and matches nothing.
        this.re = null;
      }
    }
    return this.re !== null && this.re.matches(text) !== this.negated;
  }

  /** The parts between the literal ends found in order, each as early as it can be: if any placement fits, that one does. */
  private partsInOrder(text: string, parts: readonly string[]): boolean {
    if (parts.length === 1) return text === this.source;
    if (text.length < this.prefix.length + this.suffix.length) return false;
    const end = text.length - this.suffix.length;
    let at = this.prefix.length;
    for (let i = 1; i < parts.length - 1; i++) {
      const found = text.indexOf(parts[i]!, at);
      if (found < 0 || found + parts[i]!.length > end) return false;
      at = found + parts[i]!.length;
    }
    return true;
  }
}

/**
 * A path glob cut before the segment of its first wildcard: the folder its
 * leading segments without a wildcard name (`docs/**\/*.md`: `docs`, `*.md`:
 * `.`) and the glob of the rest (`**\/*.md`). Undefined when the glob holds
 * no wildcard (a path).
 */
export function splitAtWildcard(glob: string): { base: string; rest: string } | undefined {
  const tokens = tokenize(glob, {});
  const roles = rolesOf(tokens);
  const wild = tokens.findIndex((token, t) => roles.has(t) || token.cls !== undefined || (!token.escaped && (token.ch === '*' || token.ch === '?')));
  if (wild < 0) return undefined;
  let slash = wild - 1;
  while (slash >= 0 && !isSlash(tokens[slash]!)) slash--;
  const base = slash < 0 ? '.' : tokens.slice(0, slash).map((token) => token.ch).join('') || '/';
  return { base, rest: glob.slice(slash < 0 ? 0 : tokens[slash]!.at + 1) };
}

/** How deep groups (`{…}`, `@(…)`) may nest: deeper is no glob anyone writes, and is refused. */
export const MAX_NESTING = 32;

/** One token of a glob: a character, an escaped character, or a whole bracket expression. */
interface Token {
  ch: string;
  /** Where it starts in the glob. */
  at: number;
  escaped?: boolean;
  /** A bracket expression's RE2 source. */
  cls?: string;
}

/** What a token does in a group. */
type Role = { kind: 'open'; suffix: string; extglob: string } | { kind: 'close' } | { kind: 'separator' } | { kind: 'operator' };

/**
 * The RE2 source of a glob (matched against the whole path). Linear in the
 * glob's length and without recursion, whatever it holds: the glob is cut
 * into tokens once (`tokenize`), its groups are matched with one stack
 * (`rolesOf`), and the source is written in one pass.
 */
function translate(glob: string, options: GlobOptions): { source: string; literals: Literals } {
  const tokens = tokenize(glob, options);
  const roles = options.wildcardsOnly ? new Map<number, Role>() : rolesOf(tokens);
  const literals = literalsOf(tokens, roles, options);
  const across = options.acrossSlashes ?? false;
  let out = '';
  const suffixes: string[] = [];
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    const role = roles.get(t);
    if (role?.kind === 'open') {
      if (role.extglob === '!') throw new Error('"!(…)" cannot be matched in linear time: list the names instead');
      if (suffixes.length >= MAX_NESTING) throw new Error(`nests groups more than ${MAX_NESTING} deep`);
      suffixes.push(role.suffix);
      out += '(?:';
    } else if (role?.kind === 'close') {
      out += `)${suffixes.pop()!}`;
    } else if (role?.kind === 'separator') {
      out += '|';
    } else if (role?.kind === 'operator') {
      // The character before an extended glob's `(`: its meaning is written at the `)`.
    } else if (token.cls !== undefined) {
      out += token.cls;
    } else if (token.escaped) {
      out += quote(token.ch);
    } else if (token.ch === '*' && across) {
      // Any run of characters, `/` included: `**` is no more than `*`.
      while (t + 1 < tokens.length && isStar(tokens[t + 1]!)) t++;
      out += '.*';
    } else if (token.ch === '*') {
      let end = t;
      while (end < tokens.length && isStar(tokens[end]!) && !roles.has(end)) end++;
      const startsSegment = t === 0 || isSlash(tokens[t - 1]!) || roles.get(t - 1)?.kind === 'open' || roles.get(t - 1)?.kind === 'separator';
      const endsPart = end === tokens.length || roles.get(end)?.kind === 'close' || roles.get(end)?.kind === 'separator' || roles.get(end)?.kind === 'operator';
      const wholeSegment = end - t >= 2 && startsSegment && (endsPart || isSlash(tokens[end]!));
      if (wholeSegment && endsPart) {
        // `a/**` matches `a` itself and everything under it; `**` alone, everything.
        if (out.endsWith('/')) out = `${out.slice(0, -1)}(?:/.*)?`;
        else out += '.*';
        t = end - 1;
      } else if (wholeSegment) {
        out += '(?:.*/)?';
        t = end;
      } else {
        out += '[^/]*';
        t = end - 1;
      }
    } else if (token.ch === '?') {
      out += across ? '.' : '[^/]';
    } else {
      out += quote(token.ch);
    }
  }
  return { source: out, literals };
}

/** The literal text at the glob's start and end, and its longest literal run outside groups. */
function literalsOf(tokens: readonly Token[], roles: ReadonlyMap<number, Role>, options: GlobOptions): Literals {
  const isStarAt = (t: number): boolean => tokens[t] !== undefined && isStar(tokens[t]!);
  const isLiteral = (t: number): boolean => {
    const token = tokens[t]!;
    if (roles.has(t) || token.cls !== undefined) return false;
    if (token.escaped) return true;
    // The `/` of `**/` and `/**` may match nothing, where `*` stops at `/`.
    if (token.ch === '/' && !options.acrossSlashes) return !(isStarAt(t - 1) && isStarAt(t - 2)) && !(isStarAt(t + 1) && isStarAt(t + 2));
    return token.ch !== '*' && token.ch !== '?';
  };
  let start = 0;
  while (start < tokens.length && isLiteral(start)) start++;
  let end = tokens.length;
  while (end > 0 && isLiteral(end - 1)) end--;
  const text = (from: number, to: number): string => tokens.slice(from, to).map((token) => token.ch).join('');
  let longest = '';
  let depth = 0;
  let run = '';
  for (let t = 0; t < tokens.length; t++) {
    const role = roles.get(t)?.kind;
    if (role === 'open') depth++;
    else if (role === 'close') depth--;
    if (depth === 0 && isLiteral(t)) run += tokens[t]!.ch;
    else run = '';
    if (run.length > longest.length) longest = run;
  }
  return { prefix: text(0, start), suffix: text(end, tokens.length), longest };
}

function isStar(token: Token): boolean {
  return token.ch === '*' && !token.escaped && token.cls === undefined;
}

function isSlash(token: Token): boolean {
  return token.ch === '/' && token.cls === undefined;
}

/**
 * The glob's tokens: `\x` one escaped character, `[…]` one bracket expression
 * when it is closed, any other character itself; with `wildcardsOnly`, every
 * character itself.
 */
function tokenize(glob: string, options: GlobOptions): Token[] {
  const tokens: Token[] = [];
  if (options.wildcardsOnly) {
    for (let i = 0; i < glob.length; i++) tokens.push({ ch: glob[i]!, at: i });
    return tokens;
  }
  // Where a bracket expression's scan once ran to the end unclosed: any later scan reaching one fails there too.
  const dead = new Uint8Array(glob.length + 1);
  for (let i = 0; i < glob.length;) {
    const ch = glob[i]!;
    if (ch === '\\' && i + 1 < glob.length) {
      tokens.push({ ch: glob[i + 1]!, at: i, escaped: true });
      i += 2;
      continue;
    }
    const cls = ch === '[' ? charClass(glob, i, dead) : undefined;
    tokens.push(cls ? { ch, at: i, cls: cls.source } : { ch, at: i });
    i = cls ? cls.end : i + 1;
  }
  return tokens;
}

const POSIX_CLASS = /\[:(alnum|alpha|ascii|blank|cntrl|digit|graph|lower|print|punct|space|upper|word|xdigit):\]/y;

/** One member of a bracket expression: a character, a POSIX class, or a `-` as written. */
type ClassItem = { cp: number } | { set: string } | { dash: true };

/**
 * A bracket expression at `start` (`[abc]`, `[!a-z]`, `[^a]`, `[[:alpha:]]`),
 * or undefined when it is not closed. A scan past the first character depends
 * only on where it is, so the places an unclosed scan went through are marked
 * in `dead` and no later scan walks them again: a glob of `[`s costs its length.
 */
function charClass(glob: string, start: number, dead: Uint8Array): { source: string; end: number } | undefined {
  let i = start + 1;
  const negated = glob[i] === '!' || glob[i] === '^';
  if (negated) i++;
  const items: ClassItem[] = [];
  const walked: number[] = [];
  for (let first = true; i < glob.length && !(dead[i] === 1 && !first); first = false) {
    if (!first) walked.push(i);
    const ch = glob[i]!;
    if (ch === ']' && !first) return { source: classSource(items, { negated }), end: i + 1 };
    POSIX_CLASS.lastIndex = i;
    const posix = ch === '[' ? POSIX_CLASS.exec(glob) : null;
    if (posix) {
      items.push({ set: posix[0] });
      i += posix[0].length;
    } else if (ch === '-') {
      items.push({ dash: true });
      i++;
    } else {
      // An escaped character is that character, whatever RE2 would make of the escape.
      const at = ch === '\\' && i + 1 < glob.length ? i + 1 : i;
      const cp = glob.codePointAt(at)!;
      items.push({ cp });
      i = at + (cp > 0xffff ? 2 : 1);
    }
  }
  for (const at of walked) dead[at] = 1;
  return undefined;
}

/**
 * The RE2 source of a bracket expression's members: each character written
 * as its code point, so that nothing in a glob can make RE2 refuse the class
 * (an escape it does not know, a POSIX name it lacks), and each range checked
 * here, so that a reversed one is told when the configuration is read.
 */
function classSource(items: readonly ClassItem[], { negated }: { negated: boolean }): string {
  const hex = (cp: number): string => `\\x{${cp.toString(16)}}`;
  let body = '';
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    const next = items[k + 1];
    const after = items[k + 2];
    if ('set' in item) body += item.set;
    else if ('dash' in item) body += '\\-';
    else if (next && 'dash' in next && after && 'cp' in after) {
      if (after.cp < item.cp) throw new Error(`has the range "${String.fromCodePoint(item.cp)}-${String.fromCodePoint(after.cp)}", which runs backwards`);
      body += `${hex(item.cp)}-${hex(after.cp)}`;
      k += 2;
    } else body += hex(item.cp);
  }
  return negated ? `[^/${body}]` : `[${body}]`;
}

/**
 * What the group characters do, by token: `{…}` with a `,` of its own and
 * `@(…)` `?(…)` `*(…)` `+(…)` `!(…)` are groups, whose `,` or `|` (not one of
 * a group inside) separates alternatives; every other bracket is a literal.
 * Brackets pair with one stack, so groups always nest: an opening bracket
 * left unclosed, or crossed by another kind's closing one, is a literal.
 */
function rolesOf(tokens: readonly Token[]): Map<number, Role> {
  const roles = new Map<number, Role>();
  const isChar = (t: number, chars: string): boolean => {
    const token = tokens[t];
    return token !== undefined && !token.escaped && token.cls === undefined && chars.includes(token.ch);
  };
  const stack: number[] = [];
  const unclosed = { '{': 0, '(': 0 };
  const pairs: [number, number][] = [];
  const hasSeparator = new Set<number>();
  const separators: [number, number][] = [];
  for (let t = 0; t < tokens.length; t++) {
    if (isChar(t, '{(')) {
      stack.push(t);
      unclosed[tokens[t]!.ch as '{' | '(']++;
    } else if (isChar(t, '})')) {
      const left = tokens[t]!.ch === '}' ? '{' : '(';
      if (unclosed[left] === 0) continue;
      // An opening bracket of the other kind inside this pair cannot close after it: it stays a literal.
      for (let open = stack.pop()!; ; open = stack.pop()!) {
        unclosed[tokens[open]!.ch as '{' | '(']--;
        if (tokens[open]!.ch === left) {
          pairs.push([open, t]);
          break;
        }
      }
    } else if (isChar(t, ',|') && stack.length > 0) {
      const open = stack.at(-1)!;
      if (tokens[open]!.ch === (tokens[t]!.ch === ',' ? '{' : '(')) separators.push([open, t]);
    }
  }
  const extglob = (open: number): string | undefined => (tokens[open]!.ch === '(' && open > 0 && isChar(open - 1, '@?*+!') ? tokens[open - 1]!.ch : undefined);
  const paired = new Set(pairs.map(([open]) => open));
  for (const [open, t] of separators) {
    if (!paired.has(open)) continue;
    if (tokens[open]!.ch === '(' && extglob(open) === undefined) continue;
    hasSeparator.add(open);
    roles.set(t, { kind: 'separator' });
  }
  for (const [open, close] of pairs) {
    const operator = extglob(open);
    if (operator === undefined && !(tokens[open]!.ch === '{' && hasSeparator.has(open))) continue;
    if (operator !== undefined) roles.set(open - 1, { kind: 'operator' });
    roles.set(open, { kind: 'open', extglob: operator ?? '{', suffix: operator === undefined || operator === '@' ? '' : operator });
    roles.set(close, { kind: 'close' });
  }
  return roles;
}

function quote(ch: string): string {
  return /[\\^$.|?*+()[\]{}]/.test(ch) ? `\\${ch}` : ch;
}
