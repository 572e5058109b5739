/**
 * THE table of fixes, collected from the rules' declarations (each rule
 * declares its fixes beside its codes and check, with their titles, codes,
 * policy, menu and bulk ranks and how they are computed: rules/types.ts
 * `FixInfo`, and `DocumentFixInfo` for the light bulb's fixes that need what
 * judging the document knew: a link's files, a fragment's headings). The
 * menu (fixes/index.ts, features/codeActions.ts), Fix all and
 * `uri-lint --fix` (fixes/bulk.ts), the `--fix-type` names and `--help`,
 * the `uriLint.fixAll.fixes` setting, docs/cli.md's table, the list of the
 * fixes in the READMEs (scripts/manifest.js) and each code's page
 * (scripts/rule-docs.js) all derive from it.
 */
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { RULES, levelOf } from '../rules/index';
import type { DiagnosticCode } from '../rules/index';
import { schemeFindings } from '../rules/schemes/index';
import type { DocumentFixInfo, FixInfo, FixInputs, Rule } from '../rules/types';
import type { Fix, FixId } from './types';

/** A fix computed from one reference: what its rule declares, and its id. */
export interface ReferenceFixDeclaration extends FixInfo<DiagnosticCode> {
  id: FixId;
}

/** A fix of the light bulb only, computed over the document's facts: what its rule declares, and its id. */
export interface DocumentFixDeclaration extends DocumentFixInfo<DiagnosticCode> {
  id: FixId;
}

/** A fix as its rule declares it, and its id. */
export type FixDeclaration = ReferenceFixDeclaration | DocumentFixDeclaration;

/**
 * Every fix the rules declare: those of a reference in bulk order, then those of the light bulb only in menu
 * order. A fix declared by two rules, two with one rank, or a light bulb's fix ranked in the menu before a
 * reference's (the menu lists the references' fixes first), fails here.
 */
export const FIXES: ReadonlyMap<FixId, FixDeclaration> = (() => {
  const declared = new Map<FixId, FixDeclaration>();
  for (const rule of RULES as readonly Rule[]) {
    for (const [id, info] of Object.entries(rule.fixes ?? {}) as [FixId, FixInfo<DiagnosticCode> | DocumentFixInfo<DiagnosticCode>][]) {
      if (declared.has(id)) throw new Error(`fix "${id}" is declared by two rules`);
      declared.set(id, { id, ...info });
    }
  }
  const all = [...declared.values()];
  const ofReference = all.filter((fix): fix is ReferenceFixDeclaration => fix.judges !== 'document');
  const ofDocument = all.filter((fix): fix is DocumentFixDeclaration => fix.judges === 'document');
  if (new Set(all.map((fix) => fix.menuRank)).size < all.length) throw new Error('two fixes share a menuRank');
  if (new Set(ofReference.map((fix) => fix.bulkRank)).size < ofReference.length) throw new Error('two fixes share a bulkRank');
  const lastOfReference = Math.max(...ofReference.map((fix) => fix.menuRank));
  const early = ofDocument.find((fix) => fix.menuRank < lastOfReference);
  if (early) throw new Error(`fix "${early.id}" needs the document: its menuRank must follow every reference fix's`);
  return new Map([...ofReference.sort((a, b) => a.bulkRank - b.bulkRank), ...ofDocument.sort((a, b) => a.menuRank - b.menuRank)].map((fix) => [fix.id, fix]));
})();

/** The fixes bulk fixing may apply (those of a reference alone), in the order it prefers them when two overlap in one reference. */
export const BULK_FIXES: ReadonlyMap<FixId, ReferenceFixDeclaration> = new Map(
  [...FIXES].filter((entry): entry is [FixId, ReferenceFixDeclaration] => entry[1].judges !== 'document'),
);

/** Every fix bulk fixing may apply (`--fix-type`, `uriLint.fixAll.fixes`), in the order it prefers them. */
export const FIX_IDS: readonly FixId[] = [...BULK_FIXES.keys()];

/** The fixes of the light bulb only (`bulk: 'never'`), in menu order: never applied in bulk, never named to `--fix-type`. */
export const LIGHT_BULB_FIXES: readonly DocumentFixDeclaration[] = [...FIXES.values()].filter((fix): fix is DocumentFixDeclaration => fix.judges === 'document');

/** Every fix, in the order the light bulb's menu lists them. */
export const MENU_ORDER: readonly FixDeclaration[] = [...FIXES.values()].sort((a, b) => a.menuRank - b.menuRank);

/** The codes the scheme rules report on a reference (without the setting). */
function schemeCodesOf(ref: Pick<AnalyzedReference, 'found' | 'parsed'>): ReadonlySet<string> {
  return new Set(schemeFindings(ref).map((f) => f.code));
}

/** The inputs of the fixes of `ref`, the scheme codes worked out once when first asked. */
export function fixInputs(ref: AnalyzedReference, settings: Settings): FixInputs {
  let codes: ReadonlySet<string> | undefined;
  return {
    ref, settings, schemeCodesOf,
    levelOf: (code) => levelOf(code, settings),
    schemeCodes: () => (codes ??= schemeCodesOf(ref)),
  };
}

/** The fixes of `fix` for these inputs. */
export function computeFix(fix: ReferenceFixDeclaration, inputs: FixInputs): Fix[] {
  return fix.compute(inputs).filter((f): f is Fix => f !== undefined);
}
