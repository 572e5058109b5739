/**
 * Whether an open document is a file nobody edits (`uriLint.defaultIgnores`,
 * service/unedited.ts): by its path below its workspace folder, then by its
 * text's start and end. Worked out once per version of a document: an edit
 * can make a file minified or mark it generated, and most edits do not.
 */
import type { DocumentState } from '../documents/documentStore';
import { uneditedByPath, uneditedByText } from '../service/index';
import type { Unedited } from '../service/index';

/** How much of a document's start and end are read for its content's class. */
const HEAD = 65536;
const TAIL = 512;

const known = new WeakMap<DocumentState, { version: number; unedited: Unedited | undefined }>();

/** The class of an open document left out by default, if it is one; `folders`: the workspace folders' URIs. */
export function uneditedDocument(state: DocumentState, folders: readonly string[]): Unedited | undefined {
  const { document } = state;
  const memo = known.get(state);
  if (memo && memo.version === document.version) return memo.unedited;
  const unedited = byPath(document.uri, folders) ?? byText(state);
  known.set(state, { version: document.version, unedited });
  return unedited;
}

/** The path's class, from the path below the document's workspace folder (a folder above it named `vendor` says nothing). */
function byPath(uri: string, folders: readonly string[]): Unedited | undefined {
  const clean = uri.replace(/[?#].*$/, '');
  const folder = folders.map((f) => f.replace(/\/$/, '')).filter((f) => clean.startsWith(`${f}/`)).sort((a, b) => b.length - a.length)[0];
  if (folder === undefined) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(clean.slice(folder.length + 1));
  } catch {
    relative = clean.slice(folder.length + 1);
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
