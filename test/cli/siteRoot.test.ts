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

  it('a root-relative link whose file a site publishes from another folder: JBake\'s assets/ (clojurescript-site)', () => {
    const tree = {
      'content/guides/quick-start.adoc': '= Quick Start\n\nimage::/images/content/guides/quick-start/browser.png[Browser REPL Serving Default index.html,450]\n',
      'assets/images/content/guides/quick-start/browser.png': 'png',
      // A page by its path without an extension, made from its source below the site's root.
      'content/news/2017-07-20-js-preprocessing-improvements.adoc': '= JS Preprocessing\n\nThis is the fourth post in the link:/news/2017-07-07-sneak-preview[Sneak Preview] series.\n',
      'content/news/2017-07-07-sneak-preview.adoc': '= Sneak Preview\n',
      // A page by the `.html` name the site gives it, made of its Markdown source (sanic's guide/content/en/…).
      'content/en/plugins/methods.md': '# Methods\n\n- [GET](/en/guide/basics/routing.html#get)\n- [PUT](/en/guide/basics/gone.html)\n',
      'content/en/guide/basics/routing.md': '# Routing\n\n## GET\n',
      // An image from the static folder beside the content folder (sanic's guide/public/ beside guide/content/).
      'guide/content/en/built-with.md': '# Built with\n\n![](/assets/images/built-with-sanic.png)\n![](/assets/images/gone.png)\n',
      'guide/public/assets/images/built-with-sanic.png': 'png',
      // In no folder of the repository: broken on the site too.
      'content/community/editing.adoc': '= Editing\n\nimage::/images/content/reference/transducers/xf.png[Nested transformations]\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [
      `content/community/editing.adoc:${positionOf(tree['content/community/editing.adoc'], '/images')} warning link-missing-file`,
      `content/en/plugins/methods.md:${positionOf(tree['content/en/plugins/methods.md'], '/en/guide/basics/routing')} information link-missing-file`,
      `content/en/plugins/methods.md:${positionOf(tree['content/en/plugins/methods.md'], '/en/guide/basics/gone')} warning link-missing-file`,
      `content/guides/quick-start.adoc:${positionOf(tree['content/guides/quick-start.adoc'], '/images')} information link-missing-file`,
      `content/news/2017-07-20-js-preprocessing-improvements.adoc:${positionOf(tree['content/news/2017-07-20-js-preprocessing-improvements.adoc'], '/news')} information link-missing-file`,
      `guide/content/en/built-with.md:${positionOf(tree['guide/content/en/built-with.md'], '/assets/images/built')} information link-missing-file`,
      `guide/content/en/built-with.md:${positionOf(tree['guide/content/en/built-with.md'], '/assets/images/gone')} warning link-missing-file`,
    ]);
    const said = run.report.files.find((f) => f.path === 'content/guides/quick-start.adoc')!.problems[0]!.message;
    assert.match(said, /the file is there as assets\/images\/content\/guides\/quick-start\/browser\.png/);
  });

  it('a root-relative link under a site\'s base path from its docs folder, while the README read on GitHub keeps its warning (cats)', () => {
    // typelevel/cats: docs/ is published under /cats/ (Laika); the same line in the README is read on GitHub.
    const line = '<script src="/cats/js/sponsors.js"></script>\n';
    const tree = { 'docs/index.md': `# Cats\n\n${line}`, 'docs/js/sponsors.js': 'sponsors();\n', 'README.md': `# Cats\n\n${line}` };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [
      `README.md:${positionOf(tree['README.md'], '/cats/')} warning link-missing-file`,
      `docs/index.md:${positionOf(tree['docs/index.md'], '/cats/')} information link-missing-file`,
    ]);
  });

  it('a root-relative link to a folder a site publishes from another folder: the OS image\'s root, Base/ (serenity)', () => {
    // SerenityOS/serenity: Base/ is the root of the system image, whose man page viewer reads /usr/share/man.
    const tree = {
      'Base/usr/share/man/man7/man.md': '# man\n\nEach page is a file under [`/usr/share/man`](/usr/share/man).\nIts icons are in [/res/icons](/res/icons).\n',
      'Base/usr/share/man/man1/ls.md': '# ls\n',
      // A folder of one name below a folder beside Base/ (Userland/Applications/): a name many folders have, no publishing.
      'Base/usr/share/man/man1/Applications.md': '# Applications\n\nSee [the applications](/Applications).\n',
      'Userland/Applications/Browser/main.cpp': 'int main() {}\n',
    };
    const run = runJson([], tempTree(tree));
    const text = tree['Base/usr/share/man/man7/man.md'];
    assert.deepEqual(problemList(run.report), [
      `Base/usr/share/man/man1/Applications.md:${positionOf(tree['Base/usr/share/man/man1/Applications.md'], '/Applications')} warning link-missing-file`,
      `Base/usr/share/man/man7/man.md:${positionOf(text, '/usr/share/man)')} information link-missing-file`,
      // No such folder below Base/ nor anywhere: broken on the image too.
      `Base/usr/share/man/man7/man.md:${positionOf(text, '/res/icons)')} warning link-missing-file`,
    ]);
    const said = run.report.files.find((f) => f.path === 'Base/usr/share/man/man7/man.md')!.problems[0]!.message;
    assert.match(said, /the folder is there as Base\/usr\/share\/man\/, which such a site may publish/);
  });
});
