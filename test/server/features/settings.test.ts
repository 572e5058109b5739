/**
 * `resolveSettings`: every answer of workspace/configuration becomes a
 * complete, valid `Settings`; nothing throws.
 */
import * as assert from 'node:assert/strict';
import { DEFAULT_SETTINGS, MEGABYTE, REPLACED_SETTINGS, SETTING_DEFINITIONS, SETTINGS_SECTION, maxFileSizeText, resolveSettings } from '@uri-lint/server/contract';
import { compilePatterns, exceedsSize, isServed } from '@uri-lint/server/service/internal';

describe('settings', () => {
  describe('resolveSettings', () => {
    const cases: [string, unknown, Partial<typeof DEFAULT_SETTINGS>][] = [
      ['undefined gives the defaults', undefined, {}],
      ['null gives the defaults', null, {}],
      ['an array gives the defaults', [1, 2], {}],
      ['nested objects, as VS Code answers', { iri: { strict: true }, normalForm: { enable: true }, links: { schemes: ['https'] } },
        { iriStrict: true, normalFormEnable: true, linksSchemes: ['https'] }],
      ['dotted keys', { 'iri.strict': true, 'links.schemes': ['http'] }, { iriStrict: true, linksSchemes: ['http'] }],
      ['wrong types fall back to defaults', { enable: 'yes', maxFileSizeMB: -1, maxFileSize: -1, ignoreSchemes: 'data', baseUri: 3 }, {}],
      ['non-strings are dropped from arrays', { ignoreSchemes: ['data', 1, null, 'blob'] }, { ignoreSchemes: ['data', 'blob'] }],
      ['severities: valid levels kept (any case, info = information), others dropped',
        { severity: { 'iri': 'Error', 'invalid-port': 'info', 'x': 'loud', 'y': 3, 'password-in-userinfo': 'off' } },
        { severity: { iri: 'error', 'invalid-port': 'information', 'password-in-userinfo': 'off' } }],
      ['baseUri is trimmed', { baseUri: '  https://example.com/  ' }, { baseUri: 'https://example.com/' }],
      ['maxFileSizeMB 0 is allowed', { maxFileSizeMB: 0 }, { maxFileSize: 0 }],
      ['maxFileSizeMB counts megabytes, fractions too', { maxFileSizeMB: 0.5 }, { maxFileSize: 512 * 1024 }],
      // The setting it replaced, in bytes: still read when maxFileSizeMB is not set, as configurations written before say it.
      ['maxFileSize (bytes) is still read', { maxFileSize: 1000 }, { maxFileSize: 1000 }],
      ['maxFileSize (bytes) with maxFileSizeMB at its default, as VS Code answers', { maxFileSizeMB: 16, maxFileSize: 1000 }, { maxFileSize: 1000 }],
      ['maxFileSizeMB set wins over maxFileSize', { maxFileSizeMB: 2, maxFileSize: 1000 }, { maxFileSize: 2 * MEGABYTE }],
      ['maxFileSize null, as VS Code answers when it is not set', { maxFileSizeMB: 3, maxFileSize: null }, { maxFileSize: 3 * MEGABYTE }],
    ];
    for (const [name, raw, expected] of cases) {
      it(name, () => assert.deepEqual(resolveSettings(raw), { ...DEFAULT_SETTINGS, severity: {}, ...expected }));
    }
  });

  it('the defaults: enabled for every language, 16 MB, IRIs as information, normal form off', () => {
    assert.equal(DEFAULT_SETTINGS.enable, true);
    assert.deepEqual(DEFAULT_SETTINGS.languages, ['*']);
    assert.equal(DEFAULT_SETTINGS.maxFileSize, 16 * 1024 * 1024);
    assert.equal(DEFAULT_SETTINGS.iriStrict, false);
    assert.equal(DEFAULT_SETTINGS.normalFormEnable, false);
    assert.ok(DEFAULT_SETTINGS.linksSchemes.includes('https') && !DEFAULT_SETTINGS.linksSchemes.includes('command'));
  });

  it('every definition is in the uriLint section, fills a distinct property, and has its default', () => {
    const properties = new Set(SETTING_DEFINITIONS.map((d) => d.property));
    assert.equal(properties.size, SETTING_DEFINITIONS.length);
    assert.deepEqual([...properties].sort(), Object.keys(DEFAULT_SETTINGS).sort());
    for (const d of SETTING_DEFINITIONS) {
      assert.ok(d.key.startsWith(`${SETTINGS_SECTION}.`), d.key);
      // A scaled setting (maxFileSizeMB) says its default in its own unit.
      assert.deepEqual(d.scale ? (d.default as number) * d.scale : d.default, DEFAULT_SETTINGS[d.property], d.key);
      assert.ok(d.description.length > 10, d.key);
    }
  });

  it('every property is named as its key: without "uriLint.", camel-cased over its dots', () => {
    const named = (key: string) => key.slice(SETTINGS_SECTION.length + 1).replace(/\.(.)/g, (_, letter: string) => letter.toUpperCase());
    assert.equal(named('uriLint.links.checkFiles'), 'linksCheckFiles');
    for (const d of SETTING_DEFINITIONS) {
      // A scaled setting is named as the key in the property's unit: maxFileSizeMB fills maxFileSize, bytes as uriLint.maxFileSize says them.
      const key = d.scale ? REPLACED_SETTINGS.find((old) => old.replacedBy === d.key && old.scale === 1)?.key : d.key;
      assert.equal(d.property, key === undefined ? undefined : named(key), d.key);
    }
  });

  it('a replaced setting names a setting that fills the same property', () => {
    for (const old of REPLACED_SETTINGS) {
      const replacement = SETTING_DEFINITIONS.find((d) => d.key === old.replacedBy);
      assert.equal(replacement?.property, old.property, old.key);
      assert.ok(old.deprecationMessage.includes(old.replacedBy), old.key);
    }
  });

  it('maxFileSizeText says the limit in MB, and in bytes when it is not whole megabytes', () => {
    assert.equal(maxFileSizeText(16 * MEGABYTE), 'uriLint.maxFileSizeMB (16 MB)');
    assert.equal(maxFileSizeText(MEGABYTE / 2), 'uriLint.maxFileSizeMB (0.5 MB, 524288 bytes)');
    assert.equal(maxFileSizeText(40), 'uriLint.maxFileSizeMB (0.0000381 MB, 40 bytes)');
  });

  describe('scope', () => {
    it('enable and languages decide whether a document is served', () => {
      assert.equal(isServed('markdown', DEFAULT_SETTINGS), true);
      assert.equal(isServed('markdown', { ...DEFAULT_SETTINGS, enable: false }), false);
      assert.equal(isServed('markdown', { ...DEFAULT_SETTINGS, languages: ['html'] }), false);
      assert.equal(isServed('html', { ...DEFAULT_SETTINGS, languages: ['html'] }), true);
    });

    it('exceedsSize counts UTF-8 bytes', () => {
      assert.equal(exceedsSize('abc', 3), false);
      assert.equal(exceedsSize('abcd', 3), true);
      assert.equal(exceedsSize('ü', 2), false); // 2 bytes
      assert.equal(exceedsSize('üü', 3), true); // 4 bytes in 2 code units
      assert.equal(exceedsSize('€', 2), true); // 3 bytes
      assert.equal(exceedsSize('😀', 4), false); // a surrogate pair: 4 bytes
      assert.equal(exceedsSize('😀', 3), true);
    });

    const globs: [string, string, boolean][] = [
      ['https://example.com/*', 'https://example.com/a/b', true],
      ['https://example.com/*', 'https://example.org/a', false],
      ['*.internal*', 'http://build.internal/x', true],
      ['http://h?st/', 'http://host/', true],
      ['http://h?st/', 'http://hoost/', false],
      ['a.b', 'aXb', false],
      ['(x)+', '(x)+', true],
    ];
    for (const [glob, text, expected] of globs) {
      it(`glob ${JSON.stringify(glob)} ${expected ? 'matches' : 'does not match'} ${JSON.stringify(text)}`, () => {
        const { patterns, invalid } = compilePatterns([glob]);
        assert.deepEqual(invalid, []);
        assert.equal(patterns[0]!.test(text), expected);
      });
    }

    it('/…/flags is a regular expression searched in the URI; i, s and m are honoured, g and y change nothing', () => {
      const test = (pattern: string, text: string) => compilePatterns([pattern]).patterns[0]!.test(text);
      assert.equal(test('/^HTTP:/i', 'http://a'), true);
      assert.equal(test('/^HTTP:/', 'http://a'), false);
      assert.equal(test('/example\\.com/', 'https://example.com/x'), true);
      assert.equal(test('/a/gy', 'xa'), true);
      assert.equal(test('/a/gy', 'xa'), true);
    });

    it('a pattern RE2 cannot read is reported with its reason, not dropped silently', () => {
      const { patterns, invalid } = compilePatterns(['/(/', '/(?=look)ahead/', '/(a)\\1/', '/a/x', 'ok*']);
      assert.deepEqual(patterns.map((p) => p.source), ['ok*']);
      assert.deepEqual(invalid.map((i) => i.source), ['/(/', '/(?=look)ahead/', '/(a)\\1/', '/a/x']);
      for (const { reason } of invalid) assert.ok(reason.length > 0);
    });

    it('a list is compiled once, whoever asks: the same compiled patterns for an equal list', () => {
      const list = Array.from({ length: 50_000 }, (_, i) => `https://host-${i}.example/*`);
      const compiled = compilePatterns(list);
      assert.equal(compilePatterns([...list]), compiled);
      assert.equal(compiled.matches('https://host-49999.example/a'), true);
      assert.equal(compiled.matches('https://host-50000.example/a'), false);
      assert.equal(compiled.dropped, 0);
    });

    it('past 100,000 patterns, or 1,000 regular expressions, the rest is dropped and counted', () => {
      const many = compilePatterns([...Array.from({ length: 1_005 }, (_, i) => `/^x${i}$/`), 'ok*']);
      assert.equal(many.dropped, 5);
      assert.equal(many.matches('x1004'), false);
      assert.equal(many.matches('okay'), true);
      const more = compilePatterns(Array.from({ length: 100_010 }, (_, i) => `g${i}-*`));
      assert.equal(more.dropped, 10);
      assert.equal(more.matches('g99999-x'), true);
      assert.equal(more.matches('g100000-x'), false);
    });

    const indexed: [string, string, boolean][] = [
      ['*.internal/*', 'https://a.internal/x', true],
      ['*.internal/*', 'https://a.internal', false],
      ['*a*b*c*', 'xxcxbxa', false],
      ['*a*b*c*', 'xaxbxcx', true],
      ['*ab*ab', 'abab', true],
      ['*ab*ab', 'aba', false],
      ['x*y*z', 'xyz', true],
      ['x*y*z', 'xzy', false],
      ['*', '', true],
      ['*?*', '', false],
      ['h?st*', 'host/a', true],
    ];
    for (const [glob, text, expected] of indexed) {
      it(`among 10,000 others, ${JSON.stringify(glob)} ${expected ? 'matches' : 'does not match'} ${JSON.stringify(text)}`, () => {
        const others = Array.from({ length: 10_000 }, (_, i) => `other-${i}*`);
        assert.equal(compilePatterns([...others, glob]).matches(text), expected);
      });
    }

    // A workspace settings file of any cloned repository can hold these: none may hang the server (RE2 runs in linear time).
    const catastrophic: [string, string][] = [
      ['/(a+)+$/', `${'a'.repeat(100_000)}!`],
      ['/^(a|a)*$/', `${'a'.repeat(100_000)}!`],
      ['/(x+x+)+y/', 'x'.repeat(100_000)],
      ['*a*a*a*a*a*a*a*a*b', 'a'.repeat(100_000)],
    ];
    for (const [pattern, text] of catastrophic) {
      it(`${pattern} on ${text.length.toLocaleString('en')} characters answers (no catastrophic backtracking)`, () => {
        assert.equal(compilePatterns([pattern]).patterns[0]!.test(text), false);
      });
    }
  });
});
