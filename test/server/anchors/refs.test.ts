/**
 * Which `$ref` members of a JSON Schema are references (anchors/refs.ts): a value of an instance keyword, or the
 * JSON Schema Test Suite's `data` beside `valid`, is data validated; a property that happens to be called `default`
 * is a schema. The JSON reading and both YAML readings (the scan and the full parser) agree.
 */
import * as assert from 'node:assert/strict';
import { jsonRefs, yamlRefs, yamlRefsParsed } from '@uri-lint/server/service/internal';

describe('$refs of a schema: instance data is no reference', () => {
  const schema = {
    const: { $ref: 'const.json' },
    enum: [{ $ref: 'enum.json' }],
    default: { $ref: 'default.json' },
    examples: [{ $ref: 'examples.json' }],
    properties: { default: { $ref: 'property.json' } },
    $defs: { examples: { $ref: 'def.json' } },
    items: { $ref: 'items.json' },
  };
  // json-schema-org/JSON-Schema-Test-Suite tests/draft2020-12/ref.json: a case's data shaped like a reference.
  const suite = [{ description: 'ref', schema: { $ref: 'schema.json' }, tests: [{ description: 'is data', data: { $ref: 'a' }, valid: true }] }];

  it('JSON', () => {
    assert.deepEqual(jsonRefs(JSON.stringify(schema)).refs.map((r) => r.value), ['property.json', 'def.json', 'items.json']);
    assert.deepEqual(jsonRefs(JSON.stringify(suite)).refs.map((r) => r.value), ['schema.json']);
  });

  it('YAML, scanned and parsed alike', () => {
    const yaml = [
      'const:', '  $ref: const.json', 'default:', '  $ref: default.json', 'examples:', '  - $ref: examples.json',
      'properties:', '  default:', '    $ref: property.json', 'items:', '  $ref: items.json', '',
    ].join('\n');
    assert.deepEqual(yamlRefs(yaml).refs.map((r) => r.value), ['property.json', 'items.json']);
    assert.deepEqual(yamlRefsParsed(yaml).refs.map((r) => r.value), ['property.json', 'items.json']);
  });

  // twilio/twilio-oai spec/yaml/twilio_messaging_v2.yaml: OpenAPI 3's `examples`, a mapping of Example Objects or
  // references, whose `value` is the instance.
  it('OpenAPI examples: a mapping of references, each Example Object\'s value data', () => {
    const yaml = [
      'examples:', '  whatsapp_create:', "    $ref: '#/components/examples/whatsapp_create_request'",
      '  inline:', '    value:', '      $ref: data.yaml', '',
    ].join('\n');
    assert.deepEqual(yamlRefs(yaml).refs.map((r) => r.value), ['#/components/examples/whatsapp_create_request']);
    assert.deepEqual(yamlRefsParsed(yaml).refs.map((r) => r.value), ['#/components/examples/whatsapp_create_request']);
    const json = { examples: { whatsapp_create: { $ref: '#/components/examples/whatsapp_create_request' }, inline: { value: { $ref: 'data.json' } } } };
    assert.deepEqual(jsonRefs(JSON.stringify(json)).refs.map((r) => r.value), ['#/components/examples/whatsapp_create_request']);
  });

  // kuma docs/generated/openapi.yaml: a generator folds a long reference onto the line below its key.
  it('a block scalar of one line is the reference, at that line; a block of more lines is none; scanned and parsed alike', () => {
    const yaml = [
      'a:', '  $ref: >-', '    #/components/responses/Ok', 'b:', '  $ref: |', '    ./x.yaml', 'c:', '  $ref: >-', '    ./one.yaml', '    two.yaml', '',
    ].join('\n');
    for (const refs of [yamlRefs(yaml).refs, yamlRefsParsed(yaml).refs]) {
      assert.deepEqual(refs.map((r) => [r.value, yaml.slice(r.start, r.end)]), [['#/components/responses/Ok', '#/components/responses/Ok'], ['./x.yaml', './x.yaml']]);
    }
  });
});
