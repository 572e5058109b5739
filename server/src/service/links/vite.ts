/**
 * Where a Vite app serves a root-relative link of its HTML: the nearest
 * `vite.config.*` above the document, read statically (renderers.ts
 * `VITE_APP`), names the app's `root` and its `publicDir`; `/x.png` is
 * `<publicDir>/x.png` as Vite serves it, else `<root>/x.png` (an entry
 * module, `/src/main.ts`). Only a document below the app's root is one of
 * its pages. The same configuration says which files its build writes at
 * that root (`viteEmits`: vite-plugin-pwa's manifest) and the extensions an
 * entry module's path written without one is tried with (`moduleExtensions`,
 * asked by rules/links.ts for a `<script type="module">`).
 *
 * Pure over what `LinkFacts` knows: the listings of the document's folders
 * (walked as its links' targets are) and the configurations read.
 */
import type { LinkFacts } from './facts';
import { uriBelow } from './facts';
import { VITE_APP } from './renderers';
import type { SiteConfig } from './renderers';
import type { DocumentPlace } from './site';
import type { LocalTarget } from './target';

/** The Vite app whose pages include a document: its configuration's folder and reading, and its root's names. */
export interface ViteApp {
  at: readonly string[];
  config: SiteConfig;
  root: readonly string[];
}

/**
 * The Vite app that serves the document at `place`: the nearest `vite.config.*` above it, when the document lies
 * below the root it names; null when none does or its configuration computes its folders; undefined while a folder
 * or the configuration is not known yet.
 */
export function viteAppOf(place: DocumentPlace, facts: LinkFacts): ViteApp | null | undefined {
  for (let depth = place.dirs.length; depth >= 0; depth--) {
    const at = place.dirs.slice(0, depth);
    const walk = facts.known(place.folder, at);
    if (walk === undefined) return undefined;
    if ((walk.found !== 'exact' && walk.found !== 'case') || !walk.listing) return null;
    const file = VITE_APP.files.find((name) => walk.listing!.entries.get(name) === 'file');
    if (file === undefined) continue;
    const config = facts.configs.known(uriBelow(place.folder, [...at, file]), VITE_APP, { listed: true });
    if (config === undefined) return undefined;
    if (config === null || !config.known) return null;
    const root = normal([...at, ...names(config.content[0] ?? '')]);
    // A document outside the app's root is none of its pages.
    if (root === undefined || root.some((name, i) => place.dirs[i] !== name) || place.dirs.length < root.length) return null;
    return { at, config, root };
  }
  return null;
}

/**
 * The path below a Vite app's root that a link's target is served at: a root-relative target's own names, a
 * relative one's path below the root as the page's URL resolves it (undefined when it climbs above the root).
 */
function servedPath(target: LocalTarget, app: ViteApp, { relative }: { relative: boolean }): readonly string[] | undefined {
  if (!relative) return target.segments;
  return app.root.every((name, i) => target.segments[i] === name) ? target.segments.slice(app.root.length) : undefined;
}

/**
 * The places a Vite app serves a root-relative `target` of the document at
 * `place` from, in the order Vite looks (its public folder, then its root);
 * [] when no Vite app serves the document or its configuration computes
 * them; undefined while a folder or the configuration is not known yet.
 * `relative`: the target is a relative link's, its segments the workspace
 * folder's path it resolves to; a page's URL is its path below the app's
 * root, so `favicon.ico` beside `index.html` is `/favicon.ico`, served from
 * the public folder too.
 */
export function viteAlternatives(target: LocalTarget, place: DocumentPlace, facts: LinkFacts, { relative = false }: { relative?: boolean } = {}): LocalTarget[] | undefined {
  const app = viteAppOf(place, facts);
  if (!app) return app === undefined ? undefined : [];
  const path = servedPath(target, app, { relative });
  if (path === undefined) return [];
  const out: LocalTarget[] = [];
  for (const served of app.config.roots) {
    const segments = normal([...app.at, ...names(served), ...path]);
    if (segments !== undefined) out.push({ ...target, folder: place.folder, segments });
  }
  return out;
}

/**
 * Whether a Vite app's build writes the file `target` names at the root it serves (renderers.ts `emitted`:
 * vite-plugin-pwa's manifest and service worker), for a link of the document at `place`; undefined while not known.
 */
export function viteEmits(target: LocalTarget, place: DocumentPlace, facts: LinkFacts, { relative }: { relative: boolean }): boolean | undefined {
  const app = viteAppOf(place, facts);
  if (!app) return app === undefined ? undefined : false;
  const path = servedPath(target, app, { relative });
  return path?.length === 1 && (app.config.emitted ?? []).includes(path[0]!);
}

const names = (path: string): string[] => path.split('/').filter((name) => name !== '' && name !== '.');

/** A path's names with `..` taken back; undefined when one leaves the workspace folder. */
function normal(segments: readonly string[]): string[] | undefined {
  const out: string[] = [];
  for (const name of segments) {
    if (name === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(name);
  }
  return out;
}
