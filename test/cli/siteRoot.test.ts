/**
 * Links that work on a site rooted at a folder of the repository whose
 * generator the tool does not know (links/siteRoot.ts), on the command line
 * over real lines: said as information naming where they lead there, while a
 * link broken wherever it is read stays a warning.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('uri-lint: links that work on a site rooted at a folder of the repository', () => {
  after(removeTempTrees);

  it('a relative link climbing above the content folder lands where ".." stops at the site\'s root (clojurescript-site, a JBake site)', () => {
    // clojure/clojurescript-site: content/ is the site's root, no configuration in the repository.
    const tree = {
      'content/guides/faq-js.adoc': '= FAQ\n\nYes <<xref/../../../community/companies#,they do>>.\n',
      'content/community/companies.adoc': '= Companies\n',
      // Copied from clojure-site: no such page on this site, wherever `..` stops.
      'content/about/functional-programming.adoc': '= FP\n\n<<xref/../../reference/special_forms#fn,fn>> creates a function object.\n',
      'content/reference/repl.adoc': '= REPL\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [
      `content/about/functional-programming.adoc:${positionOf(tree['content/about/functional-programming.adoc'], 'xref/')} warning link-missing-file`,
      `content/guides/faq-js.adoc:${positionOf(tree['content/guides/faq-js.adoc'], 'xref/')} information link-missing-file`,
    ]);
    const said = run.report.files.find((f) => f.path === 'content/guides/faq-js.adoc')!.problems[0]!.message;
    assert.match(said, /On a site rooted at content\/, .* it leads to content\/community\/companies\.adoc, which is there/);
    // Such a link works on the site: no notice that the folder's links fail.
    assert.deepEqual(run.report.notices ?? [], []);
  });

  it('a README, which GitHub shows as its folder\'s page, keeps its link that climbs too far a warning', () => {
    const tree = {
      'docs/guide/README.md': 'See [contributing](../../CONTRIBUTING.md).\n',
      'docs/guide/setup.md': 'See [contributing](../../CONTRIBUTING.md).\n',
      'docs/CONTRIBUTING.md': '# Contributing\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [
      `docs/guide/README.md:${positionOf(tree['docs/guide/README.md'], '../../')} warning link-missing-file`,
      `docs/guide/setup.md:${positionOf(tree['docs/guide/setup.md'], '../../')} information link-missing-file`,
    ]);
  });

});
