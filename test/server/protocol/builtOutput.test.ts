/**
 * Links into build output a `.gitignore` ignores (links/ignored.ts), as a
 * table over one tree shaped after vuejs/router, whose documentation links
 * to the API pages typedoc writes into `packages/docs/api/` at build time,
 * a folder its `packages/docs/.gitignore` ignores: such a missing target is
 * Information that says so, in the editor (over the real protocol) and on
 * the command line alike. A path a `.gitignore` does not ignore, or one it
 * ignores and then re-includes (`!`), is still a missing file.
 */
import { missingFileSuites } from './missingFileTable';

const TREE: Record<string, string> = {
  // vuejs/router's own ignore files, in part.
  '.gitignore': 'dist\nnode_modules\ncoverage\n*.log\n!keep.log\napidocs/\n',
  'packages/docs/.gitignore': '.vitepress/cache\napi\n',
  'packages/docs/.vitepress/config.ts': "import { defineConfig } from 'vitepress'\nexport default defineConfig({ title: 'Vue Router' })\n",
  'packages/docs/index.md': '# Vue Router\n',
  'packages/router/package.json': '{}\n',
};

/** A file and a line in it (vuejs/router's, where one is quoted), with its `link-missing-file` findings' severities. */
const CASES: [string, string, string[]][] = [
  // packages/docs/guide/essentials/history-mode.md: root-relative, the site's `/` (VitePress).
  ['packages/docs/guide/essentials/history-mode.md', '**Note**: The following examples assume you are using [`createWebHistory()`](/api/functions/createWebHistory.md).', ['information']],
  ['packages/docs/guide/advanced/navigation-guards.md', '- **`to`**: the target route location [in a normalized format](../../api/interfaces/RouteLocationNormalized.md) being navigated to.', ['information']],
  // A gone page of the docs, not ignored: still a missing file.
  ['packages/docs/guide/advanced/meta.md', 'See [route meta fields](./route-meta.md).', ['warning']],
  ['packages/router/README.md', 'The [global build](dist/vue-router.global.js) and [its log](build.log).', ['information', 'information']],
  ['packages/router/CONTRIBUTING.md', 'Attach [the kept log](keep.log).', ['warning']],
  // lunr.js: its Makefile's `jsdoc -d docs` writes docs/, which `docs/` (a rule for folders only) ignores; its page
  // links `/docs`. A name not there at all may be that folder; a file beside it of another name is not.
  ['site.md', 'Read [the docs](/apidocs) and [the pipeline](/apidocs#Pipeline).', ['information', 'information']],
  ['examples.md', 'See [the examples](/example) and [the notes](/apidocs.md).', ['warning', 'warning']],
  // ZipCPU/zipcpu INSTALL.md: a relative link read on GitHub to a folder a build downloads (`binutils-2.27-zip/`
  // ignored): the name as written is what GitHub looks for, a broken link there (judged right in round 13).
  ['install.md', 'It contains [the docs](apidocs).', ['warning']],
];

describe('links into .gitignored build output: information, in the editor and on the command line', () => {
  const tree = { ...TREE, ...Object.fromEntries(CASES.map(([file, line]) => [file, `# Page\n\n${line}\n`])) };
  missingFileSuites({ prefix: 'uri-lint-built-output-', languageId: 'markdown', tree, cases: CASES, said: /\.gitignore ignores [^:]+: output a build makes/ });
});
