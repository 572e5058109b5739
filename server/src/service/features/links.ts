/**
 * Document links: each valid URI, each IRI (linked as its URI), and each
 * relative reference that resolves against the document's base, linked to
 * its target. Only schemes in `uriLint.links.schemes` become links, and
 * schemes that run code never do, whatever the setting says.
 */
import type { DocumentLink } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parse } from '@uri-lint/shared';
import type { ParseResult } from '@uri-lint/shared';
import type { Analysis, AnalyzedReference } from './analysis';
import { documentBase, schemeOf, targetOf } from './base';
import type { BaseUri } from './base';
import { iriToUri } from './fixes/iri';
import { referenceRange } from './offsets';
import { levelOf } from './codes';
import { isIri } from './rules/iri';
import { securityRule } from './rules/security';
import { userinfoRule } from './rules/userinfo';
import { isServed } from './scope';
import type { Settings } from './settings';

/** Schemes whose URIs run code or commands in the editor or a browser; never links. */
export const CODE_SCHEMES: ReadonlySet<string> = new Set([
  'command', 'javascript', 'vbscript', 'livescript', 'vscode', 'vscode-insiders', 'vscodium', 'vscode-exploration',
  'vscode-file', 'vscode-webview', 'vscode-resource',
]);

/** The links of a document. */
export function computeLinks(analysis: Analysis, doc: TextDocument, settings: Settings, documentUri: string): DocumentLink[] {
  if (!isServed(analysis.languageId, settings)) return [];
  const allowed = new Set(settings.linkSchemes.map((s) => s.toLowerCase()).filter((s) => !CODE_SCHEMES.has(s)));
  let base: BaseUri | undefined | null = null;
  const links: DocumentLink[] = [];
  for (const ref of analysis.references) {
    const text = linkText(ref, settings);
    if (text === undefined) continue;
    if (ref.parsed.kind === 'relative-ref' && base === null) base = documentBase(analysis, settings, documentUri);
    const target = targetOf(ref, text, base ?? undefined);
    if (target !== undefined && allowed.has(schemeOf(target))) {
      links.push({ range: referenceRange(doc, ref.found), target });
    }
  }
  return links;
}

/**
 * The text to link: the reference when valid, its URI form when it is an
 * IRI, else nothing. A URI flagged as a trap for the reader (RFC 3986 §7.4,
 * §7.6: a user name posing as a host, an address written to look like
 * something else, invisible characters) is no link: a click should not be
 * the easy thing to do. A password is left out of the target (§3.2.1), so
 * that no tooltip or status bar shows it.
 */
function linkText(ref: AnalyzedReference, settings: Settings): string | undefined {
  if (isTrap(ref, settings)) return undefined;
  if (ref.parsed.valid) return withoutPassword(ref.found.text, ref.parsed);
  if (!isIri(ref.parsed, ref.found.text)) return undefined;
  const uri = iriToUri(ref);
  if (uri === undefined) return undefined;
  const parsed = parse(uri);
  return parsed.valid ? withoutPassword(uri, parsed) : undefined;
}

const TRAPS: ReadonlySet<string> = new Set(['deceptive-userinfo', 'ambiguous-ip-address', 'invisible-character']);

function isTrap(ref: AnalyzedReference, settings: Settings): boolean {
  const findings = [...userinfoRule(ref), ...securityRule(ref)];
  return findings.some((f) => TRAPS.has(f.code) && levelOf(f.code, settings) !== 'off');
}

/** `text` without the `:password` of its userinfo; the user name stays. */
function withoutPassword(text: string, parsed: ParseResult): string {
  const password = parsed.ranges.password;
  return password === undefined ? text : text.slice(0, password.start - 1) + text.slice(password.end);
}
