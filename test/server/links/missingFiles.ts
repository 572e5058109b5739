/**
 * Tables of trees shaped after public repositories, each run through the
 * real command line: exactly the links a case names are reported missing
 * (`link-missing-file`: a Warning, or Information where it says so), every other link of its tree is not.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from '../../cli/helpers';

/** A tree and the links in it that are truly missing. */
export interface MissingFilesCase {
  name: string;
  tree: Record<string, string>;
  /** `path` and the link text written in it, reported missing; every other link of the tree is not. */
  missing: [string, string][];
  /** Links missing that are said as information (a file the renderer makes where the repository cannot show it). */
  information?: [string, string][];
}

/** A suite `title` with one test per case. */
export function describeMissingFiles(title: string, cases: readonly MissingFilesCase[]): void {
  describe(title, () => {
    after(removeTempTrees);

    for (const { name, tree, missing, information = [] } of cases) {
      it(name, () => {
        const run = runJson([], tempTree(tree));
        const expected = [
          ...missing.map(([file, link]) => `${file}:${positionOf(tree[file]!, link)} warning link-missing-file`),
          ...information.map(([file, link]) => `${file}:${positionOf(tree[file]!, link)} information link-missing-file`),
        ].sort();
        assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing-file')).sort(), expected);
      });
    }
  });
}
