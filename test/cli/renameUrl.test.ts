/**
 * `uri-lint rename-url OLD NEW`: a URL prefix renamed in every file, as a
 * user moves docs to a new host; run as a real process over real files.
 */
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

const OLD = 'http://docs.old.example/';
const NEW = 'https://docs.example.org/';

describe('uri-lint rename-url', () => {
  after(removeTempTrees);

  // Each row: a file's name and text, the text after `rename-url OLD NEW`. Only the URIs' own characters change.
  const rows: [string, string, string, string?, string?][] = [
    // RFC 3986 §6.2.2 and §6.2.3: the scheme's and host's case and the default port do not make another prefix.
    ['a.md', 'See [guide](http://Docs.Old.Example:80/guide/intro.html#start).\n', 'See [guide](https://docs.example.org/guide/intro.html#start).\n'],
    // A host alone is the prefix with its implied "/"; the query and fragment stay as written.
    ['b.md', 'Home: <http://docs.old.example>, API http://docs.old.example/api?x=1#top.\n', 'Home: <https://docs.example.org/>, API https://docs.example.org/api?x=1#top.\n'],
    // Percent-encoding of unreserved characters is no other spelling (§6.2.2.2); the rest keeps its own.
    ['c.html', '<a href="http://docs.old.%65xample/%7Euser/A%2fB">x</a>\n', '<a href="https://docs.example.org/%7Euser/A%2fB">x</a>\n'],
    ['d.yaml', 'docs: http://docs.old.example/v1/\nother: http://docs.old.examples/v1/\n', 'docs: https://docs.example.org/v1/\nother: http://docs.old.examples/v1/\n'],
    // `http:` to `https:` for one host: the same host over another scheme, the other hosts left as they are.
    ['f.md', 'http://docs.old.example/a, HTTP://docs.old.example:80/b and http://cdn.old.example/c\n', 'https://docs.old.example/a, https://docs.old.example/b and http://cdn.old.example/c\n',
      'http://docs.old.example/', 'https://docs.old.example/'],
    // Another scheme, another host, or a relative reference is not the prefix.
    ['e.txt', 'https://docs.old.example/x and //docs.old.example/y and docs.old.example/z\n', 'https://docs.old.example/x and //docs.old.example/y and docs.old.example/z\n'],
  ];
  for (const [name, before, after, from = OLD, to = NEW] of rows) {
    it(`${name}: ${JSON.stringify(before.trim())}`, () => {
      const dir = tempTree({ [name]: before });
      const run = runCli(['rename-url', from, to], dir);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(fs.readFileSync(path.join(dir, name), 'utf8'), after);
    });
  }

  it('leaves templates, userinfo and escaped URIs alone and says why, never showing a password', () => {
    const text = [
      'A http://docs.old.example/{version}/ template.',
      'B http://admin:hunter2@docs.old.example/private',
      'C http://git@docs.old.example/repo',
      '',
    ].join('\n');
    const json = '{ "esc": "http:\\/\\/docs.old.example\\/a", "ok": "http://docs.old.example/b" }\n';
    const dir = tempTree({ 'notes.md': text, 'conf.json': json });
    const run = runJson(['rename-url', OLD, NEW], dir);
    assert.equal(run.status, 0);
    assert.equal(fs.readFileSync(path.join(dir, 'notes.md'), 'utf8'), text);
    assert.equal(fs.readFileSync(path.join(dir, 'conf.json'), 'utf8'), json.replace('http://docs.old.example/b', 'https://docs.example.org/b'));
    const byPath = Object.fromEntries(run.report.files.map((f) => [f.path, f]));
    assert.deepEqual(byPath['notes.md']!.renameSkipped!.map((s) => `${s.line}:${s.reason}`), ['1:template', '2:password', '3:userinfo']);
    assert.deepEqual(byPath['conf.json']!.renameSkipped!.map((s) => s.reason), ['escaped']);
    assert.deepEqual(byPath['conf.json']!.fixes!.map((f) => f.fix), ['rename-url']);
    const stylish = runCli(['rename-url', '--dry-run', OLD, NEW], dir);
    assert.match(stylish.stdout, /left alone {2}a password in its userinfo/);
    assert.doesNotMatch(stylish.stdout + stylish.stderr + run.stdout, /hunter2/);
  });

  it('--dry-run prints the diff and changes nothing', () => {
    const text = 'Read http://docs.old.example/guide now.\n';
    const dir = tempTree({ 'a.md': text });
    const run = runCli(['rename-url', '--dry-run', OLD, NEW], dir);
    assert.equal(run.status, 0);
    assert.equal(fs.readFileSync(path.join(dir, 'a.md'), 'utf8'), text);
    assert.match(run.stdout, /^-Read http:\/\/docs\.old\.example\/guide now\.$/m);
    assert.match(run.stdout, /^\+Read https:\/\/docs\.example\.org\/guide now\.$/m);
    assert.match(run.stdout, /1 URI renamed in 1 file/);
  });

  it('renames only in the paths named', () => {
    const dir = tempTree({ 'docs/a.md': `${OLD}a\n`, 'src/b.md': `${OLD}b\n` });
    runCli(['rename-url', OLD, NEW, 'docs'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'docs/a.md'), 'utf8'), `${NEW}a\n`);
    assert.equal(fs.readFileSync(path.join(dir, 'src/b.md'), 'utf8'), `${OLD}b\n`);
  });

  // Each row: the arguments, a part of the usage error.
  const usage: [string[], RegExp][] = [
    [['rename-url', OLD], /takes the prefix to replace and its replacement/],
    [['rename-url', 'docs/old', NEW], /OLD must be an absolute URI/],
    [['rename-url', OLD, 'https://docs.example.org/a b/'], /NEW must be an absolute URI/],
    [['rename-url', OLD, 'https://docs.example.org/x'], /both end with "\/" or neither/],
    [['rename-url', OLD, 'HTTP://DOCS.OLD.EXAMPLE:80/'], /the same URI/],
    [['rename-url', 'http://u:p@docs.old.example/', NEW], /OLD must not have a userinfo/],
    [['rename-url', `${OLD}#x`, NEW], /OLD must not have a fragment/],
    [['rename-url', '--fix', OLD, NEW], /does not take --fix/],
    [['--dry-run', '.'], /--dry-run is an option of rename-url/],
  ];
  for (const [args, message] of usage) {
    it(`usage error (exit 2): ${args.join(' ')}`, () => {
      const dir = tempTree({ 'a.md': `${OLD}a\n` });
      const run = runCli(args, dir);
      assert.equal(run.status, 2);
      assert.match(run.stderr, message);
      assert.equal(fs.readFileSync(path.join(dir, 'a.md'), 'utf8'), `${OLD}a\n`);
    });
  }
});
