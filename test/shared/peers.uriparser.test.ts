/**
 * `parse`, `recompose` and `normalize` against the vectors of uriparser, a
 * strict C implementation of RFC 3986:
 *   uriparser/uriparser, test/test.cpp — TestDistinction, TestIpFour,
 *   TestIpSixPass, TestIpSixFail, TestIpFuture, TestUri, TestUriUserInfoHostPort*,
 *   TestUriHost*, TestHostTextTerminationIssue15, TestToString, TestNormalizeSyntax*,
 *   TestNormalizeBug262*.
 * (Its resolution vectors are in peers.4suite.test.ts.)
 */
import * as assert from 'node:assert/strict';
import { normalize, parse, recompose } from '@uri-lint/shared';
import type { Components } from '@uri-lint/shared';
import { componentsOf } from './tables';

function valid(inputs: string[]): void {
  for (const input of inputs) it(`${JSON.stringify(input)} is valid`, () => assert.deepEqual(parse(input).errors, []));
}

function invalid(inputs: string[]): void {
  for (const input of inputs) it(`${JSON.stringify(input)} is invalid`, () => assert.equal(parse(input).valid, false));
}

describe('peers: uriparser (test/test.cpp)', () => {
  describe('TestDistinction: which side of hier-part / relative-part matched', () => {
    const rows: [string, Partial<Components>][] = [
      ['s://', { scheme: 's', host: '', hostType: 'reg-name', path: '' }],
      ['s:///', { scheme: 's', host: '', hostType: 'reg-name', path: '/' }],
      ['s://a', { scheme: 's', host: 'a', hostType: 'reg-name', path: '' }],
      ['s://a/', { scheme: 's', host: 'a', hostType: 'reg-name', path: '/' }],
      ['s:/', { scheme: 's', path: '/' }],
      ['s:a', { scheme: 's', path: 'a' }],
      ['s:a/', { scheme: 's', path: 'a/' }],
      ['s:', { scheme: 's', path: '' }],
      ['//', { host: '', hostType: 'reg-name', path: '' }],
      ['///', { host: '', hostType: 'reg-name', path: '/' }],
      ['/', { path: '/' }],
      ['a', { path: 'a' }],
      ['a/', { path: 'a/' }],
      ['', { path: '' }],
    ];
    for (const [input, expected] of rows) {
      it(`${JSON.stringify(input)}`, () => {
        assert.equal(parse(input).valid, true);
        assert.deepEqual(componentsOf(input), expected);
      });
    }
  });

  describe('TestIpFour: dec-octet, and what is a reg-name instead (§3.2.2 first-match-wins)', () => {
    const ipv4 = ['255.0.0.0', '0.0.0.0', '1.0.0.0', '2.0.0.0', '3.0.0.0', '30.0.0.0'];
    // uriparser calls these "not IPv4"; as hosts they are valid reg-names (unreserved and ".").
    const regName = ['01.0.0.0', '001.0.0.0', '00.0.0.0', '000.0.0.0', '256.0.0.0', '300.0.0.0', '1111.0.0.0',
      '-1.0.0.0', '0.0.0', '0.0.0.', '0.0.0.0.', '0.0.0.0.0', '0.0..0', '.0.0.0'];
    for (const host of ipv4) {
      it(`${host} is IPv4address`, () => assert.deepEqual([parse(`//${host}`).valid, parse(`//${host}`).components.hostType], [true, 'IPv4']));
    }
    for (const host of regName) {
      it(`${host} is a reg-name`, () => assert.deepEqual([parse(`//${host}`).valid, parse(`//${host}`).components.hostType], [true, 'reg-name']));
    }
  });

  describe('TestIpSixPass: valid IPv6address', () => {
    const pass = [
      'abcd::', 'abcd::1', 'abcd::12', 'abcd::123', 'abcd::1234',
      '2001:0db8:0100:f101:0210:a4ff:fee3:9566', '2001:0DB8:0100:F101:0210:A4FF:FEE3:9566',
      '2001:db8:100:f101:210:a4ff:fee3:9566', '2001:0db8:100:f101:0:0:0:1', '1:2:3:4:5:6:255.255.255.255',
      '::1.2.3.4', '3:4::5:1.2.3.4', '::ffff:1.2.3.4', '::0.0.0.0', '::255.255.255.255',
      '::1:2:3:4:5:6:7', '1::1:2:3:4:5:6', '1:2::1:2:3:4:5', '1:2:3::1:2:3:4', '1:2:3:4::1:2:3',
      '1:2:3:4:5::1:2', '1:2:3:4:5:6::1', '1:2:3:4:5:6:7::',
      '1:1:1::1:1:1:1', '1:1:1::1:1:1', '1:1:1::1:1', '1:1::1:1', '1:1::1', '1::1', '::1', '::',
      '21ff:abcd::1', '2001:db8:100:f101::1', 'a:b:c::12:1', 'a:b::0:1:2:3',
      '::100.1.1.1', '::1.100.1.1', '::1.1.100.1', '::1.1.1.100', '::100.100.100.100',
      '::10.1.1.1', '::1.10.1.1', '::1.1.10.1', '::1.1.1.10', '::10.10.10.10',
    ];
    for (const address of pass) {
      it(`[${address}]`, () => {
        const result = parse(`//[${address}]`);
        assert.deepEqual([result.errors, result.components.hostType], [[], 'IPv6']);
      });
    }
  });

  describe('TestIpSixFail: invalid IPv6address, reported as invalid-ipv6', () => {
    const fail = [
      '::12345', 'abcd::abcd::abcd', ':::1234', '1234:::1234:1234', '1234:1234:::1234', '1234:::',
      '1.2.3.4', '0001.0002.0003.0004', '0000:0000:0000:0000:0000:1.2.3.4',
      '0:0:0:0:0:0:0', '0:0:0:0:0:0:0:', '0:0:0:0:0:0:0:1.2.3.4',
      '1:2:3:4:5:6:7:8:9', '::2:3:4:5:6:7:8:9', '1:2:3:4::6:7:8:9', '1:2:3:4:5:6:7:8::',
      '::ffff:001.02.03.004', '::ffff:1.2.3.1111', '::ffff:1.2.3.256', '::ffff:311.2.3.4', '::ffff:1.2.3:4',
      '::ffff:1.2.3', '::ffff:1.2.3.', '::ffff:1.2.3a.4', '::ffff:1.2.3.4:123', 'g:0:0:0:0:0:0',
      '0:0:0:0:0:0:0::1', ':1::1', '1::1:', ':1::1:', ':0:0:0:0:0:0:0:0', '0:0:0:0:0:0:0:0:', ':0:0:0:0:0:0:0:0:',
      '1:1:1:1:1:1::1.1.1.1',
    ];
    for (const address of fail) {
      it(`[${address}]`, () => {
        const codes = parse(`//[${address}]`).errors.map((e) => e.code);
        assert.ok(codes.length > 0 && codes.every((c) => c === 'invalid-ipv6'), codes.join());
      });
    }
    it('"//[::44.1" (TestIpSixOverread) is an unclosed IP-literal', () => {
      assert.ok(parse('//[::44.1').errors.some((e) => e.code === 'unclosed-ip-literal'));
    });
    it('"http://[vA.123456" (TestErrorPosIPvFuture) is an unclosed IP-literal', () => {
      assert.ok(parse('http://[vA.123456').errors.some((e) => e.code === 'unclosed-ip-literal'));
    });
  });

  describe('TestIpFuture: the "v" of IPvFuture is case-insensitive (§3.2.2)', () => {
    for (const input of ['//[vF.addr]', '//[VF.addr]', '//[v7.hello]', 'http://[vA.123456]/']) {
      it(input, () => assert.deepEqual([parse(input).valid, parse(input).components.hostType], [true, 'IPvFuture']));
    }
  });

  describe('TestUri: valid and invalid references', () => {
    valid([
      '//user:pass@[::1]:80/segment/index.html?query#frag',
      'http://[::1]:80/segment/index.html?query#frag',
      'http://user:pass@[::1]/segment/index.html?query#frag',
      'http://user:pass@[::1]:80?query#frag',
      'http://user:pass@[::1]:80/segment/index.html#frag',
      'http://user:pass@[::1]:80/segment/index.html?query',
      'ftp://host:21/gnu/',
      'one/two/three',
      '/one/two/three',
      '//user:pass@localhost/one/two/three',
      'http://sourceforge.net/project/platformdownload.php?group_id=182840',
      'mailto:test@example.com',
      '../../',
      '/',
      '',
      'file:///bin/bash',
      'http://www.example.com/name%20with%20spaces/',
    ]);
    invalid([
      'http://www.example.com/name with spaces/',
      'http://moo:21@moo:21@moo/', // "@" is not allowed in userinfo
      'http://moo:21@moo:21@moo:21/',
      'A>B', // TestInvalidInputBug16
    ]);
  });

  describe('TestUriUserInfoHostPort* and TestUriHost*: the authority split', () => {
    const rows: [string, Partial<Components>][] = [
      ['http://abc:def@localhost', { scheme: 'http', userinfo: 'abc:def', host: 'localhost', hostType: 'reg-name', path: '' }],
      ['http://abc:def@localhost:123', { scheme: 'http', userinfo: 'abc:def', host: 'localhost', hostType: 'reg-name', port: '123', path: '' }],
      ['http://user:21@host/', { scheme: 'http', userinfo: 'user:21', host: 'host', hostType: 'reg-name', path: '/' }],
      ['http://user:1234@192.168.0.1:1234/foo.com', { scheme: 'http', userinfo: 'user:1234', host: '192.168.0.1', hostType: 'IPv4', port: '1234', path: '/foo.com' }],
      ['http://user:%2F21@host/', { scheme: 'http', userinfo: 'user:%2F21', host: 'host', hostType: 'reg-name', path: '/' }],
      ['http://%2Fuser:%2F21@host/', { scheme: 'http', userinfo: '%2Fuser:%2F21', host: 'host', hostType: 'reg-name', path: '/' }],
      ["http://user:!$&'()*+,;=@host/", { scheme: 'http', userinfo: "user:!$&'()*+,;=", host: 'host', hostType: 'reg-name', path: '/' }],
      ["http://!$&'()*+,;=:password@host/", { scheme: 'http', userinfo: "!$&'()*+,;=:password", host: 'host', hostType: 'reg-name', path: '/' }],
      ['http://@host/', { scheme: 'http', userinfo: '', host: 'host', hostType: 'reg-name', path: '/' }],
      ['http://%2Fhost/', { scheme: 'http', host: '%2Fhost', hostType: 'reg-name', path: '/' }],
      ['http://::@host/', { scheme: 'http', userinfo: '::', host: 'host', hostType: 'reg-name', path: '/' }],
      ['http://abcdefg@localhost:123', { scheme: 'http', userinfo: 'abcdefg', host: 'localhost', hostType: 'reg-name', port: '123', path: '' }],
      ['http://1.2.3.4:80', { scheme: 'http', host: '1.2.3.4', hostType: 'IPv4', port: '80', path: '' }],
      ['http://[::1]:80', { scheme: 'http', host: '[::1]', hostType: 'IPv6', port: '80', path: '' }],
      ['http://:123', { scheme: 'http', host: '', hostType: 'reg-name', port: '123', path: '' }],
      ['//[v7.hello]', { host: '[v7.hello]', hostType: 'IPvFuture', path: '' }],
      // TestHostTextTerminationIssue15
      ['//:123', { host: '', hostType: 'reg-name', port: '123', path: '' }],
      ['//h:123', { host: 'h', hostType: 'reg-name', port: '123', path: '' }],
      ['//@', { userinfo: '', host: '', hostType: 'reg-name', path: '' }],
      ['//@h', { userinfo: '', host: 'h', hostType: 'reg-name', path: '' }],
      ['//:@', { userinfo: ':', host: '', hostType: 'reg-name', path: '' }],
      ['//:%aa@', { userinfo: ':%aa', host: '', hostType: 'reg-name', path: '' }],
    ];
    for (const [input, expected] of rows) {
      it(JSON.stringify(input), () => {
        assert.deepEqual(parse(input).errors, []);
        assert.deepEqual(componentsOf(input), expected);
      });
    }
  });

  describe('TestToString: recompose(parse(x).components) === x (§5.3)', () => {
    const inputs = [
      'ftp://localhost/', 'http://user:pass@localhost/', 'http://123.0.1.255/',
      'http://[abcd:abcd:abcd:abcd:abcd:abcd:abcd:abcd]/', 'http://[vA.123456]/', 'http://example.com:123/',
      'http://example.com', 'http://example.com/', 'http://example.com/abc/', 'http://example.com/abc/def',
      'http://example.com//', 'http://example.com/./..', 'http://example.com/?abc', 'http://example.com/#abc',
      'http://example.com/?def#abc', 'a', 'a/', '/a', '/a/', 'abc/def/', '/abc/def', '/', '//a/', '.', './',
      '/.', '/./', '', './abc/def', '?query', '#fragment', '?query#fragment', 'f:/.//g',
    ];
    for (const input of inputs) {
      it(JSON.stringify(input), () => {
        assert.equal(parse(input).valid, true);
        assert.equal(recompose(parse(input).components), input);
      });
    }
  });

  describe('TestNormalizeSyntax*: §6.2.2 (and §6.2.3 for http/https, which uriparser does not apply)', () => {
    const rows: [string, string, string?][] = [
      ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'example://a/b/c/%7Bfoo%7D'],
      ['http://examp%4Ce.com/', 'http://example.com/'], // decoded, then lowercased as part of the host
      ['http://example.com/a/b/%2E%2E/', 'http://example.com/a/'],
      ['http://user:pass@SOMEHOST.COM:123', 'http://user:pass@somehost.com:123/', 'uriparser keeps the empty path (no §6.2.3)'],
      ['https://%e4%bd%a0%e5%a5%bd%e4%bd%a0%e5%a5%bd.com', 'https://%E4%BD%A0%E5%A5%BD%E4%BD%A0%E5%A5%BD.com/', 'uriparser keeps the empty path'],
      ['https://[2041:0000:140F::875B:131B]', 'https://[2041:0000:140f::875b:131b]/', 'uriparser keeps the empty path'],
      ['HTTP://a:b@HOST:123/./1/2/../%41?abc#def', 'http://a:b@host:123/1/A?abc#def'],
      ['HTTP://%41@EXAMPLE.ORG/../a?%41#%41', 'http://A@example.org/a?A#A'],
      ['http://localhost/?AB%43', 'http://localhost/?ABC'],
      ['http://localhost/#AB%43', 'http://localhost/#ABC'],
      ['http://%0d@localhost/', 'http://%0D@localhost/'],
      ['http://example.org/abc//../def', 'http://example.org/abc/def'], // TestNormalizeCrashBug20080224
      // Ports: an empty one goes for every scheme (§3.2.3); default ports only for http/https/ws/wss (§6.2.3).
      ['scheme://host:/', 'scheme://host/', 'uriparser keeps the empty port'],
      ['scheme://host:0/', 'scheme://host:0/'],
      ['scheme://host:00/', 'scheme://host:00/', 'uriparser: scheme://host:0/ (strips leading zeros of any port)'],
      ['scheme://host:00080/', 'scheme://host:00080/', 'uriparser: scheme://host:80/'],
      ['https://localhost:443/', 'https://localhost/', 'uriparser keeps the default port'],
      ['https://localhost:/', 'https://localhost/', 'uriparser keeps the empty port'],
      ['https://localhost:0/', 'https://localhost:0/'],
      // §3.2.3: port is a decimal number; "0443" is port 443, the https default.
      ['https://localhost:0443/', 'https://localhost/', 'uriparser: https://localhost:443/'],
      // Relative references: the leading ".." stays, a path emptied by ".." keeps "./" (its target).
      ['../../abc', '../../abc'],
      ['../../abc/..', '../../'],
      ['../../abc/../def', '../../def'],
      ['../../abc/./def', '../../abc/def'],
      ['./def', 'def'],
      ['def/.', 'def/'],
      ['./abc:def', './abc:def'],
      // "abc/.." resolves to the base's directory (like "./"), not to the base itself (like "").
      ['abc/..', './', 'uriparser: ""'],
      ['abc/../', './', 'uriparser: ""'],
      ['a/b/c/../../..', './', 'uriparser: ""'],
      ['a/b/../../c/..', './', 'uriparser: ""'],
      // TestNormalizeSyntaxPath (GitHub issue #92)
      ['http://a/b/c/../../..', 'http://a/'],
      ['http://a/b/../c/../..', 'http://a/'],
      ['http://a/..', 'http://a/'],
      ['/..', '/'],
      ['http://a/..///', 'http://a///'],
      ['http://a/..///..', 'http://a//'],
      // TestNormalizeBug262: a path that must not start with "//" keeps its "/." or "./"
      ['scheme:/.//foo/bar', 'scheme:/.//foo/bar'],
      ['/.//foo/bar', '/.//foo/bar'],
      ['.//foo/bar', './/foo/bar'],
      ['scheme:/./foo/bar', 'scheme:/foo/bar'],
      ['/./foo/bar', '/foo/bar'],
      ['./foo/bar', 'foo/bar'],
      ['scheme://host/.//foo/bar', 'scheme://host//foo/bar'],
      ['//host/.//foo/bar', '//host//foo/bar'],
      // A rootless path of a URI goes through remove_dot_segments (§6.2.2.3); a URI's first
      // segment may hold ":", so no "./" is needed (a relative reference keeps it, below).
      ['scheme:./path1:/path2', 'scheme:path1:/path2'],
      ['./path1:/path2', './path1:/path2'],
    ];
    for (const [input, expected, note] of rows) {
      const title = `${JSON.stringify(input)} → ${JSON.stringify(expected)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(normalize(input), expected));
    }
  });
});
