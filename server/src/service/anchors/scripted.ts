/**
 * Where an HTML file's own `#id` links name what it does not hold: a
 * same-page fragment with no id there is then no claim the tool can make
 * as a warning, since it does not see the page the file goes into nor run
 * the scripts that put it there.
 *
 * An HTML fragment that holds no id: a file with no `<!doctype>`,
 * `<html>`, `<head>` or `<body>` is a part of a page (a JavaScript app's
 * template it inserts, remark's `remark.html`; a server's include; a
 * component's template); holding no id of its own, the ids it links are
 * the whole page's. A part that holds ids and misses one has a typo.
 *
 * Not a control a script handles (`role="button"`, `data-bs-toggle`): Bootstrap
 * reads such an `href="#collapseExample"` as the element to open, and a
 * missing one is a bug. A whole page that loads scripts is judged as any page: its links to ids
 * that are not there are mistakes as often as not (a demo page copying
 * links from a manual), unless its own scripts read the fragment (`readsOwnHash`).
 */

/** A document's structure: a whole page has one of these. */
const PAGE_STRUCTURE = /<(?:!doctype\b|html[\s>]|head[\s>]|body[\s>])/i;

/** Whether an HTML document is a fragment of a page (no doctype, `<html>`, `<head>` or `<body>`). */
export function isHtmlPart(text: string): boolean {
  return !PAGE_STRUCTURE.test(text);
}

/** What a same-page fragment's finding says in such a part. */
export const SCRIPTED_PART_NOTE = ' (This HTML file is a fragment of a page, without <html> or <body>, and holds no id: a script or an include puts it into a page that may hold the id.)';

/**
 * A page a document-building script turns into the page readers see: W3C's ReSpec (`<script src=".../respec-w3c">`,
 * respec.org), which gives each `<dfn>` an id (`dfn-` and its term), each section without one an id from its heading,
 * and expands `[= term =]` and `[[[#id]]]` into links, when the page loads. Looked for in the page's head only.
 */
const DOCUMENT_BUILDER = /<script\b[^>]*\bsrc\s*=\s*["'][^"']*\brespec(?:-[\w-]+)?(?:\.js)?["']/i;

/** Whether an HTML page is built by such a script (its first 64 KiB, where a head is). */
export function isScriptBuilt(text: string): boolean {
  return DOCUMENT_BUILDER.test(text.length > 65536 ? text.slice(0, 65536) : text);
}

/** What a same-page fragment's finding says in such a page. */
export const SCRIPT_BUILT_NOTE = ' (ReSpec builds this page when it loads: it gives ids to definitions (dfn-…) and to sections from their headings, which the file does not hold yet.)';

/**
 * An ecmarkup source (TC39's specifications: `<emu-clause>`, `<emu-xref>`, `<emu-import>`): ecmarkup assembles one
 * document from the files `<emu-import>` pulls in and resolves `#id` against all of them and against the biblios it
 * loads (ECMA-262's, ECMA-402's), so a same-page fragment one file does not hold may be another's.
 */
const ECMARKUP = /<emu-(?:clause|xref|import|alg|annex|intro|table|grammar)\b/;

/** Whether an HTML file is ecmarkup's source (its first 64 KiB). */
export function isEcmarkup(text: string): boolean {
  return ECMARKUP.test(text.length > 65536 ? text.slice(0, 65536) : text);
}

/** What a same-page fragment's finding says in such a file. */
export const ECMARKUP_NOTE = ' (ecmarkup resolves "#id" against the whole specification it assembles (the files <emu-import> pulls in) and the biblios it loads (ECMA-262, ECMA-402): another of them may hold it.)';

/**
 * A page whose own scripts read the fragment (`location.hash`, `window.location.hash`, a `hashchange` listener):
 * gitbucket's admin settings (a Twirl template) link `#system`, `#integrations`, `#authentication`, tab keys its
 * script reads to show a tab, no element's id. There the page decides at run time what a fragment does; a same-page
 * fragment with no id is no claim the tool can make. Looked for in the file's inline scripts only (a library it loads
 * says nothing of this page's links), and in event handler attributes (`onhashchange=`).
 */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;
const READS_HASH = /\blocation\s*\.\s*hash\b|\blocation\s*\[\s*["']hash["']\s*\]|["']hashchange["']|\bonhashchange\b/;
const HASH_HANDLER = /\sonhashchange\s*=/i;

/** Whether an HTML page's (or template's) inline scripts read the URL's fragment. */
export function readsOwnHash(text: string): boolean {
  if (!/hash/i.test(text)) return false;
  if (HASH_HANDLER.test(text)) return true;
  for (const match of text.matchAll(INLINE_SCRIPT)) if (READS_HASH.test(match[1]!)) return true;
  return false;
}

/** What a same-page fragment's finding says in such a page. */
export const READS_HASH_NOTE = " (This page's own script reads the URL's fragment (location.hash): what a fragment does here is decided when the page runs, not by an element's id.)";
