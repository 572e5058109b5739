/**
 * Scripts and style sheets a bundler writes (links/bundlers.ts), as a table
 * over one tree shaped after mdn/webextensions-examples: its webpack-modules
 * example's popup page loads `index.js`, which `webpack.config.js` writes
 * into `addon/popup/` when the example is built, and no `.gitignore` says
 * so. Such a missing script is Information that names the configuration, in
 * the editor (over the real protocol) and on the command line alike. A
 * missing image beside it, and a missing style sheet of an example with no
 * bundler, are still missing files.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { removeTempTrees, runJson, tempTree } from '../../cli/helpers';
import { serverOverTree } from './client';
import type { TestClient } from './client';

const TREE: Record<string, string> = {
  '.gitignore': 'node_modules\n',
  // mdn/webextensions-examples: webpack-modules/webpack.config.js, in part.
  'webpack-modules/webpack.config.js': 'const path = require("path");\nmodule.exports = {\n  entry: { popup: "./popup/left-pad.js" },\n  output: { path: path.resolve(__dirname, "addon"), filename: "[name]/index.js" },\n};\n',
  'webpack-modules/popup/left-pad.js': 'export {};\n',
  'webpack-modules/addon/popup/style.css': 'body {}\n',
  'menu-demo/manifest.json': '{}\n',
};

/** An HTML page (mdn/webextensions-examples', where one is quoted) and its `link-missing-file` findings' severities. */
const CASES: [string, string, string[]][] = [
  ['webpack-modules/addon/popup/left-pad.html', '<link rel="stylesheet" href="style.css"/>\n<script src="index.js"></script>', ['information']],
  // What a bundler does not write: an image the page shows.
  ['webpack-modules/addon/popup/icons.html', '<img src="icons/pad-32.png">', ['warning']],
  // An example with no bundler: its page's missing style sheet is a missing file (menu-demo/sidebar/sidebar.html).
  ['menu-demo/sidebar/sidebar.html', '<link rel="stylesheet" href="panel.css"/>', ['warning']],
];

const SEVERITY: Record<number, string> = { [DiagnosticSeverity.Error]: 'error', [DiagnosticSeverity.Warning]: 'warning', [DiagnosticSeverity.Information]: 'information', [DiagnosticSeverity.Hint]: 'hint' };
const SAID = /webpack-modules\/webpack\.config\.js builds this project's scripts and styles/;

describe('links to what a bundler writes: information, in the editor and on the command line', () => {
  const tree = { ...TREE, ...Object.fromEntries(CASES.map(([file, html]) => [file, `<!DOCTYPE html>\n<html>\n<body>\n${html}\n</body>\n</html>\n`])) };

  describe('protocol (spawn)', () => {
    let client: TestClient;
    let dir: string;
    serverOverTree('uri-lint-bundler-output-', tree, (started, folder) => {
      client = started;
      dir = folder;
    });

    for (const [file, html, expected] of CASES) {
      it(`${file}: ${html}`, async () => {
        const diagnostics = await client.openSettled('html', tree[file]!, pathToFileURL(path.join(dir, file)).href);
        const missing = diagnostics.filter((d) => d.code === 'link-missing-file');
        assert.deepEqual(missing.map((d) => SEVERITY[d.severity!]), expected);
        for (const d of missing.filter((m) => m.severity === DiagnosticSeverity.Information)) assert.match(d.message, SAID);
      });
    }
  });

  describe('command line', () => {
    after(removeTempTrees);
    it('says the same of each', () => {
      const run = runJson([], tempTree(tree));
      for (const [file, , expected] of CASES) {
        const missing = run.report.files.find((f) => f.path === file)!.problems.filter((p) => p.code === 'link-missing-file');
        assert.deepEqual(missing.map((p) => p.severity), expected, file);
        for (const p of missing.filter((m) => m.severity === 'information')) assert.match(p.message, SAID);
      }
    });
  });
});
