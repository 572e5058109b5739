/**
 * Completion inside a reference being typed, as VS Code's
 * Markdown server offers it, in every document the finder reads links in
 * (Markdown links and definitions, HTML attributes) and in the `$ref`s of
 * JSON and YAML: after a `/` the entries of the folder written so far,
 * after a `#` the anchors of the target (headings, ids; a JSON document's
 * members) or of the document itself.
 *
 * What is typed is read from the document before anything is awaited; the
 * folders and anchors come from `LinkFacts`, read once and kept.
 */
import { CompletionItemKind } from 'vscode-languageserver-types';
import type { CompletionItem, CompletionList, Position, Range } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parse } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { referenceAt } from '../analysis';
import { escapeToken, parsePointer } from '../anchors/jsonPointer';
import type { TargetIndex } from '../anchors/targetIndex';
import type { DocumentContext } from '../context';
import { maskPasswordsIn, secretSpans } from '@uri-lint/shared';
import { encodeSegment, uriBelow } from '../links/facts';
import { localTargetOf, READER_CONTEXTS } from '../links/target';
import { encodeFragment, ownIndex } from '../rules/fragments';
import { schemaRefsOf } from '../rules/schemaRefs';
import { linkContextOf } from './facts';
import { completedByVsCodeMarkdown } from './markdownLinks';

/** The characters that open a completion inside a reference. */
export const COMPLETION_TRIGGERS = ['/', '#'];


/**
 * A link being typed that the finder does not find yet (no closing `)` or
 * quote): the text of its line before the cursor ends inside a Markdown
 * link's destination, a definition's, an HTML `href`/`src`, or a `$ref`.
 */
const TYPED_LINK = [
  /\]\(\s*<?([^\s()<>]*)$/,
  /^\s{0,3}\[[^\]]+\]:\s*<?(\S*)$/,
  /\b(?:href|src|action|poster|cite|data)\s*=\s*["']([^"'\s]*)$/i,
  /["']?\$ref["']?\s*:\s*["']?([^"'\s,}]*)$/,
];

/** The reference typed up to the cursor: its text so far and where that starts. */
interface Typed {
  text: string;
  start: number;
}

/**
 * The most completions one answer holds. A folder of 200,000 entries or a
 * document of as many headings answers the first that start as typed, marked
 * incomplete: the editor asks again as the user types on.
 */
export const MAX_COMPLETIONS = 1_000;

/** Completion's options, fixed for the life of a client. */
export interface CompletionOptions {
  /**
   * Nothing where VS Code's Markdown extension completes (a Markdown link's
   * destination): its list and ours would show every entry twice.
   */
  leaveVsCodeMarkdown: boolean;
}

/** The completions at `position`: folder entries after a `/`, anchors after a `#`; none elsewhere. */
export async function computeCompletion(ctx: DocumentContext, position: Position, options: CompletionOptions = { leaveVsCodeMarkdown: false }): Promise<CompletionItem[] | CompletionList> {
  const { document } = ctx;
  const offset = document.offsetAt(position);
  if (options.leaveVsCodeMarkdown && completedByVsCodeMarkdown(ctx.analysis.languageId, document.getText({ start: { line: position.line, character: 0 }, end: position }))) return [];
  const typed = typedAt(ctx, offset);
  if (!typed || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(typed.text) || typed.text.startsWith('//')) return [];
  const hash = typed.text.indexOf('#');
  if (hash >= 0) {
    const range = rangeOf(document, typed.start + hash + 1, offset);
    const index = await targetIndexOf(ctx, typed.text.slice(0, hash));
    return index ? anchorItems(index, typed.text.slice(hash + 1), range) : [];
  }
  const slash = typed.text.lastIndexOf('/');
  const folder = typed.text.slice(0, slash + 1);
  return entryItems(ctx, folder, typed.text.slice(slash + 1), rangeOf(document, typed.start + slash + 1, offset));
}

/** A collection that knows its size: an array, a set or a map. */
type Sized<T> = Iterable<T> & ({ readonly length: number } | { readonly size: number });

/**
 * `candidates` made items, all of them when they are few; else, marked
 * incomplete, the first `MAX_COMPLETIONS` whose `key` starts with what is
 * typed (letter case aside), the first of the rest after them.
 */
function bounded<T>(candidates: Sized<T>, typed: string, key: (candidate: T) => string, item: (candidate: T, i: number) => CompletionItem | undefined): CompletionItem[] | CompletionList {
  const items: CompletionItem[] = [];
  if (('length' in candidates ? candidates.length : candidates.size) <= MAX_COMPLETIONS) {
    let i = 0;
    for (const candidate of candidates) {
      const made = item(candidate, i++);
      if (made) items.push(made);
    }
    return items;
  }
  const lower = typed.toLowerCase();
  const rest: T[] = [];
  let i = 0;
  for (const candidate of candidates) {
    if (items.length >= MAX_COMPLETIONS) break;
    if (!key(candidate).toLowerCase().startsWith(lower)) {
      if (rest.length < MAX_COMPLETIONS) rest.push(candidate);
      continue;
    }
    const made = item(candidate, i++);
    if (made) items.push(made);
  }
  for (const candidate of rest) {
    if (items.length >= MAX_COMPLETIONS) break;
    const made = item(candidate, i++);
    if (made) items.push(made);
  }
  return { isIncomplete: true, items };
}

function typedAt(ctx: DocumentContext, offset: number): Typed | undefined {
  const ref = referenceAt(ctx.analysis, offset);
  if (ref && READER_CONTEXTS.has(ref.found.context) && ref.found.offsets === undefined && offset >= ref.found.start) {
    return { text: ref.found.text.slice(0, offset - ref.found.start), start: ref.found.start };
  }
  for (const { occurrence } of schemaRefsOf(ctx.document, ctx.settings)) {
    if (occurrence.start <= offset && offset <= occurrence.end) return { text: occurrence.value.slice(0, offset - occurrence.start), start: occurrence.start };
  }
  const lineStart = ctx.document.offsetAt({ line: ctx.document.positionAt(offset).line, character: 0 });
  const before = ctx.document.getText({ start: ctx.document.positionAt(lineStart), end: ctx.document.positionAt(offset) });
  for (const pattern of TYPED_LINK) {
    const match = pattern.exec(before);
    if (match) return { text: match[1]!, start: offset - match[1]!.length };
  }
  return undefined;
}

function rangeOf(document: TextDocument, start: number, end: number): Range {
  return { start: document.positionAt(start), end: document.positionAt(end) };
}

/** The file a typed path names, inside a workspace folder, when the platform has one. */
function localUri(ctx: DocumentContext, path: string, { directory }: { directory: boolean }): string | undefined {
  const links = linkContextOf(ctx);
  if (!links) return undefined;
  const text = path === '' && directory ? './' : path;
  const parsed = parse(text);
  if (!parsed.valid) return undefined;
  const ref: AnalyzedReference = { found: { text, start: 0, end: text.length, context: 'markdown-link' }, parsed };
  const target = localTargetOf(ref, links.scope);
  return target && uriBelow(target.folder, target.segments);
}

async function targetIndexOf(ctx: DocumentContext, path: string): Promise<TargetIndex | undefined> {
  if (path === '') return ownIndex(ctx.document, ctx.settings);
  const uri = localUri(ctx, path, { directory: false });
  const anchors = ctx.files?.anchors;
  if (uri === undefined || !anchors) return undefined;
  // A file that cannot be read has no anchors to offer; it is not kept (a path typed as it is written).
  if (!(await anchors.ensureTyped(uri))) return undefined;
  return anchors.known(uri, ctx.settings.linksHeadingIds) ?? undefined;
}

/** True when a text offered (a heading, an id, a member, a file name) may hold a password. */
function holdsPassword(text: string): boolean {
  return text.includes('@') && (maskPasswordsIn(text) !== text || secretSpans(`#${text}`).length > 0);
}

/** The anchors of a target as completions: ids of Markdown and HTML, members of JSON and YAML at the pointer typed. */
function anchorItems(index: TargetIndex, typed: string, range: Range): CompletionItem[] | CompletionList {
  const pointer = index.pointer();
  if (pointer && (typed === '' || typed.startsWith('/'))) {
    const slash = typed.lastIndexOf('/');
    const path = parsePointer(typed.slice(0, Math.max(slash, 0))) ?? [];
    const written = slash >= 0 ? typed.slice(0, slash + 1) : '/';
    const members = (pointer.members(path) ?? []).filter((member) => !holdsPassword(member));
    return bounded(members, typed.slice(slash + 1), (member) => member, (member, i) => ({
      label: member,
      kind: CompletionItemKind.Field,
      sortText: String(i).padStart(6, '0'),
      filterText: `${written}${escapeToken(member)}`,
      textEdit: { range, newText: encodeFragment(`${written}${escapeToken(member)}`) },
    }));
  }
  // A heading that holds a password is not offered: its id (a slug of its text) holds it too.
  const anchors = index.anchors().filter((anchor) => anchor.kind !== 'alias' && !holdsPassword(anchor.id) && !holdsPassword(anchor.text ?? ''));
  return bounded(anchors, typed, (anchor) => anchor.id, (anchor, i) => ({
    label: `#${anchor.id}`,
    kind: anchor.kind === 'html' ? CompletionItemKind.Reference : CompletionItemKind.Constant,
    ...(anchor.text === undefined ? {} : { detail: anchor.text }),
    sortText: String(i).padStart(6, '0'),
    filterText: anchor.id,
    textEdit: { range, newText: encodeFragment(anchor.id) },
  }));
}

/** The entries of the folder a typed path ends in (`name`: what is typed of the entry), folders first; a folder's completion asks for the next. */
async function entryItems(ctx: DocumentContext, folder: string, name: string, range: Range): Promise<CompletionItem[] | CompletionList> {
  const uri = localUri(ctx, folder, { directory: true });
  const listing = uri === undefined ? undefined : await ctx.files?.typedListing(uri);
  if (!listing) return [];
  return bounded(listing.entries, name, ([entry]) => entry, ([entry, kind]) => {
    if (entry.startsWith('.') || kind === 'outside' || holdsPassword(entry)) return undefined;
    const directory = kind === 'directory';
    return {
      label: directory ? `${entry}/` : entry,
      kind: directory ? CompletionItemKind.Folder : CompletionItemKind.File,
      sortText: `${directory ? 0 : 1}${entry}`,
      filterText: entry,
      textEdit: { range, newText: directory ? `${encodeSegment(entry)}/` : encodeSegment(entry) },
      ...(directory ? { command: { title: 'Suggest', command: 'editor.action.triggerSuggest' } } : {}),
    };
  });
}
