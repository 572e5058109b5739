/**
 * `uri-lint parse|normalize|resolve`, one URI from the arguments or many
 * from stdin (one JSON result a line), on the examples of RFC 3986 itself;
 * passwords masked in every answer.
 */
import * as assert from 'node:assert/strict';
import { removeTempTrees, runCli, tempTree } from './helpers';

/** RFC 3986 §5.4: the base of the examples. */
const BASE = 'http://a/b/c/d;p?q';

/** §5.4.1 Normal Examples and some of §5.4.2 Abnormal Examples. */
const RESOLVED: [string, string][] = [
  ['g:h', 'g:h'], ['g', 'http://a/b/c/g'], ['./g', 'http://a/b/c/g'], ['g/', 'http://a/b/c/g/'], ['/g', 'http://a/g'],
  ['//g', 'http://g'], ['?y', 'http://a/b/c/d;p?y'], ['g?y', 'http://a/b/c/g?y'], ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'], ['g?y#s', 'http://a/b/c/g?y#s'], [';x', 'http://a/b/c/;x'], ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'], ['', 'http://a/b/c/d;p?q'], ['.', 'http://a/b/c/'], ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'], ['../', 'http://a/b/'], ['../g', 'http://a/b/g'], ['../..', 'http://a/'], ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
  ['../../../g', 'http://a/g'], ['/./g', 'http://a/g'], ['/../g', 'http://a/g'], ['g.', 'http://a/b/c/g.'],
  ['./../g', 'http://a/b/g'], ['g;x=1/../y', 'http://a/b/c/y'], ['g#s/../x', 'http://a/b/c/g#s/../x'], ['http:g', 'http:g'],
];

/** RFC 3986 §6.2.2 examples: case (§6.2.2.1), percent-encoding (§6.2.2.2), dot segments (§6.2.2.3); §6.2.3 scheme-based. */
const NORMALIZED: [string, string][] = [
  ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/'],
  ['http://a/b%7ec', 'http://a/b~c'],
  ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'example://a/b/c/%7Bfoo%7D'],
  ['http://example.com:80/', 'http://example.com/'],
];

describe('uri-lint parse | normalize | resolve', () => {
  after(removeTempTrees);

  it('resolve <base> <reference>: RFC 3986 §5.4, one at a time', () => {
    const run = runCli(['resolve', BASE, '../g'], tempTree());
    assert.equal(run.status, 0);
    assert.deepEqual(JSON.parse(run.stdout), { base: BASE, reference: '../g', target: 'http://a/b/g' });
  });

  it('resolve from stdin: every example of §5.4.1 and §5.4.2 in one batch, one JSON line each', () => {
    const input = RESOLVED.map(([ref]) => `${BASE} ${ref}`).join('\n');
    const run = runCli(['resolve'], tempTree(), `${input}\n`);
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { reference: string; target: string });
    assert.deepEqual(lines.map((l) => [l.reference, l.target]), RESOLVED);
  });

  it('normalize from stdin: the examples of §6.2.2 and §6.2.3', () => {
    const run = runCli(['normalize'], tempTree(), NORMALIZED.map(([uri]) => uri).join('\r\n'));
    assert.equal(run.status, 0);
    const lines = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { input: string; normalized: string; changed: boolean });
    assert.deepEqual(lines.map((l) => [l.input, l.normalized]), NORMALIZED);
    assert.ok(lines.every((l) => l.changed));
  });

  it('parse <uri>: the components of §3\'s example, and the errors of an invalid one with exit code 1', () => {
    const good = runCli(['parse', 'foo://example.com:8042/over/there?name=ferret#nose'], tempTree());
    assert.equal(good.status, 0);
    assert.deepEqual(JSON.parse(good.stdout).components, {
      scheme: 'foo', host: 'example.com', hostType: 'reg-name', port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose',
    });
    const bad = runCli(['parse', 'http://example.com:80a/'], tempTree());
    assert.equal(bad.status, 1);
    const answer = JSON.parse(bad.stdout) as { valid: boolean; errors: { code: string; start: number; section: string }[] };
    assert.equal(answer.valid, false);
    assert.deepEqual(answer.errors.map((e) => [e.code, e.start, e.section]), [['invalid-port', 'http://example.com:80'.length, '3.2.3']]);
  });

  it('masks the password in every answer, even in a base that cannot be resolved against', () => {
    const dir = tempTree();
    const answers = [
      runCli(['parse', 'ftp://joe:hunter2@example.com/'], dir),
      runCli(['normalize', 'FTP://joe:hunter2@Example.com/'], dir),
      runCli(['resolve', 'http://joe:hunter2@example.com/a/', 'b'], dir),
      runCli(['resolve', 'http://joe:hunter2@exa mple.com/', 'b'], dir),
      runCli(['parse'], dir, 'http://joe:hunter2%zz@example.com/\n'),
    ];
    for (const run of answers) {
      assert.match(run.stdout, /••••/);
      assert.doesNotMatch(run.stdout + run.stderr, /hunter2/);
    }
    assert.equal(JSON.parse(answers[2]!.stdout).target, 'http://joe:••••@example.com/a/b');
    assert.equal(answers[3]!.status, 1);
  });

  it('2 on the wrong number of arguments', () => {
    const run = runCli(['resolve', BASE], tempTree());
    assert.equal(run.status, 2);
    assert.match(run.stderr, /resolve takes a base and a reference/);
  });
});
