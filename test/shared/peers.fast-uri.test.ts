/**
 * `parse`, `normalize`, `equivalent` and `resolve` against the vectors of
 * fast-uri, the uri-js successor used by fastify and ajv:
 *   fastify/fast-uri, test/ipv6-validation.test.js, test/malformed-percent.test.js,
 *   test/reserved-path-normalization.test.js, test/security-normalization.test.js,
 *   test/scheme-validation.test.js, test/query-fragment-normalization.test.js,
 *   test/equal.test.js, test/fixtures/uri-js-parse.json
 *
 * Where fast-uri departs from RFC 3986 on purpose (it decodes percent-encoded
 * schemes, encodes raw characters while normalizing, keeps `%2E%2E` as data,
 * compresses IPv6, accepts zone identifiers), the row says what it gives.
 */
import * as assert from 'node:assert/strict';
import { equivalent, normalize, parse, resolve } from '@uri-lint/shared';
import { codesOf, normalizes } from './tables';

describe('peers: fast-uri (test/*.test.js, test/fixtures/uri-js-parse.json)', () => {
  describe('ipv6-validation: malformed IP literals', () => {
    const literals = [
      '::not-valid', 'fc00::not-hex', 'fe80::not-hex', '1:2:3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1::2::3',
      '1:::2', ':::1', '12345::', '1:2:3:4:5:6:7::8', '::ffff:192.0.2.999', '::ffff:192.0.2', '::ffff:192.168.001.1',
      '::192.0.2.1:1', '1:2:3:4:5:192.0.2.1::', 'v.foo', 'v1.', 'v1.foo%25bar', 'fe80::1%25', 'fe80::1%25eth 0',
      'fe80::1%25eth%ZZ', 'fe80::1%25K', 'not-an-ip',
    ];
    for (const literal of literals) {
      const uri = `http://[${literal}]/private`;
      it(`${uri} is invalid and normalizes to itself`, () => {
        assert.equal(parse(uri).valid, false);
        assert.equal(normalize(uri), uri);
      });
    }
  });

  describe('ipv6-validation: valid IP literals (case folded only; no RFC 5952 compression)', () => {
    normalizes([
      ['http://[::]/', 'http://[::]/'],
      ['http://[::1]/', 'http://[::1]/'],
      ['http://[1::]/', 'http://[1::]/'],
      ['http://[2001:0DB8::0001]/', 'http://[2001:0db8::0001]/', 'fast-uri: http://[2001:db8::1]/'],
      ['http://[0:0:0:0:0:0:0:0]/', 'http://[0:0:0:0:0:0:0:0]/', 'fast-uri: http://[::]/'],
      ['http://[::ffff:192.0.2.1]/', 'http://[::ffff:192.0.2.1]/'],
      ['http://[1:2:3:4:5:6:192.0.2.1]/', 'http://[1:2:3:4:5:6:192.0.2.1]/'],
      ['http://[v1.example]/', 'http://[v1.example]/'],
      ['http://[vF.A:b]/', 'http://[vf.a:b]/'],
    ]);
    for (const zoned of ['http://[fe80::A%25EN1]/', 'http://[fe80::a%en1]/', 'http://[fe80::a%25eth%2D0]/']) {
      it(`${zoned} is invalid: zone identifiers are RFC 6874, not RFC 3986 (fast-uri: valid)`, () => {
        assert.deepEqual(codesOf(zoned), ['invalid-ipv6']);
      });
    }
  });

  describe('malformed-percent: "%" not followed by two hex digits (§2.1)', () => {
    const uris = [
      'x://example.test/a%', 'x://example.test/a%2', 'x://example.test/a%GG', 'x://exa%mple.test/path',
      'x://us%er@example.test/path', 'x://example.test/path?q=%G0', 'x://example.test/path#frag%1',
    ];
    for (const uri of uris) {
      it(`${uri}: invalid-percent-encoding, kept by normalize`, () => {
        assert.deepEqual(codesOf(uri), ['invalid-percent-encoding']);
        assert.equal(normalize(uri), uri);
      });
    }
    const pairs: [string, string][] = [
      ['x://example.test/a%', 'x://example.test/a%25'],
      ['x://exa%mple.test/path', 'x://exa%25mple.test/path'],
      ['x://us%er@example.test/path', 'x://us%25er@example.test/path'],
      ['x://example.test/path?q=%', 'x://example.test/path?q=%25'],
      ['x://example.test/path#%', 'x://example.test/path#%25'],
    ];
    for (const [malformed, repaired] of pairs) {
      it(`${malformed} ≢ ${repaired}`, () => assert.equal(equivalent(malformed, repaired), false));
    }
    it('a malformed base is an error; a malformed reference is carried into the target as written', () => {
      assert.throws(() => resolve('x://example.test/base%', 'child'));
      assert.equal(resolve('x://example.test/base', 'child%'), 'x://example.test/child%'); // fast-uri: throws
    });
    it('octets that are not UTF-8 are valid percent-encodings', () => {
      assert.equal(parse('/%ff?q=%80#%fe').valid, true);
      assert.equal(normalize('/%ff?q=%80#%fe'), '/%FF?q=%80#%FE');
      assert.equal(parse('x://u%2f@exa%2fmple.test/%2f?q=%2f#%2f').valid, true);
    });
    it('"//[2001:db8::7%en0]" is invalid (fast-uri: valid, a raw zone separator)', () => {
      assert.deepEqual(codesOf('//[2001:db8::7%en0]'), ['invalid-ipv6']);
    });
  });

  describe('reserved-path-normalization and security-normalization', () => {
    const reserved = "!$&'()*+,;=:@/";
    for (const ch of reserved) {
      const hex = ch.charCodeAt(0).toString(16).toUpperCase();
      it(`"${ch}" in a path stays literal, %${hex.toLowerCase()} stays encoded, and they differ`, () => {
        assert.equal(normalize(`http://example.com/a${ch}b`), `http://example.com/a${ch}b`);
        assert.equal(normalize(`http://example.com/a%${hex.toLowerCase()}b`), `http://example.com/a%${hex}b`);
        assert.equal(equivalent(`http://example.com/a${ch}b`, `http://example.com/a%${hex}b`), false);
      });
    }
    normalizes([
      ['http://example.com/a%3ab', 'http://example.com/a%3Ab'],
      // §6.2.2.2 decodes %2E (unreserved), then §6.2.2.3 removes the dot-segments it makes.
      ['http://example.com/a/%2e%2e/b', 'http://example.com/b', 'fast-uri: keeps %2E%2E as data'],
      ['http://example.com/public/%2e%2e/admin', 'http://example.com/admin', 'fast-uri: keeps %2E%2E'],
      ['http://example.com/a%2Fb', 'http://example.com/a%2Fb'],
      // A raw non-ASCII character is invalid; normalize keeps an invalid path as written.
      ['http://example.com/a/./caf\u00e9', 'http://example.com/a/./caf\u00e9', 'fast-uri: …/a/caf%C3%A9'],
      ['http://example.com/K\u017f', 'http://example.com/K\u017f', 'fast-uri: …/%E2%84%AA%C5%BF'],
      // "./" keeps "a:b" from reading as a scheme; encoding ":" would change the reference (§2.2).
      ['./a:b', './a:b', 'fast-uri: a%3Ab'],
      // An encoded "%" is decoded once at most: "%25" is not unreserved, so nothing nested wakes up.
      ['http://%256c%256f%2563%2561%256c%2568%256f%2573%2574/', 'http://%256c%256f%2563%2561%256c%2568%256f%2573%2574/'],
      ['//127%252e0%252e0%252e1/private', '//127%252e0%252e0%252e1/private'],
      ['http://allowed.com%255Cevil.com/', 'http://allowed.com%255cevil.com/', 'fast-uri keeps "C": a host is case-insensitive (§6.2.2.1)'],
    ]);
    it('§6.2.2.2: "%2e%2e" is "..", so these two are equivalent (fast-uri: not equal)', () => {
      assert.equal(equivalent('http://example.com/public/%2e%2e/admin', 'http://example.com/admin'), true);
    });
    it('"%2F" is not "/"', () => assert.equal(equivalent('http://example.com/a%2Fb', 'http://example.com/a/b'), false));
    it('resolve leaves nested escapes alone', () => {
      assert.equal(resolve('https://safe.example/', '//127%252e0%252e0%252e1/private'), 'https://127%252e0%252e0%252e1/private');
      assert.equal(
        resolve('https://allowed.com/api/v1/', '//169%252E254%252E169%252E254/latest/meta-data/'),
        'https://169%252E254%252E169%252E254/latest/meta-data/',
      );
    });
  });

  describe('scheme-validation: a scheme is ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), never percent-encoded (§3.1)', () => {
    for (const uri of ['a:value', 'HTTP://example.com/', 'a1+.-:value']) {
      it(`${uri} is valid`, () => assert.deepEqual(codesOf(uri), []));
    }
    // fast-uri decodes these schemes ("javascript", "foo+bar", "https") and accepts them.
    const rows: [string, string[], string?][] = [
      ['%4Aavascript:alert(1)', ['colon-in-first-segment'], 'fast-uri: scheme "javascript"'],
      ['foo%2Bbar:value', ['invalid-scheme'], 'fast-uri: scheme "foo+bar"'],
      ['%u006Aavascript:1', ['invalid-percent-encoding', 'colon-in-first-segment'], 'fast-uri: scheme "javascript"'],
      ['ht%74ps://example.com/', ['invalid-scheme'], 'fast-uri: scheme "https"'],
      ['%2f%2fevil.example:/pwn', ['colon-in-first-segment']],
      ['foo%3Abar:value', ['invalid-scheme']],
      ['foo%2Fbar:value', ['invalid-scheme']],
      ['1http://example.com/', ['colon-in-first-segment']],
      ['foo_bar:value', ['invalid-scheme']],
      ['\u00e9xample:value', ['non-ascii-character', 'colon-in-first-segment']],
      ['\u017fcheme:value', ['non-ascii-character', 'colon-in-first-segment']],
    ];
    for (const [uri, expected, note] of rows) {
      it(`${JSON.stringify(uri)} → [${expected.join(', ')}]${note === undefined ? '' : ` (${note})`}`, () => {
        assert.deepEqual(codesOf(uri), expected);
        assert.equal(normalize(uri), uri);
      });
    }
    it('"ht%74ps://example.com:443" keeps its port: the scheme is not https (fast-uri: https://example.com/)', () => {
      assert.equal(normalize('ht%74ps://example.com:443'), 'ht%74ps://example.com:443');
    });
  });

  describe('query-fragment-normalization (§6.2.2.1, §6.2.2.2)', () => {
    normalizes([
      ['x://h/p?a=%2a', 'x://h/p?a=%2A'],
      ['x://h/p?a=%7e%2e', 'x://h/p?a=~.'],
      ['x://h/p?a=%2F', 'x://h/p?a=%2F'],
      ['x://h/p?a?b', 'x://h/p?a?b'],
      ['x://h/p#a%2Fb%2A', 'x://h/p#a%2Fb%2A'],
      ['x://h/p#a%2a%7e', 'x://h/p#a%2A~'],
      ['x://h/p#f?x/y', 'x://h/p#f?x/y'],
      ['x://h/p?a b', 'x://h/p?a b', 'fast-uri: x://h/p?a%20b; a space is invalid and kept'],
      ['x://h/p#a b', 'x://h/p#a b', 'fast-uri: x://h/p#a%20b'],
    ]);
  });

  describe('equal.test.js', () => {
    const rows: [string, string, boolean][] = [
      ['http://example.com/Admin', 'http://example.com/admin', false],
      ['http://example.com/?token=SECRET', 'http://example.com/?token=secret', false],
      ['http://example.com/#Section', 'http://example.com/#section', false],
      ['http://User@example.com/', 'http://user@example.com/', false],
      ['urn:foo:CaseSensitive', 'urn:foo:casesensitive', false],
      ['ws://example.com/Chat', 'ws://example.com/chat', false],
      ['HTTP://EXAMPLE.COM/resource', 'http://example.com/resource', true],
      ['http://abc.com:80/~smith/home.html', 'http://abc.com/~smith/home.html', true],
      ['https://example.com', 'https://example.com:443/', true],
      ['wss://example.com:443', 'wss://example.com/', true],
      ['ws://example.com:80/chat', 'ws://example.com/chat', true],
    ];
    for (const [a, b, expected] of rows) {
      it(`${a} ${expected ? '≡' : '≢'} ${b}`, () => assert.equal(equivalent(a, b), expected));
    }
  });

  describe('fixtures/uri-js-parse.json', () => {
    const rows: [string, string[], string?][] = [
      ['https://fastify.org', []],
      ['/definitions/Record%3Cstring%2CPerson%3E', []],
      ['//10.10.10.10', []],
      ['//[2001:db8::1]:80', []],
      ['//[2001:db8::001]:80', []], // fast-uri rewrites the host to "2001:db8::1"
      ['http://A%3AB@example.com:123/one/space', []],
      ['urn:example:%D0%B0123,z456', []],
      ['#/$defs/stringMap', []],
      ['#/$defs/string%20Map', []],
      ['//?json=%7B%22foo%22%3A%22bar%22%7D', []],
      ["mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", []],
      ['mailto:user@example.org?', []],
      ['mailto:addr1@an.example,addr2@an.example', []],
      // The generic syntax allows an empty host; that http needs one is RFC 9110's rule.
      ['http://', [], 'fast-uri: "HTTP URIs must have a host."'],
      ['//www.g.com/error\n/bleh/bleh', ['invalid-character'], 'fast-uri: path "/error%0A/bleh/bleh"'],
      ['http://user:pass@example.com:123/one/space in.url?q1=a1&q2=a2#body', ['invalid-character'], 'fast-uri: encodes the space'],
      ['#/$defs/string Map', ['invalid-character'], 'fast-uri: encodes the space'],
      ['//[2001:dbZ::1]:80', ['invalid-ipv6']],
      ['//[2606:2800:220:1:248:1893:25c8:1946:43209]', ['invalid-ipv6']],
    ];
    for (const [uri, expected, note] of rows) {
      it(`${JSON.stringify(uri)} → [${expected.join(', ')}]${note === undefined ? '' : ` (${note})`}`, () => {
        assert.deepEqual(codesOf(uri), expected);
      });
    }
    it('"//10.10.000.10" is a reg-name, kept as written (fast-uri: host "10.10.0.10")', () => {
      assert.equal(parse('//10.10.000.10').components.hostType, 'reg-name');
      assert.equal(normalize('//10.10.000.10'), '//10.10.000.10');
    });
    it('"//?json=…" has an empty host and a query', () => {
      const c = parse('//?json=%7B%22foo%22%3A%22bar%22%7D').components;
      assert.deepEqual([c.host, c.path, c.query], ['', '', 'json=%7B%22foo%22%3A%22bar%22%7D']);
    });
  });
});
