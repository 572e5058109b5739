/**
 * The core's ABNF violations, one finding per error at its exact
 * characters. Two kinds are left to other rules: the non-ASCII characters of
 * an IRI (rules/iri.ts) and invisible characters (rules/security.ts), so no
 * character is reported twice.
 */
import { RULES } from '@uri-lint/shared';
import type { ParseResult, UriError } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { rfc3986Href } from '../codes';
import { safeMessage, touchesPassword } from '../privacy';
import { codePoints, codePointLabel, isInvisible } from '../unicode';
import { isIri } from './iri';
import type { Finding } from './types';

/** The syntax rule. */
export function syntaxRule(ref: AnalyzedReference): Finding[] {
  const { parsed, found } = ref;
  const iri = isIri(parsed, found.text);
  const findings: Finding[] = [];
  for (const error of parsed.errors) {
    if (error.code === 'non-ascii-character' && iri) continue;
    if (error.code === 'non-ascii-character' || error.code === 'invalid-character') {
      findings.push(...visibleParts(error, parsed, found.text));
    } else {
      findings.push(toFinding(error, error.start, error.end, safeMessage(error, parsed)));
    }
  }
  return findings;
}

function toFinding(error: UriError, start: number, end: number, message: string): Finding {
  return { code: error.code, message, start, end, href: rfc3986Href(error.section) };
}

/** The error without its invisible characters, split into the runs of visible ones. */
function visibleParts(error: UriError, parsed: ParseResult, text: string): Finding[] {
  const runs: { start: number; end: number }[] = [];
  let current: { start: number; end: number } | undefined;
  for (const { cp, index, length } of codePoints(text, error.start, error.end)) {
    if (isInvisible(cp)) {
      current = undefined;
    } else if (current) {
      current.end = index + length;
    } else {
      current = { start: index, end: index + length };
      runs.push(current);
    }
  }
  if (runs.length === 1 && runs[0]!.start === error.start && runs[0]!.end === error.end) {
    return [toFinding(error, error.start, error.end, safeMessage(error, parsed))];
  }
  return runs.map((run) => toFinding(error, run.start, run.end, partMessage(error, parsed, text, run)));
}

/** The message of part of an error, built as the core builds its own. */
function partMessage(error: UriError, parsed: ParseResult, text: string, run: { start: number; end: number }): string {
  if (touchesPassword(parsed, run.start, run.end)) return safeMessage(error, parsed);
  let chars = '';
  for (const { cp } of codePoints(text, run.start, run.end)) chars += cp < 0x21 || cp === 0x7f ? codePointLabel(cp) : String.fromCodePoint(cp);
  const allows = RULES[error.rule]?.allows;
  return `"${chars}" is not allowed in ${error.rule}${allows ? `, which allows ${allows}` : ''}.`;
}
