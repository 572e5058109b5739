/**
 * "Find File References (all link types)" from the Explorer, over the real
 * protocol: the request VS Code's client sends for it (client/src/commands.ts),
 * `workspace/executeCommand` of `uriLint.fileReferences` with the file's URI
 * as VS Code writes one (`Uri.toString()`: every character but the unreserved
 * ones and `/` percent-encoded, `(` as `%28`), answered from the workspace's
 * index with every link to the file, however each link spells its path, in
 * every file type. The built server spawned in a workspace on disk; no editor.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Location } from 'vscode-languageserver-protocol/node';
import { FILE_REFERENCES_COMMAND } from '@uri-lint/server/contract';
import { TestClient, writeTree } from './client';

const TREE: Record<string, string> = {
  'docs/set up (draft).md': '# Draft\n',
  'docs/lonely.md': '# Nobody links here\n',
  'README.md': [
    '- [Draft](docs/set%20up%20(draft).md)',
    '- [Again](./docs/set%20up%20%28draft%29.md#draft)',
    '- [Angle](<docs/set up (draft).md>)',
    '',
  ].join('\n'),
  'docs/page.html': '<a href="set%20up%20(draft).md">draft</a>\n',
  'guide.adoc': 'See link:docs/set%20up%20(draft).md[the draft].\n',
  'api.yaml': 'x:\n  $ref: "docs/set%20up%20(draft).md#/x"\n',
};

/** A file's URI as VS Code's `Uri.file(p).toString()` writes it: only unreserved characters and `/` left as they are. */
function vscodeUri(file: string): string {
  const encoded = [...Buffer.from(file, 'utf8')].map((byte) => {
    const c = String.fromCharCode(byte);
    return /[A-Za-z0-9\-._~/]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
  return `file://${encoded}`;
}

describe('protocol (spawn): "Find File References" from the Explorer', function () {
  this.timeout(30_000);
  let dir = '';
  let client: TestClient;
  const places = (result: unknown): string[] => ((result ?? []) as Location[])
    .map((l) => `${path.relative(dir, decodeURIComponent(new URL(l.uri).pathname))}:${l.range.start.line}:${l.range.start.character}`).sort();
  const fileReferences = async (args: unknown[]) => {
    const answer = await client.requestRaw('workspace/executeCommand', { command: FILE_REFERENCES_COMMAND, arguments: args });
    assert.equal(answer.error, undefined, answer.error?.message);
    return places(answer.result);
  };

  before(async () => {
    dir = writeTree('uri-lint-file-references-', TREE);
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, workDoneProgress: true });
    await client.progressEnded();
  });
  after(async () => {
    await client?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const CASES: { name: string; args: () => unknown[]; expected: string[] }[] = [
    {
      name: 'a file as VS Code writes its URI (`%20`, `%28`): every link to it, each spelling, every file type',
      args: () => [vscodeUri(path.join(dir, 'docs/set up (draft).md'))],
      expected: ['README.md:0:10', 'README.md:1:10', 'README.md:2:11', 'api.yaml:1:9', 'docs/page.html:0:9', 'guide.adoc:0:9'],
    },
    {
      name: 'the same file as Node writes its URI',
      args: () => [pathToFileURL(path.join(dir, 'docs/set up (draft).md')).href],
      expected: ['README.md:0:10', 'README.md:1:10', 'README.md:2:11', 'api.yaml:1:9', 'docs/page.html:0:9', 'guide.adoc:0:9'],
    },
    { name: 'a file nothing links to: none', args: () => [vscodeUri(path.join(dir, 'docs/lonely.md'))], expected: [] },
    { name: 'a file outside the workspace: none', args: () => [vscodeUri(path.join(path.dirname(dir), 'elsewhere.md'))], expected: [] },
    { name: 'no URI: none, and no error', args: () => [], expected: [] },
    { name: 'an argument that is no string: none, and no error', args: () => [{ uri: 'x' }], expected: [] },
  ];
  for (const c of CASES) it(c.name, async () => assert.deepEqual(await fileReferences(c.args()), c.expected));
});
