/**
 * Renaming a URL prefix (`uri-lint rename-url OLD NEW`): every absolute URI
 * of a document that starts with OLD, compared by their normal forms (RFC
 * 3986 §6.2.2 and §6.2.3: `HTTP://Docs.Example:80/a` starts with
 * `http://docs.example/`), gets NEW in place of the characters that spell
 * OLD, and keeps the rest exactly as written. Only the URI's own text is
 * edited. Left alone, with the reason: a template (its expressions are not
 * text to rename), a URI with a password in its userinfo (an edit would
 * copy a secret into a diff), a URI written with its language's escapes (the
 * new text would need them too), and a URI the new prefix would make less
 * valid than it was.
 */
import { maskPasswordsIn, normalize, parse, visibleText } from '@uri-lint/shared';
import type { RenameSkipReason } from '../../contract/commands';
import type { Analysis } from '../analysis';

/** The prefix to replace and its replacement, both absolute URIs. */
export interface UrlRename {
  from: string;
  to: string;
}

/** One URI renamed: its text's offsets in the document and its new text. */
export interface UrlEdit {
  start: number;
  end: number;
  newText: string;
}

/** Why a URI that starts with the prefix was left alone. */
export type RenameSkip = RenameSkipReason;

/** What renaming came to in one document, in text order. */
export interface RenameOutcome {
  edits: UrlEdit[];
  skipped: { start: number; reason: RenameSkip }[];
}

/** Why `rename` cannot be applied at all (a usage error), or undefined when it can. */
export function renameProblem({ from, to }: UrlRename): string | undefined {
  const problem = prefixProblem('OLD', from) ?? prefixProblem('NEW', to);
  if (problem !== undefined) return problem;
  // `http://a/` → `https://b` would glue the rest to the host: `https://bdocs/x`.
  if (normalize(from).endsWith('/') !== normalize(to).endsWith('/')) return 'OLD and NEW must both end with "/" or neither (after a host alone, "/" is implied)';
  if (normalize(from) === normalize(to)) return 'OLD and NEW are the same URI (RFC 3986 §6)';
  return undefined;
}

/** Why `text` cannot be a prefix to rename (`name` is what the user knows it as: OLD, NEW), or undefined when it can. */
export function prefixProblem(name: string, text: string): string | undefined {
  const parsed = parse(text);
  if (!parsed.valid || parsed.kind !== 'uri') return `${name} must be an absolute URI (scheme:…) valid under RFC 3986, not "${visibleText(maskPasswordsIn(text))}"`;
  if (parsed.components.fragment !== undefined) return `${name} must not have a fragment: a prefix names a place, a fragment is the end of a reference`;
  if (parsed.components.userinfo !== undefined) return `${name} must not have a userinfo (user@): a prefix names a host`;
  return undefined;
}

/** The edits that rename `rename.from` to `rename.to` in every absolute URI of `analysis` that starts with it. */
export function renameUrlEdits(analysis: Analysis, rename: UrlRename): RenameOutcome {
  const prefix = normalize(rename.from);
  const outcome: RenameOutcome = { edits: [], skipped: [] };
  for (const ref of analysis.references) {
    const { found, parsed } = ref;
    if (parsed.kind !== 'uri' && !ref.template) continue;
    // Cheap first: the scheme must match before any normalizing.
    const colon = found.text.indexOf(':');
    if (colon < 0 || found.text.slice(0, colon + 1).toLowerCase() !== prefix.slice(0, colon + 1)) continue;
    const cut = prefixEnd(found.text, parsed.ranges.path, prefix);
    if (cut === undefined) continue;
    const skip = (reason: RenameSkip): void => void outcome.skipped.push({ start: found.start, reason });
    if (ref.template) skip('template');
    else if (parsed.components.userinfo?.includes(':')) skip('password');
    // The prefix's authority has no userinfo: the cut would drop `user@`.
    else if (parsed.components.userinfo !== undefined) skip('userinfo');
    else if (found.offsets || found.hyphenBreaks || analysis.text.slice(found.start, found.end) !== found.text) skip('escaped');
    else {
      const newText = rename.to + found.text.slice(cut);
      if (parse(newText).errors.length > parsed.errors.length) skip('less-valid');
      else outcome.edits.push({ start: found.start, end: found.start + cut, newText: rename.to });
    }
  }
  return outcome;
}

/**
 * Where in `text` the characters that spell `prefix` (a normal form) end, or undefined when `text` does not start
 * with it: a cut after a `/` when the prefix ends with one, else before a `/`, `?`, `#` or the end, whose part before
 * has `prefix` as its normal form (an authority alone reads as `…/`). `path` is where the parser found the path: a
 * cut is never inside the authority, nor after the path.
 */
function prefixEnd(text: string, path: { start: number; end: number }, prefix: string): number | undefined {
  const slashEnded = prefix.endsWith('/');
  const { start: pathStart, end } = path;
  const cuts: number[] = [];
  if (slashEnded) {
    if (pathStart === end || text.charCodeAt(pathStart) !== 0x2f) cuts.push(pathStart);
    for (let i = pathStart; i < end; i++) if (text.charCodeAt(i) === 0x2f) cuts.push(i + 1);
  } else {
    for (let i = pathStart; i < end; i++) if (text.charCodeAt(i) === 0x2f) cuts.push(i);
    cuts.push(end);
  }
  for (const cut of cuts) {
    // A userinfo is no part of where a URL leads: `http://user:pw@host/` starts with `http://host/` (and is left alone).
    if (normalize(text.slice(0, cut)).replace(USERINFO, '$1') === prefix) return cut;
  }
  return undefined;
}

/** `scheme://userinfo@`, the userinfo to drop. */
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/;
