/**
 * A web application's static folder (`static/`, `public/`) holds the pages its server serves, beside the routes its code
 * maps: a root-relative link of such a page names the application's `/`, not the repository's, and a path the code
 * beside the folder maps is a route it serves. byobu's `mobile/trustmux/static/index.html` links `/manifest.json`,
 * which `mobile/trustmux/_daemon.py` maps (`(r"/manifest\.json", ManifestHandler)`, Tornado) to a handler that writes
 * it. The code read is the application's folder's (the static folder's parent) source files, each through the facts'
 * reads; a path is mapped where a string or a route's pattern writes it whole (`'/manifest.json'`, `r"/manifest\.json"`,
 * `"^/manifest\\.json$"`). A path no source beside the folder writes stays a missing file.
 */
import type { LinkFacts } from './facts';
import { uriBelow } from './facts';
import type { DocumentPlace } from './site';

/** A folder a web application serves its static files from. */
const STATIC_FOLDER = /^(?:static|public)$/;

/** An application's source files, by their extensions: the languages its routes are written in. */
const SOURCE_FILE = /\.(?:py|js|mjs|cjs|ts|go|rb|php|java|kt|rs|cs|ex|exs)$/;

/** Source files of the application's folder read at most. */
const MAX_SOURCES = 24;

/** A route mapped: the source that maps it, below the workspace folder. */
export interface AppRoute {
  source: string;
}

/**
 * The source beside the static folder holding the document that maps `path` (a root-relative link's path, `/x.json`),
 * null when none does or the document lies in no static folder, undefined while a listing or source is not read yet.
 */
export function appRouteOf(place: DocumentPlace, path: string, facts: LinkFacts): AppRoute | null | undefined {
  let at = -1;
  for (let i = place.dirs.length - 1; i >= 0; i--) {
    if (STATIC_FOLDER.test(place.dirs[i]!)) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const app = place.dirs.slice(0, at);
  const walk = facts.known(place.folder, app);
  if (walk === undefined) return undefined;
  if (walk.found !== 'exact' || !walk.listing) return null;
  const sources = [...walk.listing.entries].filter(([name, kind]) => kind === 'file' && SOURCE_FILE.test(name)).map(([name]) => name).sort().slice(0, MAX_SOURCES);
  const written = routePattern(path);
  let pending = false;
  for (const name of sources) {
    const text = facts.configs.text(uriBelow(place.folder, [...app, name]));
    if (text === undefined) pending = true;
    if (typeof text === 'string' && text.includes(path.slice(1, path.indexOf('.') > 1 ? path.indexOf('.') : undefined)) && written.test(text)) return { source: [...app, name].join('/') };
  }
  return pending ? undefined : null;
}

/**
 * A route's path as code writes it whole in a string or a pattern: after a quote (or a pattern's `^`), each `.` as
 * written or escaped (`\.`, `\\.`), up to a quote (or a pattern's `$`).
 */
function routePattern(path: string): RegExp {
  const body = [...path].map((c) => (c === '.' ? '\\\\{0,2}\\.' : c.replace(/[\\^$*+?()[\]{}|/-]/g, '\\$&'))).join('');
  return new RegExp(`["'\`]\\^?${body}\\$?["'\`]`);
}

/** A folder of the templates a web application renders its pages from (Flask, FastAPI, Django and Jinja's convention). */
const TEMPLATE_FOLDER = /^templates$/;

/**
 * The file, below the workspace folder, that a link of a template of a web application names through the URL its app
 * serves its static folder at (`static/favicon.ico`, `/static/app.css`); null when the document lies in no templates
 * folder, the link's path starts with no static folder's name or no static folder beside the templates holds the rest,
 * undefined while a listing is not read yet. A template is rendered at a route's URL, not read from its file: its links
 * name what the application serves, and an application serves its static files below `/static` from a static folder
 * beside its templates (`app/templates`, `app/static`), or one below it (glances' `outputs/static/templates/index.html`
 * links `static/favicon.ico`; FastAPI mounts `/static` on `outputs/static/public`, which holds it).
 */
export function templateStaticFile(place: DocumentPlace, path: string, facts: LinkFacts): string | null | undefined {
  let at = -1;
  for (let i = place.dirs.length - 1; i >= 0; i--) {
    if (TEMPLATE_FOLDER.test(place.dirs[i]!)) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const written = path.replace(/^\.?\//, '').split('/').filter((name) => name !== '');
  if (written.length < 2 || !STATIC_FOLDER.test(written[0]!) || written.some((name) => name === '.' || name === '..')) return null;
  const rest = written.slice(1).map((name) => {
    try {
      return decodeURIComponent(name);
    } catch {
      return name;
    }
  });
  const app = place.dirs.slice(0, at);
  const candidates = [[...app, 'static'], [...app, 'public']];
  if (app.length > 0 && STATIC_FOLDER.test(app[app.length - 1]!)) candidates.unshift(app);
  let pending = false;
  for (const folder of candidates) {
    const walk = facts.known(place.folder, [...folder, ...rest]);
    if (walk === undefined) pending = true;
    else if (walk.found === 'exact' && walk.kind === 'file') return [...folder, ...rest].join('/');
  }
  return pending ? undefined : null;
}
