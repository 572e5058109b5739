/**
 * `resolve`, `normalize` and `parse` against the vectors of iri-string, a
 * strict Rust implementation of RFC 3986 and RFC 3987 whose resolver is
 * checked against a transcription of §5.2:
 *   lo48576/iri-string, tests/resolve.rs (TEST_CASES)
 *   lo48576/iri-string, tests/gh-issues.rs (issue_17, issue_36)
 *   lo48576/iri-string, tests/components/mod.rs (TEST_CASES: composed → normalized_uri, ASCII cases)
 *
 * iri-string's default normalization applies no scheme-based rules (§6.2.3)
 * and leaves relative references alone; like us, it removes the dot-segments
 * of a rootless path of a URI with §5.2.4 (its "WHATWG-like" variant keeps
 * them).
 */
import * as assert from 'node:assert/strict';
import { normalize, parse, resolve } from '@uri-lint/shared';

type Row = [string, string, string?];

describe('peers: iri-string (tests/resolve.rs, gh-issues.rs, components/mod.rs)', () => {
  describe('resolve: TEST_CASES', () => {
    const rows: [string, string, string][] = [
      // §5.2.4's own walk-throughs, split at every step into base and reference.
      ['scheme:///a/b/c/./../../', 'g', 'scheme:///a/g'],
      ['scheme:///a/b/c/./../', '../g', 'scheme:///a/g'],
      ['scheme:///a/b/c/./', '../../g', 'scheme:///a/g'],
      ['scheme:///a/b/c/', './../../g', 'scheme:///a/g'],
      ['scheme:///a/b/', 'c/./../../g', 'scheme:///a/g'],
      ['scheme:///a/', 'b/c/./../../g', 'scheme:///a/g'],
      ['scheme:///', 'a/b/c/./../../g', 'scheme:///a/g'],
      ['scheme:mid/content=5/../', '6', 'scheme:mid/6'],
      ['scheme:mid/content=5/', '../6', 'scheme:mid/6'],
      ['scheme:mid/', 'content=5/../6', 'scheme:mid/6'],
      ['scheme:', 'mid/content=5/../6', 'scheme:mid/6'],
      // An empty reference path takes the base path without removing its dot-segments (§5.2.2).
      ['http://a/b/c/d/e/../..', '', 'http://a/b/c/d/e/../..'],
      ['http://a/b/c/d/e/../..', '..', 'http://a/b/c/'],
      ['http://a/b/c/d/e/../..', '../', 'http://a/b/c/'],
      ['http://a/b/c/d/e/../..', '.', 'http://a/b/c/d/'],
      ['http://a/b/c/d/e/../..', './', 'http://a/b/c/d/'],
      ['http://a/b/c/d/e/../..', '?query', 'http://a/b/c/d/e/../..?query'],
      ['http://a/b/c/d/e/../..', '#frag', 'http://a/b/c/d/e/../..#frag'],
      ['http://a/b/c/d/e/../..', 'http://example.com', 'http://example.com'],
      ['http://a/b/c/d/e/../..', 'http://example.com/', 'http://example.com/'],
      ['http://a/b/c/d/e/../..', 'http://example.com/..', 'http://example.com/'],
      ['http://a/b/c/d/e/../..', 'scheme:', 'scheme:'],
      ['http://a/b/c/d/e/../..', 'scheme:foo#frag', 'scheme:foo#frag'],
      // Empty segments are segments: ".." removes one of them.
      ['https://a/b/c', '', 'https://a/b/c'],
      ['https://a/b/c', 'x/', 'https://a/b/x/'],
      ['https://a/b/c', 'x//', 'https://a/b/x//'],
      ['https://a/b/c', 'x///', 'https://a/b/x///'],
      ['https://a/b/c', 'x//y', 'https://a/b/x//y'],
      ['https://a/b/c', 'x//y//', 'https://a/b/x//y//'],
      ['https://a/b/c', 'x//..//y//', 'https://a/b/x//y//'],
      ['scheme:a/b/c', 'x//y', 'scheme:a/b/x//y'],
      ['scheme:a/b/c', 'x//..//y//', 'scheme:a/b/x//y//'],
      // §5.2.4 2C on a rootless merged path leaves a leading "/" (x/../.. → "/").
      ['scheme:a', 'x/../..', 'scheme:/'],
      ['scheme:a', 'x/../../y', 'scheme:/y'],
      // §5.2.3: an authority with an empty path merges as "/".
      ['scheme://host', '', 'scheme://host'],
      ['scheme://host', '.', 'scheme://host/'],
      ['scheme://host', '..', 'scheme://host/'],
      ['scheme://host', 'foo', 'scheme://host/foo'],
      // Resolution case-folds and decodes nothing.
      [
        'HTTP://USER:PASS@EXAMPLE.COM:80/1/2/3/4/.././5/../6/?QUERY',
        'A/b/c/d/e/f/g/h/i/../../../j/k/l/../../../../m/n/./o',
        'HTTP://USER:PASS@EXAMPLE.COM:80/1/2/3/6/A/b/c/d/e/m/n/o',
      ],
      [
        'HTTP://USER:PASS@EXAMPLE.COM:/%7e/2/beta=%CE%B2/4/.././5/../6/',
        'a/b/alpha=%CE%B1/d/e/f/g/h/i/../../../j/k/l/../../../../%3c/%7e/./%3e?query#fragment',
        'HTTP://USER:PASS@EXAMPLE.COM:/%7e/2/beta=%CE%B2/6/a/b/alpha=%CE%B1/d/e/%3c/%7e/%3e?query#fragment',
      ],
      // issue_36: §5.2.4 gives the path "//", which without an authority must be written "/.//".
      ['a:/', '/.//.', 'a:/.//'],
      ['a:/', './/.', 'a:/.//'],
    ];
    for (const [base, reference, target] of rows) {
      it(`${JSON.stringify(reference)} against ${JSON.stringify(base)} → ${JSON.stringify(target)}`, () => {
        assert.equal(resolve(base, reference), target);
      });
    }
  });

  describe('normalize: resolve.rs expected_normalized and gh-issues.rs issue_36', () => {
    const rows: Row[] = [
      ['http://a/b/c/d/e/../..', 'http://a/b/c/'],
      ['http://a/b/c/d/e/../..?query', 'http://a/b/c/?query'],
      // §6.2.3 drops http's default port; iri-string keeps ":80".
      ['HTTP://USER:PASS@EXAMPLE.COM:80/1/2/3/6/A/b/c/d/e/m/n/o', 'http://USER:PASS@example.com/1/2/3/6/A/b/c/d/e/m/n/o', 'iri-string keeps :80'],
      [
        'HTTP://USER:PASS@EXAMPLE.COM:/%7e/2/beta=%CE%B2/6/a/b/alpha=%CE%B1/d/e/%3c/%7e/%3e?query#fragment',
        'http://USER:PASS@example.com/~/2/beta=%CE%B2/6/a/b/alpha=%CE%B1/d/e/%3C/~/%3E?query#fragment',
      ],
      ['a:/.//.', 'a:/.//'],
      ['a:/bar//.', 'a:/bar//'],
      ['a:/bar/..//.', 'a:/.//'],
      ['a:/.//bar/.', 'a:/.//bar/'],
      ['a:/././././././foo/./.././././././././././/.', 'a:/.//'],
      ['a://%92%99', 'a://%92%99'],
    ];
    for (const [input, expected, note] of rows) {
      const title = `${JSON.stringify(input)} → ${JSON.stringify(expected)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(normalize(input), expected));
    }
  });

  describe('normalize: components/mod.rs TEST_CASES (composed → normalized_uri)', () => {
    const rows: Row[] = [
      ['http://usER:passWORD@eXAMPLe.CoM/', 'http://usER:passWORD@example.com/'],
      ['scheme:/.//not-a-host', 'scheme:/.//not-a-host'],
      // A rootless path goes through §5.2.4 too; "//" without an authority is guarded with "/.".
      ['scheme:..///not-a-host', 'scheme:/.//not-a-host'],
      ['scheme:foo/../p%61th', 'scheme:/path'],
      // A relative reference is normalized too, keeping what only a base resolves (iri-string leaves it).
      ['..', '..'],
      ['../foo/..', '../', 'iri-string: ../foo/..'],
      ['foo/../p%61th', 'path', 'iri-string: foo/../path'],
      ['HTTPs://EXaMPLE.COM/pA/Th?Query#Frag', 'https://example.com/pA/Th?Query#Frag'],
      ['URN:uuid:7f1450df-6678-465b-a881-188f9b6ec822', 'urn:uuid:7f1450df-6678-465b-a881-188f9b6ec822'],
      ['http://example.com/?a=%CE%B1&b=%CE%CE%B1%B1', 'http://example.com/?a=%CE%B1&b=%CE%CE%B1%B1'],
      // §6.2.2.1: the whole host is case-insensitive, percent-encoded octets or not.
      ['SCHEME://Alpha%ce%b1/', 'scheme://alpha%CE%B1/', 'iri-string: scheme://Alpha%CE%B1/'],
      ['http://example.com/%7E%41%73%63%69%69%21', 'http://example.com/~Ascii%21'],
      ['SCHEME://PLUS%2bPLUS/', 'scheme://plus%2Bplus/'],
      ['https://example.com:/', 'https://example.com/'],
      ['http://example.com/a/b/c/%2e%2e/d/e', 'http://example.com/a/b/d/e'],
      ['http://example.com/a/b/c/%2E%2E/d/e', 'http://example.com/a/b/d/e'],
      ['http://example.com/a/b/c/.%2e/d/e', 'http://example.com/a/b/d/e'],
      ['http://example.com/a/./././././b/c/.%2e/d/e', 'http://example.com/a/b/d/e'],
      ['scheme://', 'scheme://'],
      ['scheme:////', 'scheme:////'],
      ['/////', '/////'],
      ['//255.255.255.255:65536', '//255.255.255.255:65536'],
      ['//0.0.0.0:0', '//0.0.0.0:0'],
      ['//[2001:0DB8:0000:0000:0000:000A:BCDE:FFFF]:80', '//[2001:0db8:0000:0000:0000:000a:bcde:ffff]:80'],
      ['//[2001:0DB8:0:0:0:0::1]', '//[2001:0db8:0:0:0:0::1]'],
    ];
    for (const [input, expected, note] of rows) {
      const title = `${JSON.stringify(input)} → ${JSON.stringify(expected)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(normalize(input), expected));
    }
  });

  describe('parse: gh-issues.rs issue_17', () => {
    for (const input of ['//[::1]', '//[v0.0]', '//[V0.0]']) {
      it(`${input} is valid`, () => assert.deepEqual(parse(input).errors, []));
    }
    const invalid: [string, string][] = [
      ['//[::1:]', 'invalid-ipv6'],
      ['//[v0.]', 'invalid-ipvfuture'],
      ['//[v.0]', 'invalid-ipvfuture'],
      ['//[v.]', 'invalid-ipvfuture'],
    ];
    for (const [input, code] of invalid) {
      it(`${input}: ${code}`, () => assert.deepEqual(parse(input).errors.map((e) => e.code), [code]));
    }
  });
});
