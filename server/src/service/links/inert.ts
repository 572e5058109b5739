/**
 * References that look like links and are none, so that no link or fragment
 * check judges them: a link inside an HTML comment (Markdown, HTML, XML)
 * renders nothing; an XML namespace declaration (`xmlns:x="…"`) names a
 * namespace, it leads nowhere; a Markdown reference definition that no link
 * uses renders nothing (its target's findings drop to Information: the
 * definition may be kept for later, and a missing target is all there is to
 * say); an XML Schema location is a hint a parser may resolve elsewhere, so
 * its missing file is Information too. A `$ref` the finder reads by its
 * text (find/refs.ts) is a reference only where the document's structure
 * makes it one (anchors/refs.ts): inside instance data (`const`, `enum`,
 * `default`, `examples`, a test suite's `data`) it is data, not a link. In an
 * XSLT stylesheet, the file an instruction writes (`<exsl:document href>`,
 * `<xsl:result-document href>`) is a name of its output, no link; a literal
 * result element's link (`<link href>` in a template) is a link of that
 * output, resolved from where it is written: its missing file is Information.
 * In the contributors' list the all-contributors bot writes between its
 * `<!-- ALL-CONTRIBUTORS-LIST:START -->` and `<!-- ALL-CONTRIBUTORS-LIST:END -->`
 * comments, a contribution with no page of its own links its emoji to
 * `#<type>-<login>` (`#ideas-Expertium`, `#data-user1823`): a key no heading
 * or anchor is written for, by the bot's design, no link.
 */
import { documentLanguage, exceedsJsonDepth, knownLanguage, languageById } from '@uri-lint/shared';
import type { Language } from '@uri-lint/shared';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis, AnalyzedReference } from '../analysis';
import { partitionPoint } from '@uri-lint/shared';
import { jsonRefs, yamlRefs } from '../anchors/refs';
import { REF_CONTEXTS } from './target';
import { xsltAttribute, xsltPrefix } from './xmlVocabulary';
import { ObjectMemo } from '../caches';

/** How a reference is no link. */
export type Inert = 'comment' | 'namespace' | 'unused-definition' | 'schema-location' | 'instance-data' | 'xslt-output' | 'xslt-result' | 'contribution-key';

/** What is read of a document's text once per analysis: its comments and the labels its links use. */
interface Facts {
  /** The `[start, end)` of each HTML comment, in text order (ends, for the binary search). */
  commentStarts: number[];
  commentEnds: number[];
  /** Markdown reference labels used by a link or image (normalized), when the document is Markdown. */
  usedLabels?: Set<string>;
  /** The `[start, end)` of each contributors' list the all-contributors bot wrote (between its comments), in text order. */
  contributorLists: Array<[number, number]>;
  /** The prefix of its instructions, when the document is an XSLT stylesheet (links/xmlVocabulary.ts); read when first asked. */
  xslt?: string | null;
}

const known = new ObjectMemo<Analysis, Facts>();


/** Why `ref` of `document`, which starts at `start` in it, is no link, if it is none. */
export function inertLink(ref: AnalyzedReference, start: number, analysis: Analysis, document: TextDocument): Inert | undefined {
  // Other strings of JSON and YAML (absolute URIs) are the finder's as any text's: only a `$ref`'s value is read by its place.
  if (REF_CONTEXTS.has(ref.found.context)) return isRefValue(document, start) && isInstanceData(start, analysis, document) ? 'instance-data' : undefined;
  const { language, commented } = commentsOf(analysis);
  if (!commented) return undefined;
  const facts = factsOf(analysis, document, { markdown: language.syntax === 'markdown' });
  const i = partitionPoint(facts.commentEnds.length, (k) => facts.commentEnds[k]! <= start);
  if (i < facts.commentStarts.length && facts.commentStarts[i]! <= start) return 'comment';
  if (facts.contributorLists.length > 0 && ref.found.text.startsWith('#') && facts.contributorLists.some(([from, to]) => from <= start && start < to)) return 'contribution-key';
  if (ref.found.context === 'html-attribute' && isNamespace(document, start)) return 'namespace';
  if (ref.found.context === 'html-attribute' && isSchemaLocation(document, start)) return 'schema-location';
  if (ref.found.context === 'html-attribute' && language.xml) {
    const prefix = facts.xslt === undefined ? (facts.xslt = xsltPrefix(document.getText()) ?? null) : facts.xslt;
    const place = prefix === null ? undefined : xsltAttribute(document.getText(), start, prefix);
    if (place !== undefined) return place === 'output' ? 'xslt-output' : 'xslt-result';
  }
  if (ref.found.context === 'markdown-definition' && facts.usedLabels && !facts.usedLabels.has(definitionLabel(document, start) ?? '')) return 'unused-definition';
  return undefined;
}

/** The language of the document asked about last, and whether its comments are `<!-- … -->`: the rules ask reference by reference. */
let lastAsked: { languageId: string; uri: string; language: Language; commented: boolean } | undefined;

/** The document's language, and whether the table of languages says its comments are `<!-- … -->` (Markdown, HTML, XML, SVG, Vue…), by id or by name. */
function commentsOf({ languageId, uri }: Analysis): { language: Language; commented: boolean } {
  if (lastAsked?.languageId !== languageId || lastAsked.uri !== uri) {
    const language = languageById(documentLanguage(languageId, uri));
    lastAsked = { languageId, uri, language, commented: language.comments?.block.some(([open]) => open === '<!--') ?? false };
  }
  return lastAsked;
}

function factsOf(analysis: Analysis, document: TextDocument, { markdown }: { markdown: boolean }): Facts {
  let facts = known.get(analysis);
  if (facts) return facts;
  const text = document.getText();
  const commentStarts: number[] = [];
  const commentEnds: number[] = [];
  const contributorLists: Array<[number, number]> = [];
  let listStart = -1;
  for (let at = text.indexOf('<!--'); at >= 0; at = text.indexOf('<!--', at + 4)) {
    const end = text.indexOf('-->', at + 4);
    commentStarts.push(at);
    commentEnds.push(end < 0 ? text.length : end + 3);
    if (end < 0) break;
    // The bot's markers (`<!-- ALL-CONTRIBUTORS-LIST:START - Do not remove or modify this section -->`): a list runs to its end marker.
    const marker = ALL_CONTRIBUTORS.exec(text.slice(at + 4, Math.min(end, at + 80)));
    if (marker?.[1] === 'START') listStart = end + 3;
    else if (marker?.[1] === 'END' && listStart >= 0) {
      contributorLists.push([listStart, at]);
      listStart = -1;
    }
    at = end;
  }
  facts = { commentStarts, commentEnds, contributorLists, ...(markdown ? { usedLabels: usedLabels(text) } : {}) };
  known.set(analysis, facts);
  return facts;
}

/** A comment that marks where the all-contributors bot's list starts or ends. */
const ALL_CONTRIBUTORS = /^\s*ALL-CONTRIBUTORS-LIST:(START|END)\b/;

/** A label as CommonMark matches it: case folded, runs of whitespace one space, trimmed. */
function normalLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The labels a Markdown text's links use: `[text][label]`, `[label][]` and the shortcut `[label]` (any bracketed
 * text not followed by `(` or `:` counts, so that a use is never missed). Linear: one pass of a regular expression
 * whose parts cannot overlap.
 */
function usedLabels(text: string): Set<string> {
  const used = new Set<string>();
  const brackets = /\[([^\[\]\n]{0,999})\](?:\[([^\[\]\n]{0,999})\])?(?!\(|:)/g;
  for (let m = brackets.exec(text); m; m = brackets.exec(text)) {
    if (m[2] !== undefined && m[2].trim() !== '') used.add(normalLabel(m[2]));
    else used.add(normalLabel(m[1]!));
    // `[a][b]`: `b` may also be text of its own; and a shortcut link inside a longer one.
    if (m[2] !== undefined) brackets.lastIndex = m.index + m[1]!.length + 2;
  }
  return used;
}

/** The label of the reference definition whose destination starts at `start` (`[label]: <dest>`). */
function definitionLabel(document: TextDocument, start: number): string | undefined {
  const text = document.getText();
  const before = start === 0 ? '' : text.slice(Math.max(text.lastIndexOf('\n', start - 1), text.lastIndexOf('\r', start - 1)) + 1, start);
  const match = /^ {0,3}\[([^\]]+)\]:\s*<?$/.exec(before);
  return match ? normalLabel(match[1]!) : undefined;
}

/**
 * Whether the attribute value at `start` is in an XML Schema location hint (`xsi:schemaLocation="ns location"`,
 * `xsi:noNamespaceSchemaLocation`): a parser resolves it through its catalog or class path, or not at all.
 */
function isSchemaLocation(document: TextDocument, start: number): boolean {
  const before = textBefore(document.getText(), start, 400);
  return /\b(?:noNamespaceS|s)chemaLocation\s*=\s*["'][^"'<>]*$/.test(before);
}

/** Whether the attribute value at `start` is an XML namespace's name (`xmlns="…"`, `xmlns:x="…"`). */
function isNamespace(document: TextDocument, start: number): boolean {
  const before = textBefore(document.getText(), start, 80);
  return /\bxmlns(?::[\w.-]+)?\s*=\s*["']?$/.test(before);
}

/**
 * Per analysis: where the document's structure puts a `$ref` (anchors/refs.ts, the one reading of it: the `$ref`
 * members of schemas, not of instance data), and up to where that reading reaches; undefined where it cannot tell.
 */
const structuralRefs = new ObjectMemo<Analysis, { starts: Set<number>; reach: number } | undefined>();

/** Whether the `$ref` value at `start` lies where the structure reads instance data, not a reference. */
function isInstanceData(start: number, analysis: Analysis, document: TextDocument): boolean {
  let known = structuralRefs.get(analysis);
  if (!structuralRefs.has(analysis)) {
    const format = knownLanguage(analysis.languageId)?.anchors;
    const text = document.getText();
    known = undefined;
    // A text nested deeper than the tree parser's stack is not read: its `$ref`s stay references.
    if (format === 'json' && !exceedsJsonDepth(text)) known = { starts: new Set(jsonRefs(text).refs.map((r) => r.start)), reach: text.length };
    else if (format === 'yaml') known = { starts: new Set(yamlRefs(text).refs.map((r) => r.start)), reach: secondDocument(text) };
    structuralRefs.set(analysis, known);
  }
  return known !== undefined && start < known.reach && !known.starts.has(start);
}

/** Whether the value at `start` is a `$ref` member's (`"$ref": "…"`, `$ref: …`, `$ref: >-` and the value below). */
function isRefValue(document: TextDocument, start: number): boolean {
  const before = textBefore(document.getText(), start, 80);
  // Tried where `$ref` is written in the window, the last first (most windows have it once), rather than at each of its
  // characters: the same answer as the expression unanchored.
  for (let at = before.lastIndexOf('$ref'); at >= 0; at = at === 0 ? -1 : before.lastIndexOf('$ref', at - 1)) {
    REF_KEY_BEFORE.lastIndex = at;
    if (REF_KEY_BEFORE.test(before)) return true;
  }
  return false;
}

/** A `$ref` key and its colon up to the value's start: on its line, or a block scalar's one line below it (`$ref: >-`, the value on the next line). */
const REF_KEY_BEFORE = /\$ref["']?\s*:(?:\s*["']?|[ \t]+[|>][-+]?[ \t]*(?:#[^\r\n]*)?\r?\n[ \t]+)$/y;

/**
 * The `width` characters of `text` before `start`, as the document's range between their positions reads them: a
 * window that would start between a CR and its LF starts before the CR (the positions of a line end at its break).
 * Sliced, not made from positions: a document's first position would index all its lines.
 */
function textBefore(text: string, start: number, width: number): string {
  const at = (offset: number): number => (offset > 0 && text.charCodeAt(offset - 1) === 0x0d && text.charCodeAt(offset) === 0x0a ? offset - 1 : offset);
  const end = Math.min(Math.max(start, 0), text.length);
  return text.slice(at(Math.max(0, end - width)), at(end));
}

/** Where a YAML text's second document starts (its structure is read in the first only), or its length. */
function secondDocument(text: string): number {
  // Most texts have no document marker: no line to visit (nor, without `---` or `...` anywhere, a line to look for).
  if ((!text.includes('---') && !text.includes('...')) || !/^(?:---|\.\.\.)(?:\s|$)/m.test(text)) return text.length;
  let content = false;
  for (const m of text.matchAll(/^.*$/gm)) {
    const line = m[0];
    if (/^(?:---|\.\.\.)(?:\s|$)/.test(line)) {
      if (content) return m.index;
    } else if (!/^\s*(?:#.*)?$/.test(line) && !line.startsWith('%')) content = true;
  }
  return text.length;
}
