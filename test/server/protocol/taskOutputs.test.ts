/**
 * A file the workspace's own task files (a justfile, Makefiles, package.json's
 * scripts) name as a command's output is generated: over the real protocol
 * (the built server over stdio, the disk as it reads it), the editor leaves it
 * out by default as the command line does (no diagnostics, a status that says
 * why, one line in the output), the index of links leaves it out, and
 * `uriLint.defaultIgnores: false` checks it. A task file edited, saved or
 * open, is read again and what it names judged again. And the server and the
 * command line, over the same tree, judge the same files.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import type { Location } from 'vscode-languageserver-protocol/node';
import { languageOfFile } from '@uri-lint/shared';
import { FILE_REFERENCES_COMMAND } from '@uri-lint/server/contract';
import { TestClient, writeTree } from './client';
import type { DocumentStatusParams } from '@uri-lint/server/contract';
import { runJson } from '../../cli/helpers';

const BAD = 'see <http://exa mple.com/>';

/** A repository's tree: four outputs its task files name (one from a folder below, `../`), the rest its own. */
const TREE: Record<string, string> = {
  'justfile': '# Update the API documentation\napi-docs:\n    python src/manage.py spectacular --file doc/api/schema.yml\n',
  'Makefile': 'docs/cli.md: src/cli.py\n\tpython src/cli.py --help > $@\n',
  'package.json': `${JSON.stringify({ name: 'x', scripts: { 'docs:api': 'redoc-cli bundle openapi.yaml -o docs/api.html' } })}\n`,
  // flagsmith's api/Makefile writes pages of the documentation beside it.
  'api/Makefile': 'catalogue:\n\tpython manage.py catalogue > ../docs/catalogue.md\n',
  'doc/api/schema.yml': `url: ${BAD}\n`,
  'docs/cli.md': `# CLI\n\n${BAD}\nSee [install](setup.md#install).\n`,
  'docs/api.html': '<a href="http://exa mple.com/">x</a>\n',
  'docs/catalogue.md': `# Catalogue\n\n${BAD}\n`,
  'docs/guide.md': `# Guide\n\n${BAD}\nSee [install](setup.md#install).\n`,
  'docs/setup.md': '# Setup\n\n## Install\n',
  'src/cli.py': `# ${BAD}\n`,
};

/** Each file that reads as a language, and why it is left out ('' = checked), as the command line says. */
const EXPECTED: Record<string, string> = {
  'doc/api/schema.yml': 'generated: written by `just api-docs` (justfile)',
  'docs/cli.md': 'generated: written by `make docs/cli.md` (Makefile)',
  'docs/api.html': 'generated: written by `npm run docs:api` (package.json)',
  'docs/catalogue.md': 'generated: written by `make catalogue` (Makefile)',
  'docs/guide.md': '',
  'src/cli.py': '',
};

describe('protocol (spawn): files the task files name as a command\'s output', function () {
  this.timeout(60_000);
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const relOf = (uri: string) => path.relative(dir, new URL(uri).pathname);
  /** The first status of `uri` from now on that `test` accepts. */
  const statusFrom = (uri: string, test: (s: DocumentStatusParams) => boolean, what: string) => {
    const seen = client.statuses.length;
    return client.statusWhere(uri, (s) => client.statuses.indexOf(s) >= seen && test(s), what);
  };
  /** The diagnostics published with `status`. */
  const diagnosticsOf = (status: DocumentStatusParams) => client.published.filter((p) => p.uri === status.uri && p.version === status.version).at(-1)!.diagnostics;
  /** Opens `rel` and answers its status and diagnostics once its judging is the last (no `pendingLinks`). */
  const judged = async (rel: string) => {
    const uri = uriOf(rel);
    const status = statusFrom(uri, (s) => !s.pendingLinks, 'settled');
    await client.open(languageOfFile(path.basename(rel)), fs.readFileSync(path.join(dir, rel), 'utf8'), uri);
    const settled = await status;
    return { skipped: settled.skipped, diagnostics: diagnosticsOf(settled) };
  };
  /** The files the index holds that link to docs/setup.md. */
  const referrers = async () => {
    const { result } = await client.executeCommand(FILE_REFERENCES_COMMAND, [uriOf('docs/setup.md')]);
    return [...new Set((result as Location[]).map((l) => relOf(l.uri)))].sort();
  };

  before(async () => {
    dir = writeTree('uri-lint-task-outputs-', TREE);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true, initializationOptions: { documentStatus: true } });
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves them out, says why once, and checks every other file: the files the command line checks', async () => {
    const cli = runJson([], dir).report.files;
    for (const [rel, why] of Object.entries(EXPECTED)) assert.equal(cli.find((f) => f.path === rel)?.skipped ?? '', why, `the command line: ${rel}`);
    // Every file of the command line's report opened in the editor: the same left out, the same errors in the others.
    const checked: string[] = [];
    for (const file of cli) {
      const { skipped, diagnostics } = await judged(file.path);
      if (skipped === undefined) checked.push(file.path);
      assert.equal(skipped, file.skipped === undefined ? undefined : 'unedited', file.path);
      const errors = (severity: unknown) => severity === DiagnosticSeverity.Error || severity === 'error';
      assert.equal(diagnostics.filter((d) => errors(d.severity)).length, file.problems.filter((p) => errors(p.severity)).length, file.path);
      if (file.skipped !== undefined) {
        const told = client.logs.filter((l) => l.message.includes(file.path) && l.message.includes('not checked'));
        assert.equal(told.length, 1, file.path);
        assert.ok(told[0]!.message.includes(`not checked: ${file.skipped} (a file nobody edits; set uriLint.defaultIgnores to false`), told[0]!.message);
      }
      // A task file is read from the disk again once closed (the tests below change them there).
      if (['justfile', 'Makefile', 'package.json'].includes(path.basename(file.path))) await client.close(uriOf(file.path));
    }
    assert.deepEqual(checked, cli.filter((f) => f.skipped === undefined).map((f) => f.path));
    assert.deepEqual(checked.filter((rel) => rel in EXPECTED), ['docs/guide.md', 'src/cli.py']);
  });

  it('leaves them out of the index of links', async () => {
    await client.progressEnded();
    assert.deepEqual(await referrers(), ['docs/guide.md']);
  });

  it('checks them with uriLint.defaultIgnores false, in the editor and in the index', async () => {
    const uri = uriOf('docs/cli.md');
    const next = statusFrom(uri, (s) => s.skipped === undefined && !s.pendingLinks, 'checked');
    const rebuilt = client.progressEnded(2);
    await client.updateSettings({ defaultIgnores: false });
    const status = await next;
    assert.ok(diagnosticsOf(status).length > 0);
    await rebuilt;
    assert.deepEqual(await referrers(), ['docs/cli.md', 'docs/guide.md']);
    const back = statusFrom(uri, (s) => s.skipped === 'unedited', 'left out again');
    await client.updateSettings({});
    await back;
    await client.progressEnded(3);
  });

  it('judges a file again once a saved task file stops naming it, and once it names it again', async () => {
    const uri = uriOf('docs/catalogue.md');
    const checked = statusFrom(uri, (s) => s.skipped === undefined && !s.pendingLinks, 'checked');
    fs.writeFileSync(path.join(dir, 'api/Makefile'), 'catalogue:\n\tpython manage.py catalogue\n');
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('api/Makefile'), type: 2 }] });
    const status = await checked;
    assert.ok(diagnosticsOf(status).length > 0);
    // Left out again, the file's own row unchanged: as the command line says of the tree now.
    const left = statusFrom(uri, (s) => s.skipped === 'unedited', 'left out again');
    fs.writeFileSync(path.join(dir, 'api/Makefile'), TREE['api/Makefile']!);
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('api/Makefile'), type: 2 }] });
    await left;
    assert.equal(runJson([], dir).report.files.find((f) => f.path === 'docs/catalogue.md')!.skipped, EXPECTED['docs/catalogue.md']);
  });

  it('reads them all again when the client says something changed but not what (an empty batch)', async () => {
    const uri = uriOf('docs/api.html');
    const checked = statusFrom(uri, (s) => s.skipped === undefined && !s.pendingLinks, 'checked');
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'x', scripts: {} })}\n`);
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [] });
    assert.ok(diagnosticsOf(await checked).length > 0);
    const left = statusFrom(uri, (s) => s.skipped === 'unedited', 'left out again');
    fs.writeFileSync(path.join(dir, 'package.json'), TREE['package.json']!);
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [] });
    await left;
  });

  it('reads an open task file as the editor holds it: an edit that stops naming a file checks it', async () => {
    const uri = uriOf('doc/api/schema.yml');
    const justfile = uriOf('justfile');
    await client.open(languageOfFile('justfile'), TREE.justfile!, justfile);
    const checked = statusFrom(uri, (s) => s.skipped === undefined && !s.pendingLinks, 'checked');
    await client.change(justfile, [{ text: TREE.justfile!.replace('--file doc/api/schema.yml', '') }]);
    const status = await checked;
    assert.ok(diagnosticsOf(status).length > 0);
    // Closed unsaved: the disk's text names it again.
    const left = statusFrom(uri, (s) => s.skipped === 'unedited', 'left out again');
    await client.close(justfile);
    await left;
  });

  it('a task file created names its outputs, one deleted no longer does', async () => {
    const uri = uriOf('docs/guide.md');
    const left = statusFrom(uri, (s) => s.skipped === 'unedited', 'left out');
    fs.mkdirSync(path.join(dir, 'tools'));
    fs.writeFileSync(path.join(dir, 'tools/docs.mk'), 'guide:\n\tpython gen.py > ../docs/guide.md\n');
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('tools'), type: 1 }, { uri: uriOf('tools/docs.mk'), type: 1 }] });
    await left;
    assert.equal(runJson([], dir).report.files.find((f) => f.path === 'docs/guide.md')!.skipped, 'generated: written by `make guide` (docs.mk)');
    const checked = statusFrom(uri, (s) => s.skipped === undefined && !s.pendingLinks, 'checked again');
    fs.rmSync(path.join(dir, 'tools'), { recursive: true });
    await client.sendRaw('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf('tools'), type: 3 }] });
    await checked;
  });
});
