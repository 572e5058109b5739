/**
 * Where a new directive goes, written in the document's own comment syntax
 * (the table of languages: its `comments` and `directives`), at a place that never breaks the
 * document: a line of its own above the finding with the line's indentation;
 * in Markdown a comment at the end of the line (a line of its own would cut
 * a paragraph or a list in two); around the whole construct when the line
 * starts inside one that cannot hold a comment (a string or a comment over
 * several lines, a YAML block scalar, a Markdown code block or table),
 * with `uri-lint-disable` above and `uri-lint-enable` below; YAML comments
 * in Markdown front matter; for a whole file, below a shebang, an encoding
 * line, an XML or doctype declaration, `<?php` or the front matter. Each
 * place is checked by reading the edited text's directives back: a
 * placement is offered only when the directive silences the finding.
 */
import { fencedBlocks, frontMatterEnd, languageById, linesInConstructs } from '@uri-lint/shared';
import type { DirectiveRules } from '@uri-lint/shared';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-types';
import { Directives, parseDirectives } from './directives';

/** The edits that write a directive, and how far it reaches. */
export interface Placement {
  edits: TextEdit[];
  /** `line`: the finding's line; `block`: the construct the line is in; `file`: the whole document. */
  scope: 'line' | 'block' | 'file';
}

/** `body` as a comment of `languageId`; undefined where a comment cannot be written without changing the data (JSON). */
export function writeDirective(languageId: string, body: string): string | undefined {
  const language = languageById(languageId);
  const syntax = language.comments;
  if (!syntax) return language.directives.inStrings ? undefined : body;
  if (syntax.line.length > 0) return `${syntax.line[0]} ${body}`;
  const [open, close] = syntax.block[0]!;
  return `${open} ${body} ${close}`;
}

/** How a directive silencing `code` at `offset` is written on its line (or around its construct), if one can be. */
export function placeOnLine(doc: TextDocument, languageId: string, offset: number, code: string): Placement | undefined {
  const lines = new Lines(doc, languageId);
  for (const candidate of lines.lineCandidates(offset, code)) {
    if (candidate && silences(doc, languageId, candidate.edits, offset, code)) return candidate;
  }
  return undefined;
}

/** How `uri-lint-disable-file code` is written at the top of the document, if it can be. */
export function placeInFile(doc: TextDocument, languageId: string, offset: number, code: string): Placement | undefined {
  const lines = new Lines(doc, languageId);
  const at = lines.fileTop();
  const comment = lines.comment(`uri-lint-disable-file ${code}`, doc.positionAt(at).line);
  if (comment === undefined) return undefined;
  const edit = { range: lines.rangeAt(at), newText: at === lines.text.length && at > 0 && !lines.text.endsWith('\n') ? `${lines.eol}${comment}` : `${comment}${lines.eol}` };
  const placement: Placement = { edits: [edit], scope: 'file' };
  return silences(doc, languageId, placement.edits, offset, code) ? placement : undefined;
}

/** True when the text edited by `edits` holds a directive that silences `code` at what was `offset`. */
function silences(doc: TextDocument, languageId: string, edits: TextEdit[], offset: number, code: string): boolean {
  const text = TextDocument.applyEdits(doc, edits);
  const after = TextDocument.create(doc.uri, languageId, doc.version + 1, text);
  const shift = edits.filter((e) => doc.offsetAt(e.range.start) <= offset).reduce((n, e) => n + e.newText.length, 0);
  const moved = offset + shift;
  const directives = new Directives(parseDirectives(text, languageId, after));
  return directives.silencing(code, after.positionAt(moved).line, moved).length > 0;
}

/** A Markdown table's delimiter row (GFM §4.10): cells of dashes with optional colons, at least one `|`. */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
/** A YAML line that opens a block scalar (`key: |`, `- >-`). */
const BLOCK_SCALAR = /[|>][-+0-9]*\s*(?:#.*)?$/;

/** The document's lines, and the candidate places of a directive in them. */
class Lines {
  readonly text: string;
  readonly eol: string;
  private readonly markdown: boolean;
  private readonly rules: DirectiveRules;

  constructor(private readonly doc: TextDocument, private readonly languageId: string) {
    this.text = doc.getText();
    this.eol = this.text.includes('\r\n') ? '\r\n' : '\n';
    this.rules = languageById(languageId).directives;
    this.markdown = this.rules.constructs === 'markdown';
  }

  /** The comment of `body` for a directive on line `line` (YAML's in Markdown front matter). */
  comment(body: string, line: number): string | undefined {
    if (this.markdown && this.start(line) < frontMatterEnd(this.text)) return `# ${body}`;
    return writeDirective(this.languageId, body);
  }

  /** The places to try for `code` at `offset`, best first. */
  *lineCandidates(offset: number, code: string): Generator<Placement | undefined> {
    const line = this.doc.positionAt(offset).line;
    const block = this.constructAround(line, offset);
    if (block) {
      yield this.region(block[0], block[1], code);
      return;
    }
    if (this.rules.trailing && this.start(line) >= frontMatterEnd(this.text)) {
      yield this.trailing(line, `uri-lint-disable-line ${code}`);
      return;
    }
    yield this.above(line, `uri-lint-disable-next-line ${code}`);
    yield this.trailing(line, `uri-lint-disable-line ${code}`);
  }

  /** A line of its own above `line`, indented as it. */
  private above(line: number, body: string): Placement | undefined {
    const comment = this.comment(body, line);
    if (comment === undefined) return undefined;
    const at = this.start(line);
    return { edits: [{ range: this.rangeAt(at), newText: `${this.indent(line)}${comment}${this.eol}` }], scope: 'line' };
  }

  /** A comment after the last non-blank character of `line` (trailing blanks, a Markdown hard break, stay last). */
  private trailing(line: number, body: string): Placement | undefined {
    const comment = this.comment(body, line);
    if (comment === undefined) return undefined;
    let at = this.end(line);
    while (at > this.start(line) && /[ \t]/.test(this.text[at - 1]!)) at--;
    return { edits: [{ range: this.rangeAt(at), newText: ` ${comment}` }], scope: 'line' };
  }

  /** `uri-lint-disable code` above `first` and `uri-lint-enable code` below `last`. */
  private region(first: number, last: number, code: string): Placement | undefined {
    const disable = this.comment(`uri-lint-disable ${code}`, first);
    const enable = this.comment(`uri-lint-enable ${code}`, last);
    if (disable === undefined || enable === undefined) return undefined;
    const indent = this.indent(first);
    // A blank line ends a Markdown table before the comment, which a table might otherwise take for a row.
    const gap = this.markdown ? this.eol : '';
    return {
      edits: [
        { range: this.rangeAt(this.start(first)), newText: `${indent}${disable}${this.eol}` },
        { range: this.rangeAt(this.end(last)), newText: `${this.eol}${gap}${indent}${enable}` },
      ],
      scope: 'block',
    };
  }

  /** The first and last lines of the construct `line` is inside and that cannot hold a comment line, if any. */
  private constructAround(line: number, offset: number): [number, number] | undefined {
    if (this.markdown) return this.fenceAround(offset) ?? this.tableAround(line);
    if (this.rules.constructs === 'yaml') return this.blockScalarAround(line);
    const at = this.start(line);
    const runs = linesInConstructs(this.text, this.languageId, 0, Math.min(this.text.length, this.end(line) + 1))?.runs ?? [];
    for (let i = 0; i < runs.length; i += 2) {
      if (runs[i]! < at && at <= runs[i + 1]!) return [this.doc.positionAt(runs[i]!).line, this.doc.positionAt(runs[i + 1]!).line];
    }
    return undefined;
  }

  private fenceAround(offset: number): [number, number] | undefined {
    const fences = fencedBlocks(this.text, this.text.length);
    for (let i = 0; i < fences.length; i += 2) {
      if (fences[i]! <= offset && offset < fences[i + 1]!) return [this.doc.positionAt(fences[i]!).line, this.doc.positionAt(fences[i + 1]!).line];
    }
    return undefined;
  }

  /** A GFM table holding `line`: the run of non-blank lines around it, one of them a delimiter row. */
  private tableAround(line: number): [number, number] | undefined {
    if (!this.lineText(line).includes('|')) return undefined;
    let first = line;
    let last = line;
    while (first > 0 && this.lineText(first - 1).trim() !== '') first--;
    while (last < this.doc.lineCount - 1 && this.lineText(last + 1).trim() !== '') last++;
    for (let l = first; l <= last; l++) {
      const row = this.lineText(l);
      if (row.includes('|') && row.includes('-') && DELIMITER_ROW.test(row)) return [first, last];
    }
    return undefined;
  }

  /** A YAML block scalar (`key: |`) whose content holds `line`: from its key's line to its last line. */
  private blockScalarAround(line: number): [number, number] | undefined {
    const indent = this.indent(line).length;
    let owner = line - 1;
    while (owner >= 0 && (this.lineText(owner).trim() === '' || this.indent(owner).length >= indent)) owner--;
    if (owner < 0 || !BLOCK_SCALAR.test(this.lineText(owner).trimEnd())) return undefined;
    const ownerIndent = this.indent(owner).length;
    let last = line;
    for (let l = line + 1; l < this.doc.lineCount; l++) {
      const text = this.lineText(l);
      if (text.trim() === '') continue;
      if (this.indent(l).length <= ownerIndent) break;
      last = l;
    }
    return [owner, last];
  }

  /** Where a file directive goes: below what must stay first. */
  fileTop(): number {
    if (this.markdown) {
      const front = frontMatterEnd(this.text);
      if (front > 0) return this.start(this.doc.positionAt(front).line + 1);
    }
    let line = 0;
    const first = (l: number) => this.lineText(l);
    if (first(line).startsWith('#!')) line++;
    // Python's encoding declaration must stay on line 1 or 2 (PEP 263).
    if (/^[ \t\f]*#.*?coding[:=]/.test(first(line))) line++;
    if (/^\s*(?:<\?xml\b|<!doctype\b|<\?php\b)/i.test(first(line))) line++;
    return line >= this.doc.lineCount ? this.text.length : this.start(line);
  }

  private lineText(line: number): string {
    return this.text.slice(this.start(line), this.end(line));
  }

  private indent(line: number): string {
    // A troff request (`.\"`) starts its line.
    if (!this.rules.indented) return '';
    return /^[ \t]*/.exec(this.lineText(line))![0];
  }

  private start(line: number): number {
    return this.doc.offsetAt({ line, character: 0 });
  }

  /** The end of `line`'s text, before its line break. */
  private end(line: number): number {
    const next = line + 1 < this.doc.lineCount ? this.start(line + 1) : this.text.length;
    let end = next;
    if (end > this.start(line) && this.text[end - 1] === '\n') end--;
    if (end > this.start(line) && this.text[end - 1] === '\r') end--;
    return end;
  }

  rangeAt(offset: number): TextEdit['range'] {
    const at = this.doc.positionAt(offset);
    return { start: at, end: at };
  }
}
