/**
 * Every fix of one reference, checked: a fix whose result breaks the rule of
 * `isSafe` (a complete fix must give a valid URI, a partial one must not add
 * errors) is never offered.
 */
import type { AnalyzedReference } from '../analysis';
import { levelOf } from '../rules/index';
import { isIri } from '../rules/iri';
import { normalFormOf } from '../rules/normalForm';
import type { Settings } from '../../contract/settings';
import { ENCODABLE_CODES, encodeFix } from './encode';
import { iriFix } from './iri';
import { removeInvisibleFix } from './invisible';
import { lowercaseFix, normalizeFix } from './normalForm';
import { backslashSlashesFix, fileDriveLetterFix, restoreSlashesFix, schemeCodesOf, schemeFixes } from './schemes';
import { isSafe } from './types';
import type { Fix } from './types';
import { removePasswordFix } from './userinfo';

/** The safe fixes of a reference, in the order a menu lists them. */
export function fixesFor(ref: AnalyzedReference, settings: Settings): Fix[] {
  const iri = isIri(ref.parsed, ref.found.text);
  const strictIri = levelOf('iri', settings) === 'error';
  const candidates = [
    ...(settings.schemeRules ? schemeFixes(ref) : []),
    encodeFix(ref),
    removeInvisibleFix(ref),
    iriFix(ref, strictIri),
    removePasswordFix(ref),
    normalizeFix(ref),
    lowercaseFix(ref, iri),
  ];
  return candidates.filter((fix): fix is Fix => fix !== undefined && isSafe(ref, [fix], fix.edits));
}

/** The schemes the WHATWG URL parser reads with a host, and with "\\" as "/" (its "special" schemes, but file). */
const WHATWG_SPECIAL: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/**
 * The fixes `source.fixAll.uriLint` applies to a reference: those that only
 * restore what the author meant, for problems the settings report.
 * Percent-encoding invalid characters; IRI to URI when IRIs are reported as
 * errors or warnings; lowercasing scheme and host when normal form is
 * reported. The missing "//" of http(s), ws(s) and ftp, the `//` for the
 * backslashes of `http:\\host`, and the `file:///C:/` form of a drive
 * letter: the WHATWG URL parser (browsers, Node) already reads those URIs
 * so, its "special" schemes (WHATWG URL §4.1), so the fix changes the text,
 * not where it leads. Not for sftp or gopher, which it reads as written.
 * Never the password (that changes what the URI does) nor the
 * invisible characters (they may be meant), nor the full normal form (its
 * own command), nor a misspelled scheme or a WebSocket fragment (both change
 * where the URI leads).
 */
export function fixAllFixes(ref: AnalyzedReference, settings: Settings): Fix[] {
  const iri = isIri(ref.parsed, ref.found.text);
  const iriLevel = levelOf('iri', settings);
  const fixes: (Fix | undefined)[] = [];
  const reported = (code: string) => levelOf(code, settings) !== 'off';
  if (settings.schemeRules) {
    const codes = schemeCodesOf(ref);
    // Before percent-encoding, which would otherwise take the "\" of a Windows path.
    const special = WHATWG_SPECIAL.has(ref.parsed.components.scheme?.toLowerCase() ?? '');
    if (special && reported('http-missing-host')) fixes.push(restoreSlashesFix(ref, codes));
    if (special && reported('backslash-for-slash')) fixes.push(backslashSlashesFix(ref, codes));
    if (reported(ref.parsed.valid ? 'file-drive-letter-authority' : 'invalid-character')) fixes.push(fileDriveLetterFix(ref, codes));
  }
  if (iriLevel === 'error' || iriLevel === 'warning') fixes.push(iriFix(ref));
  if (ref.parsed.errors.some((e) => ENCODABLE_CODES.has(e.code) && levelOf(e.code, settings) !== 'off')) fixes.push(encodeFix(ref));
  // Only where the normal-form rule reports the reference (valid ones), so fix-all fixes what is shown.
  if (settings.reportNonNormal && levelOf('not-normalized', settings) !== 'off' && normalFormOf(ref) !== undefined) {
    fixes.push(lowercaseFix(ref, iri));
  }
  return fixes.filter((fix): fix is Fix => fix !== undefined);
}
