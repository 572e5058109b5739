/**
 * Properties of `parse` over arbitrary text: it never throws, always
 * terminates (1 MB inputs included), and its answer is always consistent
 * with itself and with RFC 3986: every range cuts its component out of the
 * input, every valid reference splits as Appendix B splits it, `valid`
 * agrees with Appendix A transcribed as a regular expression, and every
 * reference generated from the Appendix A grammar is valid, with exactly
 * the components it was built from.
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from '@uri-lint/shared';
import type { Components, ErrorCode, HostType, ParseResult, Range } from '@uri-lint/shared';
import { defined } from './tables';

const CODES: readonly ErrorCode[] = [
  'invalid-character', 'non-ascii-character', 'invalid-percent-encoding', 'invalid-scheme', 'invalid-port',
  'invalid-ipv6', 'invalid-ipvfuture', 'unclosed-ip-literal', 'bracket-outside-ip-literal',
  'path-starts-with-double-slash', 'colon-in-first-segment',
];
/** Every rule of Appendix A and the section that defines it: an error names one of these. */
const RULE_SECTIONS: Readonly<Record<string, string>> = {
  'URI': '3', 'hier-part': '3', 'URI-reference': '4.1', 'relative-ref': '4.2', 'relative-part': '4.2', 'absolute-URI': '4.3',
  scheme: '3.1', authority: '3.2', userinfo: '3.2.1', host: '3.2.2', 'IP-literal': '3.2.2', IPvFuture: '3.2.2',
  IPv6address: '3.2.2', h16: '3.2.2', ls32: '3.2.2', IPv4address: '3.2.2', 'dec-octet': '3.2.2', 'reg-name': '3.2.2',
  port: '3.2.3', path: '3.3', 'path-abempty': '3.3', 'path-absolute': '3.3', 'path-noscheme': '3.3', 'path-rootless': '3.3',
  'path-empty': '3.3', segment: '3.3', 'segment-nz': '3.3', 'segment-nz-nc': '3.3', pchar: '3.3', query: '3.4', fragment: '3.5',
  'pct-encoded': '2.1', unreserved: '2.3', reserved: '2.2', 'gen-delims': '2.2', 'sub-delims': '2.2',
};
const HOST_TYPES: readonly HostType[] = ['reg-name', 'IPv4', 'IPv6', 'IPvFuture'];
const COMPONENTS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

/** Appendix B, anchored, with offsets: the split every valid URI-reference must agree with. */
const APPENDIX_B = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#([\s\S]*))?$/;

/** §3.2.2 IPv4address, as a regular expression written from the dec-octet rule. */
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`);

/**
 * Appendix A transcribed rule by rule into one regular expression: a second,
 * independent recognizer of URI-reference. `parse(x).valid` must agree with
 * it on every string.
 */
const APPENDIX_A = ((): RegExp => {
  const unreserved = "[A-Za-z0-9\\-._~]";
  const pctEncoded = '%[0-9A-Fa-f]{2}';
  const subDelims = "[!$&'()*+,;=]";
  const pchar = `(?:${unreserved}|${pctEncoded}|${subDelims}|[:@])`;
  const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*';
  const userinfo = `(?:${unreserved}|${pctEncoded}|${subDelims}|:)*`;
  const ipv4 = `${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}`;
  const h16 = '[0-9A-Fa-f]{1,4}';
  const ls32 = `(?:${h16}:${h16}|${ipv4})`;
  const upTo = (n: number): string => `(?:(?:${h16}:){0,${n}}${h16})?`;
  const ipv6 = [
    `(?:${h16}:){6}${ls32}`,
    `::(?:${h16}:){5}${ls32}`,
    `(?:${h16})?::(?:${h16}:){4}${ls32}`,
    `${upTo(1)}::(?:${h16}:){3}${ls32}`,
    `${upTo(2)}::(?:${h16}:){2}${ls32}`,
    `${upTo(3)}::${h16}:${ls32}`,
    `${upTo(4)}::${ls32}`,
    `${upTo(5)}::${h16}`,
    `${upTo(6)}::`,
  ].join('|');
  const ipvFuture = `[vV][0-9A-Fa-f]+\\.(?:${unreserved}|${subDelims}|:)+`;
  const host = `(?:\\[(?:${ipv6}|${ipvFuture})\\]|${ipv4}|(?:${unreserved}|${pctEncoded}|${subDelims})*)`;
  const authority = `(?:${userinfo}@)?${host}(?::[0-9]*)?`;
  const segment = `${pchar}*`;
  const pathAbempty = `(?:/${segment})*`;
  const pathAbsolute = `/(?:${pchar}+(?:/${segment})*)?`;
  const pathNoscheme = `(?:${unreserved}|${pctEncoded}|${subDelims}|@)+(?:/${segment})*`;
  const pathRootless = `${pchar}+(?:/${segment})*`;
  const query = `(?:${pchar}|[/?])*`;
  const tail = `(?:\\?${query})?(?:#${query})?`;
  const uri = `${scheme}:(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|)${tail}`;
  const relativeRef = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathNoscheme}|)${tail}`;
  return new RegExp(`^(?:${uri}|${relativeRef})$`);
})();

/** Everything a URI may contain (§2): unreserved, reserved and "%". */
const URI_CHARS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;

function within(range: Range, outer: Range, what: string): void {
  assert.ok(range.start >= outer.start && range.end <= outer.end, `${what} ${JSON.stringify(range)} within ${JSON.stringify(outer)}`);
}

/** What must hold for any input, valid or not. */
function consistent(text: string, result: ParseResult): void {
  const { components, ranges, errors } = result;
  const whole: Range = { start: 0, end: text.length };
  assert.equal(result.valid, errors.length === 0, 'valid === (errors.length === 0)');
  assert.ok(result.kind === 'uri' || result.kind === 'relative-ref', `kind ${result.kind}`);
  assert.equal(typeof components.path, 'string', 'path is always a string');

  for (const [name, range] of Object.entries(ranges) as [string, Range | undefined][]) {
    if (range === undefined) continue;
    assert.ok(Number.isInteger(range.start) && Number.isInteger(range.end), `${name} range is integral`);
    assert.ok(range.start <= range.end, `${name} range is ordered`);
    within(range, whole, name);
  }
  for (const name of COMPONENTS) {
    const value = components[name];
    const range = ranges[name];
    assert.equal(value === undefined, range === undefined, `${name}: component and range present together`);
    if (value !== undefined && range !== undefined) assert.equal(text.slice(range.start, range.end), value, `${name} range cuts out ${name}`);
  }
  assert.equal(components.host === undefined, components.hostType === undefined, 'hostType present exactly with host');
  if (components.hostType !== undefined) assert.ok(HOST_TYPES.includes(components.hostType), `hostType ${components.hostType}`);
  assert.equal(components.host === undefined, ranges.authority === undefined, 'an authority exactly when a host');
  if (ranges.authority) {
    for (const part of ['userinfo', 'host', 'port'] as const) if (ranges[part]) within(ranges[part]!, ranges.authority, part);
  }
  if (ranges.userinfo) {
    assert.ok(ranges.user, 'userinfo has a user part');
    assert.equal(ranges.user.start, ranges.userinfo.start);
    within(ranges.user, ranges.userinfo, 'user');
    if (ranges.password) {
      within(ranges.password, ranges.userinfo, 'password');
      assert.equal(text[ranges.password.start - 1], ':', 'password follows the first ":"');
      assert.equal(ranges.password.start, ranges.user.end + 1);
      assert.equal(ranges.password.end, ranges.userinfo.end);
    } else {
      assert.equal(ranges.user.end, ranges.userinfo.end, 'without ":" the user is the whole userinfo');
    }
  } else {
    assert.equal(ranges.user ?? ranges.password, undefined, 'no user or password without userinfo');
  }
  // §3.3: without an authority the path cannot begin with "//"; a parse
  // always takes "//" as the start of an authority.
  if (components.host === undefined) assert.ok(!components.path.startsWith('//'), 'no "//" path without an authority');

  let last = 0;
  for (const error of errors) {
    assert.ok(CODES.includes(error.code), `known code ${error.code}`);
    assert.ok(error.start >= 0 && error.end > error.start && error.end <= text.length, `error range non-empty, in bounds: ${JSON.stringify(error)}`);
    assert.ok(error.start >= last, 'errors in text order');
    last = error.start;
    for (const key of ['message', 'rule', 'section'] as const) {
      assert.ok(typeof error[key] === 'string' && error[key].length > 0, `error has a ${key}`);
    }
    assert.ok(Object.hasOwn(RULE_SECTIONS, error.rule), `rule ${JSON.stringify(error.rule)} is an Appendix A rule: ${JSON.stringify(error)}`);
    assert.equal(error.section, RULE_SECTIONS[error.rule], `section of rule ${error.rule}: ${JSON.stringify(error)}`);
  }
}

/** What must hold for a valid reference: it is a URI's text, and it splits as Appendix B splits it. */
function validShape(text: string, result: ParseResult): void {
  const c = result.components;
  assert.ok(URI_CHARS.test(text), 'only URI characters');
  assert.ok(!/%(?![0-9A-Fa-f]{2})/.test(text), 'every "%" starts a pct-encoded');
  assert.equal(result.kind, c.scheme === undefined ? 'relative-ref' : 'uri');
  const m = APPENDIX_B.exec(text)!;
  const authority = result.ranges.authority && text.slice(result.ranges.authority.start, result.ranges.authority.end);
  assert.deepEqual(
    { scheme: c.scheme, authority, path: c.path, query: c.query, fragment: c.fragment },
    { scheme: m[1], authority: m[2], path: m[3], query: m[4], fragment: m[5] },
    'Appendix B split',
  );
  // §5.3 Component Recomposition gives back the text.
  let out = '';
  if (c.scheme !== undefined) out += `${c.scheme}:`;
  if (c.host !== undefined) out += `//${c.userinfo === undefined ? '' : `${c.userinfo}@`}${c.host}${c.port === undefined ? '' : `:${c.port}`}`;
  out += c.path;
  if (c.query !== undefined) out += `?${c.query}`;
  if (c.fragment !== undefined) out += `#${c.fragment}`;
  assert.equal(out, text, '§5.3 recomposition');
}

function check(text: string): ParseResult {
  let result: ParseResult | undefined;
  assert.doesNotThrow(() => {
    result = parse(text);
  });
  consistent(text, result!);
  if (result!.valid) validShape(text, result!);
  return result!;
}

// ---------------------------------------------------------------------------
// Arbitrary text

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Pieces that make URI-like text, good and bad, so the interesting paths are reached often. */
const uriish = fc.constantFrom(
  ':', '/', '?', '#', '[', ']', '@', '%', '.', '-', '+', '~', '_', '!', '=', ';', ',',
  'a', 'Z', 'v', 'f', 'g', '0', '1', '2', '5', '9',
  '//', '::', '%41', '%4', '%zz', 'http:', 'v1.', '1.2.3.4', '256', '[::1]', 'ffff:',
  ' ', '\t', '\n', '\u0000', '\u007f', '\\', '^', '|', '"', '<', '>', '{', '}', '`',
  'é', '😀', '\ud800', '\udc00', '\u200b',
);

describe('parse: robustness properties', () => {
  describe('never throws, and is consistent, on any text', () => {
    it('arbitrary code points (fc.string, unit binary)', () => {
      fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => void check(s)), { numRuns: 2000 });
    });
    it('arbitrary UTF-16 code units, lone surrogates included', () => {
      fc.assert(fc.property(fc.string({ unit: codeUnit, maxLength: 80 }), (s) => void check(s)), { numRuns: 2000 });
    });
    it('control characters and ASCII (unit binary-ascii)', () => {
      fc.assert(fc.property(fc.string({ unit: 'binary-ascii', maxLength: 80 }), (s) => void check(s)), { numRuns: 2000 });
    });
    it('graphemes, emoji included', () => {
      fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => void check(s)), { numRuns: 1000 });
    });
    it('URI-like pieces, good and bad', () => {
      fc.assert(fc.property(fc.string({ unit: uriish, maxLength: 40 }), (s) => void check(s)), { numRuns: 5000 });
    });
    it('valid exactly when Appendix A (as a regular expression) matches', () => {
      fc.assert(
        fc.property(fc.string({ unit: uriish, maxLength: 30 }), (s) => {
          assert.equal(check(s).valid, APPENDIX_A.test(s), JSON.stringify(s));
        }),
        { numRuns: 20000 },
      );
    });
    it('(the Appendix A expression itself gives the known answers)', () => {
      for (const s of ['', 'a:b', '//h', 'http://[::1]:80/a?b#c', 'http://[v1.x]/', '../g', 'http://256.1.1.1/', 'g;x?y#s']) {
        assert.ok(APPENDIX_A.test(s), s);
      }
      for (const s of ['1a:x', ':a', 'http://h/ ', '%zz', 'http://[::g]/', 'http://[1::2::3]/', 'http://h:8a/', 'http://[]/', 'a#b#c']) {
        assert.ok(!APPENDIX_A.test(s), s);
      }
    });
    it('is a pure function of its input', () => {
      fc.assert(fc.property(fc.string({ unit: uriish, maxLength: 30 }), (s) => assert.deepEqual(parse(s), parse(s))), { numRuns: 500 });
    });
  });

  describe('terminates on 1 MB inputs and stays consistent', () => {
    const MB = 1 << 20;
    const inputs: [name: string, make: () => string][] = [
      ...['[', ':', '%', '/', '@', '?', ']', '#', ' ', 'a', '.', 'é'].map((c): [string, () => string] => [
        `1 MB of ${JSON.stringify(c)}`,
        () => c.repeat(MB),
      ]),
      ['1 MB of "😀" (surrogate pairs)', () => '😀'.repeat(MB / 2)],
      ['1 MB of "[:%/@?" repeated', () => '[:%/@?'.repeat(MB / 6)],
      ['1 MB of ":/?#[]@%" repeated', () => ':/?#[]@%'.repeat(MB / 8)],
      ['"http://[" and 1 MB of ":"', () => `http://[${':'.repeat(MB)}`],
      ['"http://[" and 1 MB of "1:" and "]"', () => `http://[${'1:'.repeat(MB / 2)}]`],
      ['"http://[v1." and 1 MB of "x" and "]"', () => `http://[v1.${'x'.repeat(MB)}]`],
      ['"http://" and 1 MB of "1."', () => `http://${'1.'.repeat(MB / 2)}`],
      ['"http://" and 1 MB of "@"', () => `http://${'@'.repeat(MB)}/`],
      ['"http://h:" and 1 MB of digits', () => `http://h:${'9'.repeat(MB)}`],
      ['"http://h/" and 1 MB of "%"', () => `http://h/${'%'.repeat(MB)}`],
      ['"http://h/" and 1 MB of "%4"', () => `http://h/${'%4'.repeat(MB / 2)}`],
      ['1 MB of "a" and ":"', () => `${'a'.repeat(MB)}:`],
      ['a valid 1 MB URI', () => `http://u:p@example.com:80/${'a/'.repeat(MB / 2)}?${'q'.repeat(1000)}#f`],
    ];
    for (const [name, make] of inputs) it(name, () => void check(make()));
    it('a valid 1 MB URI is valid', () => {
      assert.equal(check(`http://example.com/${'seg/'.repeat(MB / 4)}?q#f`).valid, true);
    });
  });

  describe('every reference generated from Appendix A is valid, with the components it was built from', () => {
    it('URI-reference', () => {
      fc.assert(
        fc.property(uriReference, ({ text, expected }) => {
          const result = check(text);
          assert.deepEqual(result.errors, [], `${JSON.stringify(text)} is valid`);
          assert.equal(result.kind, expected.scheme === undefined ? 'relative-ref' : 'uri');
          assert.deepEqual(defined(result.components), defined(expected));
        }),
        { numRuns: 5000 },
      );
    });
    it('near misses (one character replaced, inserted or deleted): valid exactly when Appendix A matches', () => {
      const edit = fc.constantFrom(':', '/', '?', '#', '[', ']', '@', '%', '.', 'v', 'g', 'F', '0', '2', '5', '');
      fc.assert(
        fc.property(uriReference, edit, fc.nat(), fc.boolean(), ({ text }, c, n, replace) => {
          const at = n % (text.length + 1);
          const input = text.slice(0, at) + c + text.slice(replace ? at + 1 : at);
          assert.equal(check(input).valid, APPENDIX_A.test(input), JSON.stringify(input));
        }),
        { numRuns: 20000 },
      );
    });
    it('a character no rule allows, inserted anywhere, is reported where it is', () => {
      const bad = fc.constantFrom(' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '\u0000', '\u001f', '\u007f', 'é', '😀', '\ud800');
      fc.assert(
        fc.property(uriReference, bad, fc.nat(), ({ text }, c, n) => {
          const at = n % (text.length + 1);
          const input = text.slice(0, at) + c + text.slice(at);
          const result = check(input);
          assert.equal(result.valid, false, JSON.stringify(input));
          assert.ok(
            result.errors.some((e) => e.start <= at && at < e.end),
            `an error covers offset ${at} of ${JSON.stringify(input)}: ${JSON.stringify(result.errors)}`,
          );
        }),
        { numRuns: 3000 },
      );
    });
  });
});

/** Drops keys whose value is undefined, so "absent" and "undefined" compare equal. */
// ---------------------------------------------------------------------------
// A generator transcribed from RFC 3986 Appendix A.

const chars = (set: string): fc.Arbitrary<string> => fc.constantFrom(...set.split(''));
const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGIT = '0123456789';
const HEXDIG = '0123456789abcdefABCDEF';
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const SUB_DELIMS = "!$&'()*+,;=";

const pctEncoded = fc.tuple(chars(HEXDIG), chars(HEXDIG)).map(([a, b]) => `%${a}${b}`);
/** `*( one of the set / pct-encoded )`, or `1*` with `min: 1`. */
const repeat = (set: string, min = 0, max = 8): fc.Arbitrary<string> =>
  fc.string({ unit: fc.oneof({ weight: 6, arbitrary: chars(set) }, { weight: 1, arbitrary: pctEncoded }), minLength: min, maxLength: max });

const scheme = fc.tuple(chars(ALPHA), fc.string({ unit: chars(`${ALPHA}${DIGIT}+-.`), maxLength: 6 })).map(([a, b]) => a + b);
const userinfo = repeat(`${UNRESERVED}${SUB_DELIMS}:`);
const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
const ipv4 = fc.array(decOctet, { minLength: 4, maxLength: 4 }).map((o) => o.join('.'));
const h16 = fc.string({ unit: chars(HEXDIG), minLength: 1, maxLength: 4 });

/**
 * IPv6address: eight pieces (the last two may be one IPv4address), with
 * optionally one run of at least one h16 replaced by "::" (the nine forms).
 */
const ipv6 = fc
  .tuple(fc.array(h16, { minLength: 8, maxLength: 8 }), fc.boolean(), ipv4, fc.nat(), fc.nat(), fc.boolean())
  .map(([groups, withIpv4, v4, a, b, compress]) => {
    const pieces: string[] = withIpv4 ? [...groups.slice(0, 6), v4] : groups;
    const h16Count = withIpv4 ? 6 : 8;
    if (!compress) return pieces.join(':');
    const start = a % h16Count;
    const length = 1 + (b % (h16Count - start));
    return `${pieces.slice(0, start).join(':')}::${pieces.slice(start + length).join(':')}`;
  });
const ipvFuture = fc
  .tuple(fc.constantFrom('v', 'V'), fc.string({ unit: chars(HEXDIG), minLength: 1, maxLength: 3 }), fc.string({ unit: chars(`${UNRESERVED}${SUB_DELIMS}:`), minLength: 1, maxLength: 6 }))
  .map(([v, hex, rest]) => `${v}${hex}.${rest}`);
/** Dotted numbers, some of them IPv4addresses, some not (256, leading zeros, three or five parts). */
const dottedNumber = fc
  .array(fc.oneof(decOctet, fc.integer({ min: 0, max: 999 }).map(String), fc.constantFrom('00', '01', '099')), { minLength: 3, maxLength: 5 })
  .map((o) => o.join('.'));
const regName = fc.oneof(repeat(`${UNRESERVED}${SUB_DELIMS}`), dottedNumber);

const host: fc.Arbitrary<[string, HostType]> = fc.oneof(
  ipv6.map((h): [string, HostType] => [`[${h}]`, 'IPv6']),
  ipvFuture.map((h): [string, HostType] => [`[${h}]`, 'IPvFuture']),
  ipv4.map((h): [string, HostType] => [h, 'IPv4']),
  // First-match-wins (§3.2.2): a reg-name that is also an IPv4address is one.
  regName.map((h): [string, HostType] => [h, IPV4.test(h) ? 'IPv4' : 'reg-name']),
);
const port = fc.string({ unit: chars(DIGIT), maxLength: 6 });

const PCHAR = `${UNRESERVED}${SUB_DELIMS}:@`;
const segment = repeat(PCHAR);
const segmentNz = repeat(PCHAR, 1);
const segmentNzNc = repeat(`${UNRESERVED}${SUB_DELIMS}@`, 1);
const pathAbempty = fc.array(segment, { maxLength: 4 }).map((s) => s.map((x) => `/${x}`).join(''));
const pathAbsolute = fc.option(fc.tuple(segmentNz, pathAbempty).map(([a, b]) => a + b), { nil: '' }).map((p) => `/${p}`);
const pathRootless = fc.tuple(segmentNz, pathAbempty).map(([a, b]) => a + b);
const pathNoscheme = fc.tuple(segmentNzNc, pathAbempty).map(([a, b]) => a + b);
const queryOrFragment = repeat(`${PCHAR}/?`);

interface Generated {
  text: string;
  expected: Components;
}

type Part = Omit<Components, 'path'>;

const authority = fc
  .tuple(fc.option(userinfo, { nil: undefined }), host, fc.option(port, { nil: undefined }))
  .map(([u, [h, type], p]): [string, Part] => [
    `${u === undefined ? '' : `${u}@`}${h}${p === undefined ? '' : `:${p}`}`,
    { userinfo: u, host: h, hostType: type, port: p },
  ]);

/** hier-part (§3) or relative-part (§4.2): the paths differ only in path-rootless / path-noscheme. */
const part = (firstSegmentPath: fc.Arbitrary<string>): fc.Arbitrary<[string, Components]> =>
  fc.oneof(
    fc.tuple(authority, pathAbempty).map(([[a, c], p]): [string, Components] => [`//${a}${p}`, { ...c, path: p }]),
    pathAbsolute.map((p): [string, Components] => [p, { path: p }]),
    firstSegmentPath.map((p): [string, Components] => [p, { path: p }]),
    fc.constant<[string, Components]>(['', { path: '' }]),
  );

const uriReference: fc.Arbitrary<Generated> = fc
  .tuple(
    fc.option(scheme, { nil: undefined }),
    part(pathRootless),
    part(pathNoscheme),
    fc.option(queryOrFragment, { nil: undefined }),
    fc.option(queryOrFragment, { nil: undefined }),
  )
  .map(([s, hier, relative, q, f]) => {
    const [body, c] = s === undefined ? relative : hier;
    const text = `${s === undefined ? '' : `${s}:`}${body}${q === undefined ? '' : `?${q}`}${f === undefined ? '' : `#${f}`}`;
    return { text, expected: { scheme: s, ...c, query: q, fragment: f } };
  });
