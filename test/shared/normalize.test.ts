/**
 * RFC 3986 §6 Normalization and Comparison: syntax-based normalization
 * (§6.2.2) of every reference, scheme-based normalization (§6.2.3) of http,
 * https, ws and wss, and equivalence through the normal form.
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { equivalent, normalize, normalizeParsed, parse, resolve } from '@uri-lint/shared';
import { absoluteUri, relativeRef, uri, uriReference } from './arbitraries';

type Table = [string, string][];

function table(rows: Table): void {
  for (const [input, expected] of rows) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      assert.equal(normalize(input), expected);
      // From the parse a reader holds: the same form for a valid reference, none for an invalid one.
      const parsed = parse(input);
      assert.equal(normalizeParsed(parsed), parsed.valid ? expected : undefined);
    });
  }
}

describe('normalize (RFC 3986 §6.2)', () => {
  describe('§6.2.2 the example: syntax-based normalization as a whole', () => {
    table([
      ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'example://a/b/c/%7Bfoo%7D'],
      ['example://a/b/c/%7Bfoo%7D', 'example://a/b/c/%7Bfoo%7D'],
    ]);
    it('the two URIs of §6.2.2 are equivalent', () => {
      assert.ok(equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'));
    });
  });

  describe('§6.2.2.1 case: scheme and host lowercased, percent-encoding hex uppercased', () => {
    table([
      ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/'],
      ['Foo+Bar.baz-1://Host', 'foo+bar.baz-1://host'],
      ['http://h/a%3ab', 'http://h/a%3Ab'],
      ['http://h/?q=%c3%a9#%e2%82%ac', 'http://h/?q=%C3%A9#%E2%82%AC'],
      ['http://User:Pass@H/', 'http://User:Pass@h/'], // userinfo is case-sensitive
      ['http://h/Path/File?Query#Fragment', 'http://h/Path/File?Query#Fragment'], // so are path, query, fragment
      ['http://%C3%89cole.example/', 'http://%C3%89cole.example/'], // an octet that stays encoded keeps its value
      ['http://%c3%89COLE.example/', 'http://%C3%89cole.example/'],
      ['http://[2001:DB8::A]/', 'http://[2001:db8::a]/'], // the whole host, IP-literal hex included
      ['http://[V1.FOO]/', 'http://[v1.foo]/'],
      ['mailto:Joe@Example.COM', 'mailto:Joe@Example.COM'], // §6.2.3: a scheme's own case rules are not applied
    ]);
  });

  describe('§6.2.2.2 percent-encoding: encoded unreserved characters are decoded, in every component', () => {
    table([
      ['http://h/%7Euser', 'http://h/~user'],
      ['http://h/%7euser', 'http://h/~user'],
      ['http://h/%41%5A%61%7A%30%39%2D%2E%5F%7E', 'http://h/AZaz09-._~'],
      ['http://%41%42c.example/', 'http://abc.example/'], // in the host, then lowercased
      ['http://%75ser@h/', 'http://user@h/'],
      ['http://h/?%61=%62#%63', 'http://h/?a=b#c'],
      ['%61/b', 'a/b'],
      // reserved characters and others stay encoded (§2.2: decoding them changes the meaning)
      ['http://h/a%2Fb%3F%23%25%20', 'http://h/a%2Fb%3F%23%25%20'],
      ['http://h/%21%24%26', 'http://h/%21%24%26'],
    ]);
  });

  describe('§6.2.2.3 path segments: dot-segments removed (§5.2.4), %2E counted as "."', () => {
    table([
      ['http://h/a/./b/../c', 'http://h/a/c'],
      ['http://h/a/b/../../../c', 'http://h/c'],
      ['http://h/a/%2E/b', 'http://h/a/b'],
      ['http://h/a/%2e%2E/b', 'http://h/b'],
      ['http://h/a/.%2E/b', 'http://h/b'],
      ['http://h/a/b/..', 'http://h/a/'],
      ['http://h/a/b/.', 'http://h/a/b/'],
      ['http://h/a/..b/b..', 'http://h/a/..b/b..'],
      ['http://h/a/%2E%2E%2E', 'http://h/a/...'],
      ['/a/../b', '/b'],
      ['/../a', '/a'],
      ['foo:/a/./b', 'foo:/a/b'],
      ['foo:a/../b', 'foo:/b'], // a rootless path too, as §5.2.4 gives it (see below)
      ['data:,a/./b/../c', 'data:,a/c'],
      ['http://h?a/../b#c/./d', 'http://h/?a/../b#c/./d'], // never in query or fragment
    ]);
  });

  describe('§6.2.2.3 a rootless path of a URI: remove_dot_segments, as resolution (§5.2.2) applies it', () => {
    table([
      ['foo:a/../b', 'foo:/b'], // §5.2.4 E moves "a", C removes it and leaves "/b"
      ['foo:a/../../b', 'foo:/b'],
      ['foo:a/b/../c', 'foo:a/c'],
      ['foo:./a', 'foo:a'], // §5.2.4 A
      ['foo:../a', 'foo:a'],
      ['foo:./a:b', 'foo:a:b'], // a URI's first segment may hold ":" (path-rootless)
      ['foo:.', 'foo:'], // §5.2.4 D
      ['foo:..', 'foo:'],
      ['foo:a/.', 'foo:a/'],
      ['foo:a/..', 'foo:/'],
      ['foo:.//a', 'foo:/a'],
      ['foo:a/..//b', 'foo:/.//b'], // "//b" would read as an authority: guarded with "/."
      ['foo:%2E%2E/a', 'foo:a'], // %2E counts as "." once decoded (§6.2.2.2)
      ['foo:a/%2e%2E/b', 'foo:/b'],
      ['mailto:a/./b', 'mailto:a/b'],
      ['urn:a:b/../c', 'urn:/c'], // "a:b" is one segment
      ['HTTP:a/../b', 'http:/b'], // no authority: §6.2.3 has nothing to add
      ['urn:ISBN:0-395-36341-1', 'urn:ISBN:0-395-36341-1'], // no dot-segment: as written
    ]);
  });

  describe('§6.2.2.3 the dot-segments as written go first (as resolution removes them), then those decoding reveals', () => {
    table([
      ['http://h/a/%2E%2E/../b', 'http://h/a/b'], // ".." removes "%2E%2E", as resolve() does
      ['http://h/a/%2E/../b', 'http://h/a/b'],
      ['foo:a/%2E%2E/../b', 'foo:a/b'],
      ['/a/%2E%2E/../b', '/a/b'],
      ['a/%2E%2E/../b', 'a/b'],
      ['http://h/a/%2E%2E/b/..', 'http://h/'], // "b/.." first, then "a/.."
    ]);
  });

  describe('§6.2.2.3 a relative-path reference keeps what only a base can resolve', () => {
    table([
      ['../a/./b', '../a/b'],
      ['../../a', '../../a'],
      ['..', '..'],
      ['../', '../'],
      ['./a', 'a'],
      ['a/./b', 'a/b'],
      ['a/../b', 'b'],
      ['a/b/../../../c', '../c'],
      ['a/..', './'], // the directory itself: not "" (which would be the base document)
      ['.', './'],
      ['./', './'],
      ['a/.', 'a/'],
      ['%2E%2E/a', '../a'],
      ['a/%2e%2e/b', 'b'],
    ]);
  });

  describe('§6.2.3 scheme-based: http, https, ws, wss drop an empty or default port; an empty path is "/"', () => {
    const equivalentForms = ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/'];
    table(equivalentForms.map((form): [string, string] => [form, 'http://example.com/']));
    it('the four forms of §6.2.3 are equivalent', () => {
      for (const a of equivalentForms) for (const b of equivalentForms) assert.ok(equivalent(a, b), `${a} ≡ ${b}`);
    });
    table([
      ['https://h:443/a', 'https://h/a'],
      ['https://h:80/a', 'https://h:80/a'],
      ['ws://h:80', 'ws://h/'],
      ['wss://h:443?x', 'wss://h/?x'],
      ['wss://h:80/', 'wss://h:80/'],
      ['http://h:080/', 'http://h/'], // the port is a number (§3.2.3)
      ['http://h:8080', 'http://h:8080/'],
      ['HTTP://H:80', 'http://h/'],
      ['http://u@h:/', 'http://u@h/'],
      ['http:', 'http:'], // no authority: nothing to do
      ['http:a/b', 'http:a/b'],
    ]);
    it('"http://example.com/?" is not equivalent to them (§6.2.3: empty delimiters are kept)', () => {
      assert.equal(normalize('http://example.com/?'), 'http://example.com/?');
      assert.ok(!equivalent('http://example.com/?', 'http://example.com/'));
      assert.ok(!equivalent('http://example.com/#', 'http://example.com/'));
    });
    describe('other schemes: only an empty port goes (§3.2.3 "normalizers should omit the port component … if port is empty")', () => {
      table([
        ['ftp://h:21/', 'ftp://h:21/'],
        ['foo://h:/', 'foo://h/'],
        ['foo://h:', 'foo://h'],
        ['foo://u@[::1]:?q', 'foo://u@[::1]?q'],
        ['foo://h:0/', 'foo://h:0/'],
        ['foo://h', 'foo://h'],
        ['file://', 'file://'],
        ['ssh://h:22', 'ssh://h:22'],
      ]);
    });
  });

  describe('the result re-parses to the same components (guards)', () => {
    table([
      ['foo:/.//a', 'foo:/.//a'], // without "/." the path would read as an authority
      ['foo:/a/..//b', 'foo:/.//b'],
      ['/.//a', '/.//a'],
      ['./a:b', './a:b'], // without "./" the first segment would read as a scheme
      ['a/../b:c', './b:c'],
      ['a/..//b', './/b'], // without "." the path would become absolute
      ['http://h/.//a', 'http://h//a'], // with an authority, "//" is a path-abempty
    ]);
  });

  describe('nothing else is changed', () => {
    table([
      ['http://[2001:db8:0:0:0:0:0:1]/', 'http://[2001:db8:0:0:0:0:0:1]/'], // no RFC 5952 compression
      ['http://[::FFFF:1.2.3.4]/', 'http://[::ffff:1.2.3.4]/'],
      ['http://01.02.03.004/', 'http://01.02.03.004/'], // a reg-name, not an IPv4 address with leading zeros
      ['http://h/a+b?c+d', 'http://h/a+b?c+d'],
      ['urn:ISBN:0-395-36341-1', 'urn:ISBN:0-395-36341-1'],
      ['', ''],
      ['#', '#'],
      ['?', '?'],
      ['//', '//'],
    ]);
  });

  describe('an invalid reference: only the components without an error are normalized', () => {
    table([
      ['HTTP://H/a b/./c', 'http://h/a b/./c'], // the path has an error: kept as written
      ['HTTP://H:80/a b', 'http://h/a b'], // scheme and authority are clean: §6.2.3 applies
      ['http://a b/%7e/./x', 'http://a b/~/x'], // the authority has an error
      ['HTTP://h/%zz?%7e', 'http://h/%zz?~'],
      ['http://h/?a b#%7e', 'http://h/?a b#~'],
      ['h_ttp://H/./a', 'h_ttp://h/a'], // the scheme has an error: no lowercasing, no scheme-based rules
      ['http://[::1/%7e', 'http://[::1/~'], // an unclosed IP-literal: the authority is kept, the path is clean
      ['a:b/é/./c', 'a:b/é/./c'],
      ['1a:b/./c', '1a:b/./c'], // colon in the first segment of a relative path: the path is kept
      ['\ud800', '\ud800'],
    ]);
  });

  describe('properties', () => {
    it('is idempotent on every valid reference', () => {
      fc.assert(
        fc.property(uriReference, (x) => {
          const once = normalize(x);
          assert.equal(normalize(once), once);
        }),
        { numRuns: 1000 },
      );
    });

    it('normalizeParsed(parse(x)) is normalize(x) for every valid reference', () => {
      fc.assert(fc.property(uriReference, (x) => assert.equal(normalizeParsed(parse(x)), normalize(x))), { numRuns: 500 });
    });

    it('equivalent(x, normalize(x)) for every valid reference', () => {
      fc.assert(fc.property(uriReference, (x) => equivalent(x, normalize(x))), { numRuns: 500 });
    });

    it('the normal form of a valid reference is valid and of the same kind', () => {
      fc.assert(
        fc.property(uriReference, (x) => {
          const before = parse(x);
          const after = parse(normalize(x));
          assert.ok(after.valid, `${normalize(x)}: ${after.errors.map((e) => e.message).join('; ')}`);
          assert.equal(after.kind, before.kind);
          assert.equal(after.components.host !== undefined, before.components.host !== undefined, 'authority kept or absent');
        }),
        { numRuns: 1000 },
      );
    });

    it('a relative reference and its normal form resolve to equivalent targets (§5.2) against a hierarchical base', () => {
      // §5.2.4 sees "%2E" as an ordinary segment while §6.2.2.2 decodes it to ".": the reference's
      // dot-segments as written go first, so "%2E%2E" in the reference is fine, but a base whose path
      // mixes "%2E%2E" with the reference's ".." resolves differently: such bases are left out.
      const noEncodedDot = (s: string): boolean => !/%2e/i.test(s);
      const base = absoluteUri.filter((b) => /^[^:]+:\//.test(b) && noEncodedDot(b));
      fc.assert(
        fc.property(base, relativeRef, (b, r) => {
          assert.equal(normalize(resolve(b, normalize(r))), normalize(resolve(b, r)));
        }),
        { numRuns: 1000 },
      );
    });

    it('normalize(x) === normalize(resolve(b, x)) for every URI x and base b (§5.2.2 removes the dot-segments of any URI)', () => {
      fc.assert(
        fc.property(absoluteUri, uri, (b, x) => {
          assert.equal(normalize(resolve(b, x)), normalize(x), `${x} against ${b}`);
        }),
        { numRuns: 3000 },
      );
    });

    it('the same with a rootless path of dot-segments, decoded or not, and a "//" that must stay guarded', () => {
      const dotted = fc
        .array(fc.constantFrom('.', '..', '%2E', '%2e%2E', 'a', 'b:c', '', '%41'), { minLength: 1, maxLength: 7 })
        .filter((s) => s[0] !== '')
        .map((s) => `foo:${s.join('/')}`);
      fc.assert(
        fc.property(absoluteUri, dotted, (b, x) => {
          assert.equal(normalize(resolve(b, x)), normalize(x), `${x} against ${b}`);
          assert.ok(parse(normalize(x)).valid, normalize(x));
        }),
        { numRuns: 3000 },
      );
    });

    it('never throws and is idempotent on any string', () => {
      const unit = fc.oneof(
        fc.constantFrom('a', 'B', '.', '..', '/', ':', '?', '#', '@', '[', ']', '%', '%2e', '%7E', '%zz', ' ', 'é', 'H'),
        fc.string({ unit: 'binary', maxLength: 2 }),
      );
      fc.assert(
        fc.property(fc.array(unit, { maxLength: 14 }), (parts) => {
          const x = parts.join('');
          const once = normalize(x);
          assert.equal(normalize(once), once);
        }),
        { numRuns: 2000 },
      );
    });
  });
});

describe('equivalent (RFC 3986 §6.2)', () => {
  const rows: [string, string, boolean][] = [
    ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/', true],
    ['http://h/%7Ea', 'http://h/~a', true],
    ['http://h/a', 'http://h/A', false],
    ['http://h/a#', 'http://h/a', false], // §6.2.3: a fragment delimiter is never dropped
    ['http://h/a%2Fb', 'http://h/a/b', false],
    ['../a', 'a', false],
  ];
  for (const [a, b, same] of rows) {
    it(`${a} ${same ? '≡' : '≢'} ${b}`, () => {
      assert.equal(equivalent(a, b), same);
      assert.equal(equivalent(b, a), same);
    });
  }
});
