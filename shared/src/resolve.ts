/**
 * Reference resolution (RFC 3986 §5.2): the target URI of a reference
 * against a base URI, with merge (§5.2.3), remove_dot_segments (§5.2.4) and
 * recomposition (§5.3).
 */
import { parse } from './parse';
import type { ParseResult } from './types';
import { ALPHA, CLASS, Ch } from './chars';

/** Options of `resolve`. */
export interface ResolveOptions {
  /**
   * §5.2.2: when false, a reference whose scheme equals the base's (compared
   * case-insensitively, §3.1) is treated as if it had no scheme: the
   * backward-compatible, non-strict parser (`http:g` becomes
   * `http://a/b/c/g`). Default true.
   */
  strict?: boolean;
}

/** The five components of §5.2.2 a reference is split into; `undefined` = delimiter absent. */
interface Parts {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** What resolution reads of a base (§5.2.1); its fragment is ignored. */
interface Base {
  text: string;
  scheme: string;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  /** §5.2.3 merge: the base path up to and including its last `/`, or `/` for an authority with an empty path. */
  directory: string;
  /** True when `directory` holds a dot-segment, so merging must run the full §5.2.4. */
  directoryHasDots: boolean;
}


/** The last base read: a document resolves many references against one base. */
let lastBase: Base | undefined;

/**
 * RFC 3986 §5.2: the target URI of `reference` against `base`, as a string
 * (§5.3).
 *
 * - `base` must be a valid absolute URI (§5.2.1: a scheme is required; its
 *   fragment, if any, is ignored). Anything else throws an `Error` that says
 *   why.
 * - `reference` is any string, split into components exactly as `parse`
 *   splits it. A valid reference resolves as §5.2.2 says; an invalid one is
 *   resolved the same way, its invalid characters carried into the target
 *   unchanged (not checked, not encoded).
 * - `strict: false` is §5.2.2's non-strict parser: a reference scheme equal
 *   to the base's is ignored.
 * - When the target has no authority and its path starts with `//` (as
 *   `foo:/.//a` would give), the path is written with a `/.` prefix, so that
 *   the result does not re-parse with an authority (the same guard as §5.3
 *   recomposition needs; WHATWG URL does the same).
 *
 * @example resolve('http://a/b/c/d;p?q', '../g') // 'http://a/b/g'
 */
export function resolve(base: string, reference: string, options: ResolveOptions = {}): string {
  const b = readBase(base);
  const r = splitReference(reference);
  let scheme = r.scheme;
  // §5.2.2: "A non-strict parser may ignore a scheme in the reference if it is identical to the base URI's scheme."
  if (scheme !== undefined && options.strict === false && scheme.toLowerCase() === b.scheme.toLowerCase()) {
    scheme = undefined;
  }
  if (scheme !== undefined) {
    return compose(scheme, r.authority, removeDotSegments(r.path), r.query, r.fragment);
  }
  if (r.authority !== undefined) {
    return compose(b.scheme, r.authority, removeDotSegments(r.path), r.query, r.fragment);
  }
  if (r.path === '') {
    return compose(b.scheme, b.authority, b.path, r.query !== undefined ? r.query : b.query, r.fragment);
  }
  const path = r.path.charCodeAt(0) === Ch.SLASH ? removeDotSegments(r.path) : mergeRelative(b, r.path);
  return compose(b.scheme, b.authority, path, r.query, r.fragment);
}

/**
 * §5.2.3 merge, then §5.2.4 remove_dot_segments, of a relative-path
 * reference. When its only dot-segments are leading ones (`../../a/b`),
 * each `..` removes one segment of the base's directory and the rest is
 * appended: the same result as the RFC's, without building the merged path.
 */
function mergeRelative(b: Base, path: string): string {
  if (b.directoryHasDots) return removeDotSegments(b.directory + path);
  const n = path.length;
  let i = 0;
  let up = 0;
  for (let len = dotSegmentAt(path, 0, n); len > 0; len = dotSegmentAt(path, i, n)) {
    if (len === 2) up++;
    i = Math.min(i + len + 1, n);
  }
  const rest = i === 0 ? path : path.slice(i);
  if (hasDotSegment(rest)) return removeDotSegments(b.directory + path);
  return parentDirectory(b.directory, up) + rest;
}

/**
 * The directory `up` levels above `directory` (which is empty or ends with
 * "/"), as remove_dot_segments leaves it: §5.2.4 C removes one segment per
 * "/..", and once none is left the output keeps a lone "/". An empty
 * directory stays empty: the leading "../" are then removed by step A.
 */
function parentDirectory(directory: string, up: number): string {
  if (up === 0 || directory === '') return directory;
  let slash = directory.length - 1;
  for (let k = 0; k < up; k++) {
    if (slash === 0) return '/';
    slash = directory.lastIndexOf('/', slash - 1);
    if (slash < 0) return '/';
  }
  return directory.slice(0, slash + 1);
}

/** §5.3 recomposition, with the `/.` guard for a path that would read as an authority. */
function compose(
  scheme: string,
  authority: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): string {
  let out = scheme + ':';
  if (authority !== undefined) out += '//' + authority;
  else if (path.charCodeAt(0) === Ch.SLASH && path.charCodeAt(1) === Ch.SLASH) out += '/.';
  out += path;
  if (query !== undefined) out += '?' + query;
  if (fragment !== undefined) out += '#' + fragment;
  return out;
}

/** §5.2.1: parses and checks the base, reusing the last one when it is the same text. */
function readBase(text: string): Base {
  if (lastBase !== undefined && lastBase.text === text) return lastBase;
  const result = parse(text);
  const c = result.components;
  if (result.kind !== 'uri' || c.scheme === undefined) {
    throw new Error(`Base URI ${JSON.stringify(text)} is not an absolute URI (RFC 3986 §5.2.1): it has no scheme`);
  }
  if (!result.valid) {
    // An invalid result has at least one error.
    const e = result.errors[0]!;
    throw new Error(
      `Base URI ${JSON.stringify(text)} is not an absolute URI (RFC 3986 §5.2.1): ` +
        `${e.message} (at offset ${e.start}, RFC 3986 §${e.section})`,
    );
  }
  const authority = authorityOf(text, result);
  const slash = c.path.lastIndexOf('/');
  // §5.2.3: an authority with an empty path merges as "/"; otherwise keep all but the last segment.
  const directory = authority !== undefined && c.path === '' ? '/' : c.path.slice(0, slash + 1);
  lastBase = { text, scheme: c.scheme, authority, path: c.path, query: c.query, directory, directoryHasDots: hasDotSegment(directory) };
  return lastBase;
}

/** The authority as written (§3.2), or undefined when there is no "//". */
function authorityOf(text: string, result: ParseResult): string | undefined {
  const range = result.ranges.authority;
  return range === undefined ? undefined : text.slice(range.start, range.end);
}

/**
 * Splits a reference into the five components of §5.2.2 exactly as `parse`
 * does (Appendix B, with a scheme that starts with a letter, §3.1), for any
 * string, valid or not, but only looking for delimiters: resolution needs
 * neither the checks nor the subcomponents. A test holds the two splits
 * equal.
 */
function splitReference(ref: string): Parts {
  const n = ref.length;
  let i = 0;
  let scheme: string | undefined;
  const first = ref.charCodeAt(0);
  if (first < 128 && (CLASS[first]! & ALPHA) !== 0) {
    // The scheme ends at the first ":" that comes before any "/", "?" or "#".
    for (let j = 1; j < n; j++) {
      const c = ref.charCodeAt(j);
      if (c === Ch.COLON) {
        scheme = ref.slice(0, j);
        i = j + 1;
        break;
      }
      if (c === Ch.SLASH || c === Ch.QUESTION || c === Ch.HASH) break;
    }
  }
  let authority: string | undefined;
  if (ref.charCodeAt(i) === Ch.SLASH && ref.charCodeAt(i + 1) === Ch.SLASH) {
    let end = i + 2;
    for (let c = ref.charCodeAt(end); end < n && c !== Ch.SLASH && c !== Ch.QUESTION && c !== Ch.HASH; c = ref.charCodeAt(++end));
    authority = ref.slice(i + 2, end);
    i = end;
  }
  const hash = ref.indexOf('#', i);
  let question = ref.indexOf('?', i);
  if (hash >= 0 && question > hash) question = -1; // a "?" after the "#" is in the fragment
  const pathEnd = question >= 0 ? question : hash >= 0 ? hash : n;
  return {
    scheme,
    authority,
    path: i === 0 && pathEnd === n ? ref : ref.slice(i, pathEnd),
    query: question >= 0 ? ref.slice(question + 1, hash >= 0 ? hash : n) : undefined,
    fragment: hash >= 0 ? ref.slice(hash + 1) : undefined,
  };
}

/**
 * RFC 3986 §5.2.4 remove_dot_segments: interprets the complete `.` and `..`
 * segments of `path`. Same result as the RFC's two-buffer method, in linear
 * time: the output buffer is a stack of segments, each with its leading `/`.
 * A path without dot segments is returned as is.
 *
 * @example removeDotSegments('/a/b/c/./../../g') // '/a/g'
 * @example removeDotSegments('mid/content=5/../6') // 'mid/6'
 */
export function removeDotSegments(path: string): string {
  if (!hasDotSegment(path)) return path;
  const n = path.length;
  const out: string[] = [];
  let i = 0;
  // Steps A and D: a leading "../" or "./" is dropped; so is a path that is only "." or "..".
  for (let len = dotSegmentAt(path, 0, n); len > 0; len = dotSegmentAt(path, i, n)) {
    i = Math.min(i + len + 1, n);
  }
  if (i < n && path.charCodeAt(i) !== Ch.SLASH) {
    // Step E for a first segment without a leading "/".
    const end = nextSlash(path, i, n);
    out.push(path.slice(i, end));
    i = end;
  }
  while (i < n) {
    // Here path[i] is "/".
    const end = nextSlash(path, i + 1, n);
    const dots = dotSegmentAt(path, i + 1, end);
    if (dots === 2) out.pop(); // Step C removes the last output segment.
    if (dots === 0) out.push(path.slice(i, end)); // Step E.
    else if (end === n) out.push('/'); // Steps B, C: a final "/." or "/.." leaves "/".
    i = end;
  }
  return out.join('');
}

function nextSlash(path: string, from: number, n: number): number {
  const i = path.indexOf('/', from);
  return i < 0 ? n : i;
}

/** 1 when the segment from `i` to `end` (or the next "/") is ".", 2 when it is "..", else 0. */
function dotSegmentAt(path: string, i: number, end: number): number {
  if (path.charCodeAt(i) !== Ch.DOT) return 0;
  const next = path.charCodeAt(i + 1);
  if (i + 1 === end || next === Ch.SLASH) return 1;
  if (next !== Ch.DOT) return 0;
  return i + 2 === end || path.charCodeAt(i + 2) === Ch.SLASH ? 2 : 0;
}

/** True when some complete segment of `path` is "." or "..". */
function hasDotSegment(path: string): boolean {
  const n = path.length;
  for (let i = path.indexOf('.'); i >= 0; i = path.indexOf('.', i + 1)) {
    if ((i === 0 || path.charCodeAt(i - 1) === Ch.SLASH) && dotSegmentAt(path, i, n) > 0) return true;
  }
  return false;
}
