/**
 * `parse` against every example URI the RFC gives (§1.1.2, §3 and its
 * subsections, §5.4.1, §5.4.2, and the few examples of §6, §7 and
 * Appendix B), with the exact components and UTF-16 ranges a reader of
 * RFC 3986 would write down by hand.
 */
import * as assert from 'node:assert/strict';
import { parse } from '@uri-lint/shared';
import type { Components, ReferenceKind } from '@uri-lint/shared';
import { defined } from './tables';

/** `[start, end)` in UTF-16 code units, delimiters excluded. */
type Span = [number, number];

/** The range names of `Ranges`; `user` and `password` split userinfo at its first ":" (§3.2.1). */
type RangeName =
  | 'scheme'
  | 'authority'
  | 'userinfo'
  | 'user'
  | 'password'
  | 'host'
  | 'port'
  | 'path'
  | 'query'
  | 'fragment';

interface Example {
  input: string;
  kind: ReferenceKind;
  components: Components;
  ranges: Partial<Record<RangeName, Span>>;
}

/** Drops keys whose value is undefined, so "absent" and "undefined" compare equal. */
function spans(ranges: object): Partial<Record<RangeName, Span>> {
  const out: Partial<Record<RangeName, Span>> = {};
  for (const [name, range] of Object.entries(ranges)) {
    if (range !== undefined) out[name as RangeName] = [range.start, range.end];
  }
  return out;
}

/** What a range of the table must cover in the input: the component, or for authority/user/password the raw text. */
function expectedSlice(example: Example, name: RangeName): string | undefined {
  const c = example.components;
  switch (name) {
    case 'scheme': return c.scheme;
    case 'userinfo': return c.userinfo;
    case 'user': return c.userinfo?.split(':')[0];
    case 'password': return c.userinfo?.includes(':') ? c.userinfo.slice(c.userinfo.indexOf(':') + 1) : undefined;
    case 'host': return c.host;
    case 'port': return c.port;
    case 'path': return c.path;
    case 'query': return c.query;
    case 'fragment': return c.fragment;
    case 'authority': {
      if (c.host === undefined) return undefined;
      const userinfo = c.userinfo === undefined ? '' : `${c.userinfo}@`;
      const port = c.port === undefined ? '' : `:${c.port}`;
      return userinfo + c.host + port;
    }
  }
}

function check(example: Example): void {
  const result = parse(example.input);
  assert.deepEqual(result.errors, [], 'no errors');
  assert.equal(result.valid, true);
  assert.equal(result.kind, example.kind);
  assert.deepEqual(defined(result.components), defined(example.components));
  assert.deepEqual(spans(result.ranges), example.ranges);
}

/** Guards the tables themselves: every expected range must cut its component out of the input. */
function checkTable(examples: Example[]): void {
  it('(the expected ranges of this table cut out the expected components)', () => {
    for (const example of examples) {
      for (const [name, [start, end]] of Object.entries(example.ranges) as [RangeName, Span][]) {
        assert.equal(example.input.slice(start, end), expectedSlice(example, name), `${example.input} ${name}`);
      }
    }
  });
}

function table(title: string, examples: Example[]): void {
  describe(title, () => {
    for (const example of examples) it(JSON.stringify(example.input), () => check(example));
    checkTable(examples);
  });
}

describe('parse: the examples of RFC 3986', () => {
  table('§1.1.2 Examples', [
    {
      input: 'ftp://ftp.is.co.za/rfc/rfc1808.txt',
      kind: 'uri',
      components: { scheme: 'ftp', host: 'ftp.is.co.za', hostType: 'reg-name', path: '/rfc/rfc1808.txt' },
      ranges: { scheme: [0, 3], authority: [6, 18], host: [6, 18], path: [18, 34] },
    },
    {
      input: 'http://www.ietf.org/rfc/rfc2396.txt',
      kind: 'uri',
      components: { scheme: 'http', host: 'www.ietf.org', hostType: 'reg-name', path: '/rfc/rfc2396.txt' },
      ranges: { scheme: [0, 4], authority: [7, 19], host: [7, 19], path: [19, 35] },
    },
    {
      input: 'ldap://[2001:db8::7]/c=GB?objectClass?one',
      kind: 'uri',
      components: { scheme: 'ldap', host: '[2001:db8::7]', hostType: 'IPv6', path: '/c=GB', query: 'objectClass?one' },
      ranges: { scheme: [0, 4], authority: [7, 20], host: [7, 20], path: [20, 25], query: [26, 41] },
    },
    {
      input: 'mailto:John.Doe@example.com',
      kind: 'uri',
      components: { scheme: 'mailto', path: 'John.Doe@example.com' },
      ranges: { scheme: [0, 6], path: [7, 27] },
    },
    {
      input: 'news:comp.infosystems.www.servers.unix',
      kind: 'uri',
      components: { scheme: 'news', path: 'comp.infosystems.www.servers.unix' },
      ranges: { scheme: [0, 4], path: [5, 38] },
    },
    {
      input: 'tel:+1-816-555-1212',
      kind: 'uri',
      components: { scheme: 'tel', path: '+1-816-555-1212' },
      ranges: { scheme: [0, 3], path: [4, 19] },
    },
    {
      input: 'telnet://192.0.2.16:80/',
      kind: 'uri',
      components: { scheme: 'telnet', host: '192.0.2.16', hostType: 'IPv4', port: '80', path: '/' },
      ranges: { scheme: [0, 6], authority: [9, 22], host: [9, 19], port: [20, 22], path: [22, 23] },
    },
    {
      input: 'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
      kind: 'uri',
      components: { scheme: 'urn', path: 'oasis:names:specification:docbook:dtd:xml:4.1.2' },
      ranges: { scheme: [0, 3], path: [4, 51] },
    },
  ]);

  table('§3 Syntax Components', [
    {
      input: 'foo://example.com:8042/over/there?name=ferret#nose',
      kind: 'uri',
      components: {
        scheme: 'foo',
        host: 'example.com',
        hostType: 'reg-name',
        port: '8042',
        path: '/over/there',
        query: 'name=ferret',
        fragment: 'nose',
      },
      ranges: {
        scheme: [0, 3],
        authority: [6, 22],
        host: [6, 17],
        port: [18, 22],
        path: [22, 33],
        query: [34, 45],
        fragment: [46, 50],
      },
    },
    {
      input: 'urn:example:animal:ferret:nose',
      kind: 'uri',
      components: { scheme: 'urn', path: 'example:animal:ferret:nose' },
      ranges: { scheme: [0, 3], path: [4, 30] },
    },
  ]);

  table('§3.1 Scheme: case is kept as written (no case folding in parse)', [
    {
      input: 'HTTP://www.EXAMPLE.com/',
      kind: 'uri',
      components: { scheme: 'HTTP', host: 'www.EXAMPLE.com', hostType: 'reg-name', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 22], host: [7, 22], path: [22, 23] },
    },
  ]);

  table('§3.2.1 User Information (user:password split at the first ":")', [
    {
      input: 'http://user:pass@h/',
      kind: 'uri',
      components: { scheme: 'http', userinfo: 'user:pass', host: 'h', hostType: 'reg-name', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 18], userinfo: [7, 16], user: [7, 11], password: [12, 16], host: [17, 18], path: [18, 19] },
    },
    {
      input: 'http://u:p:q@h/',
      kind: 'uri',
      components: { scheme: 'http', userinfo: 'u:p:q', host: 'h', hostType: 'reg-name', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 14], userinfo: [7, 12], user: [7, 8], password: [9, 12], host: [13, 14], path: [14, 15] },
    },
    {
      input: 'http://@h/',
      kind: 'uri',
      components: { scheme: 'http', userinfo: '', host: 'h', hostType: 'reg-name', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 9], userinfo: [7, 7], user: [7, 7], host: [8, 9], path: [9, 10] },
    },
    {
      input: 'http://:@h/',
      kind: 'uri',
      components: { scheme: 'http', userinfo: ':', host: 'h', hostType: 'reg-name', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 10], userinfo: [7, 8], user: [7, 7], password: [8, 8], host: [9, 10], path: [10, 11] },
    },
    {
      // §7.6 Semantic Attacks: the userinfo looks like a host name, the host is 10.0.0.1.
      input: 'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
      kind: 'uri',
      components: {
        scheme: 'ftp',
        userinfo: 'cnn.example.com&story=breaking_news',
        host: '10.0.0.1',
        hostType: 'IPv4',
        path: '/top_story.htm',
      },
      ranges: { scheme: [0, 3], authority: [6, 50], userinfo: [6, 41], user: [6, 41], host: [42, 50], path: [50, 64] },
    },
  ]);

  table('§3.2.3 Port (and the §6.2.3 examples: empty port, default port)', [
    {
      input: 'http://example.com',
      kind: 'uri',
      components: { scheme: 'http', host: 'example.com', hostType: 'reg-name', path: '' },
      ranges: { scheme: [0, 4], authority: [7, 18], host: [7, 18], path: [18, 18] },
    },
    {
      input: 'http://example.com/',
      kind: 'uri',
      components: { scheme: 'http', host: 'example.com', hostType: 'reg-name', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 18], host: [7, 18], path: [18, 19] },
    },
    {
      input: 'http://example.com:/',
      kind: 'uri',
      components: { scheme: 'http', host: 'example.com', hostType: 'reg-name', port: '', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 19], host: [7, 18], port: [19, 19], path: [19, 20] },
    },
    {
      input: 'http://example.com:80/',
      kind: 'uri',
      components: { scheme: 'http', host: 'example.com', hostType: 'reg-name', port: '80', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 21], host: [7, 18], port: [19, 21], path: [21, 22] },
    },
    {
      input: 'http://[::1]:/',
      kind: 'uri',
      components: { scheme: 'http', host: '[::1]', hostType: 'IPv6', port: '', path: '/' },
      ranges: { scheme: [0, 4], authority: [7, 13], host: [7, 12], port: [13, 13], path: [13, 14] },
    },
  ]);

  table('§3.3 Path (mailto has a path; an authority followed by "?" has an empty path)', [
    {
      input: 'mailto:fred@example.com',
      kind: 'uri',
      components: { scheme: 'mailto', path: 'fred@example.com' },
      ranges: { scheme: [0, 6], path: [7, 23] },
    },
    {
      input: 'foo://info.example.com?fred',
      kind: 'uri',
      components: { scheme: 'foo', host: 'info.example.com', hostType: 'reg-name', path: '', query: 'fred' },
      ranges: { scheme: [0, 3], authority: [6, 22], host: [6, 22], path: [22, 22], query: [23, 27] },
    },
    {
      // §6.2.2: percent-encodings are kept as written, never decoded by parse.
      input: 'example://a/b/c/%7Bfoo%7D',
      kind: 'uri',
      components: { scheme: 'example', host: 'a', hostType: 'reg-name', path: '/b/c/%7Bfoo%7D' },
      ranges: { scheme: [0, 7], authority: [10, 11], host: [10, 11], path: [11, 25] },
    },
    {
      input: 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d',
      kind: 'uri',
      components: { scheme: 'eXAMPLE', host: 'a', hostType: 'reg-name', path: '/./b/../b/%63/%7bfoo%7d' },
      ranges: { scheme: [0, 7], authority: [10, 11], host: [10, 11], path: [11, 34] },
    },
  ]);

  table('§3.4 Query and §3.5 Fragment: present but empty is "", absent is undefined (§5.3)', [
    {
      input: 'http://h?',
      kind: 'uri',
      components: { scheme: 'http', host: 'h', hostType: 'reg-name', path: '', query: '' },
      ranges: { scheme: [0, 4], authority: [7, 8], host: [7, 8], path: [8, 8], query: [9, 9] },
    },
    {
      input: 'http://h#',
      kind: 'uri',
      components: { scheme: 'http', host: 'h', hostType: 'reg-name', path: '', fragment: '' },
      ranges: { scheme: [0, 4], authority: [7, 8], host: [7, 8], path: [8, 8], fragment: [9, 9] },
    },
    {
      // Appendix B's example.
      input: 'http://www.ics.uci.edu/pub/ietf/uri/#Related',
      kind: 'uri',
      components: { scheme: 'http', host: 'www.ics.uci.edu', hostType: 'reg-name', path: '/pub/ietf/uri/', fragment: 'Related' },
      ranges: { scheme: [0, 4], authority: [7, 22], host: [7, 22], path: [22, 36], fragment: [37, 44] },
    },
  ]);

  table('§4.2 Relative Reference: a colon in the first segment needs a dot-segment', [
    {
      input: 'this:that',
      kind: 'uri',
      components: { scheme: 'this', path: 'that' },
      ranges: { scheme: [0, 4], path: [5, 9] },
    },
    {
      input: './this:that',
      kind: 'relative-ref',
      components: { path: './this:that' },
      ranges: { path: [0, 11] },
    },
  ]);

  table('§5.4 the base URI and some references, with ranges', [
    {
      input: 'http://a/b/c/d;p?q',
      kind: 'uri',
      components: { scheme: 'http', host: 'a', hostType: 'reg-name', path: '/b/c/d;p', query: 'q' },
      ranges: { scheme: [0, 4], authority: [7, 8], host: [7, 8], path: [8, 16], query: [17, 18] },
    },
    {
      input: '//g',
      kind: 'relative-ref',
      components: { host: 'g', hostType: 'reg-name', path: '' },
      ranges: { authority: [2, 3], host: [2, 3], path: [3, 3] },
    },
    {
      input: '?y',
      kind: 'relative-ref',
      components: { path: '', query: 'y' },
      ranges: { path: [0, 0], query: [1, 2] },
    },
    {
      input: '#s',
      kind: 'relative-ref',
      components: { path: '', fragment: 's' },
      ranges: { path: [0, 0], fragment: [1, 2] },
    },
    {
      input: 'g;x?y#s',
      kind: 'relative-ref',
      components: { path: 'g;x', query: 'y', fragment: 's' },
      ranges: { path: [0, 3], query: [4, 5], fragment: [6, 7] },
    },
    {
      input: 'http:g',
      kind: 'uri',
      components: { scheme: 'http', path: 'g' },
      ranges: { scheme: [0, 4], path: [5, 6] },
    },
    {
      input: '',
      kind: 'relative-ref',
      components: { path: '' },
      ranges: { path: [0, 0] },
    },
  ]);
});

/** A reference of §5.4 and the components it must parse into. */
type Reference = [input: string, kind: ReferenceKind, components: Components];

const rel = (path: string, more: Partial<Components> = {}): Components => ({ path, ...more });

/** §5.4.1 Normal Examples: every reference is a valid URI-reference. */
const NORMAL: Reference[] = [
  ['g:h', 'uri', { scheme: 'g', path: 'h' }],
  ['g', 'relative-ref', rel('g')],
  ['./g', 'relative-ref', rel('./g')],
  ['g/', 'relative-ref', rel('g/')],
  ['/g', 'relative-ref', rel('/g')],
  ['//g', 'relative-ref', rel('', { host: 'g', hostType: 'reg-name' })],
  ['?y', 'relative-ref', rel('', { query: 'y' })],
  ['g?y', 'relative-ref', rel('g', { query: 'y' })],
  ['#s', 'relative-ref', rel('', { fragment: 's' })],
  ['g#s', 'relative-ref', rel('g', { fragment: 's' })],
  ['g?y#s', 'relative-ref', rel('g', { query: 'y', fragment: 's' })],
  [';x', 'relative-ref', rel(';x')],
  ['g;x', 'relative-ref', rel('g;x')],
  ['g;x?y#s', 'relative-ref', rel('g;x', { query: 'y', fragment: 's' })],
  ['', 'relative-ref', rel('')],
  ['.', 'relative-ref', rel('.')],
  ['./', 'relative-ref', rel('./')],
  ['..', 'relative-ref', rel('..')],
  ['../', 'relative-ref', rel('../')],
  ['../g', 'relative-ref', rel('../g')],
  ['../..', 'relative-ref', rel('../..')],
  ['../../', 'relative-ref', rel('../../')],
  ['../../g', 'relative-ref', rel('../../g')],
];

/** §5.4.2 Abnormal Examples: abnormal to resolve, but every one is a valid URI-reference. */
const ABNORMAL: Reference[] = [
  ['../../../g', 'relative-ref', rel('../../../g')],
  ['../../../../g', 'relative-ref', rel('../../../../g')],
  ['/./g', 'relative-ref', rel('/./g')],
  ['/../g', 'relative-ref', rel('/../g')],
  ['g.', 'relative-ref', rel('g.')],
  ['.g', 'relative-ref', rel('.g')],
  ['g..', 'relative-ref', rel('g..')],
  ['..g', 'relative-ref', rel('..g')],
  ['./../g', 'relative-ref', rel('./../g')],
  ['./g/.', 'relative-ref', rel('./g/.')],
  ['g/./h', 'relative-ref', rel('g/./h')],
  ['g/../h', 'relative-ref', rel('g/../h')],
  ['g;x=1/./y', 'relative-ref', rel('g;x=1/./y')],
  ['g;x=1/../y', 'relative-ref', rel('g;x=1/../y')],
  ['g?y/./x', 'relative-ref', rel('g', { query: 'y/./x' })],
  ['g?y/../x', 'relative-ref', rel('g', { query: 'y/../x' })],
  ['g#s/./x', 'relative-ref', rel('g', { fragment: 's/./x' })],
  ['g#s/../x', 'relative-ref', rel('g', { fragment: 's/../x' })],
  ['http:g', 'uri', { scheme: 'http', path: 'g' }],
];

function referenceTable(title: string, references: Reference[]): void {
  describe(title, () => {
    for (const [input, kind, components] of references) {
      it(`${JSON.stringify(input)} is a valid ${kind}`, () => {
        const result = parse(input);
        assert.deepEqual(result.errors, []);
        assert.equal(result.valid, true);
        assert.equal(result.kind, kind);
        assert.deepEqual(defined(result.components), defined(components));
      });
    }
  });
}

describe('parse: the references of §5.4 (base http://a/b/c/d;p?q)', () => {
  referenceTable('§5.4.1 Normal Examples', NORMAL);
  referenceTable('§5.4.2 Abnormal Examples', ABNORMAL);
});
