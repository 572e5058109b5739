/**
 * Conformance: `parse`, `resolve`, `normalize` and `removeDotSegments`
 * against the test vectors of eight more URI libraries (the nine of
 * peers.*.test.ts are not repeated here):
 *   erlang/otp, lib/stdlib/test/uri_string_SUITE.erl
 *   boostorg/url, test/unit/url.cpp, url_view.cpp, ipv4_address.cpp, ipv6_address.cpp, rfc/uri_rule.cpp, rfc/absolute_uri_rule.cpp, rfc/authority_rule.cpp
 *   golang/go, src/net/url/url_test.go (TestParseErrors, resolveReferenceTests)
 *   GNOME/glib, glib/tests/uri.c (absolute_tests, relative_tests, test_uri_scheme)
 *   apache/jena, jena-iri3986/src/test/java/org/apache/jena/rfc3986/ (TestRFC3986Syntax, TestParseIPv6Address, TestResolve, TestNormalize)
 *   python/cpython, Lib/test/test_urlparse.py (test_RFC3986, test_urljoins, test_urljoins_relative_base)
 *   tkem/uritools, tests/test_join.py, tests/test_split.py
 *   curl/curl, tests/unit/unit1395.c (Curl_dedotdotify)
 *
 * Every expected value is the RFC 3986 verdict (Appendix A for syntax,
 * §5.2 for resolution, §6.2.2/§6.2.3 for normalization), checked by hand.
 * Where the peer answers otherwise (a leniency, RFC 6874 zone identifiers,
 * IRIs, RFC 3986 errata it adopts, a different normalization policy), the
 * row notes the peer's answer and why the RFC's stands.
 */
import * as assert from 'node:assert/strict';
import { normalize, parse, removeDotSegments, resolve } from '@uri-lint/shared';
import type { Components, ErrorCode, HostType } from '@uri-lint/shared';
import { normalizes } from './tables';

/** `[input, note?]`: valid by Appendix A. */
type ValidRow = [string, string?];
/** `[input, code of the first error, note?]`: invalid by Appendix A. */
type InvalidRow = [string, ErrorCode, string?];
/** `[base, reference, target per §5.2, note?]` */
type ResolveRow = [string, string, string, string?];

const withNote = (title: string, note: string | undefined): string => (note === undefined ? title : `${title} (${note})`);

function valid(rows: ValidRow[]): void {
  for (const [input, note] of rows) {
    it(withNote(`${JSON.stringify(input)} is valid`, note), () => assert.deepEqual(parse(input).errors, []));
  }
}

function invalid(rows: InvalidRow[]): void {
  for (const [input, code, note] of rows) {
    it(withNote(`${JSON.stringify(input)} is invalid: ${code}`, note), () => {
      const result = parse(input);
      assert.equal(result.valid, false);
      assert.equal(result.errors[0]?.code, code, JSON.stringify(result.errors));
    });
  }
}

/** Hosts tried as `http://HOST/`. */
function hosts(type: HostType, list: string[]): void {
  for (const host of list) {
    it(`${host} is a valid ${type}`, () => {
      const result = parse(`http://${host}/`);
      assert.deepEqual([result.errors, result.components.host, result.components.hostType], [[], host, type]);
    });
  }
}

/** Only the keys given are compared; the reference must be valid. */
function components(rows: [string, Partial<Components>][]): void {
  for (const [input, expected] of rows) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      const result = parse(input);
      assert.deepEqual(result.errors, []);
      const actual = Object.fromEntries(Object.keys(expected).map((k) => [k, result.components[k as keyof Components]]));
      assert.deepEqual(actual, expected);
    });
  }
}

function resolves(rows: ResolveRow[]): void {
  for (const [base, reference, target, note] of rows) {
    const title = `${JSON.stringify(reference)} against ${JSON.stringify(base)} → ${JSON.stringify(target)}`;
    it(withNote(title, note), () => assert.equal(resolve(base, reference), target));
  }
}

/** §5.2.1: a base must be an absolute URI; peers that accept a relative base get an error from us. */
function refusesBase(bases: [string, string][]): void {
  for (const [base, note] of bases) {
    it(withNote(`${JSON.stringify(base)} is refused as a base (§5.2.1)`, note), () => {
      assert.throws(() => resolve(base, 'x'), /not an absolute URI/);
    });
  }
}

describe('conformance: other RFC 3986 suites', () => {
  // erlang/otp, lib/stdlib/test/uri_string_SUITE.erl
  describe('Erlang/OTP uri_string (uri_string_SUITE.erl)', () => {
    describe('parse_*: components', () => {
      components([
        ['foo:bar:nisse', { scheme: 'foo', path: 'bar:nisse' }],
        ['foo:////', { scheme: 'foo', host: '', path: '//' }],
        ['///hostname', { host: '', path: '/hostname' }],
        ['user:password@localhost', { scheme: 'user', path: 'password@localhost' }],
        ['user@localhost', { path: 'user@localhost' }],
        ['//%E5%90%88:%E6%B0%97@%E9%81%93', { userinfo: '%E5%90%88:%E6%B0%97', host: '%E9%81%93' }],
        ['//127.0.0.x', { host: '127.0.0.x', hostType: 'reg-name' }],
        ['//1227.0.0.1', { host: '1227.0.0.1', hostType: 'reg-name' }],
        ['//[::127.0.0.1]#nose', { host: '[::127.0.0.1]', hostType: 'IPv6', fragment: 'nose' }],
        ['//[2001:0db8:0000:0000:0000:0000:1428:07ab]', { host: '[2001:0db8:0000:0000:0000:0000:1428:07ab]', hostType: 'IPv6' }],
        ['/:8042', { path: '/:8042' }],
        ['//:8042', { host: '', port: '8042' }],
        ['foo://:8042', { scheme: 'foo', host: '', port: '8042' }],
        ['//localhost:/', { host: 'localhost', port: '', path: '/' }],
        ['//:', { host: '', port: '', path: '' }],
        ['//@', { userinfo: '', host: '', path: '' }],
        ['a://:1/', { scheme: 'a', host: '', port: '1', path: '/' }],
        ['??', { path: '', query: '?' }],
        ['???', { path: '', query: '??' }],
        ['//?', { host: '', query: '' }],
        ['///#', { host: '', path: '/', fragment: '' }],
        [
          'foo://admin:admin@example.com:8042/over/there?name=ferret#nose',
          { scheme: 'foo', userinfo: 'admin:admin', host: 'example.com', port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' },
        ],
      ]);
    });

    describe('parse_negative and friends: invalid', () => {
      invalid([
        // userinfo and host cannot hold "@": the last "@" ends the userinfo, the first is out of place.
        ['//%E5%90%88@%E6%B0%97%E9%81%93@', 'invalid-character'],
        ['foo://%E5%90%88@%E6%B0%97%E9%81%93@', 'invalid-character'],
        ['//[::127.0.0.x]', 'invalid-ipv6'],
        ['//[::1227.0.0.1]', 'invalid-ipv6'],
        ['//[2001:0db8:0000:0000:0000:0000:1428:G7ab]', 'invalid-ipv6'],
        ['//[:::127.0.0.1]', 'invalid-ipv6'],
        ['http://[192.168.0.1]', 'invalid-ipv6'], // an IPv4 address alone is no IP-literal
        [':600', 'colon-in-first-segment'],
        ['//:8042x', 'invalid-port'],
        ['//localhost:A8', 'invalid-port'],
        ['å', 'non-ascii-character'],
        ['aå:/foo', 'invalid-scheme'],
        ['foo://usär@host', 'non-ascii-character'],
        ['//host/path?foö=bar', 'non-ascii-character'],
        ['//host/path#foö', 'non-ascii-character'],
        ['http://local>host', 'invalid-character'],
      ]);
    });

    describe('normalize, regression_normalize', () => {
      normalizes([
        ['/a/b/c/./../../g', '/a/g'],
        ['mid/content=5/../6', 'mid/6'],
        ['http://localhos%74-%c3%b6rebro:80/a/b/c/./../../g', 'http://localhost-%C3%B6rebro/a/g'],
        ['https://localhost:443', 'https://localhost/'],
        ['https://localhost:445', 'https://localhost:445/'],
        ['https://localhost', 'https://localhost/'],
        ['https://localhost:/', 'https://localhost/'],
        ['https://localhost:', 'https://localhost/'],
        ['/foo/%2f/%62ar', '/foo/%2F/bar'],
        ['FOo://Bar', 'foo://bar'],
        ['foo://A%2f/%62ar', 'foo://a%2F/bar'],
        ['FOo://%C3%B6', 'foo://%C3%B6'],
        ['user:%E5%90%88@%E6%B0%97%E9%81%93', 'user:%E5%90%88@%E6%B0%97%E9%81%93'],
        // §6.2.3 is scheme-based and we apply it to http, https, ws and wss only (normalize.ts).
        // Erlang also drops the default ports of ftp, ssh, sftp and tftp; an empty port of any scheme goes in both (§3.2.3).
        ['ftp://localhost:21', 'ftp://localhost:21', 'Erlang: ftp://localhost'],
        ['ssh://localhost:22', 'ssh://localhost:22', 'Erlang: ssh://localhost'],
        ['sftp://localhost:22', 'sftp://localhost:22', 'Erlang: sftp://localhost'],
        ['tftp://localhost:69', 'tftp://localhost:69', 'Erlang: tftp://localhost'],
        ['yeti://localhost:/', 'yeti://localhost/'],
        ['yeti://localhost:', 'yeti://localhost'],
      ]);
    });

    describe('resolve_normal_examples, resolve_abnormal_examples, resolve_base_uri', () => {
      resolves([
        ['http://a/b/c/d;p?q', 'http:g', 'http:g'],
        ['http://a/b/c/d;p?q', 'g;x=1/../y', 'http://a/b/c/y'],
        ['foo:', 'g', 'foo:g'],
        ['foo://a', 'g', 'foo://a/g'],
        ['foo:/a', 'g', 'foo:/g'],
        ['foo://a/b/c/d;p?y#f', 'g', 'foo://a/b/c/g'],
      ]);
      refusesBase([['/b/c/d', 'Erlang: {error,invalid_scheme}']]);
    });
  });

  // boostorg/url, test/unit/
  describe('Boost.URL', () => {
    describe('rfc/uri_rule.cpp, rfc/absolute_uri_rule.cpp, rfc/authority_rule.cpp, url_view.cpp: valid', () => {
      valid([
        [''],
        ['http:'],
        ['http:x//'],
        ['http://'],
        ['http://x.y.z/?a=b&c=d&#12%23%20'],
        ['magnet:?xt=urn:btih:d2474e86c'],
        ['http://192.168.0.1.3.a'], // a reg-name
        ['//user:pass@'],
        ['//me@you.com'],
        ['//user:1234'],
        ['///:'],
        ['///%3a/'],
        ['///%25%2e'],
        ['//x/:'],
        ['//1.2.3.4:8080////'],
        ['x//y///z///'],
        ['/:/'],
        ['/:%20'],
        ['%2f'],
        ['.'],
      ]);
    });

    describe('rfc/*_rule.cpp, url_view.cpp: invalid', () => {
      invalid([
        [':', 'colon-in-first-segment'],
        ['1x:', 'colon-in-first-segment'],
        [':/', 'colon-in-first-segment'],
        [' ', 'invalid-character'],
        [' http', 'invalid-character'],
        ['http ', 'invalid-character'],
        ['http://%', 'invalid-percent-encoding'],
        ['http://?%', 'invalid-percent-encoding'],
        ['#%%', 'invalid-percent-encoding'],
        ['//host:a', 'invalid-port'],
        // fragment = *( pchar / "/" / "?" ) has no "#"; Boost accepts a second "#" in the fragment.
        ['http://##', 'invalid-character', 'Boost uri_rule: ok'],
        ['##f', 'invalid-character', 'Boost url_view: fragment "#f"'],
      ]);
    });

    describe('ipv6_address.cpp: IPv6address', () => {
      hosts('IPv6', [
        '[1::]', '[12::]', '[123::]', '[1234::]', '[abcd::]', '[::ffff:1.2.3.4]',
        '[1234:1234:1234:1234:1234:1234:1234:1234]', '[1234:1234:1234:1234:1234:1234:255.255.255.255]',
        '[0:0:0:0:0:0:0.0.0.0]', '[::1234:5678]', '[1:2::3:4:5]', '[0:0:0:0:0:FFFF:102:405]',
        '[2001:DB8:1::AB9:C0A8:102]', '[3FFE:1900:4545:3:200:F8FF:FE21:67CF]', '[684D:1111:222:3333:4444:5555:6:77]',
        '[FFFF::1]', '[1:2:3:4:5:6::]', '[::2:3:4:5:6:7:8]', '[1:2:3:4:5:6:7::]',
      ]);
      invalid(
        [
          '[]', '[:]', '[0]', '[0:]', '[:0]', '[:::]', '[x::]', '[:0::]', '[0:12]', '[0:123]', '[::0::]', '[0::0:x]',
          '[0:1.2.3.4]', '[::FFFF:999.2.3.4]', '[0:0:0:0:0:0:0:1.2.3.4]', '[0:0:0:0:0:0:0::1.2.3.4]',
          '[::1.]', '[::1.2]', '[::1.2x]', '[::1.2.]', '[::1.2.3]', '[::1.2.3x]', '[::1.2.3.]', '[::1.2.3.4x]',
          '[::ffff:260.168.0.1]', '[::ffff:999.168.0.1]', '[::ffff:1a0.168.0.1]', '[::ffff:a.168.0.1]',
          '[::ffff:0a.168.0.1]', '[::ffff:0000a.168.0.1]', '[::ffff:192.168.0.]', '[0:0:0:0:0:0:0:]', '[0:0:0:0:ffff]',
        ].map((host): InvalidRow => [`//${host}`, 'invalid-ipv6']),
      );
    });

    describe('ipv4_address.cpp: IPv4address, and what is a reg-name instead (§3.2.2 first-match-wins)', () => {
      hosts('IPv4', ['0.0.0.0', '1.2.3.4', '1.2.3.42', '32.64.128.1', '255.255.255.255']);
      hosts('reg-name', ['0', '0.', '0.0', '0.0.', '0.0.0', '0.0.0.', '0.0.0.256', '00.0.0.0', '1.2.3.4.', '1.2.3.4x', '1.2.3.300']);
    });

    describe('url.cpp testResolution', () => {
      resolves([
        ['http://a/b/c/d;p?q', '//g?q#f', 'http://g?q#f'],
        ['http://a/b/c/d;p?q', '//g/a/../a', 'http://g/a'],
        ['http://a/b/c/d;p?q', '/./g?q#f', 'http://a/g?q#f'],
        // §5.2.4 removes only the literal segments "." and ".."; "%2E%2E" is equivalent to ".." only after
        // normalization (§6.2.2.2), which resolution does not do.
        ['http://a/b/c/d;p?q', '%2E%2E', 'http://a/b/c/%2E%2E', 'Boost: http://a/b/ (decodes first)'],
        // Boost follows erratum 4547 (reported, not part of the RFC) and keeps ".." above the root;
        // §5.4.2 gives these results.
        ['http://a/b/c/d;p?q', '../../../g', 'http://a/g', 'Boost: http://a/../g (erratum 4547)'],
        ['http://a/b/c/d;p?q', '../../../../g', 'http://a/g', 'Boost: http://a/../../g (erratum 4547)'],
        ['http://a/b/c/d;p?q', '/../g', 'http://a/g', 'Boost: http://a/../g (erratum 4547)'],
        // Issue #808: §5.2.3 merge then §5.2.4 C drop every ".." past the first segment.
        ['scheme:a/b/c', '../../../..', 'scheme:/', 'Boost: scheme:../..'],
        ['scheme:a/b/c', '../../../../', 'scheme:/', 'Boost: scheme:../../'],
        ['scheme:a/b/c/', '../../../..', 'scheme:/', 'Boost: scheme:..'],
        ['scheme:a/b/c/', '../../../../', 'scheme:/', 'Boost: scheme:../'],
        ['scheme:/a/b/c', '../../../..', 'scheme:/', 'Boost: scheme:/../..'],
        ['scheme:/a/b/c/', '../../../../', 'scheme:/', 'Boost: scheme:/../'],
        // A reference with a scheme: the strict parser (our default) keeps it.
        ['http://auth/path', 'http:path2', 'http:path2', 'Boost: http://auth/path2 (the non-strict parser)'],
        ['http://auth/path', 'https:path2', 'https:path2'],
        ['https://example.com/one/../two%2F..%2Fthree', 'https://example.com/one/../two%2F..%2Fthree', 'https://example.com/two%2F..%2Fthree'],
        ['https://www.example.org/path/index.html?a%20b=5%206&x%20y=34#frag', '?asdf%20qwer=1%202%20', 'https://www.example.org/path/index.html?asdf%20qwer=1%202%20'],
        ['http://www.example.com/user/', './../user/./27/../35', 'http://www.example.com/user/35'],
        ['https://127.0.0.1', '/foo', 'https://127.0.0.1/foo'],
      ]);
      it('the non-strict parser ignores a reference scheme equal to the base\'s (§5.2.2)', () => {
        assert.equal(resolve('http://auth/path', 'http:path2', { strict: false }), 'http://auth/path2');
      });
    });

    describe('url.cpp testNormalize, url_base.cpp', () => {
      normalizes([
        ['HtTp://cPpAlLiAnCe.oRG/', 'http://cppalliance.org/'],
        ['http://%2a%2b%2C%2f%3A.org/', 'http://%2A%2B%2C%2F%3A.org/'],
        ['http://%63%70%70%61%6c%6Ci%61n%63e.org/', 'http://cppalliance.org/'],
        ['http://%43%70%50%61%6c%6Ci%61n%43e.org/', 'http://cppalliance.org/'],
        ['http://cppalliance.org/a/b/c/./../../g', 'http://cppalliance.org/a/g'],
        ['http://cppalliance.org/aa/bb/cc/./../../gg', 'http://cppalliance.org/aa/gg'],
        ['http://cppalliance.org/a/b/../../g', 'http://cppalliance.org/g'],
        // §5.2.4 (and so §6.2.2.3) drops ".." at the root.
        ['http://cppalliance.org/a/b/../../../g', 'http://cppalliance.org/g', 'Boost: http://cppalliance.org/../g'],
        ['http://cppalliance.org/a/b/../../../../g', 'http://cppalliance.org/g', 'Boost: http://cppalliance.org/../../g'],
        ['http://cppalliance.org/..', 'http://cppalliance.org/', 'Boost: http://cppalliance.org/..'],
        ['http://cppalliance.org?%61=b', 'http://cppalliance.org/?a=b', 'Boost: no §6.2.3 "/"'],
        ['/./my:sharona', '/my:sharona'],
        ['/.//my:sharona', '/.//my:sharona'],
        ['/././/my:sharona', '/.//my:sharona'],
        ['.//my:sharona', './/my:sharona'],
        ['././/my:sharona', './/my:sharona'],
        // ":" is reserved: "%3A" is not equivalent to it (§2.2, §6.2.2.2), so "./" keeps the segment from reading as a scheme.
        ['./my:sharona', './my:sharona', 'Boost: my%3Asharona'],
        ['././my:sharona', './my:sharona', 'Boost: my%3Asharona'],
        ['./my:sha:rona', './my:sha:rona', 'Boost: my%3Asha%3Arona'],
        ['my%3Asharona', 'my%3Asharona'],
        ['https://www.boost.org/doc/../%69%6e%64%65%78%20file.html', 'https://www.boost.org/index%20file.html'],
        ['HtTp://cppalliance.org/%2F', 'http://cppalliance.org/%2F'],
        ['/a%2Fb/', '/a%2Fb/'],
        ['/./', '/'],
        ['http://www.%65xample.com', 'http://www.example.com/'],
        ['HTTP://www.Example.com/%70ath?%71uery#%66rag', 'http://www.example.com/path?query#frag'],
        ['https://user:p%61ss@www.%65xample.com:443/p%61th/to/page?k%65y=h%65llo%20world#fr%61gment', 'https://user:pass@www.example.com/path/to/page?key=hello%20world#fragment'],
        ['http://cppalliance.org/%2E%2E/./b/b/c/./../../g', 'http://cppalliance.org/b/g'],
        // normalize_path of relative references: what only a base can resolve stays.
        ['../a/b/c/./../../g', '../a/g'],
        ['./a/b/c/./../../g', 'a/g'],
        ['.././a/b/c/./../../g', '../a/g'],
        ['%2E%2E/./a/b/c/./../../g', '../a/g'],
        ['%2e%2E/./a/b/c/./../../g', '../a/g'],
        ['/a/b/../../../g', '/g', 'Boost: /../g'],
        ['mid/content=5/../6/.', 'mid/6/'],
        ['mid/content=5/../6/..', 'mid/'],
        ['a/../a', 'a'],
        // "a/.." and "." resolve to the base's directory, "" to the base itself: not the same reference.
        ['a/..', './', 'Boost: "", the base document itself'],
        ['.', './', 'Boost: ""'],
        ['/..', '/', 'Boost: /..'],
        ['..', '..'],
        ['../a/b', '../a/b'],
        ['%2E%2E/a/b', '../a/b'],
        ['..%2Fa/b', '..%2Fa/b'],
      ]);
    });

    describe('url.cpp issue 985: normalizing never turns a path into an authority or a scheme', () => {
      const inputs = [
        'scheme:/a/..//evil', 'scheme:/a/b/../..//evil', 'scheme:/a/..//', 'scheme:/a/..//path', 'scheme:/a/./b/..//evil',
        'a/..//evil', 'a/b/../..//evil', 'scheme:/.//evil', './/evil', '././/evil', 'a/../b:c', 'a/b/../../c:d',
        './a/../b:c', 'a/../b:c:d', 'a/../b:c:d:e', 'a/../::::', 'a/../:b:c:d:e:f', './b:c/..//x', './b:c/d/..//x',
      ];
      for (const input of inputs) {
        it(JSON.stringify(input), () => {
          const before = parse(input).components;
          const after = parse(normalize(input));
          assert.deepEqual(after.errors, []);
          assert.equal(after.components.scheme, before.scheme);
          assert.equal(after.components.host, before.host);
          assert.equal(after.components.path.startsWith('/'), before.path.startsWith('/'));
        });
      }
      normalizes([
        ['scheme:/a/..//evil', 'scheme:/.//evil'],
        ['a/..//evil', './/evil'],
        ['a/../b:c', './b:c'],
        ['a/../::::', './::::'],
        ['./b:c/..//x', './/x'],
        ['./b:c/d/..//x', './b:c//x'],
      ]);
    });
  });

  // golang/go, src/net/url/url_test.go
  describe('Go net/url (url_test.go)', () => {
    describe('TestParseErrors', () => {
      valid([
        ['http://[::1]'],
        ['http://[::1]:80'],
        ['http://[::1]/'],
        ['http://[::1]:'],
        ['http://x:'],
        ['http://[::1]/%48'],
        // reg-name = *( unreserved / pct-encoded / sub-delims ): any octet may be encoded.
        ['http://%41:8080/', 'Go: error (it allows % only for non-ASCII in a host)'],
        ['ahttp://foo.com'],
        ['cache_object/:foo/bar'], // the ":" is past the first segment
        ['*'],
      ]);
      invalid([
        ['http://[::1]:namedport', 'invalid-port'],
        ['http://x:namedport', 'invalid-port'],
        ['http://[::1]a', 'invalid-character'],
        ['http://[::1]%23', 'invalid-character'],
        // A zone identifier is RFC 6874, not RFC 3986's IPv6address.
        ['http://[::1%25en0]', 'invalid-ipv6', 'Go: valid (RFC 6874)'],
        ['http://[::1%25%41]', 'invalid-ipv6', 'Go: valid (RFC 6874)'],
        ['http://[::1]:%38%30', 'invalid-port'],
        ['http://[%10::1]', 'invalid-ipv6'],
        ['mysql://x@y(z:123)/foo', 'invalid-port'], // "(" is a sub-delim, so the port is "123)"
        ['mysql://x@y(1.2.3.4:123)/foo', 'invalid-port'],
        [' http://foo.com', 'invalid-character'],
        ['ht tp://foo.com', 'invalid-scheme'],
        ['1http://foo.com', 'colon-in-first-segment'],
        ['http://[]%20%48%54%54%50%2f%31%2e%31%0a%4d%79%48%65%61%64%65%72%3a%20%31%32%33%0a%0a/', 'invalid-ipv6'],
        ['http://a b.com/', 'invalid-character'],
        ['cache_object://foo', 'invalid-scheme'],
        ['cache_object:foo', 'invalid-scheme'],
        ['cache_object:foo/bar', 'invalid-scheme'],
        ['http://user^:passwo^rd@foo.com/', 'invalid-character'], // TestInvalidUserPassword
        ['http://foo.com/?foo\nbar', 'invalid-character'], // TestRejectControlCharacters
        ['http\r://foo.com/', 'invalid-scheme'],
        ['http://foo\x7f.com/', 'invalid-character'],
        ['http://foo.com/ctl\x80', 'non-ascii-character', 'Go: valid (non-ASCII bytes pass)'],
      ]);
    });

    describe('resolveReferenceTests', () => {
      resolves([
        ['http://foo.com?a=b', 'https://bar.com/', 'https://bar.com/'],
        ['http://foo.com/', 'https://bar.com/?', 'https://bar.com/?'],
        ['http://foo.com/bar', 'mailto:foo@example.com', 'mailto:foo@example.com'],
        ['http://foo.com/bar?a=b#f', '/baz', 'http://foo.com/baz'],
        ['http://foo.com/bar?a=b', '/baz?', 'http://foo.com/baz?'],
        ['http://foo.com/bar', 'http://foo.com//baz', 'http://foo.com//baz'],
        ['http://foo.com/bar', 'http://foo.com///baz/quux', 'http://foo.com///baz/quux'],
        ['https://foo.com/bar?a=b', '//bar.com/quux', 'https://bar.com/quux'],
        ['http://foo.com', '.', 'http://foo.com/'],
        ['http://foo.com/bar', '.', 'http://foo.com/'],
        ['http://foo.com/bar/', '.', 'http://foo.com/bar/'],
        ['http://foo.com', 'bar', 'http://foo.com/bar'],
        ['http://foo.com/bar/baz', 'quux', 'http://foo.com/bar/quux'],
        ['http://foo.com/bar/baz', '../../../../../quux', 'http://foo.com/quux'],
        ['http://foo.com/bar', '..', 'http://foo.com/'],
        ['http://foo.com/bar/baz', './..', 'http://foo.com/'],
        ['http://foo.com/bar/baz', 'quux/dotdot/../tail', 'http://foo.com/bar/quux/tail'],
        ['http://foo.com/bar/baz', 'quux/./dotdot/dotdot/./.././../tail', 'http://foo.com/bar/quux/tail'],
        ['http://foo.com/bar/baz', 'quux/./dotdot/dotdot/dotdot/./../../.././././tail', 'http://foo.com/bar/quux/tail'],
        ['http://foo.com/bar/baz', 'quux/./dotdot/../dotdot/../dot/./tail/..', 'http://foo.com/bar/quux/dot/'],
        // §5.2.3 merges the base path as written, dot-segments included; §5.2.4 then removes them all.
        ['http://foo.com/dot/./dotdot/../foo/bar', '../baz', 'http://foo.com/dot/baz'],
        ['http://foo.com/bar', '...', 'http://foo.com/...'],
        ['http://foo.com/bar', '.#frag', 'http://foo.com/#frag'],
        ['http://example.org/', "#!$&%27()*+,;=", "http://example.org/#!$&%27()*+,;="],
        // An encoded "/" is data, not a segment boundary.
        ['http://foo.com/foo%2fbar/', '../baz', 'http://foo.com/baz'],
        ['http://foo.com/1/2%2f/3%2f4/5', '../../a/b/c', 'http://foo.com/1/a/b/c'],
        ['http://foo.com/1/2/3', './a%2f../../b/..%2fc', 'http://foo.com/1/2/b/..%2fc'],
        ['http://foo.com/1/2%2f/3%2f4/5', './a%2f../b/../c', 'http://foo.com/1/2%2f/3%2f4/a%2f../c'],
        ['http://foo.com/foo%2dbar/', './baz-quux', 'http://foo.com/foo%2dbar/baz-quux'],
        ['https://a/b/c/d;p?q', '//g/d/e/f?y#s', 'https://g/d/e/f?y#s'],
        ['https://a/b/c/d;p#s', '?y', 'https://a/b/c/d;p?y'],
        ['https://a/b/c/d;p?q#s', '?', 'https://a/b/c/d;p?'],
        ['https://foo.com/bar?a=b', 'http:opaque', 'http:opaque'],
        ['http:opaque?x=y#zzz', 'https:foo:bar', 'https:foo:bar'],
        ['http:opaque?x=y#zzz', 'https://user@host:1234?a=b#frag', 'https://user@host:1234?a=b#frag'],
        ['http:opaque?x=y#zzz', '?a=b#frag', 'http:opaque?a=b#frag'],
      ]);
    });
  });

  // GNOME/glib, glib/tests/uri.c
  describe('GLib GUri (glib/tests/uri.c)', () => {
    describe('absolute_tests: valid', () => {
      valid([
        ['foo:'],
        ['file:/dev/null'],
        ['ftp://user:password@host:9999/path'],
        ['http://us%40r@host'],
        ['http://us%2fr@host'],
        ['http://host/path?query=http%3A%2F%2Fhost%2Fpath%3Fchildparam%3Dchildvalue&param=value'],
        ['http://control-chars/%01%02%03%04%05%06%07%08%09%0A%0B%0C%0D%0E%0F%10%11%12%13%14%15%16%17%18%19%1A%1B%1C%1D%1E%1F%7F'],
        ['http://delims/%3C%3E%23%25%22'],
        ['http://unwise-chars/%7B%7D%7C%5C%5E%5B%5D%60'],
        ['http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html'],
        ['http://[1080:0:0:0:8:800:200C:417A]/index.html'],
        ['http://[3ffe:2a00:100:7031::1]'],
        ['http://[::192.9.5.5]/ipng'],
        ['http://[::FFFF:129.144.52.38]:80/index.html'],
        ['http://[2010:836B:4179::836B:4179]'],
        ['HTTP:////////////////'],
        ['http://@host'],
        ['http://:@host'],
        ['scheme://foo%3Abar._webdav._tcp.local'],
        ['foo0://host/path'],
        ['f0.o://host/path'],
        ['http++://host/path'],
        ['http-ish://host/path'],
        ['good-scheme.but+weird:gtk.org'], // test_uri_scheme
        ['http://f;oo/', 'GLib relaxed: path ";oo/"'], // ";" is a sub-delim: the host is "f;oo"
        ['schme:#'],
      ]);
      components([
        ['HTTP:////////////////', { scheme: 'HTTP', host: '', path: '//////////////' }],
        ['http://:@host', { userinfo: ':', host: 'host', path: '' }],
        ['http://f;oo/', { host: 'f;oo', path: '/' }],
      ]);
    });

    describe('absolute_tests, test_uri_scheme, test_uri_split: invalid (GLib accepts some with G_URI_FLAGS_PARSE_RELAXED)', () => {
      invalid([
        ['http://host/path with spaces', 'invalid-character', 'GLib relaxed: accepted'],
        ['  http://host/path', 'invalid-character', 'GLib relaxed: trimmed'],
        ['http://host/path  ', 'invalid-character', 'GLib relaxed: trimmed'],
        ['http://host/pa\nth', 'invalid-character', 'GLib relaxed: the line break is dropped'],
        ['http://host/path%', 'invalid-percent-encoding', 'GLib relaxed: accepted'],
        ['http://h%ost/path', 'invalid-percent-encoding', 'GLib relaxed: accepted'],
        ['http://host/path%%%', 'invalid-percent-encoding', 'GLib relaxed: accepted'],
        ['http://host/path%0x/', 'invalid-percent-encoding', 'GLib relaxed: accepted'],
        ['http://host/p\u00e4th/', 'non-ascii-character', 'GLib: accepted (it does not encode non-ASCII)'],
        ['http://[fe80::dead:beef%]/', 'invalid-ipv6'],
        ['http://[fe80::dead:beef%25em1]/', 'invalid-ipv6', 'GLib: valid (RFC 6874 zone)'],
        ['http://[fe80::dead:beef%10]/', 'invalid-ipv6'],
        ['http://[192.168.0.1%25em1]/', 'invalid-ipv6'],
        ['http://xn--mixed-\u00fcp/', 'non-ascii-character'],
        ['1bad:', 'colon-in-first-segment'],
        ['99http://host/path', 'colon-in-first-segment'],
        ['.http://host/path', 'colon-in-first-segment'],
        ['+http://host/path', 'colon-in-first-segment'],
        ['scheme://@@@host:1234/path?query#fragment', 'invalid-character', 'GLib relaxed: userinfo "@@"'],
        ['scheme://[]/a', 'invalid-ipv6'],
        ['%%', 'invalid-percent-encoding'],
      ]);
    });

    describe('relative_tests: §5.4 and the corner cases of remove_dot_segments', () => {
      resolves([
        ['http://a/b/c/d;p?q', 'http://a/../..', 'http://a/'],
        ['http://a/b/c/d;p?q', 'http:..', 'http:'],
        ['http://a/b/c/d;p?q', 'http:../', 'http:'],
        ['http://a/b/c/d;p?q', 'http:.', 'http:'],
        ['http://a/b/c/d;p?q', 'http:./', 'http:'],
        ['http://a/b/c/d;p?q', 'http:a/..', 'http:/'],
        ['http://a/b/c/d;p?q', 'http:a/../', 'http:/'],
        // §5.2 only removes dot-segments; GLib also normalizes the target.
        [
          'http://a/b/c/d;p?q',
          'ScHeMe://User:P%61ss@HOST.%63om:1234/path/./from/../to%7d/item%2dobj?qu%65ry=something#fr%61gment',
          'ScHeMe://User:P%61ss@HOST.%63om:1234/path/to%7d/item%2dobj?qu%65ry=something#fr%61gment',
          'GLib: scheme://User:Pass@HOST.com:1234/path/to%7D/item-obj?query=something#fragment',
        ],
        ['http://a', 'b', 'http://a/b'],
      ]);
      normalizes([
        // §6.2.2.1: the host is case-insensitive and normalizes to lowercase.
        [
          'ScHeMe://User:P%61ss@HOST.%63om:1234/path/./from/../to%7d/item%2dobj?qu%65ry=something#fr%61gment',
          'scheme://User:Pass@host.com:1234/path/to%7D/item-obj?query=something#fragment',
          'GLib keeps HOST.com',
        ],
        ['http://example.com/..', 'http://example.com/'],
      ]);
    });
  });

  // apache/jena, jena-iri3986/src/test/java/org/apache/jena/rfc3986/
  describe('Apache Jena iri3986', () => {
    describe('TestRFC3986Syntax: valid', () => {
      valid([
        ['http://host:'],
        ['https:///abc/'],
        ['https://pw:user@host:1234/abc/'],
        ['https://host/path?qs?qs?qs'],
        ['https://?qs'],
        ['https:/?qs'],
        ['https:?qs'],
        ['#'],
        ['..'],
        ['/ab%ffdef'],
        ['http://[vF.abc]/'],
        ['a:b/c'],
        ['c:/directory'],
        ['http://?user/def'],
        ['file:.'],
        ['did:method:1:2::4'],
        ['urn:ns:abc/def?=r?+q#frag'],
        ['URN:UUID:326f63ea-7447-11ee-b715-0be26fda5b37?=abc'],
        ['urn:oid:1.2.3.01'],
        ['ftp://[::1]/abc/def?qs=ghi#jkl'],
      ]);
    });

    describe('TestRFC3986Syntax: invalid', () => {
      invalid([
        // Jena parses IRIs (RFC 3987); a URI is ASCII only.
        ['http://\u03b1\u03b2\u03b3\u03b4/\u0178\u017d?a=\u017d#\u0178', 'non-ascii-character', 'Jena: a valid IRI'],
        ['http://ab%AAdef/xyz\u03b2/abc', 'non-ascii-character', 'Jena: a valid IRI'],
        ['urn:ns:\u03b1\u03b2\u03b3', 'non-ascii-character', 'Jena: a valid IRI'],
        ['\u03b1\u03b2\u03b3\u03b4://host/', 'non-ascii-character'],
        ['http://example/xyz%', 'invalid-percent-encoding'],
        ['http://example/xyz%A', 'invalid-percent-encoding'],
        ['http://example/xyz%A?', 'invalid-percent-encoding'],
        ['http://example/xyz%ZZ?', 'invalid-percent-encoding'],
        ['http://example/xyz%AZ?', 'invalid-percent-encoding'],
        ['http://[::80/xyz', 'unclosed-ip-literal'],
        ['http://host]/xyz', 'bracket-outside-ip-literal'],
        ['http://[]/xyz', 'invalid-ipv6'],
        ['https://host/ /path', 'invalid-character'],
        ['http://abcdef:80:/xyz', 'invalid-port'],
        ['http://eg.com/test.txt#xpointer(/unit[5])', 'bracket-outside-ip-literal'],
        ['http:///def#frag#frag', 'invalid-character'],
        [':segment', 'colon-in-first-segment'],
        ['1://host/xyz', 'colon-in-first-segment'],
        ['a~b://host/xyz', 'invalid-scheme'],
        ['a\u03b2://host/xyz', 'invalid-scheme'],
        ['_:xyz', 'colon-in-first-segment'],
        ['a_b:xyz', 'invalid-scheme'],
        ['ftp://abc@def@host/abc', 'invalid-character'],
        ['http://abc:def:80/abc', 'invalid-port'],
      ]);
    });

    describe('TestParseIPv6Address', () => {
      hosts('IPv6', [
        '[0001:0002:0003:0004:0005:0006:0007:0008]', '[123:5678::ABCD:89EF]', '[123:5678::ABCD]', '[99::]', '[::]', '[::1]',
        '[98::15.16.17.18]', '[98::2.16.17.1]', '[::2.16.17.1]', '[1234:5678::123.123.123.123]', '[::1234:123.156.178.199]',
      ]);
      hosts('IPvFuture', ['[v7.ZZZZZZ]', '[vF.1:]']);
      invalid([
        ...['[]', '[1234:5678]', '[1234]', '[0001:0002:0003:0004:0005:0006:0007]', '[0001:0002:0003:0004:0005:0006:0007:0008:0009]',
          '[123Z:5678::1]', '[1234:1.2.3.4]', '[::1.1]', '[::99:1.2.3.4.5]', '[::99:.1.2.3]', '[::99:1..2.3.4]', '[::99:1.2.3..4]',
          '[%25link]', '[fe80::%25link:]', '[fe80::%2]', '[fe80::%30abc]', '[fe80::%20abc]',
          '[::567.78.99.1]', '[::1234:1.256.78.99]', '[::1234:1.99.78.999]', '[::1234:1.99.78.1111]', '[::1234:.123.123.123]',
          '[::1234.56.78.99]'].map((host): InvalidRow => [`http://${host}/`, 'invalid-ipv6']),
        ...['[fe80::a%25en1]', '[fe80::2%253]', '[0001:0002:0003:0004:0005:0006:0007:0008%25zone]'].map(
          (host): InvalidRow => [`http://${host}/`, 'invalid-ipv6', 'Jena: valid (RFC 6874 zone)'],
        ),
        ...['[vH.1]', '[v.1]', '[v71]'].map((host): InvalidRow => [`http://${host}/`, 'invalid-ipvfuture']),
        // In an authority the "@" ends a userinfo "[v7.1" (Jena checks the literal alone): invalid either way.
        ['http://[v7.1@2]/', 'bracket-outside-ip-literal'],
        ['http://[v7.1]2]/', 'invalid-character'], // only ":" port may follow an IP-literal
        ['http://[::/', 'unclosed-ip-literal'],
        ['http://[1234::5678/', 'unclosed-ip-literal'],
        ['http://1234::5678]/', 'invalid-port'],
        ['http://[1234::5678][1234:5678]/', 'bracket-outside-ip-literal'],
      ]);
    });

    describe('TestResolve', () => {
      resolves([
        ['http://example/x//y', '', 'http://example/x//y'],
        ['http://example//x/y', '', 'http://example//x/y'],
        ['http://example/path?query#frag', 'http://host', 'http://host'],
        ['http://example/dir1/dir2/', '//EX/OtherPath', 'http://EX/OtherPath'],
        ['http:', '//EX/OtherPath', 'http://EX/OtherPath'],
        ['http://example/dir', 'A/', 'http://example/A/'],
        ['http://example/x', './.', 'http://example/'],
        ['http://example/dir/x', './.', 'http://example/dir/'],
        ['http://example', '.', 'http://example/'],
        ['http://example', '..', 'http://example/'],
        ['http://example/dir1/dir2/dir3/', '../../../..', 'http://example/'],
        ['http://example/dir1/dir2/dir3/x', '.././..', 'http://example/dir1/'],
        ['http://example/dir1/dir2/', './../A/.', 'http://example/dir1/A/'],
        ['http://example/f2', '../A', 'http://example/A'],
        ['http://example/#fragment', 'path?q=arg', 'http://example/path?q=arg'],
        ['http://example/?query', '../path?q=arg', 'http://example/path?q=arg'],
        ['http://example/path#fragment', '..#frag', 'http://example/#frag'],
      ]);
      it('resolve_abs_03: resolve, then normalize', () => {
        assert.equal(normalize(resolve('http://example/path?query#frag', 'http://host/dir1/../dir2/')), 'http://host/dir2/');
      });
      refusesBase([
        ['a/b', 'Jena resolve_rel_base_01: a/c/d'],
        ['dir1/dir2/', 'Jena resolve_rel_base_07: dir1/'],
      ]);
    });

    describe('TestNormalize', () => {
      normalizes([
        ['HtTp://host/a/b/c?q=1#2', 'http://host/a/b/c?q=1#2'],
        ['HTTP://HOST:/a/b/c?q=1#2', 'http://host/a/b/c?q=1#2'],
        ['HTTPs://HOST:443/a/b/c?q=1#2', 'https://host/a/b/c?q=1#2'],
        ['http://host#frag', 'http://host/#frag'],
        ['http://host?q=s', 'http://host/?q=s'],
        ['http://hOSt%20/foo%62ar?q=s', 'http://host%20/foobar?q=s'],
        ['http://host/foobar?q=s%74', 'http://host/foobar?q=st'],
        ['http://host/foobar#%7E', 'http://host/foobar#~'],
        // §6.2.2.3 removes dot-segments only; an empty segment is data (§3.3).
        ['http://host/foobar///', 'http://host/foobar///', 'Jena: http://host/foobar/'],
        ['http://host//', 'http://host//'],
        ['http://host//..', 'http://host/'],
        ['http://host/abc//..', 'http://host/abc/'],
      ]);
    });
  });

  // python/cpython, Lib/test/test_urlparse.py
  describe('CPython urllib.parse.urljoin (test_urlparse.py)', () => {
    describe('test_RFC3986, test_urljoins', () => {
      resolves([
        ['http://a/b/c/d;p?q', 'http:g', 'http:g', 'urljoin: http://a/b/c/g (the non-strict parser)'],
        ['http://a/b/c/de', ';x', 'http://a/b/c/;x'], // issue9721
        ['http:///', '..', 'http:///'],
        ['svn+ssh://pathtorepo/dir1', 'dir2', 'svn+ssh://pathtorepo/dir2'],
        ['http://a/b/c/d/', 'foo', 'http://a/b/c/d/foo'],
        ['http://a/b/c/d/e', '../../f/g/', 'http://a/b/f/g/'],
        ['http://a/b/c/d/e/', '/../../f/g/', 'http://a/f/g/'],
        ['http://a/b/', '../../f/g/', 'http://a/f/g/'],
        // §5.2.2: T.fragment = R.fragment, so an empty reference drops the base's fragment.
        ['http://a/b/c/d;p?q#f', '', 'http://a/b/c/d;p?q', 'urljoin: keeps #f'],
        ['http://a/b/c/d;p?q#f', '?#z', 'http://a/b/c/d;p?#z'],
        ['http://a/b/c/d;p?q#f', ';?y', 'http://a/b/c/;?y'],
        // "//" is an empty authority, not an absent one (§3.2, §5.3).
        ['http://a/b/c/d;p?q#f', '//', 'http://', 'urljoin: http://a/b/c/d;p?q#f'],
        ['http://a/b/c/d;p?q#f', '//#z', 'http://#z', 'urljoin: http://a/b/c/d;p?q#z'],
        ['http://a/b/c/d;p?q#f', '//?y', 'http://?y', 'urljoin: http://a/b/c/d;p?y'],
        ['http://a/b/c/d;p?q#f', '//;x', 'http://;x'],
        ['http://a/b/c/d;p?q#f', '///w', 'http:///w', 'urljoin: http://a/w'],
        ['http://a/b/c/d;p?q#f', 'https:', 'https:'],
        ['http://a/b/c/d;p?q#f', 'https:;x', 'https:;x'],
      ]);
      it('the non-strict parser (§5.2.2) gives urljoin\'s answers where it ignores the scheme', () => {
        const base = 'http://a/b/c/d;p?q#f';
        const rows: [string, string][] = [
          ['http:g?y/./x', 'http://a/b/c/g?y/./x'],
          ['http:#z', 'http://a/b/c/d;p?q#z'],
          ['http:?', 'http://a/b/c/d;p?'],
          ['http:;?y', 'http://a/b/c/;?y'],
          ['http:/w', 'http://a/w'],
          ['http://v', 'http://v'],
          // urljoin again drops the empty authority and keeps the base fragment; §5.2.2 does neither.
          ['http:', 'http://a/b/c/d;p?q'],
          ['http://', 'http://'],
          ['http:///w', 'http:///w'],
        ];
        for (const [reference, target] of rows) assert.equal(resolve(base, reference, { strict: false }), target, reference);
      });
    });

    describe('test_urljoins_relative_base (urljoin\'s own choices; the RFC\'s where the base is absolute)', () => {
      resolves([
        ['http:', '', 'http:'],
        ['http:', '//', 'http://', 'urljoin: http:'],
        ['http:', '//v/w', 'http://v/w'],
        ['http:', '/w', 'http:/w'],
        ['http:', '///w', 'http:///w', 'urljoin: http:/w'],
        // §5.2.3: no authority and no "/" in the base path: the merged path is the reference's path.
        ['http:', 'w', 'http:w', 'urljoin: http:/w'],
        ['http://', '', 'http://'],
        ['http://', '/w', 'http:///w'],
        ['http://', 'w', 'http:///w'],
        ['http://a', '//', 'http://', 'urljoin: http://a'],
        ['http://a', '///w', 'http:///w', 'urljoin: http://a/w'],
        ['http://a', 'w', 'http://a/w'],
      ]);
      refusesBase([
        ['', 'urljoin: the reference'],
        ['//a', 'urljoin: //a/w'],
        ['/b/c', 'urljoin: /b/w'],
      ]);
    });
  });

  // tkem/uritools, tests/test_join.py and tests/test_split.py
  describe('uritools (tests/test_join.py, tests/test_split.py)', () => {
    describe('test_split test_abnormal: the split of Appendix B, valid or not', () => {
      /** `[input, scheme, authority, path, query, fragment, valid]` */
      type Split = [string, string | undefined, string | undefined, string, string | undefined, string | undefined, boolean];
      const rows: Split[] = [
        ['', undefined, undefined, '', undefined, undefined, true],
        [':', undefined, undefined, ':', undefined, undefined, false],
        ['://?#', undefined, undefined, '://', '', '', false],
        ['//', undefined, '', '', undefined, undefined, true],
        ['//:', undefined, ':', '', undefined, undefined, true],
        ['///', undefined, '', '/', undefined, undefined, true],
        ['//?#', undefined, '', '', '', '', true],
        ['??', undefined, undefined, '', '?', undefined, true],
        ['?#', undefined, undefined, '', '', '', true],
        ['##', undefined, undefined, '', undefined, '#', false],
        ['?:', undefined, undefined, '', ':', undefined, true],
        ['#:', undefined, undefined, '', undefined, ':', true],
        ['_:', undefined, undefined, '_:', undefined, undefined, false],
        ['urn:example:animal:ferret:nose', 'urn', undefined, 'example:animal:ferret:nose', undefined, undefined, true],
        ['http://user@domain@host:80/', 'http', 'user@domain@host:80', '/', undefined, undefined, false],
        ['http://[::1/', 'http', '[::1', '/', undefined, undefined, false],
        ['http://::1]/', 'http', '::1]', '/', undefined, undefined, false],
      ];
      for (const [input, scheme, authority, path, query, fragment, isValid] of rows) {
        it(`${JSON.stringify(input)}${isValid ? '' : ' (invalid)'}`, () => {
          const result = parse(input);
          const a = result.ranges.authority;
          const c = result.components;
          assert.deepEqual(
            [c.scheme, a === undefined ? undefined : input.slice(a.start, a.end), c.path, c.query, c.fragment, result.valid],
            [scheme, authority, path, query, fragment, isValid],
          );
        });
      }
    });

    describe('test_join', () => {
      resolves([
        ['http://a/b/c/d;p?q', 'http:g', 'http:g'],
        ['http://a', 'b', 'http://a/b'],
        ['http://a/', '../'.repeat(100), 'http://a/'], // test_path_traversal_limits
      ]);
      it('http:g with the non-strict parser', () => assert.equal(resolve('http://a/b/c/d;p?q', 'http:g', { strict: false }), 'http://a/b/c/g'));
      refusesBase([
        ['foo/', 'uritools: foo/bar'],
        ['../foo', 'uritools: ../bar'],
      ]);
    });

    describe('test_getpath: dot-segments of a relative path that only a base can resolve', () => {
      normalizes([
        ['./foo/..', './'],
        ['./..', '..', 'uritools: ../ (the same target)'],
        ['../foo/..', '../', 'uritools: ../'],
        ['../../foo/../bar/.', '../../bar/'],
        ['../../foo/../..', '../../..', 'uritools: ../../../ (the same target)'],
        ['/../../foo/../bar', '/bar'],
      ]);
    });
  });

  // curl/curl, tests/unit/unit1395.c: Curl_dedotdotify, RFC 3986 §5.2.4
  describe('curl dedotdotify (tests/unit/unit1395.c)', () => {
    const rows: [string, string][] = [
      ['/a/b/c/./../../g', '/a/g'],
      ['mid/content=5/../6', 'mid/6'],
      ['/hello/../moo', '/moo'],
      ['/1/../1', '/1'],
      ['/1/./1', '/1/1'],
      ['/1/..', '/'],
      ['/1/.', '/1/'],
      ['/1/./..', '/'],
      ['/1/./../2', '/2'],
      ['/hello/1/./../2', '/hello/2'],
      ['test/this', 'test/this'],
      ['test/this/../now', 'test/now'],
      ['/1../moo../foo', '/1../moo../foo'],
      ['/../../moo', '/moo'],
      ['/', '/'],
      ['', ''],
      ['/.../', '/.../'],
      ['./moo', 'moo'],
      ['../moo', 'moo'],
      ['/.', '/'],
      ['/..', '/'],
      ['/moo/..', '/'],
      ['..', ''],
      ['.', ''],
    ];
    for (const [input, output] of rows) {
      it(`removeDotSegments(${JSON.stringify(input)}) → ${JSON.stringify(output)}`, () => assert.equal(removeDotSegments(input), output));
    }
    describe('the query is left alone (curl cuts the path at "?"; so does normalize)', () => {
      normalizes([
        ['http://h/../../moo?andnot/../yay', 'http://h/moo?andnot/../yay'],
        ['http://h/123?foo=/./&bar=/../', 'http://h/123?foo=/./&bar=/../'],
        ['http://h/../moo/..?what', 'http://h/?what'],
      ]);
    });
  });
});
