/**
 * The cheap reading of block YAML (anchors/yamlScan.ts) against the full
 * parser: on every shape below, from OpenAPI and JSON Schema files as they
 * are written, the scan either gives up (and the parser reads the text) or
 * answers exactly what the parser's reading answers: the same `$ref`s with
 * the same ranges, resources, ids and anchors, and the same members at
 * every JSON Pointer.
 */
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { scanYaml, yamlRefs, yamlRefsParsed, yamlTarget, yamlTargetParsed } from '@uri-lint/server/service/internal';
import type { PointerTarget } from '@uri-lint/server/service/internal';

/** Each case: a YAML text, and whether the scan reads it (`scan`) or leaves it to the parser (`parser`). */
const CASES: [string, 'scan' | 'parser', string][] = [
  ['an OpenAPI schema file with quoted and plain $refs', 'scan', [
    'type: object',
    'description: A Droplet',
    'properties:',
    '  id:',
    '    type: integer',
    '    example: 3164444',
    '  region:',
    "    $ref: '../../regions/models/region.yml'",
    '  image:',
    '    $ref: "../../images/models/image.yml#/image"',
    '  size:',
    '    $ref: ../../sizes/models/size.yml#/properties/slug   # a plain one',
    'required:',
    '  - id',
    '  - region',
    ''].join('\n')],
  ['an OpenAPI operation: sequences of mappings, block scalars, status codes as keys', 'scan', [
    'operationId: droplets_list',
    'summary: List All Droplets',
    'description: |',
    '  To list all Droplets in your account, send a GET request to `/v2/droplets`.',
    '',
    '  The response body will be a JSON object with a key of `droplets`: see below.',
    '    - an indented line: still the description',
    'tags:',
    '  - Droplets',
    'parameters:',
    "  - $ref: '../../shared/parameters.yml#/per_page'",
    "  - $ref: '../../shared/parameters.yml#/page'",
    '  - name: tag_name',
    '    in: query',
    '    schema:',
    '      type: string',
    'responses:',
    "  '200':",
    "    $ref: 'responses/all_droplets.yml'",
    '  401:',
    "    $ref: '../../shared/responses/unauthorized.yml'",
    '  default:',
    '    $ref: "../../shared/responses/unexpected_error.yml"',
    'x-codeSamples:',
    "  - $ref: 'examples/curl/droplets_list.yml'",
    '  - lang: Python',
    '    source: >-',
    '      import os',
    '      client = Client(token=os.environ.get("DIGITALOCEAN_TOKEN"))',
    'security:',
    '  - bearer_auth:',
    "    - 'droplet:read'",
    ''].join('\n')],
  ['a sequence at its key\'s own column, comments, a document marker, CRLF', 'scan',
    '# A schema\r\n---\r\nallOf:\r\n- $ref: "#/components/schemas/Base"\r\n  # between\r\n- type: object\r\n\r\n  properties:\r\n    a: 1\r\nnext: 1\r\n'],
  ['JSON Schema ids and anchors: a resource, a legacy draft, a fragment id', 'scan', [
    '$schema: https://json-schema.org/draft/2020-12/schema',
    '$id: https://example.com/root.json',
    '$defs:',
    '  a:',
    '    $id: a.json',
    '    $anchor: here',
    '    properties:',
    '      x:',
    "        $ref: '#/definitions/x'",
    ''].join('\n')],
  ['ids and anchors in block mappings', 'scan', [
    '$schema: http://json-schema.org/draft-04/schema#',
    'id: http://example.com/legacy',
    'definitions:',
    '  pos:',
    '    id: "#positive"',
    '    $anchor: alsoHere',
    '    minimum: 0',
    '  nested:',
    '    id: inner.json',
    '    items:',
    "      - $ref: '#/definitions/pos'",
    '      - $ref: other.json#/a',
    ''].join('\n')],
  ['DBRefs and $refs that are no strings', 'scan', [
    'a:',
    '  $ref: users',
    '  $id:',
    '    $oid: 5126bc054aed4daf9e2ab772',
    'b:',
    '  $ref: 12',
    'c:',
    '  $ref:',
    'd:',
    '  $ref: null',
    'e:',
    '  $ref: true',
    '  $id:',
    'g:',
    "  $ref: 'it''s'",
    ''].join('\n')],
  ['duplicate keys: the last one wins a pointer, the first keeps its place', 'scan', [
    'a: 1', 'b:', '  c: 1', 'a:', '  d: 2', "  $ref: 'x.yml'", '1: one', 'true: yes', 'null: none', ''].join('\n')],
  ['keys with colons, spaces, slashes, braces and quotes', 'scan', [
    'paths:',
    '  /v2/droplets/{droplet_id}/actions:',
    '    $ref: "resources/droplets/droplets_actions.yml"',
    '  "a: b": 1',
    "  'it''s': 2",
    '  a:b: 3',
    '  with space : 4',
    '  url: http://example.com/a#b',
    ''].join('\n')],
  ['an empty document', 'scan', '# nothing but a comment\n\n'],
  ['an indented root', 'scan', '  a: 1\n  b:\n    - x\n'],
  ['a root sequence', 'scan', '- a: 1\n  $ref: x.yml\n-\n  - 2\n- \n- "q"\n'],
  ['sequences in sequence items on the dash\'s line', 'scan',
    'neighbor_ids:\n  - - 168671828\n    - 168671829\n  - - - $ref: x.yml\n      - b: 1\n  -   - 2\n      - 3\n'],
  ['a sequence in an item, less indented after (an error)', 'parser', '- - a\n - b\n'],
  ['a plain scalar folded over lines, blank lines and a comment after it', 'scan',
    'description: To show information about the current user account, send a GET\n  request to `/v2/account`.\n\n    more.\n\n# c\n$ref: x.yml\nb:\n  - one\n    two\n  - 3\n'],
  ['scalars on the lines below their keys, folded lines starting with indicators', 'scan', [
    'description:',
    '  Create a new app by submitting an app specification. For documentation',
    '  [the product documentation](https://docs.digitalocean.com/products/app-platform/) and',
    '  *emphasis*, &amp; !important, {braces}, "quotes", \'single\', |pipes| >more',
    'summary:',
    "  'quoted below'",
    '$ref:',
    '  ./below.yml#/a',
    'x:',
    '  - a',
    '',
    'y:',
    '  z: 1',
    ''].join('\n')],
  ['a block scalar header below its key', 'parser', 'a:\n  |\n  x\n'],
  ['a more indented line after a comment (an error)', 'parser', 'description: To remove it,  #send a\n  DELETE request to `/v2/registry`.\ntags: []\n'],
  ['quoted scalars over lines', 'scan', [
    'example: \'"Enhance your customer service with an AI agent designed to provide',
    '  consistent, it\'\'s helpful" #not a comment',
    '',
    '  and more\' # a comment',
    'description: "Catalog: foundation model id',
    '    # no comment either',
    '  from DB"',
    'b: 1',
    ''].join('\n')],
  ['a quoted $ref over lines', 'parser', "$ref: 'a\n  b.yml'\n"],
  ['a quoted scalar over lines, then text (an error)', 'parser', "a: 'b\n  c' d\n"],
  ['a quoted scalar over lines less indented (an error)', 'parser', "a:\n  b: 'c\n  d'\n"],
  ['a double-quoted scalar over lines with an escape', 'parser', 'a: "b\n  \\" c"\n'],
  ['a $ref folded over lines', 'parser', '$ref: a\n  b.yml\n'],
  ['a key under a folded scalar (an error)', 'parser', 'a: b\n  c: d\n'],
  ['a comment inside a folded scalar', 'parser', 'a: b\n  # c\n  d\n'],
  ['one-line flow lists of words and empty collections', 'scan',
    'enum: [droplet, volume, -1, 2.5 ]\nrequired: [a,b,]\nexample: {}\nempty: []\nitems:\n  - [x]\n  - { }\n'],
  ['one-line flow collections in each other, JSON\'s among them', 'scan',
    'a: [b, [c]]\nexample: { "hugging_face_token": "$HF_TOKEN" }\ngrants: [{ "bucket": "my-bucket", "permission": "read" }, {a : b,}]\n'
    + 'data: {"object":"chat","created":1677858242,"choices":[{"index":0,"delta":{}}]} # c\nz: [[], {}, \'x\']\n'],
  ['a flow mapping with a key the $ref walk reads', 'parser', 'a: [{ id: 1 }]\n'],
  ['a flow mapping with a plain key and no space after its colon', 'parser', 'a: {b:c}\n'],
  ['a flow mapping with a URL as a plain value', 'parser', 'a: {b: http://x}\n'],
  ['a flow mapping with a key and no value', 'parser', 'a: {b}\n'],
  ['a flow collection not closed on its line', 'parser', 'a: [{b: c}\n'],
  ['flow collections nested deeper than the scan reads', 'parser', `a: ${'['.repeat(40)}${']'.repeat(40)}\n`],
  ['a quoted key that goes on to the next line (an error)', 'parser', 'a:\n  "b\n  c": d\n'],
  ['a quoted value below its key over lines', 'scan', 'description:\n    "An optional time duration to wait\n    is not available. Default: `3m`."\nb: 1\n'],
  ['flow lists with quoted items (commas and quotes inside, a trailing comma)', 'scan',
    'a: [b, \'c\']\nexample: ["www"]\nignore: ["db0","db1", \'it\'\'s, #not a comment\' ]\nx: [ "a, b" , c,] # a comment\n'],
  ['a flow list with a quoted item and a colon after it (a pair)', 'parser', 'a: ["b": c]\n'],
  ['a flow list with an escape in a quoted item', 'parser', 'a: ["b\\n"]\n'],
  ['a flow list with a tab', 'parser', 'a: [b,\tc]\n'],
  ['a flow list with a quoted item and text after it', 'parser', 'a: ["b" c]\n'],
  ['a flow list with an empty item (an error)', 'parser', 'a: [b, , c]\n'],
  ['a flow list over lines', 'scan', 'a: [b,\n  c]\nd: 1\n'],
  ['flow collections over lines below their key (an OpenAPI example\'s), beside one-line ones', 'scan',
    'value:\n  grants:\n    [\n      { "bucket": "my-bucket", "permission": "read" },\n      { bucket: b2, p: [x,\n          y] },\n    ]\n'
    + 'items:\n  - [a,\n    b]\n  - {c: d,\n     e: f}\nz: [1]\n'],
  ['a flow list over lines with a blank line inside', 'parser', 'a: [b,\n\n  c]\n'],
  ['a flow list over lines with a comment inside', 'parser', 'a: [b, # c\n  d]\n'],
  ['a flow list over lines less indented than its key', 'parser', 'a:\n  b: [c,\n  d]\n'],
  ['a flow list over lines with a quoted item over lines', 'parser', 'a: ["b\n  c"]\n'],
  ['a flow list over lines, then text after it', 'parser', 'a: [b,\n  c] d\n'],
  ['a flow list over lines with a $ref in a mapping', 'parser', 'a: [{x: 1,\n  $ref: y}]\n'],
  ['a flow mapping as a value', 'parser', "a: {b: 1}\nf: {$ref: 'x'}\n"],
  ['an anchor and an alias', 'parser', "base: &base\n  $ref: 'a.yml'\nother: *base\n"],
  ['a merge key of an alias', 'parser', 'a: &x\n  b: 1\nc:\n  <<: *x\n'],
  ['a tag', 'parser', 'a: !!str 12\n$ref: !ref x.yml\n'],
  ['an explicit key', 'parser', '? a\n: 1\n'],
  ['a flow sequence at the root', 'parser', '[a, b]\n'],
  ['a double-quoted escape', 'parser', '$ref: "a\\u0062.yml"\n'],
  ['double-quoted escapes in values that are not read', 'scan',
    'user_data: "#cloud-config\\nruncmd:\\n  - touch /test.txt\\n"\nb: "a \\"quoted\\" \\\\ \\x41\\u0042\\U00000043\\t\\/ end" # c\nc: 1\n'],
  ['an escape the parser reads as an error', 'parser', 'a: "b\\q"\n'],
  ['a short hexadecimal escape (an error)', 'parser', 'a: "\\x4"\n'],
  ['an escaped line break', 'parser', 'a: "b\\\n  c"\n'],
  ['an escape in a sequence item', 'parser', '- "a\\nb"\n'],
  ['an escape in an id', 'parser', '$id: "a\\tb"\n'],
  ['text after an escaped string (an error)', 'parser', 'a: "b\\n" c\n'],
  ['two documents', 'parser', 'a: 1\n---\nb: 2\n'],
  ['a directive', 'parser', '%YAML 1.2\n---\na: 1\n'],
  ['a tab', 'parser', 'a:\n\t$ref: x\n'],
  ['a byte order mark', 'parser', '\uFEFF$ref: x.yml\n'],
  ['a block scalar as $ref', 'parser', '$ref: |\n  x.yml\n'],
  ['block scalars with indentation indicators, counted from their keys\' column', 'scan',
    'a: |2\n   x\nb:\n  description: |2-\n      more indented\n    x\n\n  next: >-2\n      y\n  last: |+1 # c\n    z\nc: |2\nd: 1\n'],
  ['an indentation indicator after a sequence\'s dash', 'parser', 'a:\n  - b: |2\n      x\n'],
  ['an indentation indicator on a sequence item', 'parser', '- |2\n   x\n'],
  ['a line less indented than the indicator says (an error)', 'parser', 'a:\n  b: |3\n    x\n'],
  ['a key that reads as another number', 'parser', '0x1F: a\n1.0: b\n'],
  ['a compact mapping in a value (an error)', 'parser', 'a: b: c\n'],
  ['an indentation error', 'parser', 'a:\n    b: 1\n  c: 2\n'],
  ['a less indented line after a block scalar (an error)', 'parser', 'a:\n  b: |\n      x\n    y\n'],
  ['a sequence after a scalar value (an error)', 'parser', 'a: 1\n- b\n'],
  ['a scalar root', 'parser', 'just text\n'],
];

/** Every path of a pointer target's tree, and one missing member under each. */
function paths(target: PointerTarget, at: string[] = [], out: string[][] = []): string[][] {
  out.push(at, [...at, 'missing']);
  for (const member of target.members(at) ?? []) if (out.length < 2000) paths(target, [...at, member], out);
  return out;
}

function assertSame(text: string, name: string): void {
  assert.deepEqual(yamlRefs(text), yamlRefsParsed(text), `${name}: $refs`);
  const scanned = yamlTarget(text);
  const parsed = yamlTargetParsed(text);
  for (const path of paths(parsed)) assert.deepEqual(scanned.members(path), parsed.members(path), `${name}: /${path.join('/')}`);
}

describe('YAML: the scan of block YAML answers what the full parser answers', () => {
  for (const [name, reader, text] of CASES) {
    it(`${name}: read by the ${reader}`, () => {
      assert.equal(scanYaml(text) !== undefined, reader === 'scan', 'who reads it');
      assertSame(text, name);
    });
  }

  it('the scan reads an OpenAPI document into its tree', () => {
    assert.deepEqual(scanYaml("a:\n  - $ref: 'x.yml'\n  - 12\nb:\n"), {
      kind: 'map', keys: ['a', 'b'], values: [
        { kind: 'seq', items: [
          { kind: 'map', keys: ['$ref'], values: [{ kind: 'scalar', value: 'x.yml', start: 13, end: 20, quoted: true }] },
          { kind: 'scalar', value: undefined, start: 25, end: 27 },
        ] },
        null,
      ] });
  });

  it('the scan cases spoiled at random (indicators, indentation, line breaks, quotes inserted or cut) read the same', () => {
    const bits = [':', ' ', '  ', '#', ' #', '- ', '[', ']', '{', '}', "'", '"', '|', '>', '&a ', '*a', '!', '?', '\n', '\n  ', '\r\n',
      '$ref: x', '$id: y', 'id: z', '-', '---\n', '\\', '0x1', '~', ': ', ',', '%', '\t'];
    let seed = 7;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    let scanned = 0;
    for (const [name, reader, text] of CASES) {
      if (reader !== 'scan') continue;
      for (let k = 0; k < 25; k++) {
        let spoiled = text;
        for (let j = 1 + random(3); j > 0; j--) {
          const at = random(spoiled.length + 1);
          spoiled = random(3) === 0 ? spoiled.slice(0, at) + spoiled.slice(at + 1 + random(4)) : spoiled.slice(0, at) + bits[random(bits.length)]! + spoiled.slice(at);
        }
        if (scanYaml(spoiled) !== undefined) scanned++;
        assertSame(spoiled, `${name}, spoiled: ${JSON.stringify(spoiled)}`);
      }
    }
    assert.ok(scanned > 50, `${scanned} spoiled texts scanned`);
  });

  it('every YAML file of the test fixtures reads the same', () => {
    const root = join(__dirname, '../../../../test/fixtures');
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.ya?ml$/.test(name)) files.push(file);
      }
    };
    walk(root);
    assert.ok(files.length > 0);
    for (const file of files) assertSame(readFileSync(file, 'utf8'), file);
  });
});
