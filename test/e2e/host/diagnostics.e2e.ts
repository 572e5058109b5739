// Diagnostics as VS Code holds them (vscode.languages.getDiagnostics), on a
// fixture file per language: each broken URI squiggled on the component or
// token that holds the characters that break RFC 3986, with
// its code, severity and RFC section.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { GUIDE_DIAGNOSTICS, codeOf, expectDiagnostics, open, uriLint, uriLintDiagnostics, type DiagnosticSummary } from './helpers';

interface Case {
  file: string;
  languageId: string;
  /** `[code, severity, [line, character, line, character], the characters covered]`. */
  expected: DiagnosticSummary[];
}

const CASES: Case[] = [
  {
    file: 'guide.md', languageId: 'markdown',
    expected: [...GUIDE_DIAGNOSTICS],
  },
  {
    file: 'page.html', languageId: 'html',
    expected: [
      ['invalid-character', 'error', [4, 16, 4, 28], 'exa mple.com'], // the space in the host
      ['deceptive-userinfo', 'warning', [6, 17, 6, 33], 'www.bank.example'], // §7.6
    ],
  },
  {
    file: 'endpoints.json', languageId: 'json',
    expected: [
      ['invalid-port', 'error', [2, 23, 2, 26], '80a'], // :80a
      ['password-in-userinfo', 'warning', [3, 30, 3, 36], 's3cret'],
    ],
  },
  {
    file: 'config.yaml', languageId: 'yaml',
    expected: [
      ['unclosed-ip-literal', 'error', [1, 15, 1, 19], '[::1'], // http://[::1
      ['iri', 'information', [2, 6, 2, 32], 'https://иконки.рф/icon.png'],
    ],
  },
  {
    file: 'api.ts', languageId: 'typescript',
    expected: [
      ['ambiguous-ip-address', 'warning', [0, 14, 0, 20], '0x7f.1'], // in a comment; read as 127.0.0.1 (§7.4)
      ['invalid-character', 'error', [1, 42, 1, 45], 'a|b'], // in a string
    ],
  },
  {
    file: 'fetch.py', languageId: 'python',
    expected: [
      ['invalid-character', 'error', [3, 44, 3, 47], 'a b'], // a space in the query
      ['unclosed-ip-literal', 'error', [4, 17, 4, 21], '[::1'],
      // The f-string's {tenant} is a placeholder, not a URI character.
      ['password-in-userinfo', 'warning', [6, 40, 6, 45], 'guest'],
    ],
  },
  {
    file: 'notes.txt', languageId: 'plaintext',
    expected: [
      ['invalid-character', 'error', [1, 21, 1, 33], 'ex^ample.com'],
      // "note: this, 12:30, std::vector" holds no URI; the <…> wrapped over two lines is one valid URI.
    ],
  },
];

describe('diagnostics', () => {
  for (const { file, languageId, expected } of CASES) {
    it(`${languageId}: ${file}`, async () => {
      const api = await uriLint();
      const document = await open('one', file);
      assert.strictEqual(document.languageId, languageId);
      await expectDiagnostics(api, document, expected);
    });
  }

  it('each names its rule, links its code\'s page and never shows a password', async () => {
    const api = await uriLint();
    for (const file of ['guide.md', 'endpoints.json', 'fetch.py']) {
      const document = await open('one', file);
      await expectDiagnostics(api, document, CASES.find((c) => c.file === file)!.expected);
      for (const d of uriLintDiagnostics(document.uri)) {
        const code = d.code as { value: string; target: vscode.Uri };
        assert.strictEqual(code.target.toString(true), `https://github.com/uri-lint/uri-lint/blob/main/docs/rules/${code.value}.md`, codeOf(d));
        assert.ok(d.message.length > 20, d.message);
        assert.doesNotMatch(d.message, /hunter2|s3cret|guest/);
      }
    }
  });

  it('per folder: folder two makes IRIs errors (uriLint.iri.strict in its .vscode/settings.json)', async () => {
    const api = await uriLint();
    const expected = (iri: 'information' | 'error'): DiagnosticSummary[] => [
      ['invalid-character', 'error', [3, 41, 3, 56], 'June^report.pdf'],
      ['invalid-port', 'error', [4, 33, 4, 36], '80a'],
      ['iri', iri, [5, 10, 5, 34], 'https://example.com/café'],
    ];
    await expectDiagnostics(api, await open('one', 'links.md'), expected('information'));
    await expectDiagnostics(api, await open('two', 'links.md'), expected('error'));
  });

  it('an untitled document is checked too', async () => {
    const api = await uriLint();
    const document = await vscode.workspace.openTextDocument({
      language: 'markdown',
      content: '# Not saved yet\n\nSee <http://ex^ample.com/> and [the guide](guide/setup.md).\n',
    });
    assert.strictEqual(document.uri.scheme, 'untitled');
    await expectDiagnostics(api, document, [['invalid-character', 'error', [2, 12, 2, 24], 'ex^ample.com']]);
    assert.deepStrictEqual(api.statusOf(document.uri), { uri: document.uri.toString(), version: document.version, references: 2, problems: 1 });
  });
});
