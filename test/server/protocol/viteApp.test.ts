/**
 * Root-relative and relative links of a Vite app's HTML, resolved as Vite serves them
 * (links/vite.ts): from the `publicDir` its `vite.config.*` names (read
 * statically; `public` below the `root` when unset), then from the `root`.
 * An entry module named without its extension is resolved as Vite imports
 * it (its `resolve.extensions`), and a file vite-plugin-pwa writes at build
 * time is there. A table of lines (vuejs/router's playgrounds', Vite's
 * templates', navidrome's and automatisch's apps), each in the editor (over
 * the real protocol) and on the command line.
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
  // vite-plugin-pwa writes its manifest at the build's root (navidrome's ui/); an entry module named without its
  // extension is resolved as an import (automatisch's packages/web/index.html, `src/index` for `src/index.jsx`).
  'pwa/vite.config.js': "import { defineConfig } from 'vite'\nimport { VitePWA } from 'vite-plugin-pwa'\n"
    + "export default defineConfig({\n  plugins: [VitePWA({ manifest: manifest(), strategies: 'injectManifest', filename: 'sw.ts' })],\n  base: './',\n})\n",
  'pwa/src/index.jsx': 'export {}\n',
  'nopwa/vite.config.js': "import { VitePWA } from 'vite-plugin-pwa'\nexport default { plugins: [VitePWA({ manifest: false, manifestFilename: 'app.webmanifest' })] }\n",
  // Its own `resolve.extensions`: only those are tried.
  'ext/vite.config.ts': "export default { resolve: { extensions: ['.coffee'] } }\n",
  'ext/src/main.coffee': 'x = 1\n',
  'ext/src/other.ts': 'export {}\n',
  // No Vite app: a static page's script is the file its path names.
  'static/src/index.js': 'void 0;\n',
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
  ['pwa/index.html', '<script type="module" src="src/index"></script>', []],
  ['pwa/root.html', '<script src="/src/index" type="module"></script>', []],
  ['pwa/classic.html', '<script src="src/index"></script>', ['warning']],
  ['pwa/main.html', '<script type="module" src="src/main"></script>', ['warning']],
  ['pwa/manifest.html', '<link rel="manifest" href="./manifest.webmanifest" />', []],
  ['pwa/rooted.html', '<link rel="manifest" href="/manifest.webmanifest" /><script>navigator.serviceWorker.register("./sw.js")</script>', []],
  ['pwa/worker.html', '<link rel="serviceworker" href="sw.js" />', []],
  ['pwa/other.html', '<link rel="manifest" href="./site.webmanifest" />', ['warning']],
  ['nopwa/index.html', '<link rel="manifest" href="./manifest.webmanifest" /><link rel="manifest" href="./app.webmanifest" />', ['warning', 'warning']],
  ['ext/index.html', '<script type="module" src="src/main"></script>', []],
  ['ext/other.html', '<script type="module" src="src/other"></script>', ['warning']],
  ['static/index.html', '<script type="module" src="src/index"></script>', ['warning']],
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
