/**
 * Quick fixes of links to files: the closest existing path, or the scheme an address written as a path lacks.
 * A name in another letter case is respelled as the file system spells it
 * (the one fix, preferred); a missing name gets the names beside it that
 * are the same but for the extension (`guide` → `guide.md`, `guide.markdown`
 * → `guide.md`) or within a few edits (`gude.md` → `guide.md`), closest
 * first. Only the names as written change: `../`, `./`, the query and the
 * fragment stay. Never in bulk fixing: which of several files was meant is
 * for a person to say.
 */
import { distance } from 'fastest-levenshtein';
import { CodeActionKind } from 'vscode-languageserver-types';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-types';
import { percentDecode } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import type { DocumentContext } from '../context';
import type { Listing, Walk } from '../links/facts';
import type { LocalTarget } from '../links/target';
import { toTextEdits } from '../fixes/textEdits';
import { missingAddress } from '../links/addresses';
import { judgeLink } from '../rules/context';
import { pageUrlCase } from '../rules/links';
import type { LinkContext } from '../rules/types';
import { SOURCE } from '../severity';
import { encloses } from '../spans';
import { linkContextOf } from './facts';
import { CHOOSE_FILE_COMMAND, encodeName } from '../../contract/commands';
import type { ChooseFileArguments } from '../../contract/commands';

/** What the client offers beyond LSP's code actions. */
export interface ActionOptions {
  /** It runs `uriLint.chooseHeading` and `uriLint.chooseFile` (a picker): "Choose a heading…" and "Choose a file…" are offered. */
  choose?: boolean;
}

/** The most near names offered for one missing name. */
const MAX_SUGGESTIONS = 3;

/** The quick fixes of the links among `refs`, each carrying the context's link diagnostics it answers. */
export function computeLinkActions(ctx: DocumentContext, refs: readonly AnalyzedReference[], diagnostics: readonly Diagnostic[], options: ActionOptions = {}): CodeAction[] {
  const links = linkContextOf(ctx);
  if (!links) return [];
  const actions: CodeAction[] = [];
  for (const ref of refs) {
    const judged = judgeLink(ref, links);
    if (!judged?.walk) continue;
    const answered = diagnostics.filter((d) => d.source === SOURCE && LINK_CODES.has(String(d.code))
      && encloses(ref.found, { start: ctx.document.offsetAt(d.range.start), end: ctx.document.offsetAt(d.range.end) }));
    const address = addressAction(ctx, ref, judged.target, judged.walk, answered);
    if (address) {
      actions.push(address);
      continue;
    }
    // A page's URL in another letter case than it is served at: the URL spelled as served (rules/links.ts `pageUrlCase`).
    const page = answered.length > 0 ? pageUrlCase(ref, judged.target, links) : undefined;
    const cased = page && respelledUrl(ref.found.text.slice(judged.target.start, judged.target.end), page.link.url ?? [], page.cased);
    for (const { path, preferred } of page ? (cased === undefined || cased === null ? [] : [{ path: cased, preferred: true }]) : closestPaths(ref, judged.target, judged.walk, links)) {
      const action: CodeAction = {
        title: `Change the link to "${path}"`,
        kind: CodeActionKind.QuickFix,
        edit: { changes: { [ctx.document.uri]: toTextEdits(ctx.document, ref.found, [{ start: judged.target.start, end: judged.target.end, newText: path }]) } },
      };
      if (answered.length > 0) action.diagnostics = answered;
      if (preferred && answered.length > 0) action.isPreferred = true;
      actions.push(action);
    }
    const choose = options.choose && answered.length > 0 && judged.walk.found === 'missing' ? chooseFile(ctx, ref, judged.target, answered) : undefined;
    if (choose) actions.push(choose);
  }
  return actions;
}

/**
 * "Add https://" or "Add mailto:": a link whose text is an e-mail or web address written without its scheme, read as a
 * relative path that is not there (links/addresses.ts). The one fix, preferred: no file was meant.
 */
function addressAction(ctx: DocumentContext, ref: AnalyzedReference, target: LocalTarget, walk: Walk, answered: Diagnostic[]): CodeAction | undefined {
  if (answered.length === 0 || walk.found !== 'missing' || ref.parsed.kind !== 'relative-ref') return undefined;
  const address = missingAddress(ref.found.text, target.segments, walk.at);
  if (!address) return undefined;
  return {
    title: `Add ${address.scheme} ("${address.link}")`,
    kind: CodeActionKind.QuickFix,
    diagnostics: answered,
    isPreferred: true,
    edit: { changes: { [ctx.document.uri]: toTextEdits(ctx.document, ref.found, [{ start: 0, end: ref.found.text.length, newText: address.link }]) } },
  };
}

/**
 * "Choose a file…": the client lists the workspace's files in a picker, the same name first, and writes the one
 * chosen relative to the document. Offered for a path written relative to the document (not from a root, a
 * `file:` URI or a mapped URL, whose spelling the client could not keep) and written in one piece.
 */
function chooseFile(ctx: DocumentContext, ref: AnalyzedReference, target: LocalTarget, answered: Diagnostic[]): CodeAction | undefined {
  const written = ref.found.text.slice(target.start, target.end);
  if (written === '' || written.startsWith('/') || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(written) || ctx.analysis.base !== undefined) return undefined;
  const edits = toTextEdits(ctx.document, ref.found, [{ start: target.start, end: target.end, newText: '' }]);
  if (edits.length !== 1 || target.segments.length === 0) return undefined;
  const args: ChooseFileArguments = {
    uri: ctx.document.uri,
    range: edits[0]!.range,
    written,
    name: target.segments[target.segments.length - 1]!,
    directory: target.directory,
  };
  return {
    title: 'Choose a file…',
    kind: CodeActionKind.QuickFix,
    diagnostics: answered,
    command: { title: 'Choose a file…', command: CHOOSE_FILE_COMMAND, arguments: [args] },
  };
}

/** A page URL `written` as `url` (names below the workspace folder), spelled as `served` (names as many), or undefined. */
function respelledUrl(written: string, url: readonly string[], served: readonly string[]): string | undefined {
  if (url.length !== served.length) return undefined;
  return respelled(written, writtenNames(written, url.length), url, served);
}

const LINK_CODES: ReadonlySet<string> = new Set(['link-missing-file', 'link-case-mismatch']);

/** A path to write instead of the reference's, and whether it is the one sure fix. */
interface Suggestion {
  path: string;
  preferred: boolean;
}

/** The paths that lead to an existing file or folder, closest first. */
export function closestPaths(ref: AnalyzedReference, target: LocalTarget, walk: Walk, links: LinkContext): Suggestion[] {
  const written = ref.found.text.slice(target.start, target.end);
  const names = writtenNames(written, target.segments.length);
  if (walk.found === 'case') {
    const path = respelled(written, names, target.segments, walk.actual);
    return path === undefined ? [] : [{ path, preferred: true }];
  }
  if (walk.found !== 'missing') return [];
  const last = walk.at === target.segments.length - 1;
  const wanted = target.segments[walk.at]!;
  const near = nearNames(wanted, walk.parent, last ? undefined : 'directory', links.scope.settings.linksExtensions);
  const out: Suggestion[] = [];
  for (const name of near) {
    const actual = [...walk.actual, name, ...target.segments.slice(walk.at + 1)];
    const path = respelled(written, names, target.segments, actual);
    if (path !== undefined) out.push({ path, preferred: near.length === 1 });
  }
  return out;
}

/**
 * Where each of the target's last segments is written in the path: the
 * names after the last `.`, `..` or empty segment (a trailing slash aside),
 * paired from the end with the target's segments; `[offset, end]` in `written`
 * by target index (undefined: not written, such as a folder `..` climbed to).
 */
function writtenNames(written: string, count: number): ([number, number] | undefined)[] {
  const out: ([number, number] | undefined)[] = new Array(count).fill(undefined);
  let end = written.endsWith('/') ? written.length - 1 : written.length;
  for (let i = count - 1; i >= 0 && end > 0; i--) {
    const start = written.lastIndexOf('/', end - 1) + 1;
    const name = written.slice(start, end);
    if (name === '' || name === '.' || name === '..') break;
    out[i] = [start, end];
    end = start - 1;
    if (end < 0) break;
  }
  return out;
}

/**
 * `written` with each name where `actual` differs from the target's
 * `segments` replaced, or undefined when such a name is not written (a
 * folder reached by `..`) or nothing changes.
 */
function respelled(written: string, names: readonly ([number, number] | undefined)[], segments: readonly string[], actual: readonly string[]): string | undefined {
  let out = written;
  // From the end, so earlier offsets stay.
  for (let i = actual.length - 1; i >= 0; i--) {
    const name = actual[i]!;
    if (name === segments[i]) continue;
    const at = names[i];
    if (!at) return undefined;
    if (percentDecode(written.slice(at[0], at[1])) === name) continue;
    out = out.slice(0, at[0]) + encodeName(name) + out.slice(at[1]);
  }
  return out === written ? undefined : out;
}

/**
 * The names of `listing` a missing `wanted` may have meant, closest first:
 * the same stem with another or no extension, then names within a few
 * edits (a third of the name, at least one), ignoring letter case.
 */
function nearNames(wanted: string, listing: Listing, kind: 'directory' | undefined, extensions: readonly string[]): string[] {
  const lower = wanted.toLowerCase();
  const stem = stemOf(lower);
  const scored: [string, number][] = [];
  const most = Math.max(1, Math.floor(wanted.length / 3));
  for (const [name, entryKind] of listing.entries) {
    if (entryKind === 'outside' || (kind && entryKind !== kind)) continue;
    const candidate = name.toLowerCase();
    // A tried extension already names it when it exists: never suggested as a change.
    if (extensions.some((ext) => candidate === `${lower}${ext.toLowerCase()}`)) continue;
    if (stemOf(candidate) === stem && stem !== '') scored.push([name, 0]);
    else {
      const edits = distance(lower, candidate);
      if (edits <= most) scored.push([name, edits]);
    }
  }
  return scored.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).slice(0, MAX_SUGGESTIONS).map(([name]) => name);
}

/** A name without its extension (`guide.md` → `guide`; a leading dot is no extension). */
function stemOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
