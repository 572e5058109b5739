/**
 * Code actions: each fix's title, kind, attached diagnostics, and the
 * document it leaves (the edits applied as an editor applies them).
 */
import * as assert from 'node:assert/strict';
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, Diagnostic, Range } from 'vscode-languageserver-types';
import { FIX_ALL_KIND } from '@uri-lint/server/contract';
import { NORMALIZE_ALL_COMMAND } from '@uri-lint/server/contract';
import type { Settings } from '@uri-lint/server/contract';
import { applied, disjoint, open, settings, service } from './helpers';

interface Offered { title: string; kind: string | undefined; preferred: boolean; codes: string[]; result: string }

/** The actions over the whole document, with the diagnostics the editor would send. */
function actions(text: string, overrides: Partial<Settings> = {}, languageId = 'plaintext', only?: string[]): Offered[] {
  const { doc, analysis } = open(text, languageId);
  const config = settings(overrides);
  const diagnostics: Diagnostic[] = service.diagnostics({ document: doc, analysis, settings: config });
  const range: Range = { start: doc.positionAt(0), end: doc.positionAt(text.length) };
  const context = only ? { diagnostics, only } : { diagnostics };
  return service.codeActions({ document: doc, analysis, settings: config }, range, context).map((a: CodeAction) => ({
    title: a.title,
    kind: a.kind,
    preferred: a.isPreferred === true,
    codes: (a.diagnostics ?? []).map((d) => String(d.code)),
    result: applied(doc, a.edit!.changes![doc.uri]!),
  }));
}

const Q = CodeActionKind.QuickFix;

/** True when `title` is the title of the fix `action`: the action alone, or with what it makes of the text. */
function isFix(title: string, action: string): boolean {
  return title === action || title.startsWith(`${action}: `);
}
const R = CodeActionKind.RefactorRewrite;

describe('code actions', () => {
  it('at most one action is preferred, so that an editor\'s "Auto Fix" can apply it', () => {
    const offered = actions('"HTTP://user:pw@Example.com/"', { normalFormEnable: true });
    assert.deepEqual(offered.filter((a) => a.preferred).map((a) => a.title), ['Remove password from URI']);
    assert.ok(offered.some((a) => a.title.startsWith('Normalize URI to') && a.kind === Q), 'the normal form is still offered as a quick fix');
  });

  describe('§2.1: Percent-encode invalid characters', () => {
    const cases: [string, string][] = [
      ['see "http://exa mple.com/" here', 'see "http://exa%20mple.com/" here'],
      ['<https://example.com/a|b>', '<https://example.com/a%7Cb>'],
      ['"http://a%zz.com/"', '"http://a%25zz.com/"'],
      ['"http://a/b[c]"', '"http://a/b%5Bc%5D"'],
      ['"http://x/#a#b"', '"http://x/#a%23b"'],
      ['"http://exa mple.com/ü"', '"http://exa%20mple.com/%C3%BC"'],
    ];
    for (const [text, result] of cases) {
      it(`${text} → ${result}`, () => {
        const [encode] = actions(text).filter((a) => isFix(a.title, 'Percent-encode'));
        assert.ok(encode);
        assert.equal(encode.kind, Q);
        assert.equal(encode.preferred, true);
        assert.equal(encode.result, result);
      });
    }

    it('answers its own errors only, leaving the port error (and is then not preferred)', () => {
      const [encode] = actions('"http://h:8a/a b"').filter((a) => isFix(a.title, 'Percent-encode'));
      assert.deepEqual(encode, { title: 'Percent-encode: a b → a%20b', kind: Q, preferred: false, codes: ['invalid-character'], result: '"http://h:8a/a%20b"' });
    });

    it('is not offered for errors encoding cannot fix', () => {
      assert.deepEqual(actions('"http://[::1" "http://h:8a/"'), []);
    });
  });

  describe('§2.1, §2.4: percent-encoding edits are minimal', () => {
    /** The edits of the encode action, as `[start, end, newText]` in document offsets. */
    function encodeEdits(text: string, languageId = 'plaintext'): [number, number, string][] {
      const { doc, analysis } = open(text, languageId);
      const config = settings();
      const diagnostics = service.diagnostics({ document: doc, analysis, settings: config });
      const range: Range = { start: doc.positionAt(0), end: doc.positionAt(text.length) };
      const action = service.codeActions({ document: doc, analysis, settings: config }, range, { diagnostics })
        .find((a) => isFix(a.title, 'Percent-encode'));
      assert.ok(action, 'the encode action is offered');
      return action.edit!.changes![doc.uri]!.map((e) => [doc.offsetAt(e.range.start), doc.offsetAt(e.range.end), e.newText]);
    }

    const cases: [what: string, text: string, edits: [number, number, string][], result: string, languageId?: string][] = [
      // A "%" that starts no triplet: "25" is inserted after it, in every component.
      ['a "%" in the password', '"https://alice:p%ss@example.com/"', [[17, 17, '25']], '"https://alice:p%25ss@example.com/"'],
      ['a "%" in the user', '"https://a%l:x@example.com/"', [[11, 11, '25']], '"https://a%25l:x@example.com/"'],
      ['a "%" in the host', '"http://a%zz.com/"', [[10, 10, '25']], '"http://a%25zz.com/"'],
      ['a "%" in the path', '"http://h/100%"', [[14, 14, '25']], '"http://h/100%25"'],
      ['a "%" in the query and the fragment', '"http://h/?q=5%#7%x"', [[15, 15, '25'], [18, 18, '25']], '"http://h/?q=5%25#7%25x"'],
      // A character not allowed: only it is replaced.
      ['a space in the password', '"https://alice:pa ss@example.com/"', [[17, 18, '%20']], '"https://alice:pa%20ss@example.com/"'],
      ['"|" in the path', '"http://h/a|b"', [[11, 12, '%7C']], '"http://h/a%7Cb"'],
      ['"[" and "]" outside an IP-literal', '"http://a/b[c]"', [[11, 12, '%5B'], [13, 14, '%5D']], '"http://a/b%5Bc%5D"'],
      ['two characters apart', '"http://h/a b|c"', [[11, 12, '%20'], [13, 14, '%7C']], '"http://h/a%20b%7Cc"'],
      ['a run of them, one edit over the run only', '"http://h/a |b"', [[11, 13, '%20%7C']], '"http://h/a%20%7Cb"'],
      ['a non-ASCII character beside a space (no IRI)', '"http://exa mple.com/ü"', [[11, 12, '%20'], [21, 22, '%C3%BC']], '"http://exa%20mple.com/%C3%BC"'],
      // An insertion never shares its offset with a replacement: they are one edit, after the "%".
      ['a "%" followed by a space', '"http://h/a% b"', [[12, 13, '25%20']], '"http://h/a%25%20b"'],
      // Where no offset lies just after the "%" (an escape, a wrapped line), the "%" alone is replaced.
      ['a "%" written as a JSON escape', '{"u": "http://h/a\\u0025"}', [[17, 23, '%25']], '{"u": "http://h/a%25"}', 'json'],
      ['a "%" before the line break of a wrapped <…>', '<http://h/a%\n   zz>', [[11, 12, '%25']], '<http://h/a%25\n   zz>'],
    ];
    for (const [what, text, edits, result, languageId] of cases) {
      it(`${what}: ${JSON.stringify(text)}`, () => {
        assert.deepEqual(encodeEdits(text, languageId), edits);
        const [encode] = actions(text, {}, languageId).filter((a) => isFix(a.title, 'Percent-encode'));
        assert.equal(encode!.result, result);
      });
    }

    it('no edit in a password carries the password\'s other characters', () => {
      const text = '"https://alice:s3cr%t pa|ss@example.com/"';
      const edits = encodeEdits(text);
      assert.deepEqual(edits, [[20, 20, '25'], [21, 22, '%20'], [24, 25, '%7C']]);
      // Each edit is "25" or encodings, nothing of "s3cr", "t", "pa" or "ss".
      for (const [, , newText] of edits) assert.match(newText, /^(?:25)?(?:%[0-9A-F]{2})*$/);
    });

    it('fix-all makes the same edits', () => {
      const { doc, analysis } = open('"https://alice:p%ss@example.com/a b"');
      const edits = service.fixAll({ document: doc, analysis, settings: settings() });
      assert.deepEqual(edits.map((e) => [doc.offsetAt(e.range.start), doc.offsetAt(e.range.end), e.newText]), [[17, 17, '25'], [33, 34, '%20']]);
    });
  });

  describe('§3.2.1: Remove password from URI', () => {
    it('removes ":password", keeps the user', () => {
      assert.deepEqual(actions('"https://alice:s3cret@example.com/"'), [{
        title: 'Remove password from URI', kind: Q, preferred: true, codes: ['password-in-userinfo'], result: '"https://alice@example.com/"',
      }]);
    });

    it('removes a forge\'s token written as the user name, with its "@": the URI keeps no credential', () => {
      assert.deepEqual(actions('"https://ghp_16C7e42F292c6912E7710c838347Ae178B4a@github.com/o/r.git"'), [{
        title: 'Remove password from URI', kind: Q, preferred: true, codes: ['password-in-userinfo'], result: '"https://github.com/o/r.git"',
      }]);
    });

    it('no title shows the password', () => {
      for (const a of actions('"HTTP://alice:s3cret@Example.com/./a"', { normalFormEnable: true })) {
        assert.ok(!a.title.includes('s3cret'), a.title);
      }
    });
  });

  describe('§6.2.2: Normalize and Lowercase', () => {
    it('offers both as quick fixes of not-normalized, normalize preferred', () => {
      assert.deepEqual(actions('"HTTP://Example.COM:80/a/./b/%7e"', { normalFormEnable: true }), [
        { title: 'Normalize URI to http://example.com/a/b/~', kind: Q, preferred: true, codes: ['not-normalized'], result: '"http://example.com/a/b/~"' },
        { title: 'Lowercase scheme and host', kind: Q, preferred: false, codes: ['not-normalized'], result: '"http://example.com:80/a/./b/%7e"' },
      ]);
    });

    it('offers them as rewrites when normal form is not reported', () => {
      assert.deepEqual(actions('"HTTP://Example.COM/"').map((a) => [a.title, a.kind, a.codes]), [
        ['Normalize URI to http://example.com/', R, []],
        ['Lowercase scheme and host', R, []],
      ]);
    });

    it('masks the password in the title', () => {
      const normalize = actions('"HTTP://u:pw@h/"').find((a) => a.title.startsWith('Normalize'));
      assert.equal(normalize!.title, 'Normalize URI to http://u:••••@h/');
      assert.equal(normalize!.result, '"http://u:pw@h/"');
    });

    it('keeps percent-encodings uppercase when lowercasing the host (§6.2.2.1)', () => {
      const lower = actions('"HTTP://A%C3%BCB.example/"').find((a) => a.title === 'Lowercase scheme and host');
      assert.equal(lower!.result, '"http://a%C3%BCb.example/"');
    });
  });

  describe('RFC 3987 §3.1: Convert IRI to URI', () => {
    const cases: [string, string][] = [
      ['"https://bücher.example/straße?x=ü#frag"', '"https://xn--bcher-kva.example/stra%C3%9Fe?x=%C3%BC#frag"'],
      ['"https://例え.jp/パス"', '"https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9"'],
      ['"http://example.com/😀"', '"http://example.com/%F0%9F%98%80"'],
      ['"http://ü:pässword@example.com/"', '"http://%C3%BC:p%C3%A4ssword@example.com/"'],
    ];
    for (const [text, result] of cases) {
      it(`${text} → ${result}`, () => {
        const convert = actions(text).find((a) => isFix(a.title, 'Convert IRI to URI'));
        assert.deepEqual(convert && { ...convert, preferred: false, title: 'Convert IRI to URI' }, { title: 'Convert IRI to URI', kind: Q, preferred: false, codes: ['iri'], result });
      });
    }

    it('is preferred when IRIs are errors', () => {
      const convert = actions('"https://bücher.example/"', { iriStrict: true }).find((a) => isFix(a.title, 'Convert IRI to URI'));
      assert.equal(convert!.preferred, true);
    });
  });

  describe('§7.6: Remove invisible characters', () => {
    it('removes them and nothing else', () => {
      const remove = actions('"http://ex\u200Bample.com/a\u202E"').find((a) => isFix(a.title, 'Remove invisible characters'));
      assert.deepEqual(remove, { title: 'Remove invisible characters: exU+200Bample.com/aU+202E → example.com/a', kind: Q, preferred: true, codes: ['invisible-character', 'invisible-character'], result: '"http://example.com/a"' });
    });
  });

  describe('Appendix C: a <…> wrapped across lines keeps its line breaks', () => {
    const cases: [string, string, string][] = [
      ['Percent-encode', '<https://example.com/a/\n    b|c>', '<https://example.com/a/\n    b%7Cc>'],
      ['Remove password from URI', '<http://user:sec\n  ret@example.com/>', '<http://user\n  @example.com/>'],
      ['Convert IRI to URI', '<https://example.com/ä/\n   straße>', '<https://example.com/%C3%A4/\n   stra%C3%9Fe>'],
    ];
    for (const [title, text, result] of cases) {
      it(`${title}: ${JSON.stringify(text)}`, () => {
        assert.equal(actions(text).find((a) => isFix(a.title, title))?.result, result);
      });
    }
  });

  describe('escapes and character references: an edit replaces each one whole', () => {
    const cases: [string, string, string, string][] = [
      ['json', 'Remove invisible characters', '{"u": "http://ex\\u00ADample.com/"}', '{"u": "http://example.com/"}'],
      ['json', 'Percent-encode', '{"u": "http://ex\\u00ADample.com/a b"}', '{"u": "http://ex%C2%ADample.com/a%20b"}'],
      ['javascript', 'Percent-encode', "t('http://evil.com\\\\@allowed.com/')", "t('http://evil.com%5C@allowed.com/')"],
      ['json', 'Convert IRI to URI', '{"u": "http:\\/\\/ex\\u00e9mple.com\\/\\u00e9"}', '{"u": "http:\\/\\/xn--exmple-cva.com\\/%C3%A9"}'],
      ['html', 'Percent-encode', '<a href="http://x.com/?a=1&amp;b=2|3&#x20;">', '<a href="http://x.com/?a=1&amp;b=2%7C3%20">'],
    ];
    for (const [languageId, title, text, result] of cases) {
      it(`${title}: ${text}`, () => {
        assert.equal(actions(text, {}, languageId).find((a) => isFix(a.title, title))?.result, result);
      });
    }
  });

  describe('titles say what the fix makes of the text, in plain text (no Markdown)', () => {
    const cases: [text: string, title: string][] = [
      ['"http://exa mple.com/"', 'Percent-encode: exa mple.com → exa%20mple.com'],
      ['"http://x/a b"', 'Percent-encode: a b → a%20b'],
      ['"http://h/?q=100%"', 'Percent-encode: 100% → 100%25'],
      ['"http://ex\u200Bample.com/"', 'Remove invisible characters: exU+200Bample.com → example.com'],
      ['"http://example.com/é"', 'Convert IRI to URI: é → %C3%A9'],
      ['"https://user@github.com/org/repo.git"', 'Remove the user name: user@github.com → github.com'],
      // The password is never shown, nor what holds it.
      ['"http://u:p w@h/"', 'Percent-encode'],
      [`"http://x/${'a'.repeat(50)} b"`, 'Percent-encode'],
    ];
    for (const [text, title] of cases) {
      it(`${text} → ${title}`, () => {
        const titles = actions(text).map((a) => a.title);
        assert.ok(titles.includes(title), JSON.stringify(titles));
        for (const t of titles) assert.doesNotMatch(t, /`/);
      });
    }
  });

  describe('Fix all in the quick-fix menu, as eslint offers it', () => {
    it('is a quick fix carrying the problems at hand, applying what Fix all on save applies', () => {
      const text = '"http://exa mple.com/" "https://x/a|b"';
      const fixAll = actions(text, {}, 'plaintext', [Q]).find((a) => a.title === 'Fix all URI problems in file');
      assert.deepEqual(fixAll, {
        title: 'Fix all URI problems in file', kind: Q, preferred: false, codes: ['invalid-character', 'invalid-character'],
        result: '"http://exa%20mple.com/" "https://x/a%7Cb"',
      });
    });
    it('is not offered when it would do only what a fix offered does', () => {
      assert.deepEqual(actions('"http://exa mple.com/"', {}, 'plaintext', [Q]).map((a) => a.title), ['Percent-encode: exa mple.com → exa%20mple.com']);
    });
    it('is not offered where no problem has a fix', () => {
      assert.deepEqual(actions('"http://[::1"', {}, 'plaintext', [Q]), []);
    });
  });

  describe('only the actions asked for', () => {
    it('context.only quickfix leaves out rewrites', () => {
      assert.deepEqual(actions('"HTTP://Example.COM/ a"', {}, 'plaintext', [Q]).map((a) => a.title), ['Percent-encode:  a → %20a']);
    });

    it('source.fixAll.uriLint gives one action with every safe fix of the document', () => {
      const text = '"http://exa mple.com/" "https://u:pw@x/a|b" "https://bücher.example/"';
      assert.deepEqual(actions(text, {}, 'plaintext', [FIX_ALL_KIND]), [{
        title: 'Fix all URI problems', kind: FIX_ALL_KIND, preferred: false, codes: [],
        result: '"http://exa%20mple.com/" "https://u:pw@x/a%7Cb" "https://bücher.example/"',
      }]);
      assert.equal(FIX_ALL_KIND, 'source.fixAll.uriLint');
    });

    it('source asks for fix-all too; quickfix does not', () => {
      assert.equal(actions('"http://a b/"', {}, 'plaintext', ['source']).length, 1);
      assert.ok(actions('"http://a b/"', {}, 'plaintext', [Q]).every((a) => a.kind === Q));
    });
  });

  describe('computeFixAll', () => {
    const cases: [string, Partial<Settings>, string, string][] = [
      ['encodes; leaves IRIs (information) and passwords alone', {}, '"http://exa mple.com/" "https://u:pw@x/" "https://bücher.example/"',
        '"http://exa%20mple.com/" "https://u:pw@x/" "https://bücher.example/"'],
      ['leaves IRIs alone even as errors: converting one changes what it identifies', { iriStrict: true },
        '"https://Bücher.example/ü" "http://a b/"', '"https://Bücher.example/ü" "http://a%20b/"'],
      ['converts IRIs that are errors when uriLint.fixAll.fixes names iri-to-uri', { iriStrict: true, fixAllFixes: ['iri-to-uri'] },
        '"https://Bücher.example/ü" "http://a b/"', '"https://xn--bcher-kva.example/%C3%BC" "http://a%20b/"'],
      ['...but not IRIs reported as information', { fixAllFixes: ['iri-to-uri'] }, '"https://bücher.example/"', '"https://bücher.example/"'],
      ['removes invisible characters, restores "//" and writes a drive letter as file:///C:/, as uri-lint --fix does', {},
        '"http://exa\u200Bmple.com/" "https:/example.com/a" "file://C:/x" "htps://x.example/"',
        '"http://example.com/" "https://example.com/a" "file:///C:/x" "htps://x.example/"'],
      ['uriLint.fixAll.fixes narrows: the first entry that matches decides', { fixAllFixes: ['encode', '!*'] },
        '"http://exa\u200Bmple.com/a b" "https:/example.com/a"', '"http://exa%E2%80%8Bmple.com/a%20b" "https:/example.com/a"'],
      ['uriLint.fixAll.fixes widens: "*" applies every fix that answers a reported problem', { fixAllFixes: ['*'] },
        '"https://u:pw@x.example/a b" "htps://x.example/"', '"https://u@x.example/a%20b" "https://x.example/"'],
      ['lowercases scheme and host when normal form is reported', { normalFormEnable: true }, '"HTTP://Example.COM/a/./b" "http://A B/"',
        '"http://example.com/a/./b" "http://A%20B/"'],
      ['respects severities: an encodable code turned off is not fixed', { severity: { 'invalid-character': 'off' } },
        '"http://a b/" "http://x/%zz"', '"http://a b/" "http://x/%25zz"'],
      ['skips ignored references', { ignoreSchemes: ['http'] }, '"http://a b/" "ftp://a b/"', '"http://a b/" "ftp://a%20b/"'],
    ];
    for (const [name, overrides, text, result] of cases) {
      it(name, () => {
        const { doc, analysis } = open(text);
        const edits = service.fixAll({ document: doc, analysis, settings: settings(overrides) });
        assert.ok(disjoint(doc, edits));
        assert.equal(applied(doc, edits), result);
      });
    }
  });

  describe(`computeNormalizeAll (the ${NORMALIZE_ALL_COMMAND} command)`, () => {
    it('normalizes every valid URI, leaves invalid ones', () => {
      const text = 'a "HTTP://Example.COM:80/a/../b" b "http://a b/" c <https://x.example/%7e/./y?>';
      const { doc, analysis } = open(text);
      const edits = service.normalizeAll({ document: doc, analysis, settings: settings() });
      assert.ok(disjoint(doc, edits));
      assert.equal(applied(doc, edits), 'a "http://example.com/b" b "http://a b/" c <https://x.example/~/y?>');
    });

    it('wrapped: only the characters that change are edited', () => {
      const text = '<HTTP://Example.COM/a/\n  b>';
      const { doc, analysis } = open(text);
      assert.equal(applied(doc, service.normalizeAll({ document: doc, analysis, settings: settings() })), '<http://example.com/a/\n  b>');
    });
  });
});
