/**
 * What a rule returns: findings in the reference's own text coordinates.
 * diagnostics.ts maps them to the document and applies the settings.
 */
import type { AnalyzedReference } from '../analysis';
import type { Settings } from '../settings';

/** One problem a rule found in one reference. */
export interface Finding {
  /** A core `ErrorCode` or a `DiagnosticCode`. */
  code: string;
  /** Plain language; never contains the password. */
  message: string;
  /** Offsets in `found.text`, end exclusive. */
  start: number;
  end: number;
  /** Where the rule is explained (`codeDescription.href`). */
  href: string;
}

/** A family of checks over one reference. */
export type Rule = (ref: AnalyzedReference, settings: Settings) => Finding[];
