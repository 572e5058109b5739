/**
 * `--fix` and `--fix-dry-run`, byte for byte: the service's fixes applied
 * inside URIs only, line endings (LF, CRLF) and encoding (UTF-8 with or
 * without a BOM, UTF-16) kept; the safe fixes by default, the others only
 * when `--fix-type` names them; stdin in, fixed text out.
 */
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A text with one URI of each fix, and the text around them that must not change (a `|` and a `^` outside any URI). */
function source(eol: string): string {
  return [
    'Intro | text ^ with caret',
    'Search https://example.com/find?q=a|b for it.',
    'Admin at https://admin:hunter2@example.com/ only.',
    'Odd https://exa\u200Bmple.com/ host.',
    'Tail | ^',
    '',
  ].join(eol);
}

/** `source` with the default fixes applied, worked out by hand: `|` encoded, the invisible character removed. */
function fixedByDefault(eol: string): string {
  return source(eol).replace('q=a|b', 'q=a%7Cb').replace('exa\u200Bmple', 'example');
}

describe('uri-lint --fix', () => {
  after(removeTempTrees);

  const encodings: [string, (text: string) => Buffer][] = [
    ['UTF-8 without BOM, LF', (t) => Buffer.from(t, 'utf8')],
    ['UTF-8 with BOM, CRLF', (t) => Buffer.concat([BOM, Buffer.from(t, 'utf8')])],
    ['UTF-16 LE with BOM, CRLF', (t) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')])],
  ];
  for (const [name, bytesOf] of encodings) {
    const eol = name.endsWith('CRLF') ? '\r\n' : '\n';
    it(`${name}: the default fixes, byte for byte, nothing outside the URIs touched`, () => {
      const dir = tempTree({ 'a.txt': bytesOf(source(eol)) });
      const run = runJson(['--fix'], dir);
      assert.deepEqual(fs.readFileSync(path.join(dir, 'a.txt')), bytesOf(fixedByDefault(eol)));
      const file = run.report.files[0]!;
      assert.deepEqual(file.fixes!.map((f) => `${f.line}:${f.fix}`), ['2:encode', '4:remove-invisible']);
      // What is left: the password, which only --fix-type remove-password removes.
      assert.deepEqual(file.problems.map((p) => p.code), ['password-in-userinfo']);
      assert.equal(run.status, 0);
    });
  }

  it('never percent-encodes a template expression, with every fix named: only the literal text is fixed', () => {
    const text = [
      'GET https://api.example.com/users/{id}/a|b and https://api.example.com/search{?q,page}',
      'curl http://%HOSTIP:%HTTPPORT/%TESTNUMBER and http://{{ .Values.host }}:{{ .Values.port }}/API',
      '',
    ].join('\n');
    const dir = tempTree({ 'README.md': text, 'app.py': "u = f'https://{host}/a b'\n" });
    runCli(['--fix', '--fix-type', 'encode,normalize,lowercase,iri-to-uri,remove-invisible,remove-password'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'README.md'), 'utf8'), text.replace('a|b', 'a%7Cb'));
    assert.equal(fs.readFileSync(path.join(dir, 'app.py'), 'utf8'), "u = f'https://{host}/a%20b'\n");
  });

  it('--fix-type names the fixes: remove-password and normalize only when named', () => {
    const dir = tempTree({ 'a.md': 'A https://admin:hunter2@Example.COM/a/./b here.\n' });
    runCli(['--fix'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'a.md'), 'utf8'), 'A https://admin:hunter2@Example.COM/a/./b here.\n');
    const run = runCli(['--fix', '--fix-type', 'remove-password', '--fix-type', 'normalize'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'a.md'), 'utf8'), 'A https://admin@example.com/a/b here.\n');
    assert.match(run.stdout, /2 fixes applied/);
    assert.doesNotMatch(run.stdout + run.stderr, /hunter2/);
  });

  it('applies every fix that keeps what the URI identifies, as the editor\'s Fix all: "//" restored, a drive letter in file:///C:/ form', () => {
    const dir = tempTree({ 'a.md': 'See https:/example.com/a and file://C:/x and https://bücher.example/ü.\n' });
    const run = runJson(['--fix'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'a.md'), 'utf8'), 'See https://example.com/a and file:///C:/x and https://bücher.example/ü.\n');
    assert.deepEqual(run.report.files[0]!.fixes!.map((f) => f.fix), ['restore-slashes', 'file-drive-letter']);
  });

  it('fixAll.fixes in the configuration widens and narrows --fix as it does Fix all', () => {
    const text = 'See https://exa\u200Bmple.com/a|b and https://bücher.example/ü.\n';
    const dir = tempTree({ 'a.md': text, '.urilintrc.json': '{ "iri.strict": true, "fixAll.fixes": ["iri-to-uri", "!remove-invisible"] }' });
    runCli(['--fix'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'a.md'), 'utf8'), 'See https://exa%E2%80%8Bmple.com/a%7Cb and https://xn--bcher-kva.example/%C3%BC.\n');
    const typo = tempTree({ 'a.md': text, '.urilintrc.json': '{ "fixAll.fixes": ["remove-invisble"] }' });
    const run = runCli(['--fix'], typo);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /"fixAll\.fixes" must be an array of fix ids/);
  });

  it('lowercases scheme and host when the settings report normal form, as the editor\'s Fix all', () => {
    const text = 'See HTTP://Example.COM/Guide now.\n';
    const off = tempTree({ 'a.md': text });
    runCli(['--fix'], off);
    assert.equal(fs.readFileSync(path.join(off, 'a.md'), 'utf8'), text);
    const on = tempTree({ 'a.md': text, '.urilintrc.json': '{ "normalForm.enable": true }' });
    runCli(['--fix'], on);
    assert.equal(fs.readFileSync(path.join(on, 'a.md'), 'utf8'), 'See http://example.com/Guide now.\n');
  });

  it('keeps the file\'s mode and leaves no temporary file behind', () => {
    const dir = tempTree({ 'run.sh': '#!/bin/sh\ncurl "https://example.com/a|b"\n' });
    fs.chmodSync(path.join(dir, 'run.sh'), 0o755);
    runCli(['--fix'], dir);
    assert.equal(fs.statSync(path.join(dir, 'run.sh')).mode & 0o777, 0o755);
    assert.deepEqual(fs.readdirSync(dir), ['run.sh']);
    assert.equal(fs.readFileSync(path.join(dir, 'run.sh'), 'utf8'), '#!/bin/sh\ncurl "https://example.com/a%7Cb"\n');
  });

  it('leaves alone a file that is not valid UTF-8 (its bytes would not survive)', () => {
    const bytes = Buffer.from('See https://example.com/a|b \xff\n', 'latin1');
    const dir = tempTree({ 'a.txt': bytes });
    const run = runJson(['--fix'], dir);
    assert.deepEqual(fs.readFileSync(path.join(dir, 'a.txt')), bytes);
    assert.match(run.report.files[0]!.skipped!, /not fixed: the file is not valid UTF-8/);
  });

  it('--fix-dry-run prints the unified diff, passwords masked, and changes nothing', () => {
    const dir = tempTree({ 'a.txt': source('\r\n') });
    const run = runCli(['--fix-dry-run', '--fix-type', 'encode,remove-password'], dir);
    assert.equal(fs.readFileSync(path.join(dir, 'a.txt'), 'utf8'), source('\r\n'));
    assert.ok(run.stdout.includes([
      '--- a/a.txt',
      '+++ b/a.txt',
      '@@ -1,5 +1,5 @@',
      ' Intro | text ^ with caret',
      '-Search https://example.com/find?q=a|b for it.',
      '-Admin at https://admin:••••@example.com/ only.',
      '-Odd https://exa\u200Bmple.com/ host.',
      '+Search https://example.com/find?q=a%7Cb for it.',
      '+Admin at https://admin@example.com/ only.',
      // Named alone, encode answers the invisible character too.
      '+Odd https://exa%E2%80%8Bmple.com/ host.',
      ' Tail | ^',
    ].join('\n')), run.stdout);
    assert.doesNotMatch(run.stdout, /hunter2/);
  });

  it('--stdin --fix prints the fixed text and only it, in the input\'s encoding', () => {
    const input = Buffer.concat([BOM, Buffer.from(source('\r\n'))]);
    const run = runCli(['--stdin', '--stdin-filename', 'notes.txt', '--fix'], tempTree(), input);
    assert.equal(run.stdout, `\uFEFF${fixedByDefault('\r\n')}`);
    assert.equal(run.status, 0);
  });
});

describe('uri-lint --stdin', () => {
  after(removeTempTrees);

  it('checks the text under the name --stdin-filename gives: its language and its settings', () => {
    const dir = tempTree({ 'docs/.urilintrc.json': '{ "severity": { "invalid-port": "warning" } }' });
    const text = '<a href="http://example.com:80a/">x</a>\n';
    const run = runJson(['--stdin', '--stdin-filename', 'docs/page.html'], dir, text);
    assert.equal(run.status, 0);
    assert.deepEqual(run.report.files.map((f) => [f.path, f.language, f.problems.map((p) => `${p.line}:${p.column} ${p.severity} ${p.code}`)]), [
      ['docs/page.html', 'html', [`1:${text.indexOf('80a/') + 1} warning invalid-port`]],
    ]);
    const plain = runJson(['--stdin'], dir, text);
    assert.equal(plain.status, 1, 'no name: plain text, default settings');
    assert.deepEqual(plain.report.files.map((f) => [f.path, f.language]), [['<stdin>', 'plaintext']]);
  });

  it('skips the text as it would skip a file of the same name and bytes', () => {
    const dir = tempTree({ 'off/.urilintrc.json': '{ "enable": false }', 'md/.urilintrc.json': '{ "languages": ["markdown"] }' });
    const skipped = (name: string, input: string | Buffer): [string, string | undefined] => {
      const file = runJson(['--stdin', '--stdin-filename', name], dir, input).report.files[0]!;
      return [file.language, file.skipped];
    };
    assert.deepEqual(skipped('off/a.md', 'http://example.com:80a/'), ['markdown', 'disabled: uriLint.enable is false']);
    assert.deepEqual(skipped('md/a.txt', 'http://example.com:80a/'), ['plaintext', 'disabled: not in uriLint.languages']);
    assert.deepEqual(skipped('a.md', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d])), ['markdown', 'binary']);
  });

  it('2 on paths beside --stdin, and on --stdin-filename without --stdin', () => {
    assert.equal(runCli(['--stdin', 'a.md'], tempTree(), 'x').status, 2);
    assert.equal(runCli(['--stdin-filename', 'a.md'], tempTree(), 'x').status, 2);
  });
});
