/**
 * Fragments on the command line, over a real tree with the real
 * command: a link's `#section` is judged against its target file's
 * headings, read from the disk, and the document's own, as in the editor.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';
import type { RunReport } from '@uri-lint/server/cli';

/** A line with an error (a port that is not a number). */
const BAD_PORT = 'See http://example.com:80a/ now.\n';

const TREE = {
  'docs/guide.md': '# Guide\n\n## 🚀 Rocket launch\n\n## Intro\n',
  'docs/page.md': '## Own\n\n[a](guide.md#-rocket-launch) [b](guide.md#intro) [c](guide.md#outro) [d](#own) [e](#gone) [f](guide.md#L9)\n',
  'api/pets.yaml': "components:\n  schemas:\n    Pet: {}\nx:\n  $ref: '#/components/schemas/Pett'\ny:\n  $ref: '#/components/schemas/Pet'\n",
};

describe('uri-lint: fragments', () => {
  after(removeTempTrees);

  it('says a same-page fragment of an HTML fragment that holds no id as information, and keeps a whole page\'s and an id-holding fragment\'s warnings', () => {
    const tree = {
      // gnab/remark src/remark.html, the template remark.js inserts into the slideshow's page.
      'src/remark.html': '<div class="remark-toolbar">\n  <a class="remark-toolbar-link" href="#increase">+</a>\n  <a class="remark-toolbar-link" href="#decrease">-</a>\n</div>\n',
      'demo/app.js': 'void 0;\n',
      'demo/page.html': '<!DOCTYPE html>\n<html><head><script src="app.js"></script></head><body>\n<a href="#option_indentUnit">indentUnit</a>\n</body></html>\n',
      'part/nav.html': '<ul id="filters">\n  <li><a href="#filtrs">x</a></li>\n</ul>\n',
    };
    assert.deepEqual(problemList(runJson([], tempTree(tree)).report), [
      `demo/page.html:${positionOf(tree['demo/page.html'], 'option_indentUnit')} warning link-missing-fragment`,
      `part/nav.html:${positionOf(tree['part/nav.html'], 'filtrs')} warning link-missing-fragment`,
      `src/remark.html:${positionOf(tree['src/remark.html'], 'increase')} information link-missing-fragment`,
      `src/remark.html:${positionOf(tree['src/remark.html'], 'decrease')} information link-missing-fragment`,
    ]);
  });

  it("the all-contributors bot's keys (`#ideas-<login>`) are no links inside its list; the same fragment outside it and its badge's are", () => {
    // open-spaced-repetition/fsrs4anki's README.md: the bot's list, then a link of the page's own.
    const readme = [
      '# FSRS', '', '## Contributors', '',
      '<!-- ALL-CONTRIBUTORS-BADGE:START - Do not remove or modify this section -->',
      '[![All Contributors](https://img.shields.io/badge/all_contributors-3-orange.svg)](#contributors-)',
      '<!-- ALL-CONTRIBUTORS-BADGE:END -->', '',
      '<!-- ALL-CONTRIBUTORS-LIST:START - Do not remove or modify this section -->',
      '<table><tbody><tr><td><a href="https://github.com/Expertium">Expertium</a><br /><a href="#data-Expertium" title="Data">🔣</a> <a href="#ideas-Expertium" title="Ideas, Planning, & Feedback">🤔</a></td></tr></tbody></table>',
      '<!-- ALL-CONTRIBUTORS-LIST:END -->', '',
      'Thanks for [the ideas](#ideas-Expertium).', '',
    ].join('\n');
    const tree = { 'README.md': readme };
    assert.deepEqual(problemList(runJson([], tempTree(tree)).report), [
      `README.md:${positionOf(readme, 'contributors-)')} warning link-missing-fragment`,
      `README.md:${positionOf(readme, 'ideas-Expertium).')} warning link-missing-fragment`,
    ]);
  });

  it('a same-page fragment that a document beside it has as a heading, and which links one of this page\'s, is information: parts of one page', () => {
    // awesome-selfhosted/awesome-selfhosted-data markdown/: its generator makes one README of header.md, the list and
    // footer.md; each links a heading of the other.
    const tree = {
      'markdown/header.md': '# Awesome-Selfhosted\n\nSee [Contributing](#contributing) and [License](#licence).\n',
      'markdown/footer.md': '## Contributing\n\n## License\n\n[back to top](#awesome-selfhosted)\n',
      'docs/page.md': '# Page\n\n[a](#contributing)\n',
      // One way only (nf-core/sarek's docs/output.md linking a heading of usage.md; dhall-lang's binary.md an
      // `Optional` heading of beta-normalization.md): standalone pages, the link broken.
      'pages/usage.md': '# Usage\n\n## Basic usage\n',
      'pages/output.md': '# Output\n\nSee [usage](#basic-usage).\n',
    };
    assert.deepEqual(problemList(runJson([], tempTree(tree)).report), [
      `docs/page.md:${positionOf(tree['docs/page.md'], 'contributing')} warning link-missing-fragment`,
      `markdown/footer.md:${positionOf(tree['markdown/footer.md'], 'awesome-selfhosted')} information link-missing-fragment`,
      `markdown/header.md:${positionOf(tree['markdown/header.md'], 'contributing')} information link-missing-fragment`,
      `markdown/header.md:${positionOf(tree['markdown/header.md'], 'licence')} warning link-missing-fragment`,
      `pages/output.md:${positionOf(tree['pages/output.md'], 'basic-usage')} warning link-missing-fragment`,
    ]);
  });

  // PrefectHQ/prefect src/prefect/server/api/collections_data/views/aggregate-worker-metadata.json: a catalogue of
  // workers, each holding the JSON Schema of its job's variables with its own `definitions`; the worker reads each
  // schema out, so its `#/definitions/…` start at it. One that no enclosing schema defines is still a miss.
  it('a $ref inside a JSON Schema held as data below the top resolves in that schema; one no enclosing schema has is a warning', () => {
    const variables = (own: string, refs: string[]) => ({
      description: 'Default variables for the worker.',
      type: 'object',
      properties: Object.fromEntries(refs.map((ref, i) => [`p${i}`, { allOf: [{ $ref: `#/definitions/${ref}` }] }])),
      definitions: { [own]: { type: 'object', properties: { region: { type: 'string' } } }, Inner: { type: 'object', properties: { c: { $ref: `#/definitions/${own}` } } } },
    });
    const catalogue = JSON.stringify({
      'prefect-aws': { ecs: { default_base_job_configuration: { variables: variables('AwsCredentials', ['AwsCredentials', 'GcpCredentials']) } } },
      'prefect-gcp': { 'cloud-run': { default_base_job_configuration: { variables: variables('GcpCredentials', ['GcpCredentials', 'Nowhere']) } } },
    }, null, 2);
    // A schema whose root has the definition: its nested objects' pointers start at the root, as JSON Schema says.
    const schema = JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', definitions: { A: {} }, properties: { x: { type: 'object', definitions: { B: {} }, properties: { y: { $ref: '#/definitions/A' }, z: { $ref: '#/definitions/C' } } } } }, null, 2);
    const tree = { 'views/aggregate-worker-metadata.json': catalogue, 'schemas/root.json': schema };
    assert.deepEqual(problemList(runJson([], tempTree(tree)).report), [
      `schemas/root.json:${positionOf(schema, '/definitions/C')} warning link-missing-fragment`,
      // The AWS worker's schema defines no GcpCredentials (the GCP worker's does): a miss, as is Nowhere.
      `views/aggregate-worker-metadata.json:${positionOf(catalogue, '/definitions/GcpCredentials')} warning link-missing-fragment`,
      `views/aggregate-worker-metadata.json:${positionOf(catalogue, '/definitions/Nowhere')} warning link-missing-fragment`,
    ]);
  });

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

  it('judges fragments into other files alike in one thread and in several, with the messages and fingerprints of a judgement in the file\'s own thread', () => {
    // Enough files for every thread to take some (chunks of 32); each links to the next file's heading and to a heading that is not there.
    const tree: Record<string, string> = {};
    for (let i = 0; i < 200; i++) {
      const j = (i + 1) % 200;
      const next = `d${j % 7}/f${j}.md`;
      // Fewer missing than found: a folder where most fragments miss is evidence of a renderer not modelled (evidence.ts).
      tree[`d${i % 7}/f${i}.md`] = `# Page ${i}\n\n[next](../${next}#page-${j}) [gone](../${next}#page-${i}-gone) [again](../${next}#page-${i}-gone) [top](#page-${i}) [next again](../${next}#page-${j})\n`;
    }
    const dir = tempTree(tree);
    const one = runJson(['--concurrency', '1'], dir).report;
    const several = runJson(['--concurrency', '2'], dir).report;
    // --fix-dry-run judges every fragment in the file's own thread (a fix changes the text the fragments are read in).
    const own = runJson(['--fix-dry-run', '--concurrency', '2'], dir).report;
    const problems = (report: RunReport) => report.files.map((f) => ({ path: f.path, problems: f.problems }));
    assert.equal(one.warningCount, 400);
    assert.deepEqual(problems(several), problems(one));
    assert.deepEqual(problems(own), problems(one));
    const first = one.files.find((f) => f.path === 'd0/f0.md')!;
    assert.deepEqual(first.problems.map((p) => p.message), ['No heading or anchor "page-0-gone" in f1.md.', 'No heading or anchor "page-0-gone" in f1.md.']);
    // The same link twice: two fingerprints, as repeats of one problem always have.
    assert.notEqual(first.problems[0]!.fingerprint, first.problems[1]!.fingerprint);
  });

  it('a directive that silences a fragment into another file is used when the fragment names nothing, and unused when it names a heading', () => {
    const tree = {
      'guide.md': '\uFEFF# Guide\n',
      'a.md': '<!-- uri-lint-disable-next-line link-missing-fragment -- renamed soon -->\n[x](guide.md#gude)\n',
      'b.md': '<!-- uri-lint-disable-next-line link-missing-fragment -->\n[x](guide.md#guide)\n',
    };
    const run = runJson(['--report-unused-directives'], tempTree(tree));
    const a = run.report.files.find((f) => f.path === 'a.md')!;
    const b = run.report.files.find((f) => f.path === 'b.md')!;
    assert.deepEqual(a.problems, []);
    assert.deepEqual(a.suppressed!.map((p) => [p.code, p.message, p.suppressions]), [
      ['link-missing-fragment', 'No heading or anchor "gude" in guide.md; did you mean "#guide"?', [{ kind: 'next-line', justification: 'renamed soon' }]],
    ]);
    // The heading after a byte order mark is read as the checked file's text is: "#guide" names it.
    assert.deepEqual(problemList({ ...run.report, files: [b] }), [`b.md:${positionOf(tree['b.md'], 'uri-lint-disable')} error unused-directive`]);
  });

  it('--cache judges a file again when a heading its fragments name changes in the target, and only then (its own cache file is no change)', () => {
    const dir = tempTree({ 'guide.md': '# Install\n', 'page.md': '[x](guide.md#install)\n' });
    const page = () => runJson(['--cache'], dir).report.files.find((f) => f.path === 'page.md')!.problems.map((p) => p.code);
    const touch = (name: string, text: string, time: Date) => {
      fs.writeFileSync(path.join(dir, name), text);
      fs.utimesSync(path.join(dir, name), time, time);
    };
    // A time in whole seconds, which every file system keeps exactly.
    const then = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    touch('page.md', '[x](guide.md#install)\n', then);
    assert.deepEqual(page(), []);
    // The page's text changed behind the cache's back (same size, same time): a cached report is given as it was,
    // though the cache file was written beside it, in the folder its link was judged from.
    touch('page.md', '[x](guide.md#instalx)\n', then);
    assert.deepEqual(page(), []);
    // The target's heading changed: judged again (the new text, and the heading gone).
    touch('guide.md', '# Set-up\n', new Date(Date.now() + 5000));
    assert.deepEqual(page(), ['link-missing-fragment']);
    assert.deepEqual(page(), ['link-missing-fragment']);
  });

  it('--cache judges a link by a page URL again when a page starts to set that URL in its front matter (Jekyll\'s permalink)', () => {
    const dir = tempTree({ '_config.yml': 'title: x\n', 'index.md': '# Home\n\n[a](/people/#leads)\n', 'team.md': '---\ntitle: Team\n---\n# Team\n' });
    const index = () => runJson(['--cache'], dir).report.files.find((f) => f.path === 'index.md')!.problems.map((p) => p.code);
    // No page is served at /people/: the link names a page the tool does not know, no claim.
    assert.deepEqual(index(), []);
    // team.md now sets /people/ for itself (its folder's listing unchanged): the link is judged there, and #leads is
    // no heading of it.
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(path.join(dir, 'team.md'), '---\npermalink: /people/\n---\n# Team\n');
    fs.utimesSync(path.join(dir, 'team.md'), later, later);
    assert.deepEqual(index(), ['link-missing-fragment']);
    assert.deepEqual(index(), ['link-missing-fragment']);
  });

  it('a code turned off is not judged: no fragment finding, and missing files still reported', () => {
    const tree = { ...TREE, 'docs/more.md': '[g](guide.md#outro) [h](gone.md#x)\n', '.urilintrc.json': '{ "severity": { "link-missing-fragment": "off" } }\n' };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [`docs/more.md:${positionOf(tree['docs/more.md'], 'gone.md')} warning link-missing-file`]);
  });

  it('a fragment into a FIFO, a link to a device or a folder named like a page holds nothing up (the first two are no file a link leads to); a page read for its headings is checked all the same', () => {
    // `a.md` names every target before the run checks them (files are checked in path order): `z.md` is read for its
    // headings first, and its own bad port is still reported when its turn comes.
    const page = '[f](fifo.md#x) [d](zero.md#x) [s](folder.md#x) [z](z.md#gone) [ok](z.md#zed)\n';
    const dir = tempTree({ 'a.md': page, 'z.md': `# Zed\n\n${BAD_PORT}`, 'folder.md/index.md': '# Index\n' });
    execFileSync('mkfifo', [path.join(dir, 'fifo.md')]);
    fs.symlinkSync('/dev/zero', path.join(dir, 'zero.md'));
    for (const concurrency of ['1', '2']) {
      const run = runJson(['--concurrency', concurrency], dir);
      assert.deepEqual(problemList(run.report), [
        `a.md:${positionOf(page, 'fifo.md')} warning link-missing-file`,
        `a.md:${positionOf(page, 'zero.md')} warning link-missing-file`,
        `a.md:${positionOf(page, 'gone')} warning link-missing-fragment`,
        `z.md:3:${BAD_PORT.indexOf('80a/') + 1} error invalid-port`,
      ], `--concurrency ${concurrency}`);
    }
  });
});
