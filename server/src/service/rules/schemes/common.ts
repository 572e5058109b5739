/**
 * What the scheme rules share: the shape of one scheme's module, links to
 * the exact section of the RFC that defines a scheme, and the check of a
 * fix's result.
 */
import type { ParseResult } from '@uri-lint/shared';
import type { AnalyzedReference } from '../../analysis';
import { applyRefEdits } from '../../fixes/types';
import type { RefEdit } from '../../fixes/types';
import type { CodeInfo, Finding, FixId, FixInfo, FixInputs } from '../types';

/** The rules of the schemes one RFC defines. */
export interface SchemeModule<C extends string> {
  /** The scheme names it judges, lowercase. */
  schemes: readonly string[];
  /** Its codes, each with the RFC section that defines what it checks. */
  codes: Readonly<Record<C, CodeInfo>>;
  /** The fixes of its codes, each with its policy and compute (computed only while `uriLint.schemes.enable` is on). */
  fixes?: Readonly<Record<FixId, FixInfo<C>>>;
  /** The findings of one reference of one of `schemes`, already valid RFC 3986 (or an IRI). */
  check(ref: AnalyzedReference): Finding<C>[];
}

export { rfcHref } from '../types';

/** Declares one scheme's module; the codes of its findings are checked against the codes it declares. */
export function defineScheme<C extends string>(module: SchemeModule<C>): SchemeModule<C> {
  return module;
}

/** A finding over `[start, end)` of the reference text. */
export function finding<C extends string>(code: C, start: number, end: number, message: string, href: string): Finding<C> {
  return { code, start, end, message, href };
}

/** A piece of the reference text with its offsets. */
export interface Piece {
  text: string;
  start: number;
  end: number;
}

/** `text` (at offset `start` of the reference) split at every `separator`, each piece with its offsets. */
export function split(text: string, separator: string, start: number): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const part of text.split(separator)) {
    pieces.push({ text: part, start: start + from, end: start + from + part.length });
    from += part.length + separator.length;
  }
  return pieces;
}

/** A check of a fix's result: the scheme rules no longer report `code` on the reference with `edits` applied. */
export function clears(inputs: FixInputs, edits: readonly RefEdit[], code: string): (after: ParseResult) => boolean {
  const { ref } = inputs;
  const text = applyRefEdits(ref.found.text, edits);
  return (after) => !inputs.schemeCodesOf({ found: { ...ref.found, text }, parsed: after }).has(code);
}
