/**
 * One validator of the configuration: a configuration file is read by the
 * settings' one reader (contract/settings.ts `readSetting`, which also reads
 * the editor's settings), and says what the JSON schema written for editors
 * (schemas/urilintrc.schema.json) says: a configuration is rejected exactly
 * when a JSON Schema validator rejects it, at the value the validator names
 * first, in words naming the key; and the editor's reading of a setting
 * keeps what the file's reading accepts.
 */
import * as assert from 'node:assert/strict';
import Ajv from 'ajv';
import fc from 'fast-check';
import { configProblemAt, configSchema } from '@uri-lint/server/cli';
import { DEFAULT_SETTINGS, resolveSettings } from '@uri-lint/server/contract';

const validate = new Ajv({ strict: false, messages: false }).compile(configSchema('URI Lint configuration'));

/** The JSON Schema validator's verdict: undefined, or the path of its first fault (the unknown key for one). */
function schemaVerdict(config: unknown): (string | number)[] | undefined {
  if (validate(config)) return undefined;
  const error = validate.errors![0]!;
  const path: (string | number)[] = error.instancePath.split('/').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
  if (error.keyword === 'additionalProperties') path.push((error.params as { additionalProperty: string }).additionalProperty);
  return path;
}

/** Configurations and the message each gets (undefined: valid). */
const TABLE: [unknown, string | undefined][] = [
  [{}, undefined],
  [{ $schema: './schemas/urilintrc.schema.json', enable: true, severity: { iri: 'off' }, 'links.root': 'site', files: '**/*.md', ignores: ['fixtures/**'] }, undefined],
  [{ overrides: [{ files: ['*.md'], 'fixAll.fixes': ['!lowercase', '*'], 'links.mappings': { 'https://x.example/': '.' } }] }, undefined],
  [[], 'the configuration must be a JSON object'],
  [null, 'the configuration must be a JSON object'],
  [{ iriStrict: true, enable: 'yes' }, 'unknown setting "iriStrict" (settings: files, ignores,'],
  [{ enable: 'yes' }, '"enable" must be true or false'],
  [{ maxFileSizeMB: -1 }, '"maxFileSizeMB" must be a number of at least 0'],
  [{ maxFileSize: '1' }, '"maxFileSize" must be a number of at least 0'],
  [{ severity: { iri: 'loud' } }, '"severity" sets "iri" to "loud"; use one of error, warning, information, hint, off'],
  [{ severity: { iri: 'info' } }, '"severity" sets "iri" to "info"'],
  [{ severity: { iri: 3, 'invalid-prot': 'off' } }, '"severity" names an unknown diagnostic code "invalid-prot" (codes: '],
  [{ severity: { iri: 'loud', 'invalid-port': 3 } }, '"severity" sets "invalid-port" to 3'],
  [{ severity: [] }, '"severity" must be an object of diagnostic code to severity'],
  [{ $schema: 5 }, '"$schema" must be a string'],
  [{ files: [] }, 'files must be a glob or a non-empty array of globs'],
  [{ ignores: [''] }, '"ignores" must be an array of globs'],
  [{ languages: ['markdown', 3] }, '"languages" must be an array of strings'],
  [{ 'fixAll.fixes': ['encdoe'] }, '"fixAll.fixes" must be an array of fix ids, each alone or after "!", or "*" (fixes: '],
  [{ 'links.mappings': { 'https://x.example/': 1 } }, '"links.mappings" must be an object'],
  [{ 'links.headingIds': 'bitbucket' }, '"links.headingIds" must be a string'],
  [{ overrides: {} }, '"overrides" must be an array of objects'],
  [{ overrides: [3] }, 'overrides[0] must be an object'],
  [{ overrides: [{ enable: false, nope: 1 }] }, 'overrides[0].files must be a glob or a non-empty array of globs'],
  [{ overrides: [{ files: '*.md', overrides: [] }] }, 'unknown setting "overrides[0].overrides" (settings: files, enable,'],
  [{ overrides: [{ files: '*.md', severity: { iri: 3 } }] }, '"overrides[0].severity" sets "iri" to 3; use one of error, warning'],
  [{ overrides: [{ files: '*.md' }, { files: '' }] }, 'overrides[1].files must be a glob or a non-empty array of globs'],
  [{ enable: 'yes', languages: 3 }, '"enable" must be true or false'],
];

describe('the configuration: one validator, as the schema says', () => {
  for (const [config, message] of TABLE) {
    it(`${JSON.stringify(config)}: ${message ?? 'valid'}`, () => {
      const problem = configProblemAt(config);
      assert.equal(problem?.message.slice(0, message?.length), message);
      assert.deepEqual(problem?.path, schemaVerdict(config));
    });
  }

  it('rejects what the schema rejects, at the value it names first, over generated configurations', () => {
    const keys = ['$schema', 'files', 'ignores', 'enable', 'severity', 'languages', 'maxFileSizeMB', 'maxFileSize', 'fixAll.fixes', 'links.mappings', 'links.headingIds', 'links.root', 'nope'];
    const values = fc.oneof(fc.boolean(), fc.integer({ min: -2, max: 3 }), fc.constantFrom('', '*.md', 'github', 'off', 'info', 'encode', '!*', 'iri'),
      fc.array(fc.oneof(fc.constantFrom('', '*.md', 'encode', '!lowercase', 'markdown'), fc.integer()), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('iri', 'invalid-port', 'nope', 'https://x.example/'), fc.oneof(fc.constantFrom('off', 'error', 'info', '.'), fc.integer()), { maxKeys: 3 }));
    const settings = fc.dictionary(fc.constantFrom(...keys), values, { maxKeys: 4 });
    const config = fc.record({ top: settings, overrides: fc.option(fc.array(settings, { maxLength: 2 })) })
      .map(({ top, overrides }) => (overrides ? { ...top, overrides } : top));
    fc.assert(fc.property(config, (value) => {
      assert.deepEqual(configProblemAt(value)?.path, schemaVerdict(value));
    }), { numRuns: 3000 });
  });

  it('a configuration as large as a file may be (4 MB): judged in time linear in its size', () => {
    const overrides = Array.from({ length: 100_000 }, (_, i) => ({ files: `${i}.md`, enable: true }));
    const severity = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`code-${i}`, 'off']));
    for (const [config, message] of [[{ overrides }, undefined], [{ overrides: [...overrides, { files: '' }] }, 'overrides[100000].files'], [{ severity }, '"severity" names an unknown diagnostic code "code-0"']] as const) {
      const started = Date.now();
      assert.equal(configProblemAt(config)?.message.slice(0, message?.length), message);
      assert.ok(Date.now() - started < 5_000, `${Date.now() - started} ms`);
    }
  });

  it('the editor reads a setting the file accepts as the file wrote it', () => {
    const settings = resolveSettings({ enable: false, severity: { iri: 'off' }, 'links.root': 'site', maxFileSizeMB: 1, links: { headingIds: 'gitlab' } });
    assert.equal(configProblemAt({ enable: false, severity: { iri: 'off' }, 'links.root': 'site', maxFileSizeMB: 1, 'links.headingIds': 'gitlab' }), undefined);
    assert.deepEqual([settings.enable, settings.severity, settings.linksRoot, settings.maxFileSize, settings.linksHeadingIds], [false, { iri: 'off' }, 'site', 1024 * 1024, 'gitlab']);
    // What the file rejects, the editor reads leniently: the valid part, else the default.
    assert.deepEqual(resolveSettings({ severity: { iri: 'Info', 'invalid-port': 3 }, languages: ['markdown', 3], enable: 'yes' }).severity, { iri: 'information' });
    assert.equal(resolveSettings({ enable: 'yes' }).enable, DEFAULT_SETTINGS.enable);
  });
});
