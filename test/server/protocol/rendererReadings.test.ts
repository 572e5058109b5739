/**
 * Links read as the renderer of their page reads them, in the editor (the real server over the real protocol) and on
 * the command line (a real process), one table for both: a page's source linked with a slash after it
 * (`registration.md/#identity-model`) is the file where a forge, MkDocs or Hugo reads it so (links/trailingSlash.ts),
 * its fragment judged in that file; pymdown-extensions' Tabbed ids `__tabbed_<set>_<tab>`; the ids GitHub gives a
 * heading of raw HTML (`<h2 align="center">Contributors</h2>`), which Python-Markdown does not.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { removeTempTrees, runJson, tempTree } from '../../cli/helpers';
import { serverOverTree } from './client';
import type { TestClient } from './client';

/** A page with two tab sets of two tabs each (juanfont/headscale's docs/ref/registration.md). */
const REGISTRATION = '# Registration methods\n\n## Identity model\n\n### Web authentication\n\n=== "Personal devices"\n\n    a\n\n'
  + '=== "Tagged devices"\n\n    b\n\n### Pre authenticated key\n\n=== "Personal devices"\n\n    ```shell\n    === "not a tab"\n    ```\n\n'
  + '=== "Tagged devices"\n\n    d\n';

const TREE: Record<string, string> = {
  // A MkDocs site with pymdown-extensions' Tabbed (headscale, listmonk).
  'mk/mkdocs.yml': 'site_name: x\nmarkdown_extensions:\n  - pymdownx.tabbed:\n      alternate_style: true\n',
  'mk/docs/ref/registration.md': REGISTRATION,
  // A Hugo site (authelia's docs, whose render hook finds a linked `.md` page by its path).
  'hugo/hugo.toml': 'baseURL = "https://example.org/"\n',
  'hugo/content/security/access-control.md': '# Access control\n\n## Rule matching\n',
  // A forge's reading (openservicemesh/osm's docs/).
  'CONTRIBUTING.md': '# Contributing\n\n## Merging pull requests\n',
  'run.sh': '#!/bin/sh\n',
  'web/about.html': '<p>about</p>\n',
};

/** A page, its text, and its link findings as `code severity`. */
const CASES: [string, string, string[]][] = [
  // MkDocs normalises `registration.md/` to `registration.md`; the fragment is then judged in it.
  ['mk/docs/ref/policy.md', '[a](registration.md/#identity-model)\n', []],
  ['mk/docs/ref/policy2.md', '[a](registration.md/#identity-modl)\n', ['link-missing-fragment warning']],
  // Tabbed's ids: the set in document order, the tab in its set; a tab line in fenced code is none.
  ['mk/docs/ref/tags.md', '[a](registration.md#__tabbed_1_2) [b](registration.md#__tabbed_2_2)\n', []],
  ['mk/docs/ref/tags2.md', '[a](registration.md#__tabbed_2_3)\n', ['link-missing-fragment warning']],
  ['mk/docs/ref/tags3.md', '[a](registration.md#__tabbed_3_1)\n', ['link-missing-fragment warning']],
  // Python-Markdown gives a heading of raw HTML no id.
  ['mk/docs/ref/raw.md', '<h2>Raw heading</h2>\n\n[a](#raw-heading)\n', ['link-missing-fragment warning']],
  ['hugo/content/guides/basic.md', '[a](../security/access-control.md/#rule-matching)\n', []],
  ['hugo/content/guides/basic2.md', '[a](../security/access-control.md/#rule-matchin)\n', ['link-missing-fragment warning']],
  // GitHub serves a file's page with a slash after its path.
  ['docs/review.md', '[a](/CONTRIBUTING.md/#merging-pull-requests) [b](../CONTRIBUTING.md/)\n', []],
  ['docs/review2.md', '[a](../CONTRIBUTING.md/#merging)\n', ['link-missing-fragment warning']],
  // Not a page's source: a folder's link to a file.
  ['docs/script.md', '[a](../run.sh/)\n', ['link-missing-file warning']],
  // A page a web server serves: no file answers at `about.html/`.
  ['web/index.html', '<a href="about.html/">about</a>\n', ['link-missing-file warning']],
  // GitHub's ids of raw HTML headings, in sequence with Markdown's (requarks/wiki's README).
  ['README.md', '# Wiki\n\n- [Contribute](#contributors)\n- [Thanks](#special-thanks)\n\n<h2 align="center">Contributors</h2>\n\n'
    + '<h2 align="center">Special <em>Thanks</em></h2>\n\n## Contributors\n\n[again](#contributors-1) [gone](#contributor)\n', ['link-missing-fragment warning']],
  ['docs/thanks.md', '[a](../README.md#special-thanks)\n', []],
];

const SEVERITY: Record<number, string> = { [DiagnosticSeverity.Error]: 'error', [DiagnosticSeverity.Warning]: 'warning', [DiagnosticSeverity.Information]: 'information', [DiagnosticSeverity.Hint]: 'hint' };

const LINK_CODES = new Set(['link-missing-file', 'link-missing-fragment']);

describe("links read as their page's renderer reads them, in the editor and on the command line", () => {
  const tree = { ...TREE, ...Object.fromEntries(CASES.map(([file, text]) => [file, text])) };
  const languageOf = (file: string): string => (file.endsWith('.html') ? 'html' : 'markdown');

  describe('protocol (spawn)', () => {
    let client: TestClient;
    let dir: string;
    serverOverTree('uri-lint-renderer-readings-', tree, (started, folder) => {
      client = started;
      dir = folder;
    });

    for (const [file, text, expected] of CASES) {
      it(`${file}: ${text.split('\n')[0]}`, async () => {
        const diagnostics = await client.openSettled(languageOf(file), text, pathToFileURL(path.join(dir, file)).href);
        assert.deepEqual(diagnostics.filter((d) => LINK_CODES.has(String(d.code))).map((d) => `${d.code} ${SEVERITY[d.severity!]}`), expected);
      });
    }
  });

  describe('command line', () => {
    after(removeTempTrees);
    it('says the same of each', () => {
      const run = runJson([], tempTree(tree));
      for (const [file, , expected] of CASES) {
        const problems = run.report.files.find((f) => f.path === file)?.problems ?? [];
        assert.deepEqual(problems.filter((p) => LINK_CODES.has(p.code)).map((p) => `${p.code} ${p.severity}`), expected, file);
      }
    });
  });
});
