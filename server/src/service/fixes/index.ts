/**
 * Every fix of one reference, checked: a fix whose result breaks the rule of
 * `isSafe` (a complete fix must give a valid URI, a partial one must not add
 * errors) is never offered.
 */
import type { AnalyzedReference } from '../analysis';
import { levelOf } from '../rules/index';
import { isIri } from '../rules/iri';
import type { Settings } from '../../contract/settings';
import { encodeFix } from './encode';
import { iriFix } from './iri';
import { removeInvisibleFix } from './invisible';
import { lowercaseFix, normalizeFix } from './normalForm';
import { schemeFixes } from './schemes';
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
