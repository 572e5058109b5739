/**
 * Issue 17 §2 on the command line: a password that a parse does not read as
 * one (an unencoded `#`, `/` or `?` in it, several `@`, a nested or opaque
 * URI, percent-encoded) is shown by no subcommand and in no format.
 */
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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

/**
 * A configuration file whose bytes are not JSON, or a link out of the run's
 * folder (a repository committing `.urilintrc.json -> /etc/shadow`), is
 * named with a message of our own: never the JSON engine's, which quotes
 * the file's first characters.
 */
describe('uri-lint: a configuration file\'s bytes are never shown', () => {
  const SHADOW = 'root:$6$Zq7salt$Zq7hash:19000:0:99999:7:::\n';
  let outside: string;
  before(() => {
    outside = tempTree({ 'shadow': SHADOW });
  });
  after(removeTempTrees);

  it('a .urilintrc.json linked to a file outside the run\'s folder: named, not read', () => {
    const dir = tempTree({ 'notes.txt': 'see http://example.com/ here\n' });
    fs.symlinkSync(path.join(outside, 'shadow'), path.join(dir, '.urilintrc.json'));
    for (const format of ['stylish', 'json', 'sarif']) {
      const run = runCli(['--format', format, 'notes.txt'], dir);
      assert.equal(run.status, 2, run.stderr);
      assert.match(run.stderr, /\.urilintrc\.json: cannot read the configuration \(a symbolic link to a file outside the folder of the run\)/);
      assert.doesNotMatch(run.stdout + run.stderr, HIDDEN_SECRET);
    }
  });

  for (const [name, text] of [['.urilintrc.json', SHADOW], ['package.json', `{ "uriLint": {}, "x": ${SHADOW} }`]] as const) {
    it(`a ${name} that is not JSON: where it breaks, not what it holds`, () => {
      const dir = tempTree({ 'notes.txt': 'see http://example.com/ here\n', [name]: text });
      const run = runCli(['notes.txt'], dir);
      assert.equal(run.status, 2, run.stderr);
      assert.match(run.stderr, new RegExp(`${name.replace('.', '\\.')}: not valid JSON \\(an unexpected character at line 1, column \\d+\\)`));
      assert.doesNotMatch(run.stdout + run.stderr, HIDDEN_SECRET);
    });
  }
});
