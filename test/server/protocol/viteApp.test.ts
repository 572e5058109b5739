/**
 * Root-relative and relative links of a Vite app's HTML, resolved as Vite serves them
 * (links/vite.ts): from the `publicDir` its `vite.config.*` names (read
 * statically; `public` below the `root` when unset), then from the `root`.
 * A table of lines (vuejs/router's playgrounds' and Vite's templates'),
 * each in the editor (over the real protocol) and on the command line.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { removeTempTrees, runJson, tempTree } from '../../cli/helpers';
import { serverOverTree } from './client';
import type { TestClient } from './client';

const TREE: Record<string, string> = {
  // Vite's defaults: `public/` beside `index.html`.
  'plain/vite.config.ts': "import { defineConfig } from 'vite'\nimport vue from '@vitejs/plugin-vue'\nexport default defineConfig({ plugins: [vue()] })\n",
  'plain/public/vite.svg': '<svg/>\n',
  'plain/src/main.ts': 'export {}\n',
  // `root` and `publicDir` set: the pages in `src/`, the public files in `assets/` beside it.
  'custom/vite.config.js': "export default {\n  root: 'src',\n  publicDir: '../assets',\n}\n",
  'custom/assets/favicon.ico': 'ico\n',
  'custom/src/main.js': 'export {}\n',
  // No public folder at all.
  'none/vite.config.mjs': "export default { publicDir: false }\n",
  'none/public/logo.png': 'png\n',
};

/** A page, a line of it, and its `link-missing-file` findings' severities. */
const CASES: [string, string, string[]][] = [
  // vuejs/router packages/playground-file-based/index.html and Vite's create-vite templates.
  ['plain/index.html', '<link rel="icon" type="image/svg+xml" href="/vite.svg" />', []],
  ['plain/index.html', '<script type="module" src="/src/main.ts"></script>', []],
  ['plain/about.html', '<link rel="icon" href="/favicon.ico" />', ['warning']],
  ['custom/src/index.html', '<link rel="icon" href="/favicon.ico" />', []],
  ['custom/src/page.html', '<script type="module" src="/main.js"></script>', []],
  ['custom/src/other.html', '<img src="/logo.png" alt="">', ['warning']],
  // A relative link's URL below the root is served from the public folder too (locustio/locust's webui/index.html,
  // `./assets/favicon-light.png`; cypress-io/cypress-realworld-app's `favicon.ico`).
  ['plain/home.html', '<link rel="icon" type="image/svg+xml" href="./vite.svg" />', []],
  ['plain/start.html', '<link rel="icon" href="favicon.ico" />', ['warning']],
  ['custom/src/start.html', '<link rel="icon" href="favicon.ico" />', []],
  ['custom/src/deep/page.html', '<link rel="icon" href="../favicon.ico" />', []],
  // With `publicDir: false` nothing is served from `public/`: /logo.png is the root's, and not there.
  ['none/index.html', '<img src="/logo.png" alt="">', ['warning']],
];

const SEVERITY: Record<number, string> = { [DiagnosticSeverity.Error]: 'error', [DiagnosticSeverity.Warning]: 'warning', [DiagnosticSeverity.Information]: 'information', [DiagnosticSeverity.Hint]: 'hint' };

describe("a Vite app's root-relative links: its publicDir, then its root, in the editor and on the command line", () => {
  const tree = { ...TREE, ...Object.fromEntries(CASES.map(([file, line]) => [file, `<!doctype html>\n<html><head></head><body>\n${line}\n</body></html>\n`])) };

  describe('protocol (spawn)', () => {
    let client: TestClient;
    let dir: string;
    serverOverTree('uri-lint-vite-app-', tree, (started, folder) => {
      client = started;
      dir = folder;
    });

    for (const [file, line, expected] of CASES) {
      it(`${file}: ${line}`, async () => {
        const diagnostics = await client.openSettled('html', tree[file]!, pathToFileURL(path.join(dir, file)).href);
        assert.deepEqual(diagnostics.filter((d) => d.code === 'link-missing-file').map((d) => SEVERITY[d.severity!]), expected);
      });
    }
  });

  describe('command line', () => {
    after(removeTempTrees);
    it('says the same of each', () => {
      const run = runJson([], tempTree(tree));
      for (const [file, , expected] of CASES) {
        const problems = run.report.files.find((f) => f.path === file)!.problems.filter((p) => p.code === 'link-missing-file');
        assert.deepEqual(problems.map((p) => p.severity), expected, file);
      }
    });
  });
});
