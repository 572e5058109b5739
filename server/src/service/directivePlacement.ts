/**
 * Where a new directive goes, written in the document's own comment syntax
 * (the finder's table, `commentSyntax`), at a place that never breaks the
 * document: a line of its own above the finding with the line's indentation;
 * in Markdown a comment at the end of the line (a line of its own would cut
 * a paragraph or a list in two); around the whole construct when the line
 * starts inside one that cannot hold a comment (a string or a comment over
 * several lines, a YAML block scalar, a Markdown code block or table),
 * with `uri-lint-disable` above and `uri-lint-enable` below; YAML comments
 * in Markdown front matter; for a whole file, below a shebang, an encoding
 * line, an XML or doctype declaration, `<?php` or the front matter, and
 * after a byte order mark; each new line ends as its neighbours do.
 *
 * Where a comment may go is the finder's lexical reading (`placeReader`):
 * a directive is written only where the language reads code, never in a
 * string (a docstring, a template literal, a here-document), a block
 * scalar, a code block or span, a tag; and a placement is offered only
 * when the edited text reads the same after each insertion, each directive
 * written is read back as one, and it silences the finding. Where no such
 * place exists, nothing is offered.
 */
import { commentSyntax, languageById, placeReader } from '@uri-lint/shared';
import type { DirectiveRules, PlaceReader } from '@uri-lint/shared';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit } from 'vscode-languageserver-types';
import { Directives, parseDirectives } from './directives';
import { frontMatterOf } from './frontMatter';
import type { FrontMatters } from './frontMatter';
import type { DocumentContext } from './context';

/** The edits that write a directive, and how far it reaches. */
export interface Placement {
  edits: TextEdit[];
  /** `line`: the finding's line; `block`: the construct the line is in; `file`: the whole document. */
  scope: 'line' | 'block' | 'file';
}

/** `body` as a comment of `languageId`; undefined where a comment cannot be written without changing the data (JSON). */
export function writeDirective(languageId: string, body: string): string | undefined {
  const syntax = commentSyntax(languageId);
  if (!syntax) return languageById(languageId).directives.inStrings ? undefined : body;
  if (syntax.line.length > 0) return `${syntax.line[0]} ${body}`;
  const [open, close] = syntax.block[0]!;
  return `${open} ${body} ${close}`;
}

/** How a directive silencing `code` at `offset` is written on its line (or around its construct), if one can be. */
export function placeOnLine(ctx: DocumentContext, offset: number, code: string): Placement | undefined {
  const lines = linesOf(ctx);
  for (const candidate of lines.lineCandidates(offset, code)) {
    if (candidate && lines.keepsMeaning(candidate.edits) && silences(lines, candidate.edits, offset, code)) return candidate;
  }
  return undefined;
}

/** How `uri-lint-disable-file code` is written at the top of the document, if it can be. */
export function placeInFile(ctx: DocumentContext, offset: number, code: string): Placement | undefined {
  const lines = linesOf(ctx);
  const doc = ctx.document;
  const at = lines.fileTop();
  const line = doc.positionAt(at).line;
  const comment = lines.comment(`uri-lint-disable-file ${code}`, line);
  if (comment === undefined) return undefined;
  const eol = lines.eolOf(line);
  const edit = { range: lines.rangeAt(at), newText: at === lines.text.length && at > lines.bom && !/\n$/.test(lines.text) ? `${eol}${comment}` : `${comment}${eol}` };
  const placement: Placement = { edits: [edit], scope: 'file' };
  return lines.keepsMeaning(placement.edits) && silences(lines, placement.edits, offset, code) ? placement : undefined;
}

/**
 * True when the text edited by `edits` holds a directive that silences
 * `code` at what was `offset`, each edit wrote one directive that is read
 * as one, and no other directive appeared or went.
 */
function silences(lines: Lines, edits: TextEdit[], offset: number, code: string): boolean {
  const { doc, languageId } = lines;
  const text = TextDocument.applyEdits(doc, edits);
  const after = TextDocument.create(doc.uri, languageId, doc.version + 1, text);
  const directives = new Directives(parseDirectives(text, languageId, after));
  if (directives.list.length !== lines.directiveCount() + edits.length) return false;
  let shift = 0;
  for (const edit of [...edits].sort((a, b) => doc.offsetAt(a.range.start) - doc.offsetAt(b.range.start))) {
    const from = doc.offsetAt(edit.range.start) + shift;
    const to = from + edit.newText.length;
    if (!directives.list.some((d) => d.start >= from && d.end <= to)) return false;
    shift += edit.newText.length;
  }
  shift = edits.filter((e) => doc.offsetAt(e.range.start) <= offset).reduce((n, e) => n + e.newText.length, 0);
  const moved = offset + shift;
  return directives.silencing(code, after.positionAt(moved).line, moved).length > 0;
}

/** A Markdown table's delimiter row (GFM §4.10): cells of dashes with optional colons, at least one `|`. */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

/** The last document version placed in, per document (a document kept in chunks changes in place: by version). */
const LINES = new WeakMap<TextDocument, Lines>();

function linesOf(ctx: DocumentContext): Lines {
  const doc = ctx.document;
  const languageId = ctx.analysis.languageId;
  let lines = LINES.get(doc);
  if (!lines || lines.version !== doc.version || lines.languageId !== languageId) {
    lines = new Lines(doc, languageId, ctx.files?.caches.frontMatters);
    LINES.set(doc, lines);
  }
  return lines;
}

/** The document's lines, the candidate places of a directive in them, and how its language reads each place. */
class Lines {
  readonly text: string;
  readonly version: number;
  /** 1 when the text starts with a byte order mark, which stays first. */
  readonly bom: number;
  private readonly markdown: boolean;
  /**
   * Where Markdown's front matter ends, in which a directive is a YAML comment (0: none): the document's front matter
   * (frontMatter.ts) when it is YAML from the text's very start, as the finder reads it (shared `frontMatterEnd`), so
   * that a directive written there is read.
   */
  private readonly frontEnd: number;
  /**
   * Where Markdown's front matter of any format ends (0: none): its body starts there, so a file directive goes
   * below it. TOML's (`+++`, Hugo, Zola) the finder reads no comment in, so no directive is written inside it.
   */
  private readonly matterEnd: number;
  private readonly places: PlaceReader;
  /** Where the table of languages lets a directive go. */
  private readonly rules: DirectiveRules;
  /** Whether each line starts in code (not in a string, comment or verbatim text), filled forward as asked. */
  private readonly startsInCode: boolean[] = [];
  private directives: number | undefined;
  private readonly defaultEol: string;

  /** `frontMatters`: the workspace's readings of front matter (frontMatter.ts), when the platform has a workspace. */
  constructor(readonly doc: TextDocument, readonly languageId: string, frontMatters: FrontMatters | undefined) {
    this.text = doc.getText();
    this.version = doc.version;
    this.bom = this.text.charCodeAt(0) === 0xfeff ? 1 : 0;
    this.rules = languageById(languageId).directives;
    this.markdown = this.rules.constructs === 'markdown';
    const front = this.markdown ? frontMatterOf(doc, frontMatters) : undefined;
    this.frontEnd = front?.format === 'yaml' && front.start === 0 ? front.end : 0;
    this.matterEnd = front?.end ?? 0;
    this.places = placeReader(this.text, languageId);
    const nl = this.text.indexOf('\n');
    this.defaultEol = nl > 0 && this.text[nl - 1] === '\r' ? '\r\n' : '\n';
  }

  /** The comment of `body` for a directive on line `line` (YAML's in Markdown front matter). */
  comment(body: string, line: number): string | undefined {
    if (this.markdown && this.start(line) < this.frontEnd) return `# ${body}`;
    return writeDirective(this.languageId, body);
  }

  /** The line break a line inserted at `line` takes: that line's own, else the one before it (mixed endings stay as they are). */
  eolOf(line: number): string {
    for (const l of [line, line - 1]) {
      if (l < 0 || l + 1 >= this.doc.lineCount) continue;
      const next = this.start(l + 1);
      return this.text[next - 2] === '\r' ? '\r\n' : '\n';
    }
    return this.defaultEol;
  }

  /** How many directives the document holds now. */
  directiveCount(): number {
    this.directives ??= parseDirectives(this.text, this.languageId, this.doc).length;
    return this.directives;
  }

  /**
   * True when every edit writes where its language reads code (or, starting
   * with a line break, after a line comment), and the text after each
   * insertion, and at the end, reads as it did: nothing opened or closed.
   */
  keepsMeaning(edits: readonly TextEdit[]): boolean {
    const sorted = edits.map((e) => ({ at: this.doc.offsetAt(e.range.start), text: e.newText })).sort((a, b) => a.at - b.at);
    for (const { at, text } of sorted) {
      // Written after a line's end (a line break first), the new line is what the next line's start is.
      const where = /^\r?\n/.test(text) ? this.nextLineStart(at) : at;
      if (this.places.at(where) !== 'code') return false;
    }
    const after = TextDocument.applyEdits(this.doc, edits as TextEdit[]);
    const reader = placeReader(after, this.languageId);
    let shift = 0;
    for (const { at, text } of sorted) {
      shift += text.length;
      const next = this.nextLineStart(at);
      if (this.places.at(next) !== reader.at(next + shift)) return false;
    }
    return this.places.at(this.text.length) === reader.at(after.length);
  }

  /** The start of the line after the one holding `at`, or the text's end. */
  private nextLineStart(at: number): number {
    const nl = this.text.indexOf('\n', at);
    return nl < 0 ? this.text.length : nl + 1;
  }

  /** The places to try for `code` at `offset`, best first. */
  *lineCandidates(offset: number, code: string): Generator<Placement | undefined> {
    const line = this.doc.positionAt(offset).line;
    const block = this.constructAround(line);
    if (block) {
      yield this.region(block[0], block[1], code);
      return;
    }
    if (this.markdown && this.start(line) >= this.frontEnd) {
      // In front matter the finder reads no comment in (TOML's), a comment would be the metadata's text.
      if (this.start(line) < this.matterEnd) return;
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
    return { edits: [{ range: this.rangeAt(at), newText: `${this.indent(line)}${comment}${this.eolOf(line)}` }], scope: 'line' };
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
    const eol = this.eolOf(last);
    // A blank line ends a Markdown table before the comment, which a table might otherwise take for a row.
    const gap = this.markdown ? eol : '';
    return {
      edits: [
        { range: this.rangeAt(this.start(first)), newText: `${indent}${disable}${this.eolOf(first)}` },
        { range: this.rangeAt(this.end(last)), newText: `${eol}${gap}${indent}${enable}` },
      ],
      scope: 'block',
    };
  }

  /**
   * The first and last lines of the construct `line` starts inside, which
   * cannot hold a comment line: from the line it opens on (which starts in
   * code) to the last line before one that starts in code again (trailing
   * blank lines left out). A Markdown table too.
   */
  private constructAround(line: number): [number, number] | undefined {
    if (this.markdown) {
      const table = this.tableAround(line);
      if (table) return table;
    }
    if (this.lineStartsInCode(line)) return undefined;
    let first = line;
    while (first >= 0 && !this.lineStartsInCode(first)) first--;
    if (first < 0) return undefined;
    let last = line;
    while (last + 1 < this.doc.lineCount && !this.lineStartsInCode(last + 1)) last++;
    while (last > line && this.lineText(last).trim() === '') last--;
    return [first, last];
  }

  /** Whether `line` starts in code; the lines before it are read first, so the reading goes forward once. */
  private lineStartsInCode(line: number): boolean {
    for (let l = this.startsInCode.length; l <= line; l++) this.startsInCode.push(this.places.at(this.start(l)) === 'code');
    return this.startsInCode[line]!;
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

  /** Where a file directive goes: below what must stay first. */
  fileTop(): number {
    if (this.markdown) {
      if (this.matterEnd > 0) return this.start(this.doc.positionAt(this.matterEnd).line + 1);
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

  /** Where `line`'s text starts (after a byte order mark on the first line). */
  private start(line: number): number {
    return line === 0 ? this.bom : this.doc.offsetAt({ line, character: 0 });
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
