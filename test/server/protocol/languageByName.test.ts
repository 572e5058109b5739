/**
 * The editor and the command line read a file in the same language: where
 * the editor's language id says only `plaintext` (no extension for TOML or
 * CMake installed) or names a language the table does not know, the server
 * reads the document as its file's name says, through the same table as
 * `uri-lint` (`languageOf`). Seen over the real protocol in what depends on
 * the language: where a URI without `//` counts (code: only in comments and
 * strings) and how an ignore action writes its directive.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction } from 'vscode-languageserver-protocol/node';
import { languageOf } from '@uri-lint/server/cli';
import { port } from '../directiveCases';
import { TestClient } from './client';

let client: TestClient;
let count = 0;
const bad = port('a');

/** Opens `text` as `languageId` at a file named `name`; the ignore-on-this-line action's text, and the codes reported. */
async function readAs(languageId: string, name: string, text: string): Promise<{ codes: string[]; ignored: string | undefined }> {
  const { uri } = await client.open(languageId, text, `file:///by-name/${++count}/${name}`);
  const diagnostics = await client.diagnostics(uri);
  const target = diagnostics.find((d) => d.code === 'invalid-port');
  const actions = target ? (await client.codeActions(uri, target.range, [target])) as CodeAction[] : [];
  const line = actions.find((a) => a.title === 'Ignore invalid-port on this line');
  return {
    codes: diagnostics.map((d) => String(d.code)),
    ignored: line && TextDocument.applyEdits(TextDocument.create(uri, languageId, 1, text), line.edit!.changes![uri]!),
  };
}

describe('protocol (in-process): a plain-text document is read as its file\'s name says', () => {
  before(async () => { client = await TestClient.start({ transport: 'in-process' }); });
  after(async () => { await client.stop(); });

  it('pyproject.toml opened as plaintext is TOML, as uri-lint reads it: its directive is a # comment', async () => {
    assert.equal(languageOf('pyproject.toml'), 'toml');
    const text = `[project]\nhomepage = "${bad}"\n`;
    const { ignored } = await readAs('plaintext', 'pyproject.toml', text);
    assert.equal(ignored, `[project]\n# uri-lint-disable-next-line invalid-port\nhomepage = "${bad}"\n`);
  });

  it('CMakeLists.txt opened as plaintext is CMake (a Linguist file name): mailto: outside a string is no URI', async () => {
    assert.equal(languageOf('CMakeLists.txt'), 'cmake');
    const text = 'set(A mailto:a@@b)\nset(B "mailto:a@@b")\n';
    assert.deepEqual((await readAs('plaintext', 'CMakeLists.txt', text)).codes, (await readAs('cmake', 'other.cmake', text)).codes);
    assert.notDeepEqual((await readAs('plaintext', 'CMakeLists.txt', text)).codes, (await readAs('plaintext', 'notes.txt', text)).codes);
  });

  it('a language id the table does not know is read by the file\'s name too', async () => {
    const { ignored } = await readAs('toml-custom', 'Cargo.toml', `url = "${bad}"\n`);
    assert.equal(ignored, `# uri-lint-disable-next-line invalid-port\nurl = "${bad}"\n`);
  });

  it('a known language id, a .txt file and a name nothing names keep the editor\'s reading', async () => {
    assert.equal((await readAs('python', 'pyproject.toml', `u = "${bad}"\n`)).ignored, `# uri-lint-disable-next-line invalid-port\nu = "${bad}"\n`);
    assert.equal((await readAs('markdown', 'pyproject.toml', `see ${bad} here\n`)).ignored, `see ${bad} here <!-- uri-lint-disable-line invalid-port -->\n`);
    assert.equal((await readAs('plaintext', 'notes.txt', `see\n${bad}\n`)).ignored, `see\nuri-lint-disable-next-line invalid-port\n${bad}\n`);
    assert.equal((await readAs('plaintext', 'Untitled-1', `see\n${bad}\n`)).ignored, `see\nuri-lint-disable-next-line invalid-port\n${bad}\n`);
  });
});
