/**
 * `parse`, `resolve`, `normalize` and `equivalent` against the vectors of
 * uri-js, the RFC 3986 library behind ajv:
 *   garycourt/uri-js, tests/tests.js (URI Parsing, URI Resolving, URI Normalizing,
 *   URI Equals, HTTP Equals, HTTPS Equals, URN Equals, URN Resolving)
 *
 * uri-js is lenient where we follow the RFC: it percent-encodes characters a
 * URI cannot hold instead of rejecting them, accepts zone identifiers
 * (RFC 6874), rewrites IPv6 (RFC 5952) and IPv4-looking reg-names, applies
 * URN case rules (RFC 2141), and resolves against relative bases. Each such
 * row says what uri-js gives.
 */
import * as assert from 'node:assert/strict';
import { equivalent, normalize, parse, resolve } from '@uri-lint/shared';
import type { Components } from '@uri-lint/shared';
import { componentsOf } from './tables';

describe('peers: uri-js (tests/tests.js)', () => {
  describe('URI Parsing: components as written (uri-js decodes the host brackets away and the port to a number)', () => {
    const rows: [string, Partial<Components>][] = [
      ['uri:', { scheme: 'uri', path: '' }],
      ['//@', { userinfo: '', host: '', hostType: 'reg-name', path: '' }],
      ['//', { host: '', hostType: 'reg-name', path: '' }],
      ['//:', { host: '', hostType: 'reg-name', port: '', path: '' }],
      ['', { path: '' }],
      ['?', { path: '', query: '' }],
      ['#', { path: '', fragment: '' }],
      [
        'uri://user:pass@example.com:123/one/two.three?q1=a1&q2=a2#body',
        { scheme: 'uri', userinfo: 'user:pass', host: 'example.com', hostType: 'reg-name', port: '123', path: '/one/two.three', query: 'q1=a1&q2=a2', fragment: 'body' },
      ],
      ['//10.10.10.10', { host: '10.10.10.10', hostType: 'IPv4', path: '' }],
      ['//[2001:db8::7]', { host: '[2001:db8::7]', hostType: 'IPv6', path: '' }],
      ['//[::ffff:129.144.52.38]', { host: '[::ffff:129.144.52.38]', hostType: 'IPv6', path: '' }],
      ['uri://10.10.10.10.example.com/en/process', { scheme: 'uri', host: '10.10.10.10.example.com', hostType: 'reg-name', path: '/en/process' }],
      ['//[2606:2800:220:1:248:1893:25c8:1946]/test', { host: '[2606:2800:220:1:248:1893:25c8:1946]', hostType: 'IPv6', path: '/test' }],
      ['//[2001:db8::1]:80', { host: '[2001:db8::1]', hostType: 'IPv6', port: '80', path: '' }],
      ['urn:foo:a123,456', { scheme: 'urn', path: 'foo:a123,456' }],
      ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', { scheme: 'urn', path: 'uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6' }],
    ];
    for (const [input, expected] of rows) {
      it(JSON.stringify(input), () => {
        assert.deepEqual(parse(input).errors, []);
        assert.deepEqual(componentsOf(input), expected);
      });
    }
  });

  describe('URI Parsing: what uri-js accepts and RFC 3986 does not', () => {
    const rows: [string, string, number, number, string][] = [
      ['#\t', 'invalid-character', 1, 2, 'uri-js: fragment "%09"'],
      ['#\n', 'invalid-character', 1, 2, 'uri-js: fragment "%0A"'],
      ['#\v', 'invalid-character', 1, 2, 'uri-js: fragment "%0B"'],
      ['#\f', 'invalid-character', 1, 2, 'uri-js: fragment "%0C"'],
      ['#\r', 'invalid-character', 1, 2, 'uri-js: fragment "%0D"'],
      ['//[fe80::a%25en1]', 'invalid-ipv6', 10, 11, 'uri-js: host "fe80::a%en1" (RFC 6874 zone)'],
      ['//[2001:db8::7%en0]', 'invalid-ipv6', 14, 15, 'uri-js: host "2001:db8::7%en0"'],
      ['uri://www.example.org/red%09ros\xE9#red', 'non-ascii-character', 31, 32, 'uri-js: an IRI, encoded on output'],
    ];
    for (const [input, code, start, end, note] of rows) {
      it(`${JSON.stringify(input)}: ${code} at ${start}-${end} (${note})`, () => {
        assert.deepEqual(parse(input).errors.map((e) => [e.code, e.start, e.end]), [[code, start, end]]);
      });
    }
  });

  describe('URI Resolving: base "uri://a/b/c/d;p?q" (§5.4 with another scheme)', () => {
    const base = 'uri://a/b/c/d;p?q';
    const rows: [string, string][] = [
      ['g:h', 'g:h'], ['g', 'uri://a/b/c/g'], ['./g', 'uri://a/b/c/g'], ['g/', 'uri://a/b/c/g/'], ['/g', 'uri://a/g'],
      ['//g', 'uri://g'], ['?y', 'uri://a/b/c/d;p?y'], ['g?y', 'uri://a/b/c/g?y'], ['#s', 'uri://a/b/c/d;p?q#s'],
      ['g#s', 'uri://a/b/c/g#s'], ['g?y#s', 'uri://a/b/c/g?y#s'], [';x', 'uri://a/b/c/;x'], ['g;x', 'uri://a/b/c/g;x'],
      ['g;x?y#s', 'uri://a/b/c/g;x?y#s'], ['', 'uri://a/b/c/d;p?q'], ['.', 'uri://a/b/c/'], ['./', 'uri://a/b/c/'],
      ['..', 'uri://a/b/'], ['../', 'uri://a/b/'], ['../g', 'uri://a/b/g'], ['../..', 'uri://a/'], ['../../', 'uri://a/'],
      ['../../g', 'uri://a/g'], ['../../../g', 'uri://a/g'], ['../../../../g', 'uri://a/g'], ['/./g', 'uri://a/g'],
      ['/../g', 'uri://a/g'], ['g.', 'uri://a/b/c/g.'], ['.g', 'uri://a/b/c/.g'], ['g..', 'uri://a/b/c/g..'],
      ['..g', 'uri://a/b/c/..g'], ['./../g', 'uri://a/b/g'], ['./g/.', 'uri://a/b/c/g/'], ['g/./h', 'uri://a/b/c/g/h'],
      ['g/../h', 'uri://a/b/c/h'], ['g;x=1/./y', 'uri://a/b/c/g;x=1/y'], ['g;x=1/../y', 'uri://a/b/c/y'],
      ['g?y/./x', 'uri://a/b/c/g?y/./x'], ['g?y/../x', 'uri://a/b/c/g?y/../x'], ['g#s/./x', 'uri://a/b/c/g#s/./x'],
      ['g#s/../x', 'uri://a/b/c/g#s/../x'], ['uri:g', 'uri:g'],
    ];
    it(`all ${rows.length} references of §5.4.1 and §5.4.2`, () => {
      for (const [reference, target] of rows) assert.deepEqual([reference, resolve(base, reference)], [reference, target]);
    });
    it('"uri:g" with tolerant (non-strict) resolution → "uri://a/b/c/g"', () => {
      assert.equal(resolve(base, 'uri:g', { strict: false }), 'uri://a/b/c/g');
    });
  });

  describe('URI Resolving and URN Resolving: §5.2.1 needs an absolute base', () => {
    // uri-js resolves against relative bases and encodes raw control characters; a base must
    // have a scheme (§5.2.1), so these are errors here.
    const rows: [string, string, string][] = [
      ['//www.g.com/', '/adf\ngf', 'uri-js: //www.g.com/adf%0Agf'],
      ['//www.g.com/error\n/bleh/bleh', '..', 'uri-js: //www.g.com/error%0A/'],
      ['', 'urn:some:ip:prop', 'uri-js: urn:some:ip:prop'],
      ['#', 'urn:some:ip:prop', 'uri-js: urn:some:ip:prop'],
    ];
    for (const [base, reference, note] of rows) {
      it(`${JSON.stringify(reference)} against ${JSON.stringify(base)} throws (${note})`, () => {
        assert.throws(() => resolve(base, reference));
      });
    }
    it('an absolute base resolves a URN reference to itself', () => {
      assert.equal(resolve('urn:some:ip:prop', 'urn:some:ip:prop'), 'urn:some:ip:prop');
      assert.equal(resolve('urn:some:other:prop', 'urn:some:ip:prop'), 'urn:some:ip:prop');
    });
  });

  describe('URI Normalizing', () => {
    const rows: [string, string, string?][] = [
      // "//192.068.001.000" is a reg-name (§3.2.2); rewriting it would change what it names.
      ['//192.068.001.000', '//192.068.001.000', 'uri-js: //192.68.1.0'],
      ['http://[1080::8:800:200C:417A]/', 'http://[1080::8:800:200c:417a]/'],
      // Lowercasing is all §6.2.2.1 asks of an IP literal: no RFC 5952 compression.
      ['//[2001:0db8::0001]/', '//[2001:0db8::0001]/', 'uri-js: //[2001:db8::1]/'],
      ['//[2001:db8::1:0000:1]/', '//[2001:db8::1:0000:1]/', 'uri-js: //[2001:db8::1:0:1]/'],
      ['//[2001:db8:0:0:0:0:2:1]/', '//[2001:db8:0:0:0:0:2:1]/', 'uri-js: //[2001:db8::2:1]/'],
      ['//[2001:db8:0:1:1:1:1:1]/', '//[2001:db8:0:1:1:1:1:1]/'],
      ['//[2001:DB8::1]/', '//[2001:db8::1]/'],
      ['//[0:0:0:0:0:ffff:192.0.2.1]/', '//[0:0:0:0:0:ffff:192.0.2.1]/', 'uri-js: //[::ffff:192.0.2.1]/'],
      ['//[1:2:3:4:5:6:192.0.2.1]/', '//[1:2:3:4:5:6:192.0.2.1]/'],
      // "192.068.001.000" is no IPv4address, so this IP literal is invalid and kept as written.
      ['//[1:2:3:4:5:6:192.068.001.000]/', '//[1:2:3:4:5:6:192.068.001.000]/', 'uri-js: //[1:2:3:4:5:6:192.68.1.0]/'],
      // A raw "é" is no URI character: the invalid path is kept; uri-js encodes it.
      ['uri://www.example.org/red%09ros\xE9#red', 'uri://www.example.org/red%09ros\xE9#red', 'uri-js: …/red%09ros%C3%A9#red'],
    ];
    for (const [input, expected, note] of rows) {
      const title = `${JSON.stringify(input)} → ${JSON.stringify(expected)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(normalize(input), expected));
    }
  });

  describe('URI Equals, HTTP Equals, HTTPS Equals, URN Equals', () => {
    const rows: [string, string, boolean, string?][] = [
      ['example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', true],
      ['http://example.org/~user', 'http://example.org/%7euser', true],
      ['http://abc.com:80/~smith/home.html', 'http://abc.com/~smith/home.html', true],
      ['http://ABC.com/%7Esmith/home.html', 'http://abc.com/~smith/home.html', true],
      ['http://ABC.com:/%7esmith/home.html', 'http://abc.com/~smith/home.html', true],
      ['HTTP://ABC.COM', 'http://abc.com/', true],
      ['http://example.com:/', 'http://example.com:80/', true],
      ['https://example.com', 'https://example.com:443/', true],
      ['https://example.com:/', 'https://example.com:443/', true],
      ['urn:foo:a123,456', 'urn:foo:a123,456', true],
      ['urn:foo:a123,456', 'URN:foo:a123,456', true],
      // The NID's case-insensitivity is RFC 8141's rule, not §6.2.2 or §6.2.3 (§6.1 allows false negatives).
      ['urn:foo:a123,456', 'urn:FOO:a123,456', false, 'uri-js: true'],
      ['urn:foo:a123,456', 'urn:foo:A123,456', false],
      ['urn:foo:a123%2C456', 'URN:FOO:a123%2c456', false, 'uri-js: true'],
      ['urn:foo:a123%2C456', 'URN:foo:a123%2c456', true],
    ];
    for (const [a, b, expected, note] of rows) {
      const title = `${JSON.stringify(a)} ${expected ? '≡' : '≢'} ${JSON.stringify(b)}`;
      it(note === undefined ? title : `${title} (${note})`, () => {
        assert.equal(equivalent(a, b), expected);
        assert.equal(equivalent(b, a), expected);
      });
    }
  });
});
