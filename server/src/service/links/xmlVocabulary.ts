/**
 * Which XML vocabulary a document is, as far as its links go. The finder
 * reads an XML file's `href` and `src` without knowing the vocabulary
 * (find/html.ts): in XHTML, SVG, XSLT, XInclude, DITA, DocBook, a feed or a
 * Maven site's page a relative one names a file beside the document, as a
 * browser or the vocabulary's processor resolves it. In any other vocabulary
 * (an IDE's target configuration, `<configuration href="connections/x.xml">`
 * of TI's `.ccxml`; Android's `<certificates src="system">`) the program that
 * reads the file resolves it, from a folder of its own or not as a path at all:
 * a missing file there is not a claim the tool can make.
 *
 * The vocabulary is told by the document's root element (its local name), and
 * by the element the link is in for XInclude and XHTML's linking elements,
 * which other vocabularies embed.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { languageById, readingLanguage } from '@uri-lint/shared';
import type { VersionCache } from '../caches';

/** Root elements of vocabularies whose relative `href`/`src` name files as written: local names, lower-case. */
const LINKING_ROOTS: ReadonlySet<string> = new Set([
  // XHTML and SVG (their own languages too, where a file's name says so), MathML beside them.
  'html', 'svg', 'math',
  // XSLT (its `xsl:include`/`xsl:import` hrefs), XML Schema's includes, RELAX NG's.
  'stylesheet', 'transform', 'schema', 'grammar',
  // DITA maps and topics, DocBook's documents, TEI.
  'map', 'bookmap', 'subjectscheme', 'topic', 'concept', 'task', 'reference', 'glossentry', 'glossgroup', 'troubleshooting',
  'book', 'article', 'chapter', 'part', 'set', 'appendix', 'preface', 'section', 'refentry', 'tei', 'teicorpus',
  // Feeds and their lists, a sitemap, a Maven site's page and descriptor, an Eclipse update site, an XML catalog, KML.
  'feed', 'rss', 'rdf', 'opml', 'urlset', 'sitemapindex', 'document', 'project', 'site', 'catalog', 'kml',
  // An Internet-Draft in xml2rfc's vocabulary, an EPUB's package and table of contents, a browser's tile configuration.
  'rfc', 'package', 'ncx', 'browserconfig',
]);

/** The document's root element as written (`xsl:stylesheet`), or undefined when none is in its first 16 KiB. */
export function rootElement(text: string): string | undefined {
  const head = text.length > 16_384 ? text.slice(0, 16_384) : text;
  const match = /^\uFEFF?(?:\s+|<\?[^]*?\?>|<!--[^]*?-->|<!DOCTYPE(?:[^>[]|\[[^\]]*\])*>)*<([A-Za-z_][\w.:-]*)/.exec(head);
  return match?.[1];
}

/** The answers of `unknownXmlVocabulary`, one per document at its current version (a workspace's: links/target.ts `WorkspaceCaches`). */
export type XmlVocabularies = VersionCache<string | undefined>;

/**
 * The root element of an XML document (one the finder reads as XML) of a vocabulary whose links the tool does not know,
 * or undefined when the document is no XML or its vocabulary is one of those whose links name files as written. Read
 * once per version in `readings` (the workspace's), however many of its links are missing; each time without them.
 */
export function unknownXmlVocabulary(document: TextDocument, readings?: XmlVocabularies): string | undefined {
  return readings ? readings.of(document, () => vocabularyOf(document)) : vocabularyOf(document);
}

function vocabularyOf(document: TextDocument): string | undefined {
  const language = languageById(readingLanguage(document.languageId, document.uri));
  if (!language.xml) return undefined;
  const root = rootElement(document.getText());
  if (root === undefined) return undefined;
  const local = root.slice(root.lastIndexOf(':') + 1).toLowerCase();
  return LINKING_ROOTS.has(local) ? undefined : root;
}

/**
 * Whether the link at `offset` is in an element that names a file in any vocabulary: XInclude's
 * (`<xi:include href="chapter.xml"/>`), or one of XHTML's that embedded markup keeps (`<a href>`, `<img src>`).
 */
export function inLinkingElement(text: string, offset: number): boolean {
  const name = elementAt(text, offset);
  if (name === undefined) return false;
  const local = name.slice(name.lastIndexOf(':') + 1).toLowerCase();
  return local === 'include' || XHTML_LINKING.has(local);
}

/** The name, as written (`xsl:import`), of the element whose start tag holds `offset`, or undefined past 1 KiB of it. */
function elementAt(text: string, offset: number): string | undefined {
  const open = text.lastIndexOf('<', offset);
  if (open < 0 || offset - open >= 1024) return undefined;
  return /^<([\w.:-]{1,64})/.exec(text.slice(open, open + 66))?.[1];
}

/** XSLT's namespace, which a stylesheet declares for the prefix of its instructions. */
const XSLT_NAMESPACE = 'http://www.w3.org/1999/XSL/Transform';

/**
 * The prefix of an XSLT stylesheet's instructions (`xsl`; '' for none), from its root element (`xsl:stylesheet`,
 * `xsl:transform`) in a text that declares XSLT's namespace; undefined for any other document.
 */
export function xsltPrefix(text: string): string | undefined {
  const root = rootElement(text);
  if (root === undefined) return undefined;
  const colon = root.lastIndexOf(':');
  const local = root.slice(colon + 1).toLowerCase();
  if (local !== 'stylesheet' && local !== 'transform') return undefined;
  return text.slice(0, 16_384).includes(XSLT_NAMESPACE) ? root.slice(0, Math.max(colon, 0)) : undefined;
}

/**
 * What an `href` or `src` at `offset` of an XSLT stylesheet (its instructions' prefix `prefix`) is, by its element:
 * - `output`: the file an instruction writes (`<xsl:result-document href>`, EXSLT's `<exsl:document href>`,
 *   XSLT 1.1's `<xsl:document>`), a name the transform gives its output, no link;
 * - `result`: a literal result element's (`<link href="./static/css/main.css">` in a template), a link of the
 *   document the transform writes, resolved from where that is written;
 * - undefined: an instruction's link to a file the processor reads (`<xsl:import href>`, `<xsl:include href>`).
 */
export function xsltAttribute(text: string, offset: number, prefix: string): 'output' | 'result' | undefined {
  const name = elementAt(text, offset);
  if (name === undefined) return undefined;
  const colon = name.lastIndexOf(':');
  const own = colon < 0 ? '' : name.slice(0, colon);
  const local = name.slice(colon + 1);
  if (local === 'result-document' && own === prefix) return 'output';
  if (local === 'document' && own !== '') return 'output';
  return own === prefix ? undefined : 'result';
}

/** XHTML's elements whose `href` or `src` names a file, as a browser reads them wherever the markup is embedded. */
const XHTML_LINKING: ReadonlySet<string> = new Set(['a', 'img', 'link', 'script', 'iframe', 'source', 'video', 'audio', 'area', 'embed', 'track']);
