/**
 * Every fix of one reference, checked: a fix whose result breaks the rule of
 * `isSafe` (a complete fix must give a valid URI, a partial one must not add
 * errors) is never offered.
 */
import type { AnalyzedReference } from '../analysis';
import type { Settings } from '../../contract/settings';
import { MENU_ORDER, computeFix, fixInputs } from './table';
import { isSafe } from './types';
import type { Fix } from './types';

/** The safe fixes of a reference, in the order a menu lists them (fixes/table.ts); those of the light bulb only are features/codeActions.ts'. */
export function fixesFor(ref: AnalyzedReference, settings: Settings): Fix[] {
  const inputs = fixInputs(ref, settings);
  return MENU_ORDER.flatMap((fix) => (fix.judges === 'document' ? [] : computeFix(fix, inputs))).filter((fix) => isSafe(ref, [fix], fix.edits));
}
