/**
 * Inline directives: `uri-lint-disable-next-line [code …]`,
 * `uri-lint-disable-line`, `uri-lint-disable` … `uri-lint-enable` and
 * `uri-lint-disable-file`, with an optional `-- reason`, written in any
 * comment of the document's language (or anywhere on a line in plain text
 * and languages without comments). Where comments are is the finder's
 * knowledge (`markedComments`); what the directives say, and which findings
 * each silences, is read here, once per document version.
 */
import { languageById, markedComments, partitionPoint } from '@uri-lint/shared';
import type { Analysis } from './analysis';

/** What every directive starts with. */
export const DIRECTIVE_PREFIX = 'uri-lint-';

/** The kinds, longest first so that `disable` does not match `disable-line`. */
export const DIRECTIVE_KINDS = ['disable-next-line', 'disable-line', 'disable-file', 'disable', 'enable'] as const;
export type DirectiveKind = (typeof DIRECTIVE_KINDS)[number];

/** One directive of a document. */
export interface Directive {
  kind: DirectiveKind;
  /** The codes it names; none names every code. */
  codes: readonly string[];
  /** The text after ` -- `, kept for reports. */
  reason?: string;
  /** Its text in the document, from `uri-lint-` to the end of its codes and reason. */
  start: number;
  end: number;
  /** The line (0-based) it applies to: its own for `disable-line`, the one after its comment for `disable-next-line`. */
  line: number;
}

/** What a position in the document knows of lines, and (a document kept in chunks) whether its text holds a string. */
export interface LineIndex {
  positionAt(offset: number): { line: number };
  includes?(needle: string): boolean;
}

/** A `disable` or `enable` directive, as a step of the regions of one code or of every code. */
interface RegionStep {
  at: number;
  directive: Directive;
}

/**
 * The directives of one document version, and which of them silence a
 * finding. The `disable` … `enable` regions are kept as steps per code and
 * steps of every code (a directive without codes), each list in text order:
 * a finding's silencer is found by two binary searches, and thousands of
 * directives naming distinct codes take memory in proportion to what they
 * name, never a copy of the state per directive.
 */
export class Directives {
  private readonly file: Directive[] = [];
  private readonly byLine = new Map<number, Directive[]>();
  /** Steps of directives without codes: a `disable` of every code, or an `enable` of every code. */
  private readonly everyCode: RegionStep[] = [];
  /** Steps of directives naming a code, by code. */
  private readonly byCode = new Map<string, RegionStep[]>();
  /** `enable` directives that enabled nothing disabled before them. */
  readonly idleEnables = new Set<Directive>();

  constructor(readonly list: readonly Directive[]) {
    // The regions as they stand while reading, to tell the idle `enable`s.
    let all: Directive | undefined;
    const except = new Set<string>();
    const disabledCodes = new Set<string>();
    for (const d of list) {
      if (d.kind === 'disable-file') this.file.push(d);
      else if (d.kind === 'disable-line' || d.kind === 'disable-next-line') {
        const on = this.byLine.get(d.line);
        if (on) on.push(d);
        else this.byLine.set(d.line, [d]);
      } else if (d.codes.length === 0) {
        this.everyCode.push({ at: d.start, directive: d });
        if (d.kind === 'enable' && !all && disabledCodes.size === 0) this.idleEnables.add(d);
        all = d.kind === 'disable' ? d : undefined;
        except.clear();
        disabledCodes.clear();
      } else {
        let idle = true;
        for (const code of new Set(d.codes)) {
          let steps = this.byCode.get(code);
          if (!steps) this.byCode.set(code, steps = []);
          steps.push({ at: d.start, directive: d });
          if (d.kind === 'disable') {
            disabledCodes.add(code);
            except.delete(code);
          } else {
            if (disabledCodes.delete(code)) idle = false;
            if (all && !except.has(code)) {
              except.add(code);
              idle = false;
            }
          }
        }
        if (d.kind === 'enable' && idle) this.idleEnables.add(d);
      }
    }
  }

  /** Every directive that silences `code` found at `offset` on `line` (none: it is reported). */
  silencing(code: string, line: number, offset: number): Directive[] {
    const out = (this.byLine.get(line) ?? []).filter((d) => names(d, code));
    const byRegion = this.regionSilencer(code, offset);
    if (byRegion) out.push(byRegion);
    for (const d of this.file) if (names(d, code)) out.push(d);
    return out;
  }

  /**
   * The `disable` whose region holds `code` at `offset`: the last step of
   * that code, unless a step of every code came after it (which disables or
   * enables them all, the code's own steps before it forgotten).
   */
  private regionSilencer(code: string, offset: number): Directive | undefined {
    const own = lastAtOrBefore(this.byCode.get(code), offset);
    const every = lastAtOrBefore(this.everyCode, offset);
    if (own && (!every || own.at > every.at)) return own.directive.kind === 'disable' ? own.directive : undefined;
    return every?.directive.kind === 'disable' ? every.directive : undefined;
  }
}

/** The last of `steps` (in text order) at or before `offset`. */
function lastAtOrBefore(steps: readonly RegionStep[] | undefined, offset: number): RegionStep | undefined {
  if (!steps) return undefined;
  const k = partitionPoint(steps.length, (i) => steps[i]!.at <= offset);
  return k > 0 ? steps[k - 1] : undefined;
}

/** True when `d` names `code` (or names none, so every code). */
export function names(d: Directive, code: string): boolean {
  return d.codes.length === 0 || d.codes.includes(code);
}

/** The directives of `text` read as `languageId`. */
export function parseDirectives(text: string, languageId: string, lines: LineIndex): Directive[] {
  const directives: Directive[] = [];
  // JSON has no comments: there a directive is a string of its own (`"//": "uri-lint-disable-file iri"`).
  const inStrings = languageById(languageId).directives.inStrings;
  for (const site of markedComments(text, languageId, DIRECTIVE_PREFIX)) {
    const quoted = inStrings && text.charCodeAt(site.at - 1) === 0x22;
    if (!quoted && !standsAlone(text, site.at)) continue;
    const nl = text.indexOf('\n', site.at);
    const close = quoted ? text.indexOf('"', site.at) : -1;
    const bodyEnd = Math.min(...[nl, close, site.end].filter((k) => k >= 0));
    const directive = readDirective(text.slice(site.at, bodyEnd), site.at);
    if (!directive) continue;
    directive.line = directive.kind === 'disable-next-line'
      ? lines.positionAt(site.after).line + 1
      : lines.positionAt(site.at).line;
    directives.push(directive);
  }
  return directives;
}

/**
 * Reads one directive from `body` (the comment's text from the marker on,
 * within its line), or undefined when it is none (`uri-lint-disabled`).
 */
export function readDirective(body: string, at: number): Directive | undefined {
  const after = body.slice(DIRECTIVE_PREFIX.length);
  const kind = DIRECTIVE_KINDS.find((k) => after.startsWith(k) && (after.length === k.length || /\s/.test(after[k.length]!)));
  if (!kind) return undefined;
  const rest = after.slice(kind.length).trimEnd();
  // `-- reason`, as ESLint writes it: two dashes standing alone.
  const dashes = /(?:^|\s)--(?:\s|$)/.exec(rest);
  const codesText = dashes ? rest.slice(0, dashes.index) : rest;
  const reason = dashes ? rest.slice(dashes.index + dashes[0].length).trim() : '';
  const codes = codesText.split(/[\s,]+/).filter((c) => c !== '');
  const directive: Directive = { kind, codes, start: at, end: at + DIRECTIVE_PREFIX.length + kind.length + rest.length, line: -1 };
  if (reason !== '') directive.reason = reason;
  return directive;
}

/**
 * True when the marker at `at` starts a word: not the tail of a name
 * (`no-uri-lint-…`), a path or URI (`/uri-lint-…`), or a quotation.
 */
function standsAlone(text: string, at: number): boolean {
  if (at === 0) return true;
  const c = text.charCodeAt(at - 1);
  if (c === 0x2d) return at < 2 || !/[A-Za-z0-9_]/.test(text[at - 2]!);
  return !/[A-Za-z0-9_/.:@'"`\\=]/.test(String.fromCharCode(c));
}

const cache = new WeakMap<Analysis, Directives>();

/** The directives of a document version, read once. */
export function directivesOf(analysis: Analysis, lines: LineIndex): Directives {
  let directives = cache.get(analysis);
  if (!directives) {
    // Most documents hold no directive: a huge one kept in chunks is then not joined to read its text.
    const none = lines.includes?.(DIRECTIVE_PREFIX) === false;
    directives = new Directives(none ? [] : parseDirectives(analysis.text, analysis.languageId, lines));
    cache.set(analysis, directives);
  }
  return directives;
}
