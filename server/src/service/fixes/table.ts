/**
 * THE table of fixes, collected from the rules' declarations (each rule
 * declares its fixes beside its codes and check, with their titles, codes,
 * identity, menu and bulk ranks and how they are computed: rules/types.ts
 * `FixInfo`). The menu (fixes/index.ts), Fix all and `uri-lint --fix`
 * (fixes/bulk.ts), the `--fix-type` names and `--help`, the
 * `uriLint.fixAll.fixes` setting and docs/cli.md's table
 * (scripts/manifest.js) all derive from it.
 */
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { RULES, levelOf } from '../rules/index';
import type { DiagnosticCode } from '../rules/index';
import { schemeFindings } from '../rules/schemes/index';
import type { FixInfo, FixInputs, Rule } from '../rules/types';
import type { Fix, FixId } from './types';

/** A fix: what its rule declares, and its id. */
export interface FixDeclaration extends FixInfo<DiagnosticCode> {
  id: FixId;
}

/**
 * Every fix the rules declare, in bulk order. A fix declared by two rules,
 * or two with one rank, fails here.
 */
export const FIXES: ReadonlyMap<FixId, FixDeclaration> = (() => {
  const declared = new Map<FixId, FixDeclaration>();
  for (const rule of RULES as readonly Rule[]) {
    for (const [id, info] of Object.entries(rule.fixes ?? {}) as [FixId, FixInfo<DiagnosticCode>][]) {
      if (declared.has(id)) throw new Error(`fix "${id}" is declared by two rules`);
      declared.set(id, { id, ...info });
    }
  }
  for (const rank of ['menuRank', 'bulkRank'] as const) {
    if (new Set([...declared.values()].map((fix) => fix[rank])).size < declared.size) throw new Error(`two fixes share a ${rank}`);
  }
  return new Map([...declared.values()].sort((a, b) => a.bulkRank - b.bulkRank).map((fix) => [fix.id, fix]));
})();

/** Every fix id, in the order bulk fixing prefers them when two overlap in one reference. */
export const FIX_IDS: readonly FixId[] = [...FIXES.keys()];

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
export function computeFix(fix: FixDeclaration, inputs: FixInputs): Fix[] {
  return fix.compute(inputs).filter((f): f is Fix => f !== undefined);
}
