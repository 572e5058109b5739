/**
 * What the command line claims of a `$ref` where it does not know how the reference resolves (issue 29, round 16): a
 * pointer into a YAML text its parser reads with errors (a Go template), a `$ref` that names no document (a program's
 * own names), one path written the same in copies of a template in many folders; and a block scalar's one line
 * (`$ref: >-`, the value below) read as the reference, judged as any other.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('uri-lint: $ref claims', () => {
  after(removeTempTrees);

  it('a pointer into a YAML text read with errors (a Go template\'s lines) is not judged missing; into a clean text it is', () => {
    // authelia api/openapi.yml: an OpenAPI description rendered by Go's text/template, `{{- if .X }}` lines among its members.
    const body = (template: boolean) => [
      'openapi: 3.1.0', 'tags:', '  - name: A', ...(template ? ['  {{- if .PasswordReset }}'] : []), '  - name: B', ...(template ? ['  {{- end }}'] : []),
      'paths:', '  /x:', '    get:', '      responses:', '        "200":', '          content:', '            application/json:', '              schema:',
      "                $ref: '#/components/schemas/middlewares.Response.OK'", '        "404":', '          content:', '            application/json:', '              schema:',
      "                $ref: '#/components/schemas/handlers.Missing'",
      'components:', '  schemas:', '    middlewares.Response.OK:', '      type: object', '',
    ].join('\n');
    const tree = { 'api/openapi.yml': body(true), 'clean/openapi.yml': body(false) };
    assert.deepEqual(problemList(runJson([], tempTree(tree)).report), [
      `clean/openapi.yml:${positionOf(tree['clean/openapi.yml'], '/components/schemas/handlers.Missing')} warning link-missing-fragment`,
    ]);
  });

  it("a pointer a spec of the document's name beside it defines at the same place is information; one none defines, or a spec of another name, stays a warning", () => {
    // getdkan/dkan: each module's docs/openapi_spec.json is merged at run time with modules/common/docs/openapi_spec.json,
    // which defines the responses and schemas they name; a submodule's spec (metastore_search) lies deeper.
    const common = { openapi: '3.0.2', components: { responses: { '400BadJson': {} }, schemas: { errorResponse: {} } } };
    const spec = (refs: string[]) => JSON.stringify({ openapi: '3.0.2', paths: { '/x': { get: { responses: Object.fromEntries(refs.map((ref, i) => [400 + i, { $ref: ref }])) } } } }, null, 2);
    const tree = {
      'modules/common/docs/openapi_spec.json': JSON.stringify(common, null, 2),
      'modules/datastore/docs/openapi_spec.json': spec(['#/components/responses/400BadJson', '#/components/responses/400BadJsn']),
      'modules/metastore/modules/metastore_search/docs/openapi_spec.json': spec(['#/components/schemas/errorResponse']),
      'other/docs/api.json': JSON.stringify({ components: { schemas: { Gone: {} } } }),
      'modules/harvest/docs/openapi_spec.json': spec(['#/components/schemas/Gone', '#/components/errorResponse']),
    };
    assert.deepEqual(problemList(runJson([], tempTree(tree)).report), [
      `modules/datastore/docs/openapi_spec.json:${positionOf(tree['modules/datastore/docs/openapi_spec.json'], '/components/responses/400BadJson')} information link-missing-fragment`,
      `modules/datastore/docs/openapi_spec.json:${positionOf(tree['modules/datastore/docs/openapi_spec.json'], '/components/responses/400BadJsn')} warning link-missing-fragment`,
      `modules/harvest/docs/openapi_spec.json:${positionOf(tree['modules/harvest/docs/openapi_spec.json'], '/components/schemas/Gone')} warning link-missing-fragment`,
      `modules/harvest/docs/openapi_spec.json:${positionOf(tree['modules/harvest/docs/openapi_spec.json'], '/components/errorResponse')} warning link-missing-fragment`,
      `modules/metastore/modules/metastore_search/docs/openapi_spec.json:${positionOf(tree['modules/metastore/modules/metastore_search/docs/openapi_spec.json'], '/components/schemas/errorResponse')} information link-missing-fragment`,
    ]);
  });

  // The value of each `$ref` in a folder of its own, and the severity of its missing file's finding.
  const NAMES: readonly (readonly [string, 'information' | 'warning'])[] = [
    // open-telemetry/opentelemetry-collector's mdatagen: a definition's name, a Go package's path and a type.
    ['port_number', 'information'],
    ['./internal/metadata.metrics_builder_config', 'information'],
    ['../samplepkg.sample_config', 'information'],
    // A schema document's name: a file, missing.
    ['apps_tier.yml', 'warning'],
    ['./database_compute_autoscale_params.yml', 'warning'],
    ['examples/curl/tokens.yaml', 'warning'],
    ['common.json', 'warning'],
    ['other.yaml#/components/schemas/A', 'warning'],
  ];

  it('a $ref that names no document (no "#", no schema file\'s extension) is information, with no notice; a missing document stays a warning', () => {
    const tree: Record<string, string> = {};
    NAMES.forEach(([value], i) => { tree[`pkg${i}/metadata.yaml`] = `type: sample\nconfig:\n  properties:\n    port:\n      $ref: ${value}\n`; });
    const run = runJson([], tempTree(tree));
    const got = NAMES.map((_, i) => run.report.files.find((f) => f.path === `pkg${i}/metadata.yaml`)?.problems.map((p) => `${p.severity} ${p.code}`));
    assert.deepEqual(got, NAMES.map(([, severity]) => [`${severity} link-missing-file`]));
    const info = run.report.files.find((f) => f.path === 'pkg0/metadata.yaml')!.problems[0]!;
    assert.match(info.message, /names no document/);
    // Said on the findings only: no folder's notice of them.
    assert.deepEqual(run.report.notices ?? [], []);
  });

  it('one relative $ref path written the same in documents of many folders, naming a different missing file from each, is a template\'s: information, one notice', () => {
    // kuma's rest.yaml, generated per policy from one template: the path is meant for the layout its docs build bundles them in.
    const rest = (name: string) => `openapi: 3.1.0\npaths:\n  /${name}:\n    get:\n      responses:\n        '404':\n          $ref: "../../base/specs/common/error_schema.yaml#/components/responses/NotFound"\n`;
    const policies = ['meshretry', 'meshtimeout', 'meshtrace', 'meshtls', 'meshmetric', 'meshhttproute'];
    const tree: Record<string, string> = Object.fromEntries(policies.map((p) => [`pkg/policies/${p}/api/v1alpha1/rest.yaml`, rest(p)]));
    // The same missing path from two folders only: two slips, not a template's.
    tree['other/a/x/spec.yaml'] = 'x:\n  $ref: ../../shared/defs.yaml\n';
    tree['other/b/y/spec.yaml'] = 'x:\n  $ref: ../../shared/defs.yaml\n';
    // One file missing, however many documents of one folder name it: one file missing.
    for (let i = 0; i < 6; i++) tree[`one/spec${i}.yaml`] = 'x:\n  $ref: ../lost/common.yaml\n';
    const run = runJson([], tempTree(tree));
    const severities = (path: string) => run.report.files.find((f) => f.path === path)?.problems.map((p) => `${p.severity} ${p.code}`);
    for (const p of policies) assert.deepEqual(severities(`pkg/policies/${p}/api/v1alpha1/rest.yaml`), ['information link-missing-file'], p);
    assert.deepEqual(severities('other/a/x/spec.yaml'), ['warning link-missing-file']);
    assert.deepEqual(severities('other/b/y/spec.yaml'), ['warning link-missing-file']);
    for (let i = 0; i < 6; i++) assert.deepEqual(severities(`one/spec${i}.yaml`), ['warning link-missing-file'], `spec${i}`);
    const notices = (run.report.notices ?? []).filter((n) => n.includes('written the same'));
    assert.equal(notices.length, 1);
    assert.match(notices[0]!, /^pkg\/policies and the folders below it: \$ref "\.\.\/\.\.\/base\/specs\/common\/error_schema\.yaml" is written the same in 6 documents in 6 folders/);
  });

  it('a $ref folded below its key (`$ref: >-`, the value on the next line) is read and judged as any other', () => {
    // kuma docs/generated/openapi.yaml: its generator folds long references onto the line below.
    const yaml = [
      'paths:', '  /a:', '    get:', '      responses:',
      "        '200':", '          $ref: >-', '            #/components/responses/MeshCircuitBreakerCreateOrUpdateSuccessResponse',
      "        '201':", '          $ref: >-', '            #/components/responses/MeshCircuitBreakerCreateOrUpdateSuccessResponsee',
      "        '202':", '          $ref: |', '            ./missing.yaml',
      "        '203':", '          $ref: >-', '            ./several.yaml', '            lines.yaml',
      'components:', '  responses:', '    MeshCircuitBreakerCreateOrUpdateSuccessResponse:', '      description: ok', '',
    ].join('\n');
    assert.deepEqual(problemList(runJson([], tempTree({ 'docs/openapi.yaml': yaml })).report), [
      `docs/openapi.yaml:${positionOf(yaml, '/components/responses/MeshCircuitBreakerCreateOrUpdateSuccessResponsee')} warning link-missing-fragment`,
      `docs/openapi.yaml:${positionOf(yaml, './missing.yaml')} warning link-missing-file`,
    ]);
  });
});
