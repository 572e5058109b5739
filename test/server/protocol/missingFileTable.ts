/**
 * One table of pages and the severities of their `link-missing-file`
 * findings, checked twice over the same tree: in the editor (the real
 * server over the real protocol) and on the command line (a real process),
 * each Information finding saying why (`said`). The suites of missing
 * targets a build makes (.gitignored output, a bundler's) share it.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { removeTempTrees, runJson, tempTree } from '../../cli/helpers';
import { serverOverTree } from './client';
import type { TestClient } from './client';

const SEVERITY: Record<number, string> = { [DiagnosticSeverity.Error]: 'error', [DiagnosticSeverity.Warning]: 'warning', [DiagnosticSeverity.Information]: 'information', [DiagnosticSeverity.Hint]: 'hint' };

/** A missing-file table: the tree (every case's page in it), each page with its shown text and expected severities. */
export interface MissingFileTable {
  prefix: string;
  languageId: string;
  tree: Record<string, string>;
  cases: readonly (readonly [file: string, shown: string, expected: readonly string[]])[];
  said: RegExp;
}

/** Declares the protocol and command-line suites of `table`. */
export function missingFileSuites(table: MissingFileTable): void {
  const { prefix, languageId, tree, cases, said } = table;
  describe('protocol (spawn)', () => {
    let client: TestClient;
    let dir: string;
    serverOverTree(prefix, tree, (started, folder) => {
      client = started;
      dir = folder;
    });

    for (const [file, shown, expected] of cases) {
      it(`${file}: ${shown}`, async () => {
        const diagnostics = await client.openSettled(languageId, tree[file]!, pathToFileURL(path.join(dir, file)).href);
        const missing = diagnostics.filter((d) => d.code === 'link-missing-file');
        assert.deepEqual(missing.map((d) => SEVERITY[d.severity!]), expected);
        for (const d of missing.filter((m) => m.severity === DiagnosticSeverity.Information)) assert.match(d.message, said);
      });
    }
  });

  describe('command line', () => {
    after(removeTempTrees);
    it('says the same of each', () => {
      const run = runJson([], tempTree(tree));
      for (const [file, , expected] of cases) {
        const missing = run.report.files.find((f) => f.path === file)!.problems.filter((p) => p.code === 'link-missing-file');
        assert.deepEqual(missing.map((p) => p.severity), expected, file);
        for (const p of missing.filter((m) => m.severity === 'information')) assert.match(p.message, said);
      }
    });
  });
}
