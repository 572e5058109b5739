/**
 * No password on the command line's surfaces: a password that a parse does not read as
 * one (an unencoded `#`, `/` or `?` in it, several `@`, a nested or opaque
 * URI, percent-encoded) is shown by no subcommand and in no format.
 */
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { HIDDEN_PASSWORDS, HIDDEN_SECRET } from '../server/protocol/secretShapes';
import { removeTempTrees, runCli, tempTree } from './helpers';

const URIS = HIDDEN_PASSWORDS.map(([, uri]) => uri);

describe('uri-lint: no password however the URI is written', () => {
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

  it('--cache: the cache file holds no password, a link to a missing folder named with one included', () => {
    // A password pasted where a relative link's path goes: its folder is a key of the evidence the cache keeps.
    const links = URIS.map((uri) => `[x](${uri})`).join('\n');
    const dir = tempTree({ 'docs/notes.md': `# Notes\n\n${links}\n[a](alice:hunter2@host/x.md)\n[b](d/alice:hunter2@host/y.md)\n` });
    const run = runCli(['--cache'], dir);
    assert.ok(run.stdout.includes('notes.md'), run.stderr);
    const cache = fs.readFileSync(path.join(dir, '.urilintcache'), 'utf8');
    assert.match(cache, /^\{"format":"uri-lint-cache"/);
    assert.doesNotMatch(cache, HIDDEN_SECRET);
    assert.doesNotMatch(cache, /hunter2/);
  });

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

/** The command line's new surfaces: link and fragment messages, directives' reasons and codes, merge-reports. */
describe('uri-lint: no password in link, fragment and directive output, nor from merge-reports', () => {
  const LEAK = /zq7/i;
  const TREE = {
    'a.md': [
      '[p](./alice:Zq7a@host/page.md)',
      '[f](page.md#alice:Zq7b@host)',
      '[g](page.md#https://alice:Zq7c@host/)',
      'see http://example.com:80a/ <!-- uri-lint-disable-line invalid-port -- pushed by https://alice:Zq7d@host/ -->',
      '<!-- uri-lint-disable-next-line https://alice:Zq7e@host/ -->',
      'text',
      '',
    ].join('\n'),
    'page.md': '# Title\n\n## Intro https://alice:Zq7f@host/\n',
  };
  after(removeTempTrees);

  for (const format of ['stylish', 'json', 'sarif']) {
    it(`--format ${format}`, () => {
      const run = runCli(['--format', format, 'a.md'], tempTree(TREE));
      for (const code of ['link-missing-file', 'link-missing-fragment', 'unused-directive']) assert.ok(run.stdout.includes(code), `${code}: ${run.stdout}`);
      if (format !== 'stylish') assert.ok(run.stdout.includes('pushed by https://alice:••••@host/'), run.stdout);
      assert.doesNotMatch(run.stdout + run.stderr, LEAK);
    });
  }

  for (const format of ['stylish', 'json', 'sarif']) {
    it(`merge-reports --format ${format}: a report holding passwords comes out masked`, () => {
      const dir = tempTree({ 'a.md': 'see http://alice:Zq7p@example.com:80a/ <!-- uri-lint-disable-line iri -- by alice:Zq7q@host -->\n' });
      const report = JSON.parse(runCli(['--format', 'json', 'a.md'], dir).stdout) as { files: { problems: { message: string; uri?: string }[] }[] };
      // As an older version or a hand might have written it.
      report.files[0]!.problems[0]!.message = 'Port "80a" of http://alice:Zq7r@example.com:80a/ is not a number';
      fs.writeFileSync(path.join(dir, 'r.json'), JSON.stringify(report).replace(/alice:••••@/g, 'alice:Zq7s@'));
      assert.match(fs.readFileSync(path.join(dir, 'r.json'), 'utf8'), /Zq7/);
      const run = runCli(['merge-reports', '--format', format, 'r.json'], dir);
      assert.ok(run.stdout.includes('a.md'), run.stderr);
      assert.doesNotMatch(run.stdout + run.stderr, LEAK);
    });
  }
});
