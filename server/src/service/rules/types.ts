/**
 * What a rule is: the codes it reports, each declared with its default
 * level, the RFC section that explains it and whether it marks a trap, and
 * the check that finds them in one reference, in the reference's own text
 * coordinates. features/diagnostics.ts maps findings to the document and
 * applies the settings; rules/index.ts lists the rules.
 */
import type { ErrorCode } from '@uri-lint/shared';
import type { SeverityLevel, Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';

/** One problem a rule found in one reference. */
export interface Finding<C extends string = string> {
  code: C;
  /** Plain language; never contains the password. */
  message: string;
  /** Offsets in `found.text`, end exclusive: the unit a reader sees (shared `unitOf`), which holds `chars`. */
  start: number;
  end: number;
  /** The exact offending characters, when the finding is shown on a wider unit (a squiggle under one space is not seen). */
  chars?: readonly { start: number; end: number }[];
  /** Where the rule is explained (`codeDescription.href`): the code's own link, or a more precise section. */
  href: string;
  /** What a quick fix needs that only judging knew (the diagnostic's `data`): a missing fragment's closest id. */
  data?: unknown;
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

/**
 * Every fix the server knows, in the order bulk fixing (Fix all, `--fix`)
 * prefers them when two overlap in one reference: the scheme repairs first
 * (restoring "//" before percent-encoding would take the "\" of a Windows
 * path), an invisible character removed rather than encoded (it is almost
 * always pasted by accident), the whole normal form before its lowercase part.
 */
export const FIX_IDS = [
  'restore-slashes', 'scp-to-url', 'file-drive-letter', 'iri-to-uri', 'remove-invisible', 'encode', 'remove-password', 'remove-userinfo',
  'normalize', 'lowercase', 'scheme-typo', 'remove-fragment',
] as const;

/** The fixes the server knows. */
export type FixId = (typeof FIX_IDS)[number];

/**
 * A fix as the rule that needs it declares it (as markdownlint keeps a
 * rule's `fixInfo` with its check): the codes it answers, whether the fixed
 * URI still identifies what the text identified, and its title.
 */
export interface FixInfo<C extends string = string> {
  /** The diagnostic codes it answers: its rule's own, or the core's syntax codes it repairs too. */
  codes: readonly (C | ErrorCode)[];
  /**
   * `keeps`: the fixed URI identifies what the text identified, as a browser
   * already reads it (percent-encoding what it would encode anyway, removing
   * invisible characters, lowercasing scheme and host, restoring "//"): safe
   * to apply in bulk, so Fix all and `--fix` apply it by default. `changes`:
   * the URI then identifies something else or carries something less (a
   * password removed, a path normalized, an IRI converted, a scheme
   * respelled): applied in bulk only when the user names it.
   */
  identity: 'keeps' | 'changes';
  /** What it does, as a menu, the README and `--help` list it. */
  title: string;
  /**
   * Which references bulk fixing applies it to, once selected: `reported`
   * (the default) those with a finding it answers at a level that is not
   * off; `problem` those with one at error or warning (an IRI reported as
   * information is accepted as written); `any` every reference it fixes
   * (normalize: the Normalize All command's reach).
   */
  bulk?: 'reported' | 'problem' | 'any';
}

/** A family of checks over one reference, with the codes it may report and the fixes it offers. */
export interface Rule<C extends string = string> {
  codes: Readonly<Record<C, CodeInfo>>;
  /** The fixes of its codes (fixes/ computes them). */
  fixes?: Readonly<Partial<Record<FixId, FixInfo<C>>>>;
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
