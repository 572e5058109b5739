/**
 * The pages a site's configuration lists by their source's path: MkDocs'
 * `nav:` (`- Setup: guide/setup.md`, nested sections alike), each a path
 * below its `docs_dir`, written as a file's path (no percent-encoding), not
 * as a URL. No finder reads them as references: a YAML string without a
 * scheme is no URI. Read here with their places in the configuration's text,
 * so that the index of links counts them as links to their pages and a move
 * rewrites them (features/moveLinks.ts). An external URL, an absolute path,
 * or a scalar written with escapes (its text not its value) is left out.
 * mdBook's `SUMMARY.md` needs nothing of this: its entries are Markdown links.
 */
import type * as Yaml from 'yaml';
import { RENDERERS } from './renderers';
import { folderBelow, isBelow } from './site';
import { yamlLibrary } from '../anchors/yamlScan';

/** One page of a configuration's navigation. */
export interface NavEntry {
  /** Where its path is written in the configuration's text (inside its quotes). */
  start: number;
  end: number;
  /** The path as written. */
  written: string;
  /** How it is written: a plain YAML scalar, or inside single or double quotes. */
  style: 'plain' | 'single' | 'double';
  /** The file it names, below the workspace folder. */
  segments: readonly string[];
  /** The site's content folder (`docs_dir`), below the workspace folder: the entry's path is relative to it. */
  root: readonly string[];
}

const MKDOCS = RENDERERS.find((renderer) => renderer.name === 'MkDocs')!;

/** Whether a file's name is MkDocs' configuration's. */
export function isNavConfig(name: string): boolean {
  return MKDOCS.files.includes(name);
}


/**
 * The navigation entries of the configuration `text`, whose folder is `dirs` below the workspace folder; none when
 * its name is not a configuration's, its `docs_dir` is computed or leaves the workspace folder, or it has no `nav:`.
 */
export function navEntries(name: string, dirs: readonly string[], text: string): NavEntry[] {
  if (!isNavConfig(name) || !/^nav\s*:/m.test(text)) return [];
  const config = MKDOCS.read(text, name);
  const docs = config?.known ? config.content[0] : undefined;
  const root = docs === undefined ? undefined : folderBelow(dirs, docs);
  if (!root) return [];
  const yaml = yamlLibrary();
  let doc: Yaml.Document.Parsed;
  try {
    doc = yaml.parseDocument(text, { uniqueKeys: false });
  } catch {
    return [];
  }
  const nav = yaml.isMap(doc.contents) ? doc.contents.get('nav', true) : undefined;
  const out: NavEntry[] = [];
  const visit = (node: unknown): void => {
    if (yaml.isSeq(node)) for (const item of node.items) visit(item);
    else if (yaml.isMap(node)) for (const pair of node.items) visit(pair.value);
    else if (yaml.isScalar(node)) {
      const entry = entryOf(node, text, root);
      if (entry) out.push(entry);
    }
  };
  visit(nav);
  return out;
}

/** A scalar of the navigation as the page it names, when it names one as written. */
function entryOf(node: Yaml.Scalar, text: string, root: readonly string[]): NavEntry | undefined {
  const value = node.value;
  if (typeof value !== 'string' || !node.range) return undefined;
  // A URL (`https://…`, `mailto:`) or an absolute path is no page of the docs folder.
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) || value.startsWith('/') || value === '') return undefined;
  const [from, to] = node.range;
  const source = text.slice(from, to);
  const style = node.type === 'QUOTE_DOUBLE' ? 'double' : node.type === 'QUOTE_SINGLE' ? 'single' : node.type === 'PLAIN' ? 'plain' : undefined;
  if (style === undefined) return undefined;
  const start = style === 'plain' ? from : from + 1;
  const end = style === 'plain' ? to : to - 1;
  if (text.slice(start, end) !== value || (style !== 'plain' && source.length < 2)) return undefined;
  const segments = folderBelow(root, value);
  if (!segments || segments.length <= root.length || !isBelow(segments, root)) return undefined;
  return { start, end, written: value, style, segments, root };
}

/**
 * How a path is written in place of an entry's in its style, or undefined when it cannot be written there as it
 * is: a plain scalar takes no character YAML reads as syntax, a quoted one no quote of its kind or escape.
 */
export function navText(path: string, style: NavEntry['style']): string | undefined {
  if (style === 'plain') return /^[\w.()+~-][\w ./()+~-]*$/.test(path) && !path.endsWith(' ') ? path : undefined;
  if (style === 'single') return path.includes("'") ? undefined : path;
  return /["\\]/.test(path) ? undefined : path;
}
