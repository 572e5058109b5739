/**
 * Markup a program embeds in itself: Go's `//go:embed <name>` (pkg.go.dev/embed) or Rust's `include_str!("name")` in a
 * source file of the document's own folder. The program pastes the text into what it makes of it (a command's help,
 * the pages it generates from that help), which the tool does not see: rclone's `cmd/mountlib/mount.md`, which
 * `mount.go` embeds (`//go:embed mount.md`) into the help of `rclone mount`, which its doc generator writes into its
 * Hugo site as `docs/content/commands/rclone_mount.md`; there its root-relative `/commands/rclone_lsf/` and `/rc` are
 * the site's routes and its `#vfs-file-caching` a heading of the page it is pasted into. Its links resolve where it is
 * pasted: its missing files and fragments are Information, naming the embedding file. A README is its folder's page on
 * a forge, read there: not taken for an embedded part.
 */
import { languageById, languageOfName, percentDecode } from '@uri-lint/shared';
import { Glob } from '../../shared/glob';
import type { LinkFacts } from './facts';
import { uriBelow } from './facts';
import { perScope } from './filesAbove';
import { documentPlace } from './site';
import type { TargetScope } from './target';

/** The source files of a folder read for what they embed, at most (the largest Go packages' folders hold a few dozen). */
const MAX_SOURCES = 32;

/** A Go or Rust source that is no test. */
const SOURCE = /^(?!.*_test\.go$).+\.(?:go|rs)$/i;

/** Go's embed directive: its patterns, on the line. */
const GO_EMBED = /^[ \t]*\/\/go:embed[ \t]+([^\n]*)$/gm;
/** A pattern of the directive: quoted (Go's string syntax, `"x y.md"`, `` `x.md` ``) or up to a space. */
const GO_PATTERN = /"((?:[^"\\\n]|\\.)*)"|`([^`\n]*)`|(\S+)/g;
/** Rust's `include_str!("name")` (and `include_bytes!`), a path relative to the file. */
const RUST_INCLUDE = /\binclude_(?:str|bytes)!\s*\(\s*"([^"\\\n]+)"\s*\)/g;

/** A README, which a forge shows as its folder's page. */
const README = /^readme(?:\.|$)/i;

/** The embedding found: the source's path below the workspace folder and what it writes. */
interface Embedding {
  source: string;
  written: string;
}

const embeddings = perScope<Embedding>();

/**
 * Said of a rendered document that a Go or Rust source of its folder embeds (see above): its missing files and
 * fragments are Information. Undefined when none does, or while its folder or a source is not known yet (then asked
 * for, and the document judged again once it is).
 */
export function embeddedNoteOf(links: { scope: TargetScope; facts: LinkFacts } | undefined): string | undefined {
  if (!links) return undefined;
  const { scope, facts } = links;
  const uri = scope.document.replace(/[?#].*$/, '');
  const name = percentDecode(uri.slice(uri.lastIndexOf('/') + 1));
  const language = languageOfName(name);
  if (README.test(name) || language === undefined || !languageById(language).rendered) return undefined;
  const found = embeddings(scope, facts, () => embeddingOf(scope, facts, name));
  if (!found) return undefined;
  return ` (${found.source} embeds this file (${found.written}) into what the program makes of it, pages URI Lint does not see: its links and fragments resolve where it is pasted.)`;
}

/** The source of the document's folder that embeds it, null when none does, undefined while one is not known yet. */
function embeddingOf(scope: TargetScope, facts: LinkFacts, name: string): Embedding | null | undefined {
  const place = documentPlace(scope);
  if (!place) return null;
  const own = facts.known(place.folder, place.dirs);
  if (!own) return undefined;
  if (own.found !== 'exact' || !own.listing) return null;
  const sources = [...own.listing.entries].filter(([file, kind]) => kind === 'file' && SOURCE.test(file)).map(([file]) => file).sort().slice(0, MAX_SOURCES);
  let pending = false;
  for (const file of sources) {
    const text = facts.configs.text(uriBelow(place.folder, [...place.dirs, file]));
    if (text === undefined) pending = true;
    if (typeof text !== 'string') continue;
    const written = /\.go$/i.test(file) ? goEmbeds(text, name) : rustIncludes(text, name);
    if (written !== undefined) return { source: [...place.dirs, file].join('/'), written };
  }
  return pending ? undefined : null;
}

/** The `//go:embed` line of a Go source `text` one of whose patterns names the file `name` beside it, if one does. */
export function goEmbeds(text: string, name: string): string | undefined {
  if (!text.includes('go:embed')) return undefined;
  for (const line of text.matchAll(GO_EMBED)) {
    for (const word of line[1]!.matchAll(GO_PATTERN)) {
      // `all:` includes hidden files too; a pattern through a folder names no file of this one.
      const pattern = (word[1] ?? word[2] ?? word[3]!).replace(/^all:/, '').replace(/^\.\//, '');
      if (globMatches(pattern, name)) return `//go:embed ${line[1]!.trim()}`;
    }
  }
  return undefined;
}

/** The `include_str!` of a Rust source `text` that names the file `name` beside it, if one does. */
export function rustIncludes(text: string, name: string): string | undefined {
  if (!text.includes('include_')) return undefined;
  for (const m of text.matchAll(RUST_INCLUDE)) {
    if (m[1]!.replace(/^\.\//, '') === name) return m[0];
  }
  return undefined;
}

/**
 * Whether Go's `path.Match` pattern (`*`, `?`, `[…]`, `\` within one name) matches `name`, read by the project's one
 * glob compiler (shared/glob.ts, whose path syntax holds Go's); a pattern with a `/` names no file of the folder.
 */
function globMatches(pattern: string, name: string): boolean {
  if (pattern === '' || pattern.includes('/')) return false;
  if (!/[*?[\\]/.test(pattern)) return pattern === name;
  try {
    return new Glob(pattern, { rooted: true }).test(name);
  } catch {
    return false;
  }
}
