/**
 * How a reader of a language takes each place of a text: in code (where a
 * comment may be written and means nothing), in a comment, in a string, or
 * in text kept as written (a here-document, a YAML block scalar, a
 * Markdown code block, an HTML tag or `<script>`). A host that writes into
 * a document without changing what it means (a directive that silences a
 * finding) asks here where it may write: only where the reader sees code,
 * and so that the reading after its insertion is the reading before. Built
 * on the finder's own lexical knowledge (code.ts, comments.ts, lines.ts),
 * so the writer and the reader agree.
 */
import { CodeScanner, codeSyntax } from './code';
import type { CodeSyntax } from './code';
import { commentSyntax, frontMatterEnd, inBlock, inLine, isYaml, lineEnd, mergedRanges } from './comments';
import type { CommentSyntax, MarkedComment } from './comments';
import { knownLanguage } from '../languages/table';
import { fencedBlocks, inSpans, LineReader } from './lines';
import { findFamily } from './traits';
import { heredocBodies, yamlBlockScalars } from './verbatim';
import { markdownBlocks } from './markdownBlocks';

/** What a place of a text is to the reader of its language. */
export type Place = 'code' | 'line-comment' | 'comment' | 'string' | 'verbatim';

/** The places of one text. */
export interface PlaceReader {
  /** What `offset` (before the character there) is in; offsets asked in increasing order cost least. */
  at(offset: number): Place;
}

/** How the reader of `languageId` takes the places of `text`. */
export function placeReader(text: string, languageId: string): PlaceReader {
  const id = languageId.toLowerCase();
  if (isYaml(id)) return yamlPlaces(text, text.length, HASH_LINE);
  const family = findFamily(id);
  if (family === 'markdown') return markdownPlaces(text, id);
  if (family === 'html') return htmlPlaces(text, id);
  const code = codeSyntax(id);
  if (code) return codePlaces(text, id, code);
  return commentPlaces(text, commentSyntax(id));
}

const HASH_LINE: CommentSyntax = { line: ['#'], block: [] };

/**
 * Every occurrence of `marker` that stands in a comment of `languageId`
 * (or, in a language without comments, anywhere on a line), in text order,
 * as the reader of the language takes the places of the text (`placeReader`):
 * not in a string literal, a code span, a Markdown code block, a tag or an
 * attribute value. Costs one `indexOf` when the marker is absent.
 */
export function markedComments(text: string, languageId: string, marker: string): MarkedComment[] {
  const sites: MarkedComment[] = [];
  let at = text.indexOf(marker);
  if (at < 0) return sites;
  const place = commentAt(text, languageId.toLowerCase());
  const spans = new LineReader(text);
  for (; at >= 0; at = text.indexOf(marker, at + marker.length)) {
    // `uri-lint-disable` quoted in a code span is a mention, not a directive.
    if (spans.inCodeSpan(at)) continue;
    const site = place(at);
    if (site) sites.push(site);
  }
  return sites;
}

/**
 * The comment holding an offset, with where its text ends, from the places
 * of the text. One difference from a writer's reading: YAML (and Markdown's
 * front matter) is read line by line, a block scalar's lines too, so that a
 * directive in a script's own comment (a workflow's `run: |`) is read,
 * where a writer never inserts one (it would change the scalar's value).
 */
function commentAt(text: string, id: string): (at: number) => MarkedComment | undefined {
  const language = knownLanguage(id);
  const syntax = language?.comments;
  const code = language?.code;
  if (!code && !syntax) return (at) => ({ at, end: lineEnd(text, at), after: lineEnd(text, at) });
  const places = placeReader(text, id);
  const yamlEnd = language?.syntax === 'yaml' ? text.length : language?.syntax === 'markdown' ? frontMatterEnd(text) : 0;
  const close = code?.block?.[1];
  return (at) => {
    if (at < yamlEnd) return inLine(text, HASH_LINE, at, { yaml: true });
    const place = places.at(at);
    if (place === 'line-comment') return { at, end: lineEnd(text, at), after: lineEnd(text, at) };
    if (place !== 'comment') return undefined;
    if (!code) return inBlock(text, syntax!, at);
    if (close === undefined) return undefined;
    const k = text.indexOf(close, at);
    return k < 0 ? { at, end: text.length, after: text.length } : { at, end: k, after: k + close.length };
  };
}

/** Code: the finder's scanner, and here-documents as strings. */
function codePlaces(text: string, id: string, syntax: CodeSyntax): PlaceReader {
  let scanner = new CodeScanner(text, syntax);
  let last = 0;
  const heredocs = heredocBodies(text, id);
  return {
    at(offset) {
      if (inSpans(heredocs, offset)) return 'string';
      // The scanner reads forward: a question behind it starts a new one rather than re-reading for each.
      if (offset < last) scanner = new CodeScanner(text, syntax);
      last = offset;
      const state = scanner.stateKey(offset);
      return state === 'code' ? 'code' : state === 'line comment' ? 'line-comment' : state === 'block comment' ? 'comment' : 'string';
    },
  };
}

/** YAML (or Markdown's front matter, the first `to` characters): block scalars are text, `#` after a blank a comment. */
function yamlPlaces(text: string, to: number, syntax: CommentSyntax): PlaceReader {
  const scalars = yamlBlockScalars(text, to);
  return {
    at(offset) {
      if (inSpans(scalars, offset)) return 'verbatim';
      return inLine(text, syntax, offset, { yaml: true }) ? 'line-comment' : 'code';
    },
  };
}

/**
 * Markdown: code blocks are verbatim from just after the start of a fence's
 * opening line (its info string is the block's) to the end of its closing
 * line, and over every line of an indented block; a code span is a string;
 * an HTML comment a comment; the front matter is YAML.
 */
function markdownPlaces(text: string, id: string): PlaceReader {
  const syntax = commentSyntax(id)!;
  const front = frontMatterEnd(text);
  const frontPlaces = front > 0 ? yamlPlaces(text, front, HASH_LINE) : undefined;
  const fences = fencedBlocks(text, text.length);
  const opened: number[] = [];
  for (let i = 0; i < fences.length; i += 2) opened.push(fences[i]! + 1, fences[i + 1]! + 1);
  const blocks = markdownBlocks(text, fences).code;
  const indented: number[] = [];
  for (let i = 0; i < blocks.length; i += 2) if (blocks[i]! >= front) indented.push(blocks[i]!, blocks[i + 1]! + 1);
  const verbatim = mergedRanges(opened, indented);
  const comments = blockComments(text, syntax);
  return {
    at(offset) {
      if (frontPlaces && offset < front) return frontPlaces.at(offset);
      if (inSpans(verbatim, offset)) return 'verbatim';
      if (inSpans(comments, offset)) return 'comment';
      return new LineReader(text).inCodeSpan(offset) ? 'string' : 'code';
    },
  };
}

/** Elements whose text an HTML comment would change (a script's, a preformatted block's). */
const RAW_ELEMENTS = /^(?:script|style|pre|textarea|title|xmp|listing|plaintext)$/i;

/** HTML and its templates: comments, and tags and raw elements verbatim. */
function htmlPlaces(text: string, id: string): PlaceReader {
  const verbatim: number[] = [];
  const syntax = commentSyntax(id);
  // A template's own comments (`{# … #}`, `{{!-- … --}}`) are comments too.
  const comments = syntax ? blockComments(text, { ...syntax, block: syntax.block.filter(([open]) => open !== '<!--') }) : [];
  let lower: string | undefined;
  for (let at = text.indexOf('<'); at >= 0 && at < text.length;) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      const stop = end < 0 ? text.length : end + 3;
      comments.push(at + 1, stop);
      at = text.indexOf('<', stop);
      continue;
    }
    if (!/[A-Za-z/!?]/.test(text[at + 1] ?? '')) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    const end = tagEnd(text, at + 1);
    verbatim.push(at + 1, end);
    const name = /^[A-Za-z][A-Za-z0-9-]*/.exec(text.slice(at + 1, at + 40))?.[0];
    let next = end;
    if (name && RAW_ELEMENTS.test(name)) {
      lower ??= text.toLowerCase();
      const close = lower.indexOf(`</${name.toLowerCase()}`, end);
      next = close < 0 ? text.length : close;
      verbatim.push(end, next + 1);
    }
    at = text.indexOf('<', next);
  }
  const ranges = mergedRanges(verbatim, []);
  const commentRanges = mergedRanges(comments, []);
  return {
    at(offset) {
      if (inSpans(commentRanges, offset)) return 'comment';
      return inSpans(ranges, offset) ? 'verbatim' : 'code';
    },
  };
}

/** Just past the `>` that ends the tag whose name starts at `from`, quotes respected; the text's end when none does. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x3e) return i + 1;
  }
  return text.length;
}

/** The other languages: their comments, and code elsewhere (plain text has no comments: all of it is code). */
function commentPlaces(text: string, syntax: CommentSyntax | undefined): PlaceReader {
  const comments = syntax ? blockComments(text, syntax) : [];
  return {
    at(offset) {
      if (!syntax) return 'code';
      if (inSpans(comments, offset)) return 'comment';
      return inLine(text, syntax, offset, { yaml: false }) ? 'line-comment' : 'code';
    },
  };
}

/**
 * The block comments of `text` (`<!-- … -->`, `/* … *\/`), read forward
 * once: each from its opener to just past its closer (the text's end when
 * unclosed), so a question about any place costs a binary search.
 */
function blockComments(text: string, syntax: CommentSyntax): number[] {
  const out: number[] = [];
  const pairs = syntax.block;
  const next = pairs.map(([open]) => text.indexOf(open));
  for (let from = 0; ;) {
    let best = -1;
    for (let i = 0; i < pairs.length; i++) {
      if (next[i]! >= 0 && next[i]! < from) next[i] = text.indexOf(pairs[i]![0], from);
      if (next[i]! >= 0 && (best < 0 || next[i]! < next[best]!)) best = i;
    }
    if (best < 0) return out;
    const [open, close] = pairs[best]!;
    const at = next[best]!;
    const end = text.indexOf(close, at + open.length);
    const stop = end < 0 ? text.length : end + close.length;
    // Just after the opener is inside (an offset asks about the place before its character).
    out.push(at + 1, stop);
    from = stop;
  }
}

