/**
 * What the finders of markup languages' own link syntax share (AsciiDoc,
 * reStructuredText, Org, Textile, MediaWiki, POD, LaTeX): a link's target
 * as a reference, its text left out (a finding is a claim about the target
 * only), and a same-document target written as a bare name (`<<install>>`,
 * `:ref:`) made the fragment `#name` it stands for.
 */
import type { FoundUri } from './types';
import { Ch } from '../chars';

/** The target `[s, e)` of a link, as written. */
export function target(text: string, s: number, e: number): FoundUri {
  return { text: text.slice(s, e), start: s, end: e, context: 'markup-link' };
}

/** The target `[s, e)` with each `\x` read as `x` (RDoc's `\[`, Haddock's `\#`), each character mapped to its backslash. */
export function unescapedTarget(text: string, s: number, e: number): FoundUri {
  if (!text.slice(s, e).includes('\\')) return target(text, s, e);
  let out = '';
  const offsets: number[] = [];
  for (let k = s; k < e; k++) {
    offsets.push(k);
    if (text.charCodeAt(k) === Ch.BACKSLASH && k + 1 < e) k++;
    out += text[k];
  }
  return { ...target(text, s, e), text: out, offsets };
}

/**
 * A reference whose text differs from what is written: `prefix` (which
 * stands for nothing written, as the `#` of `<<install>>`) then the
 * written `[s, e)`, then `suffix` (the `.adoc` an xref leaves out). Each
 * added code unit maps to the written one next to it, as the units of one
 * escape share its offset.
 */
export function written(text: string, s: number, e: number, prefix: string, suffix = '', at = e): FoundUri {
  const offsets: number[] = [];
  for (let k = 0; k < prefix.length; k++) offsets.push(s);
  for (let i = s; i < at; i++) offsets.push(i);
  for (let k = 0; k < suffix.length; k++) offsets.push(Math.min(at, e - 1));
  for (let i = at; i < e; i++) offsets.push(i);
  return { text: prefix + text.slice(s, at) + suffix + text.slice(at, e), start: s, end: e, context: 'markup-link', offsets };
}

/** True when the target holds whitespace: a path or a title, not a URI reference (`<<Section Title>>`, `image::my file.png[]`). */
export function hasSpace(value: string): boolean {
  return /\s/.test(value);
}

/** Schemes a markup language's link may name without `//`: others (`info:`, `elisp:`, `perldoc:`) are the language's own link types. */
const OPAQUE_URL = /^(?:mailto|data|urn|tel|news|doi):/i;

/** True when a link's target is a URL: `scheme://…`, or one of the few opaque schemes people link to (`mailto:`). */
export function isUrl(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]{0,39}:\/\//.test(value) || OPAQUE_URL.test(value);
}

/**
 * True when a target names a resource by a generator's own id rather than by
 * a URI: Antora's `module:page.adoc`, `partial$nav.adoc`,
 * `2.0@component::page.adoc`. A `scheme://` is a URI.
 */
export function isResourceId(value: string): boolean {
  const end = value.search(/[/#?]/);
  const head = end < 0 ? value : value.slice(0, end);
  if (head.includes('$') || head.includes('@')) return true;
  const colon = head.indexOf(':');
  return colon >= 0 && !value.startsWith('//', colon + 1) && !OPAQUE_URL.test(value);
}

/**
 * True when a link names an API by DocFX's uid (`[List](xref:System.Collections.Generic.List`1)`,
 * `<a href="xref:System.String">`): DocFX resolves it from the API's metadata, and a uid is no URI.
 */
export function isUidLink(value: string): boolean {
  return value.length > 5 && value.charCodeAt(4) === 0x3a && /^xref:/i.test(value);
}

/**
 * What a markup language's finder read: its links, and the sorted
 * `[start, end)` pairs of targets that are the language's own names (Org's
 * `[[info:emacs]]`, MediaWiki's `[[File:x.png]]`), where no URI starts.
 */
export interface MarkupLinks {
  claims: FoundUri[];
  quiet: number[];
}

/** Sorted disjoint references as one sorted disjoint list: a later one that overlaps an earlier one is dropped. */
export function sortClaims(claims: FoundUri[]): FoundUri[] {
  claims.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: FoundUri[] = [];
  for (const c of claims) if (out.length === 0 || out[out.length - 1]!.end <= c.start) out.push(c);
  return out;
}
