/**
 * `parse` and `resolve` against the vectors of Ruby's uri library (its
 * default parser is URI::RFC3986_Parser):
 *   ruby/uri, test/uri/test_parser.rb (test_split, test_parse_query_pct_encoded, test_parse_auth)
 *   ruby/uri, test/uri/test_generic.rb (test_to_s, test_parse, test_merge, test_merge_authority, test_join)
 *
 * Ruby normalizes a base path before merging (`http://h/foo/..` + `./` gives
 * `http://h/`); §5.2.3 merges the base path as written, so the rows that
 * depend on it say what Ruby gives.
 */
import * as assert from 'node:assert/strict';
import { parse, resolve } from '@uri-lint/shared';
import type { Components } from '@uri-lint/shared';
import { componentsOf } from './tables';

describe('peers: ruby/uri (test/uri/test_parser.rb, test_generic.rb)', () => {
  describe('valid references and their components', () => {
    const rows: [string, Partial<Components>][] = [
      ['http://example.com', { scheme: 'http', host: 'example.com', hostType: 'reg-name', path: '' }],
      ['http://[0::0]', { scheme: 'http', host: '[0::0]', hostType: 'IPv6', path: '' }],
      ['//example.com', { host: 'example.com', hostType: 'reg-name', path: '' }],
      ['//[0::0]', { host: '[0::0]', hostType: 'IPv6', path: '' }],
      ['a:', { scheme: 'a', path: '' }],
      ['file:///foo', { scheme: 'file', host: '', hostType: 'reg-name', path: '/foo' }],
      ['postgres:///foo', { scheme: 'postgres', host: '', hostType: 'reg-name', path: '/foo' }],
      ['http:///foo', { scheme: 'http', host: '', hostType: 'reg-name', path: '/foo' }],
      ['http:/foo', { scheme: 'http', path: '/foo' }],
      ['http:rel_path', { scheme: 'http', path: 'rel_path' }],
      // path-rootless may start with ":" (segment-nz is 1*pchar): this is no port.
      ['http::8080/rel_path', { scheme: 'http', path: ':8080/rel_path' }],
      ['http:////example.com', { scheme: 'http', host: '', hostType: 'reg-name', path: '//example.com' }],
      ['http://a_b:80/', { scheme: 'http', host: 'a_b', hostType: 'reg-name', port: '80', path: '/' }],
      ['ftp://:pass@localhost/', { scheme: 'ftp', userinfo: ':pass', host: 'localhost', hostType: 'reg-name', path: '/' }],
      ['ftp://ftp.is.co.za/%2Frfc/rfc1808.txt', { scheme: 'ftp', host: 'ftp.is.co.za', hostType: 'reg-name', path: '/%2Frfc/rfc1808.txt' }],
      [
        'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles',
        { scheme: 'gopher', host: 'spinaltap.micro.umn.edu', hostType: 'reg-name', path: '/00/Weather/California/Los%20Angeles' },
      ],
      ['ms-search://localhost', { scheme: 'ms-search', host: 'localhost', hostType: 'reg-name', path: '' }],
      ['microsoft.windows.camera://localhost', { scheme: 'microsoft.windows.camera', host: 'localhost', hostType: 'reg-name', path: '' }],
      ['coaps+ws:localhost', { scheme: 'coaps+ws', path: 'localhost' }],
      [
        'https://www.example.com/search?q=%32!$&-/?.09;=:@AZ_az~',
        { scheme: 'https', host: 'www.example.com', hostType: 'reg-name', path: '/search', query: 'q=%32!$&-/?.09;=:@AZ_az~' },
      ],
      [
        'http://al%40ice:p%40s%25sword@example.com/dir%2Fname/subdir?foo=bar%40example.com',
        { scheme: 'http', userinfo: 'al%40ice:p%40s%25sword', host: 'example.com', hostType: 'reg-name', path: '/dir%2Fname/subdir', query: 'foo=bar%40example.com' },
      ],
    ];
    for (const [input, expected] of rows) {
      it(JSON.stringify(input), () => {
        assert.deepEqual(parse(input).errors, []);
        assert.deepEqual(componentsOf(input), expected);
      });
    }
  });

  describe('test_parse, test_parse_auth: user and password, split at the first ":" of userinfo (§3.2.1)', () => {
    const rows: [string, (string | undefined)[]][] = [
      ['ftp://:pass@localhost/', [':pass', '', 'pass']],
      ['ftp://user@localhost/', ['user', 'user', undefined]],
      ['ftp://localhost/', [undefined, undefined, undefined]],
      ['http://al%40ice:p%40s%25sword@example.com/', ['al%40ice:p%40s%25sword', 'al%40ice', 'p%40s%25sword']],
    ];
    for (const [input, expected] of rows) {
      it(JSON.stringify(input), () => {
        const { ranges } = parse(input);
        const text = (range: { start: number; end: number } | undefined): string | undefined =>
          range === undefined ? undefined : input.slice(range.start, range.end);
        assert.deepEqual([text(ranges.userinfo), text(ranges.user), text(ranges.password)], expected);
      });
    }
  });

  describe('invalid references', () => {
    const rows: [string, string, number, number][] = [
      ['::', 'colon-in-first-segment', 0, 1],
      ['foo@example:foo', 'invalid-scheme', 3, 4], // read as a scheme (README); "@" is not a scheme character
      ['https://www.example.com/search?q=%XX', 'invalid-percent-encoding', 33, 36],
      ['http://a/b/%uABCD', 'invalid-percent-encoding', 11, 14], // the RFC 2396 parser's %u escape
      ['http://foo:bar@zab:8080/?a[]=1#b123', 'bracket-outside-ip-literal', 26, 28],
    ];
    for (const [input, code, start, end] of rows) {
      it(`${JSON.stringify(input)}: ${code} at ${start}-${end}`, () => {
        assert.deepEqual(parse(input).errors.map((e) => [e.code, e.start, e.end]), [[code, start, end]]);
      });
    }
  });

  describe('test_merge, test_merge_authority, test_join: resolution (§5.2)', () => {
    const rows: [string, string, string, string?][] = [
      ['http://foo', 'baz', 'http://foo/baz'],
      ['http://foo', '/baz', 'http://foo/baz'],
      ['http://foo/', 'baz', 'http://foo/baz'],
      ['http://foo/bar', 'baz', 'http://foo/baz'],
      ['http://foo/bar/', 'baz', 'http://foo/bar/baz'],
      ['http://foo/bar/', '/baz', 'http://foo/baz'],
      ['http://hoge/a.html', 'b.html', 'http://hoge/b.html'],
      ['http://a/b', 'http://x/y', 'http://x/y'],
      ['http://foo/bar/baz', '.', 'http://foo/bar/'],
      ['http://foo/bar/', '../baz', 'http://foo/baz'],
      ['http://a/b//c', 'd//e', 'http://a/b//d//e'],
      ['mailto:foo@example.com', '#bar', 'mailto:foo@example.com#bar'],
      ['http://user:pass@example.com', '//example.net', 'http://example.net'],
      ['http://user:pass@example.com:8080', '//new.example.org/path', 'http://new.example.org/path'],
      ['http://user:pass@example.com:8080', '//other@example.net', 'http://other@example.net'],
      ['http://www.example.com/', './foo/bar/..', 'http://www.example.com/foo/'],
      ['http://www.example.com/', './foo/bar/../..', 'http://www.example.com/'],
      // §5.2.3 keeps the base path up to its last "/": the base's own ".." is not applied first.
      ['http://www.example.com/foo/..', './', 'http://www.example.com/foo/', 'ruby: http://www.example.com/'],
      ['http://www.example.com/foo/bar/..', './', 'http://www.example.com/foo/bar/', 'ruby: http://www.example.com/foo/'],
      ['http://www.example.com/foo/bar/baz/..', './', 'http://www.example.com/foo/bar/baz/', 'ruby: …/foo/bar/'],
      ['http://www.example.com/foo/bar/../..', './', 'http://www.example.com/foo/', 'ruby: http://www.example.com/'],
      ['http://www.example.com/foo/bar/baz/../..', './', 'http://www.example.com/foo/bar/', 'ruby: …/foo/'],
      // URI.join folds left: each result is the next base.
      ['http://foo/bar', '/baz/', 'http://foo/baz/'],
      ['http://foo/bar/', 'baz', 'http://foo/bar/baz'],
      ['http://foo/bar/baz', 'hoge', 'http://foo/bar/hoge'],
      ['http://foo/bar/baz/', 'hoge', 'http://foo/bar/baz/hoge'],
      ['http://foo/bar/baz', '/hoge', 'http://foo/hoge'],
    ];
    for (const [base, reference, target, note] of rows) {
      const title = `${JSON.stringify(reference)} against ${JSON.stringify(base)} → ${JSON.stringify(target)}`;
      it(note === undefined ? title : `${title} (${note})`, () => assert.equal(resolve(base, reference), target));
    }
  });
});
