/**
 * The scheme rules: each scheme's RFC narrows RFC 3986's generic syntax
 * (http and https, ws and wss, file, mailto, urn, data, tel), and a scheme
 * one letter away from a common one gets a hint. Only a reference that is
 * otherwise valid (or an IRI) is judged, so no character is reported both
 * as a syntax error and as a scheme error. Off with `uriLint.schemes.enable`.
 */
import type { AnalyzedReference } from '../../analysis';
import { isIri } from '../iri';
import { defineRule } from '../types';
import type { CodeInfo, Finding, FixInfo } from '../types';
import type { SchemeModule } from './common';
import { dataScheme } from './data';
import { fileScheme } from './file';
import { backslashFindings, httpScheme } from './http';
import { mailtoScheme } from './mailto';
import { telScheme } from './tel';
import { colonlessFindings, TYPO_CODES, TYPO_FIXES, typoFindings } from './typo';
import { urnScheme } from './urn';

/** One module per scheme RFC. */
const MODULES = [httpScheme, fileScheme, mailtoScheme, urnScheme, dataScheme, telScheme] as const;

type ModuleCode<M> = M extends SchemeModule<infer C> ? C : never;
/** Every code of the scheme rules. */
export type SchemeCode = ModuleCode<(typeof MODULES)[number]> | keyof typeof TYPO_CODES;

type Check = (ref: AnalyzedReference) => Finding<SchemeCode>[];

/** Each judged scheme's check. */
const BY_SCHEME: ReadonlyMap<string, Check> = new Map(
  MODULES.flatMap((module) => module.schemes.map((scheme): [string, Check] => [scheme, module.check])),
);

/** True when the scheme rules judge `ref`: an absolute URI, valid but perhaps for the non-ASCII characters of an IRI. */
function isJudged(ref: AnalyzedReference): boolean {
  return ref.parsed.kind === 'uri' && (ref.parsed.valid || isIri(ref.parsed, ref.found.text));
}

/** The findings of the scheme rules on one reference (without the setting). */
export function schemeFindings(ref: AnalyzedReference): Finding<SchemeCode>[] {
  // `http:\\host` is never valid, and judged for its backslashes alone.
  if (!isJudged(ref)) return ref.parsed.kind === 'uri' ? backslashFindings(ref) : colonlessFindings(ref);
  const check = BY_SCHEME.get(ref.parsed.components.scheme!.toLowerCase());
  return check ? check(ref) : typoFindings(ref);
}

/** The scheme rule family. */
export const schemesRule = defineRule<SchemeCode>({
  codes: Object.assign({}, ...MODULES.map((module) => module.codes), TYPO_CODES) as Record<SchemeCode, CodeInfo>,
  fixes: onlyWithSchemeRules(Object.assign({}, ...MODULES.map((module) => module.fixes), TYPO_FIXES) as Record<string, FixInfo<SchemeCode>>),
  check: ({ ref, settings }) => (settings.schemesEnable ? schemeFindings(ref) : []),
});

/** The scheme fixes, each computed only while `uriLint.schemes.enable` is on, as the scheme rules judge. */
function onlyWithSchemeRules<F extends Partial<Record<string, FixInfo<SchemeCode>>>>(fixes: F): F {
  return Object.fromEntries(Object.entries(fixes).flatMap(([id, fix]) => (fix === undefined ? [] : [
    [id, { ...fix, compute: (inputs) => (inputs.settings.schemesEnable ? fix.compute(inputs) : []) } satisfies FixInfo<SchemeCode>],
  ]))) as F;
}
