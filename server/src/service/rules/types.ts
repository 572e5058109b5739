/**
 * What a rule is: the codes it reports, each declared with its default
 * level, the RFC section that explains it and whether it marks a trap, and
 * the check that finds them in one reference, in the reference's own text
 * coordinates. features/diagnostics.ts maps findings to the document and
 * applies the settings; rules/index.ts lists the rules.
 */
import type { SeverityLevel, Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';

/** One problem a rule found in one reference. */
export interface Finding<C extends string = string> {
  code: C;
  /** Plain language; never contains the password. */
  message: string;
  /** Offsets in `found.text`, end exclusive. */
  start: number;
  end: number;
  /** Where the rule is explained (`codeDescription.href`): the code's own link, or a more precise section. */
  href: string;
}

/** A diagnostic code as its rule declares it. */
export interface CodeInfo {
  /** The level it is reported at when `uriLint.severity` does not name it; a function when another setting decides. */
  level: SeverityLevel | ((settings: Settings) => SeverityLevel);
  /** Where the code is explained. */
  href: string;
  /** One line: what it reports (settings documentation, reports). */
  summary: string;
  /**
   * A trap for the reader (RFC 3986 §7): the URI reads differently to a
   * person and to a program, so it is never made a link.
   */
  trap?: boolean;
}

/** A family of checks over one reference, with the codes it may report. */
export interface Rule<C extends string = string> {
  codes: Readonly<Record<C, CodeInfo>>;
  check(ref: AnalyzedReference, settings: Settings): Finding<C>[];
}

/** Declares a rule; the codes of its findings are checked against the codes it declares. */
export function defineRule<C extends string>(rule: Rule<C>): Rule<C> {
  return rule;
}

/** The link to a section of RFC 3986. */
export function rfc3986Href(section: string): string {
  return rfcHref(3986, section);
}

/** The link to a section of an RFC, or to an appendix (a section that starts with a capital: `E.2`). */
export function rfcHref(rfc: number, section: string): string {
  return `https://www.rfc-editor.org/rfc/rfc${rfc}#${/^[A-Z]/.test(section) ? 'appendix' : 'section'}-${section}`;
}
