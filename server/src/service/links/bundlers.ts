/**
 * Output a bundler writes: a script or a style sheet a link names that is
 * not there, in a project whose folder (or one above it, up to the
 * workspace folder) holds a bundler's or a task runner's configuration
 * (`webpack.config.js` writing `addon/popup/index.js` beside the page that
 * loads it). The file is made by the build and not kept in the repository,
 * as `.gitignore`'s build output is (ignored.ts), only not ignored: the
 * tool cannot know where the configuration's code puts it, and says so at
 * most as Information (rules/links.ts).
 *
 * Pure over what `LinkFacts` knows.
 */
import { member, readJson } from './configSyntax';
import type { LinkFacts, Walk } from './facts';
import { uriBelow } from './facts';
import { foldersOnTheWay } from './ignored';
import { tscBesideSource } from './buildRules';
import type { LocalTarget } from './target';

/** The configurations of JavaScript bundlers and task runners, by their file names: they write anywhere below them. */
const BUNDLER_CONFIG = /^(?:webpack|rollup|rspack|esbuild|parcel|snowpack|gulpfile|gruntfile|brunch-config|tsup|rolldown)(?:\.config)?(?:\.[\w-]+)*\.(?:[cm]?[jt]s|json)$|^\.parcelrc$/i;

/**
 * Builds that write a page's scripts beside it, found only where they do: Trunk's `Trunk.toml` and CMake's
 * `CMakeLists.txt` in the page's own folder (a Rust app's WebAssembly and its glue; Emscripten's `.js` and `.wasm`,
 * and files its steps copy beside a page: whisper.cpp's examples), Flutter's and Dart's `pubspec.yaml` in the folder
 * above the page's `web/` (`flutter build web` writes `flutter_bootstrap.js`). A CMake project's top folder says
 * nothing of a saved web page's style sheet in its `doc/`.
 */
const BESIDE_PAGE: readonly { name: RegExp; above: number; under?: string; writes: RegExp }[] = [
  { name: /^CMakeLists\.txt$/, above: 0, writes: /\.(?:[cm]?js|wasm|data)$/i },
  { name: /^Trunk\.toml$/, above: 0, writes: /\.(?:js|wasm)$/i },
  { name: /^pubspec\.yaml$/, above: 1, under: 'web', writes: /\.js$/i },
];

/** What a bundler writes: scripts, style sheets, their source maps, WebAssembly. */
const BUNDLED = /\.(?:[cm]?js|css|map|wasm)$/i;

/**
 * The bundler configuration in the missing `target`'s deepest existing
 * folder or one above it, by its name below the workspace folder; null when
 * none is there or the target is not what a bundler writes; undefined while
 * a folder on the way is not known yet.
 */
export function bundlerFor(target: LocalTarget, walk: Extract<Walk, { at: number }>, facts: LinkFacts): string | null | undefined {
  const segments = target.segments;
  if (target.directory || !BUNDLED.test(segments[segments.length - 1] ?? '')) return null;
  const folders = foldersOnTheWay(target, walk, facts);
  if (folders === undefined || folders === null) return folders;
  let found: string | null = null;
  const file = segments[segments.length - 1]!;
  for (const { depth, entries } of folders) {
    for (const [name, kind] of entries) {
      if (kind !== 'file') continue;
      const beside = BESIDE_PAGE.find((build) => build.name.test(name));
      const writes = beside === undefined ? BUNDLER_CONFIG.test(name)
        : depth === segments.length - 1 - beside.above && (beside.under === undefined || segments[depth] === beside.under) && beside.writes.test(file);
      if (writes) found = [...segments.slice(0, depth), name].join('/');
    }
  }
  return found;
}

/** What a compiler writes from one source file: a script, or WebAssembly. */
const COMPILED = /^(.+)\.(?:[cm]?js|wasm)$/i;

/**
 * The extensions of source files that a compiler turns into a script of the same name: the languages that compile to
 * JavaScript (CoffeeScript, Elm, ReScript, PureScript, Gleam, Haxe, Dart, Kotlin, Scala.js, F#'s Fable, OCaml's
 * js_of_ocaml), and those Emscripten, wasm-pack and Go compile to JavaScript with WebAssembly (C, C++, Rust, Go, Zig,
 * Nim). Not TypeScript by its source alone: its compiler mostly writes to a folder of its own (`outDir`), and a
 * missing `x.js` beside `x.ts` is more often a file renamed when a project moved to TypeScript, a link left behind
 * (etherpad-lite's changelog and test page, judged broken in round 17): only where a build script says so.
 */
const COMPILED_FROM = ['coffee', 'elm', 'res', 'purs', 'gleam', 'hx', 'dart', 'kt', 'scala', 'fs', 'ml',
  'c', 'cc', 'cpp', 'cxx', 'rs', 'go', 'zig', 'nim'];

/** TypeScript's sources: its compiler writes a script beside one only where a build script of the folder says so (`tscBesideSource`). */
const TYPESCRIPT_SOURCES = ['ts', 'mts', 'tsx'];

/**
 * The source file beside a missing script that a compiler makes it from: `raw-gles.js` beside `raw-gles.rs` (wgpu's
 * example, which `cargo build --target wasm32-unknown-emscripten` writes, its page copied beside it), `app.js` beside
 * `app.coffee`; `qrcodegen.js` beside `qrcodegen.ts` where a build script of the folder runs `tsc` on it with no
 * folder of its own for the output (buildRules.ts `tscBesideSource`). The script's folder must be there and listed
 * (`walk` stops at its last name); its path below the workspace folder, null when no such source is there, undefined
 * while a build script to read is not read yet.
 */
export function compiledSource(target: LocalTarget, walk: Extract<Walk, { at: number }>, facts: LinkFacts): string | null | undefined {
  const segments = target.segments;
  const m = COMPILED.exec(segments[segments.length - 1] ?? '');
  if (target.directory || !m || walk.found !== 'missing' || walk.at !== segments.length - 1) return null;
  for (const extension of COMPILED_FROM) {
    const name = `${m[1]}.${extension}`;
    if (walk.parent.entries.get(name) === 'file') return [...segments.slice(0, -1), name].join('/');
  }
  for (const extension of TYPESCRIPT_SOURCES) {
    const name = `${m[1]}.${extension}`;
    if (walk.parent.entries.get(name) !== 'file') continue;
    const script = tscBesideSource(target.folder, segments.slice(0, -1), walk.parent.entries, name, facts);
    if (script !== null) return script === undefined ? undefined : [...segments.slice(0, -1), name].join('/');
  }
  return null;
}

/** A script's or style sheet's name as a bundler names a package's build: its name, then variants (`mermaid.min.js`, `lib.umd.cjs`, `x.esm.min.mjs`). */
const BUNDLE_NAME = /^([A-Za-z0-9_][\w-]*)(?:\.[\w-]+)*\.(?:[cm]?js|css)$/;

/**
 * The manifest of the repository's own package a root-relative script or style sheet is named after, where no folder
 * holds it: the workspace folder's `package.json` whose `name` is the file's (unscoped), or a workspace package's folder
 * of that name (`packages/mermaid/package.json` for `/mermaid.min.js`). A library's test and demo pages load its own
 * bundle from the root a development server serves its build output at (mermaid's `.esbuild/server.ts` serves
 * `packages/mermaid/dist` at `/`): the link names a file the build writes. Its path below the workspace folder; null
 * when none is, or a folder or manifest it needs is not known (a server's: the link stays as judged).
 */
export function ownPackageBundle(target: LocalTarget, facts: LinkFacts): string | null {
  const m = BUNDLE_NAME.exec(target.segments[target.segments.length - 1] ?? '');
  if (target.directory || !m) return null;
  const stem = m[1]!;
  if (listed(facts.known(target.folder, []), 'package.json')) {
    const text = facts.configs.text(uriBelow(target.folder, ['package.json']));
    const name = typeof text === 'string' ? member(readJson(text), 'name') : undefined;
    if (typeof name === 'string' && name.replace(/^@[^/]*\//, '') === stem) return 'package.json';
  }
  return listed(facts.known(target.folder, ['packages', stem]), 'package.json') ? `packages/${stem}/package.json` : null;
}

/** Whether a walk found a folder whose listing holds the file `name`. */
function listed(walk: Walk | undefined, name: string): boolean {
  return walk !== undefined && (walk.found === 'exact' || walk.found === 'case') && walk.listing?.entries.get(name) === 'file';
}
