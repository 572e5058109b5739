/**
 * Nothing a workspace holds or a client sends in bulk stalls the server,
 * over the real protocol with the built server (spawned, as VS Code runs
 * it): a configuration nested 100,000 deep, thousands of directives, floods
 * of watched-file events and code-action requests, a folder of 200,000
 * entries. Each answers within seconds, and the server answers other
 * requests meanwhile.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { TestClient, writeTree } from './client';

const TEXT = 'see http://example.com:80a/ and <http://exa mple.com/>\n';
const codes = (ds: Diagnostic[]) => ds.map((d) => String(d.code));

/** Starts a spawned server with `dir` as its workspace folder. */
const serverIn = (dir: string) => TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true } });

describe('protocol (spawn): a configuration nested 100,000 deep', () => {
  const DEPTH = 100_000;
  const configs: [string, string][] = [
    ['objects under a setting', `{ "severity": ${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)} }`],
    ['arrays under a setting', `{ "ignorePatterns": ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)} }`],
    ['arrays never closed', `{ "ignorePatterns": ${'['.repeat(DEPTH)}`],
  ];
  let client: TestClient | undefined;
  let dir = '';
  afterEach(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  for (const [name, text] of configs) {
    it(`${name}: one diagnostic on the file, and the documents under it are checked with the editor's settings`, async () => {
      dir = writeTree('uri-lint-deep-', { '.urilintrc.json': text, 'docs/a.md': TEXT });
      client = await serverIn(dir);
      const configUri = pathToFileURL(path.join(dir, '.urilintrc.json')).href;
      const problem = client.nextDiagnostics(configUri);
      const { uri } = await client.open('markdown', TEXT, pathToFileURL(path.join(dir, 'docs/a.md')).href);
      assert.deepEqual(codes(await client.diagnostics(uri)), ['invalid-port', 'invalid-character']);
      const diagnostics = await problem;
      assert.deepEqual(codes(diagnostics), ['invalid-configuration']);
      assert.match(diagnostics[0]!.message, /^URI Lint configuration: ("ignorePatterns" must be an array of strings|"severity" names an unknown diagnostic code "a"|not valid JSON)/);
    });
  }
});

describe('protocol (spawn): a .urilintignore with a line of tens of kilobytes', () => {
  it('the other lines apply, and the documents are checked', async () => {
    const dir = writeTree('uri-lint-longignore-', { '.urilintignore': `${'*a'.repeat(10_000)}\nskip.md\n`, 'a.md': TEXT, 'skip.md': TEXT });
    const client = await serverIn(dir);
    try {
      const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
      assert.deepEqual(codes(await client.openSettled('markdown', TEXT, uriOf('a.md'))), ['invalid-port', 'invalid-character']);
      assert.deepEqual(await client.openSettled('markdown', TEXT, uriOf('skip.md')), []);
    } finally {
      await client.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('protocol (spawn): floods of directives', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({ transport: 'spawn', settings: { maxProblems: 20_000 } });
  });
  after(() => client.stop());

  it('8,000 directives naming distinct unknown codes: judged within seconds, one diagnostic each', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 8_000; i++) lines.push(`<!-- uri-lint-disable unknown-code-${i} -->`, 'see http://example.com:80a/ now');
    const started = Date.now();
    const { uri } = await client.open('markdown', `${lines.join('\n')}\n`);
    const diagnostics = await client.diagnostics(uri);
    assert.ok(Date.now() - started < 8_000, `${Date.now() - started} ms`);
    assert.equal(diagnostics.filter((d) => d.code === 'unused-directive').length, 8_000);
    assert.equal(diagnostics.filter((d) => d.code === 'invalid-port').length, 8_000);
  });

  it('one directive naming 20,000 codes: a message of bounded length naming the first few', async () => {
    const codes = Array.from({ length: 20_000 }, (_, i) => `no-such-code-${i}`);
    const { uri } = await client.open('markdown', `<!-- uri-lint-disable-file ${codes.join(' ')} ${'x'.repeat(10_000)} -->\n`);
    const [diagnostic, ...rest] = await client.diagnostics(uri);
    assert.deepEqual(rest, []);
    assert.ok(diagnostic!.message.length < 600, `${diagnostic!.message.length} characters`);
    assert.match(diagnostic!.message, /^"no-such-code-0", "no-such-code-1", "no-such-code-2", "no-such-code-3", "no-such-code-4" and 19996 more are not URI Lint codes/);
  });

  it('a directive naming a known code 10,000 times: its message names it once', async () => {
    const { uri } = await client.open('markdown', `<!-- uri-lint-disable-file ${'iri '.repeat(10_000)}-->\nnothing here\n`);
    const [diagnostic] = await client.diagnostics(uri);
    assert.equal(diagnostic!.message, 'Unused directive: no iri problem in this file to silence.');
  });
});

describe('protocol (spawn): 50,000 watched-file events in 1,000 notifications', () => {
  const PAGES = 2_000;
  const tree: Record<string, string> = { '.urilintrc.json': '{}' };
  for (let i = 0; i < PAGES; i++) tree[`docs/sub${i % 20}/page${i}.md`] = `# Page ${i}\n\n## Intro\n`;
  // A folder no other event touches: what its page is depends on the events of that page alone.
  tree['docs/kept/page.md'] = '# Kept\n';
  let client: TestClient;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-flood-', tree);
    client = await serverIn(dir);
  });
  after(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are coalesced: a hover sent after them is answered within seconds, and the last event of a file is what counts', async () => {
    const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
    const links = ['[kept](kept/page.md)', ...Array.from({ length: PAGES }, (_, i) => `[p${i}](sub${i % 20}/page${i}.md#intro)`)].join('\n');
    const documents: string[] = [];
    for (let d = 0; d < 5; d++) {
      const uri = uriOf(`docs/doc${d}.md`);
      assert.deepEqual(await client.openSettled('markdown', `${links}\n`, uri), []);
      documents.push(uri);
    }
    fs.rmSync(path.join(dir, 'docs/kept/page.md'));
    let judged = client.settled(documents[0]!);
    const started = Date.now();
    for (let n = 0; n < 1_000; n++) {
      const changes = Array.from({ length: 50 }, (_, k) => {
        const i = (n * 50 + k) % PAGES;
        return { uri: uriOf(k === 0 ? '.urilintrc.json' : `docs/sub${i % 20}/${k % 2 === 0 ? `new${n}-${k}` : `page${i}`}.md`), type: k % 2 === 0 ? 1 : 2 };
      });
      // The kept page, deleted on disk, told of only in the last notification: changed, then deleted. A change
      // alone leaves its folder's listing as it was; only the deletion, the last event, makes its link missing.
      if (n === 999) changes.push({ uri: uriOf('docs/kept/page.md'), type: 2 }, { uri: uriOf('docs/kept/page.md'), type: 3 });
      void client.sendRaw('workspace/didChangeWatchedFiles', { changes });
    }
    const hover = await client.hover(documents[0]!, { line: 1, character: 8 });
    assert.ok(Date.now() - started < 6_000, `the hover waited ${Date.now() - started} ms`);
    assert.ok(hover, 'a hover over a link');
    // Judged again once the batches are handled: the deleted page is missing.
    for (let d = await judged; ; d = await judged) {
      if (d.length > 0) {
        assert.deepEqual(d.map((x) => [x.range.start.line, x.code]), [[0, 'link-missing-file']]);
        break;
      }
      judged = client.settled(documents[0]!);
    }
  });
});

describe('protocol (spawn): code actions over floods of findings', () => {
  let client: TestClient;
  before(async () => {
    client = await TestClient.start({ transport: 'spawn', settings: { maxProblems: 100_000 } });
  });
  after(() => client.stop());

  /** A Python file of `count` findings, each on its own line. */
  const manyFindings = (count: number) => Array.from({ length: count }, (_, i) => `x${i} = "http://example.com:80a/${i}"\n`).join('');

  it('a select-all light bulb over 60,000 findings: answered within seconds', async () => {
    const { uri } = await client.open('python', manyFindings(60_000));
    const diagnostics = await client.diagnostics(uri);
    assert.equal(diagnostics.length, 60_000);
    const started = Date.now();
    const actions = await client.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 60_000, character: 0 } }, diagnostics);
    assert.ok(Date.now() - started < 4_000, `${Date.now() - started} ms`);
    assert.ok(actions!.some((a) => a.title === 'Ignore invalid-port in this file'));
  });

  it('the Source Action menu on 20,000 findings: answered within seconds, twice', async () => {
    const { uri } = await client.open('python', manyFindings(20_000));
    await client.diagnostics(uri);
    for (let i = 0; i < 2; i++) {
      const started = Date.now();
      const actions = await client.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, [], ['source']);
      assert.ok(Date.now() - started < 4_000, `${Date.now() - started} ms`);
      assert.ok(actions!.some((a) => a.title === 'Ignore invalid-port in this file'));
    }
  });

  it('1,000 concurrent code-action requests, as a light bulb asked again and again: answered within seconds, a hover meanwhile', async () => {
    const { uri } = await client.open('python', manyFindings(20_000));
    const diagnostics = await client.diagnostics(uri);
    const started = Date.now();
    const requests = Array.from({ length: 1_000 }, (_, i) => {
      const line = (i % 10) * 1_000;
      return client.codeActions(uri, { start: { line, character: 0 }, end: { line, character: 30 } }, diagnostics.filter((d) => d.range.start.line === line));
    });
    const hover = await client.hover(uri, { line: 19_999, character: 12 });
    const hoverAfter = Date.now() - started;
    const answers = await Promise.all(requests);
    assert.ok(Date.now() - started < 8_000, `${Date.now() - started} ms`);
    assert.ok(hover && hoverAfter < 4_000, `the hover waited ${hoverAfter} ms`);
    assert.ok(answers.every((a) => a!.some((action) => action.title === 'Ignore invalid-port on this line')));
  });
});

describe('protocol (spawn): completion in a folder of 20,000 entries', () => {
  const ENTRIES = 20_000;
  let client: TestClient;
  let dir = '';
  before(async () => {
    dir = writeTree('uri-lint-wide-', { 'docs/a.md': '' });
    fs.mkdirSync(path.join(dir, 'big'));
    for (let i = 0; i < ENTRIES; i++) fs.closeSync(fs.openSync(path.join(dir, 'big', `file${i}.md`), 'w'));
    client = await serverIn(dir);
  });
  after(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const complete = async (line: string) => {
    const uri = pathToFileURL(path.join(dir, 'docs/a.md')).href;
    await client.open('markdown', `${line}\n`, uri);
    const started = Date.now();
    const answer = await client.requestRaw('textDocument/completion', { textDocument: { uri }, position: { line: 0, character: line.length } });
    const took = Date.now() - started;
    await client.close(uri);
    return { list: answer.result as { isIncomplete: boolean; items: { label: string }[] }, took };
  };

  it('a bounded list marked incomplete, what is typed first, within seconds', async () => {
    const all = await complete('[x](../big/');
    assert.ok(all.took < 3_000, `${all.took} ms`);
    assert.equal(all.list.isIncomplete, true);
    assert.equal(all.list.items.length, 1_000);
    const typed = await complete('[x](../big/FILE1999');
    assert.equal(typed.list.isIncomplete, true);
    assert.deepEqual(typed.list.items.slice(0, 11).map((i) => i.label).sort(), ['file1999.md', ...Array.from({ length: 10 }, (_, i) => `file1999${i}.md`)].sort());
  });
});
