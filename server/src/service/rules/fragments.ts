/**
 * Fragments: a link's `#section` names an anchor of its target,
 * or of the document itself: a heading or id of Markdown and HTML, a line
 * of any file (`#L10`), a member of a JSON or YAML document (a JSON
 * Pointer). Like links to files, its findings follow other text than the
 * reference's (the target's headings): a rule that judges from the
 * workspace, asked each time a document is judged, from the anchors known
 * then (anchors/facts.ts); the files whose anchors are not known yet are
 * asked for (`unknownAnchorFiles`) and the document judged again.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { distance } from 'fastest-levenshtein';
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { percentDecode } from '@uri-lint/shared';
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { ATTRIBUTE_ID_NOTE, judgeFragment, targetNameOf, THIS_FILE } from '../anchors/judge';
import type { FragmentVerdict } from '../anchors/judge';
import type { SlugRules } from '../anchors/slug';
import { MAX_ANCHOR_FILE_BYTES } from '../anchors/facts';
import { formatOf, TargetIndex } from '../anchors/targetIndex';
import { ECMARKUP_NOTE, isEcmarkup, isHtmlPart, isScriptBuilt, READS_HASH_NOTE, readsOwnHash, SCRIPT_BUILT_NOTE, SCRIPTED_PART_NOTE } from '../anchors/scripted';
import { uriBelow } from '../links/facts';
import { fragmentTarget } from '../links/failedTarget';
import { placeKeyBelow, READER_CONTEXTS, REF_CONTEXTS } from '../links/target';
import { documentPlace, ownFolderListing } from '../links/site';
import { vaultAbove, vaultFileOf, vaultOf } from '../links/vault';
import { buildSourceNoteOf, doxygenMarkedNoteOf, includedPartNoteOf, includesPartsNoteOf, isPartial, PARTIAL_NOTE } from '../links/partial';
import { generatorTemplateNoteOf } from '../links/generatorTemplates';
import { embeddedNoteOf } from '../links/embedded';
import { includedMarkdownNote, markdownIncluderOf } from '../links/markdownIncluders';
import { isMarkdown } from '../links/rendered';
import { notebookProjectOf } from '../links/nbsphinx';
import { fileByName } from '../links/elsewhere';
import { fileThroughSlash } from '../links/trailingSlash';
import { pageFileOf } from '../links/pageUrls';
import type { Walk } from '../links/facts';
import type { LocalTarget } from '../links/target';
import { judgeLink, linkFindingsOf, notALink } from './context';
import { isIri } from './iri';
import { bookFiles, bookVerdict } from './asciidocBook';
import { defineWorkspaceRule } from './types';
import type { CodeInfo, DocumentFixInputs, Finding, FragmentContext, JudgedLink, LinkContext } from './types';
import type { Anchor } from '../anchors/types';
import { SOURCE } from '../../contract/diagnostics';
import { CHOOSE_HEADING_COMMAND } from '../../contract/commands';
import type { ChooseHeadingArguments } from '../../contract/commands';
import { encloses } from '../spans';
import { ObjectMemo } from '../caches';

/**
 * An SVG `<use href="#id">` names a `<symbol>` of a sprite. In Markdown (GitHub shows no SVG of a document's own) and
 * in an HTML page a site generator renders, the sprite is most often inlined by the page's layout or an include
 * (18F's guides: an Eleventy plugin puts the USWDS icons' sprite into the base layout, and a page's
 * `<use xlink:href="#svg-lock_outline">` names one), which the tool does not read: a symbol the page lacks is no claim.
 * A whole HTML page read as it is keeps its Warning.
 */
function svgSymbolOfLayout(ref: AnalyzedReference, ctx: FragmentContext): boolean {
  if (ref.found.context !== 'html-attribute') return false;
  const format = formatOf(ctx.document.uri, ctx.document.languageId);
  if (format !== 'markdown' && !(format === 'html' && ctx.links?.renderer()?.site !== undefined)) return false;
  const start = ref.found.start;
  const before = ctx.document.getText({ start: ctx.document.positionAt(Math.max(0, start - 300)), end: ctx.document.positionAt(start) });
  return /<use\b[^<>]*$/i.test(before);
}

const SVG_SPRITE_NOTE = ' (An SVG symbol a <use> names: the sprite that holds it is most often inlined by the page\'s layout or an include, which the tool does not read.)';

/** Where fragment checking is explained. */
export const FRAGMENTS_HREF = 'https://github.com/uri-lint/uri-lint/blob/main/docs/language-server.md#fragments';

/** Its codes, apart: their names type its findings. */
const FRAGMENT_CODES = {
  'link-missing-fragment': {
    level: 'warning',
    href: FRAGMENTS_HREF,
    summary: 'A fragment that names nothing in its target: no such heading or id, a line past the end, or a JSON Pointer to no member.',
    doc: {
      why: 'A fragment names nothing in its target: no heading with that id (under the renderer\'s rules for heading ids, `uriLint.links.headingIds`), no element with that `id`, a line past the end, or a JSON Pointer to no member.',
      bad: '# Guide\n\nSee [installing](#instalation).\n\n## Installation\n',
      good: '# Guide\n\nSee [installing](#installation).\n\n## Installation\n',
    },
  },
} satisfies Record<string, CodeInfo>;

export type FragmentCode = keyof typeof FRAGMENT_CODES;

export const fragmentsRule = defineWorkspaceRule<FragmentCode>({
  codes: FRAGMENT_CODES,
  // `uriLint.links.checkFiles` (`--no-links`) turns off every link check: fragments of the page itself too.
  on: (settings) => settings.linksCheckFiles,
  check(ctx) {
    // Most references have no fragment: asked first, before anything is worked out for the reference.
    if (!ctx.facts.judgesAnchors || ctx.ref.parsed.ranges.fragment === undefined || notALink(ctx)) return NONE;
    return linkFindingsOf(fragmentFindings(ctx.ref, ctx.facts.fragments, ctx.facts.target(ctx.ref) ?? null), ctx);
  },
  // Turned off, the code reads no file for it (completion asks for the files it offers headings of itself).
  pending: (facts, refs) => ({ anchors: facts.judgesAnchors ? unknownAnchorFiles(refs, facts.fragments) : [] }),
  // The light bulb's only (see "Fixes" below): the closest heading is a guess, which a person confirms.
  fixes: {
    'nearest-heading': {
      judges: 'document', bulk: 'never', over: 'diagnostic', title: 'Link to the closest heading, or one sharing a word', codes: ['link-missing-fragment'], menuRank: 15,
      compute: nearestHeadingActions,
    },
    'choose-heading': {
      judges: 'document', bulk: 'never', over: 'diagnostic', title: 'Choose a heading…', codes: ['link-missing-fragment'], menuRank: 16, compute: chooseHeadingActions,
    },
  },
});

/** No finding: one frozen array for every fragment that names something (most), not a new one each. */
const NONE = Object.freeze([]) as unknown as Finding<never>[];

/** What a missing fragment's quick fix writes: the closest id there is, in the reference's own text coordinates. */
export interface FragmentFixData {
  fragmentFix: string;
}


/** The document's own anchors, per version and rules: built the first time one of its fragments is judged. */
const ownIndexes = new ObjectMemo<TextDocument, { version: number; index: TargetIndex }>();

export function ownIndex(document: TextDocument, settings: Settings, rules: SlugRules = settings.linksHeadingIds): TargetIndex {
  const known = ownIndexes.get(document);
  if (known && known.version === document.version && known.index.rules === rules) return known.index;
  const index = new TargetIndex(document.getText(), formatOf(document.uri, document.languageId), rules);
  ownIndexes.set(document, { version: document.version, index });
  return index;
}

/**
 * Whose rules make the ids of the headings the document's fragments name:
 * those of what renders the document (links/site.ts: its site generator,
 * else `uriLint.links.headingIds`), as a reader follows its links there.
 */
export function headingRulesOf(ctx: Pick<FragmentContext, 'links' | 'settings'>): SlugRules {
  return ctx.links?.renderer()?.headingIds ?? ctx.settings.linksHeadingIds;
}

/**
 * The finding of a reference's fragment, when it names nothing that is known to be there; `judged`: its `judgeLink`,
 * when the caller has it, null when that found no target (left out, or undefined, it is judged here when needed).
 */
export function fragmentFindings(ref: AnalyzedReference, ctx: FragmentContext, judged?: JudgedLink | null): Finding<FragmentCode>[] {
  const range = ref.parsed.ranges.fragment;
  // A fragment in any script: an IRI's (`#主動到備用複寫`) names a heading as GitHub slugs it, letters kept.
  if (range === undefined || ref.template !== undefined || (!ref.parsed.valid && !isIri(ref.parsed, ref.found.text) && !doubleHash(ref))) return NONE;
  const fragment = ref.found.text.slice(range.start, range.end);
  // `#x` alone where a reader follows it; any other reference where rules/links.ts finds it names a workspace file
  // (a relative link, a `file:` URI, a URL `uriLint.links.mappings` maps).
  // A `$ref` (found in JSON and YAML by find/refs.ts) is judged as JSON Schema reads it: rules/schemaRefs.ts.
  if (REF_CONTEXTS.has(ref.found.context)) return [];
  if (isOwnFragment(ref)) {
    if (!READER_CONTEXTS.has(ref.found.context)) return [];
    if (doubleHash(ref)) return doubleHashFinding(fragment, ownVerdict(fragment.slice(1), ctx), range);
    if (!ref.parsed.valid && !isIri(ref.parsed, ref.found.text)) return NONE;
    if (isHashRoute(fragment) && !slashIds(ctx)) {
      return hashRouteFindings(missingFragment(ownVerdict(fragment, ctx), range, undefined, fragment), formatOf(ctx.document.uri, ctx.document.languageId));
    }
    // The page's own ids are its renderer's: where that is a program the tool does not model, a miss is no claim.
    const renderer = ctx.links?.renderer();
    const findings = scriptedFindings(missingFragment(ownVerdict(fragment, ctx), range, undefined, fragment, attributeNoteOf(ctx)), ctx);
    if (findings.length === 0) return findings;
    // A chapter of an AsciiDoc book names the book's anchors (rules/asciidocBook.ts).
    const rules = headingRulesOf(ctx);
    const book = bookVerdict(fragment, ctx, rules, () => ownIndex(ctx.document, ctx.settings, rules).text);
    if (book !== undefined) return 'found' in book ? NONE : findings.map((f) => ({ ...f, atMostInformation: book.note }));
    if (svgSymbolOfLayout(ref, ctx)) return findings.map((f) => ({ ...f, atMostInformation: SVG_SPRITE_NOTE }));
    if (renderer && !renderer.known) return findings.map((f) => ({ ...f, atMostInformation: unknownRendererNote(renderer.name) }));
    if (renderer && renderer.site === undefined && isPartial(ctx.document.uri)) return findings.map((f) => ({ ...f, atMostInformation: PARTIAL_NOTE }));
    // A build's source lacks the headings the build pastes in; markup a program embeds, the page's it is pasted into
    // (links/embedded.ts); a page with include directives, its parts' ids.
    // A Markdown part another document includes (`<!-- include(…) -->`), the includer's renderer's ids (links/markdownIncluders.ts).
    const source = buildSourceNoteOf(ctx.document) ?? generatorTemplateNoteOf(ctx.links, { ownFragment: true }) ?? doxygenMarkedNoteOf(ctx.document) ?? embeddedNoteOf(ctx.links) ?? includesPartsNoteOf(ctx.document)
      ?? includedMarkdownNoteOf(ctx);
    if (source !== undefined) return findings.map((f) => ({ ...f, atMostInformation: source }));
    const sibling = siblingHolding(fragment, ctx);
    if (sibling !== undefined) return findings.map((f) => ({ ...f, atMostInformation: partNote(sibling) }));
    const labels = renderer?.site?.projectLabels;
    if (labels !== undefined) return findings.map((f) => ({ ...f, atMostInformation: ` (${labels}: another page may hold it.)` }));
    const slugs = renderer?.site?.ownSlugs;
    if (slugs === undefined || !nearAHeading(fragment, ownIndex(ctx.document, ctx.settings, headingRulesOf(ctx)))) return findings;
    return findings.map((f) => ({ ...f, atMostInformation: ` (${slugs}: this page's may hold it.)` }));
  }
  if (!ref.parsed.valid && !isIri(ref.parsed, ref.found.text)) return NONE;
  if (!ctx.links || !ctx.anchors) return NONE;
  const target = fragmentFileOf(ref, ctx.links, judged);
  if (target === undefined) return NONE;
  const { uri, key } = fileOf(target);
  // Left to the caller, unless the target's anchors are at hand here already (a file this thread checked).
  const rules = headingRulesOf(ctx);
  // A source a site leaves out of its pages is read into another page by a program: its link may lead to another copy.
  // A build's source (links/partial.ts) links from the page the build makes elsewhere, which the tool does not see.
  // Another page's route: Information (that page may be one whose anchors start with "/", whose ids are not known here yet).
  const note = isHashRoute(fragment) ? HASH_ROUTE_NOTE : ctx.links.renderer()?.site?.excluded ? EXCLUDED_NOTE : buildSourceNoteOf(ctx.document) ?? generatorTemplateNoteOf(ctx.links) ?? doxygenMarkedNoteOf(ctx.document) ?? embeddedNoteOf(ctx.links);
  const said = (findings: Finding<FragmentCode>[]): Finding<FragmentCode>[] => (note === undefined ? findings : findings.map((f) => ({ ...f, atMostInformation: note })));
  if (ctx.anchors.deferTargets && (key === undefined || !ctx.anchors.has(key))) {
    const headingText = headingTextOf(ctx);
    const attributeNote = attributeNoteOf(ctx);
    return said([deferredFragment({
      uri, key, fragment, rules, explicitIds: explicitIdsOf(ctx), ...(headingText ? { headingText } : {}), ...(note === undefined ? {} : { note }),
      ...(attributeNote === undefined ? {} : { attributeNote }), ...(definitionTermIdsOf(ctx) ? { definitionTermIds: true } : {}),
      ...(caselessOf(ctx) ? { caseless: true } : {}), ...(mystHeadingsOf(ctx) === undefined ? {} : { mystHeadings: mystHeadingsOf(ctx) }),
    }, range)]);
  }
  const index = ctx.anchors.known(uri, rules, key);
  const verdict = index ? judgeFragment(fragment, index, {
    explicitIds: explicitIdsOf(ctx), targetName: targetNameOf(uri), headingText: headingTextOf(ctx), definitionTermIds: definitionTermIdsOf(ctx), caseless: caselessOf(ctx),
    mystHeadings: mystHeadingsOf(ctx),
  }) : undefined;
  return said(missingFragment(verdict, range, uri, fragment, attributeNoteOf(ctx)));
}

/** `includedMarkdownNote` of a Markdown document another includes; undefined for any other, or while its includers are not read. */
function includedMarkdownNoteOf(ctx: FragmentContext): string | undefined {
  if (!ctx.links || !isMarkdown(ctx.document.languageId, ctx.document.uri)) return undefined;
  const includer = markdownIncluderOf(ctx.links.scope, ctx.links.facts);
  return includer ? includedMarkdownNote(includer) : undefined;
}

/**
 * A same-page fragment's findings in an HTML file that is a fragment of a page and holds no id of its own
 * (anchors/scripted.ts): Information, the ids it links are the page's it goes into.
 */
function scriptedFindings(findings: Finding<FragmentCode>[], ctx: FragmentContext): Finding<FragmentCode>[] {
  if (findings.length === 0) return findings;
  const format = formatOf(ctx.document.uri, ctx.document.languageId);
  if (format !== 'html') {
    const part = includedPartNoteOf(ctx.document);
    return part === undefined ? findings : findings.map((f) => ({ ...f, atMostInformation: part }));
  }
  // A part that holds ids and misses one has a typo; one that holds none links the ids of the page it goes into.
  const part = isHtmlPart(ctx.document.getText()) && ownIndex(ctx.document, ctx.settings).anchors().length === 0;
  if (part) return findings.map((f) => ({ ...f, atMostInformation: SCRIPTED_PART_NOTE }));
  const note = builtPageNote(ctx.document) ?? includedPartNoteOf(ctx.document);
  return note === undefined ? findings : findings.map((f) => ({ ...f, atMostInformation: note }));
}

/**
 * Per document version: what builds the page's ids beyond the file (ecmarkup, ReSpec) or reads its fragments itself (its
 * inline script reading `location.hash`), sniffed once, not per miss.
 */
const builtPages = new ObjectMemo<TextDocument, { version: number; note: string | undefined }>();

function builtPageNote(document: TextDocument): string | undefined {
  const known = builtPages.get(document);
  if (known?.version === document.version) return known.note;
  const text = document.getText();
  const note = isEcmarkup(text) ? ECMARKUP_NOTE : isScriptBuilt(text) ? SCRIPT_BUILT_NOTE : readsOwnHash(text) ? READS_HASH_NOTE : undefined;
  builtPages.set(document, { version: document.version, note });
  return note;
}

/**
 * `#/active`, `#!/path`: a client-side route, which a page's script reads on `hashchange` (TodoMVC's routers,
 * AngularJS' and Vue Router's hash modes, docsify's pages), not an element's id. No heading's id starts with `/`
 * (every slug function drops it) and an HTML id that does is legal but rare (a page that has one is judged as usual):
 * in an HTML page, whose scripts the tool does not run, a miss is no claim; elsewhere (Markdown a site like docsify
 * routes, or a real mistake) and into another page, it is Information saying so.
 */
function isHashRoute(fragment: string): boolean {
  return fragment.startsWith('/') || fragment.startsWith('!/');
}

/**
 * Whether the page names some of its own anchors with a leading `/` (jazzy's API pages: `<a name="/Data%20Request">`):
 * then `#/…` is its anchors' shape, and judged as any fragment.
 */
function slashIds(ctx: FragmentContext): boolean {
  return ownIndex(ctx.document, ctx.settings).anchors().some((anchor) => anchor.id.startsWith('/'));
}

const HASH_ROUTE_NOTE = ' (A fragment that starts with "/" is the shape of a client-side route that a script reads on hashchange, not of an id.)';

/** A hash route's findings: none where the page is HTML (its scripts route it), Information elsewhere. */
function hashRouteFindings(findings: Finding<FragmentCode>[], format: string): Finding<FragmentCode>[] {
  if (findings.length === 0 || format === 'html') return NONE;
  return findings.map((f) => ({ ...f, atMostInformation: HASH_ROUTE_NOTE }));
}

/** Said of a fragment of its own page where the page's renderer is one the tool does not model. */
function unknownRendererNote(name: string): string {
  return ` (${name} renders this page by rules URI Lint does not model: its heading ids may not be GitHub's.)`;
}

/** Said of a fragment into another file from a document its site leaves out of its pages. */
export const EXCLUDED_NOTE = " (The site's configuration leaves this document out of its pages (MkDocs' exclude_docs): a program reads it into"
  + ' another page, whose link may lead to a page it makes.)';

/**
 * Whether a reference names a fragment of the document it is in: `#x`, or `?query#x` (the same page with another
 * query, where the page is a file: a forge's or a static site's).
 */
export function isOwnFragment(ref: AnalyzedReference): boolean {
  const text = ref.found.text;
  return text.startsWith('#') || (text.startsWith('?') && ref.parsed.ranges.fragment !== undefined);
}

/** `##heading`: a second `#` written for the first (Markdown's heading mark), which the fragment then holds. */
function doubleHash(ref: AnalyzedReference): boolean {
  return ref.found.text.startsWith('##') && ref.found.text.length > 2 && !ref.found.text.slice(2).includes('#');
}

/**
 * The finding of `##heading`: the fragment it names is `#heading` (a reader goes to `%23heading`, which no heading
 * is), and when `heading` is an anchor the fix writes it with one `#`.
 */
function doubleHashFinding(fragment: string, verdict: FragmentVerdict | undefined, range: { start: number; end: number }): Finding<FragmentCode>[] {
  const meant = fragment.slice(1);
  const found = verdict?.found === true;
  const closest = found ? meant : verdict && !verdict.found ? verdict.closest : undefined;
  return [{
    code: 'link-missing-fragment',
    message: `"##${meant}" has two "#": it names the fragment "${fragment}", which no heading has${closest === undefined ? '.' : `; did you mean "#${closest}"?`}`,
    start: range.start,
    end: range.end,
    href: FRAGMENTS_HREF,
    target: fragmentTarget(undefined, fragment),
    ...(closest === undefined ? {} : { data: { fragmentFix: encodeFragment(closest) } satisfies FragmentFixData }),
  }];
}

/**
 * Whether the renderer of the document's pages gives a heading the id of its `{#id}` (links/site.ts,
 * `rendererOf`: a site generator's that does, not GitHub's; a target is taken to be rendered as the page that links
 * to it). Not known yet counts as giving it: silence rather than a guess. No workspace: GitHub's reading.
 */
export function explicitIdsOf(ctx: FragmentContext): boolean {
  if (!ctx.links) return false;
  return ctx.links.renderer()?.attributeIds ?? true;
}

/**
 * Whether the document is a notebook of a Sphinx project that lists nbsphinx (links/nbsphinx.ts), which writes its
 * links' fragments into other documents in lower case, as Docutils makes section ids (vaex's tutorial.ipynb links
 * `datasets.ipynb#New-york-taxi-dataset`, the heading "New York taxi dataset").
 */
function caselessOf(ctx: FragmentContext): boolean {
  return ctx.links !== undefined && notebookProjectOf(ctx.links.scope, ctx.links.facts)?.nbsphinx === true;
}

/**
 * The levels of a notebook's headings MyST-NB gives an id in the document's Sphinx project (links/renderers.ts
 * `notebookHeadingAnchors`), a notebook it links to taken to be rendered as the page that links to it.
 */
function mystHeadingsOf(ctx: FragmentContext): number | undefined {
  return ctx.links?.renderer()?.site?.notebookHeadingAnchors;
}

/** Whether the renderer of the document's pages gives definition lists' terms ids (links/renderers.ts `definitionTermIds`). */
function definitionTermIdsOf(ctx: FragmentContext): boolean {
  return ctx.links?.renderer()?.site?.definitionTermIds === true;
}

/**
 * What a fragment missing from GitHub's reading but given by a heading's `{#id}` is said with (anchors/judge.ts
 * `ATTRIBUTE_ID_NOTE`): where the document is of no site, so that the tool reads it as GitHub does only for want of
 * knowing its renderer. A site the tool models that gives `{#id}` no id (MkDocs without attr_list) is known: its miss
 * stays.
 */
function attributeNoteOf(ctx: FragmentContext): string | undefined {
  const renderer = ctx.links?.renderer();
  if (ctx.links && renderer === undefined) return undefined;
  return renderer?.site === undefined && renderer?.attributeIds !== true ? ATTRIBUTE_ID_NOTE : undefined;
}

/**
 * Whether the document is a note of a vault (links/vault.ts), whose app finds a heading by its text
 * (`Note.md#Heading%20text`) as well as by a slug.
 */
export function headingTextOf(ctx: Pick<FragmentContext, 'links'>): boolean {
  if (!ctx.links) return false;
  const place = documentPlace(ctx.links.scope);
  return place !== undefined && vaultOf(place, ctx.links.facts) !== undefined;
}

/** A target file's URI and place key, by its names (the same array for every link to one file: links/target.ts). */
const files = new WeakMap<readonly string[], { folder: string; uri: string; key: string | undefined }>();

/** The URI and place key of a link's target file: made once per file, not once per link to it. */
function fileOf(target: LocalTarget): { uri: string; key: string | undefined } {
  const known = files.get(target.segments);
  if (known && known.folder === target.folder) return known;
  const made = { folder: target.folder, uri: uriBelow(target.folder, target.segments), key: placeKeyBelow(target.folder, target.segments) };
  files.set(target.segments, made);
  return made;
}

/**
 * What a placeholder finding carries when fragments into other files are
 * left to the caller (`AnchorFacts.deferTargets`): the target file, the
 * fragment as written (without its `#`) and the slug rules to read the
 * target's headings by. The caller judges it (`judgeFragment`) and reports
 * the finding, with its message, only when the fragment names nothing.
 */
export interface DeferredFragmentData {
  /** `key`: the target's place key (links/target.ts). */
  deferredFragment: {
    uri: string; key: string | undefined; fragment: string; rules: SlugRules; explicitIds: boolean; headingText?: boolean; note?: string;
    /** Whether definition lists' terms have ids (judge.ts). */
    definitionTermIds?: boolean;
    /** Whether the fragment is compared in lower case (judge.ts `caseless`). */
    caseless?: boolean;
    /** The levels of a notebook's headings MyST-NB ids (judge.ts `mystHeadings`). */
    mystHeadings?: number;
    /** What a miss the target gives as `{#id}` is said with, at most Information (`attributeNoteOf`). */
    attributeNote?: string;
  };
}

/** The placeholder finding of a fragment into `uri` (its message is the caller's, once it has judged it). */
function deferredFragment(question: DeferredFragmentData['deferredFragment'], range: { start: number; end: number }): Finding<FragmentCode> {
  return {
    code: 'link-missing-fragment', message: '', start: range.start, end: range.end, href: FRAGMENTS_HREF, target: fragmentTarget(question.uri, question.fragment),
    data: { deferredFragment: question } satisfies DeferredFragmentData,
  };
}

/** The question a placeholder finding carries, when `data` is one's. */
export function deferredFragmentOf(data: unknown): DeferredFragmentData['deferredFragment'] | undefined {
  const deferred = (data as Partial<DeferredFragmentData> | undefined)?.deferredFragment;
  return deferred && typeof deferred.uri === 'string' ? deferred : undefined;
}

/**
 * The finding of a fragment judged missing (none when it was found or could not be judged), with its closest id to
 * fix to; its target (links/failedTarget.ts) the `fragment` and the `file` it is missing from (none: the page itself),
 * made only for a fragment missing (most are found).
 */
export function missingFragment(verdict: FragmentVerdict | undefined, range: { start: number; end: number }, file: string | undefined, fragment: string,
  attributeNote?: string): Finding<FragmentCode>[] {
  if (!verdict || verdict.found) return NONE;
  return [{
    ...(verdict.attributeId && attributeNote !== undefined ? { atMostInformation: attributeNote } : {}),
    code: 'link-missing-fragment',
    message: verdict.message,
    start: range.start,
    end: range.end,
    href: FRAGMENTS_HREF,
    target: fragmentTarget(file, fragment),
    ...(verdict.closest === undefined ? {} : { data: { fragmentFix: encodeFragment(verdict.closest) } satisfies FragmentFixData }),
  }];
}

function ownVerdict(fragment: string, ctx: FragmentContext): FragmentVerdict | undefined {
  if (ctx.hasBase) return undefined;
  // A site generator's template, or Markdown its code reads into pages, is a part of pages: the id may be another
  // part's (a partial's SVG sprite, the page's own heading).
  const site = ctx.links?.renderer()?.site;
  if (site && (site.template === true || site.part === true)) return undefined;
  // As for another file's anchors: a document past this size is not parsed for them on every edit.
  if (ctx.document.offsetAt(ctx.document.positionAt(Number.MAX_SAFE_INTEGER)) > MAX_ANCHOR_FILE_BYTES) return undefined;
  if (fragment === FORGE_README_ID && isRepositoryReadme(ctx)) return { found: true };
  return judgeFragment(fragment, ownIndex(ctx.document, ctx.settings, headingRulesOf(ctx)), {
    explicitIds: explicitIdsOf(ctx), targetName: THIS_FILE, headingText: headingTextOf(ctx), definitionTermIds: definitionTermIdsOf(ctx), mystHeadings: mystHeadingsOf(ctx),
  });
}

/**
 * The id of the element GitHub shows a repository's README in on its home page, around the rendered file: a README's
 * "back to top" link names it (`<a href="#readme">`), as it names the page's top below the file list.
 */
const FORGE_README_ID = 'readme';

/**
 * Whether GitHub shows the document as the repository's README, on the repository's page around the element
 * `FORGE_README_ID`: a file named README (`README`, `README.md`, `readme.rst`; not `README.zh-CN.md`) in the `.github`
 * folder, the root or the `docs` folder (docs.github.com, "About the repository README file"), read as GitHub reads it
 * (no site's page, GitHub's heading ids).
 */
function isRepositoryReadme(ctx: FragmentContext): boolean {
  const renderer = ctx.links?.renderer();
  if (!renderer || renderer.site !== undefined || renderer.headingIds !== 'github') return false;
  const place = documentPlace(ctx.links!.scope);
  if (!place || !(place.dirs.length === 0 || (place.dirs.length === 1 && (place.dirs[0] === '.github' || place.dirs[0] === 'docs')))) return false;
  const uri = ctx.document.uri.replace(/[?#].*$/, '');
  return /^readme(?:\.[A-Za-z0-9]+)?$/i.test(percentDecode(uri.slice(uri.lastIndexOf('/') + 1)));
}

/** The target file of a link with a fragment, when the file is known to be there. */
export function fragmentTargetOf(ref: AnalyzedReference, links: LinkContext): string | undefined {
  return fragmentFileKeyOf(ref, links)?.uri;
}

/** The URI and place key (links/target.ts) of the file whose anchors a link's fragment names, as `fragmentTargetOf`. */
export function fragmentFileKeyOf(ref: AnalyzedReference, links: LinkContext): { uri: string; key: string | undefined } | undefined {
  const target = fragmentFileOf(ref, links);
  return target && fileOf(target);
}

/** The folder and names of a link's target file, when it has a fragment and the file is known to be there. */
function fragmentFileOf(ref: AnalyzedReference, links: LinkContext, known?: JudgedLink | null): LocalTarget | undefined {
  const judged = known === undefined ? judgeLink(ref, links) : known;
  if (!judged || judged.target.fragment === undefined) return undefined;
  const walk = judged.walk;
  // `guide.md/#setup`: a folder's link, unless the renderer reads it as the file's (links/trailingSlash.ts).
  if (judged.target.directory && fileThroughSlash(judged.target, walk, links.scope, links.site())) return judged.target;
  // Not a file as written: a site's page by its URL (`/people/#alice`, `../setup/#install`) is its source's anchors.
  if (judged.target.directory || (walk && !(walk.found === 'exact' && walk.kind === 'file'))) {
    const page = pageFileOf(ref, judged.target, links.scope, links.facts, { site: () => links.site(), urlKeys: () => links.pageUrlKeys() });
    // Written in another letter case than the page is served at: a broken link where case counts, as a file's (rules/links.ts).
    if (page) return page.cased ? undefined : page;
  }
  if (judged.target.directory) return undefined;
  if (walk && walk.found === 'missing') return vaultFileTarget(judged.target, walk, links);
  if (!walk || walk.found !== 'exact' || walk.kind !== 'file') return undefined;
  return judged.target;
}

/**
 * The file a vault's app opens for a link that is missing where it is written (links/vault.ts: by its name, or its
 * path, anywhere in the vault), as a target whose fragment is judged there: `Example.md#Details` names a heading of
 * the vault's Example.md. The same target object for the same file found, so its URI is made once.
 */
function vaultFileTarget(target: LocalTarget, walk: Walk, links: LinkContext): LocalTarget | undefined {
  const place = documentPlace(links.scope);
  const vault = place && vaultAbove(place, links.facts);
  if (!vault) return undefined;
  const found = fileByName(target, walk, place!, links.facts, { vault: true }) ?? vaultFileOf(target, walk, place!, vault, links.facts);
  if (found === undefined) return undefined;
  const key = `${target.folder}\n${found}`;
  const segments = links.facts.caches.vaultFiles.getOrMake(key, () => found.split('/'));
  return { ...target, segments };
}

/** The files whose anchors the document's fragments need and that are not known yet, for `AnchorFacts.ensure`. */
export function unknownAnchorFiles(refs: Iterable<AnalyzedReference>, ctx: FragmentContext): string[] {
  if (!ctx.links || !ctx.anchors) return [];
  const out = new Set<string>();
  let siblingsAsked = false;
  for (const ref of refs) {
    if (ref.parsed.ranges.fragment === undefined) continue;
    if (isOwnFragment(ref)) {
      // A fragment the page lacks is looked for among its siblings' headings (`siblingHolding`): those not read yet.
      const range = ref.parsed.ranges.fragment;
      const verdict = READER_CONTEXTS.has(ref.found.context) ? ownVerdict(ref.found.text.slice(range.start + 1, range.end), ctx) : undefined;
      // The same files for every such fragment: asked for once.
      if (verdict && !verdict.found && !siblingsAsked) {
        siblingsAsked = true;
        const rules = headingRulesOf(ctx);
        for (const sibling of [...siblingFiles(ctx.links), ...bookFiles(ctx.links, ctx.document)]) {
          if (ctx.anchors.known(sibling.uri, rules, sibling.key) === undefined) out.add(sibling.uri);
        }
      }
      continue;
    }
    const uri = fragmentTargetOf(ref, ctx.links);
    if (uri !== undefined && ctx.anchors.known(uri, headingRulesOf(ctx)) === undefined) out.add(uri);
  }
  return [...out];
}

/** Letters and digits only, lower-cased: what every slug of a heading keeps of its text. */
function wordsOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a fragment spells a heading of the page whose slug may differ from the one the tool made (GitBook's own:
 * `#environment-variable-s` for "Environment Variable(s)"): the same letters and digits as its text. A fragment
 * near no heading (`#ibrighterbuilder-fluent-interface` for "Brighter Builder Fluent Interface") is missing under any
 * slug.
 */
function nearAHeading(fragment: string, index: TargetIndex): boolean {
  const words = wordsOf(percentDecode(fragment));
  return words !== '' && index.anchors().some((anchor) => anchor.text !== undefined && wordsOf(anchor.text) === words);
}


/** How many of a folder's other documents are read for a fragment its page lacks. */
const MAX_SIBLINGS = 16;

/** A Markdown or AsciiDoc document's name, as the parts a program puts together into one page are. */
const PART_NAME = /\.(?:md|markdown|mdx|adoc|asciidoc|rst|txt)$/i;

/**
 * The other documents of the document's own folder (Markdown, AsciiDoc, reStructuredText, text), as many as are read
 * for a fragment the page lacks: none when the folder's listing is not known yet or it holds more than `MAX_SIBLINGS`.
 */
function siblingFiles(links: LinkContext): { uri: string; key: string | undefined; name: string }[] {
  const known = ownFolderListing(links.scope, links.facts);
  if (!known) return [];
  const { place, own, listing } = known;
  const name = percentDecode(links.scope.document.replace(/[?#].*$/, '').slice(links.scope.document.lastIndexOf('/') + 1));
  const out: { uri: string; key: string | undefined; name: string }[] = [];
  for (const [entry, kind] of listing.entries) {
    if (kind !== 'file' || entry === name || !PART_NAME.test(entry)) continue;
    if (out.length === MAX_SIBLINGS) return [];
    const segments = [...own.segments, entry];
    out.push({ uri: uriBelow(place.folder, segments), key: placeKeyBelow(place.folder, segments), name: entry });
  }
  return out;
}

/**
 * The name of a document beside this one whose headings hold `fragment`, a fragment this page lacks, and which links
 * as its own a heading it lacks and this page has: then both are likely parts a program puts together into one page
 * (awesome-selfhosted-data's markdown/header.md links #contributing, a heading of footer.md, whose "back to top"
 * links #awesome-selfhosted, header.md's title; its generator makes one README of both). Undefined when none does,
 * or none is known yet (the server reads them: `unknownAnchorFiles`).
 */
function siblingHolding(fragment: string, ctx: FragmentContext): string | undefined {
  if (!ctx.links || !ctx.anchors) return undefined;
  const rules = headingRulesOf(ctx);
  const options = { explicitIds: explicitIdsOf(ctx), headingText: headingTextOf(ctx) };
  const own = ownIndex(ctx.document, ctx.settings, rules);
  const holds = (id: string, index: TargetIndex, targetName: string): boolean => judgeFragment(id, index, { ...options, targetName })?.found === true;
  for (const sibling of siblingFiles(ctx.links)) {
    const index = ctx.anchors.known(sibling.uri, rules, sibling.key);
    const name = targetNameOf(sibling.uri);
    if (!index || !holds(fragment, index, name)) continue;
    // Both ways, or it is no evidence: a standalone page may link a heading another page of its folder has (a section
    // moved, a generic name such as `#optional`). Parts of one page link each other's headings as their own.
    for (const id of ownFragmentsOf(index.text)) if (!holds(id, index, name) && holds(id, own, THIS_FILE)) return sibling.name;
  }
  return undefined;
}

/** The same-page fragments a Markdown or HTML text links (`](#id)`, `]: #id`, `href="#id"`), at most 64, as written. */
function ownFragmentsOf(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/(?:\]\(<?|\]:[ \t]*<?|\bhref=["']?)#([^\s)"'<>#]{1,200})/g)) {
    out.add(match[1]!);
    if (out.size === 64) break;
  }
  return [...out];
}

function partNote(sibling: string): string {
  return ` (${sibling} beside this document has this heading and links one of this document's as its own: the two are likely parts that a program puts together into one page.)`;
}

/**
 * An id as a fragment writes it: what RFC 3986 §3.5 allows stays, anything
 * else (a space, a non-ASCII letter of a heading) is percent-encoded as
 * UTF-8, so the fix gives a URI, not an IRI. A target matches it decoded.
 */
export function encodeFragment(id: string): string {
  // `&`, `'`, `(` and `)` are allowed too, but would need escaping in an HTML attribute or a Markdown link.
  return id.replace(/[^A-Za-z0-9\-._~!$*+,;=:@/?]/gu, (c) => (c === "'" ? '%27' : c === '(' ? '%28' : c === ')' ? '%29' : encodeURIComponent(c)));
}

// Fixes of a missing fragment (moved from features/codeActions.ts, where the menu assembled them by hand beside
// the table): the closest id its target has, which judging found and left in the diagnostic's `data` (preferred
// only when it is near-certainly a typo); then the target's other headings that share a word with the fragment,
// most words first; then "Choose a heading…", which lists every heading of the target in a picker (when the client
// has one). The target's headings are those known already (judging read them). Never in bulk fixing
// (`bulk: 'never'`): another section's id that merely looks alike would make the docs wrong.

/** The most headings offered as fixes of one missing fragment beside the closest (the picker lists them all). */
const MAX_RANKED = 5;

/** A missing fragment's diagnostic of the context, as written, and its reference among those at hand (if one holds it). */
interface FragmentToFix {
  diagnostic: Diagnostic;
  written: string;
  ref: AnalyzedReference | undefined;
}

/** The context's diagnostics of a missing fragment, in the context's order. */
function fragmentsToFix({ ctx, refs, diagnostics }: DocumentFixInputs): FragmentToFix[] {
  const doc = ctx.document;
  const out: FragmentToFix[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.source !== SOURCE || diagnostic.code !== 'link-missing-fragment') continue;
    const offset = doc.offsetAt(diagnostic.range.start);
    const ref = refs.find((r) => encloses(r.found, { start: offset, end: doc.offsetAt(diagnostic.range.end) }));
    out.push({ diagnostic, written: doc.getText(diagnostic.range), ref });
  }
  return out;
}

/** "Link to "#id"": the closest id (from the diagnostic's `data`), then the target's headings that share a word with the fragment. */
function nearestHeadingActions(inputs: DocumentFixInputs): CodeAction[] {
  const doc = inputs.ctx.document;
  const actions: CodeAction[] = [];
  for (const { diagnostic, written, ref } of fragmentsToFix(inputs)) {
    const data = diagnostic.data as Partial<FragmentFixData> | undefined;
    const closest = typeof data?.fragmentFix === 'string' ? data.fragmentFix : undefined;
    const linkTo = (id: string, { preferred }: { preferred: boolean }): CodeAction => ({
      title: `Link to "#${id}"`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred: preferred,
      edit: { changes: { [doc.uri]: [{ range: diagnostic.range, newText: id }] } },
    });
    // Preferred (applied by "auto fix") only where the fragment is near-certainly a typo of it: another section's
    // id that merely looks alike would make the docs wrong.
    if (closest !== undefined) actions.push(linkTo(closest, { preferred: nearCertainTypo(written, closest) }));
    const target = ref && fragmentTargetIndex(inputs, ref);
    if (!target) continue;
    const ids = target.anchors.map((anchor) => ({ anchor, id: encodeFragment(anchor.id) }));
    for (const { id } of rankedBySharedWords(written, ids, closest)) {
      actions.push(linkTo(id, { preferred: false }));
    }
  }
  return actions;
}

/** "Choose a heading…": every heading of the target, for a client that runs the picker. */
function chooseHeadingActions(inputs: DocumentFixInputs): CodeAction[] {
  if (!inputs.choose) return [];
  const doc = inputs.ctx.document;
  const actions: CodeAction[] = [];
  for (const { diagnostic, written, ref } of fragmentsToFix(inputs)) {
    const target = ref && fragmentTargetIndex(inputs, ref);
    if (!target) continue;
    const ids = target.anchors.map((anchor) => ({ anchor, id: encodeFragment(anchor.id) }));
    if (ids.length === 0) continue;
    const args: ChooseHeadingArguments = {
      uri: doc.uri,
      fragment: written,
      target: target.name,
      items: ids.map(({ anchor, id }) => ({
        label: anchor.text ?? `#${anchor.id}`,
        description: anchor.text === undefined ? `line ${anchor.line + 1}` : `#${id}`,
        edits: [{ range: diagnostic.range, newText: id }],
      })),
    };
    actions.push({
      title: 'Choose a heading…',
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      command: { title: 'Choose a heading…', command: CHOOSE_HEADING_COMMAND, arguments: [args] },
    });
  }
  return actions;
}

/**
 * The anchors a missing fragment of `ref` may have meant, in the target's order, and how a message names the
 * target: the document's own, or those of the file it links to when known already (judging read them). Only
 * where a fragment names a heading or an id (Markdown, HTML, AsciiDoc, a notebook), not a line or a JSON Pointer.
 */
function fragmentTargetIndex(inputs: DocumentFixInputs, ref: AnalyzedReference): { anchors: readonly Anchor[]; name: string } | undefined {
  const { ctx } = inputs;
  const fragments = inputs.fragments();
  const rules = headingRulesOf(fragments);
  let index: TargetIndex | null | undefined;
  let name = THIS_FILE;
  if (isOwnFragment(ref)) {
    if (ctx.analysis.base !== undefined) return undefined;
    index = ownIndex(ctx.document, ctx.settings, rules);
  } else {
    const uri = fragments.links && fragmentTargetOf(ref, fragments.links);
    if (uri === undefined) return undefined;
    index = ctx.files?.anchors.known(uri, rules);
    name = targetNameOf(uri);
  }
  if (!index || !ANCHOR_FORMATS.has(index.format)) return undefined;
  const explicitIds = explicitIdsOf(fragments) || index.format !== 'markdown';
  return { anchors: index.anchors().filter((a) => a.kind !== 'alias' && (explicitIds || a.kind !== 'explicit')), name };
}

/** The formats whose fragments name headings and ids. */
const ANCHOR_FORMATS: ReadonlySet<string> = new Set(['markdown', 'html', 'asciidoc', 'notebook']);

/**
 * The ids that share a word with `written`, most shared words first, then the fewest edits apart, then in the
 * target's order; at most `MAX_RANKED`, `except` (offered already) left out.
 */
export function rankedBySharedWords<T extends { id: string }>(written: string, ids: readonly T[], except?: string): T[] {
  const wanted = new Set(slugWordsOf(written));
  const lower = written.toLowerCase();
  const scored: { item: T; shared: number; edits: number; order: number }[] = [];
  const seen = new Set<string>();
  ids.forEach((item, order) => {
    if (item.id === except || item.id === written || seen.has(item.id)) return;
    seen.add(item.id);
    const shared = new Set(slugWordsOf(item.id).filter((word) => wanted.has(word))).size;
    if (shared > 0) scored.push({ item, shared, edits: distance(lower, item.id.toLowerCase()), order });
  });
  return scored.sort((a, b) => b.shared - a.shared || a.edits - b.edits || a.order - b.order).slice(0, MAX_RANKED).map((s) => s.item);
}

/** An id's words, as a heading's slug joins them (`client-instances`: client, instances), in lower case. */
function slugWordsOf(id: string): string[] {
  let text = id;
  try {
    text = decodeURIComponent(id);
  } catch {
    // A malformed escape is compared as written.
  }
  return text.toLowerCase().split(/[-_.\s]+/).filter((word) => word !== '');
}

/**
 * Whether `fix` is near-certainly what `written` meant: the same words, in any order, or as many words, each the
 * same but for a slip of at most two characters in all (`instalation` → `installation`, `rocket-lauch` →
 * `rocket-launch`). A word more or less (`installation` → `installation-setup`) or another word
 * (`client-instances` → `request-instances`) is a different section: offered, not preferred.
 */
export function nearCertainTypo(written: string, fix: string): boolean {
  const a = slugWordsOf(written);
  const b = slugWordsOf(fix);
  if (a.length !== b.length || a.length === 0) return false;
  if ([...a].sort().join(' ') === [...b].sort().join(' ')) return true;
  let slips = 0;
  for (let i = 0; i < a.length; i++) slips += distance(a[i]!, b[i]!);
  return slips <= 2;
}
