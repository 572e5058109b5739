/**
 * Whether a fragment names something in its target: an anchor
 * of a Markdown or HTML document, a line of any file (`#L10`), a member of
 * a JSON or YAML document (a JSON Pointer, RFC 6901), or a `$anchor`.
 * Undefined when the fragment's meaning in that target is not known (a
 * `#section` of a PDF, a plain name in a JSON file a Markdown link opens):
 * nothing is reported then.
 */
import { percentDecode } from '@uri-lint/shared';
import { closestId } from './closest';
import { escapeToken, parsePointer, walkPointer } from './jsonPointer';
import { lineAnchorProblem, parseLineAnchor } from './lines';
import { pythonMarkdownSlug, slugOf } from './slug';
import type { TargetIndex } from './targetIndex';
import type { Anchor } from './types';

/** What a fragment names in a target. */
export type FragmentVerdict =
  | { found: true }
  /**
   * It names nothing: why, and the closest id there is, for the quick fix; `attributeId`: the target writes the id as
   * a heading's attribute list (`## [Values](#values) {#values}`), which the renderer assumed gives no id but the
   * author's does (`ATTRIBUTE_ID_NOTE`).
   */
  | { found: false; message: string; closest?: string; attributeId?: true };

/** The verdict of a fragment that names something: one frozen object, not a new one for each of a run's links. */
const FOUND: FragmentVerdict = Object.freeze({ found: true });

/** How a fragment is read. */
export interface FragmentUse {
  /** A `$ref` of JSON Schema or OpenAPI: its fragment is a JSON Pointer or a `$anchor` name, whatever the target's extension. */
  ref?: boolean;
  /** The pointer path of the resource a `$ref`'s `#/…` starts from (refs.ts), [] for the document. */
  resource?: readonly string[];
  /**
   * Whether the renderer gives a heading the id of its attribute list (`## Setup {#setup}`): a site generator's
   * Markdown does (kramdown, Pandoc, Python-Markdown's attr_list, Goldmark, Docusaurus, VitePress); GitHub's and
   * GitLab's do not, and slug the whole text, braces and all. Default: it does.
   */
  explicitIds?: boolean;
  /**
   * How a message names the target: `this file` for the document itself, the file's name for another
   * (`No heading or anchor "x" in guide.md`). Default: `the target`.
   */
  targetName?: string;
  /**
   * Whether the fragment may name a heading by its text, as a note vault's app finds it (links/vault.ts: Obsidian's
   * `[text](Note.md#Heading%20text)`, Foam's sections): then a heading whose words are the fragment's is found.
   */
  headingText?: boolean;
  /**
   * Whether the renderer gives definition lists' terms ids as it does headings (links/renderers.ts `definitionTermIds`:
   * Hugo's Goldmark with `autoDefinitionTermID`): then a term's id is found.
   */
  definitionTermIds?: boolean;
  /**
   * The renderer writes the fragment in lower case and makes its ids so (nbsphinx's link to another notebook's
   * section, Docutils' ids: links/nbsphinx.ts): an id of any letter case that the lowercased fragment is, is found.
   */
  caseless?: boolean;
  /**
   * The levels of a notebook's headings MyST-NB gives an id (a Sphinx project's `myst_heading_anchors`, links/renderers.ts
   * `notebookHeadingAnchors`): MyST's slug of the heading's text, GitHub's (autogen's `models.ipynb#azure-openai`, the
   * heading "Azure OpenAI", which Jupyter ids `Azure-OpenAI`). A heading of such a level whose slug is the fragment is found.
   */
  mystHeadings?: number;
  /**
   * Whether only `found` is asked (an AsciiDoc book's files, rules/asciidocBook.ts, each looked in for a chapter's
   * missing fragment): a miss's message and closest id are then not made.
   */
  foundOnly?: boolean;
}

/** Judges `fragment` (as written, without its `#`) in `target`. */
export function judgeFragment(fragment: string, target: TargetIndex, use: FragmentUse = {}): FragmentVerdict | undefined {
  // `#` alone is the top of the document.
  if (fragment === '') return FOUND;
  const decoded = percentDecode(fragment);
  if (use.ref || ((target.format === 'json' || target.format === 'yaml') && decoded.startsWith('/'))) {
    return judgeSchemaFragment(fragment, decoded, target, use);
  }
  if (target.format === 'markdown' || target.format === 'html' || target.format === 'asciidoc' || target.format === 'notebook') {
    // Only Markdown's `{#id}` waits on the renderer: AsciiDoc's `[[id]]`, `[#id]` and `anchor:id[]` are the
    // language's own, made by every renderer of it (GitHub's included).
    const explicitIds = use.explicitIds !== false || target.format === 'asciidoc' || target.format === 'html';
    // A browser looks for the fragment as written first, then percent-decoded (HTML, "the indicated part of the
    // document"): `#/Data%20Request` scrolls to `<a name="/Data%20Request">`, as jazzy's pages write them.
    if (decoded !== fragment && judgeAnchor(fragment, target, '', { explicitIds, foundOnly: true }).found) return FOUND;
    const verdict = judgeAnchor(decoded, target, use.targetName ?? THE_TARGET, { explicitIds, foundOnly: use.foundOnly });
    if (verdict.found) return verdict;
    if (use.headingText && target.format === 'markdown' && headingByText(decoded, target)) return FOUND;
    if (use.definitionTermIds && target.format === 'markdown' && target.definitionTerms().has(decoded.toLowerCase())) return FOUND;
    if (use.caseless && caselessAnchor(decoded, target)) return FOUND;
    if (use.mystHeadings !== undefined && target.format === 'notebook' && mystHeading(decoded, target, use.mystHeadings)) return FOUND;
    const lines = judgeLines(decoded, target);
    if (lines) return lines;
    // Anchors that may come from elsewhere (open.ts): one not read here may still be there.
    return target.open() ? undefined : verdict;
  }
  return judgeLines(decoded, target);
}

/** Whether an anchor of `target` is `fragment` in lower case as its id is in lower case (`caseless`). */
function caselessAnchor(fragment: string, target: TargetIndex): boolean {
  const lower = fragment.toLowerCase();
  return target.anchors().some((anchor) => anchor.id.toLowerCase() === lower);
}

/**
 * myst-parser's slug of a heading's text (`default_slugify`, meant to be GitHub's): lower case, what is not a word's
 * character, a CJK ideograph, `-` or a space dropped, each space a `-`.
 */
export function mystSlug(text: string): string {
  return text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}_\u4e00-\u9fff\- ]/gu, '').replace(/ /g, '-');
}

/** Whether a heading of `target` of a level up to `levels` has `fragment` for MyST's slug of its text (`mystHeadings`). */
function mystHeading(fragment: string, target: TargetIndex, levels: number): boolean {
  return target.anchors().some((a) => a.kind === 'heading' && a.text !== undefined && (a.level ?? 1) <= levels && mystSlug(a.text) === fragment);
}

function judgeLines(fragment: string, target: TargetIndex): FragmentVerdict | undefined {
  const anchor = parseLineAnchor(fragment);
  if (!anchor) return undefined;
  const problem = lineAnchorProblem(anchor, target.lineLengths());
  return problem === undefined ? FOUND : { found: false, message: `"#${fragment}" names no line: ${problem}.` };
}

/** GitHub renders a heading's id as `user-content-<id>` and scrolls there from `#<id>`; both are written in links. */
const GITHUB_PREFIX = 'user-content-';

/** How a message names a target file: its name, as a reader sees it in the link (`guide.md`), from its URI. */
export function targetNameOf(uri: string): string {
  const path = uri.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Whether a heading of `target` has `fragment` for its text, as a note app compares them: Obsidian links a heading by
 * its text and leaves out of it what a link cannot hold (`# | ^ : %% [[ ]]`), and older versions of it wrote other
 * punctuation as spaces (`wifi 2 4 vs 5 0` for "wifi 2.4 vs 5.0"); so the words (letters and digits) are compared, in
 * order, whatever their letter case.
 */
function headingByText(fragment: string, target: TargetIndex): boolean {
  const words = noteWords(fragment);
  return words !== '' && target.anchors().some((a) => a.kind === 'heading' && a.text !== undefined && noteWords(a.text) === words);
}

/** A text's words (runs of letters and digits), lowercased, one space between. */
function noteWords(text: string): string {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '').join(' ');
}

/** How a message names the document itself. */
export const THIS_FILE = 'this file';

/** How a message names a target whose name the caller did not give. */
const THE_TARGET = 'the target';

/** A miss whose message nobody reads (`FragmentUse.foundOnly`). */
const MISSED: FragmentVerdict = Object.freeze({ found: false, message: '' });

function judgeAnchor(fragment: string, target: TargetIndex, name: string, { explicitIds, foundOnly = false }: { explicitIds: boolean; foundOnly?: boolean }): FragmentVerdict {
  const anchor = target.anchor(fragment);
  if (anchor && (explicitIds || anchor.kind !== 'explicit')) return FOUND;
  if (target.rules === 'github' && fragment.startsWith(GITHUB_PREFIX) && target.anchor(fragment.slice(GITHUB_PREFIX.length))) return FOUND;
  // GitHub and GitLab find a heading whatever the fragment's letter case.
  const lower = fragment.toLowerCase();
  if (target.anchors().some((a) => a.kind === 'heading' && a.id === lower)) return FOUND;
  // HTML: a fragment "top" with no element of that id scrolls to the top of the document.
  if (lower === 'top') return FOUND;
  if (foundOnly) return MISSED;
  // A fragment the author gave as `{#id}` names that heading: no other id is what was meant (roc's `#values`, whose
  // heading GitHub calls `values-values`; a fix to it would break the link where the page is rendered).
  const closest = anchor ? undefined : closestId(fragment, target.anchors().filter((a) => a.kind !== 'alias' && (explicitIds || a.kind !== 'explicit')).map((a) => a.id));
  const what = target.format === 'markdown' || target.format === 'notebook' ? 'heading or anchor' : target.format === 'asciidoc' ? 'section or anchor' : 'element with this id';
  const other = otherRenderersHeading(lower, target);
  const why = anchor ? ` ("{#${fragment}}" gives a heading an id only where a site generator renders the page, not on GitHub or GitLab)`
    : other === undefined ? '' : ` ("${fragment}" is ${OTHER_SLUG_MARK} "${other}": see uriLint.links.headingIds)`;
  return {
    found: false, message: `No ${what} "${fragment}" in ${name}${why}${closest ? `; did you mean "#${closest}"?` : '.'}`,
    ...(closest ? { closest } : {}), ...(anchor ? { attributeId: true as const } : {}),
  };
}

/**
 * Said of a fragment the target gives a heading as `{#id}` where the renderer the tool reads the page by gives such a
 * list no id (GitHub's, GitLab's): the author wrote ids in a syntax that renderer does not read, for the one the
 * document set is written for (roc's docs/langref, `## [Values](#values) {#values}`, rendered by roc's own
 * src/docs/render_markdown.zig, which takes the list's id). The miss is a claim about a renderer the tool does not
 * know: Information, naming why (a fragment no `{#…}` nor heading gives stays a Warning).
 */
export const ATTRIBUTE_ID_NOTE = ' (Its author writes ids as `{#id}`, for a renderer that reads them, which URI Lint does not know: there the id is given.)';

/** What a missing fragment's message says when another renderer's ids would match it: evidence (evidence.ts) that the rules assumed are not the renderer's. */
export const OTHER_SLUG_MARK = "another renderer's heading id for";

/**
 * The heading whose id under another renderer's rules is `fragment` (lowercased), if one is: GitLab's, GitHub's,
 * Python-Markdown's (ASCII or Unicode), or any rule that keeps a heading's letters and digits in order (`setup_guide`,
 * `setup.guide` for "Setup guide").
 */
function otherRenderersHeading(fragment: string, target: TargetIndex): string | undefined {
  if (target.format !== 'markdown') return undefined;
  const loose = letters(fragment);
  if (loose === '') return undefined;
  const other = otherIdsOf(target.anchors());
  const k = Math.min(other.byId.get(fragment) ?? Infinity, other.byLetters.get(loose) ?? Infinity);
  if (k !== Infinity) return other.headings[k]!.text;
  return nestedHeading(loose, fragment, other);
}

/**
 * A target's headings (those with a text) with their ids under the other renderers' rules and their letters, each id
 * and letters to the first heading that has them: worked out once per version of its anchors, not once per fragment
 * missing (a README's table of contents written for another renderer misses dozens, each judged again per keystroke).
 */
interface OtherIds {
  headings: Anchor[];
  byId: Map<string, number>;
  byLetters: Map<string, number>;
  letters: string[];
}

const otherIds = new WeakMap<readonly Anchor[], OtherIds>();

function otherIdsOf(anchors: readonly Anchor[]): OtherIds {
  let known = otherIds.get(anchors);
  if (known) return known;
  known = { headings: anchors.filter((a) => a.kind === 'heading' && a.text !== undefined), byId: new Map(), byLetters: new Map(), letters: [] };
  const { byId, byLetters } = known;
  known.headings.forEach((anchor, k) => {
    const text = anchor.text!;
    for (const id of [slugOf(text, 'gitlab'), slugOf(text, 'github'), pythonMarkdownSlug(text), pythonMarkdownSlug(text, { unicode: true })]) if (!byId.has(id)) byId.set(id, k);
    const own = letters(text);
    known!.letters.push(own);
    if (!byLetters.has(own)) byLetters.set(own, k);
  });
  otherIds.set(anchors, known);
  return known;
}

/**
 * The heading a renderer that nests ids names by `fragment`: its text after those of headings before it, joined
 * (svelte.dev's `#Options-platformProxy` for "platformProxy" under "Options"), letters compared. Only a fragment
 * written with a separator between the parts says so.
 */
function nestedHeading(loose: string, fragment: string, other: OtherIds): string | undefined {
  if (!/[-_.:/]/.test(fragment)) return undefined;
  const texts = other.letters;
  for (let k = texts.length - 1; k > 0; k--) {
    const own = texts[k]!;
    if (own === '' || own.length >= loose.length || !loose.endsWith(own)) continue;
    let rest = loose.slice(0, loose.length - own.length);
    // The headings above it, nearest first, at most `MAX_NESTED_LOOK` back: a section's parents come before it.
    for (let j = k - 1; j >= Math.max(0, k - MAX_NESTED_LOOK) && rest !== ''; j--) {
      const before = texts[j]!;
      if (before !== '' && rest.endsWith(before)) rest = rest.slice(0, rest.length - before.length);
    }
    if (rest === '') return other.headings[k]!.text;
  }
  return undefined;
}

/** How many headings before one are looked at for its parents. */
const MAX_NESTED_LOOK = 256;

/** A text's letters and digits, lowercased, in order. */
function letters(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function judgeSchemaFragment(written: string, decoded: string, target: TargetIndex, use: FragmentUse): FragmentVerdict | undefined {
  const pointer = target.pointer();
  if (!pointer) return undefined;
  if (!decoded.startsWith('/')) {
    // A plain name: a `$anchor` (JSON Schema 2019-09 on) or a fragment-only `$id` (drafts 6 and 7).
    if (target.schemaNames()?.anchors.has(decoded)) return FOUND;
    // A tree read with errors may lack the `$anchor` the document has.
    if (pointer.partial) return undefined;
    const closest = closestId(decoded, target.schemaNames()?.anchors ?? []);
    return { found: false, message: `No $anchor "${decoded}" in ${use.targetName ?? THE_TARGET}${closest ? `; did you mean "#${closest}"?` : '.'}`, ...(closest ? { closest } : {}) };
  }
  const tokens = parsePointer(written);
  if (!tokens) return { found: false, message: `"#${written}" is no JSON Pointer: a "~" is followed by "0" or "1" only (RFC 6901 §3).` };
  const walk = walkPointer(pointer, tokens, use.resource);
  if (walk.found) return FOUND;
  // A tree read with errors is not the document's: what it lacks is not known to be missing.
  if (pointer.partial) return undefined;
  const reached = `/${tokens.slice(0, walk.at).map(escapeToken).join('/')}`;
  // The walk stops at a token it could not follow, so `at` is within the tokens.
  const missing = tokens[walk.at]!;
  const closestMember = closestId(missing, walk.members);
  const closest = closestMember === undefined ? undefined : `/${[...tokens.slice(0, walk.at), closestMember].map(escapeToken).join('/')}`;
  const where = walk.at === 0 ? (use.targetName ?? 'the document') : `"${reached}" of ${use.targetName ?? 'the document'}`;
  return {
    found: false,
    message: `No member "${missing}" in ${where} (JSON Pointer, RFC 6901)${closest ? `; did you mean "#${closest}"?` : '.'}`,
    ...(closest ? { closest } : {}),
  };
}
