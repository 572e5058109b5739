/**
 * Issue 17 §2 on the command line: a password that a parse does not read as
 * one (an unencoded `#`, `/` or `?` in it, several `@`, a nested or opaque
 * URI, percent-encoded) is shown by no subcommand and in no format.
 */
import * as assert from 'node:assert/strict';
import { HIDDEN_PASSWORDS, HIDDEN_SECRET } from '../server/protocol/secretShapes';
import { removeTempTrees, runCli, tempTree } from './helpers';

const URIS = HIDDEN_PASSWORDS.map(([, uri]) => uri);

describe('uri-lint: no password however the URI is written (issue 17 §2)', () => {
  after(removeTempTrees);

  for (const command of ['parse', 'normalize']) {
    it(`${command}: every shape, masked`, () => {
      const run = runCli([command], tempTree(), `${URIS.join('\n')}\n`);
      const lines = run.stdout.trimEnd().split('\n');
      assert.equal(lines.length, URIS.length, run.stderr);
      lines.forEach((line, i) => {
        assert.doesNotMatch(line, HIDDEN_SECRET, URIS[i]);
        assert.match(line, /••••/, URIS[i]);
      });
    });
  }

  it('parse: the components and errors of the issue\'s example', () => {
    const run = runCli(['parse', 'postgres://admin:Hunter2#xyz@db.example.com/app'], tempTree());
    const answer = JSON.parse(run.stdout) as { input: string; components: Record<string, string>; errors: { message: string }[] };
    assert.equal(answer.input, 'postgres://admin:••••@db.example.com/app');
    assert.deepEqual({ port: answer.components.port, fragment: answer.components.fragment }, { port: '••••', fragment: '••••@db.example.com/app' });
    assert.doesNotMatch(run.stdout, /Hunter|xyz/);
  });

  it('resolve: every shape as the base and as the reference', () => {
    const input = URIS.flatMap((uri) => [`${uri} page.html`, `https://base.example/dir/ ${uri}`]).join('\n');
    const run = runCli(['resolve'], tempTree(), `${input}\n`);
    assert.equal(run.stdout.trimEnd().split('\n').length, URIS.length * 2, run.stderr);
    assert.doesNotMatch(run.stdout + run.stderr, HIDDEN_SECRET);
  });

  for (const format of ['stylish', 'json', 'sarif']) {
    it(`--format ${format}: every shape in a file, masked`, () => {
      const dir = tempTree({ 'notes.txt': URIS.map((uri) => `see ${uri} here`).join('\n') });
      const run = runCli(['--format', format, 'notes.txt'], dir);
      assert.ok(run.stdout.includes('notes.txt'), run.stderr);
      assert.doesNotMatch(run.stdout + run.stderr, HIDDEN_SECRET);
    });
  }

  it('--fix-dry-run: the diff masks every shape', () => {
    const dir = tempTree({ 'notes.txt': URIS.map((uri) => `see ${uri} |here|`).join('\n') });
    const run = runCli(['--fix-dry-run', '--fix-type', 'encode,normalize,remove-password', 'notes.txt'], dir);
    assert.doesNotMatch(run.stdout + run.stderr, HIDDEN_SECRET);
  });
});
