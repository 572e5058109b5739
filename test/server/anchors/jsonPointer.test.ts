/**
 * JSON Pointer fragments (RFC 6901) and the `$ref`s of JSON Schema and
 * OpenAPI documents, over the OpenAPI Initiative's own schemas (JSON and
 * YAML): every `$ref` they hold resolves, and each one spoiled does not,
 * with the member it meant offered back.
 */
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { distance } from 'fastest-levenshtein';
import { join } from 'node:path';
import { escapeToken, jsonRefs, jsonTarget, judgeFragment, parsePointer, TargetIndex, walkPointer, yamlRefs, yamlRefsParsed, yamlTarget } from '@uri-lint/server/service/internal';
import type { SchemaNames } from '@uri-lint/server/service/internal';

const OPENAPI = join(__dirname, '../../../../test/fixtures/anchors/openapi');

describe('JSON Pointer (RFC 6901)', () => {
  it('§3, §4, §6: percent-decoded first, then ~1 and ~0 unescaped in that order', () => {
    assert.deepEqual(parsePointer(''), []);
    assert.deepEqual(parsePointer('/'), ['']);
    assert.deepEqual(parsePointer('/paths/~1pets~1{id}/get'), ['paths', '/pets/{id}', 'get']);
    assert.deepEqual(parsePointer('/a~01'), ['a~1']);
    assert.deepEqual(parsePointer('/c%25d/e%5Ef/%20'), ['c%d', 'e^f', ' ']);
    assert.equal(parsePointer('/a~2'), undefined);
    assert.equal(parsePointer('definitions'), undefined);
    assert.equal(escapeToken('/pets/{id}~'), '~1pets~1{id}~0');
  });

  it('§5: the examples of RFC 6901 over its example document, in JSON and in YAML', () => {
    const json = '{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\\\j": 5, "k\\"l": 6, " ": 7, "m~n": 8}';
    const yaml = 'foo: [bar, baz]\n"": 0\na/b: 1\nc%d: 2\ne^f: 3\ng|h: 4\n"i\\\\j": 5\nk"l: 6\n" ": 7\nm~n: 8\n';
    const pointers = ['', '/foo', '/foo/0', '/', '/a~1b', '/c%25d', '/e%5Ef', '/g%7Ch', '/i%5Cj', '/k%22l', '/%20', '/m~0n'];
    for (const target of [jsonTarget(json), yamlTarget(yaml)]) {
      for (const p of pointers) assert.deepEqual(walkPointer(target, parsePointer(p)!), { found: true }, p);
      assert.deepEqual(walkPointer(target, parsePointer('/foo/2')!), { found: false, at: 1, members: ['0', '1'] });
      assert.deepEqual(walkPointer(target, parsePointer('/foo/01')!).found, false);
      assert.deepEqual(walkPointer(target, parsePointer('/fo')!), {
        found: false, at: 0, members: ['foo', '', 'a/b', 'c%d', 'e^f', 'g|h', 'i\\j', 'k"l', ' ', 'm~n'] });
    }
  });

  it('YAML: a key written as a number is its text (`200:`), aliases are followed, `key:` with no value is there', () => {
    const target = yamlTarget('responses:\n  200:\n    description: ok\nbase: &b\n  x: 1\nderived: *b\nempty:\n');
    for (const p of ['/responses/200/description', '/derived/x', '/empty']) assert.deepEqual(walkPointer(target, parsePointer(p)!), { found: true }, p);
  });
});

/** Every `$ref` of a document with its pointer judged in the document itself. */
function localRefs(names: SchemaNames): string[] {
  return names.refs.filter((r) => r.value.startsWith('#')).map((r) => r.value.slice(1));
}

describe('$ref in the OpenAPI Initiative\'s schemas', () => {
  const cases: [string, 'json' | 'yaml', number][] = [
    ['v2.0-schema.json', 'json', 90], ['v3.0-schema.yaml', 'yaml', 100], ['petstore-expanded.yaml', 'yaml', 5],
  ];
  for (const [file, format, atLeast] of cases) {
    const text = readFileSync(join(OPENAPI, file), 'utf8');
    const index = new TargetIndex(text, format, 'github');
    const refs = localRefs(format === 'json' ? jsonRefs(text) : yamlRefs(text));

    it(`${file}: all ${atLeast}+ local $refs resolve`, () => {
      assert.ok(refs.length >= atLeast, `${refs.length} refs`);
      const missing = refs.filter((r) => judgeFragment(r, index, { ref: true })?.found !== true);
      assert.deepEqual(missing, []);
    });

    it(`${file}: each $ref with its last member misspelled is missing, and the fix names the original (or one as near)`, () => {
      const wrong: string[] = [];
      for (const ref of new Set(refs)) {
        if (!/\/[A-Za-z]{4,}$/.test(ref)) continue;
        const spoiled = `${ref.slice(0, -2)}${ref.slice(-1)}`;
        const verdict = judgeFragment(spoiled, index, { ref: true });
        // Another member as near as the original (`Responss`: `Response`, `Responses`) is as good an answer.
        const near = verdict?.found === false && verdict.closest !== undefined
          && distance(spoiled, verdict.closest) <= distance(spoiled, ref) && judgeFragment(verdict.closest, index, { ref: true })?.found;
        if (!near) wrong.push(`${spoiled}: ${JSON.stringify(verdict)}`);
      }
      assert.deepEqual(wrong, []);
    });
  }

  it('finds each $ref\'s text exactly, in JSON and in YAML (plain, single- and double-quoted)', () => {
    const json = '{\n  "a": {"$ref": "#/definitions/x"},\n  "definitions": {"x": {}}\n}';
    const [ref] = jsonRefs(json).refs;
    assert.ok(ref);
    assert.equal(json.slice(ref.start, ref.end), '#/definitions/x');
    const yaml = "a:\n  $ref: '#/b'\nc:\n  $ref: \"#/d\"\ne:\n  - $ref: other.yaml#/f\n";
    assert.deepEqual(yamlRefs(yaml).refs.map((r) => yaml.slice(r.start, r.end)), ['#/b', '#/d', 'other.yaml#/f']);
  });

  it('JSON Schema: #/… inside a resource with its own $id starts at that resource; $anchor and "#name" $ids are names', () => {
    const schema = JSON.stringify({
      $id: 'https://example.com/root.json',
      $defs: {
        inner: { $id: 'inner.json', $defs: { leaf: { $anchor: 'leafy' } }, $ref: '#/$defs/leaf' },
        old: { $id: '#legacy' },
      },
      $ref: '#/$defs/inner',
    });
    const names = jsonRefs(schema);
    assert.deepEqual(names.refs.map((r) => [r.value, r.resource, r.baseId]), [
      // The nested id resolved against the root's (JSON Schema 2020-12 §8.2.1).
      ['#/$defs/leaf', ['$defs', 'inner'], 'https://example.com/inner.json'],
      ['#/$defs/inner', [], 'https://example.com/root.json'],
    ].sort((a, b) => schema.indexOf(`"$ref":"${a[0]}"`) - schema.indexOf(`"$ref":"${b[0]}"`)));
    assert.deepEqual([...names.anchors].sort(), ['leafy', 'legacy']);
    const index = new TargetIndex(schema, 'json', 'github');
    assert.deepEqual(judgeFragment('/$defs/leaf', index, { ref: true, resource: ['$defs', 'inner'] }), { found: true });
    assert.equal(judgeFragment('/$defs/leaf', index, { ref: true })?.found, false);
    assert.deepEqual(judgeFragment('leafy', index, { ref: true }), { found: true });
    assert.deepEqual(judgeFragment('legacy', index, { ref: true }), { found: true });
    assert.equal(judgeFragment('leafe', index, { ref: true })?.found, false);
  });

  // aws/serverless-application-model tests/translator/output/*.json: a CloudFormation template's API holds its OpenAPI
  // description in `Body`, whose `#/components/…` the API Gateway reads from that object, not the template's top.
  it('an OpenAPI description embedded below the top is the document of its #/… (JSON, YAML scanned and parsed)', () => {
    const api = { openapi: '3.0.1', info: { title: 'x' }, paths: { '/r': { post: { requestBody: { $ref: '#/components/schemas/Req' } } } }, components: { schemas: { Req: {} } } };
    const json = JSON.stringify({ Resources: { Api: { Type: 'AWS::ApiGateway::RestApi', Properties: { Body: api } } } });
    const resource = ['Resources', 'Api', 'Properties', 'Body'];
    assert.deepEqual(jsonRefs(json).refs.map((r) => r.resource), [resource]);
    const yaml = 'Resources:\n  Api:\n    Properties:\n      DefinitionBody:\n        swagger: "2.0"\n        paths:\n          /r:\n            get:\n              $ref: "#/definitions/X"\n        definitions:\n          X: {}\n';
    const bodyPath = ['Resources', 'Api', 'Properties', 'DefinitionBody'];
    assert.deepEqual(yamlRefs(yaml).refs.map((r) => r.resource), [bodyPath]);
    assert.deepEqual(yamlRefsParsed(yaml).refs.map((r) => r.resource), [bodyPath]);
    const index = new TargetIndex(json, 'json', 'github');
    assert.deepEqual(judgeFragment('/components/schemas/Req', index, { ref: true, resource }), { found: true });
    // At the top, an OpenAPI document is the document; a member named `openapi` without paths, info or components is data.
    assert.deepEqual(jsonRefs(JSON.stringify({ openapi: '3.1.0', paths: { a: { $ref: '#/x' } } })).refs.map((r) => r.resource), [[]]);
    assert.deepEqual(jsonRefs(JSON.stringify({ a: { openapi: '3.0.0', b: { $ref: '#/x' } } })).refs.map((r) => r.resource), [[]]);
  });

  // PrefectHQ/prefect collections_data/views/aggregate-worker-metadata.json: schemas held as data, each with its own
  // `definitions`; the file's top is no schema. The schemas enclosing a `$ref` are listed nearest first, below its resource.
  it('a JSON Schema held as data below the top (definitions or $defs beside type or properties) is listed as a place its #/… may start (JSON, YAML scanned and parsed)', () => {
    const doc = { workers: { ecs: { variables: { type: 'object', properties: { c: { $ref: '#/definitions/Creds' } }, definitions: { Creds: { type: 'object', properties: { p: { $ref: '#/definitions/Params' } }, $defs: { Params: {} } }, Params: {} } } } } };
    const json = JSON.stringify(doc);
    const variables = ['workers', 'ecs', 'variables'];
    const creds = [...variables, 'definitions', 'Creds'];
    assert.deepEqual(jsonRefs(json).refs.map((r) => [r.value, r.resource, r.schemas]), [
      ['#/definitions/Creds', [], [variables]],
      ['#/definitions/Params', [], [creds, variables]],
    ]);
    const yaml = 'workers:\n  ecs:\n    variables:\n      type: object\n      properties:\n        c:\n          $ref: "#/definitions/Creds"\n      definitions:\n        Creds: {}\n';
    assert.deepEqual(yamlRefs(yaml).refs.map((r) => r.schemas), [[variables]]);
    assert.deepEqual(yamlRefsParsed(yaml).refs.map((r) => r.schemas), [[variables]]);
    const index = new TargetIndex(json, 'json', 'github');
    assert.equal(judgeFragment('/definitions/Creds', index, { ref: true })?.found, false);
    assert.deepEqual(judgeFragment('/definitions/Creds', index, { ref: true, resource: variables }), { found: true });
    // Not a schema: `definitions` that is no mapping, or without type or properties beside it; nor the top itself.
    for (const notSchema of [{ a: { type: 'x', definitions: 'none', b: { $ref: '#/x' } } }, { a: { definitions: { X: {} }, b: { $ref: '#/x' } } }, { type: 'object', definitions: { X: {} }, b: { $ref: '#/x' } }]) {
      assert.deepEqual(jsonRefs(JSON.stringify(notSchema)).refs.map((r) => r.schemas), [[]], JSON.stringify(notSchema));
    }
    // A resource of its own (an `$id`) starts the list anew: the schemas above it are not its.
    const withId = { a: { type: 'object', definitions: { X: {} }, properties: { b: { $id: 'https://example.com/b.json', properties: { c: { $ref: '#/x' } } } } } };
    assert.deepEqual(jsonRefs(JSON.stringify(withId)).refs.map((r) => [r.resource, r.schemas]), [[['a', 'properties', 'b'], []]]);
  });

  it('a MongoDB DBRef ({"$ref": "collection", "$id": {...}}) is no reference', () => {
    assert.deepEqual(jsonRefs('{"owner": {"$ref": "users", "$id": {"$oid": "5126bbf64aed4daf9e2ab771"}}}').refs, []);
  });
});
