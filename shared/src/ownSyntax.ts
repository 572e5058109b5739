/**
 * Schemes whose text after `scheme://` follows a syntax of its own, not RFC
 * 3986's generic one, though it looks like a URI: a container image reference
 * (`docker://python:3.12-slim-bookworm`, where `:3.12-slim-bookworm` is a tag,
 * not a port), a game engine's resource path (`res://Super Mountain
 * Dusk/mountain.png`, spaces allowed); and, with no scheme at all, a path in Qt's resource system (`:/images/logo.png`,
 * `APP_RESOURCE`). The tool claims no RFC 3986 syntax
 * finding on them: it does not know their rules well enough to say they are
 * broken. One small table; a scheme of RFC 3986's own (ssh, git, http) is
 * never in it, so `ssh://git@host:org/repo.git` stays an Error.
 */
import { knownLanguage } from './languages/table';
import type { Engine } from './languages/types';

/** A scheme with a syntax of its own. */
export interface OwnSyntaxScheme {
  /** The schemes, lowercase. */
  readonly schemes: readonly string[];
  /** What the text after the scheme is, for a hover or a report: a noun phrase. */
  readonly syntax: string;
  /** The engine (the table of languages' `engine`) in whose files the scheme means this; everywhere when absent. */
  readonly engine?: Engine;
  /** What the text after `scheme://` starts with where the syntax is this one (then `schemes` may be empty: any scheme). */
  readonly after?: RegExp;
  /** What the whole reference starts with where the syntax is this one, whatever its scheme (then `schemes` is empty). */
  readonly pattern?: RegExp;
  /** A container image's reference, whose `name:tag@digest` RFC 3986 would read as a user, a password and a host. */
  readonly image?: true;
}

/** The schemes of databases and brokers whose connection strings list hosts where RFC 3986 has one. */
const HOST_LIST_SCHEMES: readonly string[] = ['mongodb', 'mongodb+srv', 'postgres', 'postgresql', 'mysql', 'mariadb', 'redis', 'rediss',
  'redis-sentinel', 'sentinel', 'memcached', 'memcache', 'amqp', 'amqps', 'nats', 'etcd', 'zk', 'zookeeper', 'cassandra', 'clickhouse',
  'couchbase', 'couchbases', 'kafka'];
const HOST_LISTS: ReadonlySet<string> = new Set(HOST_LIST_SCHEMES);

/** True when `scheme`'s connection strings may list hosts (`mongodb://a:27017,b/db`): a `,` in its authority is its own (a `;` too, before a host and port). */
export function listsHosts(scheme: string): boolean {
  return HOST_LISTS.has(scheme.toLowerCase());
}

export const OWN_SYNTAX_SCHEMES: readonly OwnSyntaxScheme[] = [
  // `[registry[:port]/]name[:tag][@digest]`: GitHub Actions' `uses: docker://…`, skopeo's and podman's transports,
  // Apptainer's and Singularity's sources, BuildKit's and Dagger's `docker-image://`, Buildah's `container-image://` (a
  // build context), Helm's, Flux's and ORAS's `oci://`.
  { schemes: ['docker', 'docker-image', 'container-image', 'oci', 'oras', 'library', 'shub'], syntax: 'a container image reference ([registry[:port]/]name[:tag][@digest])', image: true },
  // An image's or a model's name and tag after a scheme that names where it is kept: nerdctl's `ipfs://ubuntu:20.04`
  // (an image pushed to IPFS, whose content ids hold no `:`), LocalAI's `ollama://gemma:2b` (Ollama's library).
  { schemes: ['ipfs', 'ipns'], after: /^[\w.-]+:[\w.-]+(?:$|[\s/@"'`)\]])/, syntax: 'a container image reference (name:tag), as nerdctl reads ipfs://', image: true },
  { schemes: ['ollama'], syntax: "a model's reference in Ollama's library ([registry/]name[:tag])" },
  // An image pinned by its digest after any scheme: Kubernetes' `imageID: docker-pullable://ubuntu@sha256:…` (a pod's
  // status), a runtime's `containerd://`-style ids of images. RFC 3986 would read a user `ubuntu` and a port `sha256`.
  { schemes: [], after: /^(?:[\w.-]+(?::\d{1,5})?\/)?[\w.\/-]+(?::[\w.-]+)?@sha256:[0-9a-f]{16}/, syntax: 'a container image reference pinned by its digest (name@sha256:…)', image: true },
  // Godot's resource paths: `res://` the project's folder (IANA's provisional `res` is Internet Explorer's resources, whose
  // paths are no generic URIs either), `user://` the user's data folder, `uid://` a resource's unique id.
  { schemes: ['res'], syntax: 'a resource path (Godot\'s res://, Internet Explorer\'s res://), spaces allowed' },
  { schemes: ['user', 'uid'], syntax: 'a Godot resource path or unique id', engine: 'godot' },
  // A list of hosts where RFC 3986 has one (`mongodb://a:27017,b:27017/db`): the connection strings of MongoDB's
  // specification, libpq's multiple hosts, memcached's, Redis Sentinel's, NATS's and ZooKeeper's clients. The
  // databases' and brokers' schemes only; a web scheme's list (`http://a:1,b:2`) stays the mistake it is. Some write
  // `;` between the hosts (faust-streaming's broker setting, docs/includes/settingref.txt:406,
  // `kafka://kafka1.example.com:9092;kafka2.example.com:9092`): a `;` is a list's only where a host and its port's
  // digits follow it (`kafka://h:9092;x` keeps its port `9092;x`, an Error), and a web scheme's `;` stays RFC 3986's.
  {
    schemes: HOST_LIST_SCHEMES,
    after: /^(?:[^\s/?#@]*@)?(?:\[[0-9A-Fa-f:.]+\]|[\w.%-]+)(?::\d{0,5})?(?:,(?:\[[0-9A-Fa-f:.]+\]|[\w.%-]+)|;(?:\[[0-9A-Fa-f:.]+\]|[\w.%-]+):\d{1,5}(?![\w.%-]))/,
    syntax: "a list of hosts (host:port,host:port), as MongoDB's, libpq's and other databases' and brokers' connection strings write; RFC 3986's authority has one host",
  },
  // An HTTP request over a UNIX domain socket, as got, request and axios's adapters write it: the host `unix`, then the
  // socket's path and the request's path, each after a colon (`http://unix:/var/run/docker.sock:/containers/json`,
  // `PROTOCOL://unix:SOCKET:PATH`). RFC 3986 would read a port there; a port of digits alone stays a port.
  { schemes: [], after: /^unix:(?![0-9]*(?:[/?#]|$))/i, syntax: 'a UNIX domain socket and a request path (http://unix:SOCKET:PATH, the syntax of got, request and axios)' },
  // Apache's mod_proxy: a UNIX domain socket, a `|`, then the URL sent over it (`ProxyPass "/" "unix:/run/www.sock|http://localhost/"`,
  // `SetHandler "proxy:unix:/run/php-fpm.sock|fcgi://localhost"`, the socket a variable in a Chef recipe's `#{…}`).
  { schemes: [], pattern: /^(?:proxy:)?unix:[^|\s]{0,1024}\|[A-Za-z][A-Za-z0-9+.-]{0,40}:\/\//i, syntax: 'a UNIX domain socket and the URL sent over it (Apache mod_proxy\'s unix:/path|fcgi://host/)' },
];

/** The syntaxes of the rows that are container images' references (`image`). */
const IMAGE_SYNTAXES: ReadonlySet<string> = new Set(OWN_SYNTAX_SCHEMES.flatMap((row) => (row.image ? [row.syntax] : [])));

/**
 * True when `syntax` (a reference's `ownSyntax`) is a container image reference's, `[registry[:port]/]name[:tag][@digest]`:
 * a `@` there ends the image's name and tag unless a registry's host and the image's path follow it.
 */
export function isImageReference(syntax: string | undefined): boolean {
  return syntax !== undefined && IMAGE_SYNTAXES.has(syntax);
}

const BY_SCHEME: ReadonlyMap<string, OwnSyntaxScheme> = new Map(OWN_SYNTAX_SCHEMES.flatMap((row) => row.after === undefined && row.pattern === undefined ? row.schemes.map((s): [string, OwnSyntaxScheme] => [s, row]) : []));
/** The rows told by the whole reference. */
const BY_PATTERN: readonly OwnSyntaxScheme[] = OWN_SYNTAX_SCHEMES.filter((row) => row.pattern !== undefined);
/** The rows told by the text after `scheme://`. */
const BY_AFTER: readonly OwnSyntaxScheme[] = OWN_SYNTAX_SCHEMES.filter((row) => row.after !== undefined);
/** The schemes of each row told by the text after `scheme://`, as a set (undefined: any scheme). */
const AFTER_SCHEMES: ReadonlyMap<OwnSyntaxScheme, ReadonlySet<string>> = new Map(BY_AFTER.flatMap((row) => (row.schemes.length === 0 ? [] : [[row, new Set(row.schemes)] as const])));

/** Longer than any scheme (the longest registered one has 35 letters), and one more for its colon. */
const MAX_SCHEME = 41;

/** How much of a reference the rows' `pattern` read. */
const MAX_PATTERN = 1100;

/** How much of the text after `scheme://` the rows' `after` read. */
const MAX_AFTER = 64;

/** `javascript:`, `vbscript:`, `matlab:`: a scheme whose text is code (WHATWG's javascript: URLs, MATLAB's command links). */
const SCRIPT_SCHEME = /^(?:javascript|vbscript|matlab):/i;
export const SCRIPT_SYNTAX = 'code a browser or an application runs (javascript:, vbscript:, MATLAB\'s matlab: command links), no resource\'s path';

/** `SASL_SSL://`, `LISTENER_BOB://`: words in capitals joined by `_`, then `://`. */
const LISTENER = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+:\/\//;
export const LISTENER_SYNTAX = "a listener of Kafka's or a like server's configuration (NAME://host:port, the name its security protocol or its own)";

/** `file:C:\ProgramData\x.json`: `file:`, a drive letter and a backslash. */
const WINDOWS_FILE_PATH = /^file:[A-Za-z]:\\/i;

/**
 * What a Windows path after `file:` is where nothing offers it as a URI: a program's own notation (the CloudWatch
 * agent's `-c file:C:\path`, a tool's option), which reads the path as written. RFC 8089's `file:///C:/…` is another
 * text, which the program may not read the same: nothing a reader can fix without changing what the program does.
 */
export const WINDOWS_FILE_PATH_SYNTAX = "a Windows path after file:, a program's own notation (as -c file:C:\\path); written file:///C:/… it would be another text to that program";

/**
 * `:/images/logo.png`: a path in Qt's resource system (a file the application's `.qrc` compiles into it), which a
 * `QTextBrowser` loads as an `<img src=":/…">` of the HTML or Markdown it shows (sonic-pi's info pages,
 * `app/gui/qt/html/info.html`, and the COMMUNITY.md and CORETEAM.html its build copies into them); Joplin's notes
 * write their resources alike (`![](:/0123…cdef)`). A relative reference never starts with `:` on purpose: RFC 3986
 * would read an empty scheme (§4.2). `://host/x`, a URL whose scheme was lost, and `a:b/c` stay what they are.
 */
const APP_RESOURCE = /^:\/(?!\/)\S/;
export const APP_RESOURCE_SYNTAX = "a path in an application's resources (Qt's resource system :/path, as a QTextBrowser loads it; Joplin's :/id), no relative reference";

/** The first letters of the table's schemes (its rows of named schemes), lowercase. */
const FIRST_LETTERS: ReadonlySet<number> = new Set(OWN_SYNTAX_SCHEMES.flatMap((row) => row.schemes.map((s) => s.charCodeAt(0))));

/**
 * What the text after `scheme://` is, when `text` starts with a scheme of the table that means it in `languageId`, or
 * undefined: the reference is then no generic URI, and no RFC 3986 syntax finding is claimed on it. `offered`: the
 * text offers it as a URI (between `<` and `>`, a link's destination, a quoted value of its own), where a Windows path
 * after `file:` is judged as one (RFC 8089 Appendix E.2 and its fix); elsewhere (a command line's word, an option's
 * value) it is that program's notation.
 */
export function ownSyntaxOf(text: string, languageId: string, { offered = false }: { offered?: boolean } = {}): string | undefined {
  // A name in capitals joined by `_` where a scheme goes: Kafka's listener (`SASL_SSL://broker:9093`,
  // `LISTENER_BOB://broker:29092`), no scheme RFC 3986 allows (§3.1 has no `_`) nor one anybody registers.
  if (text.charCodeAt(0) >= 0x41 && text.charCodeAt(0) <= 0x5a && LISTENER.test(text)) return LISTENER_SYNTAX;
  if (text.charCodeAt(0) === 0x3a) return APP_RESOURCE.test(text) ? APP_RESOURCE_SYNTAX : undefined;
  const first = text.charCodeAt(0) | 0x20;
  // `javascript:alert('Hi')`, `matlab:helpview(…)`: a script a browser or an application runs, no resource's path.
  if ((first === 0x6a || first === 0x6d || first === 0x76) && SCRIPT_SCHEME.test(text)) return SCRIPT_SYNTAX;
  if (!offered && first === 0x66 && WINDOWS_FILE_PATH.test(text)) return WINDOWS_FILE_PATH_SYNTAX;
  // The rows read by the whole reference start with `unix:` or `proxy:`.
  if (first === 0x75 || first === 0x70) {
    const head = text.slice(0, MAX_PATTERN);
    const whole = BY_PATTERN.find((r) => r.pattern!.test(head));
    if (whole !== undefined) return whole.syntax;
  }
  // Most schemes start with an ASCII letter none of the table's named schemes does (`http`), and have no `unix` host:
  // one search for `://`, no slice.
  const colon = text.indexOf('://');
  if (colon < 2 || colon > MAX_SCHEME) return undefined;
  const named = !(text.charCodeAt(0) < 0x80 && !FIRST_LETTERS.has(first));
  if (!named && (text.charCodeAt(colon + 3) | 0x20) !== 0x75) return undefined;
  const scheme = text.slice(0, colon).toLowerCase();
  const after = text.slice(colon + 3, colon + 3 + MAX_AFTER);
  const row = (named ? BY_SCHEME.get(scheme) : undefined) ?? BY_AFTER.find((r) => (AFTER_SCHEMES.get(r)?.has(scheme) ?? true) && r.after!.test(after));
  if (row === undefined || (row.engine !== undefined && knownLanguage(languageId)?.engine !== row.engine)) return undefined;
  return row.syntax;
}
