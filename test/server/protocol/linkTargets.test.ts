/**
 * Links to files (issue 20 §2, §5), over the real protocol with the built
 * server spawned in a real fixture tree on disk, as VS Code starts it: a
 * relative, root-relative or `file:` reference whose file is missing is
 * `link-missing-file`, one whose file exists only in another letter case
 * is `link-case-mismatch`; a percent-encoded name, a folder, a query on a
 * file link and a string of code are no finding.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { TestClient } from './client';

/** The fixture tree: every case's target, written as a repository holds it. */
const TREE: Record<string, string> = {
  'README.md': '# Project\n',
  'docs/guide.md': '# Guide\n\n## Intro\n',
  'docs/June outage.pdf': '%PDF-1.4\n',
  'docs/Café.md': '# Café\n',
  'img/logo.png': 'png',
  'site/index.html': '<p>home</p>\n',
};

/** Each case: a Markdown link in docs/page.md, and the code it gets (undefined: none). */
const CASES: [string, string | undefined][] = [
  ['[ok](./guide.md)', undefined],
  ['[up](../README.md)', undefined],
  ['[encoded](June%20outage.pdf)', undefined],
  ['[composed](Caf%C3%A9.md)', undefined],
  ['[folder](../img/)', undefined],
  ['[folder without slash](../img)', undefined],
  ['[root](/docs/guide.md)', undefined],
  ['[query and fragment](guide.md?plain=1#intro)', undefined],
  ['[elsewhere](https://example.com/missing.md)', undefined],
  ['[same document](#intro)', undefined],
  ['[missing](./missing.md)', 'link-missing-file'],
  ['[missing folder](../nope/guide.md)', 'link-missing-file'],
  ['[below a file](guide.md/more.md)', 'link-missing-file'],
  ['[root missing](/guide.md)', 'link-missing-file'],
  ['[encoded space missing](June%20outages.pdf)', 'link-missing-file'],
  ['[case](./Guide.md)', 'link-case-mismatch'],
  ['[folder case](../Docs/guide.md)', 'link-case-mismatch'],
];

describe('protocol (spawn): links to files', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  /**
   * The diagnostics of `uri` once its link targets are known: those published
   * just before a status without pendingLinks (a status follows its publication).
   */
  const settled = async (uri: string): Promise<Diagnostic[]> => {
    for (;;) {
      const status = await client.nextStatus(uri);
      if (!status.pendingLinks) return client.published.filter((p) => p.uri === uri && p.version === status.version).at(-1)!.diagnostics;
    }
  };
  /** Opens a document and answers its diagnostics once its links are judged. */
  const openSettled = async (languageId: string, rel: string, text: string): Promise<Diagnostic[]> => {
    const uri = uriOf(rel);
    const next = settled(uri);
    await client.open(languageId, text, uri);
    return next;
  };

  before(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-links-')));
    for (const [rel, text] of Object.entries(TREE)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true } });
  });
  after(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports each Markdown link by what is on disk', async () => {
    const text = CASES.map(([link]) => `- ${link}`).join('\n');
    const diagnostics = await openSettled('markdown', 'docs/page.md', `${text}\n`);
    const got = CASES.map((_, line) => diagnostics.find((d) => d.range.start.line === line && String(d.code).startsWith('link-'))?.code);
    assert.deepEqual(CASES.map(([link], i) => [link, got[i]]), CASES.map(([link, code]) => [link, code]));
  });

  it('covers the path of the link, before its query and fragment, with a message naming the file', async () => {
    const diagnostics = await openSettled('markdown', 'docs/range.md', 'see [x](./nope.md?a=1#b)\n');
    const link = diagnostics.find((d) => d.code === 'link-missing-file')!;
    assert.deepEqual(link.range, { start: { line: 0, character: 8 }, end: { line: 0, character: 17 } });
    assert.match(link.message, /"docs\/nope\.md"/);
  });

  it('checks HTML attributes and file: URIs in the workspace, and nothing outside it', async () => {
    const html = `<img src="../img/logo.png"><img src="../img/missing.png"><a href="${uriOf('docs/gone.md')}">x</a><a href="file:///nowhere/else.md">y</a>\n`;
    const diagnostics = await openSettled('html', 'site/page.html', html);
    const links = diagnostics.filter((d) => String(d.code).startsWith('link-'));
    assert.deepEqual(links.map((d) => [d.code, d.message.match(/"([^"]+)"/)![1]]), [
      ['link-missing-file', 'img/missing.png'],
      ['link-missing-file', 'docs/gone.md'],
    ]);
  });

  it('never reads a string of code as a link to a file', async () => {
    const diagnostics = await openSettled('typescript', 'src/main.ts', 'const logo = "./img/nope.png";\n// see ./docs/nope.md\n');
    assert.deepEqual(diagnostics.filter((d) => String(d.code).startsWith('link-')), []);
  });
});
