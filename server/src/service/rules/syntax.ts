/**
 * The core's ABNF violations, one finding per error at its exact
 * characters. Two kinds are left to other rules: the non-ASCII characters of
 * an IRI (rules/iri.ts) and invisible characters (rules/security.ts), so no
 * character is reported twice.
 */
import { ERROR_CODES, RULES } from '@uri-lint/shared';
import type { ErrorCode, ParseResult, UriError } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { safeMessage, touchesPassword } from '../privacy';
import { codePoints, codePointLabel, invisibleRuns } from '../unicode';
import { isIri } from './iri';
import { backslashSlashesRange } from './schemes/backslashes';
import { defineRule, rfc3986Href } from './types';
import type { CodeInfo, Finding } from './types';

/** The syntax rule: the core's codes, errors by default, each linking the section that defines it. */
export const syntaxRule = defineRule<ErrorCode>({
  codes: Object.fromEntries(Object.entries(ERROR_CODES).map(([code, { section, summary }]) =>
    [code, { level: 'error', href: rfc3986Href(section), summary }])) as Record<ErrorCode, CodeInfo>,
  fixes: {
    // RFC 3986 §2.1, §2.4: what a browser would encode anyway, so the URI leads where it led.
    encode: {
      title: 'Percent-encode invalid characters', identity: 'keeps',
      codes: ['invalid-character', 'non-ascii-character', 'invalid-percent-encoding', 'bracket-outside-ip-literal'],
    },
  },
  check: (ref, settings) => (settings.schemeRules ? withoutBackslashSlashes(ref, syntaxFindings(ref)) : syntaxFindings(ref)),
});

/**
 * The findings without the `\\` of `http:\\host`, which the scheme rules
 * report as one mistake (`backslash-for-slash`, rules/schemes/backslashes.ts):
 * an invalid-character finding over them keeps only what lies outside.
 */
function withoutBackslashSlashes(ref: AnalyzedReference, findings: Finding<ErrorCode>[]): Finding<ErrorCode>[] {
  const range = backslashSlashesRange(ref);
  if (range === undefined) return findings;
  return findings.flatMap((f) => {
    if (f.code !== 'invalid-character' || f.end <= range.start || f.start >= range.end) return [f];
    const parts: Finding<ErrorCode>[] = [];
    if (f.start < range.start) parts.push({ ...f, end: range.start });
    if (f.end > range.end) parts.push({ ...f, start: range.end });
    return parts;
  });
}

function syntaxFindings(ref: AnalyzedReference): Finding<ErrorCode>[] {
  const { parsed, found } = ref;
  const iri = isIri(parsed, found.text);
  const findings: Finding<ErrorCode>[] = [];
  for (const error of parsed.errors) {
    if (error.code === 'non-ascii-character' && iri) continue;
    if (error.code === 'non-ascii-character' || error.code === 'invalid-character') {
      findings.push(...visibleParts(error, parsed, found.text));
    } else {
      findings.push(toFinding(error, error.start, error.end, safeMessage(error, found.text, parsed)));
    }
  }
  return findings;
}

function toFinding(error: UriError, start: number, end: number, message: string): Finding<ErrorCode> {
  return { code: error.code, message, start, end, href: rfc3986Href(error.section) };
}

/** The error without its invisible characters, split into the runs of visible ones. */
function visibleParts(error: UriError, parsed: ParseResult, text: string): Finding<ErrorCode>[] {
  const hidden = invisibleRuns(text, error.start, error.end);
  if (hidden.length === 0) return [toFinding(error, error.start, error.end, safeMessage(error, text, parsed))];
  const runs: { start: number; end: number }[] = [];
  let from = error.start;
  for (const run of [...hidden, { start: error.end, end: error.end }]) {
    if (run.start > from) runs.push({ start: from, end: run.start });
    from = run.end;
  }
  return runs.map((run) => toFinding(error, run.start, run.end, partMessage(error, parsed, text, run)));
}

/** The message of part of an error, built as the core builds its own. */
function partMessage(error: UriError, parsed: ParseResult, text: string, run: { start: number; end: number }): string {
  if (touchesPassword(text, parsed, run.start, run.end)) return safeMessage(error, text, parsed);
  let chars = '';
  for (const { cp } of codePoints(text, run.start, run.end)) chars += cp < 0x21 || cp === 0x7f ? codePointLabel(cp) : String.fromCodePoint(cp);
  const allows = RULES[error.rule]?.allows;
  return `"${chars}" is not allowed in ${error.rule}${allows ? `, which allows ${allows}` : ''}.`;
}
