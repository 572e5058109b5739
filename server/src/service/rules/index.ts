/**
 * The one list of rules. Adding a rule is one module that declares its codes,
 * its check and its fixes, and its line here (import and entry in `RULES`;
 * test/server/features/ruleRegistry.test.ts fails on a rule module left
 * out); the fix names are the keys of the rules' `fixes`; the diagnostic codes, their
 * default levels and links (for settings, package.json and reports), the
 * fix table (fixes/table.ts) and the loop of features/diagnostics.ts derive from it.
 */
import { overlapsExpression } from '@uri-lint/shared';
import type { Settings, SeverityLevel } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { withSafeMessages } from '@uri-lint/shared';
import { directivesRule } from './directives';
import { iriRule } from './iri';
import { fragmentsRule } from './fragments';
import { evidenceRule } from './evidence';
import { linksRule } from './links';
import { normalFormRule } from './normalForm';
import { schemaRefsRule } from './schemaRefs';
import { schemesRule } from './schemes/index';
import { securityRule } from './security';
import { syntaxRule } from './syntax';
import { EXPRESSION_CODES, templateRule } from './templates';
import type { CodeInfo, DirectivesRule, Finding, ReferenceContext, ReferenceRule, Rule, WorkspaceRule } from './types';
import { inTestFile } from './context';
import { TEST_FILE_NOTE } from '../links/testData';
import { userinfoRule } from './userinfo';

/** Every rule, in the order their findings are listed at equal positions. */
export const RULES = [
  syntaxRule, iriRule, userinfoRule, securityRule, schemesRule, normalFormRule, templateRule, linksRule, evidenceRule, fragmentsRule, schemaRefsRule, directivesRule,
] as const;

/** The rules judged from a reference alone, once per parse. */
const REFERENCE_RULES: readonly ReferenceRule[] = (RULES as readonly Rule[]).filter((rule): rule is ReferenceRule => rule.judges === undefined || rule.judges === 'reference');

/** The rules judged from the workspace, each time a document is (features/diagnostics.ts). */
export const WORKSPACE_RULES: readonly WorkspaceRule[] = (RULES as readonly Rule[]).filter((rule): rule is WorkspaceRule => rule.judges === 'workspace');

/** The rules over the document's directives, judged once every other finding is known (features/suppression.ts). */
export const DIRECTIVES_RULES: readonly DirectivesRule[] = (RULES as readonly Rule[]).filter((rule): rule is DirectivesRule => rule.judges === 'directives');

/** Every diagnostic code any rule reports. */
export type DiagnosticCode = CodesOf<(typeof RULES)[number]>;
type CodesOf<R> = R extends Rule<infer C> ? C : never;

/** Every code with what its rule declares, in rule order. */
export const CODES: ReadonlyMap<string, CodeInfo> = new Map(
  RULES.flatMap((rule: Rule) => Object.entries<CodeInfo>(rule.codes)),
);

/** Every diagnostic code, in rule order. */
export const ALL_CODES: readonly DiagnosticCode[] = [...CODES.keys()] as DiagnosticCode[];

/** The codes of RFC 3986's generic syntax and of the rules that read a reference by it: not claimed on a scheme with a syntax of its own. */
const GENERIC_SYNTAX_CODES: ReadonlySet<string> = new Set([syntaxRule, iriRule, schemesRule, normalFormRule].flatMap((rule: Rule) => Object.keys(rule.codes)));

/** Said of a syntax finding on text the finder was not sure it read in its language (`FoundUri.unsure`). */
export const UNSURE_NOTE = ' (The tool cannot tell here whether this is in a string or in code: it may not be a URI as written.)';

/** The rules that declare a trap (§7), the only ones a link must consult. */
const TRAP_RULES: readonly ReferenceRule[] = REFERENCE_RULES.filter((rule) => Object.values<CodeInfo>(rule.codes).some((c) => c.trap));

/** The level a code is reported at by default (unknown codes are errors). */
export function defaultLevel(code: string, settings: Settings): SeverityLevel {
  const level = CODES.get(code)?.level ?? 'error';
  return typeof level === 'function' ? level(settings) : level;
}

/** The level a code is reported at under `settings` (an explicit `uriLint.severity` entry wins). */
export function levelOf(code: string, settings: Settings): SeverityLevel {
  return settings.severity[code] ?? defaultLevel(code, settings);
}

/** The rule of each code. */
const RULE_OF: ReadonlyMap<string, Rule> = new Map(RULES.flatMap((rule: Rule) => Object.keys(rule.codes).map((code) => [code, rule] as const)));

/** Whether a code is said under `settings`: its rule judges under them (`Rule.on`) and its level is not off. */
export function speaks(code: string, settings: Settings): boolean {
  return levelOf(code, settings) !== 'off' && RULE_OF.get(code)?.on?.(settings) !== false;
}

/** The findings not said by another rule that speaks under `settings` (`Finding.saidBy`): one mistake, one finding. */
function notSaidElsewhere(findings: Finding[], settings: Settings): Finding[] {
  return findings.some((f) => f.saidBy !== undefined) ? findings.filter((f) => f.saidBy === undefined || !speaks(f.saidBy, settings)) : findings;
}

/** What a reference is judged with besides itself and the settings: its document's facts, where the caller knows them. */
export type DocumentAsked = Pick<ReferenceContext, 'renderer' | 'testFile'>;

/**
 * Every finding of one reference by the rules that judge it alone, in text order (stable across rules at equal
 * offsets); `asked`: how its page is rendered and whether its document is a test file, for the rules that ask
 * (`ReferenceContext.renderer`, `testFile`).
 */
export function findingsOf(ref: AnalyzedReference, settings: Settings, asked: DocumentAsked = {}): Finding[] {
  const ctx: ReferenceContext = { ref, settings, ...asked };
  // What a reference's own text breaks (a malformed URI, a password, a trap) is, in a test file, a test's input
  // written so on purpose: worth a word, not an error.
  // Most rules find nothing in most references: only what they find is gathered (no array made per rule).
  let found: Finding[] | undefined;
  for (const rule of REFERENCE_RULES) {
    const some = rule.check(ctx);
    if (some.length > 0) (found ??= []).push(...inTestFile(some, ctx, TEST_FILE_NOTE));
  }
  if (found === undefined) return [];
  const all = notSaidElsewhere(found, settings);
  // A scheme with a syntax of its own (a container image reference, a Godot resource path): RFC 3986's rules and the
  // schemes' RFCs claim nothing on it; a password or an invisible character in it is still said.
  const own = ref.found.ownSyntax === undefined ? all : all.filter((f) => !GENERIC_SYNTAX_CODES.has(f.code));
  // Text the finder could not be sure it read in its language (code whose strings the table knows only in part, a
  // language it does not know, a reference that runs out of a string): what its syntax breaks is said, not claimed.
  const findings = ref.found.unsure === undefined ? own
    : own.map((f) => (GENERIC_SYNTAX_CODES.has(f.code) && f.atMostInformation === undefined ? { ...f, atMostInformation: UNSURE_NOTE } : f));
  const partial = ref.found.partial === undefined ? findings : findings.map((f) => atItsEnd(f, ref.found.text.length, ref.found.partial!));
  const expressions = ref.template?.expressions;
  // An expression stands for a value valid where it sits: no rule but the template rule judges its characters.
  const judged = expressions === undefined ? partial
    : partial.filter((f) => EXPRESSION_CODES.has(f.code) || !(f.chars ?? [f]).some((c) => overlapsExpression(expressions, c.start, c.end)));
  return withSafeMessages(ref.found.text, ref.parsed, judged.sort((a, b) => a.start - b.start));
}

/** Said of a finding at the end of a string the code tests another's start with (`FoundUri.partial`). */
export const PREFIX_NOTE = ' (The code compares only the start of a URI with this: what is missing after it is not.)';
/** Said of a finding at the end of a reference cut short with an ellipsis. */
export const ELIDED_NOTE = ' (An ellipsis follows: the writer cut the URI short here.)';
/**
 * The codes that say something is missing at a reference's end, which more text joined after it may bring: an address's
 * `@domain`, a phone number's digits, a `data:` URI's comma or data, a URN's string, a percent-encoding's hex digits, an
 * IP literal's `]`, a host.
 */
const INCOMPLETE_CODES: ReadonlySet<string> = new Set([
  'mailto-invalid-address', 'tel-invalid-number', 'tel-missing-phone-context', 'data-missing-comma', 'data-invalid-base64',
  'urn-invalid-nid', 'urn-invalid-nss', 'urn-invalid-component', 'urn-invalid-uuid', 'urn-invalid-isbn', 'urn-invalid-ietf',
  'invalid-percent-encoding', 'unclosed-ip-literal', 'http-missing-host',
]);
/** Said of a finding at the end of a string the code joins more text to. */
export const JOINED_NOTE = ' (The code joins more text to this string: what its end lacks may come from there.)';

/**
 * A finding of a reference that is only the start of a URI (`FoundUri.partial`: a prefix the code tests, a string it
 * joins more text to, a reference cut short with an ellipsis): where it reaches the reference's end, what it says may
 * be what the rest would bring (a `data:` URI's comma, its data's last characters), no claim. A link's target cut
 * short is still a link's (not here).
 */
function atItsEnd(f: Finding, length: number, partial: 'prefix' | 'elided' | 'joined'): Finding {
  if (f.end < length || f.atMostInformation !== undefined || (partial === 'elided' && f.code.startsWith('link-'))) return f;
  // What the code joins on can complete what is missing, not mend a character written (casdoor's sentinel
  // `"https://error:not-supported-provider-method:" + provider.method` keeps its port of words).
  if (partial === 'joined' && !INCOMPLETE_CODES.has(f.code)) return f;
  return { ...f, atMostInformation: partial === 'prefix' ? PREFIX_NOTE : partial === 'joined' ? JOINED_NOTE : ELIDED_NOTE };
}

/** True when a rule reports the reference as a trap (§7) at a level that is not off. */
export function isTrap(ref: AnalyzedReference, settings: Settings): boolean {
  const ctx: ReferenceContext = { ref, settings };
  return TRAP_RULES.some((rule) => rule.check(ctx).some((f) => CODES.get(f.code)?.trap && levelOf(f.code, settings) !== 'off'));
}
