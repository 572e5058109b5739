/**
 * The `uri-lint` package's declarations (packages/cli/index.d.ts, written
 * by hand: the sources' own declarations lead into the whole server) are
 * the sources' API: each type and function identical to the one it
 * declares, checked by the compiler when the tests are built, and the built
 * entry exports exactly those functions, which do what they declare.
 */
import * as assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import type * as Published from '../../packages/cli/index';
import type * as Source from '@uri-lint/server/cli';
import type { Streams } from '@uri-lint/server/cli';
import { packPackages, ROOT } from './packed';

/** True exactly when A and B are the same type (optional properties and readonly included). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;

/** Every declaration of the package against its source; a difference is a compile error here. */
const IDENTICAL: [
  Same<Published.RunReport, Source.RunReport>,
  Same<Published.FileReport, Source.FileReport>,
  Same<Published.Problem, Source.Problem>,
  Same<Published.SuppressedProblem, Source.SuppressedProblem>,
  Same<Published.Suppression, Source.Suppression>,
  Same<Published.SuppressionKind, Source.SuppressionKind>,
  Same<Published.AppliedFix, Source.AppliedFix>,
  Same<Published.RenameSkipped, Source.RenameSkipped>,
  Same<Published.Severity, Source.Severity>,
  Same<Published.Streams, Streams>,
  Same<typeof Published.main, typeof Source.main>,
  Same<typeof Published.mergeReports, typeof Source.mergeReports>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];

/** A report of one file with one problem, its message holding `uri`, as the command line would write it. */
function reportOf(path: string, uri: string): Published.RunReport {
  const problem: Published.Problem = {
    line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'error', code: 'invalid-port', message: `bad port in ${uri}`, href: '', fingerprint: path,
  };
  return {
    tool: { name: 'uri-lint', version: '0' }, files: [{ path, language: 'markdown', references: 1, problems: [problem] }],
    errorCount: 1, warningCount: 0, infoCount: 0, hintCount: 0, fixCount: 0, suppressedCount: 0,
  };
}

describe('packages: the uri-lint package\'s declarations', () => {
  it('are the sources\' types (checked when the tests compile), and its entry exports the functions they declare, which work', async function () {
    this.timeout(60_000);
    void IDENTICAL;
    packPackages();
    // The ES module as CommonJS code requires it (Node 20.19 and later), as it is, without an interop helper's `default`.
    const entry = createRequire(__filename)(`${ROOT}/packages/cli/out/cli/index.js`) as Record<string, unknown>;
    assert.deepEqual(Object.keys(entry).sort(), ['main', 'mergeReports']);
    const { main, mergeReports } = entry as typeof Published;
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
