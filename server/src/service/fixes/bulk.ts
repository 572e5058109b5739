/**
 * The one policy of bulk fixing: which fixes `source.fixAll.uriLint` (Fix
 * all, on save) and `uri-lint --fix` apply to a reference. Both derive from
 * the fixes the rules declare (rules/index.ts `FIXES`): by default those that
 * keep what the URI identifies, widened or narrowed by `uriLint.fixAll.fixes`
 * (or, on the command line, replaced by `--fix-type`); each only where it
 * answers a problem the settings report.
 */
import type { Settings, SeverityLevel } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { FIXES, findingsOf, levelOf } from '../rules/index';
import { isIri } from '../rules/iri';
import { FIX_IDS } from '../rules/types';
import type { FixId } from '../rules/types';
import { encodeFix } from './encode';
import { iriFix } from './iri';
import { removeInvisibleFix } from './invisible';
import { lowercaseFix, normalizeFix } from './normalForm';
import { backslashSlashesFix, scpToUrlFix, fileDriveLetterFix, removeUserinfoFix, removeWsFragmentFix, restoreSlashesFix, schemeCodesOf, schemeTypoFix } from './schemes';
import type { Fix } from './types';
import { removePasswordFix } from './userinfo';

/** The fixes bulk fixing applies when nothing narrows or widens the choice: those that keep what the URI identifies. */
export const DEFAULT_BULK_FIXES: readonly FixId[] = FIX_IDS.filter((id) => FIXES.get(id)!.identity === 'keeps');

/**
 * The fixes `selectors` choose, in the manner of `eslint.codeActionsOnSave.rules`:
 * each selector is a fix id (`iri-to-uri`) or `*` (any fix), either after
 * `!` to leave it out; for each fix the first selector that
 * matches it decides, and a fix none matches is chosen when it keeps what
 * the URI identifies. `[]` is the default; `["iri-to-uri"]` adds a fix,
 * `["!lowercase"]` removes one, `["encode", "!*"]` keeps one alone.
 */
export function fixSelection(selectors: readonly string[]): ReadonlySet<FixId> {
  const rules = selectors.map((selector) => {
    const negated = selector.startsWith('!');
    return { negated, name: (negated ? selector.slice(1) : selector).trim() };
  });
  return new Set(FIX_IDS.filter((id) => {
    const rule = rules.find((r) => r.name === '*' || r.name === id);
    return rule ? !rule.negated : FIXES.get(id)!.identity === 'keeps';
  }));
}

/** What a fix is computed from: the reference, the settings, and the scheme codes, worked out once when first asked. */
interface Inputs {
  ref: AnalyzedReference;
  settings: Settings;
  schemeCodes(): ReturnType<typeof schemeCodesOf>;
}

/**
 * The schemes the WHATWG URL parser (browsers, Node) reads with a host and with "\\" as "/" (WHATWG URL §4.1, its
 * "special" schemes but file): there restoring "//" changes the text, not where the URI leads. Not for sftp or gopher.
 */
const WHATWG_SPECIAL: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/** The restore-slashes fix bulk fixing may apply: a missing "//" or the backslashes of `http:\\host`, in WHATWG's special schemes only. */
function bulkRestoreSlashes({ ref, settings, schemeCodes }: Inputs): Fix | undefined {
  if (!settings.schemeRules || !WHATWG_SPECIAL.has(ref.parsed.components.scheme?.toLowerCase() ?? '')) return undefined;
  return restoreSlashesFix(ref, schemeCodes()) ?? backslashSlashesFix(ref, schemeCodes());
}

/** How each fix is computed for bulk fixing (the menu's own order and options are fixes/index.ts's `fixesFor`). */
const COMPUTE: Readonly<Record<FixId, (inputs: Inputs) => Fix | undefined>> = {
  'restore-slashes': bulkRestoreSlashes,
  'scp-to-url': ({ ref, settings }) => (settings.schemeRules ? scpToUrlFix(ref) : undefined),
  'file-drive-letter': ({ ref, settings, schemeCodes }) => (settings.schemeRules ? fileDriveLetterFix(ref, schemeCodes()) : undefined),
  'iri-to-uri': ({ ref }) => iriFix(ref),
  'remove-invisible': ({ ref }) => removeInvisibleFix(ref),
  encode: ({ ref }) => encodeFix(ref),
  'remove-password': ({ ref }) => removePasswordFix(ref),
  'remove-userinfo': ({ ref, settings, schemeCodes }) => (settings.schemeRules ? removeUserinfoFix(ref, schemeCodes()) : undefined),
  normalize: ({ ref }) => normalizeFix(ref),
  lowercase: ({ ref }) => lowercaseFix(ref, isIri(ref.parsed, ref.found.text)),
  'scheme-typo': ({ ref, settings, schemeCodes }) => (settings.schemeRules ? schemeTypoFix(ref, schemeCodes()) : undefined),
  'remove-fragment': ({ ref, settings, schemeCodes }) => (settings.schemeRules ? removeWsFragmentFix(ref, schemeCodes()) : undefined),
};

/**
 * The fixes of `selected` that bulk fixing applies to `ref`, in `FIX_IDS`
 * order (features/fixAll.ts merges them, each kept only while the merged
 * result passes `isSafe`). A fix applies where it answers a finding the
 * settings report (at error or warning for a fix declared `bulk: 'problem'`;
 * anywhere for `bulk: 'any'`).
 */
export function bulkFixes(ref: AnalyzedReference, settings: Settings, selected: ReadonlySet<FixId>): Fix[] {
  let codes: ReturnType<typeof schemeCodesOf> | undefined;
  const inputs: Inputs = { ref, settings, schemeCodes: () => (codes ??= schemeCodesOf(ref)) };
  const candidates: Fix[] = [];
  for (const id of FIX_IDS) {
    const fix = selected.has(id) ? COMPUTE[id](inputs) : undefined;
    if (fix) candidates.push(fix);
  }
  if (candidates.length === 0) return candidates;
  const reported = new Map<string, SeverityLevel>();
  for (const finding of findingsOf(ref, settings)) {
    const level = levelOf(finding.code, settings);
    if (level !== 'off') reported.set(finding.code, level);
  }
  return candidates.filter((fix) => {
    const bulk = FIXES.get(fix.id)!.bulk ?? 'reported';
    if (bulk === 'any') return true;
    return fix.codes.some((code) => {
      const level = reported.get(code);
      return level !== undefined && (bulk === 'reported' || level === 'error' || level === 'warning');
    });
  });
}
