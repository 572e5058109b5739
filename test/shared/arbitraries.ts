/**
 * fast-check arbitraries that generate RFC 3986 URI references from the
 * Appendix A grammar, rule by rule, together with the components each one
 * was built from. Every text they generate is valid; every rule's
 * alternatives are reachable (the nine IPv6address forms, IPvFuture,
 * IPv4address, reg-name, the five path rules, empty and absent components).
 *
 * Dot-segments and percent-encoded unreserved characters (`%2E`, `%7e`,
 * `%41`) are generated more often than chance would, since resolution and
 * normalization turn on them.
 */
import fc from 'fast-check';
import type { Components, HostType } from '@uri-lint/shared';

/** A generated reference: its text and the components it was built from (as `parse` must return them). */
export interface GeneratedReference {
  text: string;
  components: Components;
}

const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGIT = '0123456789';
const HEXDIG = `${DIGIT}abcdefABCDEF`;
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const SUB_DELIMS = "!$&'()*+,;=";

/** One character of `set`. */
export const charOf = (set: string): fc.Arbitrary<string> => fc.constantFrom(...set.split(''));

/** §2.1 pct-encoded = "%" HEXDIG HEXDIG, either case; often an encoded unreserved character. */
export const pctEncoded: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.tuple(charOf(HEXDIG), charOf(HEXDIG)).map(([a, b]) => `%${a}${b}`) },
  { weight: 1, arbitrary: fc.constantFrom('%2E', '%2e', '%7E', '%7e', '%41', '%61', '%5F', '%2D', '%30') },
  { weight: 1, arbitrary: fc.constantFrom('%2F', '%3A', '%3F', '%23', '%25', '%40', '%C3%A9', '%e2%82%ac', '%20') },
);

/** Zero or more of the characters of `set` or pct-encoded (most rules of Appendix A have this shape). */
const run = (set: string, minLength = 0, maxLength = 6): fc.Arbitrary<string> =>
  fc
    .array(fc.oneof({ weight: 5, arbitrary: charOf(set) }, { weight: 1, arbitrary: pctEncoded }), { minLength, maxLength })
    .map((parts) => parts.join(''));

/** §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) */
export const scheme: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('http', 'https', 'HTTP', 'ws', 'wss', 'ftp', 'file', 'urn', 'mailto', 'foo') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(charOf(ALPHA), fc.string({ unit: charOf(`${ALPHA}${DIGIT}+-.`), maxLength: 6 }))
      .map(([a, b]) => a + b),
  },
);

/** §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
export const userinfo: fc.Arbitrary<string> = run(`${UNRESERVED}${SUB_DELIMS}:`);

/** §3.2.2 dec-octet, every length: 0-9, 10-99, 100-199, 200-249, 250-255. */
export const decOctet: fc.Arbitrary<string> = fc.integer({ min: 0, max: 255 }).map(String);

/** §3.2.2 IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet */
export const ipv4address: fc.Arbitrary<string> = fc.array(decOctet, { minLength: 4, maxLength: 4 }).map((o) => o.join('.'));

const h16 = fc.string({ unit: charOf(HEXDIG), minLength: 1, maxLength: 4 });

/**
 * §3.2.2 IPv6address, all nine forms: `prefix` groups before "::" and
 * `suffix` groups after it (p + s <= 7), or eight groups without "::"; the
 * last two groups (ls32) may be an IPv4address.
 */
export const ipv6address: fc.Arbitrary<string> = fc
  .record({
    compressed: fc.boolean(),
    prefix: fc.integer({ min: 0, max: 7 }),
    suffix: fc.integer({ min: 0, max: 7 }),
    groups: fc.array(h16, { minLength: 8, maxLength: 8 }),
    ls32IsIPv4: fc.boolean(),
    ipv4: ipv4address,
  })
  .map(({ compressed, prefix, suffix, groups, ls32IsIPv4, ipv4 }) => {
    const tail = (count: number): string => {
      if (count >= 2 && ls32IsIPv4) return [...groups.slice(0, count - 2), ipv4].join(':');
      return groups.slice(0, count).join(':');
    };
    if (!compressed) return tail(8);
    const p = Math.min(prefix, 7);
    const s = Math.min(suffix, 7 - p);
    return groups.slice(8 - p).join(':') + '::' + tail(s);
  });

/** §3.2.2 IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) */
export const ipvFuture: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('v', 'V'),
    fc.string({ unit: charOf(HEXDIG), minLength: 1, maxLength: 3 }),
    fc.string({ unit: charOf(`${UNRESERVED}${SUB_DELIMS}:`), minLength: 1, maxLength: 6 }),
  )
  .map(([v, version, address]) => `${v}${version}.${address}`);

/** §3.2.2 reg-name = *( unreserved / pct-encoded / sub-delims ), with some that look like IPv4 addresses but are not. */
export const regName: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: run(`${UNRESERVED}${SUB_DELIMS}`) },
  { weight: 1, arbitrary: fc.constantFrom('256.1.1.1', '01.0.0.0', '1.2.3', '1.2.3.4.5', 'Example.COM', 'localhost') },
);

/** §3.2.2 IPv4address as the first-match-wins rule reads it. */
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)){3}$/;

/** §3.2.2 host = IP-literal / IPv4address / reg-name, with the host type `parse` must report. */
export const host: fc.Arbitrary<[string, HostType]> = fc.oneof(
  { weight: 1, arbitrary: ipv6address.map((a): [string, HostType] => [`[${a}]`, 'IPv6']) },
  { weight: 1, arbitrary: ipvFuture.map((a): [string, HostType] => [`[${a}]`, 'IPvFuture']) },
  { weight: 1, arbitrary: ipv4address.map((a): [string, HostType] => [a, 'IPv4']) },
  { weight: 4, arbitrary: regName.map((a): [string, HostType] => [a, IPV4.test(a) ? 'IPv4' : 'reg-name']) },
);

/** §3.2.3 port = *DIGIT, often a default port. */
export const port: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: charOf(DIGIT), maxLength: 5 }),
  fc.constantFrom('80', '443', '080', '8080', ''),
);

const PCHAR = `${UNRESERVED}${SUB_DELIMS}:@`;

/** §3.3 segment = *pchar, often a dot-segment. */
export const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: run(PCHAR, 0, 4) },
  { weight: 2, arbitrary: fc.constantFrom('.', '..', '%2E', '%2e%2E', '...', '.a', 'a.') },
);
/** §3.3 segment-nz = 1*pchar */
export const segmentNz: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: run(PCHAR, 1, 4) },
  { weight: 2, arbitrary: fc.constantFrom('.', '..', '%2E', '%2E%2e') },
);
/** §3.3 segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) */
export const segmentNzNc: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: run(`${UNRESERVED}${SUB_DELIMS}@`, 1, 4) },
  { weight: 2, arbitrary: fc.constantFrom('.', '..', '%2E', '%2e%2E') },
);

/** §3.3 path-abempty = *( "/" segment ) */
export const pathAbempty: fc.Arbitrary<string> = fc.array(segment, { maxLength: 5 }).map((s) => s.map((x) => `/${x}`).join(''));
/** §3.3 path-absolute = "/" [ segment-nz *( "/" segment ) ] */
export const pathAbsolute: fc.Arbitrary<string> = fc
  .option(fc.tuple(segmentNz, pathAbempty).map(([a, b]) => a + b), { nil: '' })
  .map((p) => `/${p}`);
/** §3.3 path-rootless = segment-nz *( "/" segment ) */
export const pathRootless: fc.Arbitrary<string> = fc.tuple(segmentNz, pathAbempty).map(([a, b]) => a + b);
/** §3.3 path-noscheme = segment-nz-nc *( "/" segment ) */
export const pathNoscheme: fc.Arbitrary<string> = fc.tuple(segmentNzNc, pathAbempty).map(([a, b]) => a + b);

/** §3.4 query and §3.5 fragment = *( pchar / "/" / "?" ) */
export const query: fc.Arbitrary<string> = run(`${PCHAR}/?`, 0, 8);
export const fragment: fc.Arbitrary<string> = query;

/** §3.2 authority = [ userinfo "@" ] host [ ":" port ], as the components it sets. */
export const authority: fc.Arbitrary<Components> = fc
  .tuple(fc.option(userinfo, { nil: undefined }), host, fc.option(port, { nil: undefined }))
  .map(([u, [h, hostType], p]): Components => {
    const c: Components = { host: h, hostType, path: '' };
    if (u !== undefined) c.userinfo = u;
    if (p !== undefined) c.port = p;
    return c;
  });

/**
 * §3 hier-part and §4.2 relative-part: "//" authority path-abempty, or a
 * path without authority (`firstSegmentPath` is path-rootless for a URI,
 * path-noscheme for a relative reference), or path-empty.
 */
const hierarchy = (firstSegmentPath: fc.Arbitrary<string>): fc.Arbitrary<Components> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(authority, pathAbempty).map(([a, path]) => ({ ...a, path })) },
    { weight: 2, arbitrary: pathAbsolute.map((path): Components => ({ path })) },
    { weight: 2, arbitrary: firstSegmentPath.map((path): Components => ({ path })) },
    { weight: 1, arbitrary: fc.constant<Components>({ path: '' }) },
  );

/** Adds an optional query and fragment, undefined (absent) or a string (possibly empty). */
const withTail = (head: fc.Arbitrary<Components>): fc.Arbitrary<Components> =>
  fc
    .tuple(head, fc.option(query, { nil: undefined, freq: 3 }), fc.option(fragment, { nil: undefined, freq: 2 }))
    .map(([c, q, f]) => {
      const out: Components = { ...c };
      if (q !== undefined) out.query = q;
      if (f !== undefined) out.fragment = f;
      return out;
    });

/** Writes components as §5.3 does; written here so that the arbitraries do not depend on the code under test. */
function write(c: Components): string {
  let s = c.scheme !== undefined ? `${c.scheme}:` : '';
  if (c.host !== undefined) {
    s += `//${c.userinfo !== undefined ? `${c.userinfo}@` : ''}${c.host}${c.port !== undefined ? `:${c.port}` : ''}`;
  }
  s += c.path;
  if (c.query !== undefined) s += `?${c.query}`;
  if (c.fragment !== undefined) s += `#${c.fragment}`;
  return s;
}

const generated = (c: fc.Arbitrary<Components>): fc.Arbitrary<GeneratedReference> =>
  c.map((components) => ({ text: write(components), components }));

/** §3 URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ], with its components. */
export const uriWithComponents: fc.Arbitrary<GeneratedReference> = generated(
  withTail(fc.tuple(scheme, hierarchy(pathRootless)).map(([s, h]) => ({ scheme: s, ...h }))),
);

/** §4.2 relative-ref = relative-part [ "?" query ] [ "#" fragment ], with its components. */
export const relativeRefWithComponents: fc.Arbitrary<GeneratedReference> = generated(withTail(hierarchy(pathNoscheme)));

/** §4.1 URI-reference = URI / relative-ref, with its components. */
export const uriReferenceWithComponents: fc.Arbitrary<GeneratedReference> = fc.oneof(
  uriWithComponents,
  relativeRefWithComponents,
);

/** §3 URI, as text. */
export const uri: fc.Arbitrary<string> = uriWithComponents.map((g) => g.text);
/** §4.2 relative-ref, as text. */
export const relativeRef: fc.Arbitrary<string> = relativeRefWithComponents.map((g) => g.text);
/** §4.1 URI-reference, as text. */
export const uriReference: fc.Arbitrary<string> = uriReferenceWithComponents.map((g) => g.text);

/** §4.3 absolute-URI = scheme ":" hier-part [ "?" query ]: a URI that can be a base (§5.2.1). */
export const absoluteUri: fc.Arbitrary<string> = generated(
  fc
    .tuple(scheme, hierarchy(pathRootless), fc.option(query, { nil: undefined }))
    .map(([s, h, q]) => (q === undefined ? { scheme: s, ...h } : { scheme: s, ...h, query: q })),
).map((g) => g.text);
