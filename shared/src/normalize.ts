/**
 * Normalization and comparison (RFC 3986 §6): syntax-based normalization
 * (§6.2.2) for every URI reference, scheme-based normalization (§6.2.3) for
 * http, https, ws and wss.
 */
import { parse } from './parse';
import { removeDotSegments } from './resolve';
import { recompose } from './recompose';
import { defaultPort } from './schemes';
import { CLASS, UNRESERVED, hexValue, Ch } from './chars';
import type { Components, ParseResult, Range, ReferenceKind } from './types';
import { pctOctet } from './utf8';

/** §6.2.3 is applied only to these schemes: their specifications define the default port and the empty path. */
const WEB_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss']);

/** Which components may be rewritten: those without a syntax error in them. */
interface Clean {
  scheme: boolean;
  authority: boolean;
  path: boolean;
  query: boolean;
  fragment: boolean;
}

const ALL_CLEAN: Clean = { scheme: true, authority: true, path: true, query: true, fragment: true };

/**
 * RFC 3986 §6.2.2 and §6.2.3: the normal form of a URI reference.
 *
 * For a valid reference:
 * - §6.2.2.1: the scheme and the host are lowercased (the whole host, an
 *   IP-literal's hex digits included); the hex digits of every
 *   percent-encoding are uppercased. Octets that stay encoded keep their
 *   value: `%C3%89` is not lowercased to `%C3%A9`.
 * - §6.2.2.2: percent-encoded unreserved characters are decoded, in every
 *   component (the host included): `%7e` becomes `~`, `%41` in a host `a`.
 * - §6.2.2.3: dot-segments are removed from every path of a URI, a
 *   rootless one included, by `remove_dot_segments` (§5.2.4), as §5.2.2
 *   does to any URI it resolves (`foo:a/../b` gives `foo:/b`, `foo:./a`
 *   gives `foo:a`), and from an absolute-path reference; from a
 *   relative-path reference by an equivalent rule that keeps what cannot be
 *   resolved without a base: leading `..` stay (`../a/./b` gives `../a/b`)
 *   and a path that ends in a dot-segment keeps its final `/` (`a/..` gives
 *   `./`). The dot-segments as written are removed first, as resolution
 *   removes them, then those that decoding reveals (`%2E`, `%2e%2E`): so
 *   `a/%2E%2E/../b` is `a/b`, as resolving it gives, and `normalize(x)`
 *   equals `normalize(resolve(base, x))` for every URI `x`.
 * - §3.2.3, for every scheme: an empty port is dropped with its `:`.
 * - §6.2.3, for http, https, ws and wss only: a port equal to the scheme's
 *   default (80, 443, 80, 443, compared as a number, so `:080` too) is
 *   dropped with its `:`; an empty path after an authority becomes `/`.
 *   Empty query and fragment delimiters are kept (§6.2.3).
 * - The result re-parses to the same components: a path that would start
 *   with `//` without an authority is written with a `/.` prefix, and a
 *   relative-path reference whose first segment would contain `:` with a
 *   `./` prefix.
 *
 * Nothing else is changed: no RFC 5952 compression of IPv6 addresses, no
 * rewriting of reg-names that look like IPv4 addresses, no default ports
 * of other schemes, no case folding of paths, queries or fragments.
 *
 * For an invalid reference, only the components with no syntax error in
 * them are normalized (the scheme, the authority as a whole, the path, the
 * query, the fragment); a component with an error is kept exactly as
 * written. If that would change how the text parses, the text is returned
 * unchanged. `normalize` never throws and is idempotent on any string.
 *
 * @example normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d') // 'example://a/b/c/%7Bfoo%7D'
 * @example normalize('HTTP://www.Example.com:80') // 'http://www.example.com/'
 */
export function normalize(text: string): string {
  const parsed = parse(text);
  if (parsed.valid) return normalizeComponents(parsed.components, parsed.kind, ALL_CLEAN);
  const candidate = normalizeComponents(parsed.components, parsed.kind, cleanComponents(parsed));
  return candidate === text || reparsesSame(candidate, parsed) ? candidate : text;
}

/**
 * `normalize` of the text a valid parse was made of, from that parse (`parse(text)`, not made again): for a reader
 * that holds each reference's parse, as the index of links holds a workspace's. Undefined for an invalid parse.
 */
export function normalizeParsed(parsed: ParseResult): string | undefined {
  return parsed.valid ? normalizeComponents(parsed.components, parsed.kind, ALL_CLEAN) : undefined;
}

/**
 * RFC 3986 §6.2: true when `a` and `b` have the same normal form (§6.2.2,
 * §6.2.3). False negatives are possible, as §6.1 allows: normalizations
 * that only a scheme's own specification defines are not applied (for
 * example `mailto:Joe@Example.COM` and `mailto:Joe@example.com`, §6.2.3).
 */
export function equivalent(a: string, b: string): boolean {
  return a === b || normalize(a) === normalize(b);
}

/** The normal form of the components, rewriting only the clean ones. */
function normalizeComponents(c: Components, kind: ReferenceKind, clean: Clean): string {
  const scheme = c.scheme !== undefined && clean.scheme ? c.scheme.toLowerCase() : c.scheme;
  const out: Components = { ...c, scheme };
  if (c.host !== undefined && clean.authority) {
    out.userinfo = c.userinfo === undefined ? undefined : normalizePercent(c.userinfo, { lowerCase: false });
    out.host = normalizePercent(c.host, { lowerCase: true });
    // §3.2.3: "normalizers should omit the port component and its ':' delimiter if port is empty", whatever the scheme.
    if (c.port === '') out.port = undefined;
  }
  if (clean.path) out.path = normalizePath(c.path, kind, { hasAuthority: c.host !== undefined });
  if (c.query !== undefined && clean.query) out.query = normalizePercent(c.query, { lowerCase: false });
  if (c.fragment !== undefined && clean.fragment) out.fragment = normalizePercent(c.fragment, { lowerCase: false });
  if (scheme !== undefined && clean.scheme && out.host !== undefined && WEB_SCHEMES.has(scheme)) {
    applyWebSchemeRules(out, scheme, clean);
  }
  return recompose(out);
}

/** §6.2.3 for http, https, ws, wss: default or empty port dropped, empty path after an authority is "/". */
function applyWebSchemeRules(c: Components, scheme: string, clean: Clean): void {
  const port = c.port;
  // §3.2.3 port = *DIGIT is a decimal number, so "080" is the default port 80 too.
  if (clean.authority && port !== undefined && (port === '' || port.replace(/^0+(?=\d)/, '') === defaultPort(scheme))) {
    c.port = undefined;
  }
  if (clean.path && c.path === '') c.path = '/';
}

/**
 * §6.2.2.1 and §6.2.2.2 in one pass: uppercase the hex of every
 * percent-encoding, decode those of unreserved characters, and, when
 * `lowerCase` (the host), lowercase the ASCII letters written or decoded.
 */
function normalizePercent(text: string, { lowerCase }: { lowerCase: boolean }): string {
  if (text.indexOf('%') < 0 && !(lowerCase && /[A-Z]/.test(text))) return text;
  let out = '';
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const hi = c === Ch.PERCENT ? hexValue(text.charCodeAt(i + 1)) : -1;
    const lo = hi >= 0 ? hexValue(text.charCodeAt(i + 2)) : -1;
    if (lo >= 0) {
      const octet = (hi << 4) | lo;
      out += (CLASS[octet]! & UNRESERVED) !== 0 ? lowerAscii(octet, { lowerCase }) : pctOctet(octet);
      i += 2;
    } else {
      out += lowerAscii(c, { lowerCase });
    }
  }
  return out;
}

function lowerAscii(c: number, { lowerCase }: { lowerCase: boolean }): string {
  return String.fromCharCode(lowerCase && c >= 0x41 && c <= 0x5a ? c + 0x20 : c);
}

/**
 * §6.2.2.2 and §6.2.2.3 of a path: the dot-segments as written removed
 * (what §5.2 resolution does), the percent-encodings normalized, then the
 * dot-segments the decoding revealed removed; then the guards that keep
 * the path parsing as it did.
 */
function normalizePath(path: string, kind: ReferenceKind, { hasAuthority }: { hasAuthority: boolean }): string {
  if (path === '') return path;
  // Only a relative-path reference keeps what a base would resolve (§4.2); every
  // other path is resolved as §5.2.2 resolves it, by remove_dot_segments (§5.2.4).
  const relative = kind === 'relative-ref' && !hasAuthority && path.charCodeAt(0) !== Ch.SLASH;
  const removeDots = relative ? normalizeRelativePath : removeDotSegments;
  const result = removeDots(normalizePercent(removeDots(path), { lowerCase: false }));
  // §3.3: without an authority a path cannot begin with "//"; "/." keeps the same target.
  if (!hasAuthority && result.charCodeAt(0) === Ch.SLASH && result.charCodeAt(1) === Ch.SLASH) return '/.' + result;
  return result;
}

/**
 * Dot-segment removal for a relative-path reference (§4.2), keeping what
 * only a base can resolve. For every base with an authority or an absolute
 * path, the reference and its result resolve (§5.2.2) to the same target:
 * - `.` is dropped, `x/..` cancels out, `..` with nothing before it stays;
 * - a final `.` or cancelling `..` leaves a final `/` (`a/.` is `a/`);
 * - a result starting with an empty segment or a first segment with `:`
 *   gets a leading `.` segment (`./`), so it neither becomes an
 *   absolute path nor reads as a scheme (§4.2).
 */
function normalizeRelativePath(path: string): string {
  const segments = path.split('/');
  const out: string[] = [];
  const last = segments.length - 1;
  for (let k = 0; k <= last; k++) {
    const segment = segments[k]!;
    if (segment === '.') {
      if (k === last) out.push('');
    } else if (segment === '..' && out.length > 0 && out[out.length - 1] !== '..') {
      out.pop();
      if (k === last) out.push('');
    } else {
      out.push(segment);
    }
  }
  const first = out[0];
  if (first !== undefined && (first === '' || first.indexOf(':') >= 0)) out.unshift('.');
  return out.join('/');
}

/** Marks a component clean when no error touches its range. */
function cleanComponents(parsed: ParseResult): Clean {
  const r = parsed.ranges;
  // An empty range or error still marks the one position it stands at.
  const touched = (range: Range | undefined): boolean =>
    range !== undefined &&
    parsed.errors.some((e) => e.start < Math.max(range.end, range.start + 1) && Math.max(e.end, e.start + 1) > range.start);
  return {
    scheme: !touched(r.scheme),
    authority: !touched(r.authority) && !touched(r.host),
    path: !touched(r.path),
    query: !touched(r.query),
    fragment: !touched(r.fragment),
  };
}

/**
 * For an invalid reference: true when the candidate normal form parses into
 * the same shape (kind, present components, error codes) and is its own
 * normal form, which keeps `normalize` idempotent.
 */
function reparsesSame(candidate: string, before: ParseResult): boolean {
  const after = parse(candidate);
  if (after.kind !== before.kind || after.valid) return false;
  if (shape(after.components) !== shape(before.components)) return false;
  if (after.errors.map((e) => e.code).join() !== before.errors.map((e) => e.code).join()) return false;
  return normalizeComponents(after.components, after.kind, cleanComponents(after)) === candidate;
}

/** Which components are present, as a string key (the port is left out: §6.2.3 may drop it). */
function shape(c: Components): string {
  const keys = ['scheme', 'userinfo', 'host', 'query', 'fragment'] as const;
  return keys.map((k) => (c[k] === undefined ? '-' : '+')).join('');
}
