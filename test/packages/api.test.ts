/**
 * The `uri-lint` package's declarations (packages/cli/index.d.ts, written
 * by hand: the sources' own declarations lead into the whole server) are
 * the sources' API: each type and function identical to the one it
 * declares, checked by the compiler when the tests are built, and the built
 * entry exports exactly those functions.
 */
import * as assert from 'node:assert/strict';
import { createRequire } from 'node:module';
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
  Same<Published.Severity, Source.Severity>,
  Same<Published.Streams, Streams>,
  Same<typeof Published.main, typeof Source.main>,
  Same<typeof Published.mergeReports, typeof Source.mergeReports>,
] = [true, true, true, true, true, true, true, true, true, true, true];

describe('packages: the uri-lint package\'s declarations', () => {
  it('are the sources\' types (checked when the tests compile), and its entry exports the functions they declare', function () {
    this.timeout(60_000);
    assert.ok(IDENTICAL.every((same) => same));
    packPackages();
    // The ES module as CommonJS code requires it (Node 20.19 and later), as it is, without an interop helper's `default`.
    const entry = createRequire(__filename)(`${ROOT}/packages/cli/out/cli/index.js`) as Record<string, unknown>;
    assert.deepEqual(Object.keys(entry).sort(), ['main', 'mergeReports']);
  });
});
