/**
 * RFC 3986 §5.2 Relative Resolution and its examples (§5.4): the target of
 * a reference against a base, in strict and non-strict mode, compared with
 * the RFC's tables and with a direct transcription of the §5.2.2 pseudocode.
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse, removeDotSegments, resolve } from '@uri-lint/shared';
import { absoluteUri, uriReference } from './arbitraries';

/** §5.4: "Within a representation with a well defined base URI of http://a/b/c/d;p?q". */
const BASE = 'http://a/b/c/d;p?q';

/** §5.4.1 Normal Examples. */
const NORMAL: [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
];

/** §5.4.2 Abnormal Examples (the strict reading of "http:g"). */
const ABNORMAL: [string, string][] = [
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
  ['http:g', 'http:g'],
];

// ---------------------------------------------------------------------------
// A direct transcription of RFC 3986 §5.2, written for this test only: the
// Appendix B regular expression to split, the §5.2.2 pseudocode, merge as
// §5.2.3 words it, remove_dot_segments with the two string buffers of §5.2.4,
// and §5.3 recomposition.

interface Five {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

/** Appendix B, except that a scheme must start with a letter (§3.1), as parse reads it. */
const APPENDIX_B = /^(([A-Za-z][^:/?#]*):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#([\s\S]*))?$/;

function split(text: string): Five {
  const m = APPENDIX_B.exec(text)!;
  return { scheme: m[2], authority: m[4], path: m[5]!, query: m[7], fragment: m[9] };
}

function rfcRemoveDotSegments(path: string): string {
  let input = path; // 1. The input buffer is initialized with the now-appended path components
  let output = ''; // and the output buffer is initialized to the empty string.
  const removeLastSegment = (): void => {
    output = output.slice(0, Math.max(0, output.lastIndexOf('/')));
  };
  while (input.length > 0) {
    if (input.startsWith('../')) input = input.slice(3); // A.
    else if (input.startsWith('./')) input = input.slice(2); // A.
    else if (input.startsWith('/./')) input = '/' + input.slice(3); // B.
    else if (input === '/.') input = '/'; // B.
    else if (input.startsWith('/../')) {
      input = '/' + input.slice(4); // C.
      removeLastSegment();
    } else if (input === '/..') {
      input = '/'; // C.
      removeLastSegment();
    } else if (input === '.' || input === '..') input = ''; // D.
    else {
      // E. the first path segment, including the initial "/" (if any), up to the next "/".
      const next = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const segment = next < 0 ? input : input.slice(0, next);
      output += segment;
      input = input.slice(segment.length);
    }
  }
  return output; // 3.
}

function rfcMerge(base: Five, path: string): string {
  if (base.authority !== undefined && base.path === '') return '/' + path;
  return base.path.slice(0, base.path.lastIndexOf('/') + 1) + path;
}

function rfcRecompose(t: Five): string {
  let result = '';
  if (t.scheme !== undefined) result += t.scheme + ':';
  if (t.authority !== undefined) result += '//' + t.authority;
  result += t.path;
  if (t.query !== undefined) result += '?' + t.query;
  if (t.fragment !== undefined) result += '#' + t.fragment;
  return result;
}

function rfcResolve(baseText: string, referenceText: string, strict: boolean): string {
  const Base = split(baseText);
  const R = split(referenceText);
  const T: Five = { path: '' };
  // Schemes are case-insensitive (§3.1), so "identical" is compared without case.
  if (!strict && R.scheme?.toLowerCase() === Base.scheme?.toLowerCase()) R.scheme = undefined;
  if (R.scheme !== undefined) {
    T.scheme = R.scheme;
    T.authority = R.authority;
    T.path = rfcRemoveDotSegments(R.path);
    T.query = R.query;
  } else {
    if (R.authority !== undefined) {
      T.authority = R.authority;
      T.path = rfcRemoveDotSegments(R.path);
      T.query = R.query;
    } else {
      if (R.path === '') {
        T.path = Base.path;
        if (R.query !== undefined) T.query = R.query;
        else T.query = Base.query;
      } else {
        if (R.path.startsWith('/')) {
          T.path = rfcRemoveDotSegments(R.path);
        } else {
          T.path = rfcMerge(Base, R.path);
          T.path = rfcRemoveDotSegments(T.path);
        }
        T.query = R.query;
      }
      T.authority = Base.authority;
    }
    T.scheme = Base.scheme;
  }
  T.fragment = R.fragment;
  // The one documented addition: a path starting with "//" and no authority is written "/.//…",
  // or the target would re-parse with an authority.
  if (T.authority === undefined && T.path.startsWith('//')) T.path = '/.' + T.path;
  return rfcRecompose(T);
}

// ---------------------------------------------------------------------------

describe('resolve (RFC 3986 §5.2)', () => {
  describe(`§5.4.1 Normal Examples, base ${BASE}`, () => {
    for (const [reference, target] of NORMAL) {
      it(`"${reference}" → "${target}"`, () => {
        assert.equal(resolve(BASE, reference), target);
        assert.equal(resolve(BASE, reference, { strict: false }), target);
      });
    }
  });

  describe(`§5.4.2 Abnormal Examples, base ${BASE}`, () => {
    for (const [reference, target] of ABNORMAL) {
      it(`"${reference}" → "${target}"`, () => assert.equal(resolve(BASE, reference), target));
    }
  });

  describe('§5.4.2 "http:g": strict and backward-compatible (non-strict) parsers', () => {
    const table: [string, boolean, string][] = [
      ['http:g', true, 'http:g'],
      ['http:g', false, 'http://a/b/c/g'],
      ['HTTP:g', false, 'http://a/b/c/g'], // §3.1 schemes are case-insensitive
      ['https:g', false, 'https:g'], // a different scheme is never ignored
      ['http:', false, 'http://a/b/c/d;p?q'],
      ['http://x/y', false, 'http://x/y'],
      ['http:/./g', false, 'http://a/g'],
    ];
    for (const [reference, strict, target] of table) {
      it(`"${reference}" with strict: ${strict} → "${target}"`, () => assert.equal(resolve(BASE, reference, { strict }), target));
    }
    it('strict is the default', () => assert.equal(resolve(BASE, 'http:g', {}), 'http:g'));
  });

  describe('§5.2.1 the base: only the scheme is required, its fragment is ignored', () => {
    const table: [string, string, string][] = [
      ['http://a/b/c/d;p?q#f', '', 'http://a/b/c/d;p?q'],
      ['http://a/b/c/d;p?q#f', '#g', 'http://a/b/c/d;p?q#g'],
      ['http://a/b?q#f', 'g', 'http://a/g'],
      ['http://a', 'g', 'http://a/g'], // §5.2.3: authority and empty path merge as "/" + path
      ['http://a', '', 'http://a'],
      ['http://a', '?y', 'http://a?y'],
      ['http://a', '../g', 'http://a/g'],
      ['http://a?q', '#s', 'http://a?q#s'],
      ['foo:a/b', 'c', 'foo:a/c'], // §5.2.3: all but the last segment of the base path
      ['foo:a', 'c', 'foo:c'], // §5.2.3: no "/" in the base path: the reference path alone
      ['foo:', 'c/./d', 'foo:c/d'],
      ['mailto:fred@example.com', '#top', 'mailto:fred@example.com#top'],
      ['file:///etc/hosts', 'passwd', 'file:///etc/passwd'],
      ['http://[2001:db8::7]:8080/a/b', '../c', 'http://[2001:db8::7]:8080/c'],
      ['http://u:p@a:1/b/c', '//v@x/y', 'http://v@x/y'],
    ];
    for (const [base, reference, target] of table) {
      it(`"${reference}" against ${base} → "${target}"`, () => assert.equal(resolve(base, reference), target));
    }
  });

  describe('§5.2.1 a base that is not an absolute URI is an error', () => {
    const noScheme = ['', 'x', '/a/b', '//a/b', '../g', '1http://a/', ':a'];
    for (const base of noScheme) {
      it(`${JSON.stringify(base)} has no scheme`, () => {
        assert.throws(
          () => resolve(base, 'g'),
          (e: unknown) =>
            e instanceof Error &&
            e.message === `Base URI ${JSON.stringify(base)} is not an absolute URI (RFC 3986 §5.2.1): it has no scheme`,
        );
      });
    }
    const invalid = ['http://a b/', 'http://[::1/x', 'http://a/%zz', 'h_ttp://a/', 'http://a:8o/'];
    for (const base of invalid) {
      it(`${JSON.stringify(base)} is invalid, and the message says why`, () => {
        assert.throws(
          () => resolve(base, 'g'),
          (e: unknown) =>
            e instanceof Error &&
            e.message.startsWith(`Base URI ${JSON.stringify(base)} is not an absolute URI (RFC 3986 §5.2.1): `) &&
            /at offset \d+, RFC 3986 §[\d.]+\)$/.test(e.message),
        );
      });
    }
    it('a bad base is reported even after a good one was read', () => {
      assert.equal(resolve(BASE, 'g'), 'http://a/b/c/g');
      assert.throws(() => resolve('x', 'g'), /not an absolute URI/);
      assert.equal(resolve(BASE, 'g'), 'http://a/b/c/g');
    });
  });

  describe('the target always re-parses to the same components (§5.3)', () => {
    const table: [string, string, string][] = [
      ['foo:/a', '/.//b', 'foo:/.//b'],
      ['foo:/a/b', '..//c', 'foo:/.//c'],
      ['http://a/b', 'foo:/.//c', 'foo:/.//c'],
      ['http://a/b', '//h/.//c', 'http://h//c'], // with an authority, "//" is an ordinary path-abempty
    ];
    for (const [base, reference, target] of table) {
      it(`"${reference}" against ${base} → "${target}"`, () => assert.equal(resolve(base, reference), target));
    }
  });

  describe('an invalid reference is resolved as parse splits it, its characters unchanged', () => {
    const table: [string, string][] = [
      ['a b', 'http://a/b/c/a b'],
      ['../é?ü#ö', 'http://a/b/é?ü#ö'],
      ['%zz/../x', 'http://a/b/c/x'],
      ['//[::1]:80/x', 'http://[::1]:80/x'],
      ['//[::1]x:80/x', 'http://[::1]x:80/x'],
      ['a:b c', 'a:b c'],
      ['1a:b', 'http://a/b/c/1a:b'], // no scheme (it must start with a letter): a relative path
      ['#a#b', 'http://a/b/c/d;p?q#a#b'],
    ];
    for (const [reference, target] of table) {
      it(`"${reference}" → "${target}"`, () => assert.equal(resolve(BASE, reference), target));
    }
  });

  describe('agrees with a direct transcription of the §5.2.2 pseudocode', () => {
    it('on every valid base and reference generated from Appendix A, strict and not', () => {
      fc.assert(
        fc.property(absoluteUri, uriReference, fc.boolean(), fc.boolean(), (base, reference, strict, fragment) => {
          const b = fragment ? `${base}#frag` : base;
          assert.equal(resolve(b, reference, { strict }), rfcResolve(b, reference, strict));
        }),
        { numRuns: 2000 },
      );
    });

    const unit = fc.constantFrom('a', 'B', '.', '..', '/', '/', ':', '?', '#', '@', '[', ']', '%', '%2E', ' ', 'é', '1');
    const reference = fc.array(unit, { maxLength: 12 }).map((parts) => parts.join(''));

    it('the transcription splits any string as parse does (so resolve is checked against parse\'s reading)', () => {
      fc.assert(
        fc.property(reference, (ref) => {
          const result = parse(ref);
          const a = result.ranges.authority;
          const c = result.components;
          assert.deepEqual(split(ref), {
            scheme: c.scheme,
            authority: a === undefined ? undefined : ref.slice(a.start, a.end),
            path: c.path,
            query: c.query,
            fragment: c.fragment,
          });
        }),
        { numRuns: 2000 },
      );
    });

    it('on references made of RFC delimiters, dots and invalid characters', () => {
      fc.assert(
        fc.property(absoluteUri, reference, fc.boolean(), (base, ref, strict) => {
          assert.equal(resolve(base, ref, { strict }), rfcResolve(base, ref, strict));
        }),
        { numRuns: 2000 },
      );
    });
  });
});

describe('removeDotSegments (RFC 3986 §5.2.4)', () => {
  describe('the two worked examples of §5.2.4, and the buffer rules one by one', () => {
    const table: [string, string][] = [
      ['/a/b/c/./../../g', '/a/g'],
      ['mid/content=5/../6', 'mid/6'],
      ['', ''],
      ['/', '/'],
      ['../a', 'a'], // A
      ['./a', 'a'], // A
      ['.././../a', 'a'], // A, repeatedly
      ['/./a', '/a'], // B
      ['/.', '/'], // B, final
      ['/a/../b', '/b'], // C
      ['/a/..', '/'], // C, final
      ['/..', '/'], // C with nothing to remove
      ['a/..', '/'], // C removes a segment without a "/" before it, E then moves the "/"
      ['.', ''], // D
      ['..', ''], // D
      ['a', 'a'], // E
      ['/a//b/../c', '/a//c'], // an empty segment is a segment
      ['/a/b//../c', '/a/b/c'],
      ['/.../a', '/.../a'],
      ['/..a/.a/a./a../b', '/..a/.a/a./a../b'],
      ['/a/%2E/b', '/a/%2E/b'], // only the characters "." count here; normalization decodes first (§6.2.2.3)
      ['//a/./b', '//a/b'],
      ['/a/b/c/../../../../x', '/x'],
    ];
    for (const [input, output] of table) {
      it(`"${input}" → "${output}"`, () => assert.equal(removeDotSegments(input), output));
    }
  });

  it('agrees with the two-buffer method of §5.2.4 on any path', () => {
    const unit = fc.constantFrom('/', '/', '.', '..', 'a', 'b', '...', '.a');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 16 }), (parts) => {
        const path = parts.join('');
        assert.equal(removeDotSegments(path), rfcRemoveDotSegments(path));
      }),
      { numRuns: 3000 },
    );
  });

  it('runs in linear time: 2 MB of "/a" segments and "/.." segments in well under a second', () => {
    const path = '/a'.repeat(500_000) + '/..'.repeat(350_000) + '/./b';
    const start = Date.now();
    const result = removeDotSegments(path);
    const elapsed = Date.now() - start;
    assert.equal(result, '/a'.repeat(150_000) + '/b');
    assert.ok(elapsed < 1000, `took ${elapsed} ms`);
  });
});
