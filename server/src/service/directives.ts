/**
 * Inline directives: `uri-lint-disable-next-line [code …]`,
 * `uri-lint-disable-line`, `uri-lint-disable` … `uri-lint-enable` and
 * `uri-lint-disable-file`, with an optional `-- reason`, written in any
 * comment of the document's language (or anywhere on a line in plain text
 * and languages without comments). Where comments are is the finder's
 * knowledge (`markedComments`); what the directives say, and which findings
 * each silences, is read here, once per document version.
 */
import { languageById, markedComments } from '@uri-lint/shared';
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

/** The state of the `disable` … `enable` regions after one of them. */
interface RegionState {
  at: number;
  /** A `disable` of every code, still in force. */
  all?: Directive;
  /** Codes enabled again since `all`. */
  except: ReadonlySet<string>;
  /** Codes disabled by name, with the directive that did. */
  byCode: ReadonlyMap<string, Directive>;
}

/** The directives of one document version, and which of them silence a finding. */
export class Directives {
  private readonly file: Directive[] = [];
  private readonly byLine = new Map<number, Directive[]>();
  private readonly regions: RegionState[] = [];
  /** `enable` directives that enabled nothing disabled before them. */
  readonly idleEnables = new Set<Directive>();

  constructor(readonly list: readonly Directive[]) {
    let state: RegionState = { at: -1, except: new Set(), byCode: new Map() };
    for (const d of list) {
      if (d.kind === 'disable-file') this.file.push(d);
      else if (d.kind === 'disable-line' || d.kind === 'disable-next-line') {
        const on = this.byLine.get(d.line);
        if (on) on.push(d);
        else this.byLine.set(d.line, [d]);
      } else {
        state = d.kind === 'disable' ? disabled(state, d) : this.enabled(state, d);
        this.regions.push(state);
      }
    }
  }

  /** Every directive that silences `code` found at `offset` on `line` (none: it is reported). */
  silencing(code: string, line: number, offset: number): Directive[] {
    const out = (this.byLine.get(line) ?? []).filter((d) => names(d, code));
    const region = this.regionAt(offset);
    const byRegion = region && (region.byCode.get(code) ?? (region.all && !region.except.has(code) ? region.all : undefined));
    if (byRegion) out.push(byRegion);
    for (const d of this.file) if (names(d, code)) out.push(d);
    return out;
  }

  /** The last region state at or before `offset` (binary search: states are in text order). */
  private regionAt(offset: number): RegionState | undefined {
    let low = 0;
    let high = this.regions.length - 1;
    let found: RegionState | undefined;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (this.regions[mid]!.at <= offset) {
        found = this.regions[mid];
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  }

  private enabled(state: RegionState, d: Directive): RegionState {
    if (d.codes.length === 0) {
      if (!state.all && state.byCode.size === 0) this.idleEnables.add(d);
      return { at: d.start, except: new Set(), byCode: new Map() };
    }
    const byCode = new Map(state.byCode);
    const except = new Set(state.except);
    let idle = true;
    for (const code of d.codes) {
      if (byCode.delete(code)) idle = false;
      if (state.all && !except.has(code)) {
        except.add(code);
        idle = false;
      }
    }
    if (idle) this.idleEnables.add(d);
    return { at: d.start, ...(state.all ? { all: state.all } : {}), except, byCode };
  }
}

function disabled(state: RegionState, d: Directive): RegionState {
  if (d.codes.length === 0) return { at: d.start, all: d, except: new Set(), byCode: new Map() };
  const byCode = new Map(state.byCode);
  const except = new Set(state.except);
  for (const code of d.codes) {
    byCode.set(code, d);
    except.delete(code);
  }
  return { at: d.start, ...(state.all ? { all: state.all } : {}), except, byCode };
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
