/**
 * The `$ref`s of JSON Schema and OpenAPI documents (§5), over
 * the real protocol in a real fixture tree: the OpenAPI Initiative's own
 * Swagger 1.2 schemas, whose `$ref`s name each other's files and members,
 * and its pet store, all resolve; a `$ref` to a missing file, a missing
 * member or a missing `$anchor` is reported, with the closest member as a
 * quick fix; a fragment resolved against another resource's `$id` or another
 * host is not.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';
import { TestClient } from './client';

const OPENAPI = path.resolve(__dirname, '../../../../test/fixtures/anchors/openapi');

const BROKEN = [
  'openapi: 3.0.0',
  'paths:',
  '  /pets:',
  '    get:',
  '      responses:',
  "        '200':",
  "          $ref: '#/components/responses/Listed'",
  'components:',
  '  responses:',
  '    Listed:',
  '      content:',
  '        application/json:',
  '          schema:',
  "            $ref: '#/components/schemas/Pett'",
  '  schemas:',
  '    Pet:',
  '      type: object',
  '      properties:',
  '        kind:',
  '          $ref: "v1.2/dataType.json#/definitions/nope"',
  '        owner:',
  '          $ref: ./missing.yaml#/Owner',
  '        scope:',
  '          $ref: v1.2/authorizationObject.json#/definitions/oauth2Scope',
  '        remote:',
  '          $ref: https://example.com/schemas/pet.json#/nowhere',
  '    Embedded:',
  '      $id: https://example.com/embedded.json',
  "      $ref: '#/$id'",
  '',
].join('\n');

describe('protocol (spawn): $ref in JSON Schema and OpenAPI documents', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const openSettled = (languageId: string, rel: string, text: string): Promise<Diagnostic[]> => client.openSettled(languageId, text, uriOf(rel));
  const linkProblems = (ds: Diagnostic[]) => ds.filter((d) => String(d.code).startsWith('link-'));

  before(async () => {
    dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-refs-')));
    fs.cpSync(OPENAPI, path.join(dir, 'api'), { recursive: true });
    // getdkan/dkan: the common module's spec, which the server merges with each module's.
    fs.mkdirSync(path.join(dir, 'modules/common/docs'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'modules/common/docs/openapi_spec.json'), JSON.stringify({ openapi: '3.0.2', components: { responses: { '400BadJson': { description: 'Bad JSON' } } } }, null, 2));
    client = await TestClient.start({ transport: 'spawn', rootUri: pathToFileURL(dir).href, initializationOptions: { documentStatus: true } });
  });
  after(async () => {
    await client.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('every $ref of the Swagger 1.2 schemas (to each other\'s files and members) resolves', async () => {
    const files = fs.readdirSync(path.join(OPENAPI, 'v1.2')).filter((f) => f.endsWith('.json'));
    assert.equal(files.length, 11);
    for (const file of files) {
      const text = fs.readFileSync(path.join(OPENAPI, 'v1.2', file), 'utf8');
      assert.deepEqual(linkProblems(await openSettled('json', `api/v1.2/${file}`, text)), [], file);
    }
  });

  it('every $ref of the OpenAPI 2.0 and 3.0 schemas and the pet store resolves', async () => {
    for (const [file, languageId] of [['v2.0-schema.json', 'json'], ['v3.0-schema.yaml', 'yaml'], ['petstore-expanded.yaml', 'yaml']]) {
      const text = fs.readFileSync(path.join(OPENAPI, file!), 'utf8');
      assert.deepEqual(linkProblems(await openSettled(languageId!, `api/${file}`, text)), [], file);
    }
  });

  it('reports a missing member, file or member of another file, at the part that is wrong', async () => {
    const uri = uriOf('api/broken.yaml');
    const diagnostics = linkProblems(await openSettled('yaml', 'api/broken.yaml', BROKEN));
    const lines = BROKEN.split('\n');
    assert.deepEqual(diagnostics.map((d) => [d.code, lines[d.range.start.line]!.slice(d.range.start.character, d.range.end.character), d.message]), [
      ['link-missing-fragment', '/components/schemas/Pett',
        'No member "Pett" in "/components/schemas" of this file (JSON Pointer, RFC 6901); did you mean "#/components/schemas/Pet"?'],
      ['link-missing-fragment', '/definitions/nope', 'No member "nope" in "/definitions" of dataType.json (JSON Pointer, RFC 6901).'],
      ['link-missing-file', './missing.yaml', 'No file or folder "missing.yaml" in api/: the link leads nowhere.'],
    ]);
    const [pett] = diagnostics;
    const actions = (await client.codeActions(uri, pett!.range, [pett!])) as CodeAction[];
    assert.deepEqual(actions.find((a) => a.title === 'Link to "#/components/schemas/Pet"')?.edit?.changes?.[uri],
      [{ range: pett!.range, newText: '/components/schemas/Pet' }]);
  });

  it('JSON: a $ref to a missing definition, and an $anchor', async () => {
    const schema = JSON.stringify({
      $defs: { name: { $anchor: 'person-name', type: 'string' } },
      properties: { a: { $ref: '#person-name' }, b: { $ref: '#persn-name' }, c: { $ref: '#/$defs/name' }, d: { $ref: '#/$defs/nam' } },
    }, null, 2);
    const diagnostics = linkProblems(await openSettled('json', 'api/anchors.schema.json', schema));
    assert.deepEqual(diagnostics.map((d) => d.message), [
      'No $anchor "persn-name" in this file; did you mean "#person-name"?',
      'No member "nam" in "/$defs" of this file (JSON Pointer, RFC 6901); did you mean "#/$defs/name"?',
    ]);
  });

  it('a $ref inside a resource with an absolute $id names no file here, in every language read as YAML', async () => {
    const text = ['x-schema:', '  $id: https://example.com/schemas/root.json', '  $ref: other.json', ''].join('\n');
    for (const languageId of ['yaml', 'dockercompose', 'github-actions-workflow']) {
      assert.deepEqual(linkProblems(await openSettled(languageId, `api/with-id-${languageId}.yaml`, text)), [], languageId);
    }
  });

  it('a nested relative $id resolves against its parent\'s absolute one: its $refs name a URL, no file here', async () => {
    // json-schema-org/JSON-Schema-Test-Suite tests/draft2020-12/refRemote.json: `folderInteger.json` is served from remotes/.
    const schema = JSON.stringify({
      $id: 'http://localhost:1234/draft2020-12/',
      items: { $id: 'baseUriChange/', items: { $ref: 'folderInteger.json' } },
      properties: { local: { $ref: 'missing-here.json' } },
    }, null, 2);
    const diagnostics = linkProblems(await openSettled('json', 'api/nested-id.schema.json', schema));
    assert.deepEqual(diagnostics.map((d) => d.message), []);
  });

  it('a $ref written as the name of an `id` in the same document (no $schema: Chrome\'s policy schemas) means that schema, JSON and YAML', async () => {
    // GoogleChrome/chrome-extensions-samples _archive/mv2/extensions/managed_bookmarks/schema.json, abridged.
    const schema = JSON.stringify({
      type: 'object',
      properties: {
        'Bookmarks Bar': { type: 'array', id: 'ListOfBookmarks', items: { properties: { children: { $ref: 'ListOfBookmarks' } } } },
        'Other Bookmarks': { $ref: 'ListOfBookmarks' },
        'Typo': { $ref: 'ListOfBookmark' },
      },
    }, null, 2);
    const json = linkProblems(await openSettled('json', 'api/policy.schema.json', schema));
    assert.deepEqual(json.map((d) => [d.code, d.range.start.line]), [['link-missing-file', schema.split('\n').findIndex((l) => l.includes('"ListOfBookmark"'))]]);
    const yaml = ['properties:', '  bar:', '    id: ListOfBookmarks', '    items: {type: string}', '  other:', '    $ref: ListOfBookmarks', '  typo:', '    $ref: ListOfBookmark', ''].join('\n');
    assert.deepEqual(linkProblems(await openSettled('yaml', 'api/policy.schema.yaml', yaml)).map((d) => [d.code, d.range.start.line]), [['link-missing-file', 7]]);
  });

  it('a pointer a spec of its name beside it defines at the same place (a partial spec a program merges): information; one none defines: a warning', async () => {
    // getdkan/dkan modules/datastore/docs/openapi_spec.json, whose 400BadJson modules/common/docs/openapi_spec.json defines.
    const spec = JSON.stringify({ openapi: '3.0.2', paths: { '/x': { get: { responses: { 400: { $ref: '#/components/responses/400BadJson' }, 404: { $ref: '#/components/responses/404Gone' } } } } } }, null, 2);
    const lines = spec.split('\n');
    const found = linkProblems(await openSettled('json', 'modules/datastore/docs/openapi_spec.json', spec));
    assert.deepEqual(found.map((d) => [d.code, d.severity, d.range.start.line]), [
      ['link-missing-fragment', DiagnosticSeverity.Information, lines.findIndex((l) => l.includes('400BadJson'))],
      ['link-missing-fragment', DiagnosticSeverity.Warning, lines.findIndex((l) => l.includes('404Gone'))],
    ]);
    assert.match(found[0]!.message, /modules\/common\/docs\/openapi_spec\.json, a spec of this name beside it, defines this pointer at the same place/);
  });

  it('JSON: a document whose root is an array (a test suite\'s cases, each its own schema) has its #/… pointers left alone', async () => {
    const suite = JSON.stringify([{ description: 'ref', schema: { properties: { foo: {}, bar: { $ref: '#/properties/foo' } } }, tests: [] }], null, 2);
    assert.deepEqual(linkProblems(await openSettled('json', 'api/ref.suite.json', suite)), []);
  });
});
