/**
 * The language features over the real protocol, on fixture
 * documents in Markdown, HTML, JSON, YAML, TypeScript and plain text, over
 * every transport, the browser worker's included (the same
 * table for the Node server and for its browser bundle in Chromium): the
 * exact diagnostics, links, hovers, code actions and the normalize-all
 * command, as an editor receives them.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { CodeAction, Diagnostic, DocumentLink, Range } from 'vscode-languageserver-protocol/node';
import { ROOT, TestClient } from './client';
import type { Transport } from './client';

/** `[line, character, line, character]`. */
type Span = [number, number, number, number];

interface Fixture {
  file: string;
  languageId: string;
  /** `[span, code, severity]`: 1 error, 2 warning, 3 information. */
  diagnostics: [Span, string, number][];
  /** `[span, target]`. */
  links: [Span, string][];
}

const FIXTURES: Fixture[] = [
  {
    file: 'links.md', languageId: 'markdown',
    diagnostics: [
      [[3, 52, 3, 56], 'invalid-percent-encoding', 1], // a%zz: the segment that holds it (§2.1)
      [[4, 34, 4, 41], 'password-in-userinfo', 2], // the password only (§3.2.1)
      [[5, 8, 5, 32], 'iri', 3], // café: an IRI, information by default
    ],
    links: [
      [[2, 10, 2, 48], 'https://www.rfc-editor.org/rfc/rfc3986'],
      [[4, 21, 4, 61], 'https://user@example.com/private'], // the password is left out of the target (§3.2.1)
      [[5, 8, 5, 32], 'https://example.com/caf%C3%A9'],
      [[6, 30, 6, 43], 'file:///fixtures/docs/guide.md'], // relative, against the document (§5.2)
      [[8, 8, 8, 20], 'file:///README.md'], // a reference definition
    ],
  },
  {
    file: 'page.html', languageId: 'html',
    diagnostics: [
      [[4, 16, 4, 28], 'invalid-character', 1], // the host that holds a space
      [[6, 17, 6, 33], 'deceptive-userinfo', 2], // www.bank.example@evil.example (§7.6)
    ],
    links: [
      [[2, 18, 2, 42], 'https://example.org/app/'],
      [[5, 10, 5, 25], 'https://example.org/app/images/logo.png'], // against <base href>
      // www.bank.example@evil.example poses as another host (§7.6): no link.
      // javascript: runs code: never a link.
    ],
  },
  {
    file: 'manifest.json', languageId: 'json',
    diagnostics: [
      [[2, 23, 2, 26], 'invalid-port', 1], // :80a
      [[3, 30, 3, 36], 'password-in-userinfo', 2],
    ],
    links: [
      [[1, 15, 1, 35], 'https://example.com/'],
      [[3, 17, 3, 57], 'https://user@git.example/repo.git'],
    ],
  },
  {
    file: 'config.yaml', languageId: 'yaml',
    diagnostics: [
      [[1, 15, 1, 19], 'unclosed-ip-literal', 1], // http://[::1
      [[2, 6, 2, 32], 'iri', 3],
    ],
    links: [
      [[0, 10, 0, 34], 'https://example.com/docs'],
      [[2, 6, 2, 32], 'https://xn--e1afmkfd.xn--p1ai/icon.png'], // IDNA for the host (RFC 3987 §3.1)
    ],
  },
  {
    file: 'api.ts.fixture', languageId: 'typescript',
    diagnostics: [
      [[0, 14, 0, 20], 'ambiguous-ip-address', 2], // 0x7f.1 reads as 127.0.0.1 (§7.4)
      [[1, 42, 1, 45], 'invalid-character', 1], // a|b in the query
    ],
    links: [
      // 0x7f.1 is an address written to look like a name (§7.4): no link.
      [[2, 3, 2, 25], 'https://example.com/ok'],
    ],
  },
  {
    file: 'notes.txt', languageId: 'plaintext',
    diagnostics: [
      [[1, 21, 1, 33], 'invalid-character', 1], // ^ in the host
    ],
    links: [
      [[0, 7, 0, 40], 'https://example.com/path?q=1#frag'],
      [[2, 10, 3, 11], 'https://example.com/a/very/long/path'], // <…> wrapped over two lines (Appendix C)
    ],
  },
];

function read(file: string): string {
  return fs.readFileSync(path.join(ROOT, 'test/fixtures/server', file), 'utf8');
}

function span(range: Range): Span {
  return [range.start.line, range.start.character, range.end.line, range.end.character];
}

function range([sl, sc, el, ec]: Span): Range {
  return { start: { line: sl, character: sc }, end: { line: el, character: ec } };
}

/** The fixes among code actions: the ignore actions (directives) have their own tests (ignoreActions.test.ts). */
const fixesOnly = (actions: unknown) => (actions as CodeAction[]).filter((a) => !a.title.startsWith('Ignore '));
const summary = (d: Diagnostic): [Span, string, number] => [span(d.range), String(d.code), d.severity!];
const linkSummary = (l: DocumentLink): [Span, string] => [span(l.range), l.target!];

/** The fixtures' table over one transport: the Node server's here (features.test.ts), the browser worker's in `npm run test:e2e` (features.browser.ts). */
export function featuresOnFixtures(transport: Transport): void {
  describe(`protocol (${transport}): features on fixtures`, () => {
    let client: TestClient;
    before(async () => { client = await TestClient.start({ transport }); });
    after(async () => { await client.stop(); });

    for (const fixture of FIXTURES) {
      describe(`${fixture.file} (${fixture.languageId})`, () => {
        const uri = `file:///fixtures/${fixture.file}`;
        before(async () => { await client.open(fixture.languageId, read(fixture.file), uri); });

        it('publishes the exact diagnostics, from uri-lint, with their RFC section', async () => {
          const diagnostics = await client.diagnostics(uri);
          assert.deepEqual(diagnostics.map(summary), fixture.diagnostics);
          for (const d of diagnostics) {
            assert.equal(d.source, 'uri-lint');
            // The code links to its page (docs/rules/), which links the RFC; the hover links the RFC section.
            assert.equal(d.codeDescription!.href, `https://github.com/uri-lint/uri-lint/blob/main/docs/rules/${String(d.code)}.md`);
            assert.doesNotMatch(d.message, /hunter2|s3cret/);
          }
        });

        it('links every valid URI and resolvable relative reference', async () => {
          assert.deepEqual((await client.links(uri))!.map(linkSummary), fixture.links);
        });
      });
    }

    describe('hover', () => {
      const uri = 'file:///fixtures/links.md';

      it('on a relative reference: its components and where it would resolve', async () => {
        const hover = await client.hover(uri, { line: 6, character: 33 });
        assert.deepEqual(hover?.range, range([6, 30, 6, 43]));
        assert.deepEqual(hover?.contents, {
          kind: 'markdown',
          value: [
            '**Relative reference**',
            'path `docs/guide.md`',
            '**Would resolve to** `file:///fixtures/docs/guide.md` (against the document\'s URI)',
          ].join('  \n'),
        });
      });

      it('on a URI with a password: the problem, and the password masked', async () => {
        const hover = await client.hover(uri, { line: 4, character: 30 });
        const value = (hover?.contents as { value: string }).value;
        assert.match(value, /^\*\*URI\*\*\n/);
        assert.match(value, /userinfo `user:••••`/);
        assert.match(value, /\[password-in-userinfo\]\(https:\/\/www\.rfc-editor\.org\/rfc\/rfc3986#section-3\.2\.1\)/);
        assert.doesNotMatch(value, /hunter2/);
      });

      it('away from any URI: nothing', async () => {
        assert.equal(await client.hover(uri, { line: 0, character: 3 }), null);
      });
    });

    describe('code actions', () => {
      const uri = 'file:///fixtures/links.md';
      const quickFix = (title: string, diagnostic: Diagnostic, edit: [Span, string], preferred: boolean): CodeAction => ({
        title, kind: 'quickfix',
        edit: { changes: { [uri]: [{ range: range(edit[0]), newText: edit[1] }] } },
        diagnostics: [diagnostic],
        ...(preferred ? { isPreferred: true } : {}),
      });

      it('offers one fix per diagnostic, editing only the URI', async () => {
        const [percent, password, iri] = await client.diagnostics(uri);
        assert.deepEqual(fixesOnly(await client.codeActions(uri, percent!.range, [percent!])), [
          quickFix('Percent-encode: a%zz → a%25zz', percent!, [[3, 54, 3, 54], '25'], true),
        ]);
        assert.deepEqual(fixesOnly(await client.codeActions(uri, password!.range, [password!])), [
          quickFix('Remove password from URI', password!, [[4, 33, 4, 41], ''], true),
        ]);
        assert.deepEqual(fixesOnly(await client.codeActions(uri, iri!.range, [iri!])), [
          quickFix('Convert IRI to URI: café → caf%C3%A9', iri!, [[5, 31, 5, 32], '%C3%A9'], false),
        ]);
      });

      it('answers source.fixAll.uriLint with the safe fixes of the whole document', async () => {
        assert.deepEqual(await client.codeActions(uri, range([0, 0, 0, 0]), [], ['source.fixAll.uriLint']), [{
          title: 'Fix all URI problems',
          kind: 'source.fixAll.uriLint',
          edit: { changes: { [uri]: [{ range: range([3, 54, 3, 54]), newText: '25' }] } },
        }]);
      });
    });

    describe('uriLint.normalizeAll', () => {
      it('applies the normal forms through workspace/applyEdit, versioned', async () => {
        const doc = await client.open('plaintext', 'See HTTP://Example.COM:80/a/./b/../c and https://ok.example/ now.\n');
        const outcome = await client.executeCommand('uriLint.normalizeAll', [doc.uri]);
        assert.equal(outcome.result, null);
        assert.deepEqual(outcome.edits, [{
          label: 'Normalize all URIs',
          edit: { documentChanges: [{ textDocument: { uri: doc.uri, version: 1 }, edits: [{ range: range([0, 4, 0, 34]), newText: 'http://example.com/a' }] }] },
        }]);
      });

      it('does nothing for a document it does not know', async () => {
        assert.deepEqual(await client.executeCommand('uriLint.normalizeAll', ['file:///nowhere.txt']), { result: null, edits: [] });
      });
    });

    describe('incremental edits', () => {
      it('a fix typed into the document clears its diagnostic, and a new error appears', async () => {
        const doc = await client.open('plaintext', read('notes.txt'));
        assert.deepEqual((await client.diagnostics(doc.uri)).map(summary), [[[1, 21, 1, 33], 'invalid-character', 1]]);
        // Delete the "^", then break the wrapped URI's port on line 3.
        await client.change(doc.uri, [{ range: range([1, 23, 1, 24]), text: '' }]);
        const last = await client.change(doc.uri, [{ range: range([2, 29, 2, 29]), text: ':8x' }]);
        assert.deepEqual((await client.diagnostics(doc.uri, last.version)).map(summary), [[[2, 30, 2, 32], 'invalid-port', 1]]);
      });
    });
  });
}
