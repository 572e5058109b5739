/**
 * What the index of links keeps of a site's links beyond the paths they
 * write (linkIndex.ts): a site configuration's list of pages as links to
 * them (links/siteNav.ts, MkDocs' `nav:`), and the names in the paths of
 * links written as a page's URL (`../setup/`, `setup.html`: links/pageUrls.ts),
 * which lead to a source their path does not name. Which source such a link
 * leads to depends on its site, known only once its configuration is read;
 * the index keeps the names, so that a move of a source by one of them looks
 * at the file (`LinkIndex.filesAffectedByMove`), and the move's own reading
 * (features/moveLinks.ts) says what changes.
 */
import { percentDecode } from '@uri-lint/shared';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Position } from 'vscode-languageserver-types';
import { documentPlace } from '../links/site';
import { isNavConfig, navEntries } from '../links/siteNav';
import type { TargetScope } from '../links/target';

/** A page a site's configuration lists: where its path is written, and the file it names. */
export interface NavPlace {
  start: Position;
  end: Position;
  folder: string;
  segments: readonly string[];
}

/** The pages the document lists, where it is a site's configuration (MkDocs' `mkdocs.yml`); none otherwise. */
export function navPlaces(document: TextDocument, scope: TargetScope): NavPlace[] {
  const name = percentDecode(document.uri.slice(document.uri.lastIndexOf('/') + 1));
  if (!isNavConfig(name)) return [];
  const place = documentPlace(scope);
  if (!place) return [];
  return navEntries(name, place.dirs, document.getText()).map((entry) => ({
    start: document.positionAt(entry.start), end: document.positionAt(entry.end), folder: place.folder, segments: entry.segments,
  }));
}

/**
 * The names of a path written as a site's page URL, relative or from the site's `/`: each name of its path, a page's
 * without its `.html`, and '' for a folder's own page (`../`, `index.html`, `/`), in lower case; undefined for a path
 * that is no such URL.
 */
export function pageNamesWritten(path: string): string[] | undefined {
  if (path.startsWith('//') || !/(?:\/|\.html?)$/i.test(path)) return undefined;
  // In lower case, as `pageNamesMoved`'s: a link in another case than its page's file (Hugo serves URLs in lower case) names it too.
  const names = path.split('/').filter((name) => name !== '' && name !== '.' && name !== '..').map((name) => percentDecode(name).replace(/\.html?$/i, '').toLowerCase());
  const last = names[names.length - 1];
  if (last === undefined || /^index$/i.test(last)) names.push('');
  return names;
}

/**
 * The names one of those paths holds when it leads to `uri` or below it: its name and its stem (a folder's, a page's
 * source's), and for a folder's own page (`index.md`, `README.md`) its folder's name and ''.
 */
export function pageNamesMoved(uri: string): string[] {
  const parts = uri.replace(/[?#].*$/, '').replace(/\/$/, '').split('/').map((part) => percentDecode(part).toLowerCase());
  const name = parts[parts.length - 1] ?? '';
  const stem = name.replace(/\.(?:md|markdown)$/i, '');
  return /^_?(?:index|readme)$/i.test(stem) ? [name, stem, '', parts[parts.length - 2] ?? ''] : [name, stem];
}
