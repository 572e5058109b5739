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
import type { LinkFacts, Walk } from './facts';
import { foldersOnTheWay } from './ignored';
import type { LocalTarget } from './target';

/**
 * The configurations of programs that write scripts and style sheets a page loads, by their file names: JavaScript
 * bundlers and task runners; Flutter's and Dart's `pubspec.yaml` (`flutter build web` writes `flutter_bootstrap.js`
 * and `main.dart.js` beside `web/index.html`); Trunk's `Trunk.toml` (a Rust app's WebAssembly and its glue); CMake's
 * `CMakeLists.txt` (Emscripten's `.js` and `.wasm`, and files its steps copy beside a page).
 */
const BUNDLER_CONFIG = /^(?:webpack|rollup|rspack|esbuild|parcel|snowpack|gulpfile|gruntfile|brunch-config|tsup|rolldown)(?:\.config)?(?:\.[\w-]+)*\.(?:[cm]?[jt]s|json)$|^\.parcelrc$|^pubspec\.yaml$|^Trunk\.toml$|^CMakeLists\.txt$/i;

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
  for (const { depth, entries } of folders) {
    for (const [name, kind] of entries) {
      if (kind === 'file' && BUNDLER_CONFIG.test(name)) found = [...segments.slice(0, depth), name].join('/');
    }
  }
  return found;
}
