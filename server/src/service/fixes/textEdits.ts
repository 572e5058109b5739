/**
 * From edits in a reference's text to document text edits. A `<…>` wrapped
 * across lines keeps its line breaks: each edit replaces only the
 * characters it covers, run by run (the first run gets the new text, later
 * runs are deleted), never the whitespace the finder dropped between them.
 */
import type { FoundUri } from '@uri-lint/shared';
import type { TextEdit } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { contiguousRuns, docOffset, referenceText } from '../../shared/offsets';
import type { RefEdit } from './types';

/** The document edits of `edits` (sorted, non-overlapping) on the reference `found`. */
export function toTextEdits(doc: TextDocument, found: FoundUri, edits: readonly RefEdit[]): TextEdit[] {
  const out: TextEdit[] = [];
  for (const edit of edits) {
    if (edit.end === edit.start) {
      const at = doc.positionAt(docOffset(found, edit.start));
      out.push({ range: { start: at, end: at }, newText: edit.newText });
      continue;
    }
    contiguousRuns(found, referenceText(doc, found), edit.start, edit.end).forEach((run, i) => {
      out.push({
        range: { start: doc.positionAt(run.start), end: doc.positionAt(run.end) },
        newText: i === 0 ? edit.newText : '',
      });
    });
  }
  return out;
}
