/**
 * Fragments on the command line (issue 20), over a real tree with the real
 * command: a link's `#section` is judged against its target file's
 * headings, read from the disk, and the document's own, as in the editor.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';

const TREE = {
  'docs/guide.md': '# Guide\n\n## 🚀 Rocket launch\n\n## Intro\n',
  'docs/page.md': '## Own\n\n[a](guide.md#-rocket-launch) [b](guide.md#intro) [c](guide.md#outro) [d](#own) [e](#gone) [f](guide.md#L9)\n',
  'api/pets.yaml': "components:\n  schemas:\n    Pet: {}\nx:\n  $ref: '#/components/schemas/Pett'\ny:\n  $ref: '#/components/schemas/Pet'\n",
};

describe('uri-lint: fragments', () => {
  after(removeTempTrees);

  it('reports the fragments that name nothing in their target, as the editor does', () => {
    const run = runJson([], tempTree(TREE));
    const page = TREE['docs/page.md'];
    assert.deepEqual(problemList(run.report), [
      `api/pets.yaml:${positionOf(TREE['api/pets.yaml'], '/components/schemas/Pett')} warning link-missing-fragment`,
      `docs/page.md:${positionOf(page, 'outro')} warning link-missing-fragment`,
      `docs/page.md:${positionOf(page, 'gone')} warning link-missing-fragment`,
      `docs/page.md:${positionOf(page, 'L9')} warning link-missing-fragment`,
    ]);
  });

  it('a code turned off is not judged: no fragment finding, and missing files still reported', () => {
    const tree = { ...TREE, 'docs/more.md': '[g](guide.md#outro) [h](gone.md#x)\n', '.urilintrc.json': '{ "severity": { "link-missing-fragment": "off" } }\n' };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [`docs/more.md:${positionOf(tree['docs/more.md'], 'gone.md')} warning link-missing-file`]);
  });
});
