/**
 * Text that a language keeps as it is written, line after line, where a
 * line that looks like a comment is data: a here-document of a shell, Ruby,
 * Perl or PHP (its body is a string), a YAML block scalar (`command: |`),
 * a Markdown indented code block (CommonMark §4.4, read by markdownBlocks.ts). A host must neither
 * read a directive there nor write one there: either would change what the
 * file means. Each function answers sorted `[start, end)` pairs of offsets,
 * each from a body's first line start to its last line's end.
 */
import { knownLanguage } from '../languages/table';
import type { HeredocSyntax } from '../languages/types';
import { CodeScanner } from './code';

/** The operator that opens a here-document, by the table of languages' `heredoc`. */
const HEREDOC_OPENERS: Readonly<Record<HeredocSyntax, RegExp>> = {
  // `<<EOF`, `<<-EOF` (tabs before the terminator), `<<'EOF'`, `<<"EOF"`.
  shell: /<<(-?)[ \t]*(['"]?)([A-Za-z_][A-Za-z0-9_]*)\2/y,
  // Ruby's `<<~EOS` and `<<-EOS` allow an indented terminator; Perl's `<<~EOT` too.
  'ruby-perl': /<<([~-]?)(['"`]?)([A-Za-z_][A-Za-z0-9_]*)\2/y,
  // PHP's `<<<EOT`, `<<<'EOT'` (nowdoc), `<<<"EOT"`; since PHP 7.3 the terminator may be indented.
  php: /<<<[ \t]*(~?)(['"]?)([A-Za-z_][A-Za-z0-9_]*)\2/y,
};

/** The bodies of the here-documents of `text` read as `languageId` (none for a language without them). */
export function heredocBodies(text: string, languageId: string): number[] {
  const language = knownLanguage(languageId);
  const heredoc = language?.heredoc;
  const syntax = language?.code;
  if (heredoc === undefined || !syntax || !text.includes('<<')) return [];
  const opener = HEREDOC_OPENERS[heredoc];
  const scanner = new CodeScanner(text, syntax);
  const bodies: number[] = [];
  let from = 0;
  for (let at = text.indexOf('<<', from); at >= 0; at = text.indexOf('<<', from)) {
    opener.lastIndex = at;
    const match = opener.exec(text);
    // `$((1 << 2))`, `a << b`: no word right after the operator. An operator in a string or a comment opens nothing.
    if (!match || (at > 0 && text.charCodeAt(at - 1) === 0x3c) || scanner.inCommentOrString(at)) {
      from = at + 2;
      continue;
    }
    const php = heredoc === 'php';
    const indented = match[1] !== '' || php;
    const word = match[3]!;
    const nl = text.indexOf('\n', at);
    if (nl < 0) break;
    const start = nl + 1;
    let end = text.length;
    let next = text.length;
    // PHP's terminator may be followed by `;`, `,` or `)` on its line.
    const closes = php ? new RegExp(`^\\s*${word}(?![A-Za-z0-9_])`) : undefined;
    for (let ls = start; ls < text.length;) {
      const le = lineEnd(text, ls);
      const line = text.slice(ls, le);
      if ((indented ? line.trimStart() : line) === word || closes?.test(line)) {
        end = le;
        next = le;
        break;
      }
      const n = text.indexOf('\n', ls);
      if (n < 0) break;
      ls = n + 1;
    }
    bodies.push(start, end);
    from = next;
  }
  return bodies;
}

/** The YAML block scalars (`key: |`, `- >-`) of `text`, or of its first `to` characters (Markdown front matter). */
export function yamlBlockScalars(text: string, to = text.length): number[] {
  const out: number[] = [];
  for (let ls = 0; ls < to;) {
    const le = lineEnd(text, ls);
    const owner = blockScalarOwner(text.slice(ls, le));
    const next = nextLine(text, le);
    if (owner < 0) {
      ls = next;
      continue;
    }
    let last = -1;
    let l = next;
    for (; l < to; l = nextLine(text, lineEnd(text, l))) {
      const e = lineEnd(text, l);
      const line = text.slice(l, e);
      if (line.trim() === '') continue;
      if (indentOf(line) <= owner) break;
      last = e;
    }
    if (last >= 0) out.push(next, last);
    ls = last >= 0 ? nextLine(text, last) : next;
  }
  return out;
}

/** A YAML block scalar's indicator ending a line: after `key:` or `- `, maybe with a tag or an anchor. */
const BLOCK_SCALAR = /^([ \t]*(?:-[ \t]+)*)([^#'"\s-][^#]*?:[ \t]+|)(?:[!&]\S*[ \t]+)*[|>][1-9+-]{0,2}[ \t]*(?:#.*)?$/;

/** The column the content of a block scalar opened on `line` must pass, or -1 when the line opens none. */
function blockScalarOwner(line: string): number {
  // An indicator ends a short line: a long one (minified data) is not read with the pattern.
  if (line.length > 1000 || !/[|>]/.test(line)) return -1;
  const match = BLOCK_SCALAR.exec(line);
  if (!match) return -1;
  const dashes = match[1]!;
  if (match[2] !== '') return dashes.length;
  // `- |`: the content is the sequence item's, deeper than its dash.
  return dashes.length > 0 ? dashes.trimEnd().length - 1 : -1;
}

/** Columns of leading whitespace, a tab to the next multiple of four (CommonMark §2.2). */
function indentOf(line: string): number {
  let col = 0;
  for (const ch of line) {
    if (ch === ' ') col++;
    else if (ch === '\t') col += 4 - (col % 4);
    else break;
  }
  return col;
}

/** The end of the line starting at or holding `at` (before a `\r\n`'s `\r`). */
function lineEnd(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  const end = nl < 0 ? text.length : nl;
  return end > at && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end;
}

/** The start of the line after the one that ends at `end`, or the text's length. */
function nextLine(text: string, end: number): number {
  const nl = text.indexOf('\n', end);
  return nl < 0 ? text.length : nl + 1;
}
