/**
 * Document links: each valid URI, each IRI (linked as its URI), and each
 * relative reference that resolves against the document's base, linked to
 * its target; never a template. Only schemes in `uriLint.links.schemes` become links, and
 * schemes that run code never do, whatever the setting says. For VS Code, none
 * where its Markdown extension links the same characters (markdownLinks.ts).
 * Every target is one VS Code's URI parser accepts (editorUri.ts).
 */
import { languageById } from '@uri-lint/shared';
import type { DocumentLink } from 'vscode-languageserver-types';
import { parse } from '@uri-lint/shared';
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import { documentBase, schemeOf, targetOf } from '../documentBase';
import type { BaseUri } from '../documentBase';
import { iriToUri } from '../rules/iri';
import { editorTarget } from './editorUri';
import { referenceRange } from '../../shared/offsets';
import { hasHiddenPassword, withoutPassword } from '@uri-lint/shared';
import { isTrap } from '../rules/index';
import { isIri } from '../rules/iri';
import { isPortAfterDomain } from '../rules/userinfo';
import { linkedByVsCodeMarkdown } from './markdownLinks';

/** Schemes whose URIs run code or commands in the editor or a browser; never links. */
export const CODE_SCHEMES: ReadonlySet<string> = new Set([
  'command', 'javascript', 'vbscript', 'livescript', 'vscode', 'vscode-insiders', 'vscodium', 'vscode-exploration',
  'vscode-file', 'vscode-webview', 'vscode-resource',
]);

/** The most links of one document, in text order, as validation shows the first problems. */
export const MAX_LINKS = 10_000;

/** How links are made for a client. */
export interface LinkOptions {
  /**
   * Leave out what VS Code's Markdown extension links itself (see
   * markdownLinks.ts), so that no link is doubled; its client turns this on.
   */
  skipVsCodeMarkdown: boolean;
}

/** The links of a document (at most `MAX_LINKS`). */
export function computeLinks({ document, analysis, settings }: DocumentContext, options: LinkOptions): DocumentLink[] {
  const allowed = new Set(settings.linksSchemes.map((s) => s.toLowerCase()).filter((s) => !CODE_SCHEMES.has(s)));
  const skip = options.skipVsCodeMarkdown && languageById(analysis.languageId).editorMarkdown ? document.getText() : undefined;
  let base: BaseUri | undefined | null = null;
  const links: DocumentLink[] = [];
  for (const ref of analysis.references) {
    if (links.length >= MAX_LINKS) break;
    if (skip !== undefined && linkedByVsCodeMarkdown(ref, analysis.languageId, skip)) continue;
    const text = linkText(ref, settings);
    if (text === undefined) continue;
    if (ref.parsed.kind === 'relative-ref' && base === null) base = documentBase(analysis, settings, document.uri);
    // A target VS Code's parser would refuse makes it drop every link of the document: such a one is written as it reads it, or left out.
    const resolved = targetOf(ref, text, base ?? undefined);
    const target = resolved === undefined ? undefined : editorTarget(resolved);
    if (target !== undefined && allowed.has(linkScheme(target, ref, base ?? undefined, document.uri))) {
      links.push({ range: referenceRange(document, ref.found), target });
    }
  }
  return links;
}

/**
 * The scheme `uriLint.links.schemes` judges a target by. A relative
 * reference resolved against the document's own URI points into the
 * document's workspace, wherever that is: a `file:` folder on the desktop,
 * `vscode-vfs:` on github.dev, `vscode-remote:` in a browser's code-server.
 * It is judged as `file:` is, so that links follow the same rules in every
 * editor.
 */
function linkScheme(target: string, ref: AnalyzedReference, base: BaseUri | undefined, documentUri: string): string {
  const scheme = schemeOf(target);
  const inWorkspace = ref.parsed.kind === 'relative-ref' && base?.source === 'document' && scheme === schemeOf(documentUri);
  return inWorkspace && !CODE_SCHEMES.has(scheme) ? 'file' : scheme;
}

/**
 * The text to link: the reference when valid, its URI form when it is an
 * IRI, else nothing. A URI flagged as a trap for the reader (RFC 3986 §7.4,
 * §7.6: a user name posing as a host, an address written to look like
 * something else, invisible characters) is no link: a click should not be
 * the easy thing to do. A password is left out of the target (§3.2.1), so
 * that no tooltip or status bar shows it; a URI whose password holds a `#`,
 * `/` or `?` (`https://u:12#x@host/`) leads elsewhere than its writer meant,
 * and is no link either.
 */
function linkText(ref: AnalyzedReference, settings: Settings): string | undefined {
  // A template leads nowhere until it is filled in.
  if (ref.template !== undefined) return undefined;
  // Validity first: it is known, and most references of a huge broken file fail it; the trap rules run only on the rest.
  if (!ref.parsed.valid && !isIri(ref.parsed, ref.found.text)) return undefined;
  // A program's `target@port` (mitmproxy's `https://example.com@80`) is no trap, but the host it parses to is nobody's.
  if (isTrap(ref, settings) || hasHiddenPassword(ref.found.text, ref.parsed) || isPortAfterDomain(ref)) return undefined;
  if (ref.parsed.valid) return withoutPassword(ref.found.text, ref.parsed);
  const uri = iriToUri(ref);
  if (uri === undefined) return undefined;
  const parsed = parse(uri);
  return parsed.valid ? withoutPassword(uri, parsed) : undefined;
}
