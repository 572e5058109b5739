/**
 * The one policy of bulk fixing: which fixes `source.fixAll.uriLint` (Fix
 * all, on save) and `uri-lint --fix` apply to a reference. Both derive from
 * the fix table (fixes/table.ts `BULK_FIXES`: a fix of the light bulb only is
 * never among them): by default those that
 * keep what the URI identifies, widened or narrowed by `uriLint.fixAll.fixes`
 * (or, on the command line, replaced by `--fix-type`); each only where it
 * answers a problem the settings report.
 */
import type { Settings, SeverityLevel } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { findingsOf, levelOf } from '../rules/index';
import type { FixId } from './types';
import { BULK_FIXES, FIX_IDS, computeFix, fixInputs } from './table';
import type { Fix } from './types';

/** The fixes bulk fixing applies when nothing narrows or widens the choice: those that keep what the URI identifies. */
export const DEFAULT_BULK_FIXES: readonly FixId[] = FIX_IDS.filter((id) => BULK_FIXES.get(id)!.identity === 'keeps');

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
    return rule ? !rule.negated : BULK_FIXES.get(id)!.identity === 'keeps';
  }));
}

/**
 * The fixes of `selected` that bulk fixing applies to `ref`, in bulk order
 * (fixes/table.ts) (features/fixAll.ts merges them, each kept only while the merged
 * result passes `isSafe`). A fix applies where it answers a finding the
 * settings report (at error or warning for a fix declared `bulk: 'problem'`;
 * anywhere for `bulk: 'any'`).
 */
export function bulkFixes(ref: AnalyzedReference, settings: Settings, selected: ReadonlySet<FixId>): Fix[] {
  const inputs = fixInputs(ref, settings);
  const candidates: Fix[] = [];
  for (const fix of BULK_FIXES.values()) {
    if (!selected.has(fix.id) || (fix.bulkWhere && !fix.bulkWhere(inputs))) continue;
    const first = computeFix(fix, inputs)[0];
    if (first) candidates.push(first);
  }
  if (candidates.length === 0) return candidates;
  const reported = new Map<string, SeverityLevel>();
  for (const finding of findingsOf(ref, settings)) {
    const level = levelOf(finding.code, settings);
    if (level !== 'off') reported.set(finding.code, level);
  }
  return candidates.filter((fix) => {
    const bulk = BULK_FIXES.get(fix.id)!.bulk ?? 'reported';
    if (bulk === 'any') return true;
    return fix.codes.some((code) => {
      const level = reported.get(code);
      return level !== undefined && (bulk === 'reported' || level === 'error' || level === 'warning');
    });
  });
}
