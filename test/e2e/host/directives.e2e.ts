// Inline directives and the configuration file in a real VS Code: a .urilintrc.json written on disk re-judges an
// open document (the server's file watcher, registered with the client), and
// each ignore quick fix, as VS Code collects and applies it, silences its
// finding in Markdown, TypeScript and YAML.
import * as assert from 'assert';
import * as fs from 'fs';
import * as vscode from 'vscode';
import { codeActions, codeOf, expectDiagnostics, fixture, open, revert, uriLint, uriLintDiagnostics, waitFor } from './helpers';
import type { DiagnosticSummary } from './helpers';

const FILES: [string, DiagnosticSummary][] = [
  ['directives/ignore.md', ['invalid-port', 'error', [2, 23, 2, 26], '80a']],
  ['directives/ignore.ts', ['invalid-port', 'error', [1, 29, 1, 32], '80a']],
  ['directives/ignore.yaml', ['invalid-port', 'error', [1, 26, 1, 29], '80a']],
];

const TITLES = ['Ignore invalid-port on this line', 'Ignore invalid-port in this file', 'Ignore this URI in a new .urilintrc.json', 'Ignore this file in a new .urilintrc.json'];

/** Closes the document a workspace edit opened, and removes the file it made. */
async function removeMade(uri: vscode.Uri): Promise<void> {
  const made = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  if (made) await revert(made);
  fs.rmSync(uri.fsPath, { force: true });
}

describe('directives and configuration files', () => {
  it('a .urilintrc.json written on disk re-judges an open document, and its removal too', async () => {
    const api = await uriLint();
    const [file, finding] = FILES[0]!;
    const document = await open('one', file);
    const rc = fixture('one', 'directives/.urilintrc.json');
    try {
      await expectDiagnostics(api, document, [finding]);
      fs.writeFileSync(rc.fsPath, JSON.stringify({ severity: { 'invalid-port': 'off' } }));
      await expectDiagnostics(api, document, []);
      fs.rmSync(rc.fsPath);
      await expectDiagnostics(api, document, [finding]);
    } finally {
      fs.rmSync(rc.fsPath, { force: true });
      await revert(document);
    }
  });

  for (const [file, finding] of FILES) {
    for (const title of TITLES) {
      it(`${file}: "${title}" silences the finding`, async () => {
        const api = await uriLint();
        const document = await open('one', file);
        const rc = fixture('one', '.urilintrc.json');
        try {
          await expectDiagnostics(api, document, [finding]);
          const [diagnostic] = uriLintDiagnostics(document.uri);
          const actions = await codeActions(document.uri, diagnostic!.range, vscode.CodeActionKind.QuickFix);
          const action = actions.find((a) => a.title === title);
          assert.ok(action, `offered: ${actions.map((a) => a.title).join(', ')}`);
          assert.ok(await vscode.workspace.applyEdit(action.edit!), 'applied');
          await expectDiagnostics(api, document, []);
        } finally {
          await removeMade(rc);
          await revert(document);
        }
      });
    }
  }
});

/**
 * A finding inside text its language keeps as written: "Ignore … in this
 * block", as VS Code collects and applies it, wraps the whole construct and
 * writes nothing inside it, so the program's data is unchanged and the
 * region ends where it should: the file's other finding is still reported.
 */
const BLOCKS: [string, string][] = [
  ['directives/docstring.py', 'def fetch():\n    # uri-lint-disable invalid-port\n    """Fetch the feed.\n\n    see http://example.com:80a/\n    and more\n    """\n    # uri-lint-enable invalid-port\n    return "http://example.com:80b/"\n'],
  ['directives/template.js', '// uri-lint-disable invalid-port\nconst page = `\n  <a href="http://example.com:80a/">feed</a>\n  <p>more</p>\n`;\n// uri-lint-enable invalid-port\nconst api = "http://example.com:80b/";\n'],
  ['directives/compose.yaml', 'services:\n  web:\n    # uri-lint-disable invalid-port\n    command: |\n      curl http://example.com:80a/\n      echo done\n    # uri-lint-enable invalid-port\n    image: "http://example.com:80b/"\n'],
];

describe('ignore actions never write inside a string or a block scalar', () => {
  for (const [file, expected] of BLOCKS) {
    it(`${file}: "Ignore invalid-port in this block" wraps it whole`, async () => {
      const api = await uriLint();
      const document = await open('one', file);
      try {
        const found = await waitFor('both findings', () => {
          const list = uriLintDiagnostics(document.uri).filter((d) => codeOf(d) === 'invalid-port');
          return list.length === 2 && list;
        });
        const inBlock = found.find((d) => document.getText(d.range) === '80a')!;
        const actions = await codeActions(document.uri, inBlock.range, vscode.CodeActionKind.QuickFix);
        const action = actions.find((a) => a.title === 'Ignore invalid-port in this block');
        assert.ok(action, `offered: ${actions.map((a) => a.title).join(', ')}`);
        assert.ok(!actions.some((a) => a.title === 'Ignore invalid-port on this line'), 'no directive inside the construct');
        assert.ok(await vscode.workspace.applyEdit(action.edit!), 'applied');
        assert.equal(document.getText(), expected);
        await waitFor('only the other finding', () => {
          const left = uriLintDiagnostics(document.uri);
          return left.length === 1 && codeOf(left[0]!) === 'invalid-port' && document.getText(left[0]!.range) === '80b' && api.statusOf(document.uri)?.version === document.version;
        });
      } finally {
        await revert(document);
      }
    });
  }
});
