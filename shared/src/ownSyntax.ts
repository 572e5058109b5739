/**
 * Schemes whose text after `scheme://` follows a syntax of its own, not RFC
 * 3986's generic one, though it looks like a URI: a container image reference
 * (`docker://python:3.12-slim-bookworm`, where `:3.12-slim-bookworm` is a tag,
 * not a port), a game engine's resource path (`res://Super Mountain
 * Dusk/mountain.png`, spaces allowed). The tool claims no RFC 3986 syntax
 * finding on them: it does not know their rules well enough to say they are
 * broken. One small table; a scheme of RFC 3986's own (ssh, git, http) is
 * never in it, so `ssh://git@host:org/repo.git` stays an Error.
 */

/** A scheme with a syntax of its own. */
export interface OwnSyntaxScheme {
  /** The schemes, lowercase. */
  readonly schemes: readonly string[];
  /** What the text after the scheme is, for a hover or a report: a noun phrase. */
  readonly syntax: string;
  /** The languages (VS Code's ids) where the scheme means this; everywhere when absent. */
  readonly languages?: readonly string[];
}

/** The languages of the Godot engine's files: its scripts, its scenes and resources, its shaders. */
const GODOT = ['gdscript', 'gdresource', 'gdshader'] as const;

export const OWN_SYNTAX_SCHEMES: readonly OwnSyntaxScheme[] = [
  // `[registry[:port]/]name[:tag][@digest]`: GitHub Actions' `uses: docker://…`, skopeo's and podman's transports,
  // Apptainer's and Singularity's sources, BuildKit's and Dagger's `docker-image://`, Helm's, Flux's and ORAS's `oci://`.
  { schemes: ['docker', 'docker-image', 'oci', 'oras', 'library', 'shub'], syntax: 'a container image reference ([registry[:port]/]name[:tag][@digest])' },
  // Godot's resource paths: `res://` the project's folder (IANA's provisional `res` is Internet Explorer's resources, whose
  // paths are no generic URIs either), `user://` the user's data folder, `uid://` a resource's unique id.
  { schemes: ['res'], syntax: 'a resource path (Godot\'s res://, Internet Explorer\'s res://), spaces allowed' },
  { schemes: ['user', 'uid'], syntax: 'a Godot resource path or unique id', languages: GODOT },
];

const BY_SCHEME: ReadonlyMap<string, OwnSyntaxScheme> = new Map(OWN_SYNTAX_SCHEMES.flatMap((row) => row.schemes.map((s): [string, OwnSyntaxScheme] => [s, row])));

/** The first letters of the table's schemes, lowercase. */
const FIRST_LETTERS: ReadonlySet<number> = new Set(OWN_SYNTAX_SCHEMES.flatMap((row) => row.schemes.map((s) => s.charCodeAt(0))));

/** The longest scheme of the table, and one more for its colon. */
const MAX_SCHEME = Math.max(...OWN_SYNTAX_SCHEMES.flatMap((row) => row.schemes.map((s) => s.length))) + 1;

/**
 * What the text after `scheme://` is, when `text` starts with a scheme of the table that means it in `languageId`, or
 * undefined: the reference is then no generic URI, and no RFC 3986 syntax finding is claimed on it.
 */
export function ownSyntaxOf(text: string, languageId: string): string | undefined {
  // Most schemes start with an ASCII letter none of the table's does (`http`): one test, no slice.
  const first = text.charCodeAt(0);
  if (first < 0x80 && !FIRST_LETTERS.has(first | 0x20)) return undefined;
  const colon = text.indexOf('://');
  if (colon < 2 || colon > MAX_SCHEME) return undefined;
  const row = BY_SCHEME.get(text.slice(0, colon).toLowerCase());
  if (row === undefined || (row.languages !== undefined && !row.languages.includes(languageId.toLowerCase()))) return undefined;
  return row.syntax;
}
