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
import { missingFileSuites } from './missingFileTable';

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

const SAID = /webpack-modules\/webpack\.config\.js builds this project's scripts and styles/;

describe('links to what a bundler writes: information, in the editor and on the command line', () => {
  const tree = { ...TREE, ...Object.fromEntries(CASES.map(([file, html]) => [file, `<!DOCTYPE html>\n<html>\n<body>\n${html}\n</body>\n</html>\n`])) };
  missingFileSuites({ prefix: 'uri-lint-bundler-output-', languageId: 'html', tree, cases: CASES, said: SAID });
});

/** Builds that are no JavaScript bundler's and write a page's scripts all the same (round 18). */
const BUILDS: [string, string, string[]][] = [
  // TomBursch/kitchenowl kitchenowl/web/index.html:109: `flutter build web` writes the script.
  ['app/web/index.html', '<script src="flutter_bootstrap.js" async></script>\n<img src="icons/Icon-192.png">', ['information', 'warning']],
  // ggerganov/whisper.cpp examples/bench.wasm/index-tmpl.html: Emscripten's output and files CMake copies.
  ['examples/bench.wasm/index-tmpl.html', '<script type="text/javascript" src="helpers.js"></script>', ['information']],
  // visualboyadvance-m doc/ips.htm:7 (a saved web page in a CMake project): the top folder's CMakeLists.txt writes no
  // style sheet of a page below it.
  ['doc/ips.htm', '<link rel="stylesheet" type="text/css" href="ips-Dateien/common.css">\n<script src="ips-Dateien/x.js"></script>', ['warning', 'warning']],
];

describe('links to what a Flutter or CMake build writes: information, in the editor and on the command line', () => {
  const tree = {
    'app/pubspec.yaml': 'name: app\ndependencies:\n  flutter:\n    sdk: flutter\n',
    'examples/bench.wasm/CMakeLists.txt': 'add_executable(bench.wasm emscripten.cpp)\n',
    'CMakeLists.txt': 'project(vbam)\n',
    ...Object.fromEntries(BUILDS.map(([file, html]) => [file, `<!DOCTYPE html>\n<html>\n<body>\n${html}\n</body>\n</html>\n`])),
  };
  missingFileSuites({ prefix: 'uri-lint-build-output-', languageId: 'html', tree, cases: BUILDS, said: /(?:pubspec\.yaml|CMakeLists\.txt) builds this project's scripts and styles/ });
});

/** A script a compiler makes from the source file of its name beside it (round 21). */
const COMPILED: [string, string, string[]][] = [
  // gfx-rs/wgpu wgpu-hal/examples/raw-gles.em.html:14: `cargo build --example raw-gles --target wasm32-unknown-emscripten`
  // writes raw-gles.js, and raw-gles.rs says to copy the page beside it.
  ['examples/raw-gles.em.html', '<script src="raw-gles.js"></script>', ['information']],
  ['web/app.html', '<script src="app.js"></script>\n<script src="vendor.js"></script>', ['information', 'warning']],
  // TypeScript's output goes to its own folder: a script named after a .ts beside it is a link left behind by a move to
  // TypeScript (ether/etherpad-lite src/static/tests.html's js/vendors/jquery.js beside jquery.ts, judged broken).
  ['web/legacy.html', '<script src="legacy.js"></script>', ['warning']],
  // A script of another name than the source beside it, or a style sheet: missing files.
  ['examples/other.html', '<script src="raw-glas.js"></script>\n<link rel="stylesheet" href="raw-gles.css">', ['warning', 'warning']],
];

describe('links to a script compiled from a source beside it: information, in the editor and on the command line', () => {
  const tree = {
    'examples/raw-gles.rs': 'fn main() {}\n',
    'web/app.coffee': 'alert "hi"\n',
    'web/legacy.ts': 'export {};\n',
    ...Object.fromEntries(COMPILED.map(([file, html]) => [file, `<!DOCTYPE html>\n<html>\n<body>\n${html}\n</body>\n</html>\n`])),
  };
  missingFileSuites({ prefix: 'uri-lint-compiled-output-', languageId: 'html', tree, cases: COMPILED, said: /(?:raw-gles\.rs|app\.coffee) is its source: a compiler writes this file from it/ });
});
