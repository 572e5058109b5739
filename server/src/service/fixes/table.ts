/**
 * THE table of fixes: each fix once, with what its rule declares beside its
 * codes (title, codes, whether it keeps what the URI identifies, its bulk
 * policy: rules/types.ts `FixInfo`) and what this table adds to it: how it
 * is computed, where the light bulb's menu lists it, which it yields to when
 * two overlap in bulk fixing, and where bulk fixing may apply it. The menu
 * (fixes/index.ts), Fix all and `uri-lint --fix` (fixes/bulk.ts), the
 * `--fix-type` names and `--help`, the `uriLint.fixAll.fixes` setting and
 * docs/cli.md's table (scripts/manifest.js) all derive from it.
 */
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { RULES, levelOf } from '../rules/index';
import type { DiagnosticCode } from '../rules/index';
import { isIri } from '../rules/iri';
import type { SchemeCode } from '../rules/schemes/index';
import type { FixId, FixInfo, Rule } from '../rules/types';
import { encodeFix } from './encode';
import { iriFix } from './iri';
import { removeInvisibleFix } from './invisible';
import { lowercaseFix, normalizeFix } from './normalForm';
import { backslashSlashesFix, fileDriveLetterFix, removeUserinfoFix, removeWsFragmentFix, restoreSlashesFix, schemeCodesOf, schemeTypoFix, scpToUrlFix } from './schemes';
import type { Fix } from './types';
import { removePasswordFix } from './userinfo';

/** What a fix is computed from: the reference, the settings, and the scheme codes, worked out once when first asked. */
export interface FixInputs {
  ref: AnalyzedReference;
  settings: Settings;
  schemeCodes(): ReadonlySet<SchemeCode>;
}

/** What the table adds to a fix its rule declares. */
interface FixRow {
  /** Where the light bulb's menu lists it, lowest first. */
  menuRank: number;
  /**
   * Where bulk fixing (Fix all, `--fix`) prefers it when two overlap in one
   * reference, lowest first: the scheme repairs first (restoring "//" before
   * percent-encoding would take the "\" of a Windows path), an invisible
   * character removed rather than encoded (it is almost always pasted by
   * accident), the whole normal form before its lowercase part.
   */
  bulkRank: number;
  /** A fix of the scheme rules: computed only while `uriLint.schemeRules` is on. */
  schemeRules?: boolean;
  /** Where bulk fixing may apply it at all (the menu offers it wherever it is safe); everywhere when absent. */
  bulkWhere?(inputs: FixInputs): boolean;
  /** Its fixes of one reference (undefined: none), in menu order; bulk fixing applies the first. */
  compute(inputs: FixInputs): readonly (Fix | undefined)[];
}

/**
 * The schemes the WHATWG URL parser (browsers, Node) reads with a host and with "\\" as "/" (WHATWG URL §4.1, its
 * "special" schemes but file): there restoring "//" changes the text, not where the URI leads. Not for sftp or gopher.
 */
const WHATWG_SPECIAL: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

const ROWS: Readonly<Record<FixId, FixRow>> = {
  // A missing "//" or the backslashes of `http:\\host` (never both in one reference). Bulk fixing applies it in
  // WHATWG's special schemes only; for sftp or gopher it changes where the URI leads, so only the menu offers it.
  'restore-slashes': {
    menuRank: 0, bulkRank: 0, schemeRules: true,
    bulkWhere: ({ ref }) => WHATWG_SPECIAL.has(ref.parsed.components.scheme?.toLowerCase() ?? ''),
    compute: ({ ref, schemeCodes }) => [restoreSlashesFix(ref, schemeCodes()), backslashSlashesFix(ref, schemeCodes())],
  },
  'scp-to-url': { menuRank: 1, bulkRank: 1, schemeRules: true, compute: ({ ref }) => [scpToUrlFix(ref)] },
  'file-drive-letter': { menuRank: 2, bulkRank: 2, schemeRules: true, compute: ({ ref, schemeCodes }) => [fileDriveLetterFix(ref, schemeCodes())] },
  'scheme-typo': { menuRank: 3, bulkRank: 10, schemeRules: true, compute: ({ ref, schemeCodes }) => [schemeTypoFix(ref, schemeCodes())] },
  'remove-fragment': { menuRank: 4, bulkRank: 11, schemeRules: true, compute: ({ ref, schemeCodes }) => [removeWsFragmentFix(ref, schemeCodes())] },
  'remove-userinfo': { menuRank: 5, bulkRank: 7, schemeRules: true, compute: ({ ref, schemeCodes }) => [removeUserinfoFix(ref, schemeCodes())] },
  encode: { menuRank: 6, bulkRank: 5, compute: ({ ref }) => [encodeFix(ref)] },
  'remove-invisible': { menuRank: 7, bulkRank: 4, compute: ({ ref }) => [removeInvisibleFix(ref)] },
  // The fix the menu prefers where `iri` is reported as an error: the user then wants URIs, not IRIs.
  'iri-to-uri': { menuRank: 8, bulkRank: 3, compute: ({ ref, settings }) => [iriFix(ref, levelOf('iri', settings) === 'error')] },
  'remove-password': { menuRank: 9, bulkRank: 6, compute: ({ ref }) => [removePasswordFix(ref)] },
  normalize: { menuRank: 10, bulkRank: 8, compute: ({ ref }) => [normalizeFix(ref)] },
  lowercase: { menuRank: 11, bulkRank: 9, compute: ({ ref }) => [lowercaseFix(ref, isIri(ref.parsed, ref.found.text))] },
};

/** A fix: what its rule declares, its id, and its row of this table. */
export interface FixDeclaration extends FixInfo<DiagnosticCode>, FixRow {
  id: FixId;
}

/**
 * Every fix, in bulk order. A fix declared by two rules, or by none, fails
 * here (the compiler sees that every id has its row).
 */
export const FIXES: ReadonlyMap<FixId, FixDeclaration> = (() => {
  const declared = new Map<FixId, FixDeclaration>();
  for (const rule of RULES as readonly Rule[]) {
    for (const [id, info] of Object.entries(rule.fixes ?? {}) as [FixId, FixInfo<DiagnosticCode>][]) {
      if (declared.has(id)) throw new Error(`fix "${id}" is declared by two rules`);
      if (!(id in ROWS)) throw new Error(`fix "${id}" has no row in the fix table`);
      declared.set(id, { id, ...info, ...ROWS[id] });
    }
  }
  const missing = (Object.keys(ROWS) as FixId[]).filter((id) => !declared.has(id));
  if (missing.length > 0) throw new Error(`fixes not declared by a rule: ${missing.join(', ')}`);
  return new Map([...declared.values()].sort((a, b) => a.bulkRank - b.bulkRank).map((fix) => [fix.id, fix]));
})();

/** Every fix id, in the order bulk fixing prefers them when two overlap in one reference. */
export const FIX_IDS: readonly FixId[] = [...FIXES.keys()];

/** Every fix, in the order the light bulb's menu lists them. */
export const MENU_ORDER: readonly FixDeclaration[] = [...FIXES.values()].sort((a, b) => a.menuRank - b.menuRank);

/** The inputs of the fixes of `ref`, the scheme codes worked out once when first asked. */
export function fixInputs(ref: AnalyzedReference, settings: Settings): FixInputs {
  let codes: ReadonlySet<SchemeCode> | undefined;
  return { ref, settings, schemeCodes: () => (codes ??= schemeCodesOf(ref)) };
}

/** The fixes of `fix` for these inputs (none when it is a scheme fix and the scheme rules are off). */
export function computeFix(fix: FixDeclaration, inputs: FixInputs): Fix[] {
  if (fix.schemeRules && !inputs.settings.schemeRules) return [];
  return fix.compute(inputs).filter((f): f is Fix => f !== undefined);
}
