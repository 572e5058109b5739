/**
 * Link targets: a reference that names a file of the
 * workspace (links/target.ts) whose file is not there, or is there only in
 * another letter case. Its findings depend on the workspace's files, not on
 * the reference alone: a rule that judges from the workspace, asked each
 * time a document is judged, over what `LinkFacts` knows then (a map lookup
 * per link); what it does not know yet is asked for (`linkTargets`) and
 * the document judged again.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { isHtmlPart } from '../anchors/scripted';
import { distance } from 'fastest-levenshtein';
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { contestedLanguage, knownLanguage, languageById, PLAINTEXT, percentDecode, readingLanguage } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import type { Listing, Walk } from '../links/facts';
import { firstFile } from '../links/facts';
import { hiddenFromGithub } from '../links/asciidocConditions';
import { wrappedUrl } from './wrapped';
import { REF_CONTEXTS } from '../links/target';
import type { LocalTarget, TargetScope } from '../links/target';
import { ancestorTargets, assembledSites, assemblyTargets, copyCandidates, documentPlace, isBelow, ownFolderListing, translationTargets } from '../links/site';
import type { Site } from '../links/site';
import { inTestDataFolder } from '../links/testData';
import { javadocAlternatives, javadocPage, linkHookOf, linkHookTargets, siteAlternatives } from '../links/siteTargets';
import { MAVEN_SITE } from '../links/renderers';
import { buildSourceNoteOf, doxygenMarkedNoteOf, includedPartNoteOf, isPartial, PARTIAL_NOTE } from '../links/partial';
import { embeddedNoteOf } from '../links/embedded';
import { docnameSource, notebookProjectOf, SPHINX_SOURCE_SUFFIXES } from '../links/nbsphinx';
import { generatorTemplateNoteOf } from '../links/generatorTemplates';
import { appRouteOf, templateStaticFile } from '../links/appRoutes';
import { filledSitemapNoteOf } from '../links/hotdoc';
import { packedNoteOf } from '../links/packed';
import { DOXYGEN_HEAD, doxygenPageDeclared, isDoxygenPage } from '../links/doxygen';
import { includerFolderTargets, resolved as resolvedPath, rstIncluderOf, siteRstIncluderOf } from '../links/rstIncluders';
import type { RstIncluder } from '../links/rstIncluders';
import { aboveTargets, ELSEWHERE_LOOKS, includingPageFile, includingPageTargets, elsewhereTargets, fileByName, missingFolderOf, nameFolders, namesPage, programRootTargets, sourceByName, sourceFolders } from '../links/elsewhere';
import { ignoringFile } from '../links/ignored';
import { addressMessage, missingAddress } from '../links/addresses';
import { vaultAbove, vaultFileOf, vaultFolders, vaultPaths } from '../links/vault';
import { bundlerFor, compiledSource, ownPackageBundle } from '../links/bundlers';
import { duneWrites, generatedPageSource } from '../links/buildRules';
import { dependencyFolderNote, springRouteNote } from '../links/dependencyFolders';
import { submoduleOf } from '../links/submodules';
import { viteAlternatives, viteAppOf, viteEmits } from '../links/vite';
import { docsifyMarked } from '../links/docsify';
import { fileThroughSlash, forgeRendered } from '../links/trailingSlash';
import { PAGE_URL, pageFileOf, pageLinkOf, pageTargetOf } from '../links/pageUrls';
import type { PageTarget } from '../links/pageUrls';
import { fromLinkedCopies, linkedCopyFolders } from '../links/linkedCopies';
import { clampedCandidates, clampedNote, clampedTarget, publishedCandidates, publishedElsewhere, publishedNote } from '../links/siteRoot';
import { frontMatterOf } from '../frontMatter';
import { fileTarget } from '../links/failedTarget';
import { inLinkingElement, unknownXmlVocabulary } from '../links/xmlVocabulary';
import { judgeLink, linkFindingsOf, notALink } from './context';
import { colonlessScheme } from './schemes/typo';
import { defineWorkspaceRule } from './types';
import type { CodeInfo, DocumentFixInputs, Finding, JudgedLink, LinkContext } from './types';
import { toTextEdits } from '../fixes/textEdits';
import { SOURCE } from '../../contract/diagnostics';
import { CHOOSE_FILE_COMMAND, encodeName } from '../../contract/commands';
import type { ChooseFileArguments } from '../../contract/commands';
import { encloses } from '../spans';

/** Where link checking is explained. */
export const LINKS_HREF = 'https://github.com/uri-lint/uri-lint/blob/main/docs/language-server.md#links-to-files';

/** Its codes, apart: their names type its findings. */
const LINK_CODES = {
  'link-missing-file': {
    level: 'warning',
    href: LINKS_HREF,
    summary: 'A relative link, root-relative link, file: URI or mapped URL whose file or folder is not in the workspace.',
    doc: {
      why: 'A relative link, a root-relative link, a `file:` URI or a URL that `uriLint.links.mappings` maps to a folder names a file or folder that is not in the workspace: the link is broken where the document is rendered.',
      bad: 'Read the [setup guide](docs/setup.md).\n',
      good: 'Read the [setup guide](docs/install.md).\n',
      files: { 'docs/install.md': '# Install\n' },
    },
  },
  'link-case-mismatch': {
    level: 'warning',
    href: LINKS_HREF,
    summary: 'A link whose file exists only in another letter case: it opens on macOS and Windows and breaks on Linux.',
    doc: {
      why: 'The linked file exists only in another letter case: the link opens on macOS and Windows, whose file systems ignore case, and breaks on Linux and on a web server.',
      bad: 'Read the [setup guide](docs/Setup.md).\n',
      good: 'Read the [setup guide](docs/setup.md).\n',
      files: { 'docs/setup.md': '# Setup\n' },
    },
  },
} satisfies Record<string, CodeInfo>;

export type LinkCode = keyof typeof LINK_CODES;

export const linksRule = defineWorkspaceRule<LinkCode>({
  codes: LINK_CODES,
  // `uriLint.links.checkFiles` (`--no-links`) turns off every link check.
  on: (settings) => settings.linksCheckFiles,
  check(ctx) {
    const { ref, facts } = ctx;
    if (facts.judgesFiles) {
      if (notALink(ctx)) return NONE;
      const judged = facts.target(ref);
      const link: LinkAtHand = { ref, document: facts.document, links: facts.links!, judged };
      return linkFindingsOf(demoted(link, linkFindings(ref, facts.links!, judged ?? null)), ctx);
    }
    // A URL in a second pair of parentheses is a mistake in the link's syntax, whatever the workspace holds.
    if (!facts.judgesWrapped) return NONE;
    const wrapped = wrappedUrlFindings(ref);
    return wrapped.length === 0 || notALink(ctx) ? NONE : linkFindingsOf(wrapped, ctx);
  },
  // Asked whether or not its codes are on: a fragment into a file is judged once the file is known to be there.
  pending: (facts, refs) => (facts.links ? { targets: linkTargets(refs, facts.links), anchors: docsifyTexts(refs, facts.links) } : { targets: [] }),
  // The light bulb's only (see "Fixes" below): which of several files was meant is for a person to say.
  fixes: {
    'add-scheme': {
      judges: 'document', bulk: 'never', over: 'reference', title: 'Add the scheme a web or e-mail address lacks', codes: ['link-missing-file'], menuRank: 12,
      compute: addSchemeActions,
    },
    'nearest-file': {
      judges: 'document', bulk: 'never', over: 'reference', title: 'Change the link to an existing file like it', codes: ['link-missing-file', 'link-case-mismatch'],
      menuRank: 13, compute: nearestFileActions,
    },
    'choose-file': {
      judges: 'document', bulk: 'never', over: 'reference', title: 'Choose a file…', codes: ['link-missing-file'], menuRank: 14, compute: chooseFileActions,
    },
  },
});

/** The texts of the folder's Markdown documents not read yet, where a link may be a Docsify page's route (`docsifyRoute`). */
function docsifyTexts(refs: Iterable<AnalyzedReference>, links: LinkContext): string[] {
  for (const ref of refs) {
    const judged = judgeLink(ref, links);
    const walk = judged?.walk;
    if (walk?.found === 'missing' && docsifyCandidate(ref, judged!.target, walk, links)) return docsifyMarked(links.scope, links.facts, links.scope.settings.linksHeadingIds).unread;
  }
  return [];
}

/**
 * A link's whole target a word that stands for one not written yet (`TODO`, `TBD`, `FIXME`, `XXX`), in any case, or
 * words joined by `_` that say a link goes there (`INSERT_LINK_HERE`, `REDDIT_LINK_HERE` in a newsletter's draft).
 */
const PLACEHOLDER_TARGET = /^(?:TODO|TBD|TBA|FIXME|XXX)$/i;
/** Words in capitals joined by `_`, one of them `LINK`, `URL` or `HERE` (`INSERT_LINK_HERE`); not a lone `url`, a file's name. */
/**
 * MyST (myst-parser in Sphinx, Jupyter Book) reads a Markdown link whose target names no file as a cross-reference: a
 * label, a document, a Python object autodoc documents (`[](Protocol.receive)`, bridgy-fed's design notes). A name with
 * no folder and no file's extension, missing as a file, is one; `guide.md` or `img/x.png` stays a file.
 */
function mystReference(ref: AnalyzedReference, links: LinkContext): boolean {
  if (ref.found.context !== 'markdown-link' || ref.parsed.kind !== 'relative-ref') return false;
  const path = ref.found.text.replace(/[?#].*$/, '');
  if (path === '' || path.includes('/') || DOCUMENT_EXTENSION.test(path)) return false;
  return links.site()?.projectLabels !== undefined;
}
const DOCUMENT_EXTENSION = /\.(?:md|markdown|myst|rst|txt|ipynb|html?|pdf|png|jpe?g|gif|svg|webp|ico|css|js|mjs|ts|json|ya?ml|toml|xml|csv|zip|gz|tgz|py|r|jl|sh|mp4|webm|mp3|wav)$/i;
const MYST_REFERENCE_NOTE = ' (In MyST a link that names no file is a cross-reference: to a label, a document or an object its build documents, which the tool does not list.)';

/**
 * A `$ref` whose value names no document: no `#`, and a last name with no extension a schema's document has
 * (`port_number`, `./internal/metadata.metrics_builder_config`, `../samplepkg.sample_config`). JSON Reference reads it
 * as a file, but the programs that write `$ref`s so resolve them otherwise: OpenTelemetry's mdatagen reads a
 * definition's name or a Go package's path and type, a schema registry an `$id`. Missing as a file, it names what the
 * tool does not know how to find.
 */
function refByName(ref: AnalyzedReference): boolean {
  if (!REF_CONTEXTS.has(ref.found.context) || ref.parsed.kind !== 'relative-ref' || /[?#]/.test(ref.found.text)) return false;
  const last = ref.found.text.slice(ref.found.text.lastIndexOf('/') + 1);
  return last !== '' && !SCHEMA_DOCUMENT.test(last);
}
const SCHEMA_DOCUMENT = /\.(?:json|jsonc|json5|jsonld|ya?ml|schema|avsc|raml)$/i;
export const REF_BY_NAME_NOTE = ' (This $ref names no document, no "#" and no extension a schema\'s file has: the program that reads it may resolve it as a name'
  + ' (a definition, a package\'s type, a schema\'s $id), which the tool does not know how to look up.)';

const PLACEHOLDER_WORDS = /^(?=[A-Z0-9_]*(?:^|_)(?:LINK|URL|HERE)(?:_|$))[A-Z0-9]+(?:_[A-Z0-9]+)+$/;
const PLACEHOLDER_NOTE = ' (The target is a placeholder: the link is not written yet.)';

/**
 * A view a web app renders (an Express example's `views/index.ejs`): a server-side template in a `views/` or
 * `templates/` folder, whose root-relative links (`/login`, `/restricted`, `/500`) name the app's routes, which its
 * code declares, not files; an HTML file among them too (etherpad-lite's `src/templates/javascript.html`, plain HTML
 * beside its EJS views, linking `/static/js/…`). A template with statements is rendered elsewhere (links/rendered.ts).
 */
const APP_VIEW = /\/(?:views|templates)\/(?:[^/]+\/)*[^/]+\.(?:ejs|pug|jade|hbs|handlebars|njk|eta|erb|twig|mustache|liquid|haml|slim|edge|marko|html?)$/i;
const APP_VIEW_NOTE = ' (A view a web app renders: its root-relative links name the app\'s routes, which its code declares, not files.)';

/**
 * Whether a root-relative link's `/` is a server's the tool does not know: a page a web server serves (not markup a
 * forge renders in place, where `/` is the repository's top), with no site configuration read above it, no
 * `uriLint.links.root` and no `CNAME` (GitHub Pages' custom domain, served from that folder) in a folder above it, whose first name is no file or folder anywhere it was looked for. A repository's page is published under a
 * path of a site (`w3c.github.io/json-ld-syntax/`), or copied into one (`/Consortium/Legal/ipr-notice` on w3.org):
 * its `/` is that site's. Where the first name is found, the root is the repository's and a miss below it is said.
 */
function rootUnknown(target: LocalTarget, walk: Walk, links: LinkContext): boolean {
  // A single file's name (`/favicon.ico`) says nothing of where `/` is: the file may just be missing. A single name
  // with no extension (`/search`, `/about#donate`, `/blog/`) is a route of the server, as a saved page's are.
  if (walk.found !== 'missing' || walk.at !== 0 || forgeRendered(links.scope)) return false;
  if (target.segments.length < 2 && !(target.directory || !FILE_EXTENSION.test(target.segments[0] ?? ''))) return false;
  if (links.scope.settings.linksRoot.trim() !== '' || links.site() !== null) return false;
  const place = documentPlace(links.scope);
  for (let depth = place?.folder === target.folder ? place.dirs.length : 0; depth >= 0; depth--) {
    const cname = links.facts.known(target.folder, [...(place?.dirs.slice(0, depth) ?? []), 'CNAME']);
    if (cname === undefined || cname.found === 'exact' || cname.found === 'case') return cname === undefined;
  }
  // The first folder below a folder a server may serve at `/` (links/siteRoot.ts's candidates): that is the root.
  for (const alternative of rootAlternatives(target, links.scope)) {
    const at = alternative.segments.length - target.segments.length;
    const found = links.facts.known(alternative.folder, alternative.segments.slice(0, at + 1));
    if (found === undefined || found.found === 'exact' || found.found === 'case') return found === undefined;
  }
  return true;
}
const ROOT_UNKNOWN_NOTE = ' (A page a web server serves, with no site configuration read: its "/" is the server\'s, which may publish this'
  + ' repository under a path of its own, and the first name of this link is nowhere in the repository. Set uriLint.links.root'
  + ' to the folder served at "/" to check these links.)';

/**
 * Microsoft Learn's metadata in a page's front matter (`ms.date`, `ms.topic`, `ms.service`…: the fields its
 * publishing requires, learn.microsoft.com/contribute/content/metadata): the page is published on
 * learn.microsoft.com, whose `/` is that site (`/powershell/scripting/…`), not this repository's top.
 */
const LEARN_METADATA = /^ms\.(?:date|topic|service|subservice|author|custom|prod|technology):/m;
const LEARN_NOTE = ' (This page carries Microsoft Learn\'s metadata (ms.date, ms.topic): it is published on learn.microsoft.com,'
  + ' whose "/" is that site, not this repository.)';

/** Whether the document's YAML front matter (frontMatter.ts, read once per version by the workspace's caches) carries Microsoft Learn's metadata. */
function isLearnPage(document: TextDocument, links: LinkContext): boolean {
  const front = frontMatterOf(document, links.facts.caches.frontMatters);
  return front?.format === 'yaml' && LEARN_METADATA.test(document.getText().slice(front.bodyStart, front.bodyEnd));
}

/** A link whose findings the demoting steps read: its reference, its document, its link context and its `judgeLink` (undefined: no target). */
export interface LinkAtHand {
  readonly ref: AnalyzedReference;
  readonly document: TextDocument;
  readonly links: LinkContext;
  readonly judged: JudgedLink | undefined;
}

/**
 * A step a link's findings go through after `linkFindings`: it answers them as they are, or with some dropped (the
 * link works after all) or said as Information with a note of why (`atMostInformation`); given none, it answers none.
 */
type DemotingStep = (link: LinkAtHand, findings: Finding<LinkCode>[]) => Finding<LinkCode>[];

/**
 * The demoting steps, in the order they are applied, first to last; adding a reason a link's finding is said less is
 * one entry here. The order matters twice:
 * - the steps that drop a finding (the link works: a Vite entry module found with an extension, a FORD page made from
 *   its Markdown source) come first, so no later step reads or notes a finding that is gone;
 * - a finding keeps the first note it is given (each step notes only what has none: `missingFilesSaid`), so where two
 *   reasons hold, the earlier step's is the one the user reads: the file's contested type, the page's site (Microsoft Learn), the document's XML
 *   vocabulary, a form's endpoint, a part of pages, a `:doc:` outside Sphinx, a build's source, then a manifest a
 *   build packs from elsewhere.
 */
const DEMOTING_STEPS: readonly DemotingStep[] = [
  viteModule,
  toNotebookDocname,
  readThroughEmptySegment,
  onFordProject,
  toDoxygenPage,
  ofContestedType,
  notOnGithub,
  docsifyIgnored,
  onMicrosoftLearn,
  inUnknownXml,
  fromProgramRoot,
  toAnEndpoint,
  inIncludedPart,
  inHtmlFragment,
  toMdxPage,
  includedBySphinx,
  inHiddenFolder,
  outsideSphinx,
  inBuildSource,
  toFilledSitemapPage,
  packedFromBasePath,
];

/** `findings` through each of `DEMOTING_STEPS` in turn; none left, the steps after are not asked (each would answer none). */
export function demoted(link: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  let out = findings;
  for (const step of DEMOTING_STEPS) {
    if (out.length === 0) break;
    out = step(link, out);
  }
  return out;
}

/**
 * A relative link's findings in a document of a rendered language by an extension that GitHub Linguist names another
 * language (`contestedLanguage`: a `.mdoc`, HTML to VS Code and troff to Linguist, Mathics' own documentation format
 * that its generator turns into LaTeX with its images elsewhere): no known renderer resolves the link, so where it
 * leads is no claim the tool can make. Information, naming both readings.
 */
function ofContestedType({ ref, document }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (ref.parsed.kind !== 'relative-ref' || findings.every((f) => f.atMostInformation !== undefined)) return findings;
  const language = readingLanguage(document.languageId, document.uri);
  if (!languageById(language).rendered) return findings;
  const path = document.uri.replace(/[?#].*$/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  const other = contestedLanguage(name);
  if (other === undefined) return findings;
  const extension = name.slice(name.lastIndexOf('.'));
  const note = ` (VS Code reads ${extension} files as ${language} and GitHub Linguist as ${other}: which program renders this file, and from where its links resolve, URI Lint does not know.)`;
  return findings.map((f) => (f.atMostInformation === undefined ? { ...f, atMostInformation: note } : f));
}

const NOT_ON_GITHUB_NOTE = ' (In an ifndef::env-github[] block: GitHub, which sets env-github, does not render it; the renderer that does'
  + ' resolves its links from where it publishes the page, which URI Lint does not know.)';

/**
 * A missing file's findings in an AsciiDoc document's part GitHub does not render (links/asciidocConditions.ts: an
 * `ifndef::env-github[]` block, kanata's docs/config.adoc's links to its site's `/config-1.12.0.html`): written for
 * another renderer, Information.
 */
function notOnGithub({ ref, document }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (languageById(readingLanguage(document.languageId, document.uri)).syntax !== 'asciidoc') return findings;
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  return hiddenFromGithub(document.getText(), ref.found.start) ? missingFilesSaid(findings, NOT_ON_GITHUB_NOTE) : findings;
}

/**
 * Docsify's link attribute `:ignore` in a Markdown link's title (`[api docs](api-docs/index.html ':ignore')`,
 * docsify.js.org/#/helpers "Ignore to compile link"): Docsify does not route such a link, it leaves it to the browser.
 */
const DOCSIFY_IGNORE = /^[ \t]+(["'])[^"'\n]*:ignore\b[^"'\n]*\1[ \t]*\)/;
const DOCSIFY_IGNORE_NOTE = " (Docsify's ':ignore': Docsify leaves this link to the browser, which resolves it from the URL of the site's page"
  + ' (its index.html), not from this file; what is there, a build may make where the repository does not show it.)';

/**
 * A missing file's findings for a Markdown link marked with Docsify's `:ignore` (luxon's docs/home.md links the API
 * pages `npm run site` writes beside the site): written for Docsify, resolved from where the site is served, which the
 * tool does not know. Information.
 */
function docsifyIgnored({ ref, document }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (ref.found.context !== 'markdown-link' || ref.parsed.kind !== 'relative-ref') return findings;
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const end = ref.found.end;
  if (!DOCSIFY_IGNORE.test(document.getText({ start: document.positionAt(end), end: document.positionAt(end + 80) }))) return findings;
  return missingFilesSaid(findings, DOCSIFY_IGNORE_NOTE);
}

/** A root-relative link's findings on a page Microsoft Learn publishes: information, its `/` is not this repository's. */
function onMicrosoftLearn({ ref, document, links }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (findings.length === 0 || !isRootRelative(ref) || !isLearnPage(document, links)) return findings;
  return findings.map((finding) => (finding.atMostInformation === undefined ? { ...finding, atMostInformation: LEARN_NOTE } : finding));
}

/**
 * A missing file's findings in an XML document of a vocabulary whose links the tool does not know (links/xmlVocabulary.ts):
 * information, naming the root element; the program that reads the file resolves its paths, not a browser.
 */
function inUnknownXml({ ref, document, links }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!findings.some((finding) => finding.code === 'link-missing-file' && finding.atMostInformation === undefined)) return findings;
  const root = unknownXmlVocabulary(document, links.facts.caches.xmlVocabularies);
  if (root === undefined || inLinkingElement(document.getText(), ref.found.start)) return findings;
  const note = ` (An XML vocabulary URI Lint does not know, root element <${root}>: the program that reads this file resolves its paths, from where it looks, not a browser from this file's folder.)`;
  return missingFilesSaid(findings, note);
}

/**
 * Whether the scope's document is a file a program loads, not a page: a language no renderer resolves the links of
 * (the table's `rendered`: XSLT, XML, a configuration, code), not an image a browser shows (SVG). The program resolves
 * its paths from where it looks.
 */
function loadedByProgram(document: TextDocument): boolean {
  const language = readingLanguage(document.languageId, document.uri);
  return language !== 'svg' && !languageById(language).rendered && !isHtmlPage(document.uri);
}

/**
 * A missing file's findings in a file a program loads (`loadedByProgram`), where the path is there from a folder
 * above the document's, or through its missing folder from one beside (links/elsewhere.ts `programRootTargets`):
 * icecast's XSLT loader resolves an `xsl:include` its library cannot find against its admin root
 * (`admin/includes/page.xsl`'s `includes/head.xsl` is `admin/includes/head.xsl`). The program's root is where the
 * file is found, which the tool does not know: Information, naming the file. Not a `$ref`: JSON Reference resolves it
 * against the document, whatever program reads it.
 */
function fromProgramRoot({ ref, document, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!judged?.walk || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref) || !loadedByProgram(document)) return findings;
  // A `$ref` is JSON Reference's, which every tool that reads the document resolves against it (diffgram's
  // `./default/docs/actions/schemas.yaml` from `default/docs/actions/`, judged a missing file in round 24).
  if (REF_CONTEXTS.has(ref.found.context)) return findings;
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const place = documentPlace(links.scope);
  const found = place && firstFile(programRootTargets(judged.target, judged.walk, place, links.facts), links.facts, { unknown: 'skip' });
  if (!found) return findings;
  return missingFilesSaid(findings, ` (A file a program loads, which resolves its paths from where it looks: the file is there as ${found.path}, from a folder above or beside this one.)`);
}

/** A page a site serves as its folder's: `index.md`, which a forge does not show for the folder (it shows a README). */
const FOLDER_PAGE = /(?:^|\/)index\.(?:md|markdown|mdx)$/i;
const README = /^readme(?:\.|$)/i;
const FOLDER_PAGE_NOTE = ' (This page is its folder\'s index.md, which a site serves as the folder\'s page where a forge shows a README:'
  + ' a site whose configuration URI Lint has not read renders it, and may make what it links.)';

/**
 * Whether the scope's document is an `index.md` in a folder with no README (mox's `website/install/index.md`, which
 * its own Go program renders): a page of a site the tool does not know, not one a forge shows. Its folder's listing
 * is known once a link from it was walked.
 */
function isFolderPage(links: LinkContext): boolean {
  const document = links.scope.document.replace(/[?#].*$/, '');
  if (!FOLDER_PAGE.test(document)) return false;
  const listing = ownFolderListing(links.scope, links.facts)?.listing;
  return listing !== undefined && ![...listing.entries].some(([entry, kind]) => kind === 'file' && README.test(entry));
}

/** The missing files among `findings` not said as information already, said so with `note`. */
function missingFilesSaid(findings: Finding<LinkCode>[], note: string): Finding<LinkCode>[] {
  return findings.map((f) => (f.code === 'link-missing-file' && f.atMostInformation === undefined ? { ...f, atMostInformation: note } : f));
}

/** A Sphinx role naming a document, just before the reference (`:doc:\`x\``, `:doc:\`text <x>\``). */
const SPHINX_DOC_ROLE = /:doc:`[^`\n]{0,200}$/;
const OUTSIDE_SPHINX_NOTE = ' (A :doc: role is Sphinx\'s, and no Sphinx project (conf.py) holds this document: it resolves in the document that includes it.)';

/**
 * A missing file's findings for a `:doc:` role in a reStructuredText document no Sphinx project holds (skyfield's
 * CHANGELOG.rst, which documentation/installation.rst includes): a forge's reader knows no such role, and Sphinx
 * resolves it from the including document. Information.
 */
function outsideSphinx({ ref, document, links }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (ref.found.context !== 'markup-link' || links.site() !== null || !findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const start = ref.found.start;
  if (!SPHINX_DOC_ROLE.test(document.getText({ start: document.positionAt(Math.max(0, start - 200)), end: document.positionAt(start) }))) return findings;
  return missingFilesSaid(findings, OUTSIDE_SPHINX_NOTE);
}

/** A missing file's findings in a part of pages by its content (links/partial.ts): information, it resolves from the page that includes it. */
function inIncludedPart({ document }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const note = includedPartNoteOf(document);
  return note === undefined ? findings : missingFilesSaid(findings, note);
}

/**
 * A missing file's findings for a notebook's link to a source of a Sphinx project by another suffix than its own
 * (links/nbsphinx.ts: vaex's `docs/source/index.ipynb` links `datasets.rst`, the document `datasets.ipynb`): where the
 * `conf.py` above it lists nbsphinx, which resolves such a link by the docname, none; where no configuration saying
 * so was read, Information naming the source. A name whose docname has no source, or a notebook of no such project
 * whose source of that name is not there, keeps its Warning.
 */
function toNotebookDocname({ ref, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  const walk = judged?.walk;
  if (!walk || walk.found !== 'missing' || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref) || walk.at !== judged.target.segments.length - 1) return findings;
  if (!/\.ipynb$/i.test(links.scope.document.replace(/[?#].*$/, '')) || !findings.some((f) => f.code === 'link-missing-file')) return findings;
  const project = notebookProjectOf(links.scope, links.facts);
  if (project === undefined) return findings;
  const source = docnameSource(judged.target.segments[walk.at]!, walk.parent.entries, project?.nbsphinx ? project.suffixes : SPHINX_SOURCE_SUFFIXES);
  if (source === undefined) return findings;
  if (project?.nbsphinx) return findings.filter((f) => f.code !== 'link-missing-file');
  return missingFilesSaid(findings, ` (nbsphinx, which builds notebooks into a Sphinx project, resolves a link to a source by its docname whatever its suffix: ${[...walk.actual, source].join('/')} is that document; no Sphinx configuration listing nbsphinx was read above this notebook.)`);
}

/**
 * A reStructuredText directive's path with a slash written twice inside it (trafficserver's `.. literalinclude::
 * ../../../../tests/gold_tests/pluginTest/txn_box//static_file/static_file.replay.yaml`), which Docutils and Sphinx read
 * through the file system (`os.path.join`, `open`), where `a//b` is `a/b`: where the file is there with the empty
 * segments dropped, the link works, no finding. Only where the reader is known to be the file system: Docutils' and
 * Sphinx's `include`, Sphinx's `literalinclude`, and in a Sphinx project an image's, a figure's and a download's path
 * (`SPHINX_DOCUMENT_PATH`). A forge or a web server may read the empty segment as a name: a link elsewhere keeps it.
 */
function readThroughEmptySegment({ ref, document, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  const walk = judged?.walk;
  if (!walk || walk.found !== 'missing' || judged.target.segments[walk.at] !== '' || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref)) return findings;
  if (!findings.some((f) => f.code === 'link-missing-file') || languageById(readingLanguage(document.languageId, document.uri)).syntax !== 'rst') return findings;
  const before = document.getText({ start: document.positionAt(Math.max(0, ref.found.start - 120)), end: document.positionAt(ref.found.start) });
  const site = links.site();
  if (!FILE_READING_DIRECTIVE.test(before) && !(site?.generator === 'Sphinx' && SPHINX_DOCUMENT_PATH.test(before))) return findings;
  const collapsed = collapsedTarget(judged.target);
  const found = links.facts.known(collapsed.folder, collapsed.segments);
  return found && (found.found === 'exact' || found.found === 'case') && found.kind === 'file' ? findings.filter((f) => f.code !== 'link-missing-file') : findings;
}

/** A reStructuredText directive whose path Docutils or Sphinx opens as a file: `include`, `literalinclude`. */
const FILE_READING_DIRECTIVE = /(?:^|\n)[ \t]*\.\.[ \t]+(?:include|literalinclude)::[ \t]*$/;

/** A target with the empty segments inside its path dropped (`a//b` as `a/b`), as a file system reads it. */
function collapsedTarget(target: LocalTarget): LocalTarget {
  return { ...target, segments: target.segments.filter((name) => name !== ''), fragment: undefined };
}

/** The site generators whose pages may be MDX (`.mdx`) beside Markdown: Astro (Starlight), Docusaurus. */
const MDX_SITES: ReadonlySet<string> = new Set(['Astro', 'Docusaurus']);

/**
 * A missing `.md` file's findings in a page of a site whose pages may be MDX (`MDX_SITES`) where a `.mdx` of the
 * name is beside where the link leads: jj's Starlight docs (`web/docs`, whose plugin strips a link's `.md`) link
 * `install-and-setup.md`, the page `install-and-setup.mdx`, whose route the link names once its `.md` is dropped; a
 * site that resolves links by file may not. Information, naming the `.mdx`. A `.md` link with no such page beside it,
 * or one from a page of no such site (a forge shows the file as named), keeps its Warning.
 */
function toMdxPage({ ref, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  const walk = judged?.walk;
  if (!walk || walk.found !== 'missing' || ref.parsed.kind !== 'relative-ref' || walk.at !== judged.target.segments.length - 1) return findings;
  const name = judged.target.segments[walk.at]!;
  if (!/\.md$/i.test(name) || !findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const site = links.site();
  if (!site || !MDX_SITES.has(site.generator)) return findings;
  const mdx = `${name.slice(0, -3)}.mdx`;
  if (walk.parent.entries.get(mdx) !== 'file') return findings;
  return missingFilesSaid(findings, ` (${site.generator} makes pages of MDX too: ${[...walk.actual, mdx].join('/')} is the page of this name, whose route the link names where the site's build drops .md; read as a file, the link names no file.)`);
}

/** A folder of templates (a theme's `templates/`, Sphinx's `_templates/`), whose files a program renders into pages elsewhere. */
const TEMPLATES_FOLDER = /^_?templates?$/i;
const TEMPLATE_FRAGMENT_NOTE = ' (This HTML file is a fragment of a page in a folder of templates: a program renders it into the pages it writes elsewhere, from whose folder its links resolve, beside the assets it copies there, which URI Lint does not see.)';

/** How much of an HTML document's start is read for a page's structure (`<html>`, `<head>`, `<body>`). */
const STRUCTURE_SNIFF = 16384;

/**
 * A missing file's findings in an HTML fragment of a page (no doctype, `<html>`, `<head>` or `<body>`: anchors/scripted.ts
 * `isHtmlPart`) whose relative link names a file found from a folder above (links/elsewhere.ts `includingPageFile`):
 * syncthing's `gui/default/syncthing/development/logbar.html`, which Angular's `ng-include` loads into
 * `gui/default/index.html`, links `assets/css/dev.css`, `gui/default/assets/css/dev.css`. The browser resolves it from
 * the page that loads the fragment, which the tool does not see: Information, naming where it is found. A fragment in
 * a folder of templates (`TEMPLATES_FOLDER`) is rendered into pages a program writes elsewhere, with the assets it
 * copies there: meson's hotdoc theme, `docs/theme/extra/templates/extra_head.html`, links `assets/images/favicon.png`,
 * which hotdoc copies from `docs/theme/extra/images/` into its output's `assets/`, and `legal.html`, the page of
 * `docs/markdown/legal.md`; its missing files are Information whether or not they are found above. A whole page
 * keeps its Warning, and another fragment's link found from no folder above stays missing.
 */
function inHtmlFragment({ ref, document, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!judged?.walk || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref) || !isHtmlPage(links.scope.document)) return findings;
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const language = knownLanguage(document.languageId);
  if (language?.syntax !== 'html' || language.xml) return findings;
  if (!isHtmlPart(document.getText({ start: document.positionAt(0), end: document.positionAt(STRUCTURE_SNIFF) }))) return findings;
  const place = documentPlace(links.scope);
  const path = place && includingPageFile(judged.target, judged.walk, place, links.facts);
  if (path === undefined) return place && place.dirs.some((dir) => TEMPLATES_FOLDER.test(dir)) ? missingFilesSaid(findings, TEMPLATE_FRAGMENT_NOTE) : findings;
  return missingFilesSaid(findings, ` (This HTML file is a fragment of a page, without <html>, <head> or <body>: a page loads it (a script's or a template's include), and its links resolve from that page's folder; from a folder above, the file is there as ${path}.)`);
}

/**
 * A missing file's findings in a reStructuredText document of no site that a Sphinx project's document includes
 * (links/rstIncluders.ts: nilearn's `AUTHORS.rst`, which `doc/authors.rst` includes by `.. include:: ../AUTHORS.rst`):
 * Sphinx resolves the included text's links from the includer's folder, so one found from there
 * (`changes/names.rst` is `doc/changes/names.rst`) is Information, naming the includer; one found from neither
 * folder stays missing. Within a Sphinx project, the paths Sphinx reads relative to the document being built
 * (`SPHINX_DOCUMENT_PATH`: an image's, a figure's, a literal include's, a download's) are the includer's too:
 * syncthing-docs' `users/faq-parts/troubleshooting.rst`, which `users/faq.rst` includes, shows `.. image:: relay.png`,
 * `users/relay.png`. A `:doc:` role there is read by Sphinx alone, from the includer: one that names a document of the
 * includer's folder works, no finding, whatever its own folder holds (linkchecker's `CONTRIBUTING.rst`, which
 * `doc/src/contributing.rst` includes, names `:doc:\`CODE_OF_CONDUCT.rst <code_of_conduct>\``, the document
 * `doc/src/code_of_conduct.rst`; at the top, `CODE_OF_CONDUCT.rst` differs in case).
 */
function includedBySphinx({ ref, document, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!judged || languageById(readingLanguage(document.languageId, document.uri)).syntax !== 'rst' || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref)) return findings;
  if (isDocRole(ref) && links.site() === null) {
    // Only Sphinx reads a `:doc:` role (a forge shows it as text), from the document it builds: the includer's folder.
    if (fromIncluder(ref, judged.target, links, document, { exact: true })) return findings.filter((f) => f.code !== 'link-missing-file' && f.code !== 'link-case-mismatch');
  }
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const found = fromIncluder(ref, judged.target, links, document);
  if (!found) return findings;
  const { includer, segments } = found;
  return missingFilesSaid(findings, ` (${[...includer.dirs, includer.file].join('/')} includes this document (.. include::), and Sphinx resolves its ${links.site() ? 'images\' and files\' paths' : 'links'} from there, where ${segments.join('/')} is.)`);
}

/** A directive or role whose path Sphinx reads relative to the document it builds, just before the reference. */
const SPHINX_DOCUMENT_PATH = /(?:^|\n)[ \t]*\.\.[ \t]+(?:image|figure|literalinclude)::[ \t]*$|:download:`(?:[^`\n<]*<)?$/;

/**
 * The document that pastes in the scope's reStructuredText document, when its links resolve from there: a Sphinx
 * project's document including one of no site (links/rstIncluders.ts `rstIncluderOf`), or, for a path Sphinx reads
 * relative to the document it builds (`SPHINX_DOCUMENT_PATH`, read in `document`; any path where it is not given, as
 * the targets to ask for are gathered), one of the document's own Sphinx project (`siteRstIncluderOf`). Null when
 * none does; undefined while not known.
 */
function includerOf(ref: AnalyzedReference, links: LinkContext, document: TextDocument | undefined): RstIncluder | null | undefined {
  const site = links.site();
  if (site === null) return rstIncluderOf(links.scope, links.facts);
  if (site === undefined || site.generator !== 'Sphinx' || !site.known) return site === undefined ? undefined : null;
  const start = ref.found.start;
  if (document && !SPHINX_DOCUMENT_PATH.test(document.getText({ start: document.positionAt(Math.max(0, start - 120)), end: document.positionAt(start) }))) return null;
  return siteRstIncluderOf(links.scope, links.facts, site.config);
}

/** The includer of a reStructuredText document (`includerOf`) and the names its link leads to from the includer's folder. */
function fromIncluderFolder(ref: AnalyzedReference, target: LocalTarget, links: LinkContext, document: TextDocument | undefined): { includer?: RstIncluder | null; segments?: string[] } {
  const includer = includerOf(ref, links, document);
  if (!includer) return { includer };
  const segments = resolvedPath(includer.dirs, ref.found.text.slice(target.start, target.end).replace(/[?#].*$/, ''));
  return segments === undefined ? { includer } : { includer, segments };
}

/**
 * The includer of a reStructuredText document and the file its link names from there, if that file is there (`exact`:
 * in the letter case written, as a `:doc:` must be for Sphinx on a file system that tells cases apart).
 */
function fromIncluder(ref: AnalyzedReference, target: LocalTarget, links: LinkContext, document: TextDocument, { exact = false }: { exact?: boolean } = {}): { includer: RstIncluder; segments: string[] } | undefined {
  const { includer, segments } = fromIncluderFolder(ref, target, links, document);
  if (!includer || !segments) return undefined;
  const walk = links.facts.known(target.folder, segments);
  return walk && (walk.found === 'exact' || (walk.found === 'case' && !exact)) ? { includer, segments } : undefined;
}

/**
 * The hidden folders of a repository that a forge renders as its pages, whose documents are read there: GitHub's
 * `.github/` (a README, CONTRIBUTING.md, issue templates), GitLab's `.gitlab/`, Gitea's `.gitea/`, Forgejo's `.forgejo/`.
 */
const FORGE_FOLDERS: ReadonlySet<string> = new Set(['.github', '.gitlab', '.gitea', '.forgejo']);

/**
 * The hidden folder (a name starting with `.`, not a forge's own) a document of the workspace lies below, if any: a
 * tool's or a service's content, which a program reads and shows at routes of its own (exercism/python's
 * `exercises/concept/cater-waiter/.docs/hints.md`, which exercism.org shows beside the exercise, linking
 * `/tracks/python/concepts/lists`, the site's route of the track's concept `concepts/lists/`; a changeset's
 * `.changeset/*.md`, which its tool reads into a changelog).
 */
export function hiddenFolderOf(links: LinkContext): string | undefined {
  const dirs = documentPlace(links.scope)?.dirs ?? [];
  return dirs.find((name) => name.startsWith('.') && name !== '.' && name !== '..' && !FORGE_FOLDERS.has(name.toLowerCase()));
}

/**
 * A missing file's findings in markup below a hidden folder (`hiddenFolderOf`) that no site of the repository renders,
 * of a root-relative link whose first segment is no top folder of the repository: the program that reads the document
 * serves it at routes of its own, which the tool does not know. Information, saying so. A relative link, or a
 * root-relative one into a folder the repository has (`/docs/skills/x` beside `docs/`), is a claim about the repository
 * as GitHub and an agent read it (a `.claude/skills/` document's `../AGENTS.md`): a Warning, as a document a forge
 * shows (`docs/`, `.github/`) keeps its Warning.
 */
function inHiddenFolder({ ref, document, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined) || links.site() !== null) return findings;
  const path = ref.found.text.slice(ref.parsed.ranges.path.start, ref.parsed.ranges.path.end);
  if (ref.parsed.kind !== 'relative-ref' || !path.startsWith('/') || path.startsWith('//') || judged?.walk?.found !== 'missing' || judged.walk.at !== 0) return findings;
  if (!languageById(readingLanguage(document.languageId, document.uri)).rendered) return findings;
  const hidden = hiddenFolderOf(links);
  if (hidden === undefined) return findings;
  return missingFilesSaid(findings, ` (A document below ${hidden}/, a hidden folder: a program reads it and shows it at routes of its own, from where its links resolve, which URI Lint does not know.)`);
}

/**
 * A missing file's findings in a build's source (links/partial.ts: `x.html.in`, `index-tmpl.html`, an m4 source), or
 * in a template of the pages a documentation generator makes (links/generatorTemplates.ts: Doxygen's `HTML_HEADER`; partial.ts: a
 * header with Doxygen's markers, `$relpath^`),
 * or in markup a program embeds (links/embedded.ts: rclone's `cmd/mountlib/mount.md`, `//go:embed mount.md`):
 * information, its links resolve from the page the build makes elsewhere, beside the files the build puts there.
 */
function inBuildSource({ document, links }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const note = buildSourceNoteOf(document) ?? generatorTemplateNoteOf(links) ?? doxygenMarkedNoteOf(document) ?? embeddedNoteOf(links);
  return note === undefined ? findings : missingFilesSaid(findings, note);
}

/**
 * A missing file's findings for a link to a Markdown page by its name alone, in a page of a hotdoc sitemap that holds a
 * placeholder its build fills with pages it writes (links/hotdoc.ts: meson's docs/markdown/Syntax.md links
 * `Reference-manual.md`, which docs/genrefman.py writes in place of `@REFMAN_PLACEHOLDER@`): information, naming the
 * sitemap. A link through a folder, or to a file of another type, keeps its Warning.
 */
function toFilledSitemapPage({ ref, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  const walk = judged?.walk;
  if (!walk || walk.found !== 'missing' || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref) || walk.at !== judged.target.segments.length - 1) return findings;
  if (!/\.(?:md|markdown)$/i.test(judged.target.segments[walk.at]!) || /[\\/]/.test(ref.found.text.slice(judged.target.start, judged.target.end).replace(/[?#].*$/, '').replace(/^\.\//, ''))) return findings;
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const note = filledSitemapNoteOf(links);
  return note === undefined ? findings : missingFilesSaid(findings, note);
}

/**
 * A missing file's findings in a package manifest a build packs from a base path of its own (links/packed.ts: a
 * `.nuspec` that nunit's build.cake packs with `BasePath = CurrentImageDir`): information, the pack step resolves its
 * files in a folder the build fills.
 */
function packedFromBasePath({ links }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const note = packedNoteOf(links);
  return note === undefined ? findings : missingFilesSaid(findings, note);
}

/** An HTML form's `action` or a button's `formaction`, just before the reference's quote. */
const SUBMITTED_TO = /\b(?:form)?action\s*=\s*["']?$/i;
const ENDPOINT_NOTE = ' (Where a form is submitted: a server handles it there, at a route of its own, not a file.)';

/**
 * A missing file's findings where a form is submitted (`<form action="api/v2/torrents/add">`, qBittorrent's web UI) to
 * a path whose last name has no extension: a server's endpoint, information.
 */
function toAnEndpoint({ ref, document }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (ref.found.context !== 'html-attribute' || !findings.some((f) => f.code === 'link-missing-file' && f.atMostInformation === undefined)) return findings;
  const path = ref.found.text.replace(/[?#].*$/, '');
  if (FILE_EXTENSION.test(path.slice(path.lastIndexOf('/') + 1))) return findings;
  // The attribute before the reference only: a large document's whole text is not joined for it.
  const start = ref.found.start;
  if (!SUBMITTED_TO.test(document.getText({ start: document.positionAt(Math.max(0, start - 40)), end: document.positionAt(start) }))) return findings;
  return missingFilesSaid(findings, ENDPOINT_NOTE);
}

/** A `<script>` tag's start up to the quote of its `src` (the reference's attribute). */
const SCRIPT_SRC = /<script\b[^<>]*?\bsrc\s*=\s*["']?$/i;

/** Whether a reference is the `src` of a `<script type="module">`, the tag read around it (300 characters each way at most). */
function moduleScriptSrc(ref: AnalyzedReference, document: TextDocument): boolean {
  if (ref.found.context !== 'html-attribute') return false;
  const { start, end } = ref.found;
  const open = SCRIPT_SRC.exec(document.getText({ start: document.positionAt(Math.max(0, start - 300)), end: document.positionAt(start) }));
  if (!open) return false;
  const after = document.getText({ start: document.positionAt(end), end: document.positionAt(end + 300) });
  const close = after.indexOf('>');
  return close >= 0 && /\btype\s*=\s*["']?module(?![\w-])/i.test(`${open[0]} ${after.slice(0, close)}`);
}

/**
 * A missing file's findings for the entry module of a Vite app's page (`<script type="module" src="src/index">`):
 * Vite resolves a module's path as an import, trying its `resolve.extensions` after a name written without one
 * (links/vite.ts, renderers.ts `moduleExtensions`): none where a file of the name and one of them is there.
 */
function viteModule({ ref, document, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!judged?.walk || !findings.some((f) => f.code === 'link-missing-file')) return findings;
  if (ref.parsed.kind !== 'relative-ref' || !isHtmlPage(links.scope.document) || !moduleScriptSrc(ref, document)) return findings;
  const place = documentPlace(links.scope);
  const app = place && place.folder === judged.target.folder ? viteAppOf(place, links.facts) : undefined;
  if (!app) return findings;
  const extensions = app.config.moduleExtensions ?? [];
  const relative = !isRootRelative(ref);
  const candidates = [...(relative ? [judged.target] : []), ...(viteAlternatives(judged.target, place!, links.facts, { relative }) ?? [])];
  for (const candidate of candidates) {
    const walk = links.facts.known(candidate.folder, candidate.segments);
    if (walk?.found !== 'missing' || walk.at !== candidate.segments.length - 1 || candidate.directory) continue;
    const name = candidate.segments[walk.at]!;
    if (extensions.some((extension) => walk.parent.entries.get(`${name}${extension}`) === 'file')) return findings.filter((f) => f.code !== 'link-missing-file');
  }
  return findings;
}

/**
 * FORD, the Fortran documentation generator: its project file is a Markdown document whose front matter names the
 * folders it reads (`src_dir`, `output_dir`, `project`) and `page_dir`, whose Markdown pages it builds into the site's
 * `page/` folder (`doc/contributing/Workflow.md` at `page/contributing/Workflow.html`). The project file's own body is
 * the site's front page, so its links to `page/…` name those pages.
 */
const FORD_PROJECT = /^(?:src_dir|output_dir|project):/m;
const FORD_PAGE_DIR = /^page_dir:[ \t]*(\S+)/m;

/** A missing file's findings where the document is FORD's project file and its `page/x.html` is made from `page_dir`'s `x.md` (none then). */
export function onFordProject({ ref, document, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (findings.length === 0 || !judged?.walk || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref)) return findings;
  const path = ref.found.text.replace(/[?#].*$/, '').split('/').filter((segment) => segment !== '.');
  if (path[0] !== 'page' || path.length < 2 || path.includes('..')) return findings;
  const front = frontMatterOf(document, links.facts.caches.frontMatters);
  if (front?.format !== 'yaml') return findings;
  const meta = document.getText().slice(front.bodyStart, front.bodyEnd);
  const pageDir = FORD_PAGE_DIR.exec(meta);
  if (!pageDir || !FORD_PROJECT.test(meta)) return findings;
  const { target } = judged;
  const folder = target.segments.slice(0, target.segments.length - path.length);
  const within: string[] = [...folder];
  for (const segment of pageDir[1]!.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (within.length === 0) return findings;
      within.pop();
    } else within.push(segment);
  }
  const rest = path.slice(1).map(decodeURIComponentSafe);
  const last = rest.length - 1;
  if (!/\.html$/i.test(rest[last]!)) return findings;
  rest[last] = rest[last]!.replace(/\.html$/i, '.md');
  const walk = links.facts.known(target.folder, [...within, ...rest]);
  return walk?.found === 'exact' && walk.kind === 'file' ? NONE : findings;
}

/**
 * A missing file's findings where the document is a Doxygen page (links/doxygen.ts: it opens with `\page name`) and the
 * link names, beside it, the page another source of its folder declares (`./createsystemplugins.html`, gz-sim's
 * tutorials): none then, Doxygen writes that page; none either while a source of the folder is not read yet.
 */
export function toDoxygenPage({ ref, document, links, judged }: LinkAtHand, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (!judged?.walk || judged.walk.found !== 'missing' || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref)) return findings;
  const { target, walk } = judged;
  const last = target.segments.length - 1;
  if (walk.at !== last || target.directory || !/\.html$/i.test(target.segments[last]!)) return findings;
  const place = documentPlace(links.scope);
  const at = target.segments.slice(0, last);
  if (!place || place.folder !== target.folder || place.dirs.length !== at.length || place.dirs.some((name, i) => name !== at[i])) return findings;
  if (!isDoxygenPage(document.getText({ start: document.positionAt(0), end: document.positionAt(DOXYGEN_HEAD) }))) return findings;
  const declared = doxygenPageDeclared(target.segments[last]!, target, at, walk.parent, links.scope, links.facts);
  return declared === false ? findings : findings.filter((f) => f.code !== 'link-missing-file');
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** No finding: one frozen array for every link that leads where it says (most), not a new one each. */
const NONE = Object.freeze([]) as unknown as Finding<never>[];

/**
 * The findings of a reference about its target file (none while its files are not known yet); `known`: its
 * `judgeLink`, when the caller has it, null when that found no target (an argument left out, or undefined, is judged here).
 */
export function linkFindings(ref: AnalyzedReference, links: LinkContext, known?: JudgedLink | null): Finding<LinkCode>[] {
  const wrapped = wrappedUrlFindings(ref);
  if (wrapped.length > 0) {
    // What Markdown links to: the text as a relative path.
    const judged = known === null ? judgeLink(ref, links) : known;
    return judged === undefined ? wrapped : wrapped.map((f) => ({ ...f, target: fileTarget(judged.target) }));
  }
  // `https//host` is a URL that lost its colon (rules/schemes/typo.ts says so), not a file to look for.
  if (ref.parsed.kind === 'relative-ref' && colonlessScheme(ref.found.text) !== undefined) return NONE;
  const judged = known === undefined ? judgeLink(ref, links) : known;
  if (!judged?.walk) return NONE;
  const { target, walk } = judged;
  // Most links lead where they say: the messages are made only for those that do not.
  if (walk.found === 'exact' && walk.kind === 'file' && !target.directory) return NONE;
  const settings = links.scope.settings;
  const finding = (code: LinkCode, message: string): Finding<LinkCode>[] => [{ code, message, start: target.start, end: target.end, href: LINKS_HREF, target: fileTarget(target) }];
  // A site's page by its URL, written in another letter case than the generator serves it at (links/pageUrls.ts).
  const page = pageUrlCase(ref, target, links);
  // Written as the page's URL as served: the link works on the site, whatever the case of its path on disk.
  if (page === null) return NONE;
  if (page) {
    // A Hugo site's render hook resolves the link by its own program (links/siteTargets.ts `linkHookOf`).
    const hook = linkHookOf(links.site(), target.folder, links.facts);
    if (hook === undefined) return NONE;
    if (hook !== null) {
      return finding('link-case-mismatch', `"${ref.found.text.slice(target.start, target.end)}" names the page of ${page.segments.join('/')} in another letter case than the site serves it at, `
        + `"${page.cased.slice(page.link.root.length).join('/')}".`).map((f) => ({ ...f, atMostInformation: ` (The site renders its links through ${hook}, which resolves them by its own program`
        + ' (Hugo\'s .GetPage finds a page whatever the letter case) and may write the URL the page is served at.)' }));
    }
    return finding('link-case-mismatch', `"${ref.found.text.slice(target.start, target.end)}" names the page of ${page.segments.join('/')}, which the site serves as `
      + `"${page.cased.slice(page.link.root.length).join('/')}": the link works where the server ignores letter case (macOS, Windows) and breaks where it does not (GitHub Pages, Linux).`);
  }
  const written = target.segments.join('/');
  const missing = (walk: Extract<Walk, { at: number }>): Finding<LinkCode>[] => finding('link-missing-file', missingMessage(walk, target, ref));
  const cased = (actual: readonly string[]): Finding<LinkCode>[] => finding(
    'link-case-mismatch',
    `"${written}" is spelled "${actual.join('/')}" on disk: the link works where file names ignore letter case `
      + '(macOS, Windows) and breaks where they do not (Linux, most CI).',
  );
  switch (walk.found) {
    case 'unreadable':
      return [];
    case 'exact':
    case 'case': {
      // A Maven site's `/` is the site it builds, not the repository's top (a `PROPOSAL.html` there is no page of it).
      if (isRootRelative(ref) && links.site()?.generator === MAVEN_SITE) {
        return servedOtherwise(ref, target, links) ? NONE
          : unseenBy(ref, target, links, finding('link-missing-file', `No page or resource "${written}" in the Maven site's sources: the link leads nowhere.`));
      }
      // `guide.md/` where the renderer reads it as `guide.md` (links/trailingSlash.ts: a forge, MkDocs, Hugo).
      if (fileThroughSlash(target, walk, links.scope, links.site())) return walk.found === 'case' ? cased(walk.actual) : [];
      const problem = kindProblem(walk, target, settings.linksDirectoryIndex);
      if (problem) return finding('link-missing-file', `"${written}" ${problem}: the link leads nowhere.`);
      return walk.found === 'case' ? cased(walk.actual) : [];
    }
    case 'missing': {
      // As a static-site generator serves /about from about.html: the first extension that names a file.
      if (walk.at === target.segments.length - 1 && !target.directory) {
        for (const extension of settings.linksExtensions) {
          const name = `${target.segments[walk.at]}${extension}`;
          if (walk.parent.entries.get(name) === 'file') return walk.cased ? cased([...walk.actual, name]) : [];
          const other = [...walk.parent.entries.keys()].find((entry) => entry.toLowerCase() === name.toLowerCase() && walk.parent.entries.get(entry) === 'file');
          if (other !== undefined) return cased([...walk.actual, other]);
        }
        if (renderedFromSource(target.segments[walk.at]!, walk.parent)) return [];
        // A web server's content negotiation serves `page.html` from `page.html.en`, `page.html.de` beside it.
        if (isHtmlPage(links.scope.document) && links.site() === null && negotiatedVariant(target.segments[walk.at]!, walk.parent)) return [];
        // A javadoc document's link to the page of a class or package of its source tree (links/siteTargets.ts).
        if (!isRootRelative(ref) && javadocPage(target.segments[walk.at]!, walk.parent, links.scope, links.facts)) return [];
        const docsify = docsifyRoute(ref, target, walk, links);
        if (docsify !== undefined) return missing(walk).map((f) => ({ ...f, atMostInformation: docsify }));
        // Sphinx's `:doc:` names a document without its suffix: with MyST or MyST-NB among its extensions, a Markdown
        // file or a notebook is one (pypa/pythondotorg's `:doc:`install`` is `install.md`).
        if (isDocRole(ref)) {
          const stem = target.segments[walk.at]!.replace(/\.rst$/, '');
          if (['.md', '.ipynb'].some((extension) => walk.parent.entries.get(`${stem}${extension}`) === 'file')) return [];
        }
      }
      {
        const noPage = noSuchPage(ref, target, links);
        if (noPage !== undefined) return finding('link-missing-file', noPage);
      }
      if (servedOtherwise(ref, target, links) || bundlerAlias(ref)) return [];
      // A folder of git submodules the checkout lacks, or a file of one (links/submodules.ts: nasa/cFS' `[libs](libs)`).
      {
        const submodule = submoduleOf(target, links.facts);
        if (submodule === undefined) return NONE;
        if (submodule?.kind === 'holds') return [];
        // A file below one: GitHub serves no file of a submodule at the repository's path (`blob/main/framework/x.c` is
        // a 404; the forge shows the submodule as a link to its own repository at a commit), so the link is broken where
        // it is read (mbedtls' programs/README.md into `framework/`): a Warning still, saying why.
        if (submodule?.kind === 'inside') {
          const note = ` (${submodule.path} is a git submodule (.gitmodules): the forge shows no file of it at this repository's path; link to the submodule's own repository.)`;
          return missing(walk).map((finding) => ({ ...finding, message: finding.message + note }));
        }
      }
      {
        const source = isRootRelative(ref) ? undefined : sourceElsewhere(target, walk, links);
        if (source !== undefined) {
          return missing(walk).map((finding) => ({ ...finding, atMostInformation: ` (A page of this name is made from ${source}: the generator that publishes this folder finds pages by their names.)` }));
        }
      }
      {
        const copy = isRootRelative(ref) ? undefined : linkedCopyWhereFound(target, links);
        if (copy !== undefined) {
          return missing(walk).map((finding) => ({ ...finding, atMostInformation: ` (This file is published also through the symbolic link ${copy.folder}, from where the link leads to ${copy.path}.)` }));
        }
      }
      // In a note vault (links/vault.ts) the app resolves a file's name, or its path, wherever it is in the vault: found, the link works.
      if (!isRootRelative(ref) && inVault(target, walk, links)) return [];
      // A file a dependency supplies (links/dependencyFolders.ts: a WebJar, an installed package) or a route a Spring Boot app maps.
      {
        const supplied = dependencyFolderNote(target, walk) ?? (isRootRelative(ref) ? undefined : springRouteNote(target, walk, documentPlace(links.scope)));
        if (supplied !== undefined) return missing(walk).map((finding) => ({ ...finding, atMostInformation: supplied }));
      }
      // `[Tracking issue](TODO)`: a word that stands for a target not written yet, no file's name.
      if (PLACEHOLDER_TARGET.test(ref.found.text) || PLACEHOLDER_WORDS.test(ref.found.text)) return missing(walk).map((finding) => ({ ...finding, atMostInformation: PLACEHOLDER_NOTE }));
      if (mystReference(ref, links)) return missing(walk).map((finding) => ({ ...finding, atMostInformation: MYST_REFERENCE_NOTE }));
      if (refByName(ref)) return missing(walk).map((finding) => ({ ...finding, atMostInformation: REF_BY_NAME_NOTE }));
      // A web application's template links its static files by the URL the app serves them at (links/appRoutes.ts).
      if (links.site() === null && ref.parsed.kind === 'relative-ref' && !ref.found.text.startsWith('//')) {
        const place = documentPlace(links.scope);
        const served = place && templateStaticFile(place, ref.found.text.slice(target.start, target.end), links.facts);
        if (served === undefined && place) return NONE;
        if (served) return [];
      }
      // A page of a web application's static folder: a path the application's code maps is a route (links/appRoutes.ts).
      if (isRootRelative(ref) && links.site() === null && isHtmlPage(links.scope.document)) {
        const place = documentPlace(links.scope);
        const path = ref.found.text.slice(target.start, target.end).replace(/[?#].*$/, '');
        const route = place && appRouteOf(place, path, links.facts);
        if (route === undefined && place) return NONE;
        if (route) return missing(walk).map((finding) => ({ ...finding, atMostInformation: ` (${route.source}, the application this static folder is served by, maps "${path}" to a route of its own: its server answers it, not a file.)` }));
      }
      if (isRootRelative(ref) && links.site() === null && APP_VIEW.test(links.scope.document.replace(/[?#].*$/, ''))) {
        return missing(walk).map((finding) => ({ ...finding, atMostInformation: APP_VIEW_NOTE }));
      }
      if (isRootRelative(ref) && rootUnknown(target, walk, links)) {
        return missing(walk).map((finding) => ({ ...finding, atMostInformation: ROOT_UNKNOWN_NOTE }));
      }
      if (links.site() === null && isPartial(links.scope.document)) return missing(walk).map((finding) => ({ ...finding, atMostInformation: PARTIAL_NOTE }));
      // Only a relative link to a page's URL (`../config/`) or through a folder the repository lacks (`../files/a.png`),
      // what a site makes: a file missing beside the page is as missing there as on a forge (a root-relative one has
      // its own reading, `rootUnknown`).
      if (links.site() === null && !isRootRelative(ref) && (/\/(?:[?#]|$)/.test(ref.found.text) || missingFolderOf(target, walk) !== undefined) && isFolderPage(links)) {
        return missing(walk).map((finding) => ({ ...finding, atMostInformation: FOLDER_PAGE_NOTE }));
      }
      // A document its own links show a build copies into a site whose pages it assembles (links/site.ts `copiedInto`).
      if (links.site() === null && !isRootRelative(ref) && ref.parsed.kind === 'relative-ref') {
        const copied = links.copiedInto();
        if (copied !== undefined) return missing(walk).map((finding) => ({ ...finding, atMostInformation: copied.note }));
      }
      return onASite(ref, target, walk, links, missing(walk)) ?? builtBy(ref, target, walk, links, unseenBy(ref, target, links, missing(walk)));
    }
    case 'not-a-folder': {
      const noPage = noSuchPage(ref, target, links);
      if (noPage !== undefined) return finding('link-missing-file', noPage);
      return servedOtherwise(ref, target, links) || bundlerAlias(ref) ? []
        : onASite(ref, target, walk, links, missing(walk)) ?? builtBy(ref, target, walk, links, unseenBy(ref, target, links, missing(walk)));
    }
  }
}

/** A Markdown link's context, in a Markdown document (an inline link, a reference definition). */
const MARKDOWN_LINKS: ReadonlySet<string> = new Set(['markdown-link', 'markdown-definition']);

/**
 * Whether a relative link of a forge-rendered Markdown document names, with no extension, a Markdown file beside it
 * (`formatting` for `formatting.md`): the page Docsify's router reads it as, where the folder is Docsify's.
 */
function docsifyCandidate(ref: AnalyzedReference, target: LocalTarget, walk: Extract<Walk, { found: 'missing' }>, links: LinkContext): boolean {
  if (!MARKDOWN_LINKS.has(ref.found.context) || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref) || target.directory) return false;
  const name = target.segments[walk.at]!;
  return walk.at === target.segments.length - 1 && !name.includes('.') && walk.parent.entries.get(`${name}.md`) === 'file' && forgeRendered(links.scope);
}

/**
 * A missing file's note where Docsify routes the link to the Markdown page of its name beside it (links/docsify.ts: a
 * document of the folder writes Docsify's link attributes), luxon's `[formatting](formatting)`; undefined otherwise.
 */
function docsifyRoute(ref: AnalyzedReference, target: LocalTarget, walk: Extract<Walk, { found: 'missing' }>, links: LinkContext): string | undefined {
  if (!docsifyCandidate(ref, target, walk, links)) return undefined;
  const by = docsifyMarked(links.scope, links.facts, links.scope.settings.linksHeadingIds).by;
  if (!by) return undefined;
  return ` (Written for Docsify (${by} uses its link attributes, ':ignore'): Docsify's router reads "${target.segments[walk.at]}" as the page ${target.segments[walk.at]}.md beside it, which is here; a forge finds no such file.)`;
}

/**
 * The page a link written as a site's page URL names in another letter case than its generator serves it at
 * (`Setup.html` for setup.md; Hugo's `/guide/Setup/`, served in lower case), as the moves and references read it;
 * undefined for any other link.
 */
export function pageUrlCase(ref: AnalyzedReference, target: LocalTarget, links: LinkContext): (PageTarget & { cased: readonly string[] }) | null | undefined {
  if (ref.parsed.kind !== 'relative-ref' || !PAGE_URL.test(ref.found.text.slice(target.start, target.end)) || !links.site()) return undefined;
  const page = pageTargetOf(ref, target, links.scope, links.facts, { site: () => links.site(), urlKeys: () => links.pageUrlKeys() });
  // null: the page's URL written as served.
  return page?.cased ? page as PageTarget & { cased: readonly string[] } : page ? null : undefined;
}

/**
 * A missing file's findings, as information where the link works on a site rooted at a folder of the document's set
 * (links/siteRoot.ts): a relative link that climbs above that folder, whose target is there once `..` stops at it;
 * a root-relative link whose file a site whose generator is not known may publish from another folder.
 */
function onASite(ref: AnalyzedReference, target: LocalTarget, walk: Walk, links: LinkContext, findings: Finding<LinkCode>[]): Finding<LinkCode>[] | undefined {
  if (ref.parsed.kind !== 'relative-ref') return undefined;
  const place = documentPlace(links.scope);
  if (!place) return undefined;
  let note: string | undefined;
  if (!isRootRelative(ref)) {
    const found = clampedTarget(ref.found.text, target, place, links.scope.document, links.facts);
    note = found && clampedNote(found);
  } else if (links.scope.settings.linksRoot.trim() === '' && links.site() === null) {
    // Where the renderer is not known: a site whose configuration was read says where its `/` is.
    const path = publishedElsewhere(target, walk, place, links.scope.document, links.facts);
    note = path && publishedNote(path);
  }
  return note === undefined ? undefined : findings.map((finding) => ({ ...finding, atMostInformation: note, failsAsAssumed: true }));
}

/** The first place the document is published at through a symbolic link from where the link's target is found (links/linkedCopies.ts). */
function linkedCopyWhereFound(target: LocalTarget, links: LinkContext): { folder: string; path: string } | undefined {
  if (!forgeRendered(links.scope)) return undefined;
  const place = documentPlace(links.scope);
  if (place === undefined) return undefined;
  for (const copy of fromLinkedCopies(target, place, () => links.linkedCopies()!)) {
    const walk = links.facts.known(copy.target.folder, copy.target.segments);
    if (walk && (walk.found === 'exact' || walk.found === 'case')) return { folder: copy.folder, path: copy.target.segments.join('/') };
  }
  return undefined;
}

/** Whether the document is in a note vault whose app finds a missing file by its name, or its path, in another folder of the vault. */
function inVault(target: LocalTarget, walk: Walk, links: LinkContext): boolean {
  const place = documentPlace(links.scope);
  const vault = place && vaultAbove(place, links.facts);
  return vault !== undefined && (fileByName(target, walk, place!, links.facts, { vault: true }) !== undefined || vaultFileOf(target, walk, place!, vault, links.facts) !== undefined);
}

/** Where a page a link of a markup document names is made from, in another folder of its set (links/elsewhere.ts). */
function sourceElsewhere(target: LocalTarget, walk: Walk, links: LinkContext): string | undefined {
  if (!forgeRendered(links.scope)) return undefined;
  const place = documentPlace(links.scope);
  return place === undefined ? undefined : sourceByName(target, walk, place, links.facts);
}

/**
 * A missing file's findings, as information where the renderer makes what the repository does not hold: a Maven
 * site's reports and skin, another project's Sphinx documents that intersphinx finds for a `:doc:`.
 */
function unseenBy(ref: AnalyzedReference, target: LocalTarget, links: LinkContext, findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  const site = links.site();
  if (site === undefined) return findings;
  const note = site?.unseen ?? (site?.inventories && isDocRole(ref) ? INVENTORY_NOTE : undefined)
    ?? (site && leavesContent(ref, target, links, site) ? leftContentNote(site) : undefined)
    ?? (isRootRelative(ref) && savedAsTestData(links.scope) ? TEST_DATA_NOTE : undefined);
  return note === undefined ? findings : findings.map((finding) => ({ ...finding, atMostInformation: note }));
}

/**
 * A missing file's findings, as information where a `.gitignore` ignores
 * where it would be (links/ignored.ts): output a build makes and the
 * repository does not keep. Where it would be: the target, and for a
 * root-relative link the places it is looked for too (below the folders a
 * site or a web app serves at `/`). None while an ignore file on the way is
 * not read yet. So too a file a bundler, a compiler from a source beside it
 * (links/bundlers.ts) or a dune rule (links/buildRules.ts) writes, and the page
 * of a source a dune rule writes, linked by its page's name from markup.
 */
function builtBy(ref: AnalyzedReference, target: LocalTarget, walk: Extract<Walk, { at: number }>, links: LinkContext,
  findings: Finding<LinkCode>[]): Finding<LinkCode>[] {
  if (findings.length === 0 || findings.every((finding) => finding.atMostInformation !== undefined)) return findings;
  const candidates: [LocalTarget, Walk | undefined][] = [[target, walk]];
  if (isRootRelative(ref)) {
    const site = links.site();
    const vite = viteTargets(target, links) ?? [];
    const alternatives = [...vite.length > 0 ? vite : rootAlternatives(target, links.scope), ...(site ? siteAlternatives(ref, target, links.scope, site) ?? [] : [])];
    for (const alternative of alternatives) candidates.push([alternative, links.facts.known(alternative.folder, alternative.segments)]);
  }
  for (const [candidate, known] of candidates) {
    if (known === undefined) return NONE;
    if (known.found !== 'missing' && known.found !== 'not-a-folder') continue;
    const ignoring = ignoringFile(candidate, known, links.facts, { served: isRootRelative(ref) });
    if (ignoring === undefined) return NONE;
    if (ignoring !== null) {
      const note = ` (${ignoring.file} ignores ${ignoring.path}: output a build makes, which the repository does not keep.)`;
      return findings.map((finding) => ({ ...finding, atMostInformation: finding.atMostInformation ?? note }));
    }
    const bundler = bundlerFor(candidate, known, links.facts);
    if (bundler === undefined) return NONE;
    if (bundler !== null) {
      const note = ` (${bundler} builds this project's scripts and styles: the link may name a file its build writes.)`;
      return findings.map((finding) => ({ ...finding, atMostInformation: finding.atMostInformation ?? note }));
    }
    const source = compiledSource(candidate, known, links.facts);
    if (source === undefined) return NONE;
    if (source !== null) {
      const note = ` (${source} is its source: a compiler writes this file from it, which the repository does not keep.)`;
      return findings.map((finding) => ({ ...finding, atMostInformation: finding.atMostInformation ?? note }));
    }
    const rule = duneWrites(candidate, known, links.facts);
    if (rule === undefined) return NONE;
    if (rule !== null) {
      const note = ` (${rule} declares it a target of its build, which writes it in its build folder: the repository does not keep it.)`;
      return findings.map((finding) => ({ ...finding, atMostInformation: finding.atMostInformation ?? note }));
    }
  }
  // A page a markup document names by its page's name, whose source a build writes in its folder or one above
  // (links/buildRules.ts): a site built from the build's output renders it; the repository does not keep it.
  if (walk.found === 'missing' && !isRootRelative(ref) && forgeRendered(links.scope)) {
    const generated = generatedPageSource(target, walk, links.facts);
    if (generated === undefined) return NONE;
    if (generated !== null) {
      const note = ` (${generated.rule} declares ${generated.source} a target of its build: the page of a source the build writes, which the repository does not keep.)`;
      return findings.map((finding) => ({ ...finding, atMostInformation: finding.atMostInformation ?? note }));
    }
  }
  // A root-relative bundle named after the repository's own package, nowhere in it: its build's output, served at `/`.
  const own = isRootRelative(ref) ? ownPackageBundle(target, links.facts) : null;
  if (own !== null) {
    const note = ` (It is named after the package of ${own}, and no folder holds it: a bundle its build writes, which a development server serves at /.)`;
    return findings.map((finding) => ({ ...finding, atMostInformation: finding.atMostInformation ?? note }));
  }
  return findings;
}

/**
 * Whether a relative link of a site's page climbs out of the site's content folders (and the folders it serves), on a
 * site whose generator passes links through as URLs (renderers.ts `linksAsUrls`: mdBook, MkDocs, Hugo, Jekyll): on
 * the published site it leads into its host's URL space beside the site (the Cargo book's
 * `../../reference/conditional-compilation.md`, doc.rust-lang.org/reference/, another book published there), which the
 * repository does not hold. A link that climbs out and back in (`../../src/x.md`) stays inside.
 */
function leavesContent(ref: AnalyzedReference, target: LocalTarget, links: LinkContext, site: Site): boolean {
  if (!site.known || site.linksAsUrls !== true || ref.parsed.kind !== 'relative-ref' || isRootRelative(ref)) return false;
  if (!CLIMBS.test(ref.found.text.replace(/[?#].*$/, ''))) return false;
  const place = documentPlace(links.scope);
  if (place === undefined || place.folder !== target.folder) return false;
  const inside = [site.root, ...site.content, ...site.roots, ...site.mounts.map((m) => m.source), ...site.served.map((m) => m.source)];
  return inside.some((folder) => isBelow(place.dirs, folder)) && !inside.some((folder) => isBelow(target.segments, folder));
}
const CLIMBS = /(?:^|\/)\.\.(?:\/|$)/;

/** Said of a link that climbs out of its site's content folder (`leavesContent`). */
function leftContentNote(site: Site): string {
  const root = site.root.length === 0 ? "the workspace folder's top" : `${site.root.join('/')}/`;
  return ` (The link climbs out of ${site.generator}'s content folder, ${root}: on the published site it leads beside the site on its host`
    + ' (another book or site published there), which the repository does not hold.)';
}

/** Said of a root-relative link of a page kept as test data. */
export const TEST_DATA_NOTE = ' (A page kept as test data: its root-relative links are paths of the server it was saved from or is served by.)';

/**
 * Whether the document is a page a web server serves (not markup a forge renders in place) kept in a folder of test
 * data: a saved or generated page, whose `/` is the server it came from or a test serves it from, not this repository's.
 */
function savedAsTestData(scope: TargetScope): boolean {
  return !forgeRendered(scope) && inTestDataFolder(scope);
}

/** Said of a `:doc:` not found in a Sphinx project that reads other projects' inventories. */
export const INVENTORY_NOTE = " (Intersphinx looks for documents in other projects' inventories.)";

/**
 * Whether a reference is a reStructuredText `:doc:` target, which the finder reads as the document's name with
 * `.rst` after it, a suffix not in the text.
 */
function isDocRole(ref: AnalyzedReference): boolean {
  const { found } = ref;
  return found.context === 'markup-link' && found.text.endsWith('.rst') && found.text.length === found.end - found.start + '.rst'.length;
}

/**
 * The link mistake of `[text]((https://example.com))` and `[text]([https://example.com](https://example.com))`
 * (rules/wrapped.ts): the destination is a relative path, a file that is not there, whatever the workspace holds.
 */
export function wrappedUrlFindings(ref: AnalyzedReference): Finding<LinkCode>[] {
  const wrapped = wrappedUrl(ref);
  if (wrapped === undefined) return NONE;
  const message = wrapped.kind === 'parentheses'
    ? `"${ref.found.text}" is the URL in a second pair of parentheses: Markdown links to it as a relative path, not to ${wrapped.url}; remove the inner "(" and ")".`
    : `"${ref.found.text}" is a Markdown link written as a link's destination: Markdown links to it as a relative path, not to ${wrapped.url}; write the URL alone between "(" and ")".`;
  return [{ code: 'link-missing-file', start: 0, end: ref.found.text.length, href: LINKS_HREF, message }];
}

/**
 * The extensions of the sources a site generator renders to a page `name.html`; SuperCollider's SCDoc renders its help
 * sources, `.schelp`, so (supercollider's `HelpSource/Other/HelpDocsLicensing.html` links `../Help.html`, the page of
 * `HelpSource/Help.schelp`).
 */
const SOURCE_EXTENSIONS = ['.md', '.markdown', '.mdx', '.rst', '.adoc', '.asciidoc', '.ipynb', '.qmd', '.txt', '.schelp'];

/** The sources of a folder's `index.html`, beside `index.*`: mdBook renders `README.md`, Hugo `_index.md`. */
const INDEX_SOURCES = ['README.md', 'readme.md', '_index.md'];

/**
 * Whether `name` is a page a generator renders from a source beside it:
 * `setup.html` from `setup.md` or `setup.rst` (mdBook, Jekyll, Sphinx),
 * `index.html` from `README.md` (mdBook) or `_index.md` (Hugo). The link
 * names the page the source becomes.
 */
function renderedFromSource(name: string, parent: Listing): boolean {
  const match = /^(.+)\.html?$/i.exec(name);
  if (!match) return false;
  const stem = match[1]!;
  if (SOURCE_EXTENSIONS.some((extension) => parent.entries.get(`${stem}${extension}`) === 'file')) return true;
  return stem.toLowerCase() === 'index' && INDEX_SOURCES.some((source) => parent.entries.get(source) === 'file');
}

/**
 * The ISO 639-1 codes of languages, the first subtag of the language tag a variant's extension is (`.en`, `.pt-br`,
 * `.zh-tw`), as Apache's `AddLanguage` maps them.
 */
const LANGUAGE_CODES: ReadonlySet<string> = new Set((
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj '
  + 'fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky '
  + 'la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru '
  + 'rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo '
  + 'za zh zu').split(' '));

/** A variant's language extension: a language's code, with a region's after `-` or `_` (`pt-br`, `zh_TW`). */
const LANGUAGE_EXTENSION = /^([a-z]{2})(?:[-_][A-Za-z]{2})?$/;

/**
 * Whether a page `name` (with an extension of its type: `lc_cgi.html`) that is not there is served by a web server's
 * content negotiation from its language variants beside it (`lc_cgi.html.en`, `lc_cgi.html.de`): Apache's
 * mod_negotiation with `Options MultiViews` picks among `name.*` by the request's Accept-Language, as linkchecker's
 * `cgi-bin/lconline/index.html` loads `<frame src="lc_cgi.html">` (its cgi-bin/README: "your web server must have
 * mod_negotiation enabled"). Only a name that has its own extension, and variants that add a language's code to it, so
 * that `page` beside `page.md` or `x.html` beside `x.html.in` (a build's source) is no variant.
 */
function negotiatedVariant(name: string, parent: Listing): boolean {
  if (!/\.[A-Za-z0-9]+$/.test(name)) return false;
  const prefix = `${name}.`;
  for (const [entry, kind] of parent.entries) {
    if (kind !== 'file' || !entry.startsWith(prefix)) continue;
    const language = LANGUAGE_EXTENSION.exec(entry.slice(prefix.length))?.[1];
    if (language !== undefined && LANGUAGE_CODES.has(language)) return true;
  }
  return false;
}

/**
 * Whether a root-relative page `/name.html` is rendered from a source beside the document (`name.md` in its folder):
 * a generator that renders the folder at `/` (the Rails guides' `/configuring.html` from `guides/source/configuring.md`).
 */
function pageOfOwnFolder(target: LocalTarget, links: LinkContext): boolean {
  if (target.segments.length !== 1 || !/\.html?$/i.test(target.segments[0]!)) return false;
  const place = documentPlace(links.scope);
  if (!place || place.dirs.length === 0 || place.folder !== target.folder) return false;
  const own = links.facts.known(place.folder, place.dirs);
  return own !== undefined && (own.found === 'exact' || own.found === 'case') && own.listing !== undefined && renderedFromSource(target.segments[0]!, own.listing);
}

/** Whether a reference is root-relative (`/docs/x.md`), not network-path (`//host`). */
function isRootRelative(ref: AnalyzedReference): boolean {
  return ref.parsed.kind === 'relative-ref' && ref.found.text.startsWith('/') && !ref.found.text.startsWith('//');
}

/**
 * Whether a link whose file is missing may still lead somewhere, as far as
 * can be told, so that it is not reported:
 *
 * - a root-relative `/x` (with `uriLint.links.root` unset) in a document
 *   a web server serves names `x` below the folder it is served from,
 *   which may be any folder above the document (a site in `src/` or
 *   `public/`): `x` is looked for below each of them (`rootAlternatives`);
 * - in a page of a site (site.ts) whose configuration was read, a link is
 *   looked for where its generator resolves it too (siteTargets.ts: a
 *   root-relative one below the folders it serves at `/`); a link written
 *   as a URL rather than as a file (no extension: `../install/`, a Hugo
 *   render hook's `(g)`; an `.html` page; a root-relative route) is the
 *   generator's to resolve, and is not judged;
 * - in a site whose configuration computes its folders (a renderer the tool
 *   does not know), no link is judged.
 *
 * Undefined (not known yet) counts as "may": nothing is reported before it
 * is known.
 */
/**
 * A link to a page URL of a site whose pages are its sources' and no plugin's (renderers.ts `closedPages`: mdBook
 * with its own preprocessors only), none of whose sources is there, and which is none of the generator's own pages:
 * the book publishes no such page. False while a source's folder is not known, or where the link is no page URL.
 */
function noSuchPage(ref: AnalyzedReference, target: LocalTarget, links: LinkContext): string | undefined {
  const site = links.site();
  if (!site?.closedPages || !site.known || site.assembled || !/\.html?$/i.test(target.segments[target.segments.length - 1] ?? '')) return undefined;
  const link = pageLinkOf(ref, target, links.scope, site, () => links.pageUrlKeys());
  if (!link?.url || site.closedPages.includes(link.url.slice(site.root.length).join('/'))) return undefined;
  const gone = link.sources.every((source) => {
    const walk = links.facts.known(source.folder, source.segments);
    return walk !== undefined && walk.found !== 'exact' && walk.found !== 'case';
  });
  if (!gone) return undefined;
  const written = ref.found.text.slice(target.start, target.end);
  return `No page "${written}" in the ${site.generator} book: ${link.sources[0]!.segments.join('/')}, which it would be made of, is not there, `
    + 'and the book makes no page of anything else: the link leads nowhere.';
}

function servedOtherwise(ref: AnalyzedReference, target: LocalTarget, links: LinkContext): boolean {
  const rootRelative = isRootRelative(ref) && links.scope.settings.linksRoot.trim() === '';
  if (rootRelative && pageOfOwnFolder(target, links)) return true;
  // A file a Vite app's build writes at the root it serves (a PWA's manifest): the page's link to it leads there.
  if ((rootRelative || (!isRootRelative(ref) && ref.parsed.kind === 'relative-ref' && isHtmlPage(links.scope.document))) && viteEmitted(target, links, { relative: !rootRelative })) return true;
  if (rootRelative) {
    const vite = viteTargets(target, links);
    if (vite === undefined) return true;
    // A Vite app's configuration says where it serves `/` from; elsewhere the folders above are each a guess.
    for (const alternative of vite.length > 0 ? vite : rootAlternatives(target, links.scope)) {
      const walk = links.facts.known(alternative.folder, alternative.segments);
      if (walk === undefined || walk.found === 'exact' || walk.found === 'case') return true;
    }
  }
  // A Vite app's page: a relative link's URL below the root is served from its public folder too (`favicon.ico`).
  if (!isRootRelative(ref) && ref.parsed.kind === 'relative-ref' && isHtmlPage(links.scope.document)) {
    const vite = viteTargets(target, links, { relative: true });
    if (vite === undefined) return true;
    for (const alternative of vite) {
      const walk = links.facts.known(alternative.folder, alternative.segments);
      if (walk === undefined || ((walk.found === 'exact' || walk.found === 'case') && walk.kind === 'file')) return true;
    }
  }
  for (const alternative of javadocAlternatives(ref, target, links.scope)) {
    const walk = links.facts.known(alternative.folder, alternative.segments);
    if (walk === undefined || ((walk.found === 'exact' || walk.found === 'case') && walk.kind === 'file')) return true;
  }
  const site = links.site();
  if (site === undefined) return true;
  if (site === null) return false;
  if (!site.known || target.directory) return true;
  const last = target.segments[target.segments.length - 1] ?? '';
  // A Maven site's pages are looked for as their sources (siteTargets.ts); what it does not find, its build may make.
  if (site.generator === MAVEN_SITE) return (siteAlternatives(ref, target, links.scope, site) ?? []).some((alternative) => {
    const walk = links.facts.known(alternative.folder, alternative.segments);
    return walk === undefined || ((walk.found === 'exact' || walk.found === 'case') && walk.kind === 'file');
  });
  // A site that serves a list of pages flat at their names (Exercism's docs, `./tools`): a name with no extension is one
  // of its pages, found as its source, or no page at all.
  if (site.flat?.bare && !FILE_EXTENSION.test(last)) {
    return (siteAlternatives(ref, target, links.scope, site) ?? []).some((alternative) => {
      const walk = links.facts.known(alternative.folder, alternative.segments);
      return walk === undefined || ((walk.found === 'exact' || walk.found === 'case') && walk.kind === 'file');
    });
  }
  if (!FILE_EXTENSION.test(last)) return true;
  // A closed site's page URL whose source is missing is judged before (`noSuchPage`): what is left, the site may make.
  if (/\.html?$/i.test(last)) return true;
  const alternatives = siteAlternatives(ref, target, links.scope, site);
  // A root-relative link of a site whose `/` is not known (no folder it serves there was read) is a route.
  if (alternatives === undefined) return true;
  for (const alternative of alternatives) {
    const walk = links.facts.known(alternative.folder, alternative.segments);
    if (walk === undefined || ((walk.found === 'exact' || walk.found === 'case') && walk.kind === 'file')) return true;
  }
  return false;
}

/**
 * A file name's extension, as a page's link to a file has one: letters and digits, a letter among them
 * (`/blog/2021/03/12/version-0.64` and `0.72-metro-symlinks` are routes whose last name has a dot).
 */
const FILE_EXTENSION = /\.[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*$/;

/**
 * Whether a missing relative target is written from a module alias a
 * bundler resolves (`@/assets/logo.png`, `@assets/x.svg`, `~/img/a.png`:
 * Vite's, webpack's, Nuxt's and VitePress's aliases, configured in code
 * not read here; `/@/main.ts` as Vite serves them), or from a home folder
 * (`~/.config/app`). Not judged:
 * silence rather than a guess.
 */
function bundlerAlias(ref: AnalyzedReference): boolean {
  if (ref.parsed.kind !== 'relative-ref') return false;
  const text = ref.found.text;
  // Vite serves its aliases below the root too (`/@/main.ts`, `/@fs/…`).
  const first = text.charCodeAt(text.startsWith('/') && !text.startsWith('//') ? 1 : 0);
  return first === 0x40 || first === 0x7e;
}

/**
 * A root-relative target looked for below each folder above the document,
 * nearest first (the workspace folder's is the target itself): for a
 * document a web server serves (HTML, XML, SVG…), whose root may be any of
 * them (`src/`, `public/`, `wwwroot/`). Not for markup a forge renders in
 * place: there `/` is the repository's root, and nothing else.
 */
function rootAlternatives(target: LocalTarget, scope: TargetScope): LocalTarget[] {
  if (forgeRendered(scope)) return [];
  const place = documentPlace(scope);
  if (!place || place.folder !== target.folder) return [];
  const out: LocalTarget[] = [];
  for (let depth = place.dirs.length; depth >= 0; depth--) {
    const above = place.dirs.slice(0, depth);
    if (depth >= 1) out.push({ ...target, segments: [...above, ...target.segments] });
    // A web app's static folder beside it is served at `/` (Vite, Vue, React's, Next.js, Astro: `public/`; SvelteKit, Docusaurus: `static/`).
    for (const statics of STATIC_FOLDERS) out.push({ ...target, segments: [...above, statics, ...target.segments] });
  }
  return out;
}

/**
 * Where the Vite app whose configuration lies above the document serves a root-relative target (links/vite.ts), for
 * a document a web server serves; undefined while not known yet.
 */
/** Whether a document is an HTML page (a Vite app's entry or page). */
function isHtmlPage(uri: string): boolean {
  return /\.html?$/i.test(uri.replace(/[?#].*$/, ''));
}

/** Whether the Vite app that serves the document writes `target`'s file at build time (links/vite.ts `viteEmits`); not known yet: may. */
function viteEmitted(target: LocalTarget, links: LinkContext, { relative }: { relative: boolean }): boolean {
  if (forgeRendered(links.scope)) return false;
  const place = documentPlace(links.scope);
  return place !== undefined && place.folder === target.folder && viteEmits(target, place, links.facts, { relative }) !== false;
}

function viteTargets(target: LocalTarget, links: LinkContext, { relative = false }: { relative?: boolean } = {}): LocalTarget[] | undefined {
  if (forgeRendered(links.scope)) return [];
  const place = documentPlace(links.scope);
  if (!place || place.folder !== target.folder) return [];
  return viteAlternatives(target, place, links.facts, { relative });
}

/** The folders web build tools serve at `/` beside the pages and components that link there. */
const STATIC_FOLDERS = ['public', 'static'];

/**
 * Why an existing target is no target: a file linked as a folder
 * (`guide.md/`), or a folder without any of `uriLint.links.directoryIndex`.
 */
function kindProblem(walk: Extract<Walk, { kind: unknown }>, target: LocalTarget, index: readonly string[]): string | undefined {
  if (walk.kind === 'file') return target.directory ? 'is a file, linked as a folder' : undefined;
  if (index.length === 0 || !walk.listing) return undefined;
  if (index.some((name) => walk.listing!.entries.get(name) === 'file')) return undefined;
  return `is a folder without ${index.length === 1 ? `"${index[0]}"` : `any of ${index.map((name) => `"${name}"`).join(', ')}`} (uriLint.links.directoryIndex)`;
}

/** Which segment is missing, when it is not the last. */
/**
 * What a missing target's message says: the name that is not there and the folder it is not in, as the user looks for
 * it (`No file or folder "client.md" in docs/advanced/`), or the file that stands where a folder should.
 */
function missingMessage(walk: Extract<Walk, { at: number }>, target: LocalTarget, ref: AnalyzedReference): string {
  const written = target.segments.join('/');
  // An e-mail or web address written without its scheme: the path its first segment starts is what is missing.
  const address = ref.parsed.kind === 'relative-ref' && walk.found === 'missing' ? missingAddress(ref.found.text, target.segments, walk.at) : undefined;
  if (address) return addressMessage(ref.found.text, address);
  if (walk.found === 'not-a-folder') return `"${walk.actual.join('/')}" is a file, not a folder: "${written}" leads nowhere.`;
  const name = target.segments[walk.at] ?? '';
  const folder = walk.actual.length === 0 ? "the workspace folder's top" : `${walk.actual.join('/')}/`;
  if (walk.at >= target.segments.length - 1) {
    return `No ${target.directory ? 'folder' : 'file or folder'} "${name}" in ${folder}: the link leads nowhere.`;
  }
  return `No folder "${name}" in ${folder}, so "${written}" leads nowhere.`;
}

/** The targets of a document's links, each once, with what is known of each. */
export function linkTargets(refs: Iterable<AnalyzedReference>, links: LinkContext): JudgedLink[] {
  const out = new Map<string, JudgedLink>();
  const add = (target: LocalTarget, walk = links.facts.known(target.folder, target.segments)): void => {
    out.set(`${target.folder}\n${target.segments.join('/')}`, { target, walk });
  };
  let placed = false;
  const learnPlace = (): void => {
    // The folders above the document tell whether it is a page of a site (site.ts): learned with its first link's.
    placed = true;
    const place = documentPlace(links.scope);
    if (place) for (const folder of [...ancestorTargets(place, links.facts), ...translationTargets(place, links.facts)]) add(folder);
    // The folders beside, for a site whose content lies outside its own folder: only while they are needed.
    // The folders beside and below those, for a site whose content folder a build assembles (site.ts `assembledSites`).
    if (place && links.site() === undefined) for (const folder of assemblyTargets(place, links.facts)) add(folder);
  };
  // Links through a folder that is not there, per folder: a few are looked for elsewhere, as evidence (evidence.ts).
  const absent = new Map<string, number>();
  let sourcesAsked = false;
  let namesAsked = false;
  let vaultAsked = false;
  let copiesAsked = false;
  let programAsked = 0;
  for (const ref of refs) {
    const judged = judgeLink(ref, links);
    // A fragment of the page itself: whether `{#id}` is an id there depends on the site too (rules/fragments.ts).
    if (!placed && !judged && ref.parsed.ranges.fragment !== undefined && /^[#?]/.test(ref.found.text)) learnPlace();
    if (!judged) continue;
    add(judged.target, judged.walk);
    if (!placed) learnPlace();
    const walk = judged.walk;
    // A site's page by its URL: the page's sources, and what tells its site (its fragment, rules/fragments.ts; its case, `pageUrlCase`).
    if ((judged.target.directory || (walk && !(walk.found === 'exact' && walk.kind === 'file'))) && PAGE_URL.test(ref.found.text.slice(judged.target.start, judged.target.end))) {
      pageFileOf(ref, judged.target, links.scope, links.facts, { site: () => links.site(), urlKeys: () => links.pageUrlKeys() }, (place) => add(place));
      for (const hook of linkHookTargets(links.site(), judged.target.folder)) add(hook);
    }
    // A `:doc:` of a document of no site found in another letter case: where its includer reads it from (includedBySphinx).
    if (walk?.found === 'case' && isDocRole(ref) && links.site() === null && languageById(readingLanguage(PLAINTEXT, links.scope.document)).syntax === 'rst') {
      const place = documentPlace(links.scope);
      if (place) for (const folder of includerFolderTargets(place, links.facts)) add(folder);
      const { segments } = fromIncluderFolder(ref, judged.target, links, undefined);
      if (segments) add({ ...judged.target, segments, directory: false, fragment: undefined });
    }
    if (walk && (walk.found === 'missing' || walk.found === 'not-a-folder')) {
      if (isRootRelative(ref)) {
        const vite = viteTargets(judged.target, links) ?? [];
        for (const alternative of vite.length > 0 ? vite : rootAlternatives(judged.target, links.scope)) add(alternative);
      } else if (ref.parsed.kind === 'relative-ref' && isHtmlPage(links.scope.document)) {
        for (const alternative of viteTargets(judged.target, links, { relative: true }) ?? []) add(alternative);
      }
      for (const alternative of javadocAlternatives(ref, judged.target, links.scope)) add(alternative);
      // The file a directive's path names read through the file system, a slash written twice as one (`readThroughEmptySegment`).
      if (walk.found === 'missing' && judged.target.segments[walk.at] === '') add(collapsedTarget(judged.target));
      // Where a Sphinx project's document that includes a reStructuredText document of no site resolves its links from (links/rstIncluders.ts).
      // Within a Sphinx project, where the document of its own that includes it resolves an image's path from.
      if (ref.parsed.kind === 'relative-ref' && !isRootRelative(ref) && languageById(readingLanguage(PLAINTEXT, links.scope.document)).syntax === 'rst' && links.site() !== undefined) {
        const place = links.site() === null ? documentPlace(links.scope) : undefined;
        if (place) for (const folder of includerFolderTargets(place, links.facts)) add(folder);
        const { segments } = fromIncluderFolder(ref, judged.target, links, undefined);
        if (segments) add({ ...judged.target, segments, directory: false, fragment: undefined });
      }
      // Where it leads on a site rooted at a folder of the document's set that it climbs above.
      const from = ref.parsed.kind === 'relative-ref' ? documentPlace(links.scope) : undefined;
      if (from && !isRootRelative(ref)) for (const clamped of clampedCandidates(ref.found.text, judged.target, from, links.scope.document)) add(clamped.target);
      // Where a site that publishes the document's set may publish a root-relative link's file from.
      if (from && isRootRelative(ref)) for (const published of publishedCandidates(judged.target, walk, from, links.scope.document, links.facts)) add(published);
      // Where the document's site generator looks for it too (its folders served at `/`, its content folders).
      const site = links.site();
      if (site) for (const alternative of siteAlternatives(ref, judged.target, links.scope, site) ?? []) add(alternative);
      // Where a site whose pages a build assembles holds it, the link's `..`s dropped: evidence the document is copied there.
      if (site === null && from && !isRootRelative(ref)) {
        const written = ref.found.text.slice(judged.target.start, judged.target.end);
        for (const assembled of assembledSites(from, links.facts) ?? []) {
          const candidate = copyCandidates(written, assembled);
          if (candidate) add({ ...judged.target, segments: candidate, directory: false, fragment: undefined });
        }
      }
      const folder = missingFolderOf(judged.target, walk);
      const place = folder === undefined ? undefined : documentPlace(links.scope);
      const seen = folder === undefined ? 0 : absent.get(folder) ?? 0;
      if (folder !== undefined && place && seen < ELSEWHERE_LOOKS) {
        absent.set(folder, seen + 1);
        for (const candidate of elsewhereTargets(judged.target, walk, place, links.facts)) add(candidate);
        for (const candidate of aboveTargets(judged.target, walk, place)) add(candidate);
      }
      // Where a program that loads the document may find it: the same path from the folders above, or beside (fromProgramRoot).
      // Not for a `$ref`, which fromProgramRoot leaves to JSON Reference: its folders would be listed for nothing.
      if (ref.parsed.kind === 'relative-ref' && !isRootRelative(ref) && walk?.found === 'missing' && !REF_CONTEXTS.has(ref.found.context)
        && !forgeRendered(links.scope) && !isHtmlPage(links.scope.document)) {
        const from = documentPlace(links.scope);
        if (from && programAsked < ELSEWHERE_LOOKS) {
          programAsked++;
          for (const candidate of programRootTargets(judged.target, walk, from, links.facts)) add(candidate);
        }
      }
      // Where a page that loads an HTML fragment may be: the folders above the document's (inHtmlFragment).
      if (ref.parsed.kind === 'relative-ref' && !isRootRelative(ref) && isHtmlPage(links.scope.document)) {
        const from = documentPlace(links.scope);
        if (from) for (const candidate of includingPageTargets(judged.target, walk, from)) add(candidate);
      }
      // A place the document is published at through a symbolic link to it, and the link's target from there.
      if (from && !isRootRelative(ref) && forgeRendered(links.scope)) {
        if (!copiesAsked) {
          copiesAsked = true;
          for (const folder of linkedCopyFolders(judged.target, links.linkedCopies()!)) add(folder);
        }
        for (const copy of fromLinkedCopies(judged.target, from, () => links.linkedCopies()!)) add(copy.target);
      }
      // A page's source by its name, in another folder of the document's set: the folders it may be in, listed once;
      // and for any file, the folders of the set the evidence looks for it in by name (links/elsewhere.ts).
      if (walk.found === 'missing' && walk.at === judged.target.segments.length - 1 && !isRootRelative(ref) && forgeRendered(links.scope)) {
        const from = documentPlace(links.scope);
        if (from && !sourcesAsked && namesPage(judged.target.segments[walk.at]!)) {
          sourcesAsked = true;
          for (const candidate of sourceFolders(from, links.facts)) add(candidate);
        }
        if (from && !namesAsked) {
          namesAsked = true;
          for (const candidate of nameFolders(from, links.facts, { vault: vaultAbove(from, links.facts) !== undefined })) add(candidate);
        }
      }
      // In a vault, its app finds a name in any of its folders (all of them listed, once), and a path from any of them.
      const inside = walk.found === 'missing' && !isRootRelative(ref) && forgeRendered(links.scope) ? documentPlace(links.scope) : undefined;
      const vault = inside && vaultAbove(inside, links.facts);
      if (vault) {
        if (!vaultAsked) {
          vaultAsked = true;
          for (const folder of vaultFolders(vault, links.facts)) add(folder);
        }
        for (const candidate of vaultPaths(judged.target, walk, inside!, vault, links.facts)) add(candidate);
      }
    }
  }
  return [...out.values()];
}

// Fixes: the closest existing path, or the scheme an address written as a path lacks (declared here, beside the
// rule, as `DocumentFixInfo`: the menu no longer assembles them by hand beside the table).
// A name in another letter case is respelled as the file system spells it
// (the one fix, preferred); a missing name gets the names beside it that
// are the same but for the extension (`guide` → `guide.md`, `guide.markdown`
// → `guide.md`) or within a few edits (`gude.md` → `guide.md`), closest
// first. Only the names as written change: `../`, `./`, the query and the
// fragment stay. Never in bulk fixing (`bulk: 'never'`): which of several files was meant is
// for a person to say.

/** The most near names offered for one missing name. */
const MAX_SUGGESTIONS = 3;

/** The codes the link fixes answer: the rule's own. */
const FIXED_CODES: ReadonlySet<string> = new Set(Object.keys(LINK_CODES));

/** A link among the request's references whose target is known: its target, what is known of it, the context's link diagnostics it encloses, and the address it was written as, if any. */
interface LinkToFix {
  ref: AnalyzedReference;
  target: LocalTarget;
  walk: Walk;
  answered: Diagnostic[];
  address: { scheme: string; link: string } | undefined;
}

/** The links at hand of a request, in text order (none when the document's links are not judged). */
function linksToFix(inputs: DocumentFixInputs): { links: LinkContext; at: LinkToFix[] } | undefined {
  const links = inputs.links();
  if (!links) return undefined;
  const { ctx, refs, diagnostics } = inputs;
  const at: LinkToFix[] = [];
  for (const ref of refs) {
    const judged = judgeLink(ref, links);
    if (!judged?.walk) continue;
    const answered = diagnostics.filter((d) => d.source === SOURCE && FIXED_CODES.has(String(d.code))
      && encloses(ref.found, { start: ctx.document.offsetAt(d.range.start), end: ctx.document.offsetAt(d.range.end) }));
    at.push({ ref, target: judged.target, walk: judged.walk, answered, address: missingScheme(ref, judged.target, judged.walk, answered) });
  }
  return { links, at };
}

/**
 * "Add https://" or "Add mailto:": a link whose text is an e-mail or web address written without its scheme, read as a
 * relative path that is not there (links/addresses.ts). The one fix, preferred: no file was meant.
 */
function addSchemeActions(inputs: DocumentFixInputs): CodeAction[] {
  const doc = inputs.ctx.document;
  return (linksToFix(inputs)?.at ?? []).flatMap(({ ref, answered, address }): CodeAction[] => (address ? [{
    title: `Add ${address.scheme} ("${address.link}")`,
    kind: CodeActionKind.QuickFix,
    diagnostics: answered,
    isPreferred: true,
    edit: { changes: { [doc.uri]: toTextEdits(doc, ref.found, [{ start: 0, end: ref.found.text.length, newText: address.link }]) } },
  }] : []));
}

/** The address a missing link was written as without its scheme, when the context has its diagnostic. */
function missingScheme(ref: AnalyzedReference, target: LocalTarget, walk: Walk, answered: Diagnostic[]): { scheme: string; link: string } | undefined {
  if (answered.length === 0 || walk.found !== 'missing' || ref.parsed.kind !== 'relative-ref') return undefined;
  return missingAddress(ref.found.text, target.segments, walk.at);
}

/**
 * "Change the link to …": the path as the file system spells it, a page's URL as its site serves it (`pageUrlCase`),
 * or the names like a missing one, closest first (preferred when it is the one). None for an address written without
 * its scheme: no file was meant.
 */
function nearestFileActions(inputs: DocumentFixInputs): CodeAction[] {
  const found = linksToFix(inputs);
  if (!found) return [];
  const doc = inputs.ctx.document;
  const actions: CodeAction[] = [];
  for (const { ref, target, walk, answered, address } of found.at) {
    if (address) continue;
    // A page's URL in another letter case than it is served at: the URL spelled as served (`pageUrlCase`).
    const page = answered.length > 0 ? pageUrlCase(ref, target, found.links) : undefined;
    const cased = page && respelledUrl(ref.found.text.slice(target.start, target.end), page.link.url ?? [], page.cased);
    for (const { path, preferred } of page ? (cased === undefined || cased === null ? [] : [{ path: cased, preferred: true }]) : closestPaths(ref, target, walk, found.links)) {
      const action: CodeAction = {
        title: `Change the link to "${path}"`,
        kind: CodeActionKind.QuickFix,
        edit: { changes: { [doc.uri]: toTextEdits(doc, ref.found, [{ start: target.start, end: target.end, newText: path }]) } },
      };
      if (answered.length > 0) action.diagnostics = answered;
      if (preferred && answered.length > 0) action.isPreferred = true;
      actions.push(action);
    }
  }
  return actions;
}

/**
 * "Choose a file…": the client lists the workspace's files in a picker, the same name first, and writes the one
 * chosen relative to the document. Offered for a path written relative to the document (not from a root, a
 * `file:` URI or a mapped URL, whose spelling the client could not keep) and written in one piece, to a client that
 * runs the picker.
 */
function chooseFileActions(inputs: DocumentFixInputs): CodeAction[] {
  if (!inputs.choose) return [];
  const { ctx } = inputs;
  const actions: CodeAction[] = [];
  for (const { ref, target, walk, answered, address } of linksToFix(inputs)?.at ?? []) {
    if (address || answered.length === 0 || walk.found !== 'missing') continue;
    const written = ref.found.text.slice(target.start, target.end);
    if (written === '' || written.startsWith('/') || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(written) || ctx.analysis.base !== undefined) continue;
    const edits = toTextEdits(ctx.document, ref.found, [{ start: target.start, end: target.end, newText: '' }]);
    if (edits.length !== 1 || target.segments.length === 0) continue;
    const args: ChooseFileArguments = {
      uri: ctx.document.uri,
      range: edits[0]!.range,
      written,
      name: target.segments[target.segments.length - 1]!,
      directory: target.directory,
    };
    actions.push({
      title: 'Choose a file…',
      kind: CodeActionKind.QuickFix,
      diagnostics: answered,
      command: { title: 'Choose a file…', command: CHOOSE_FILE_COMMAND, arguments: [args] },
    });
  }
  return actions;
}

/** A page URL `written` as `url` (names below the workspace folder), spelled as `served` (names as many), or undefined. */
function respelledUrl(written: string, url: readonly string[], served: readonly string[]): string | undefined {
  if (url.length !== served.length) return undefined;
  return respelled(written, writtenNames(written, url.length), url, served);
}

/** A path to write instead of the reference's, and whether it is the one sure fix. */
interface Suggestion {
  path: string;
  preferred: boolean;
}

/** The paths that lead to an existing file or folder, closest first. */
function closestPaths(ref: AnalyzedReference, target: LocalTarget, walk: Walk, links: LinkContext): Suggestion[] {
  const written = ref.found.text.slice(target.start, target.end);
  const names = writtenNames(written, target.segments.length);
  if (walk.found === 'case') {
    const path = respelled(written, names, target.segments, walk.actual);
    return path === undefined ? [] : [{ path, preferred: true }];
  }
  if (walk.found !== 'missing') return [];
  const last = walk.at === target.segments.length - 1;
  const wanted = target.segments[walk.at]!;
  const near = nearNames(wanted, walk.parent, last ? undefined : 'directory', links.scope.settings.linksExtensions);
  const out: Suggestion[] = [];
  for (const name of near) {
    const actual = [...walk.actual, name, ...target.segments.slice(walk.at + 1)];
    const path = respelled(written, names, target.segments, actual);
    if (path !== undefined) out.push({ path, preferred: near.length === 1 });
  }
  return out;
}

/**
 * Where each of the target's last segments is written in the path: the
 * names after the last `.`, `..` or empty segment (a trailing slash aside),
 * paired from the end with the target's segments; `[offset, end]` in `written`
 * by target index (undefined: not written, such as a folder `..` climbed to).
 */
function writtenNames(written: string, count: number): ([number, number] | undefined)[] {
  const out: ([number, number] | undefined)[] = new Array(count).fill(undefined);
  let end = written.endsWith('/') ? written.length - 1 : written.length;
  for (let i = count - 1; i >= 0 && end > 0; i--) {
    const start = written.lastIndexOf('/', end - 1) + 1;
    const name = written.slice(start, end);
    if (name === '' || name === '.' || name === '..') break;
    out[i] = [start, end];
    end = start - 1;
    if (end < 0) break;
  }
  return out;
}

/**
 * `written` with each name where `actual` differs from the target's
 * `segments` replaced, or undefined when such a name is not written (a
 * folder reached by `..`) or nothing changes.
 */
function respelled(written: string, names: readonly ([number, number] | undefined)[], segments: readonly string[], actual: readonly string[]): string | undefined {
  let out = written;
  // From the end, so earlier offsets stay.
  for (let i = actual.length - 1; i >= 0; i--) {
    const name = actual[i]!;
    if (name === segments[i]) continue;
    const at = names[i];
    if (!at) return undefined;
    if (percentDecode(written.slice(at[0], at[1])) === name) continue;
    out = out.slice(0, at[0]) + encodeName(name) + out.slice(at[1]);
  }
  return out === written ? undefined : out;
}

/**
 * The names of `listing` a missing `wanted` may have meant, closest first:
 * the same stem with another or no extension, then names within a few
 * edits (a third of the name, at least one), ignoring letter case.
 */
function nearNames(wanted: string, listing: Listing, kind: 'directory' | undefined, extensions: readonly string[]): string[] {
  const lower = wanted.toLowerCase();
  const stem = stemOf(lower);
  const scored: [string, number][] = [];
  const most = Math.max(1, Math.floor(wanted.length / 3));
  for (const [name, entryKind] of listing.entries) {
    if (entryKind === 'outside' || (kind && entryKind !== kind)) continue;
    const candidate = name.toLowerCase();
    // A tried extension already names it when it exists: never suggested as a change.
    if (extensions.some((ext) => candidate === `${lower}${ext.toLowerCase()}`)) continue;
    if (stemOf(candidate) === stem && stem !== '') scored.push([name, 0]);
    else {
      const edits = distance(lower, candidate);
      if (edits <= most) scored.push([name, edits]);
    }
  }
  return scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, MAX_SUGGESTIONS).map(([name]) => name);
}

/** A name without its extension (`guide.md` → `guide`; a leading dot is no extension). */
function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
