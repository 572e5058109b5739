/**
 * The folder links are checked in when the command is given a path from
 * another directory: a repository's findings are the same wherever the
 * command was typed (remark-validate-links takes the Git repository's
 * folder; the editor, the folder it opened). The real command, as a process.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { RunReport } from '@uri-lint/server/cli';
import { positionOf, removeTempTrees, runJson, tempTree } from './helpers';

/** A repository whose README links to a file from the repository's top (`/docs/…`), one there and one missing. */
const REPO = {
  'README.md': '[guide](/docs/guide.md) [gone](/docs/gone.md) [up](../outside.md)\n',
  'docs/guide.md': '# Guide\n\n[home](../README.md) [top](/README.md)\n',
};

/** Each problem as `file code text` with the file's path from the repository's top, whatever the run printed. */
function findings(report: RunReport, repo: string, cwd: string): string[] {
  return report.files.flatMap((f) => {
    const rel = path.relative(repo, path.resolve(cwd, f.path)).split(path.sep).join('/');
    return f.problems.map((p) => `${rel}:${p.line}:${p.column} ${p.code}`);
  }).sort();
}

describe('uri-lint: a path given from another directory', () => {
  after(removeTempTrees);

  const MARKERS: [string, Record<string, string>][] = [
    ['a Git repository (.git)', { '.git/HEAD': 'ref: refs/heads/main\n' }],
    ['a configured project (.urilintrc.json)', { '.urilintrc.json': '{}\n' }],
    ['a folder nothing declares', {}],
  ];
  for (const [name, marker] of MARKERS) {
    it(`finds what a run inside finds: ${name}`, () => {
      const outer = tempTree({ 'outside.md': '# Outside\n' });
      const repo = path.join(outer, 'work', 'repo');
      for (const [file, text] of Object.entries({ ...REPO, ...marker })) {
        fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
        fs.writeFileSync(path.join(repo, file), text);
      }
      const other = tempTree();
      const inside = findings(runJson(['.'], repo).report, repo, repo);
      assert.deepEqual(inside, [`README.md:${positionOf(REPO['README.md'], '/docs/gone.md')} link-missing-file`]);
      // From an unrelated directory, by an absolute path; and, for a declared repository, from the folder above it too.
      assert.deepEqual(findings(runJson([repo], other).report, repo, other), inside);
      assert.deepEqual(findings(runJson([path.join(repo, 'README.md'), path.join(repo, 'docs')], other).report, repo, other), inside);
      if (Object.keys(marker).length > 0) assert.deepEqual(findings(runJson(['work/repo'], outer).report, repo, outer), inside);
    });
  }

  it('a run from a subfolder of a repository keeps that subfolder as its workspace, as before', () => {
    const repo = tempTree({ ...REPO, '.git/HEAD': 'ref: refs/heads/main\n' });
    const docs = path.join(repo, 'docs');
    // `/README.md` is looked for at the subfolder's top, where it is not.
    assert.deepEqual(findings(runJson(['.'], docs).report, repo, docs), ['docs/guide.md:3:28 link-missing-file']);
  });
});
