/**
 * The evidence of conventions over the open documents (the service's
 * shapes.ts): each judged document's shapes counted together, those that
 * recur in different URIs across several open files shown as information,
 * with their note, and logged once. The command line counts a whole run's
 * files; the editor knows the documents open in it.
 */
import type { Diagnostic } from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { createLanguageService } from '../service/index';
import type { Analysis, ShapeCount, ShapeMark } from '../service/index';

const { conventional, conventions, mayHaveShape, shapeMarksOf, shapeNote, shapeNotices } = createLanguageService().shapes;

export class ShapeEvidence {
  private readonly documents = new Map<string, readonly ShapeMark<number>[]>();
  private found: Map<string, ShapeCount> | undefined;
  /** Shapes whose notice was logged: once a session. */
  private readonly logged = new Set<string>();

  /**
   * Records the shapes of a document's errors and warnings (`diagnostics`, as judged), shows those of a convention as
   * information with their note, and answers the other open documents whose conventions changed with it (they are
   * judged again) and the notices to log.
   */
  weigh(document: TextDocument, analysis: Analysis, diagnostics: Diagnostic[]): { others: string[]; log: string[] } {
    const marks: ShapeMark<number>[] = [];
    diagnostics.forEach((d, i) => {
      if ((d.severity !== DiagnosticSeverity.Error && d.severity !== DiagnosticSeverity.Warning) || !mayHaveShape(String(d.code))) return;
      // The finding's text read from the document, not the analysis' whole text: an edit of a large document joins none.
      marks.push(...shapeMarksOf(i, String(d.code), document.getText(d.range), analysis, document.offsetAt(d.range.start)));
    });
    // Most documents have no shape and had none: nothing to count again.
    if (marks.length === 0 && !this.documents.has(document.uri)) return { others: [], log: [] };
    const before = this.all();
    if (marks.length === 0) this.documents.delete(document.uri);
    else this.documents.set(document.uri, marks);
    this.found = undefined;
    const after = this.all();
    for (const [i, key] of conventional(marks, after)) {
      const d = diagnostics[i]!;
      d.severity = DiagnosticSeverity.Information;
      d.message += shapeNote(key, after.get(key)!);
    }
    const fresh = new Map([...after].filter(([key]) => !this.logged.has(key)));
    for (const key of fresh.keys()) this.logged.add(key);
    return { others: this.changedFor(document.uri, before, after), log: fresh.size > 0 ? shapeNotices(fresh) : [] };
  }

  /** Forgets a closed document; answers the open documents whose conventions changed with it. */
  forget(uri: string): string[] {
    if (!this.documents.has(uri)) return [];
    const before = this.all();
    this.documents.delete(uri);
    this.found = undefined;
    return this.changedFor(uri, before, this.all());
  }

  private all(): Map<string, ShapeCount> {
    return (this.found ??= conventions(this.documents.values()));
  }

  /** The open documents but `uri` with a shape whose verdict or counts changed between `before` and `after`. */
  private changedFor(uri: string, before: ReadonlyMap<string, ShapeCount>, after: ReadonlyMap<string, ShapeCount>): string[] {
    const changed = new Set<string>();
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const a = before.get(key);
      const b = after.get(key);
      if (a?.files !== b?.files || a?.uris !== b?.uris) changed.add(key);
    }
    if (changed.size === 0) return [];
    return [...this.documents].filter(([other, marks]) => other !== uri && marks.some(([, key]) => changed.has(key))).map(([other]) => other);
  }
}
