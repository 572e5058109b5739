/**
 * MyST (mystmd's `myst.yml`, Jupyter Book 1's `_config.yml` with its `_toc.yml`, Sphinx with myst-parser): a `#name`
 * link names a label of any page of the project (`(name)=` before a heading, a figure's `:label:`), not an id of
 * the page alone. A name the page lacks is information, not a warning; a link to a missing file still warns.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('uri-lint: MyST\'s #name links name labels of the whole project', () => {
  after(removeTempTrees);

  // jupyter-book/jupyter-book: docs/resources/upgrade.md links to a label that docs/resources/faq.md defines.
  const UPGRADE = '# Upgrade\n\n- Some functionality may be missing (see [](#known-limitations)).\n\nRead the [guide](missing-guide.md).\n';
  const FAQ = '# FAQ\n\n(known-limitations)=\n## What are the known limitations?\n';

  const cases: [string, Record<string, string>][] = [
    ['mystmd (myst.yml)', { 'docs/myst.yml': 'version: 1\nproject:\n  title: Book\n' }],
    ['Jupyter Book 1 (_config.yml with _toc.yml)', { 'docs/_config.yml': 'title: Book\n', 'docs/_toc.yml': 'format: jb-book\nroot: intro\n' }],
    ['Sphinx with myst-parser (conf.py)', { 'docs/conf.py': 'extensions = ["myst_parser"]\n', 'docs/index.md': '# Home\n' }],
  ];
  for (const [name, config] of cases) {
    it(`${name}: a label of another page is information, a missing file still a warning`, () => {
      const tree = { ...config, 'docs/resources/upgrade.md': UPGRADE, 'docs/resources/faq.md': FAQ };
      const run = runJson([], tempTree(tree));
      assert.deepEqual(problemList(run.report), [
        `docs/resources/upgrade.md:${positionOf(UPGRADE, 'known-limitations')} information link-missing-fragment`,
        `docs/resources/upgrade.md:${positionOf(UPGRADE, 'missing-guide.md')} warning link-missing-file`,
      ]);
      const fragment = run.report.files.find((f) => f.path === 'docs/resources/upgrade.md')!.problems[0]!;
      assert.match(fragment.message, /MyST resolves `#name` against the labels of every page/);
    });
  }

  it('a link that names no file is a cross-reference under MyST (a Python object autodoc documents): information; a file still warns', () => {
    // snarfed/bridgy-fed docs/source/design.md: `[](Protocol.receive)` names the method Sphinx's autodoc documents.
    const DESIGN = '# Design\n\nA protocol implements [](Protocol.receive) and [](User.obj); see [notes](notes.md).\n';
    for (const [config, level] of [[cases[2]![1], 'information'], [{ 'docs/conf.py': 'extensions = []\n', 'docs/index.md': '# Home\n' }, 'warning']] as const) {
      const run = runJson([], tempTree({ ...config, 'docs/design.md': DESIGN }));
      assert.deepEqual(problemList(run.report), [
        `docs/design.md:${positionOf(DESIGN, 'Protocol.receive')} ${level} link-missing-file`,
        `docs/design.md:${positionOf(DESIGN, 'User.obj')} ${level} link-missing-file`,
        `docs/design.md:${positionOf(DESIGN, 'notes.md')} warning link-missing-file`,
      ], level);
    }
  });

  it('a `#` target with spaces (`<#my other term>`, a glossary term) is a reference name under MyST: information; elsewhere an error', () => {
    // executablebooks/MyST-Parser docs/syntax/cross-referencing.md.
    const TERMS = '# Terms\n\n[Link to a term](<#my other term>)\n';
    for (const [config, level] of [[cases[2]![1], 'information'], [{ 'docs/conf.py': 'extensions = []\n', 'docs/index.md': '# Home\n' }, 'error']] as const) {
      const run = runJson([], tempTree({ ...config, 'docs/terms.md': TERMS }));
      assert.deepEqual(problemList(run.report), [`docs/terms.md:${positionOf(TERMS, 'my other term')} ${level} invalid-character`], level);
      if (level === 'information') assert.match(run.report.files.find((f) => f.path === 'docs/terms.md')!.problems[0]!.message, /is a reference name/);
    }
  });

  it('a reference name\'s own syntax findings are information under MyST; an invisible character in it is still a trap, a warning', () => {
    // A zero-width space pasted into a glossary term: the name reads as "my other term" and is not the term.
    const TERMS = '# Terms\n\n[Link to a term](<#my other\u200bterm>)\n';
    const run = runJson([], tempTree({ ...cases[2]![1], 'docs/terms.md': TERMS }));
    assert.deepEqual(problemList(run.report), [
      `docs/terms.md:${positionOf(TERMS, 'my other')} information invalid-character`,
      `docs/terms.md:${positionOf(TERMS, 'my other')} warning invisible-character`,
    ]);
  });

  it('Jekyll\'s _config.yml without a table of contents, and Sphinx without MyST, keep the warning', () => {
    const configs: Record<string, string>[] = [{ 'docs/_config.yml': 'title: Site\n' }, { 'docs/conf.py': 'extensions = []\n', 'docs/index.md': '# Home\n' }];
    for (const config of configs) {
      const tree = { ...config, 'docs/resources/upgrade.md': UPGRADE, 'docs/resources/faq.md': FAQ };
      const run = runJson([], tempTree(tree));
      assert.deepEqual(problemList(run.report).filter((p) => p.includes('fragment')), [
        `docs/resources/upgrade.md:${positionOf(UPGRADE, 'known-limitations')} warning link-missing-fragment`,
      ], JSON.stringify(config));
    }
  });
});
