/**
 * The scheme fixes through the real service: the action offered, the
 * document it leaves, and that the fixed URI parses valid, is found whole
 * by the finder and is no longer reported. Fix-all takes the fixes the
 * WHATWG URL parser (browsers, Node's URL) already reads the same way:
 * checked here against Node's URL.
 */
import * as assert from 'node:assert/strict';
import { CodeActionKind } from 'vscode-languageserver-types';
import { findUris, parse } from '@uri-lint/shared';
import { applied, open, service, settings } from '../../features/helpers';
import { diagnosticsOf } from './helpers';

/** `[document, fix title, document after, also applied by fix-all]`. */
type FixRow = [string, string, string, boolean];

const ROWS: FixRow[] = [
  // RFC 9110 §4.2.1–4.2.2, RFC 6455 §3: the missing "//" where what follows reads as a host.
  ['<https:/example.com>', 'Add the missing "/" before the host', '<https://example.com>', true],
  ['<http:example.com/a>', 'Add the missing "//" before the host', '<http://example.com/a>', true],
  ['<http:///example.com/x>', 'Remove the extra "/" before the host', '<http://example.com/x>', true],
  ['<wss:/example.com:8443/chat>', 'Add the missing "/" before the host', '<wss://example.com:8443/chat>', true],
  ['see https:/localhost:8080/x here', 'Add the missing "/" before the host', 'see https://localhost:8080/x here', true],
  // RFC 1738 §3.2: ftp needs "//" and a host as http does; WHATWG reads ftp so too.
  ['<ftp:/ftp.example.com/pub/a.txt>', 'Add the missing "/" before the host', '<ftp://ftp.example.com/pub/a.txt>', true],
  // sftp too, but WHATWG reads `sftp:/x` as a path: a quick fix only.
  ['<sftp:/files.example.com/x>', 'Add the missing "/" before the host', '<sftp://files.example.com/x>', false],
  // Backslashes where "//" belongs (a Windows habit); WHATWG reads them as slashes.
  ['open http:\\\\intranet.example/wiki now', 'Write "//" for the backslashes', 'open http://intranet.example/wiki now', true],
  ['<ftp:\\\\ftp.example.com/pub/>', 'Write "//" for the backslashes', '<ftp://ftp.example.com/pub/>', true],
  // RFC 8089 Appendix E.2: a drive letter to file:///C:/.
  ['<file://C:/Users/a.txt>', 'Write as file:///C:/…', '<file:///C:/Users/a.txt>', true],
  ['<file:C:\\dir\\a.txt>', 'Write as file:///C:/…', '<file:///C:/dir/a.txt>', true],
  ['<file:///C|/dir/a.txt>', 'Write as file:///C:/…', '<file:///C:/dir/a.txt>', true],
  // A misspelled scheme, and a WebSocket fragment: quick fixes only (they change where the URI leads).
  ['<htps://example.com/>', 'Change scheme to "https"', '<https://example.com/>', false],
  ['<HTPS://example.com/>', 'Change scheme to "HTTPS"', '<HTTPS://example.com/>', false],
  ['<mailto:joe@example.com> <fiel:///etc/hosts>', 'Change scheme to "file"', '<mailto:joe@example.com> <file:///etc/hosts>', false],
  ['<ws://example.com/chat#room>', 'Remove the fragment', '<ws://example.com/chat>', false],
];

/** References whose intent is not clear get no scheme fix. */
const NO_FIX = ['<http:/path/to/x>', '<https:/index.html>', '<https://:443/>', '<http:///>', '<file://./a.md>', '<file://~/a.md>'];

const SCHEME_FIX_TITLES = /^(?:Add the missing|Remove the extra|Write as file|Write "\/\/"|Change scheme|Remove the fragment)/;

function offered(text: string) {
  const { doc, analysis } = open(text);
  const ctx = { document: doc, analysis, settings: settings() };
  const diagnostics = service.diagnostics(ctx);
  const range = { start: doc.positionAt(0), end: doc.positionAt(text.length) };
  const actions = service.codeActions(ctx, range, { diagnostics });
  return { doc, actions, fixAll: applied(doc, service.fixAll(ctx)) };
}

/** The URI the fix changed, before and after (the documents hold their URIs in the same order). */
function changedUri(before: string, after: string): [string, string] {
  const was = findUris(before).map((f) => f.text);
  const now = findUris(after).map((f) => f.text);
  assert.equal(now.length, was.length, 'the fixed document holds as many URIs');
  const i = was.findIndex((text, k) => text !== now[k]);
  return [was[i]!, now[i]!];
}

describe('scheme fixes', () => {
  for (const [text, title, result, inFixAll] of ROWS) {
    describe(`${text} → ${result}`, () => {
      it(`"${title}": a preferred quick fix for its diagnostic`, () => {
        const { doc, actions } = offered(text);
        const action = actions.find((a) => a.title === title);
        assert.ok(action, `offered: ${actions.map((a) => a.title).join(' | ')}`);
        assert.equal(action.kind, CodeActionKind.QuickFix);
        assert.equal(action.isPreferred, true);
        assert.equal(applied(doc, action.edit!.changes![doc.uri]!), result);
      });

      it('the fixed URI parses valid, is found whole, and nothing is reported on it', () => {
        const [, fixed] = changedUri(text, result);
        assert.equal(parse(fixed).valid, true);
        assert.equal(findUris(result).filter((f) => f.text === fixed).length, 1);
        assert.deepEqual(diagnosticsOf(result), []);
      });

      it(inFixAll ? 'fix-all applies it, and browsers already read the URI so' : 'fix-all leaves it', () => {
        const { fixAll } = offered(text);
        assert.equal(fixAll, inFixAll ? result : text);
        if (inFixAll) {
          const [before, after] = changedUri(text, result);
          assert.equal(new URL(before).href, new URL(after).href);
        }
      });
    });
  }

  for (const text of NO_FIX) {
    it(`${text}: reported, but no scheme fix (no host to guess, no absolute path to guess)`, () => {
      const { actions, fixAll } = offered(text);
      assert.ok(diagnosticsOf(text).length > 0);
      assert.deepEqual(actions.filter((a) => SCHEME_FIX_TITLES.test(a.title)).map((a) => a.title), []);
      assert.equal(fixAll, text);
    });
  }

  it('an IRI gets the fix too, and is then only an IRI', () => {
    const { doc, actions } = offered('Go to https:/bücher.example/');
    const action = actions.find((a) => a.title === 'Add the missing "/" before the host');
    assert.equal(applied(doc, action!.edit!.changes![doc.uri]!), 'Go to https://bücher.example/');
    assert.deepEqual(diagnosticsOf('Go to https://bücher.example/').map(([code]) => code), ['iri']);
  });

  it('no scheme fix with uriLint.schemes.enable off', () => {
    const { doc, analysis } = open('<https:/example.com> <htps://example.com/>');
    const ctx = { document: doc, analysis, settings: settings({ schemesEnable: false }) };
    const range = { start: doc.positionAt(0), end: doc.positionAt(doc.getText().length) };
    assert.deepEqual(service.codeActions(ctx, range, { diagnostics: [] }).filter((a) => SCHEME_FIX_TITLES.test(a.title)), []);
    assert.deepEqual(service.fixAll(ctx), []);
  });
});
