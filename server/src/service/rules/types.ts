/**
 * What a rule is: the codes it reports, each declared with its default
 * level, the RFC section that explains it and whether it marks a trap; the
 * check that finds them in one reference, in the reference's own text
 * coordinates, over one context (the settings, the reference, and for a
 * rule that needs them the facts of its document and workspace, asked for
 * through `facts`: context.ts); and its fixes, each with its policy and how
 * it is computed. features/diagnostics.ts runs
 * every rule over every reference, maps the findings to the document and
 * applies the settings; rules/index.ts lists the rules.
 */
import type { ErrorCode } from '@uri-lint/shared';
import type { SeverityLevel, Settings } from '../../contract/settings';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import type { Analysis, AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import type { Directive, Directives } from '../directives';
import type { AnchorFacts } from '../anchors/facts';
import type { LinkFacts, Walk } from '../links/facts';
import type { Inert } from '../links/inert';
import type { LinkedCopies } from '../links/linkedCopies';
import type { CopiedInto, DocumentRenderer, Site } from '../links/site';
import type { LocalTarget, TargetScope } from '../links/target';
import type { Fix, FixId } from '../fixes/types';
import type { FolderVerdict } from '../evidence';

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
  /**
   * Said of a reference nothing renders (a definition no link uses, a schema
   * location, which is a hint): a problem worth a word, not a warning. An
   * error or a warning is reported as information, with this after its message.
   */
  atMostInformation?: string;
  /**
   * With `atMostInformation`: the reference still fails under the rules the tool assumed (GitHub's reading), and counts
   * as such a failure in its folder's evidence (a link that works only on a site its folder may be published as).
   */
  failsAsAssumed?: true;
  /**
   * The code of another rule that says the same mistake, better: the finding is left out where that code speaks (its
   * rule judges under the settings and its level is not off, rules/index.ts `speaks`), so that one mistake is not two
   * findings, and said where it does not.
   */
  saidBy?: string;
  /**
   * What a link finding says is not there (links/failedTarget.ts): the file, or the fragment and its file; the
   * evidence of a folder's failures groups findings by it (evidence.ts `evidenceKey`).
   */
  target?: string;
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
  /** Its page (docs/rules/<code>.md): why it matters, an example and the example fixed (rules/docs.ts). */
  doc: CodeDoc;
}

/** One code's documentation beyond what its rule declares. */
export interface CodeDoc {
  /** Why it matters to a reader, in a few sentences of Markdown. */
  why: string;
  /** A document that triggers the code (one line or a few). */
  bad?: string;
  /** Why no document can trigger it, for a code only composed URIs have (then `bad` is absent). */
  neverInText?: string;
  /** The same document fixed; absent when the right fix depends on intent. */
  good?: string;
  /** The example's file name (its language), `README.md` by default. */
  file?: string;
  /** Other files of the example's folder (for links). */
  files?: Readonly<Record<string, string>>;
  /** The example's `.urilintrc.json`, for a code that a setting turns on. */
  config?: Readonly<Record<string, unknown>>;
}

/** The fixes the server knows (fixes/types.ts), each declared by the rule whose codes it answers. */
export type { FixId };

/** What a fix is computed from: the reference, the settings, and what the scheme rules report, worked out once when first asked. */
export interface FixInputs {
  readonly ref: AnalyzedReference;
  readonly settings: Settings;
  /** The level a code is reported at under `settings`. */
  levelOf(code: string): SeverityLevel;
  /** The codes the scheme rules report on `ref`. */
  schemeCodes(): ReadonlySet<string>;
  /** The codes the scheme rules report on another text and parse (a fix's check that its result no longer has its code). */
  schemeCodesOf(ref: Pick<AnalyzedReference, 'found' | 'parsed'>): ReadonlySet<string>;
}

/**
 * A fix as the rule that needs it declares it, beside its check (as
 * markdownlint keeps a rule's `fixInfo` with it): the codes it answers,
 * whether the fixed URI still identifies what the text identified, its
 * title, its policy (where the menu lists it, where bulk fixing prefers it
 * and may apply it) and how it is computed. fixes/table.ts collects them
 * into the one table the menu, Fix all, `--fix`, `--help`, the
 * `uriLint.fixAll.fixes` setting and the docs derive from.
 */
export interface FixInfo<C extends string = string> {
  /** Computed from one reference and the settings (the default), so bulk fixing may apply it: `DocumentFixInfo` is not. */
  judges?: 'reference';
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
  /** Where the light bulb's menu lists it among all fixes, lowest first (each rank once). */
  menuRank: number;
  /**
   * Where bulk fixing (Fix all, `--fix`) prefers it when two overlap in one
   * reference, lowest first (each rank once): the scheme repairs first
   * (restoring "//" before percent-encoding would take the "\" of a Windows
   * path), an invisible character removed rather than encoded (it is almost
   * always pasted by accident), the whole normal form before its lowercase part.
   */
  bulkRank: number;
  /** Where bulk fixing may apply it at all (the menu offers it wherever it is safe); everywhere when absent. */
  bulkWhere?(inputs: FixInputs): boolean;
  /** Its fixes of one reference (undefined: none), in menu order; bulk fixing applies the first. */
  compute(inputs: FixInputs): readonly (Fix | undefined)[];
}

/**
 * What a fix of the light bulb only is computed from: the request's document, the references at hand (the range's,
 * not ignored) and the diagnostics the client sent, and what judging the document knew (its link and fragment
 * contexts, features/facts.ts, each worked out when first asked).
 */
export interface DocumentFixInputs {
  readonly ctx: DocumentContext;
  readonly refs: readonly AnalyzedReference[];
  readonly diagnostics: readonly Diagnostic[];
  /** The client runs the pickers `uriLint.chooseHeading` and `uriLint.chooseFile` (its `chooseCommands`). */
  readonly choose: boolean;
  /** The document's link context; undefined when its links are not judged (no workspace, link checking off). */
  links(): LinkContext | undefined;
  fragments(): FragmentContext;
}

/**
 * A fix that needs what judging the document knew, not the reference alone (a link's target and the names beside
 * it, a fragment's target's headings, the client's pickers), declared by its rule as the others are: the codes it
 * answers, its title as the tables list it, its policy and its rank in the light bulb's menu. Its policy is the
 * light bulb only (`bulk: 'never'`): which of several files or headings was meant is for a person to say, so Fix
 * all and `--fix` never apply it and `--fix-type` does not take its name. The menu lists it after the fixes of
 * the references (`menuRank` above theirs).
 */
export interface DocumentFixInfo<C extends string = string> {
  judges: 'document';
  codes: readonly C[];
  /** What it does, as the README, docs/cli.md and `--help` list it (each action's own title says which file or heading). */
  title: string;
  bulk: 'never';
  /** Where the light bulb's menu lists it among all fixes, lowest first (each rank once). */
  menuRank: number;
  /**
   * What its actions are about: a reference at hand (a link), or a diagnostic of the context (a missing fragment,
   * which a `$ref` read as JSON Schema may report outside any reference at hand). The menu computes a run of fixes
   * over the same subjects subject by subject (each compute given one), so one link's fixes are listed together.
   */
  over: 'reference' | 'diagnostic';
  /** Its actions over the request's references and diagnostics, in order: each carries the diagnostics of the context it answers. */
  compute(inputs: DocumentFixInputs): CodeAction[];
}

/** What every rule judges from: the settings of the document, and one reference. */
export interface ReferenceContext {
  readonly settings: Settings;
  readonly ref: AnalyzedReference;
  /**
   * How the page the reference is on is rendered (links/site.ts: a site generator's reading of its links, or a
   * forge's), for a rule whose verdict on a reference alone depends on it (a MyST reference name is no URI): worked
   * out once per document when first asked (the link context's); undefined while not known, and absent where the
   * caller judges a reference without its page (a hover, bulk fixing) or has no workspace. A reference whose check
   * asked it is judged again each time its document is (features/diagnostics.ts): the renderer may be learned later.
   */
  readonly renderer?: () => DocumentRenderer | undefined;
  /**
   * Whether the document is a test file whose findings the settings say less of (links/testData.ts
   * `isTestDocument`: the one definition), for a rule that demotes what it finds there (rules/context.ts
   * `inTestFile`: the one thing a test file does to a finding): worked out once per document when first asked;
   * absent where the caller judges a reference without its document (a hover, bulk fixing). A reference whose
   * check asked it is judged again when the answer changes (features/diagnostics.ts).
   */
  readonly testFile?: () => boolean;
}

/**
 * What a rule that needs more than the reference judges from: also where
 * the reference is in its document, and the facts of the document and the
 * workspace (files, folders, anchors, sites), asked for through `facts`.
 * A fact not known yet is a question left pending (the rule judges as if
 * nothing were wrong), which the platform answers (context.ts
 * `pendingFacts`) before the rule runs again.
 */
export interface WorkspaceContext extends ReferenceContext {
  /** The reference's offset in the document (`ref` may be stored at an older one). */
  readonly start: number;
  readonly facts: DocumentFacts;
  /** Whether the document is a test file (`DocumentFacts.testFile`). */
  readonly testFile: () => boolean;
}

/**
 * What judging a document's links needs: where its targets lie, what is known of the files, and how the document is
 * rendered, worked out once per document (features/facts.ts) however many links and rules ask.
 */
export interface LinkContext {
  readonly scope: TargetScope;
  readonly facts: LinkFacts;
  /**
   * How the document is rendered (links/site.ts `rendererOf`: its site's generator, or a forge's reading); undefined
   * while a folder or configuration it needs is not known yet (asked again then).
   */
  renderer(): DocumentRenderer | undefined;
  /** The site the document is a page of (links/site.ts `siteOf`): null when none, undefined while not known yet. */
  site(): Site | null | undefined;
  /**
   * Where the document is published through symbolic links to it below its folder (links/linkedCopies.ts), walked
   * once per context from the listings known then; undefined when it lies in no workspace folder.
   */
  linkedCopies(): LinkedCopies | undefined;
  /** The keys of the document's front matter that may set its page's own URL (links/pageUrls.ts `pageUrlKeys`), read once. */
  pageUrlKeys(): readonly string[];
  /**
   * For a document of no site, what its missing files' findings say when its own links show a build copies it into a
   * site whose pages it assembles (links/site.ts `copiedInto`); undefined otherwise, or while not known.
   */
  copiedInto(): CopiedInto | undefined;
}

/** A link's target and what is known of it (`walk` undefined: not yet asked; `LinkFacts.ensure` it). */
export interface JudgedLink {
  target: LocalTarget;
  walk: Walk | undefined;
}

/** What judging a document's fragments needs. */
export interface FragmentContext {
  document: TextDocument;
  /** The document has a `<base href>`: `#x` then leads to the base, not here (RFC 3986 §5.1.1). */
  hasBase: boolean;
  settings: Settings;
  /** Links to files and the anchors of files, when the platform has a workspace. */
  links?: LinkContext;
  anchors?: AnchorFacts;
}

/**
 * The facts of one document and its workspace that rules ask for while the
 * document is judged once (context.ts makes them): what is known now,
 * each worked out at most once per reference. What the workspace does not
 * know yet reads as unknown (a `Walk` or an anchor index undefined); the
 * platform answers it and the document is judged again.
 */
export interface DocumentFacts {
  readonly document: TextDocument;
  readonly analysis: Analysis;
  readonly settings: Settings;
  /** Where the document's link targets lie and what is known of the files, when the platform has a workspace and link checking is on. */
  readonly links: LinkContext | undefined;
  /** The document's own text and anchors, and the files' anchors when the platform has a workspace. */
  readonly fragments: FragmentContext;
  /** Link targets are judged: a workspace, link checking on, `link-missing-file` or `link-case-mismatch` not off (a code turned off costs nothing). */
  readonly judgesFiles: boolean;
  /** Without link targets judged, a URL in a second pair of parentheses still is: link checking on and `link-missing-file` not off. */
  readonly judgesWrapped: boolean;
  /** Fragments are judged: link checking on and `link-missing-fragment` not off. */
  readonly judgesAnchors: boolean;
  /** Why a reference that looks like a link is none, if it is not (in a comment, a namespace, a definition nothing uses, a schema location). */
  inert(ref: AnalyzedReference, start: number): Inert | undefined;
  /** Whether the link rules leave a reference alone: ignored by the settings, or inert in a comment or a namespace, where nothing follows it. */
  notALink(ref: AnalyzedReference, start: number): boolean;
  /** A reference's local target and what is known of it, or undefined when it names no workspace file. */
  target(ref: AnalyzedReference): JudgedLink | undefined;
  /** Whether the document is a test file whose findings the settings say less of (`ReferenceContext.testFile`), worked out once. */
  testFile(): boolean;
}

/** A finding of a document that is not at one of the references its finder found (a `$ref` of a schema, read as JSON). */
export interface PlacedFindings<C extends string = string> {
  /** The reference the findings are in, at its place in the document. */
  ref: AnalyzedReference;
  findings: Finding<C>[];
}

/** What every rule declares: its codes and the fixes of its codes. */
interface RuleDeclaration<C extends string> {
  codes: Readonly<Record<C, CodeInfo>>;
  /** Whether the rule judges at all under the settings (links: link checks on); always when absent. */
  on?(settings: Settings): boolean;
  /** The fixes of its codes, each with its policy and compute (fixes/table.ts collects them). */
  fixes?: Readonly<Record<FixId, FixInfo<C> | DocumentFixInfo<C>>>;
}

/**
 * A family of checks over one reference alone: its findings follow from
 * the reference's text, its context and the settings, so a reference is
 * judged once per parse (an edit elsewhere does not judge it again).
 */
export interface ReferenceRule<C extends string = string> extends RuleDeclaration<C> {
  judges?: 'reference';
  check(ctx: ReferenceContext): Finding<C>[];
}

/**
 * A family of checks that needs the workspace or the rest of the document
 * (links to files, fragments): judged each time the document is, from the
 * facts known then.
 */
export interface WorkspaceRule<C extends string = string> extends RuleDeclaration<C> {
  judges: 'workspace';
  /** The findings of each reference the finder found. */
  check?(ctx: WorkspaceContext): Finding<C>[];
  /**
   * Findings in references the rule reads itself (the `$ref`s of a schema,
   * read as JSON Schema reads them), judged once per document, with its
   * last part; their codes may be another rule's.
   */
  checkDocument?(facts: DocumentFacts): PlacedFindings[];
  /**
   * The facts of the workspace the rule needs for `refs` (each once): the
   * platform answers those it does not know yet, then judges the document
   * again.
   */
  pending?(facts: DocumentFacts, refs: readonly AnalyzedReference[]): Partial<PendingFacts>;
}

/** The facts of the workspace the rules need and the platform may not know yet. */
export interface PendingFacts {
  /** Link targets, each once, with what is known of each: those without a `walk` are to be listed (`LinkFacts.ensure`). */
  targets: JudgedLink[];
  /** Files whose anchors are to be read (`AnchorFacts.ensure`). */
  anchors: string[];
}

/** What a rule over a document's inline directives judges from, once every other finding of the document is known. */
export interface DirectivesContext {
  readonly settings: Settings;
  /** The document's directives, in text order. */
  readonly directives: Directives;
  /** Whether a directive silences at least one finding of the document. */
  silences(directive: Directive): boolean;
  /** Whether a code is one a rule reports. */
  isCode(code: string): boolean;
}

/** A finding of a directive, at document offsets (end exclusive). */
export interface DirectiveFinding<C extends string = string> {
  code: C;
  message: string;
  start: number;
  end: number;
}

/**
 * A rule over the document's inline directives (directives.ts), judged by
 * features/suppression.ts once every other finding of the document is
 * known: what they silence is what it judges.
 */
export interface DirectivesRule<C extends string = string> extends RuleDeclaration<C> {
  judges: 'directives';
  check(ctx: DirectivesContext): DirectiveFinding<C>[];
}

/**
 * What a rule said of folders judges from: the verdicts of the folders whose documents were tallied (evidence.ts
 * `folderVerdicts`: the command line's over a run's files, the editor's over its open documents), and how the
 * platform names a folder.
 */
export interface FolderContext {
  /** Each tallied folder's verdicts, in the order the folders were first tallied; a folder that does not fail has none. */
  readonly verdicts: ReadonlyMap<string, readonly FolderVerdict[]>;
  /** A folder as a notice names it (the command line: its path from the run's folder, `.` the top; the editor: its path, decoded). */
  shown(folder: string): string;
  /** The folder above a folder, undefined at the top. */
  parentOf(folder: string): string | undefined;
}

/** A finding said of folders, not of a reference: the platform says it once (lsp/evidence.ts, cli/evidence.ts). */
export interface FolderFinding<C extends string = string> {
  code: C;
  message: string;
  /** Where its code is explained (`codeDescription.href`). */
  href: string;
  /** What it is said once under: two findings of one key are one. */
  key: string;
  /** The folders whose documents it is said of, as the context names them (the editor puts it on the first of their documents it judges). */
  folders: readonly string[];
}

/**
 * A code said of something other than a reference, reported where that is
 * judged: of a folder whose links fail systematically (the platform, which
 * sees many documents, tallies them; evidence.ts weighs the tallies, and the
 * rule's check says the notices of the verdicts, rules/evidence.ts).
 */
export interface NoticeRule<C extends string = string> extends RuleDeclaration<C> {
  judges: 'folder';
  /** Its findings over the folders' verdicts, in the folders' path order. */
  check(ctx: FolderContext): FolderFinding<C>[];
}

/** A rule: its codes, fixes and check. */
export type Rule<C extends string = string> = ReferenceRule<C> | WorkspaceRule<C> | DirectivesRule<C> | NoticeRule<C>;

/** Declares a rule over one reference; the codes of its findings are checked against the codes it declares. */
export function defineRule<C extends string>(rule: ReferenceRule<C>): ReferenceRule<C> {
  return rule;
}

/** Declares a rule that needs the workspace or the document. */
export function defineWorkspaceRule<C extends string>(rule: Omit<WorkspaceRule<C>, 'judges'>): WorkspaceRule<C> {
  return { judges: 'workspace', ...rule };
}

/** Declares a rule over the document's directives. */
export function defineDirectivesRule<C extends string>(rule: Omit<DirectivesRule<C>, 'judges'>): DirectivesRule<C> {
  return { judges: 'directives', ...rule };
}

/** Declares a rule said of folders. */
export function defineFolderRule<C extends string>(rule: Omit<NoticeRule<C>, 'judges'>): NoticeRule<C> {
  return { judges: 'folder', ...rule };
}

/** The link to a section of RFC 3986. */
export function rfc3986Href(section: string): string {
  return rfcHref(3986, section);
}

/** The link to a section of an RFC, or to an appendix (a section that starts with a capital: `E.2`). */
export function rfcHref(rfc: number, section: string): string {
  return `https://www.rfc-editor.org/rfc/rfc${rfc}#${/^[A-Z]/.test(section) ? 'appendix' : 'section'}-${section}`;
}
