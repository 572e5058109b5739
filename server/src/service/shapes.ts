/**
 * Evidence from the repository itself that a syntax finding is a convention
 * of its text, not a mistake: one shape (the finding's code and the text it
 * points at, `[[feed_link]]`, `%TESTNUMBER`, `@port`) recurring in different
 * URIs across several files. A mistake is copied with its URL (the same
 * wrong URL pasted into seven READMEs is one URL); a convention recurs in
 * URLs that differ (a theme's placeholder in every link it builds, a test
 * suite's variables, a markup's own syntax the tool does not read). The tool
 * does not know such a syntax, so it does not claim the findings as Errors:
 * they drop to Information, and one notice names the shape and where it is.
 *
 * Pure: the marks of one document's findings (`shapeMarksOf`: a token's, and an unregistered scheme's), counted over a
 * run's files or the open documents by the caller (`conventions`).
 */
import { isRegisteredScheme, listsHosts, maskPassword } from '@uri-lint/shared';
import { referenceAt } from './analysis';
import type { Analysis } from './analysis';

/** One finding's shape: the finding's identity in its document (the command line's fingerprint, the server's index), its key (`shapeKey`), and a hash of its URI. */
export type ShapeMark<I = string> = readonly [id: I, key: string, uri: number];

/** Codes that are claims about something else than the URI's syntax (security, links, normal form, typos): never a convention. */
const NOT_SYNTAX = /^(?:link-|password-in-userinfo$|placeholder-password$|deceptive-userinfo$|http-userinfo$|invisible-character$|unused-directive$|not-normalized$|scheme-typo$|scheme-missing-colon$|iri$|non-ascii-character$)/;

/** How long a shape's text may be: a convention's token is short; a whole URI's tail is no shape. */
const MAX_TOKEN = 64;

/**
 * The shape of a finding with `code` at `token` (the text it points at), or undefined when none is told: a claim other
 * than syntax, a token with no name in it (a `%`, `50%`, a `[`: the mistakes anybody makes, which recur by chance and
 * are no convention), or one with a space: a space's finding points at the words around it, and a URL whose query
 * words are not encoded is the same mistake in every file it is pasted into (the issue links of a vocabulary's
 * pages, `?title=Issue%20for%20contact point%20in%20Dataset`, four pages each).
 */
export function shapeKey(code: string, token: string): string | undefined {
  if (!mayHaveShape(code) || token.length < 3 || token.length > MAX_TOKEN || !named(token) || /\s/.test(token)) return undefined;
  return `${code}\0${token}`;
}

/** Whether a finding with `code` may have a shape (a syntax finding's): asked before its place is worked out, as most findings of a run of links have none. */
export function mayHaveShape(code: string): boolean {
  return !NOT_SYNTAX.test(code);
}

/**
 * The mark of a finding with `code` whose text is `token`, starting at `start` of an analysed document, identified by `id`, or undefined when it has no
 * shape. A URI that holds a password gives none: its text would show in the note and the notice.
 */
export function shapeMarksOf<I>(id: I, code: string, token: string, analysis: Analysis, start: number): ShapeMark<I>[] {
  const key = shapeKey(code, token);
  if (key === undefined && !mayHaveShape(code)) return [];
  const ref = referenceAt(analysis, start);
  if (!ref) return [];
  const uri = ref.found.text;
  if (maskPassword(uri, ref.parsed) !== uri) return [];
  const hash = uriHash(uri);
  const own = ownSchemeKey(code, ref.parsed.components.scheme);
  return [...(key === undefined ? [] : [[id, key, hash] as const]), ...(own === undefined ? [] : [[id, own, hash] as const])];
}

/** The part of a scheme's key before its name: no finding's code starts so. */
const SCHEME_KEY = '*scheme';

/**
 * The scheme's shape of a syntax finding in a URI whose scheme no registry lists and the tool does not know (yazi's
 * `search://kw:1:1/a`, `test-mount://7z:3:2//tmp/test.zip` in its Rust tests, whose `:1:1` are counts its own parser
 * reads, no port): a program's own URL format. Its findings of any syntax code recur in many URIs over several
 * files as a convention does. Not a registered scheme's (`http`, `ssh`, `sftp`: RFC 3986's syntax is theirs), nor one
 * joined of registered ones (`git+ssh://git@host:org/repo.git` stays the mistake), nor a database's or broker's whose
 * connection strings the tool reads (`postgres`, `mongodb`).
 */
function ownSchemeKey(code: string, scheme: string | undefined): string | undefined {
  if (scheme === undefined || scheme.length < 2 || !mayHaveShape(code)) return undefined;
  const lower = scheme.toLowerCase();
  if (lower.split('+').some((part) => isRegisteredScheme(part)) || listsHosts(lower)) return undefined;
  return `${SCHEME_KEY}\0${lower}://`;
}

/** Whether a token has a name in it: a letter, or digits among two marks or more (`1:#*`), not a number and a mark (`50%`). */
function named(token: string): boolean {
  return /[A-Za-z]/.test(token) || (/[0-9]/.test(token) && new Set(token.replace(/[0-9\s]/g, '')).size >= 2);
}

/** FNV-1a of a URI's text: its identity among a shape's URIs. */
function uriHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The files and different URIs a shape must recur in to be a convention. */
export const MIN_SHAPE_FILES = 3;
export const MIN_SHAPE_URIS = 3;

/** How often a shape recurs. */
export interface ShapeCount {
  files: number;
  uris: number;
}

/** The shapes that recur as a convention over a set of documents' marks (each document's marks once), with their counts. */
export function conventions<I>(documents: Iterable<readonly ShapeMark<I>[]>): Map<string, ShapeCount> {
  const seen = new Map<string, { files: number; uris: Set<number> }>();
  for (const marks of documents) {
    const here = new Set<string>();
    for (const [, key, uri] of marks) {
      let entry = seen.get(key);
      if (!entry) seen.set(key, (entry = { files: 0, uris: new Set() }));
      if (!here.has(key)) {
        here.add(key);
        entry.files++;
      }
      entry.uris.add(uri);
    }
  }
  const out = new Map<string, ShapeCount>();
  for (const [key, { files, uris }] of seen) if (files >= MIN_SHAPE_FILES && uris.size >= MIN_SHAPE_URIS) out.set(key, { files, uris: uris.size });
  return out;
}

/** A document's findings whose shape is a convention: their identities, with the shape's key. */
export function conventional<I>(marks: readonly ShapeMark<I>[], found: ReadonlyMap<string, ShapeCount>): Map<I, string> {
  const out = new Map<I, string>();
  for (const [id, key] of marks) if (found.has(key)) out.set(id, key);
  return out;
}

/** What a shape's findings say after their message, once they are information. */
export function shapeNote(key: string, count: ShapeCount): string {
  const token = key.slice(key.indexOf('\0') + 1);
  if (key.startsWith(SCHEME_KEY)) return ` (URIs of "${token}", a scheme no registry lists, have findings in ${count.uris} different URIs over ${count.files} files: a program's own URL format, not RFC 3986's, not a mistake made in each.)`;
  return ` (The same "${token}" is in ${count.uris} different URIs over ${count.files} files: a syntax of this repository's own, a placeholder or markup the tool does not read, not a mistake made in each.)`;
}

/** The notices of the shapes read as conventions, one per text (its codes named together), in the order of the texts. */
export function shapeNotices(found: ReadonlyMap<string, ShapeCount>): string[] {
  const byToken = new Map<string, { codes: string[]; files: number; uris: number }>();
  for (const [key, { files, uris }] of found) {
    const split = key.indexOf('\0');
    const token = key.slice(split + 1);
    const entry = byToken.get(token) ?? byToken.set(token, { codes: [], files: 0, uris: 0 }).get(token)!;
    entry.codes.push(key.slice(0, split));
    entry.files = Math.max(entry.files, files);
    entry.uris = Math.max(entry.uris, uris);
  }
  return [...byToken].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([token, { codes, files, uris }]) => (codes.includes(SCHEME_KEY)
    ? `URIs of "${token}", a scheme no registry lists, have findings in ${uris} different URIs over ${files} files: read as a program's own`
      + ' URL format, not RFC 3986\'s, their findings are information, each still listed.'
    : `"${token}" (${codes.sort().join(', ')}) recurs in ${uris} different URIs over ${files} files: read as a syntax of this`
      + ' repository\'s own (a placeholder, markup the tool does not read), its findings are information, each still listed.'));
}
