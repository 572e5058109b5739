/**
 * Whether an open document is a file nobody edits (`uriLint.defaultIgnores`,
 * service/unedited.ts): by its path below its workspace folder, then by its
 * text's start and end. Worked out once per version of a document: an edit
 * can make a file minified or mark it generated, and most edits do not.
 * Then by the folders above it, as the command line and the workspace's walk
 * tell a folder a package installer filled (`installedFolder`: its
 * `*.dist-info` folders): from their listings as the workspace's facts know
 * them, never waiting for one (`unknownFoldersAbove` says which to read).
 */
import type { DocumentState } from '../documents/documentStore';
import { installedFolder, uneditedByPath, uneditedByText } from '../service/index';
import type { LinkFacts, Unedited } from '../service/index';

/** How much of a document's start and end are read for its content's class. */
const HEAD = 65536;
const TAIL = 512;

const known = new WeakMap<DocumentState, { version: number; unedited: Unedited | undefined }>();

/**
 * The class of an open document left out by default, if it is one; `folders`: the workspace folders' URIs; `files`:
 * what is known of their folders, where the platform reads files.
 */
export function uneditedDocument(state: DocumentState, folders: readonly string[], files?: LinkFacts): Unedited | undefined {
  const { document } = state;
  const memo = known.get(state);
  let unedited: Unedited | undefined;
  if (memo && memo.version === document.version) unedited = memo.unedited;
  else {
    unedited = byPath(document.uri, folders) ?? byText(state);
    known.set(state, { version: document.version, unedited });
  }
  return unedited ?? (files && installedAbove(document.uri, folders, files));
}

/** The folders from the document's workspace folder down to its own whose listings are not known yet: to read, then judge it again. */
export function unknownFoldersAbove(uri: string, folders: readonly string[], files: LinkFacts): string[] {
  return foldersAbove(uri, folders).filter((folder) => files.knownListing(folder) === null);
}

/** A package installer's folder at or above the document, below its workspace folder, from the listings known. */
function installedAbove(uri: string, folders: readonly string[], files: LinkFacts): Unedited | undefined {
  for (const folder of foldersAbove(uri, folders)) {
    const listing = files.knownListing(folder);
    if (!listing) continue;
    const installed = installedFolder(subfolders(listing.entries));
    if (installed) return installed;
  }
  return undefined;
}

function* subfolders(entries: ReadonlyMap<string, string>): Iterable<string> {
  for (const [name, kind] of entries) if (kind === 'directory') yield name;
}

/** The URIs of the folders from the document's workspace folder down to the one it is in. */
function foldersAbove(uri: string, folders: readonly string[]): string[] {
  const place = below(uri, folders);
  if (place === undefined) return [];
  const out = [place.folder];
  const segments = place.encoded.split('/');
  for (let i = 0; i < segments.length - 1; i++) out.push(`${out[out.length - 1]!}/${segments[i]!}`);
  return out;
}

/** The document's workspace folder (the deepest that holds it) and its path below it, as written in the URI. */
function below(uri: string, folders: readonly string[]): { folder: string; encoded: string } | undefined {
  const clean = uri.replace(/[?#].*$/, '');
  const folder = folders.map((f) => f.replace(/\/$/, '')).filter((f) => clean.startsWith(`${f}/`)).sort((a, b) => b.length - a.length)[0];
  return folder === undefined ? undefined : { folder, encoded: clean.slice(folder.length + 1) };
}

/** The path's class, from the path below the document's workspace folder (a folder above it named `vendor` says nothing). */
function byPath(uri: string, folders: readonly string[]): Unedited | undefined {
  const place = below(uri, folders);
  if (place === undefined) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(place.encoded);
  } catch {
    relative = place.encoded;
  }
  return uneditedByPath(relative);
}

function byText(state: DocumentState): Unedited | undefined {
  const { document } = state;
  const end = document.positionAt(Number.MAX_SAFE_INTEGER);
  const length = document.offsetAt(end);
  const head = document.getText({ start: { line: 0, character: 0 }, end: document.positionAt(HEAD) });
  const tail = length <= HEAD ? head.slice(Math.max(0, head.length - TAIL)) : document.getText({ start: document.positionAt(length - TAIL), end });
  return uneditedByText(head, tail);
}
