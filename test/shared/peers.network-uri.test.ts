/**
 * `parse`, `resolve` and `normalize` against the vectors of Haskell's
 * network-uri, Graham Klyne's strict RFC 3986 implementation:
 *   haskell/network-uri, tests/uri001.hs — testURIRef001-122 (AbsId, AbsRf, RelRf, InvRf),
 *   testComponent*, testRelative* (the joining direction), testRFC*, testMail*, testInfo*,
 *   testNormalize*.
 *
 * network-uri accepts RFC 6874 zone identifiers and follows §5.2.4 to the
 * letter where a result would re-parse differently (`f://g`); each such row
 * says what it gives.
 */
import * as assert from 'node:assert/strict';
import { normalize, parse, resolve } from '@uri-lint/shared';

/** network-uri's classes: absolute-URI, URI with fragment, relative-ref, invalid. */
type Kind = 'AbsId' | 'AbsRf' | 'RelRf' | 'InvRf';

function classify(text: string): Kind {
  const result = parse(text);
  if (!result.valid) return 'InvRf';
  if (result.kind === 'relative-ref') return 'RelRf';
  return result.components.fragment === undefined ? 'AbsId' : 'AbsRf';
}

describe('peers: network-uri (tests/uri001.hs)', () => {
  describe('testURIRef: the class of each reference (§4.1, §4.2, §4.3)', () => {
    const rows: [string, Kind, string?][] = [
      ['http://example.org/aaa/bbb#ccc', 'AbsRf'], ['mailto:local@domain.org', 'AbsId'],
      ['mailto:local@domain.org#frag', 'AbsRf'], ['HTTP://EXAMPLE.ORG/AAA/BBB#CCC', 'AbsRf'],
      ['//example.org/aaa/bbb#ccc', 'RelRf'], ['/aaa/bbb#ccc', 'RelRf'], ['bbb#ccc', 'RelRf'], ['#ccc', 'RelRf'],
      ['#', 'RelRf'], ['/', 'RelRf'], ['http://example.org/aaa%2fbbb#ccc', 'AbsRf'],
      ['http://example.org/aaa%2Fbbb#ccc', 'AbsRf'], ['%2F', 'RelRf'], ['aaa%2Fbbb', 'RelRf'],
      ['http://example.org:80/aaa/bbb#ccc', 'AbsRf'], ['http://example.org:/aaa/bbb#ccc', 'AbsRf'],
      ['http://example.org./aaa/bbb#ccc', 'AbsRf'], ['http://example.123./aaa/bbb#ccc', 'AbsRf'],
      ['http://example.org', 'AbsId'], ['http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html', 'AbsId'],
      ['http://[1080:0:0:0:8:800:200C:417A]/index.html', 'AbsId'], ['http://[3ffe:2a00:100:7031::1]', 'AbsId'],
      ['http://[1080::8:800:200C:417A]/foo', 'AbsId'], ['http://[::192.9.5.5]/ipng', 'AbsId'],
      ['http://[::FFFF:129.144.52.38]:80/index.html', 'AbsId'], ['http://[2010:836B:4179::836B:4179]', 'AbsId'],
      ['//[2010:836B:4179::836B:4179]', 'RelRf'], ['[2010:836B:4179::836B:4179]', 'InvRf'],
      ['http://[fe80::ff:fe00:1%25eth0]', 'InvRf', 'network-uri: AbsId (RFC 6874 zone identifier)'],
      ['./aaa', 'RelRf'], ['../aaa', 'RelRf'], ['g:h', 'AbsId'], ['g', 'RelRf'], ['./g', 'RelRf'], ['g/', 'RelRf'],
      ['/g', 'RelRf'], ['//g', 'RelRf'], ['?y', 'RelRf'], ['g?y', 'RelRf'], ['#s', 'RelRf'], ['g#s', 'RelRf'],
      ['g?y#s', 'RelRf'], [';x', 'RelRf'], ['g;x', 'RelRf'], ['g;x?y#s', 'RelRf'], ['.', 'RelRf'], ['./', 'RelRf'],
      ['..', 'RelRf'], ['../', 'RelRf'], ['../g', 'RelRf'], ['../..', 'RelRf'], ['../../', 'RelRf'], ['../../g', 'RelRf'],
      ['../../../g', 'RelRf'], ['../../../../g', 'RelRf'], ['/./g', 'RelRf'], ['/../g', 'RelRf'], ['g.', 'RelRf'],
      ['.g', 'RelRf'], ['g..', 'RelRf'], ['..g', 'RelRf'], ['./../g', 'RelRf'], ['./g/.', 'RelRf'], ['g/./h', 'RelRf'],
      ['g/../h', 'RelRf'], ['g;x=1/./y', 'RelRf'], ['g;x=1/../y', 'RelRf'], ['g?y/./x', 'RelRf'], ['g?y/../x', 'RelRf'],
      ['g#s/./x', 'RelRf'], ['g#s/../x', 'RelRf'], ['', 'RelRf'], ["A'C", 'RelRf'], ['A$C', 'RelRf'], ['A@C', 'RelRf'],
      ['A,C', 'RelRf'], ['http://foo.org:80Path/More', 'InvRf'], ['::', 'InvRf'], [' ', 'InvRf'], ['%', 'InvRf'],
      ['A%Z', 'InvRf'], ['%ZZ', 'InvRf'], ['%AZ', 'InvRf'], ['A C', 'InvRf'], ['A"C', 'InvRf'], ['A`C', 'InvRf'],
      ['A<C', 'InvRf'], ['A>C', 'InvRf'], ['A^C', 'InvRf'], ['A\\C', 'InvRf'], ['A{C', 'InvRf'], ['A|C', 'InvRf'],
      ['A}C', 'InvRf'], ['A[C', 'InvRf'], ['A]C', 'InvRf'], ['A[**]C', 'InvRf'], ['http://[xyz]/', 'InvRf'],
      ['http://]/', 'InvRf'], ['http://example.org/[2010:836B:4179::836B:4179]', 'InvRf'],
      ['http://example.org/abc#[2010:836B:4179::836B:4179]', 'InvRf'], ['http://example.org/xxx/[qwerty]#a[b]', 'InvRf'],
      ['http://example/Andr&#567;', 'AbsRf'], ['file:///C:/DEV/Haskell/lib/HXmlToolbox-3.01/examples/', 'AbsId'],
      ['http://46229EFFE16A9BD60B9F1BE88B2DB047ADDED785/demo.mp3', 'AbsId'],
      ['http://example.org/xxx/qwerty#a#b', 'InvRf'], ['dcp.tcp.pft://192.168.0.1:1002:3002?fec=1&crc=0', 'InvRf'],
      ['dcp.tcp.pft://192.168.0.1:1002?fec=1&crc=0', 'AbsId'], ['foo://', 'AbsId'],
      ['http://192.168.0.1.example.com/', 'AbsId'], ['http://192.168.0.1.example.com./', 'AbsId'],
      ['http://192.168.0.1test.example.com/', 'AbsId'], ['http://[v9.123.abc;456.def]/', 'AbsId'],
      // testURIRef123-124 are IRIs (RFC 3987), kept by network-uri "for future reference".
      ['http://example.com/test124/\u041c\u043e\u0441\u043a\u0432\u0430/index.html', 'InvRf'],
    ];
    for (const [input, kind, note] of rows) {
      const title = `${JSON.stringify(input)}: ${kind}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(classify(input), kind));
    }
    it('testURIRef122: "http://[v9.123.abc;456.def]:42/" has host "[v9.123.abc;456.def]" and port "42"', () => {
      const c = parse('http://[v9.123.abc;456.def]:42/').components;
      assert.deepEqual([c.userinfo, c.host, c.hostType, c.port], [undefined, '[v9.123.abc;456.def]', 'IPvFuture', '42']);
    });
  });

  describe('testComponent*: the five components (§3)', () => {
    const rows: [string, (string | undefined)[]][] = [
      ['http://user:pass@example.org:99/aaa/bbb?qqq#fff', ['http', 'user:pass', 'example.org', '99', '/aaa/bbb', 'qqq', 'fff']],
      ['http://user:pass@example.org:99?aaa/bbb', ['http', 'user:pass', 'example.org', '99', '', 'aaa/bbb', undefined]],
      ['http://user:pass@example.org:99#aaa/bbb', ['http', 'user:pass', 'example.org', '99', '', undefined, 'aaa/bbb']],
      ['news:comp.infosystems.www.servers.unix', ['news', undefined, undefined, undefined, 'comp.infosystems.www.servers.unix', undefined, undefined]],
      ['about:', ['about', undefined, undefined, undefined, '', undefined, undefined]],
      ['file://windowsauth/d$', ['file', undefined, 'windowsauth', undefined, '/d$', undefined, undefined]],
    ];
    for (const [input, expected] of rows) {
      it(input, () => {
        const r = parse(input);
        const c = r.components;
        assert.equal(r.valid, true);
        assert.deepEqual([c.scheme, c.userinfo, c.host, c.port, c.path, c.query, c.fragment], expected);
      });
    }
    it('testComponent02: "http://user:pass@example.org:99aaa/bbb" is invalid (a port is digits)', () => {
      assert.deepEqual(parse('http://user:pass@example.org:99aaa/bbb').errors.map((e) => [e.code, e.start, e.end]), [['invalid-port', 31, 34]]);
    });
  });

  describe('testRelative* (join), testRFC*, testMail*, testInfo*: resolution (§5.2)', () => {
    const rows: [string, string, string, string?][] = [
      ['http://example/x/y/z', '../abc', 'http://example/x/abc'],
      ['http://example2/x/y/z', '//example/x/abc', 'http://example/x/abc'],
      ['http://ex/x/y/z', '/r', 'http://ex/r'],
      ['http://ex/x/y/z', 'q/r', 'http://ex/x/y/q/r'],
      ['file:/ex/x/y', 'q/r#', 'file:/ex/x/q/r#'],
      ['ftp://example/x/y', 'http://example/a/b/../../c', 'http://example/c'],
      ['ftp://example/x/y', 'http://example/a/b/c/../../', 'http://example/a/'],
      ['ftp://example/x/y', 'http://example/a/b/c/./', 'http://example/a/b/c/'],
      ['ftp://example/x/y', 'http://example/a/b/c/.././', 'http://example/a/b/'],
      ['ftp://example/x/y', 'http://example/a/b/c/d/../../../../e', 'http://example/e'],
      ['ftp://example/x/y', 'http://example/a/b/c/d/../.././../../e', 'http://example/e'],
      ['http://www.example.com/data/limit/..', 'test.xml', 'http://www.example.com/data/limit/test.xml'],
      ['file:/some/dir/..', './#blort', 'file:/some/dir/#blort'],
      // The "/." guard: §5.2.4 alone gives "f://g", which re-parses with the authority "g".
      ['f:/a', './/g', 'f:/.//g', 'network-uri: f://g'],
      ['f:/a/', '..//g', 'f:/.//g', 'network-uri: f://g'],
      ['http://a/b/c/d;p?q', '?q#s', 'http://a/b/c/d;p?q#s'],
      ['http://a/b/c/d;p?q', '?q', 'http://a/b/c/d;p?q'],
      ['http://a/b/c/d;p?q', 'http:x', 'http:x'],
      ['http://ex', 'x/y?q', 'http://ex/x/y?q'],
      ['http://ex?p', 'x/y?q', 'http://ex/x/y?q'],
      ['http://ex#f', 'x/y?q', 'http://ex/x/y?q'],
      ['http://ex?p', 'x/y#g', 'http://ex/x/y#g'],
      ['http://ex', './', 'http://ex/'],
      ['http://ex', '/a/b', 'http://ex/a/b'],
      ['mailto:local/option@domain.org?notaquery#frag', 'more@domain', 'mailto:local/more@domain'],
      ['mailto:local/option@domain.org?notaquery#frag', '#newfrag', 'mailto:local/option@domain.org?notaquery#newfrag'],
      ['mailto:local/option@domain.org?notaquery#frag', 'l1/q1@domain', 'mailto:local/l1/q1@domain'],
      ['mailto:local@domain?query1', '?query2', 'mailto:local@domain?query2'],
      ['info:name/1234/../567', 'name/9876/../543', 'info:name/name/543'],
      ['info:/name/1234/../567', 'name/9876/../543', 'info:/name/name/543'],
    ];
    for (const [base, reference, target, note] of rows) {
      const title = `${JSON.stringify(reference)} against ${JSON.stringify(base)} → ${JSON.stringify(target)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(resolve(base, reference), target));
    }
  });

  describe('testNormalize*: §6.2.2 as a whole (network-uri tests case, escapes and segments one at a time)', () => {
    const rows: [string, string, string?][] = [
      ['HTTP://EXAMPLE.com/Root/%2a?%2b#%2c', 'http://example.com/Root/%2A?%2B#%2C'],
      ['HTTP://EXAMPLE.com/Root/%7eMe/', 'http://example.com/Root/~Me/'],
      ['foo:%40%41%5a%5b%60%61%7a%7b%2f%30%39%3a%2d%2e%5f%7e', 'foo:%40AZ%5B%60az%7B%2F09%3A-._~'],
      ['foo:%3a%2f%3f%23%5b%5d%40', 'foo:%3A%2F%3F%23%5B%5D%40'],
      ['http://example/a/b/../../c', 'http://example/c'],
      ['http://example/a/b/c/../../', 'http://example/a/'],
      ['http://example/a/b/c/./', 'http://example/a/b/c/'],
      ['http://example/a/b/c/.././', 'http://example/a/b/'],
      ['http://example/a/b/c/d/../../../../e', 'http://example/e'],
      ['http://example/a/b/c/d/../.././../../e', 'http://example/e'],
      ['http://example/a/b/../.././../../e', 'http://example/e'],
      // A rootless path goes through §5.2.4 as resolution does: E moves "a", C leaves "/e".
      ['foo:a/b/../.././../../e', 'foo:/e', 'network-uri: foo:e'],
    ];
    for (const [input, expected, note] of rows) {
      const title = `${JSON.stringify(input)} → ${JSON.stringify(expected)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(normalize(input), expected));
    }
  });
});
