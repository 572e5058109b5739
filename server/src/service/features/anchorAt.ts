/**
 * What a fragment can name, found under the cursor where it is declared: a
 * Markdown heading (its text), an explicit `{#id}`, an HTML `id` or
 * `<a name>`, an AsciiDoc id, a member of a JSON or YAML document (its key,
 * which `$ref` pointers name). References and rename start here when the
 * cursor is not on a link. Each is given as the fragment that names it and
 * the range a rename edits. Pure over the document's text.
 */
import type { Range } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Position } from 'vscode-languageserver-types';
import type * as Yaml from 'yaml';
import { getLocation } from 'jsonc-parser';
import type { DocumentContext } from '../context';
import { escapeToken } from '../anchors/jsonPointer';
import type { Anchor } from '../anchors/types';
import type { TargetIndex } from '../anchors/targetIndex';
import { headingRulesOf, ownIndex } from '../rules/fragments';
import { fragmentContextOf } from './facts';
import { exceedsJsonDepth } from '@uri-lint/shared';
import { yamlLibrary } from '../anchors/yamlScan';

/** An anchor declared under the cursor. */
export interface DeclaredAnchor {
  /** The fragment that names it, decoded (`getting-started`, `/components/schemas/Pet`). */
  id: string;
  /**
   * `heading`: its id is made from its text (a rename writes text and the id follows); `explicit` and `html`: the
   * id as written (`{#id}`, `id="…"`, AsciiDoc's `[[id]]`); `member`: a JSON or YAML key, the last token of `id`.
   */
  kind: 'heading' | 'explicit' | 'html' | 'member';
  /** What a rename edits: the heading's text, the id, the key (inside its quotes). */
  range: Range;
  /** The text there now. */
  text: string;
}

/** The anchor declared at `position`, if there is one. */
export function anchorAt(ctx: DocumentContext, position: Position): DeclaredAnchor | undefined {
  const index = documentAnchors(ctx);
  const format = index.format;
  if (format === 'json' || format === 'yaml') return memberAt(ctx.document, position, format);
  const lineText = lineOf(ctx.document, position.line);
  const onLine = index.anchors().filter((anchor) => anchor.line === position.line && anchor.kind !== 'alias');
  // An id written on the line under the cursor first (`{#id}`, `id="…"`), then the heading the line is.
  for (const anchor of onLine) {
    if (anchor.kind === 'heading') continue;
    const at = writtenAt(lineText, anchor.id, position.character);
    if (at !== undefined) return declared(anchor, position.line, at, at + anchor.id.length);
  }
  const heading = onLine.find((anchor) => anchor.kind === 'heading');
  if (!heading) return undefined;
  const text = headingText(lineText);
  if (!text) return undefined;
  return declared(heading, position.line, text.start, text.end, lineText.slice(text.start, text.end));
}

/** The document's own anchors under the rules of its renderer. */
export function documentAnchors(ctx: DocumentContext): TargetIndex {
  return ownIndex(ctx.document, ctx.settings, headingRulesOf(fragmentContextOf(ctx)));
}

function declared(anchor: Anchor, line: number, start: number, end: number, text = anchor.id): DeclaredAnchor {
  return { id: anchor.id, kind: anchor.kind === 'heading' ? 'heading' : anchor.kind === 'explicit' ? 'explicit' : 'html', range: { start: { line, character: start }, end: { line, character: end } }, text };
}

export function lineOf(document: TextDocument, line: number): string {
  return document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$/, '');
}

/**
 * Where `id` is written as an id on the line (after `#`, `id=`, `name=` or `[[`), the occurrence under or nearest
 * the cursor; undefined when it is not written there as itself (an entity-encoded HTML id).
 */
function writtenAt(line: string, id: string, character: number): number | undefined {
  let best: number | undefined;
  for (let at = line.indexOf(id); at >= 0; at = line.indexOf(id, at + 1)) {
    const before = line.slice(Math.max(0, at - 6), at);
    const after = line.charAt(at + id.length);
    const opened = /(?:#|\bid=["']?|\bname=["']?|\[\[|\[#|anchor:)$/i.test(before);
    const closed = after === '' || /[\s"'}\].,>]/.test(after);
    if (!opened || !closed) continue;
    if (best === undefined || Math.abs(at - character) < Math.abs(best - character)) best = at;
  }
  return best;
}

/** The text of an ATX heading line (without `#`s, a closing sequence or an attribute list), or of a setext heading's line. */
export function headingText(line: string): { start: number; end: number } | undefined {
  const atx = /^( {0,3}#{1,6}[ \t]+)(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
  let start: number;
  let text: string;
  if (atx) {
    start = atx[1]!.length;
    text = atx[2]!;
  } else {
    const lead = /^\s*/.exec(line)![0].length;
    start = lead;
    text = line.slice(lead).trimEnd();
  }
  // An attribute list closing the heading is the explicit id's, not the text's.
  const attributes = /\s*\{[^{}]*\}\s*$/.exec(text);
  if (attributes) text = text.slice(0, attributes.index);
  return text === '' ? undefined : { start, end: start + text.length };
}

/** The member whose key is under the cursor in a JSON or YAML document. */
function memberAt(document: TextDocument, position: Position, format: 'json' | 'yaml'): DeclaredAnchor | undefined {
  const text = document.getText();
  const offset = document.offsetAt(position);
  // Nesting too deep for a parser's recursion (a hostile file): no member is offered.
  if (exceedsJsonDepth(text)) return undefined;
  const found = format === 'json' ? jsonKeyAt(text, offset) : yamlKeyAt(text, offset);
  if (!found) return undefined;
  return {
    id: `/${found.path.map(escapeToken).join('/')}`,
    kind: 'member',
    range: { start: document.positionAt(found.start), end: document.positionAt(found.end) },
    text: text.slice(found.start, found.end),
  };
}

interface KeyAt {
  path: string[];
  start: number;
  end: number;
}

function jsonKeyAt(text: string, offset: number): KeyAt | undefined {
  const location = getLocation(text, offset);
  const node = location.previousNode;
  if (!location.isAtPropertyKey || !node || (node.type !== 'string' && node.type !== 'property')) return undefined;
  const last = location.path[location.path.length - 1];
  if (typeof last !== 'string' || last !== node.value) return undefined;
  // The key as written, inside its quotes; one written with escapes is not offered (its text is not its name).
  if (text.slice(node.offset + 1, node.offset + node.length - 1) !== node.value) return undefined;
  return { path: location.path.map(String), start: node.offset + 1, end: node.offset + node.length - 1 };
}


function yamlKeyAt(text: string, offset: number): KeyAt | undefined {
  const yaml = yamlLibrary();
  let doc: Yaml.Document.Parsed;
  try {
    doc = yaml.parseDocument(text, { uniqueKeys: false });
  } catch {
    return undefined;
  }
  let found: KeyAt | undefined;
  yaml.visit(doc, {
    Pair(_, pair, path) {
      const key = pair.key;
      if (!yaml.isScalar(key) || !key.range || typeof key.value !== 'string') return undefined;
      const [start, end] = key.range;
      if (offset < start || offset > end) return undefined;
      const written = text.slice(start, end);
      // A quoted key is edited inside its quotes; one written with escapes is not offered.
      const quoted = /^(["']).*\1$/s.test(written);
      const inner = quoted ? written.slice(1, -1) : written;
      if (inner !== key.value) return yaml.visit.BREAK;
      const tokens: string[] = [];
      const chain = [...path, pair];
      for (let i = 0; i < chain.length; i++) {
        const node = chain[i];
        if (yaml.isPair(node) && yaml.isScalar(node.key)) tokens.push(String(node.key.value));
        else if (yaml.isSeq(node)) tokens.push(String(node.items.indexOf(chain[i + 1] as never)));
      }
      found = { path: tokens, start: quoted ? start + 1 : start, end: quoted ? end - 1 : end };
      return yaml.visit.BREAK;
    },
  });
  return found;
}
