/**
 * Evidence from the repository itself: when most links of a folder fail
 * under the rules assumed (GitHub's reading), a program the tool does not
 * model renders them, and their findings drop to Information with one
 * notice per folder naming the setting that says how it renders. A folder
 * with a few broken links among many good ones keeps its warnings.
 */
import assert from 'node:assert/strict';
import { removeTempTrees, runCli, runJson, tempTree } from './helpers';

const HEADINGS = ['Getting Started', 'Creating the Blog Application', 'Installing Rails', 'Hello, Rails!', 'Say Hello', 'Routes and Views', 'Next Steps'];

/**
 * A guide set in the shape of Rails guides: Markdown with ERB (`<%= … %>`) that the project's own generator renders,
 * its same-page links written with the generator's ids (`#installing_rails`, not GitHub's `#installing-rails`).
 */
function guide(name: string): string {
  const toc = HEADINGS.map((h) => `* [${h}](#${h.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/ /g, '_')})`).join('\n');
  return `**DO NOT READ THIS FILE ON GITHUB, GUIDES ARE PUBLISHED ON https://guides.rubyonrails.org.**\n\n${name}\n====\n\n<%= render "toc" %>\n\n${toc}\n\n`
    + HEADINGS.map((h) => `### ${h}\n\nText.\n`).join('\n');
}

/** A site whose root-relative links name pages below a prefix that is not a folder here (`/docs/…`, served from `content/`). */
function page(n: number): string {
  return `# Page ${n}\n\n` + Array.from({ length: 4 }, (_, i) => `[p${i}](/docs/section/page-${n}-${i}.md)`).join('\n') + '\n';
}

const TREE: Record<string, string> = {
  'guides/source/getting_started.md': guide('Getting Started with Rails'),
  'guides/source/routing.md': guide('Rails Routing from the Outside In'),
  'content/section/page-0.md': page(0),
  'content/section/page-1.md': page(1),
  'docs/good.md': '# Good\n\n## Part one\n\n## Part two\n\n[a](#part-one) [b](#part-two) [c](#good) [d](#part-one) [e](#part-two) [f](#good) [broken](#part-three)\n[x](other.md) [y](gone.md)\n',
  'docs/other.md': '# Other\n',
};

describe('uri-lint: evidence that a folder renders by rules the tool does not model', () => {
  after(removeTempTrees);

  it('drops a folder\'s systematic link failures to information, and keeps another folder\'s warnings', () => {
    const run = runJson([], tempTree(TREE));
    const severities = (path: string, code: string) => [...new Set(run.report.files.find((f) => f.path === path)!.problems.filter((p) => p.code === code).map((p) => p.severity))];
    assert.deepEqual(severities('guides/source/getting_started.md', 'link-missing-fragment'), ['information']);
    assert.deepEqual(severities('guides/source/routing.md', 'link-missing-fragment'), ['information']);
    assert.deepEqual(severities('content/section/page-0.md', 'link-missing-file'), ['information']);
    assert.deepEqual(severities('docs/good.md', 'link-missing-fragment'), ['warning']);
    assert.deepEqual(severities('docs/good.md', 'link-missing-file'), ['warning']);
    assert.equal(run.report.warningCount, 2);
    assert.deepEqual(run.report.notices?.map((n) => n.replace(/:.*/s, '')), ['content/section', 'guides/source']);
    assert.match(run.report.notices![0]!, /8 of 8 links name no file; most are root-relative links under \/docs\/ \(set uriLint\.links\.root or uriLint\.links\.mappings/);
    assert.match(run.report.notices![1]!, /14 of 14 fragments name no heading, most of them ids another renderer gives the headings \(set uriLint\.links\.headingIds/);
  });

  it('says it once per folder, on a line of the summary', () => {
    const run = runCli([], tempTree(TREE));
    const lines = run.stdout.split('\n');
    assert.equal(lines.filter((l) => l.startsWith('ℹ guides/source:')).length, 1);
    assert.equal(lines.filter((l) => l.startsWith('ℹ content/section:')).length, 1);
    assert.equal(run.status, 0);
  });

  it('says no notice where uriLint.severity turns link-rules-unknown off (a folder\'s own configuration), and still drops its findings', () => {
    const run = runJson([], tempTree({ ...TREE, 'guides/.urilintrc.json': JSON.stringify({ severity: { 'link-rules-unknown': 'off' } }) }));
    assert.deepEqual(run.report.notices?.map((n) => n.replace(/:.*/s, '')), ['content/section']);
    const fragments = run.report.files.find((f) => f.path === 'guides/source/getting_started.md')!.problems.filter((p) => p.code === 'link-missing-fragment');
    assert.deepEqual([...new Set(fragments.map((p) => p.severity))], ['information']);
  });

  it('takes one document as evidence only when nearly all of many links fail (a web page saved as test data)', () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `<a href="/resources/page-${i}.html">p</a>`).join('\n');
    // A resources/ folder at the top: the links' first folder is there, so their root is known (rules/links.ts rootUnknown).
    const run = runJson([], tempTree({ 'saved/home.html': `<html><body>\n${links(24)}\n<a href="ok.html">ok</a>\n</body></html>\n`, 'saved/ok.html': '<p>ok</p>\n', 'docs/few.html': `${links(19)}\n`, 'resources/index.html': '<p>r</p>\n' }));
    const severities = (path: string) => [...new Set(run.report.files.find((f) => f.path === path)!.problems.map((p) => p.severity))];
    assert.deepEqual(severities('saved/home.html'), ['information']);
    assert.deepEqual(severities('docs/few.html'), ['warning']);
    assert.match(run.report.notices!.join('\n'), /^saved: 24 of 25 links name no file; most are root-relative links under \/resources\//);
  });

  it('counts one stale link copied into every version of a document once', () => {
    const version = (v: number) => `# Spec ${v}\n\n[example](../examples/callback.yaml) [other](../examples/webhook.yaml) [ok](spec-1.md)\n`;
    const tree = Object.fromEntries(Array.from({ length: 6 }, (_, v) => [`versions/spec-${v}.md`, version(v)]));
    const run = runJson([], tempTree(tree));
    assert.equal(run.report.warningCount, 12);
    assert.equal(run.report.notices, undefined);
  });

  it('counts a missing fragment once by its target, however differently its findings are worded (one said with a note)', () => {
    // Four fragments missing from other.md, one of them linked again and named by a definition no link uses, whose
    // finding is information with a note after its message: the same target, one failure. Four distinct failures are
    // fewer than evidence needs, so the folder's links stay warnings.
    const run = runJson([], tempTree({
      'guides/other.md': '# Other\n',
      'guides/a.md': '# A\n\n[1](other.md#one) [2](other.md#two) [3](other.md#three) [4](other.md#four)\n',
      'guides/b.md': '# B\n\n[4 again](other.md#four)\n\n[unused]: other.md#four\n',
    }));
    const problems = (path: string) => run.report.files.find((f) => f.path === path)!.problems.map((p) => `${p.severity} ${p.code}`);
    assert.deepEqual(problems('guides/a.md'), Array(4).fill('warning link-missing-fragment'));
    assert.deepEqual(problems('guides/b.md'), ['warning link-missing-fragment', 'information link-missing-fragment']);
    assert.match(run.report.files.find((f) => f.path === 'guides/b.md')!.problems[1]!.message, /No link uses this definition/);
    assert.equal(run.report.notices, undefined);
    // What evidence groups by stays in the run: the report says what it always said.
    assert.ok(run.report.files.every((f) => f.problems.every((p) => !('target' in p))));
  });

  it('judges a folder with fewer failures than the minimum as it always did', () => {
    const run = runJson([], tempTree({ 'guides/a.md': '# A\n\n[x](#nope) [y](#gone) [z](missing.md)\n' }));
    assert.deepEqual(run.report.files[0]!.problems.map((p) => p.severity), ['warning', 'warning', 'warning']);
    assert.equal(run.report.notices, undefined);
  });

  it('takes links through a folder that is not there, to files found under another folder, as a generator\'s pattern', () => {
    // The Rails guides: `images/…` is copied from guides/assets/images next to the pages; the other links are good.
    const images = (name: string, n: number) => Array.from({ length: n }, (_, i) => `![${name} ${i}](images/${name}/diagram-${i}.svg)`).join('\n');
    const tree: Record<string, string> = {
      'guides/source/association_basics.md': `# Associations\n\n${images('association_basics', 4)}\n\n[routing](routing.md)\n`,
      'guides/source/routing.md': `# Routing\n\n${images('routing', 3)}\n\n[associations](association_basics.md) [gone](gone.md)\n`,
      // Most of the folder's links are good: the pattern, not the share, is the evidence.
      'guides/source/index.md': `# Guides\n\n${Array.from({ length: 4 }, () => '[a](association_basics.md) [r](routing.md)').join('\n')}\n`,
      // RDoc's main page names each framework's README as `files/<path>`: one document, many distinct files.
      'railties/RDOC_MAIN.md': `# Rails\n\n${['activerecord', 'activemodel', 'actionview', 'actionpack', 'activejob'].map((n) => `[${n}](files/${n}/README.rdoc)`).join('\n')}\n`,
      // A folder fetched at build time, whose files are nowhere here: the links are reported.
      'drafts/alt-svc.xml': `<rfc>\n${[7230, 7231, 7234, 7235, 7540].map((n) => `<x:source href="refs/rfc${n}.xml"/>`).join('\n')}\n</rfc>\n`,
      'drafts/jfv.xml': `<rfc>\n<x:source href="refs/rfc7159.xml"/>\n${Array.from({ length: 8 }, (_, i) => `<x:source href="figure-${i}.svg"/>`).join('\n')}\n</rfc>\n`,
    };
    for (let i = 0; i < 8; i++) tree[`drafts/figure-${i}.svg`] = '<svg/>';
    for (const name of ['association_basics', 'routing']) for (let i = 0; i < 4; i++) tree[`guides/assets/images/${name}/diagram-${i}.svg`] = '<svg/>';
    for (const name of ['activerecord', 'activemodel', 'actionview', 'actionpack', 'activejob']) tree[`${name}/README.rdoc`] = `= ${name}\n`;
    const run = runJson([], tempTree(tree));
    const severities = (path: string) => [...new Set(run.report.files.find((f) => f.path === path)!.problems.filter((p) => p.code === 'link-missing-file').map((p) => p.severity))];
    assert.deepEqual(severities('guides/source/association_basics.md'), ['information']);
    // The folder's model is wrong: its other missing file is information too, said in the folder's notice.
    assert.deepEqual(severities('guides/source/routing.md'), ['information']);
    assert.deepEqual(severities('railties/RDOC_MAIN.md'), ['information']);
    assert.deepEqual(severities('drafts/alt-svc.xml'), ['warning']);
    assert.deepEqual(severities('drafts/jfv.xml'), ['warning']);
    assert.deepEqual(run.report.notices?.map((n) => n.replace(/:.*/s, '')), ['guides/source', 'railties']);
    assert.match(run.report.notices![0]!, /^guides\/source: 7 links lead through "images\/", which is not in guides\/source\/, to files found under another folder .*uriLint\.links\.mappings/);
    assert.match(run.report.notices![1]!, /^railties: 5 links lead through "files\/", which is not in railties\/, to files found under another folder/);
  });

  it('takes links through a folder that is not there, to files found by the same paths from a folder above, as pages published higher up: only those drop', () => {
    // foundation/foundation-sites: Panini writes docs/pages/*.md flat into the output beside the assets/ its gulp build
    // copies from docs/, so `assets/img/thumbnail/01.jpg` from docs/pages/ is docs/assets/img/thumbnail/01.jpg.
    const images = ['thumbnail/01.jpg', 'thumbnail/02.jpg', 'thumbnail/03.jpg', 'generic/voyager.jpg', 'logos/sass-logo.svg', 'logos/zurb-logo.svg'];
    const tree: Record<string, string> = {
      'docs/pages/thumbnail.md': `# Thumbnail\n\n${images.slice(0, 3).map((i) => `<img class="thumbnail" src="assets/img/${i}">`).join('\n')}\n\n[Flexbox](flexbox.html) [Grid](grid.html)\n`,
      'docs/pages/toggler.md': `# Toggler\n\n${images.slice(2).map((i) => `<img src="assets/img/${i}">`).join('\n')}\n<iframe src="./assets/partials/sticky-nav.html"></iframe>\n\n[Grid](grid.html) [Thumbnail](thumbnail.html)\n`,
      'docs/pages/grid.md': `# Grid\n\n${Array.from({ length: 6 }, () => '[Thumbnail](thumbnail.html) [Toggler](toggler.html)').join('\n')}\n`,
      'docs/assets/partials/sticky-nav.html': '<nav></nav>\n',
      // Below the top only: the workspace folder's top holds many sets, not this one's (most of the folder's links work).
      'guide/README.md': `# Guide\n\n${images.map((i) => `![x](docs/assets/img/${i})`).join('\n')}\n${'[Setup](setup.md) '.repeat(8)}\n`,
      'guide/setup.md': `# Setup\n\n${images.map((i) => `![x](docs/assets/img/${i})`).join('\n')}\n${'[Guide](README.md) '.repeat(8)}\n`,
    };
    for (const image of images) tree[`docs/assets/img/${image}`] = 'img';
    const run = runJson([], tempTree(tree));
    const levels = (path: string, link: string) => run.report.files.find((f) => f.path === path)!.problems
      .filter((p) => p.code === 'link-missing-file' && tree[path]!.split('\n')[p.line - 1]!.slice(p.column - 1).startsWith(link)).map((p) => p.severity);
    assert.deepEqual(levels('docs/pages/thumbnail.md', 'assets/img/'), ['information', 'information', 'information']);
    assert.deepEqual(levels('docs/pages/toggler.md', 'assets/img/'), Array(4).fill('information'));
    assert.deepEqual(levels('docs/pages/toggler.md', './assets/partials/'), ['information']);
    // The folder's other links work: its one broken link is still said.
    assert.deepEqual(levels('docs/pages/thumbnail.md', 'flexbox.html'), ['warning']);
    assert.deepEqual([...new Set(levels('guide/README.md', 'docs/').concat(levels('guide/setup.md', 'docs/')))], ['warning']);
    assert.deepEqual(run.report.notices?.map((n) => n.replace(/:.*/s, '')), ['docs/pages']);
    assert.match(run.report.notices![0]!, /^docs\/pages: 8 links lead through "assets\/", which is not in docs\/pages\/, to files found by the same paths from a folder above .*uriLint\.links\.root or uriLint\.links\.mappings/);
  });

  it('takes no pattern from links found from a folder above in one document, nor from files not found there', () => {
    const images = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `img/${n}.png`);
    const tree: Record<string, string> = {
      'docs/pages/one.md': `# One\n\n${images.map((i) => `![x](assets/${i})`).join('\n')}\n${'[two](two.md) '.repeat(8)}\n`,
      'docs/pages/two.md': '# Two\n',
      // Most of each folder's links work: no share of failures says anything.
      'docs/posts/a.md': `# A\n\n${images.slice(0, 3).map((i) => `![x](assets/${i})`).join('\n')}\n${'[b](b.md) '.repeat(4)}\n`,
      'docs/posts/b.md': `# B\n\n${images.slice(3).map((i) => `![x](assets/${i})`).join('\n')}\n${'[a](a.md) '.repeat(4)}\n`,
    };
    for (const image of images) tree[`docs/assets/${image}`] = 'png';
    // posts/ names them under media/, which docs/ does not hold either.
    tree['docs/posts/a.md'] = tree['docs/posts/a.md']!.replace(/assets\//g, 'media/');
    tree['docs/posts/b.md'] = tree['docs/posts/b.md']!.replace(/assets\//g, 'media/');
    const run = runJson([], tempTree(tree));
    assert.equal(run.report.notices, undefined);
    assert.equal(run.report.warningCount, 12);
  });

  it('takes no pattern from links through a missing folder whose files are nowhere, nor from a few', () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `![d${i}](images/d-${i}.png)`).join('\n');
    const run = runJson([], tempTree({ 'docs/a.md': `# A\n\n${links(3)}\n`, 'docs/b.md': `# B\n\n${links(4)}\n`, 'assets/images/d-0.png': 'png', 'assets/images/d-1.png': 'png' }));
    assert.equal(run.report.notices, undefined);
    assert.equal(run.report.warningCount, 7);
  });
});

describe('uri-lint: evidence over a tree of folders', () => {
  after(removeTempTrees);

  // clojure/clojure-site: a site built by a script, its pages one folder each (content/guides/…, content/about/…), each
  // with a link or two to an image served from `/images/…` (`assets/images/…` here) and a page written as the site's URL.
  const chapter = (name: string) => `= ${name}\n\nimage::/images/content/${name}/a.png[A]\n\nSee <<xref/../../../guides/${name}#,the guide>>.\n`;
  const SITE: Record<string, string> = Object.fromEntries(['about', 'guides', 'reference', 'community', 'news'].map((name) => [`content/${name}/${name}.adoc`, chapter(name)]));

  it('drops the failures of a set of folders that fail together, each too small to tell, with one notice for the tree', () => {
    const run = runJson([], tempTree({ ...SITE, 'docs/good.md': '# Good\n\n[a](#good) [b](gone.md)\n' }));
    const levels = [...new Set(run.report.files.filter((f) => f.path.startsWith('content/')).flatMap((f) => f.problems.map((p) => p.severity)))];
    assert.deepEqual(levels, ['information']);
    assert.deepEqual(run.report.notices?.map((n) => n.replace(/:.*/s, '')), ['content and the folders below it']);
    // A folder outside the tree keeps its warning.
    assert.deepEqual(run.report.files.find((f) => f.path === 'docs/good.md')!.problems.map((p) => p.severity), ['warning']);
  });

  it('needs three folders of the tree failing: two are two slips', () => {
    const two = Object.fromEntries(Object.entries(SITE).slice(0, 2));
    const run = runJson([], tempTree({ ...two, 'content/ok/ok.md': '# Ok\n\n[a](#ok)\n' }));
    // But for the link that works on a site rooted at content/ (guides.adoc's own page): information, said of itself.
    const onSite = (p: { message: string }) => p.message.includes('On a site rooted at content/');
    assert.deepEqual([...new Set(run.report.files.flatMap((f) => f.problems.filter((p) => !onSite(p)).map((p) => p.severity)))], ['warning']);
    assert.deepEqual(run.report.files.flatMap((f) => f.problems.filter(onSite).map((p) => `${f.path} ${p.severity}`)), ['content/guides/guides.adoc information']);
    assert.equal(run.report.notices, undefined);
  });
  // sveltejs/kit: documentation/docs/*, rendered by svelte.dev, whose pages link one another by their routes
  // (`glossary#SSR`, `hooks#handle`: no file here, so each folder fails alone on its files) and whose heading ids join
  // the parent headings' texts (`#Options-platformProxy`): too few in any one folder to tell, a pattern in the set.
  const routes = (n: number) => ['[SSR](glossary#SSR)', '[`handle`](hooks#handle)', '[see here](state-management#Component-and-page-state-is-preserved)',
    '[`+page.svelte`](routing#page-page.svelte)', '[only run in the browser](page-options#ssr)', '[transport hooks](hooks#transport)'].slice(n, n + 3).join('\n') + '\n';
  const SVELTE_DOCS: Record<string, string> = {
    'documentation/docs/20-core-concepts/30-form-actions.md': `# Form actions\n\n${routes(0)}\n## Progressive enhancement\n\n### use:enhance\n\n`
      + "Submitting this form takes you to `/login`, whether the action succeeds or fails — that's what the browser does, and [`use:enhance`](#Progressive-enhancement-use:enhance) emulates it. If you'd rather stay where you are and handle the result in place, there's a recipe for that in the [progressive enhancement](#Progressive-enhancement-use:enhance) section.\n",
    'documentation/docs/20-core-concepts/20-load.md': `# Loading data\n\n${routes(3)}`,
    'documentation/docs/25-build-and-deploy/40-adapter-node.md': `# Node servers\n\n${routes(0)}\n## Environment variables\n\n### \`SHUTDOWN_TIMEOUT\`\n\n### \`IDLE_TIMEOUT\`\n\n## Options\n\n### envPrefix\n\n`
      + '3. and finally, close any remaining connections that are still active after [`SHUTDOWN_TIMEOUT`](#Environment-variables-SHUTDOWN_TIMEOUT) seconds.\n'
      + '- `IDLE` - shutdown was triggered by [`IDLE_TIMEOUT`](#Environment-variables-IDLE_TIMEOUT)\n\n'
      + '> [!NOTE] You can still use [`envPrefix`](#Options-envPrefix) with systemd socket activation. `LISTEN_PID` and `LISTEN_FDS` are always read without a prefix.\n',
    'documentation/docs/25-build-and-deploy/60-adapter-cloudflare.md': `# Cloudflare\n\n${routes(3)}\n## Options\n\n### platformProxy\n\n`
      + 'Use the adapter config [`platformProxy` option](#Options-platformProxy) to change your preferences for the bindings.\n',
    'documentation/docs/30-advanced/70-packaging.md': `# Packaging\n\n${routes(0)}\n## Anatomy of a package.json\n\n### exports\n\n`
      + "It's no longer necessary when using the `svelte` [export condition](#Anatomy-of-a-package.json-exports), but for backwards compatibility it's good to keep it around.\n",
    'documentation/docs/30-advanced/10-advanced-routing.md': `# Advanced routing\n\n${routes(3)}`,
    'documentation/docs/40-best-practices/05-performance.md': `# Performance\n\n${routes(0)}\n## Optimizing assets\n\n### Fonts\n\n`
      + '- Pay special attention to this if you use [web fonts](#Optimizing-assets-Fonts) since they need to be handled manually.\n',
    'documentation/docs/40-best-practices/10-accessibility.md': `# Accessibility\n\n${routes(3)}`,
  };

  it('counts the fragments of folders that fail alone on their files in their tree: another renderer\'s ids across the set are its pattern', () => {
    const run = runJson([], tempTree(SVELTE_DOCS));
    const levels = (code: string) => [...new Set(run.report.files.flatMap((f) => f.problems.filter((p) => p.code === code).map((p) => p.severity)))];
    assert.deepEqual(levels('link-missing-fragment'), ['information']);
    assert.deepEqual(levels('link-missing-file'), ['information']);
    assert.equal(run.report.files.flatMap((f) => f.problems.filter((p) => p.code === 'link-missing-fragment')).length, 8);
    const notices = run.report.notices ?? [];
    assert.equal(notices.filter((n) => /fragments name no heading/.test(n)).length, 1);
    assert.match(notices.find((n) => /fragments/.test(n))!, /^documentation\/docs and the folders below it: 8 of 8 fragments name no heading, most of them ids another renderer gives the headings/);
  });

  it('keeps stale fragments of such folders warnings where no other renderer\'s ids match them', () => {
    const stale = Object.fromEntries(Object.entries(SVELTE_DOCS).map(([path, text]) => [path, text.replace(/\(#[A-Za-z][^)]*\)/g, (m) => `(#gone-${m.length})`)]));
    const run = runJson([], tempTree(stale));
    const levels = [...new Set(run.report.files.flatMap((f) => f.problems.filter((p) => p.code === 'link-missing-fragment').map((p) => p.severity)))];
    assert.deepEqual(levels, ['warning']);
  });
});

describe('uri-lint: evidence of a note vault, whose links name files wherever they are', () => {
  after(removeTempTrees);
  const problemCount = (report: { files: { problems: { severity: string; code: string }[] }[] }, severity: string, code: string) =>
    report.files.flatMap((f) => f.problems).filter((p) => p.severity === severity && p.code === code).length;

  // obsidianmd/obsidian-help: one vault per language, published with Obsidian Publish (no `.obsidian/` folder); a page
  // names an image by its file name, the image in the language's `Attachments/`, and a note by its name without `.md`.
  const LANGUAGES: Record<string, [string, string]> = {
    ar: ['Bases/مقدمة إلى قواعد البيانات.md', '![مثال على قاعدة تعرض عرض جدول مع قائمة كتب](bases-noshadow.png#interface)'],
    ca: ['Bases/Introducció a Bases.md', "![Exemple d'una base mostrant una vista de taula amb una llista de llibres](bases-noshadow.png#interface)"],
    cs: ['Bases/Úvod do Základen.md', '![Příklad základny zobrazující tabulkové zobrazení se seznamem knih](bases-noshadow.png#interface)'],
    de: ['Bases/Einführung in Bases.md', '![Beispiel einer Basis mit einer Tabellenansicht und einer Bücherliste](bases-noshadow.png#interface)'],
    en: ['Bases/Introduction to Bases.md', '![Example of a base showing a table view with a list of books](bases-noshadow.png#interface)'],
    da: ['Links til noter og filer/Interne links.md', '- `[brugerdefineret linktekst](Interne%20links)` vises som [brugerdefineret linktekst](Interne%20links)'],
  };
  const vault = (): Record<string, string> => {
    const tree: Record<string, string> = {};
    for (const [lang, [page, line]] of Object.entries(LANGUAGES)) {
      tree[`${lang}/${page}`] = `${line}\n`;
      tree[`${lang}/Attachments/bases-noshadow.png`] = 'png';
      // The one page of the set whose example link names a note that is nowhere (Obsidian shows it unresolved).
      if (lang === 'en') tree[`${lang}/Linking notes and files/Internal links.md`] = '- `[Custom name](Example.md)` appears as [Custom name](Example.md)\n';
    }
    return tree;
  };

  it('drops the set\'s missing files to information when most are found by their name elsewhere, with one notice', () => {
    const run = runJson([], tempTree({ ...vault(), 'README.md': '# Help\n\n[Contributing](docs/contributing.md)\n' }));
    const levels = (prefix: string) => [...new Set(run.report.files.filter((f) => f.path.startsWith(prefix)).flatMap((f) => f.problems.filter((p) => p.code === 'link-missing-file').map((p) => p.severity)))];
    for (const lang of Object.keys(LANGUAGES)) assert.deepEqual(levels(`${lang}/`), ['information'], lang);
    // The README at the top, read on GitHub, names a file that is nowhere: still a warning.
    assert.deepEqual(levels('README.md'), ['warning']);
    assert.equal(run.report.notices?.length, 1);
    assert.match(run.report.notices![0]!, /^\. and the folders below it: 6 of 7 missing files looked for are found by their name, in another folder \(as a note app, Obsidian, Foam or Logseq/);
  });

  it('resolves a link by its file name in a vault its app\'s configuration marks (.obsidian/, .foam/, dendron.yml, logseq/), and keeps a name found nowhere a warning', () => {
    const note = '![Example of a base showing a table view with a list of books](bases-noshadow.png#interface)\n- `[Custom name](Example.md)` appears as [Custom name](Example.md)\n';
    for (const mark of ['.obsidian/app.json', '.foam/config.json', 'dendron.yml', 'logseq/config.edn']) {
      const run = runJson([], tempTree({ [mark]: '{}\n', 'Bases/Introduction to Bases.md': note, 'Attachments/bases-noshadow.png': 'png' }));
      const problems = run.report.files.find((f) => f.path === 'Bases/Introduction to Bases.md')!.problems;
      assert.deepEqual(problems.map((p) => `${p.severity} ${p.code} ${p.message}`), ['warning link-missing-file No file or folder "Example.md" in Bases/: the link leads nowhere.'], mark);
    }
    // Without the app's configuration the page is read as GitHub reads it: one page's missing image is a warning.
    const run = runJson([], tempTree({ 'Bases/Introduction to Bases.md': note, 'Attachments/bases-noshadow.png': 'png' }));
    assert.equal(run.report.warningCount, 2);
  });

  it('resolves a link in a vault as its app does: a name in any folder of the vault, a path from the vault\'s top, a heading by its text', () => {
    // obsidian-help en/Linking notes and files/Internal links.md: "Folder paths start at the vault root" (line 28), a
    // heading linked by its text (line 169), and a Markdown link Obsidian writes to a heading of the note itself.
    const note = [
      '# Internal links',
      '',
      '## Test Heading With Spaces',
      '',
      'To link to a note in a folder: [Three laws of motion](Projects/Three%20laws%20of%20motion.md).',
      '- `[Section name](Example.md#Details)` appears as [Section name](Example.md#Details)',
      '- [Test Heading With Spaces](#Test%20Heading%20With%20Spaces)',
      '![Example of a base showing a table view with a list of books](bases-noshadow.png#interface)',
      '- [wifi](Projects/Three%20laws%20of%20motion.md#wifi%202%204%20vs%205%200)',
      '- [a slip](Example.md#Detail)',
      '- [own slip](#Test%20Heading)',
      '- [nowhere](Projects/Four%20laws.md)',
      '',
    ].join('\n');
    const tree = (mark: Record<string, string>): Record<string, string> => ({
      ...mark,
      'Linking notes and files/Internal links.md': note,
      'Projects/Three laws of motion.md': '# Three laws of motion\n\n## Wifi 2.4 vs 5.0\n',
      // Deeper than the folders near the note: the app finds a name anywhere in its vault.
      'Reference/Examples/More/Example.md': '# Example\n\n## Details\n',
      'Media/Attachments/Bases/bases-noshadow.png': 'png',
    });
    const findings = (files: Record<string, string>) => runJson([], tempTree(files)).report.files
      .find((f) => f.path === 'Linking notes and files/Internal links.md')!.problems.map((p) => `${p.line} ${p.severity} ${p.code}`);
    assert.deepEqual(findings(tree({ '.obsidian/app.json': '{}\n' })), [
      '10 warning link-missing-fragment',
      '11 warning link-missing-fragment',
      '12 warning link-missing-file',
    ]);
    // Without the app's configuration the folder is read as GitHub reads it: a heading's text is no id (the note's own,
    // and the project's, here beside the note), and the names and paths of other folders lead nowhere.
    const github = findings({ ...tree({}), 'Linking notes and files/Projects/Three laws of motion.md': '# Three laws of motion\n\n## Wifi 2.4 vs 5.0\n' });
    assert.deepEqual(github.filter((f) => f.startsWith('7 ') || f.startsWith('9 ')), ['7 warning link-missing-fragment', '9 warning link-missing-fragment']);
    assert.deepEqual(findings(tree({})).filter((f) => f.endsWith('link-missing-file')).map((f) => f.split(' ')[0]), ['5', '6', '8', '9', '10', '12']);
  });

  it('takes links that name a document beside them without its .md, most of a folder\'s misses, as a site that serves it so', () => {
    // denoland/fresh docs/1.x/getting-started: reference definitions to pages its site serves from concepts/*.md.
    const tree: Record<string, string> = {
      'docs/1.x/getting-started/create-a-project.md': '# Create a project\n\nSee [static files][static-files].\n\n[static-files]: ../concepts/static-files\n',
      'docs/1.x/getting-started/create-a-route.md': '# Create a route\n\nSee [routing][concepts-routing].\n\n[concepts-routing]: /docs/1.x/concepts/routing\n',
      'docs/1.x/getting-started/dynamic-routes.md': '# Dynamic routes\n\nSee [routing][concepts-routing].\n\n[concepts-routing]: /docs/1.x/concepts/routing\n',
      'docs/1.x/getting-started/form-submissions.md': '# Form submissions\n\nSee [handlers][custom-handlers] and [forms][concepts-forms].\n\n'
        + '[custom-handlers]: /docs/1.x/getting-started/custom-handlers\n[concepts-forms]: /docs/1.x/concepts/forms\n',
      'docs/1.x/getting-started/custom-handlers.md': '# Custom handlers\n',
    };
    for (const name of ['static-files', 'routing', 'forms']) tree[`docs/1.x/concepts/${name}.md`] = `# ${name}\n`;
    const run = runJson([], tempTree(tree));
    assert.equal(run.report.warningCount, 0);
    assert.equal(problemCount(run.report, 'information', 'link-missing-file'), 5);
    assert.match(run.report.notices!.join('\n'), /^docs\/1\.x\/getting-started: 5 of 5 missing files looked for are found by their name/);
    // The same links where the documents are not there with .md either: warnings.
    const gone = Object.fromEntries(Object.entries(tree).filter(([path]) => !path.includes('/concepts/') && !path.endsWith('custom-handlers.md')));
    assert.equal(runJson([], tempTree(gone)).report.warningCount, 5);
  });

  it('keeps a GitHub-read set\'s broken links warnings when their files are nowhere', () => {
    const tree = Object.fromEntries(Object.entries(vault()).filter(([path]) => !path.endsWith('.png')));
    const run = runJson([], tempTree(tree));
    assert.equal(run.report.notices, undefined);
    assert.equal(run.report.warningCount, 7);
  });

  it('takes one fragment name missing from many documents over several folders as a section what renders them adds (a package page\'s version history)', () => {
    // The lines of chocolatey-packages' automatic/<package>/README.md, each package in its own folder: the READMEs become
    // package pages on community.chocolatey.org, which add a Version History section.
    const readme = (name: string, slip = false) => `# [<img src="https://cdn.jsdelivr.net/gh/x/y/icons/${name}.png" height="48" width="48"/> ${name}](https://community.chocolatey.org/packages/${name})\n\n`
      + `${name} is a program.\n\n## Notes\n\n`
      + '- **If the package is out of date please check [Version History](#versionhistory) for the latest submitted version. If you have a question, please ask it in [Chocolatey Community Package Discussions](https://github.com/chocolatey-community/chocolatey-packages/discussions).**\n'
      + `- See [the notes](#notes)${slip ? ' and [a slip](#instalation)' : ''}.\n`;
    const names = ['1password7', '7zip.install', '7zip.portable', 'audacity', 'autohotkey', 'chromium'];
    const tree: Record<string, string> = Object.fromEntries(names.map((n, i) => [`automatic/${n}/README.md`, readme(n, i < 2)]));
    // Two folders with the same missing name are not yet a set of package pages.
    tree['docs/a/README.md'] = '# A\n\n[x](#changes)\n';
    tree['docs/b/README.md'] = '# B\n\n[x](#changes)\n';
    const run = runJson([], tempTree(tree));
    const severities = (path: string, fragment: string) => run.report.files.find((f) => f.path === path)!.problems
      .filter((p) => p.code === 'link-missing-fragment' && p.message.includes(`"${fragment}"`)).map((p) => p.severity);
    for (const n of names) {
      assert.deepEqual(severities(`automatic/${n}/README.md`, 'versionhistory'), ['information'], n);
    }
    // A slip in two of them stays a slip.
    assert.deepEqual(severities('automatic/1password7/README.md', 'instalation'), ['warning']);
    assert.deepEqual(severities('automatic/7zip.install/README.md', 'instalation'), ['warning']);
    assert.deepEqual(severities('docs/a/README.md', 'changes'), ['warning']);
    assert.equal(run.report.notices?.length, 1);
    assert.match(run.report.notices![0]!, /^automatic and the folders below it: #versionhistory is missing from 6 documents in 6 folders/);
  });

  it('groups one fragment missing from many documents by its name, however each document\'s "did you mean" differs', () => {
    // Half the READMEs have a heading close to the name, so their findings suggest it; the others suggest nothing. The
    // findings are one set all the same: the name missing, in each document.
    const readme = (name: string, near: boolean) => `# ${name}\n\n${name} is a program.\n\n## Notes\n\n`
      + `- Check [Version History](#versionhistory) for the latest version.\n${near ? '\n## Version Histories\n\nOlder.\n' : ''}`;
    const names = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
    const tree: Record<string, string> = Object.fromEntries(names.map((n, i) => [`automatic/${n}/README.md`, readme(n, i % 2 === 0)]));
    const run = runJson([], tempTree(tree));
    const problems = names.map((n) => run.report.files.find((f) => f.path === `automatic/${n}/README.md`)!.problems.filter((p) => p.code === 'link-missing-fragment'));
    // The messages do differ: three suggest the heading, three do not.
    assert.equal(problems.filter(([p]) => /did you mean/.test(p!.message)).length, 3);
    for (const [i, found] of problems.entries()) assert.deepEqual(found.map((p) => p.severity), ['information'], names[i]);
    assert.equal(run.report.notices?.length, 1);
    assert.match(run.report.notices![0]!, /^automatic and the folders below it: #versionhistory is missing from 6 documents in 6 folders/);
  });

  it('groups one fragment missing from a file of the same name in each folder by that name, each its own target', () => {
    // Each version of a document set links its own copy of guide.md, whose heading the site adds: six targets, one name.
    const tree: Record<string, string> = {};
    for (let v = 1; v <= 6; v++) {
      tree[`versions/v${v}/guide.md`] = '# Guide\n';
      tree[`versions/v${v}/a.md`] = '# A\n\nSee [the options](guide.md#options).\n';
    }
    const run = runJson([], tempTree(tree));
    for (let v = 1; v <= 6; v++) {
      assert.deepEqual(run.report.files.find((f) => f.path === `versions/v${v}/a.md`)!.problems.map((p) => `${p.severity} ${p.code}`), ['information link-missing-fragment'], `v${v}`);
    }
    assert.match(run.report.notices?.join('\n') ?? '', /^versions and the folders below it: #options is missing from 6 documents in 6 folders/);
  });

  it('takes a set\'s root-relative links, most of them missing under many names, as a site engine\'s routes, and keeps a README\'s broken one a warning', () => {
    // javascript.info's engine serves 1-js/02-first-steps/05-types/article.md at /types and tasks at /task/<name>: the
    // lines of javascript-info-ru, each article in a folder of its own.
    const tree: Record<string, string> = {
      '1-js/02-first-steps/01-hello-world/article.md': '# Привет, мир!\n\nО JavaScript в браузере мы сосредоточимся в [следующей части](/ui).\n\n![](hello.png)\n',
      '1-js/02-first-steps/01-hello-world/hello.png': 'png',
      '1-js/02-first-steps/04-variables/2-declare-variables/solution.md': 'Если в вашем редакторе нет автодополнения, воспользуйтесь [другими](/code-editors).\n',
      '20-css-for-js/6-css-center/3-vertical-align-table-cell-position/solution.md': 'Если же центрировать нужно несколько строк или блок, то есть и другие [техники центрирования](/css-center), которые сработают без `display:table-cell`.\n',
      '7-animation/2-css-animations/article.md': '# CSS-анимации\n\nВременная функция может быть задана, как [кривая Безье](/bezier-curve) с 4 контрольными точками, удовлетворяющими условиям:\n',
      '99-archive/024-testing/2-pow-test-0/task.md': 'Добавьте к [предыдущей задаче](/task/pow-nan-spec) тесты, которые будут проверять, что любое число, кроме нуля, в нулевой степени равно `1`.\n',
      '99-archive/039-decorators/article.md': '# Декораторы\n\nМы уже видели ранее -- это функция [bind](/bind), и [ещё](gone.md).\n',
    };
    const run = runJson([], tempTree(tree));
    const levels = (code: string) => run.report.files.flatMap((f) => f.problems.filter((p) => p.code === code).map((p) => `${f.path} ${p.severity}`));
    assert.deepEqual(levels('link-missing-file').filter((l) => !l.includes('warning')).length, 6, JSON.stringify([levels('link-missing-file'), run.report.notices]));
    // A relative link missing in the set keeps its warning.
    assert.deepEqual(levels('link-missing-file').filter((l) => l.includes('warning')), ['99-archive/039-decorators/article.md warning']);
    assert.equal(run.report.notices?.length, 1);
    assert.match(run.report.notices![0]!, /^\. and the folders below it: 6 of 6 root-relative links name no file, under 6 names not in the workspace folder's top/);

    // A repository read on GitHub: its README's broken root-relative link, and a docs folder's, are warnings.
    const github = runJson([], tempTree({
      'README.md': '# Tool\n\nSee [the guide](/docs/guide.md) and [install](/INSTALL.md) and [gone](/docs/gone.md).\n',
      'INSTALL.md': '# Install\n', 'docs/guide.md': '# Guide\n\n[back](/README.md) [missing](/docs/missing.md)\n',
    }));
    assert.equal(github.report.notices, undefined);
    assert.equal(github.report.warningCount, 2);
  });

  it('takes a set\'s root-relative links into one folder the top does not hold, many files of it, as a folder a site serves from elsewhere: only those drop', () => {
    // savonet/liquidsoap doc/content/*.md: the site (savonet/website) serves /assets/img/ from its own static folder.
    // The lines are liquidsoap's; most of the set's links (to its own pages) work.
    const own = '[cookbook](./cookbook.md) [install](install.md) [help](help.md) '.repeat(4);
    const tree: Record<string, string> = {
      'doc/content/book.md': `# The book\n\n[![The Liquidsoap book](/assets/img/book.svg)](https://www.amazon.com/dp/B095PVTYR3)\n\n${own}\n`,
      'doc/content/complete_case.md': `# A complete case\n\n![Graph for 'radio.liq'](/assets/img/liqgraph.png)\n\n${own}\n`,
      'doc/content/quick_start.md': '# Quick start\n\n![Internet radio toolchain](/assets/img/schema-webradio-inkscape.png)\n![A stream](/assets/img/stream.png)\n'
        + `![Graph for 'basic-radio.liq'](/assets/img/basic-radio-graph.png)\n\n${own}\n`,
      // Two files of another missing folder, from one document: a slip as any other, still said.
      'doc/content/publications.md': '# Publications\n\n- [Liquidsoap: a High-Level Programming Language for Multimedia Streaming](/assets/docs/bbm10.pdf).\n'
        + `- [De la webradio lambda à la &lambda;-webradio](/assets/docs/bm08.pdf)\n\n${own}\n`,
      'doc/content/cookbook.md': '# Cookbook\n', 'doc/content/install.md': '# Install\n', 'doc/content/help.md': '# Help\n',
    };
    const run = runJson([], tempTree(tree));
    const levels = (path: string) => run.report.files.find((f) => f.path === path)!.problems.filter((p) => p.code === 'link-missing-file').map((p) => p.severity);
    assert.deepEqual(levels('doc/content/book.md'), ['information']);
    assert.deepEqual(levels('doc/content/quick_start.md'), ['information', 'information', 'information']);
    assert.deepEqual(levels('doc/content/publications.md'), ['warning', 'warning']);
    assert.equal(run.report.notices?.length, 1);
    assert.match(run.report.notices![0]!, /^doc\/content: 5 root-relative links of 3 documents name files in \/assets\/img\/, which the workspace folder's top does not hold: a site serves that folder from elsewhere/);

    // The same links from one document: no set, no pattern.
    const one = runJson([], tempTree({ 'doc/content/quick_start.md': tree['doc/content/quick_start.md']!.replace('# Quick start', `# Quick start\n\n${tree['doc/content/book.md']}`), ...Object.fromEntries(['cookbook', 'install', 'help'].map((n) => [`doc/content/${n}.md`, '# x\n'])) }));
    assert.equal(one.report.notices, undefined);
    assert.equal(one.report.warningCount, 4);
  });

  it('takes a web app view\'s root-relative links as the app\'s routes: information, said once', () => {
    // express/examples: views an Express app renders, linking the routes its index.js declares.
    const run = runJson([], tempTree({
      'examples/auth/views/login.ejs': "\n<%- include('head', { title: 'Authentication Example' }) -%>\n\n<h1>Login</h1>\n<%- message %>\n"
        + 'Try accessing <a href="/restricted">/restricted</a>, then authenticate with "tj" and "foobar".\n<form method="post" action="/login">\n',
      'examples/error-pages/views/index.ejs': '<ul>\n<li>visit <a href="/500">500</a></li>\n<li>visit <a href="/404">404</a></li>\n<li>visit <a href="/403">403</a></li>\n</ul>\n'
        + '<img src="gone.png">\n',
      'examples/static/page.ejs': '<a href="/examples/restricted">x</a>\n',
    }));
    const levels = (path: string) => (run.report.files.find((f) => f.path === path)?.problems ?? []).filter((p) => p.code === 'link-missing-file').map((p) => p.severity);
    // A view with EJS's statements (`<%- include(…) %>`) is a template its server renders: no link of it judged
    // (links/rendered.ts), as a Jinja template's.
    assert.deepEqual(levels('examples/auth/views/login.ejs'), []);
    // A view's relative link is a file the page loads; a template outside views/ is not known as an app's view (its
    // link below a folder the repository has is the repository's).
    assert.deepEqual(levels('examples/error-pages/views/index.ejs'), ['information', 'information', 'information', 'warning']);
    assert.deepEqual(levels('examples/static/page.ejs'), ['warning']);
    // Said once, with the links of the folder.
    assert.match(run.report.notices!.join('\n'), /^examples\/error-pages\/views: 3 links name files not in the repository: a view a web app renders/);
  });
});
