/**
 * `parse` rule by rule against RFC 3986 Appendix A: for each ABNF rule, the
 * strings it accepts and its near misses, with the error code, the exact
 * offending characters, the rule and the section.
 */
import * as assert from 'node:assert/strict';
import type { Components } from '@uri-lint/shared';
import { components, errors, invalid, run, valid } from './parse.helpers';
import { defined } from './tables';
import type { Expected } from './parse.helpers';

describe('parse: RFC 3986 Appendix A, rule by rule', () => {
  describe('§2.1 pct-encoded', () => {
    it('"%41" is valid in every component that allows it', () => {
      const result = valid('http://%41:%41@%41/%41?%41#%41');
      assert.deepEqual(defined(result.components), {
        scheme: 'http', userinfo: '%41:%41', host: '%41', hostType: 'reg-name', path: '/%41', query: '%41', fragment: '%41',
      });
      valid('%41/%41');
      valid('x:%41');
    });
    it('hex digits in either case', () => {
      valid('http://h/%aF%Af%ff%FF%00');
    });

    // The range starts at "%" and covers the characters of the attempted
    // escape: "%" and at most the two characters after it, stopping at the
    // end or at a delimiter.
    const cases: [input: string, start: number, end: number][] = [
      ['http://h/%', 9, 10],
      ['http://h/%4', 9, 11],
      ['http://h/%zz', 9, 12],
      ['http://h/%g1', 9, 12],
      ['http://h/%4/x', 9, 11],
      ['http://h/%?q', 9, 10],
      ['http://h/%#f', 9, 10],
      ['http://%zz/', 7, 10],
      ['http://%zz@h/', 7, 10],
      ['http://h?%zz', 9, 12],
      ['http://h#%zz', 9, 12],
      ['%zz', 0, 3],
      ['http://h/?suffix=%&q=1', 17, 18], // punctuation after a stray "%" is not blamed
      ['http://h/%4&', 9, 11],
      ['x:%4', 2, 4],
    ];
    for (const [input, start, end] of cases) {
      it(`${input} → invalid-percent-encoding [${start}, ${end})`, () => {
        errors(input, [{ code: 'invalid-percent-encoding', start, end, rule: 'pct-encoded', section: '2.1' }]);
      });
    }
    it('http://h/%%41 → one error, at the first "%"', () => {
      const result = invalid('http://h/%%41');
      assert.equal(result.errors.length, 1, JSON.stringify(result.errors));
      assert.equal(result.errors[0]!.code, 'invalid-percent-encoding');
      assert.equal(result.errors[0]!.start, 9);
    });
  });

  describe('§3.1 scheme', () => {
    const schemes: [input: string, scheme: string][] = [
      ['a+b-c.d:x', 'a+b-c.d'],
      ['A:x', 'A'],
      ['z9:x', 'z9'],
      ['a.:x', 'a.'],
      ['a-:', 'a-'],
    ];
    for (const [input, scheme] of schemes) {
      it(`${input} → scheme ${scheme}`, () => {
        const result = valid(input);
        assert.equal(result.kind, 'uri');
        assert.equal(result.components.scheme, scheme);
        assert.deepEqual(result.ranges.scheme, { start: 0, end: scheme.length });
      });
    }
    it('a_b:x → invalid-scheme at the "_"', () => {
      errors('a_b:x', [{ code: 'invalid-scheme', start: 1, end: 2, rule: 'scheme', section: '3.1' }]);
    });
    // A scheme begins with a letter, so these are relative references whose
    // first segment has a colon (§4.2).
    for (const [input, colon] of [['1a:x', 2], ['+a:x', 2], ['9:x', 1]] as const) {
      it(`${input} → relative-ref, colon-in-first-segment at the ":"`, () => {
        const result = errors(input, [{ code: 'colon-in-first-segment', start: colon, end: colon + 1 }]);
        assert.equal(result.kind, 'relative-ref');
        assert.equal(result.components.scheme, undefined);
      });
    }
  });

  describe('§3.2.3 port = *DIGIT', () => {
    const ports: [input: string, port: string, start: number][] = [
      ['http://h:80/', '80', 9],
      ['http://h:/', '', 9],
      ['http://h:', '', 9],
      ['http://h:0', '0', 9],
      ['http://h:65536', '65536', 9],
      ['http://h:0000080/', '0000080', 9],
      ['http://h:99999999999999999999', '99999999999999999999', 9],
      ['http://[::1]:8080/', '8080', 13],
      ['http://u:p@h:1?q', '1', 13],
    ];
    for (const [input, port, start] of ports) {
      it(`${input} → port ${JSON.stringify(port)}`, () => {
        const result = valid(input);
        assert.equal(result.components.port, port);
        assert.deepEqual(result.ranges.port, { start, end: start + port.length });
      });
    }
    it('http://h/ has no port', () => {
      assert.equal(valid('http://h/').components.port, undefined);
    });
    const bad: [input: string, start: number, end: number][] = [
      ['http://h:80a/', 11, 12],
      ['http://h:-1/', 9, 10],
      ['http://h:+80/', 9, 10],
      ['http://h:a8/', 9, 10],
      ['http://[::1]:8a/', 14, 15],
    ];
    for (const [input, start, end] of bad) {
      it(`${input} → invalid-port [${start}, ${end})`, () => {
        errors(input, [{ code: 'invalid-port', start, end, rule: 'port', section: '3.2.3' }]);
      });
    }
    it('http://h:ab/ → invalid-port over "ab"', () => {
      const input = 'http://h:ab/';
      const result = invalid(input);
      run(result, 'invalid-port', 9, 11, input);
      assert.ok(result.errors.every((e) => e.code === 'invalid-port'));
    });
  });

  describe('§3.3 path-noscheme (§4.2: no colon in the first segment of a relative path)', () => {
    it('a:b is a URI, not a relative path', () => {
      const result = valid('a:b');
      assert.equal(result.kind, 'uri');
      assert.deepEqual(defined(result.components), { scheme: 'a', path: 'b' });
    });
    for (const input of ['./a:b', 'a/b:c', 'a?b:c', 'a#b:c', 'a%3Ab', '@a', "!$&'()*+,;=", 'a@b']) {
      it(`${input} → valid relative-ref`, () => {
        const result = valid(input);
        assert.equal(result.kind, 'relative-ref');
        assert.equal(result.components.scheme, undefined);
      });
    }
    it(':a → relative-ref, colon-in-first-segment at the ":" (a scheme is not empty)', () => {
      const result = errors(':a', [{ code: 'colon-in-first-segment', start: 0, end: 1 }]);
      assert.equal(result.kind, 'relative-ref');
    });
  });

  describe('§3.3 path-abempty after an authority', () => {
    const cases: [input: string, expected: Components][] = [
      ['http://h/a', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '/a' }],
      ['http://h', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '' }],
      ['http://h?q', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '', query: 'q' }],
      ['http://h#f', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '', fragment: 'f' }],
      ['//h/a', { host: 'h', hostType: 'reg-name', path: '/a' }],
      ['http:///a', { scheme: 'http', host: '', hostType: 'reg-name', path: '/a' }],
      ['http://', { scheme: 'http', host: '', hostType: 'reg-name', path: '' }],
      ['//', { host: '', hostType: 'reg-name', path: '' }],
      ['///', { host: '', hostType: 'reg-name', path: '/' }],
      ['file:///etc/hosts', { scheme: 'file', host: '', hostType: 'reg-name', path: '/etc/hosts' }],
    ];
    for (const [input, expected] of cases) {
      it(`${input} → path ${JSON.stringify(expected.path)}`, () => {
        valid(input);
        components(input, expected);
      });
    }
    it('http:///a has an empty authority and an empty host, right after "//"', () => {
      const result = valid('http:///a');
      assert.deepEqual(result.ranges.authority, { start: 7, end: 7 });
      assert.deepEqual(result.ranges.host, { start: 7, end: 7 });
      assert.deepEqual(result.ranges.path, { start: 7, end: 9 });
    });
  });

  describe('§3.3 "//" always starts an authority, so a path never begins with "//" without one', () => {
    const cases: [input: string, expected: Components][] = [
      ['http:////a', { scheme: 'http', host: '', hostType: 'reg-name', path: '//a' }],
      ['////a', { host: '', hostType: 'reg-name', path: '//a' }],
      ['http:/a', { scheme: 'http', path: '/a' }],
      ['http:/', { scheme: 'http', path: '/' }],
      ['http:', { scheme: 'http', path: '' }],
      ['http:a//b', { scheme: 'http', path: 'a//b' }],
      ['a//b', { path: 'a//b' }],
      ['/a//b', { path: '/a//b' }],
    ];
    for (const [input, expected] of cases) {
      it(`${input} → host ${JSON.stringify(expected.host)}, path ${JSON.stringify(expected.path)}`, () => {
        valid(input);
        components(input, expected);
      });
    }
  });

  describe('§2 characters that no rule allows → invalid-character at exactly that character', () => {
    const chars = [' ', '|', '\\', '^', '{', '}', '`', '<', '>', '"', '\u0000', '\u0001', '\t', '\n', '\r', '\u001f', '\u007f'];
    const places: [where: string, make: (c: string) => string, at: number, rule: string | undefined, section: string | undefined][] = [
      ['path', (c) => `http://h/a${c}b`, 10, 'segment', '3.3'],
      ['query', (c) => `http://h?a${c}b`, 10, 'query', '3.4'],
      ['fragment', (c) => `http://h#a${c}b`, 10, 'fragment', '3.5'],
      ['userinfo', (c) => `http://a${c}b@h/`, 8, 'userinfo', '3.2.1'],
      ['reg-name', (c) => `http://a${c}b/`, 8, 'reg-name', '3.2.2'],
      ['rootless path', (c) => `x:a${c}b`, 3, undefined, '3.3'],
      ['first segment of a relative path', (c) => `a${c}b`, 1, undefined, undefined],
    ];
    for (const [where, make, at, rule, section] of places) {
      describe(`in the ${where}`, () => {
        for (const c of chars) {
          const input = make(c);
          it(JSON.stringify(input), () => {
            const expected: Expected = { code: 'invalid-character', start: at, end: at + 1 };
            if (rule) expected.rule = rule;
            if (section) expected.section = section;
            errors(input, [expected]);
          });
        }
      });
    }
    it('a second "#" is not allowed in a fragment (§3.5)', () => {
      errors('http://h#a#b', [{ code: 'invalid-character', start: 10, end: 11, rule: 'fragment', section: '3.5' }]);
      errors('http://h?a#b#c', [{ code: 'invalid-character', start: 12, end: 13, rule: 'fragment', section: '3.5' }]);
    });
    it('"http://h/a  b": two adjacent spaces → one error over both, or one each', () => {
      const input = 'http://h/a  b';
      const result = invalid(input);
      run(result, 'invalid-character', 10, 12, input);
      assert.ok(result.errors.every((e) => e.code === 'invalid-character'));
    });
  });

  describe('§2 non-ASCII characters → non-ascii-character (an IRI, not a URI)', () => {
    const cases: [input: string, start: number, end: number][] = [
      ['http://h/é', 9, 10],
      ['http://h/😀', 9, 11],
      ['http://é/', 7, 8],
      ['http://h?é', 9, 10],
      ['http://h#😀', 9, 11],
      ['http://u😀@h/', 8, 10],
      ['http://h/\u00a0', 9, 10],
      ['http://h/\ud800', 9, 10],
      ['http://h/a\udc00b', 10, 11],
      ['ü', 0, 1],
    ];
    for (const [input, start, end] of cases) {
      it(`${JSON.stringify(input)} → [${start}, ${end})`, () => {
        errors(input, [{ code: 'non-ascii-character', start, end }]);
      });
    }
    for (const [input, start, end] of [['http://h/éé', 9, 11], ['http://h/😀😀', 9, 13], ['http://h/日本語', 9, 12]] as const) {
      it(`${JSON.stringify(input)} → one error over the run, or one per character`, () => {
        const result = invalid(input);
        run(result, 'non-ascii-character', start, end, input);
        assert.ok(result.errors.every((e) => e.code === 'non-ascii-character'));
      });
    }
  });

  describe('every violation in one pass, in text order', () => {
    it('http://h/a b?c d#e f → three errors', () => {
      errors('http://h/a b?c d#e f', [
        { code: 'invalid-character', start: 10, end: 11, rule: 'segment' },
        { code: 'invalid-character', start: 14, end: 15, rule: 'query' },
        { code: 'invalid-character', start: 18, end: 19, rule: 'fragment' },
      ]);
    });
    it('http://ex^ample.com:8x/%zz é → one error per rule broken', () => {
      errors('http://ex^ample.com:8x/%zz é', [
        { code: 'invalid-character', start: 9 },
        { code: 'invalid-port', start: 21 },
        { code: 'invalid-percent-encoding', start: 23 },
        { code: 'invalid-character', start: 26 },
        { code: 'non-ascii-character', start: 27 },
      ]);
    });
  });

  describe('components are filled in even when the reference is invalid', () => {
    const cases: [input: string, expected: Components][] = [
      ['http://ex^ample.com/p', { scheme: 'http', host: 'ex^ample.com', hostType: 'reg-name', path: '/p' }],
      ['http://h:80a/p?q#f', { scheme: 'http', host: 'h', hostType: 'reg-name', port: '80a', path: '/p', query: 'q', fragment: 'f' }],
      ['http://h/a b?c d#e f', { scheme: 'http', host: 'h', hostType: 'reg-name', path: '/a b', query: 'c d', fragment: 'e f' }],
      ['http://a@b@c/', { scheme: 'http', userinfo: 'a@b', host: 'c', hostType: 'reg-name', path: '/' }],
    ];
    for (const [input, expected] of cases) {
      it(input, () => {
        invalid(input);
        components(input, expected);
      });
    }
    it('http://[::g]/p still has host "[::g]" and path "/p"', () => {
      const result = invalid('http://[::g]/p');
      assert.equal(result.components.host, '[::g]');
      assert.equal(result.components.path, '/p');
      assert.equal(result.components.scheme, 'http');
    });
  });
});
