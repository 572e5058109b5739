/**
 * nbsphinx (nbsphinx.readthedocs.io, "Links to Other Notebooks"): in a Sphinx project whose `conf.py` lists it among
 * its `extensions`, a Jupyter notebook is a source document, and a local link of a notebook's Markdown cell to a file
 * whose name ends in a source suffix names that source's document by its docname, whatever the suffix written: vaex's
 * `docs/source/index.ipynb` links `[Datasets](datasets.rst)`, the document `datasets.ipynb`, and `installing.ipynb`,
 * the document `installing.rst`. nbsphinx writes a link's fragment in lower case, as Docutils makes section ids
 * (`datasets.ipynb#New-york-taxi-dataset` is the heading "New York taxi dataset"). Its configuration is the `conf.py`
 * nearest above the notebook, read through the facts' reads (links/filesAbove.ts).
 */
import { asList, isObject, readPythonAssignments } from './configSyntax';
import type { LinkFacts } from './facts';
import { firstFileAbove, perScope } from './filesAbove';
import type { TargetScope } from './target';

/** The Sphinx project above a notebook, as nbsphinx reads its links. */
export interface NotebookProject {
  /** Its `conf.py`'s path below the workspace folder. */
  config: string;
  /** Whether nbsphinx is among its extensions: it resolves the notebook's links by docname. */
  nbsphinx: boolean;
  /** The project's source suffixes (`source_suffix`, `.rst` unset; `.ipynb` where nbsphinx reads notebooks; `.md` where MyST's parser reads Markdown). */
  suffixes: readonly string[];
}

/** The suffixes of a Sphinx project's sources where its configuration is not known: reStructuredText, notebooks, Markdown. */
export const SPHINX_SOURCE_SUFFIXES: readonly string[] = ['.rst', '.ipynb', '.md', '.txt'];

/** A Jupyter notebook, by its name. */
const NOTEBOOK = /\.ipynb$/i;

const projects = perScope<NotebookProject>();

/**
 * The Sphinx project whose `conf.py` is nearest above the scope's notebook, null for a document that is no notebook
 * or has none above it, undefined while a folder or the configuration on the way is not known yet.
 */
export function notebookProjectOf(scope: TargetScope, facts: LinkFacts): NotebookProject | null | undefined {
  if (!NOTEBOOK.test(scope.document.replace(/[?#].*$/, ''))) return null;
  return projects(scope, facts, () => firstFileAbove(scope, facts, /^conf\.py$/, 1, (text, _name, at) => projectOf(text, at.join('/'))));
}

/** What a `conf.py` says of its project's notebooks. */
export function projectOf(text: string, config: string): NotebookProject {
  const read = readPythonAssignments(text);
  const extensions = asList(read.extensions).filter((e): e is string => typeof e === 'string');
  const nbsphinx = extensions.includes('nbsphinx');
  const myst = extensions.includes('myst_parser') || extensions.includes('myst_nb');
  const suffix = read.source_suffix;
  const written = isObject(suffix) ? Object.keys(suffix) : asList(suffix).filter((s): s is string => typeof s === 'string');
  const suffixes = new Set(written.length > 0 ? written : ['.rst']);
  if (nbsphinx || extensions.includes('myst_nb')) suffixes.add('.ipynb');
  if (myst) suffixes.add('.md');
  return { config, nbsphinx, suffixes: [...suffixes] };
}

/**
 * The source beside a link's missing last name (`datasets.rst`) that is the document of its docname under another of
 * `suffixes` (`datasets.ipynb`), as the listing `entries` of its folder holds it; undefined when the name ends in none
 * of them or no such source is there.
 */
export function docnameSource(name: string, entries: ReadonlyMap<string, string>, suffixes: readonly string[]): string | undefined {
  const written = suffixes.find((suffix) => name.toLowerCase().endsWith(suffix.toLowerCase()) && name.length > suffix.length);
  if (written === undefined) return undefined;
  const stem = name.slice(0, -written.length);
  return suffixes.map((suffix) => `${stem}${suffix}`).find((source) => source !== name && entries.get(source) === 'file');
}
