/**
 * Fragments into documents whose anchors GitHub's rules alone do not make
 * (anchors/markdown.ts, anchors/open.ts): each case a shape from a public
 * repository where `link-missing-fragment` was a false positive, beside the
 * fragment that truly names nothing and is still reported.
 */
import * as assert from 'node:assert/strict';
import { judgeFragment, TargetIndex } from '@uri-lint/server/service/internal';
import type { TargetFormat } from '@uri-lint/server/service/internal';

interface Case {
  name: string;
  text: string;
  format?: TargetFormat;
  /** Fragments that name something (or whose target's anchors are not all known): not reported. */
  found: string[];
  /** Fragments reported missing. */
  missing: string[];
}

const CASES: Case[] = [
  {
    // vitejs/vite: docs/config/build-options.md, whose links name #build-target for `## build.target` (VitePress's slugify).
    name: 'a document written for VitePress: its slugs too (punctuation one -, a repeat -1)',
    text: ['## build.target', '', '::: tip', 'Note.', ':::', '', '## css.lightningCSS', '', '## Snake_case & more', '', '## build.target', ''].join('\n'),
    found: ['buildtarget', 'build-target', 'build-target-1', 'css-lightningcss', 'snake-case-more'],
    missing: ['build-targets', 'build-target-2', 'css-lightning-css'],
  },
  {
    // vuejs/eslint-plugin-vue: docs/user-guide/index.md links #editor-integrations for `## :computer: Editor integrations`:
    // markdown-it-emoji makes the shortcode an emoji, which the anchor plugin leaves out of the text it slugs.
    name: 'a document written for VitePress: an emoji\'s shortcode left out of its slug',
    text: ['## :computer: Editor integrations', '', '::: tip', 'Note.', ':::', '', '## Time: 10:30', ''].join('\n'),
    found: ['computer-editor-integrations', 'editor-integrations', 'time-10-30'],
    missing: ['computer-editor', 'time'],
  },
  {
    // docker-mailserver/docker-mailserver: docs/content/config/advanced/kubernetes.md's `[…]: #deployment` names the tab
    // `=== "`Deployment`"` (its mkdocs.yml sets pymdownx.tabbed's slugify); with combine_header_slug, section-tab.
    name: 'a document written for Python-Markdown: its content tabs\' slugs too, alone and after their section\'s',
    text: ['## Manually Writing Manifests', '', '=== "`ConfigMap`"', '', '    x', '', '=== "`Deployment`"', '', '    y', ''].join('\n'),
    found: ['manually-writing-manifests', 'configmap', 'deployment', 'manually-writing-manifests-deployment'],
    missing: ['deploy', 'service'],
  },
  {
    // cilium/ebpf: docs/ebpf/concepts/object-lifecycle.md links #program-arrays for `## :warning: Program Arrays`, its
    // mkdocs.yml's pymdownx.emoji making the shortcode an SVG, which toc's slug leaves out; GitHub keeps the word.
    name: 'a document written for Python-Markdown: an emoji\'s shortcode left out of its slug too',
    text: ['!!! note', '', '    Text.', '', '## :warning: Program Arrays', '', '## Time: 10:30', ''].join('\n'),
    found: ['warning-program-arrays', 'program-arrays', 'time-1030'],
    missing: ['warning', 'program', 'time'],
  },
  {
    // The same headings in a document with no VitePress syntax: GitHub's slugs only.
    name: 'a document with no VitePress syntax: GitHub\'s slugs only',
    text: ['## build.target', '', '> tip: Note.', ''].join('\n'),
    found: ['buildtarget'],
    missing: ['build-target'],
  },
  {
    // squidfunk/mkdocs-material: docs/getting-started.md, docs/setup/setting-up-navigation.md, docs/setup/ensuring-data-privacy.md.
    name: 'attribute lists: quoted values, id=, a fenced block\'s, kramdown\'s {: #id}',
    text: [
      '### with pip <small>recommended</small> { #with-pip data-toc-label="with pip" }', '',
      '### Navigation path <small>Breadcrumbs</small> { id=navigation-path }', '',
      '### 9.7.0 <small>November 11, 2025</small> { id="9.7.0" }', '',
      '``` { .sh .no-copy #example }', 'mkdocs build', '```', '',
      'A paragraph.', '{: #kramdown-block }', '',
      '&nbsp;', '{ #feedback style="margin: 0; height: 0" }', '',
      '{#bare-line}', '',
    ].join('\n'),
    found: ['with-pip', 'navigation-path', '9.7.0', 'example', 'kramdown-block', 'feedback'],
    missing: ['bare-line', 'advanced-settings'],
  },
  {
    // mkdocs-material: formatting.md#caret-mark-tilde, a page written with Python-Markdown's admonitions.
    name: 'a document written for Python-Markdown: its toc slugs too (runs of - squeezed, _1 for a repeat)',
    text: ['!!! note', '', '    Text.', '', '### Caret, Mark & Tilde', '', '## Usage', '', '## Usage', ''].join('\n'),
    found: ['caret-mark-tilde', 'caret-mark--tilde', 'usage', 'usage-1', 'usage_1'],
    missing: ['caret-mark-and-tilde'],
  },
  {
    // kubernetes/community: events/events-team/best-practices.md, read on GitHub: `#social-celebration` is broken there.
    name: 'a document written for GitHub: only GitHub\'s slugs',
    text: ['- [Social / Celebration](#social-celebration)', '', '## Social / Celebration', ''].join('\n'),
    found: ['social--celebration'],
    missing: ['social-celebration'],
  },
  {
    // mkdocs-material: docs/reference/footnotes.md `#fn:1`; GitHub's `#user-content-fn-1`; Pandoc's `#fn1`.
    name: 'footnotes: each renderer\'s ids of a definition and of its reference',
    text: ['Text[^1] and more[^note].', '', '[^1]: One.', '[^note]: Two.', ''].join('\n'),
    found: ['fn:1', 'fnref:1', 'user-content-fn-1', 'fn-note', 'fn:note', 'fn2', 'fnref2'],
    missing: ['fn:3', 'fn-other'],
  },
  {
    // gohugoio/hugoDocs: content/en/configuration/roles.md; its shortcodes write markup, and ids with it.
    name: 'Hugo shortcodes and includes: the anchors are not all in the text',
    text: ['{{< new-in 0.153.0 />}}', '', '`defaultContentRole`', ': (`string`) The default role.', ''].join('\n'),
    found: ['defaultcontentrole', 'anything'],
    missing: [],
  },
  {
    // mkdocs-material: docs/plugins/blog.md, `#### <!-- md:setting config.blog_dir -->` a hook makes into a heading with an id.
    name: 'a heading a build makes of a macro',
    text: ['# Built-in blog plugin', '', '#### <!-- md:setting config.blog_dir -->', '', 'Text.', ''].join('\n'),
    found: ['config.blog_dir'],
    missing: [],
  },
  {
    // fmtlib/fmt: doc/api.md, an MkDocs page whose `::: basic_string_view` mkdocstrings writes into a heading and an id.
    name: 'mkdocstrings blocks: the build writes each documented item\'s heading',
    text: ['## Core API', '', '::: basic_string_view', '', '::: print(format_string<T...>, T&&...)', '', 'Text.', ''].join('\n'),
    found: ['basic_string_view', 'print', 'core-api'],
    missing: [],
  },
  {
    // The same `::: name` shape closed by `:::`: VitePress's and Pandoc's containers, no item documented.
    name: 'containers (::: tip … :::) are no mkdocstrings blocks',
    text: ['## Core API', '', '::: tip', 'Note.', ':::', ''].join('\n'),
    found: ['core-api'],
    missing: ['basic_string_view'],
  },
  {
    // python/peps: pep_sphinx_extensions/pep_theme/templates/page.html, whose `<use href="#svg-sun-half">` is in an include.
    name: 'an HTML template: its page holds what it includes',
    format: 'html',
    text: '{# Master template #}\n{% include "partials/icons.html" %}\n<svg><use href="#svg-sun-half"></use></svg>\n',
    found: ['svg-sun-half'],
    missing: [],
  },
  {
    name: 'a plain HTML page: every id is in its text',
    format: 'html',
    text: '<h2 id="my-header"><a href="#foo">My Header</a></h2>\n',
    found: ['my-header'],
    missing: ['foo'],
  },
  {
    // Alamofire/Alamofire: docs/Classes/Request.html (jazzy), `<a name="/Initial%20State">` linked as `#/Initial%20State`.
    // A browser looks for the id as written first, then for the decoded one (HTML: the indicated part of the document).
    name: 'an HTML page whose ids are percent-encoded: the fragment as written, or decoded',
    format: 'html',
    text: '<a name="/Initial%20State"></a><h3 id="a b">x</h3>\n',
    found: ['/Initial%20State', '/Initial%2520State', 'a%20b'],
    missing: ['/Initial%20Stat', 'a%2520b'],
  },
];

describe('fragments into documents other renderers make anchors of', () => {
  for (const { name, text, format = 'markdown', found, missing } of CASES) {
    it(name, () => {
      const index = new TargetIndex(text, format, 'github');
      const verdicts = (fragments: string[]) => fragments.map((f) => `${f}: ${judgeFragment(f, index)?.found === false ? 'missing' : 'not reported'}`);
      assert.deepEqual(verdicts(found), found.map((f) => `${f}: not reported`));
      assert.deepEqual(verdicts(missing), missing.map((f) => `${f}: missing`));
    });
  }
});

describe('a fragment another renderer would give a heading', () => {
  // sveltejs/kit's documentation, rendered by svelte.dev: a heading's id is its parents' and its own text joined.
  const text = ['# Adapters', '', '## Options', '', '### platformProxy', '', '## Anatomy of a package.json', '', '### exports', ''].join('\n');
  const index = new TargetIndex(text, 'markdown', 'github');
  const said = (fragment: string): string => {
    const verdict = judgeFragment(fragment, index);
    return verdict?.found === false ? verdict.message : 'found';
  };

  it('names the heading when the fragment joins its parents\' texts and its own', () => {
    assert.match(said('Options-platformProxy'), /is another renderer's heading id for "platformProxy"/);
    assert.match(said('Anatomy-of-a-package.json-exports'), /is another renderer's heading id for "exports"/);
  });

  it('says nothing of the kind for a fragment no heading or chain of headings spells', () => {
    assert.doesNotMatch(said('Options-platformProxies'), /another renderer/);
    assert.doesNotMatch(said('optionsplatformproxy'), /another renderer/);
  });
});
