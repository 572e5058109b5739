/**
 * The `uri-lint` package's declarations (packages/cli/index.d.ts, made from
 * the sources' by scripts/build-packages.js) are the sources' API: a
 * consumer compiled against them finds each type and function identical to
 * the one it declares, they declare what the entry (server/src/cli/api.ts)
 * exports, and the built entry exports exactly the functions they declare,
 * which do what they declare.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ts from 'typescript';
import type * as Source from '@uri-lint/server/cli';
import { packPackages, ROOT } from './packed';

/** The names a module's declarations export, from its text: functions apart from types. */
function exportedNames(file: string): { functions: string[]; types: string[] } {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const functions: string[] = [];
  const types: string[] = [];
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isFunctionDeclaration(statement) && exported) functions.push(statement.name!.text);
    else if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && exported) types.push(statement.name.text);
    else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) (statement.isTypeOnly || element.isTypeOnly ? types : functions).push(element.name.text);
    }
  }
  return { functions: functions.sort(), types: types.sort() };
}

/** A consumer of the package's declarations: each against its source's (the declarations tsc wrote for it), a difference a compile error. */
const CONSUMER = (published: string, source: string): string => `import type * as Published from ${JSON.stringify(published)};
import type * as Source from ${JSON.stringify(source)};
/** True exactly when A and B are the same type (optional properties and readonly included). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
export const IDENTICAL: [
  Same<Published.RunReport, Source.RunReport>,
  Same<Published.FileReport, Source.FileReport>,
  Same<Published.Problem, Source.Problem>,
  Same<Published.SuppressedProblem, Source.SuppressedProblem>,
  Same<Published.Suppression, Source.Suppression>,
  Same<Published.SuppressionKind, Source.SuppressionKind>,
  Same<Published.AppliedFix, Source.AppliedFix>,
  Same<Published.RenameSkipped, Source.RenameSkipped>,
  Same<Published.Severity, Source.Severity>,
  Same<Published.Streams, Source.Streams>,
  Same<typeof Published.main, typeof Source.main>,
  Same<typeof Published.mergeReports, typeof Source.mergeReports>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];
// @ts-expect-error a report's counts are numbers, not any
export const wrong: Published.RunReport['errorCount'] = 'many';
`;

/** A report of one file with one problem, its message holding `uri`, as the command line would write it. */
function reportOf(path: string, uri: string): Source.RunReport {
  const problem: Source.Problem = {
    line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', code: 'invalid-port', message: `bad port in ${uri}`, href: '', fingerprint: path,
  };
  return {
    tool: { name: 'uri-lint', version: '0' }, files: [{ path, language: 'markdown', references: 1, problems: [problem] }],
    errorCount: 1, warningCount: 0, infoCount: 0, hintCount: 0, fixCount: 0, suppressedCount: 0,
  };
}

describe('packages: the uri-lint package\'s declarations', () => {
  it('are made from the sources: the entry\'s exports, each type identical to its source\'s (a consumer compiled against them)', function () {
    this.timeout(120_000);
    packPackages();
    const declarations = path.join(ROOT, 'packages/cli/index.d.ts');
    assert.deepEqual(exportedNames(declarations), exportedNames(path.join(ROOT, 'server/src/cli/api.ts')));
    const dir = fs.mkdtempSync(path.join(ROOT, 'out', 'declarations-'));
    try {
      fs.writeFileSync(path.join(dir, 'consumer.ts'), CONSUMER(declarations.replace(/\.d\.ts$/, ''), path.join(ROOT, 'server/out/cli/api')));
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'commonjs', moduleResolution: 'node', target: 'es2022', lib: ['es2022'], skipLibCheck: true, types: ['node'] },
        files: ['consumer.ts'],
      }));
      const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
      assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declare the functions its entry exports, which work', async function () {
    this.timeout(60_000);
    packPackages();
    // The ES module as CommonJS code requires it (Node 20.19 and later), as it is, without an interop helper's `default`.
    const entry = createRequire(__filename)(`${ROOT}/packages/cli/out/cli/index.js`) as Record<string, unknown>;
    assert.deepEqual(Object.keys(entry).sort(), exportedNames(path.join(ROOT, 'packages/cli/index.d.ts')).functions);
    const { main, mergeReports } = entry as typeof Source;
    // mergeReports: a path reported twice counts once, the counts are summed again, and a password is masked.
    const merged = mergeReports([reportOf('a.md', 'http://u:hunter2@h:80a/'), reportOf('a.md', 'http://h/'), reportOf('b.md', 'http://h:1x/')]);
    assert.deepEqual(merged.files.map((file) => file.path), ['a.md', 'b.md']);
    assert.equal(merged.errorCount, 2);
    assert.doesNotMatch(JSON.stringify(merged), /hunter2/);
    // main: runs the command line on the streams given, answering its exit code.
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const written: Buffer[] = [];
    stdout.on('data', (chunk: Buffer) => written.push(chunk));
    assert.equal(await main(['--version'], { stdout, stderr, stdin: new PassThrough() }), 0);
    assert.match(Buffer.concat(written).toString(), /^\d+\.\d+\.\d+/);
    assert.equal(await main(['--no-such-option'], { stdout, stderr, stdin: new PassThrough() }), 2);
  });
});
