/**
 * The base URI of a document's relative references (RFC 3986 §5.1): the
 * base embedded in the content (an HTML `<base href>`, §5.1.1), else the
 * URI the document was retrieved from when its scheme is hierarchical
 * (§5.1.3; `untitled:` is not), else the `uriLint.baseUri` setting (§5.1.4,
 * the application's default). A base's password is left out (§3.2.1): a
 * target resolved against it keeps the base's authority, and would carry
 * the password into a link or a hover.
 */
import { isHierarchicalScheme, parse, resolve } from '@uri-lint/shared';
import type { Analysis, AnalyzedReference } from './analysis';
import type { Settings } from '../contract/settings';
import { withoutPassword } from '@uri-lint/shared';

/** Where a base URI came from, for the hover. */
export type BaseSource = 'base-element' | 'document' | 'setting';

/** A usable base: an absolute URI (no fragment, §4.3) and its origin. */
export interface BaseUri {
  uri: string;
  source: BaseSource;
}

/** The base of `analysis`'s relative references, or undefined when there is none. */
export function documentBase(analysis: Analysis, settings: Settings, documentUri: string): BaseUri | undefined {
  const retrieval = hierarchical(documentUri) ? absolute(documentUri) : undefined;
  const fallback = retrieval ?? absolute(settings.baseUri);
  if (analysis.base !== undefined) {
    // A relative <base href> resolves against the document's own base (HTML, and §5.1.2's nesting).
    const embedded = absolute(analysis.base) ?? (fallback ? absolute(tryResolve(fallback, analysis.base)) : undefined);
    if (embedded) return { uri: embedded, source: 'base-element' };
  }
  if (retrieval) return { uri: retrieval, source: 'document' };
  return fallback ? { uri: fallback, source: 'setting' } : undefined;
}

/** The target of a relative reference against `base`, or undefined when it cannot be resolved. */
export function resolveAgainst(base: BaseUri, reference: string): string | undefined {
  return tryResolve(base.uri, reference);
}

/** The target of any reference: itself when absolute, else resolved against the document's base. */
export function targetOf(ref: AnalyzedReference, text: string, base: BaseUri | undefined): string | undefined {
  if (ref.parsed.kind === 'uri') return text;
  return base ? resolveAgainst(base, text) : undefined;
}

/** A description of the base for the hover. */
export function describeBase(base: BaseUri): string {
  switch (base.source) {
    case 'base-element': return 'the document\'s <base href>';
    case 'document': return 'the document\'s URI';
    case 'setting': return 'the uriLint.baseUri setting';
  }
}

/**
 * Whether a document's URI can be a base: a scheme known to be
 * hierarchical, or any URI with an authority (`scheme://…`, §3.2), whose
 * path is hierarchical whatever the scheme: the workspaces of a browser
 * editor (`vscode-vfs://github/…` on github.dev, `vscode-remote://…` in
 * code-server) resolve relative links as a local folder does.
 */
function hierarchical(uri: string): boolean {
  const scheme = schemeOf(uri);
  return scheme !== '' && (isHierarchicalScheme(scheme) || uri.startsWith('//', scheme.length + 1));
}

/** The scheme of `uri`, lowercased, or '' when it has none. */
export function schemeOf(uri: string): string {
  return (/^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri)?.[1] ?? '').toLowerCase();
}

/**
 * A `file:` URI with an empty authority, a path of characters a path may hold as they are or percent-encoded, and no
 * query or fragment (§3.3): a valid absolute URI with no password, as every document URI made from a file's path
 * is. Told by one pattern rather than the full parse: the command line asks it of each of thousands of documents.
 */
const PLAIN_FILE_URI = /^file:\/\/\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/** `text` as an absolute-URI (§4.3: its fragment dropped), or undefined when it is not a valid URI. */
function absolute(written: string | undefined): string | undefined {
  if (!written) return undefined;
  if (PLAIN_FILE_URI.test(written)) return written;
  const text = withoutPassword(written);
  const parsed = parse(text);
  if (!parsed.valid || parsed.kind !== 'uri') return undefined;
  const hash = text.indexOf('#');
  return hash < 0 ? text : text.slice(0, hash);
}

function tryResolve(base: string, reference: string): string | undefined {
  try {
    return resolve(base, reference);
  } catch {
    return undefined;
  }
}
