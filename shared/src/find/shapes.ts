/**
 * Text in the shape of a URI that is something else, and several URIs
 * written as one. Judged on the text the finder delimited,
 * its escapes decoded.
 */
import { listsHosts } from '../ownSyntax';
import { HOST_SCHEMES } from '../scheme-registry';
import type { Extent } from './delimit';

/**
 * Signs of a regular expression that no URI holds: a metacharacter escaped
 * by one backslash (`sphinx-doc\.org`, `\?`; `\\]` is an escaped
 * backslash; not `\^` or `\$`, characters tests probe: okhttp's
 * `"http://host/?a=!$(),/:;?@[]\\^"`), a class escape with a quantifier anywhere
 * (`/commit/\w+`, `/issues/\d+` in Sphinx's `linkcheck_ignore`: a Windows path's
 * `\data+` is rarer than these; not `\s?`, where test data writes a space before a
 * query: okhttp's urltestdata `http://f:21/\sb\s?\sd`), a character class with a quantifier or negation
 * (`[a-z0-9.-]+`, `[^/]`), a group `(?:`, `.*` or `.+` before a `)` or `$`,
 * or last, or before the delimiter of a substitution (`#`, `!`, `|`, `,`):
 * `s# *autobuild https://.*##` in a sed script (no glob writes `.*` so,
 * and `*.*`, all files with an extension, stays a glob).
 * A backslash is no URI character (RFC 3986 §2), so a URI with one is
 * malformed at best; with these it is a pattern (Python's
 * `r'https://sphinx-doc\.org/.*'`, Perl's `s!https://[a-z]+!!`). So is a
 * group of alternatives, `(|.git)` or `(a|b)` (a shell `case` pattern's glob,
 * a regular expression's group): `|` is no URI character either.
 */
const REGEX_SIGN = /(?<!\\)(?:\\\\)*\\(?:[.?*+()[\]{}|]|[dDwWsS][+*{])|\][+*?]|\[\^|\(\?[:=!<]|\.[*+][)$]|(?<![*.])\.[*+](?:$|[#!|,])|\((?:[^()|\s]*\|)+[^()|\s]*\)/;

/**
 * A class escape with a quantifier in the authority (`localhost:\d+`,
 * `\w+\.example`), where no backslash may stand: whatever backslashes come before it.
 */
const AUTHORITY_CLASS = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*\\[dDwWsS][+*?{]/;

/** True when the URI text reads as a regular expression, not a URI. */
export function isPattern(uri: string): boolean {
  // Every sign holds one of these characters: most URIs are passed without a regular expression.
  if (!hasAny(uri, PATTERN_CHARS)) return false;
  return uri.includes('\\') ? REGEX_SIGN.test(uri) || AUTHORITY_CLASS.test(uri) : REGEX_SIGN.test(uri);
}

/** `\`, `[`, `]`, `(`, `*`, `+`: a sign of a pattern holds one. */
const PATTERN_CHARS = new Uint8Array(128);
for (const ch of '\\[]()*+') PATTERN_CHARS[ch.charCodeAt(0)] = 1;
/** `,` and `;`, before which a list goes on. */
const LIST_CHARS = new Uint8Array(128);
for (const ch of ',;|') LIST_CHARS[ch.charCodeAt(0)] = 1;

function hasAny(text: string, chars: Uint8Array): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && chars[c] === 1) return true;
  }
  return false;
}

/** A data: URI that is only a media type (`data:image/png`): a kind of URI named in prose or a prefix tested in code. */
const MEDIA_TYPE_ONLY = /^data:[a-z]+\/[a-z0-9.+-]+$/i;

/**
 * True when `uri` names a kind of URI rather than being one: `data:image/png`
 * in "an image from data:image/png URI" or `.startsWith("data:image/jpeg")`
 * has no `,` and no data (RFC 2397 §3 requires both). Written between `<`
 * and `>`, it is offered as a URI and stays one.
 */
export function namesMediaType(uri: string): boolean {
  return (uri.charCodeAt(0) | 0x20) === 0x64 && MEDIA_TYPE_ONLY.test(uri);
}

/**
 * `,`, `;` or `|` then `scheme://`, maybe after a name and `=`: where a list of URIs goes on (`nats://a:4222,nats://b:4222`,
 * `…/tokens.txt|https://…/model.onnx` in a Makefile's list of downloads,
 * `infra0=http://10.0.1.10:2380,infra1=http://10.0.1.11:2380`, `${NAME_1}=http://${HOST_1}:2380,${NAME_2}=http://…`).
 */
const NEXT_IN_LIST = /[,;|](?=(?:(?:[\w.-]|\$\{[\w.-]{1,64}\}|\{[\w.-]{1,64}\}){1,64}=)?[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/])/g;

/**
 * Where a `|` separates the URI from a short token written after it (`-1` for none): FHIR's canonical reference
 * `url|version` (`"http://hl7.org/fhir/ValueSet/address-type|4.0.1"`) and token search `system|code`
 * (`'http://loinc.org|29463-7'`), a Slack link's text (`<https://x/CHANGELOG.md|CHANGELOG.md>`), Go's `GOPROXY`
 * list (`"https://proxy.golang.org|direct"`), an image's size or a track's fields (`…a.png|256`, `…vtt|en|default`).
 * The caller asks only where a closing quote or `>` ends the URI right after the token. The `|` is in the authority or
 * the path, after a letter, digit, `/` or a template's `}` (not a merge tag's `*|UNSUB|*`); after it, up to the end,
 * one to four fields of letters, digits and `_ . * + ~ -`, the first starting with a letter, digit or `*`, three to 64
 * characters in all: no `/`, `?`, `#` or `%` that would go on as a path, query or fragment (`/a|b/c`, `foobar|.txt` stay one
 * malformed URI each), and more than one or two characters, which are as likely the path's own (`a|b`, `a|zz`). A `|`
 * in the query or fragment is the URI's, as RFC 3986 reads it (`?family=A|B`).
 */
export function separatorBar(uri: string, from: number): number {
  const bar = uri.indexOf('|', from);
  if (bar <= from || /[?#]/.test(uri.slice(from, bar)) || !/[A-Za-z0-9/}]/.test(uri[bar - 1]!)) return -1;
  const tail = uri.length - bar - 1;
  return tail >= 3 && tail <= 64 && SEPARATED_TOKENS.test(uri.slice(bar + 1)) ? bar : -1;
}
/** What a separating `|` is followed by: up to four short fields, no path, query or fragment. */
const SEPARATED_TOKENS = /^[A-Za-z0-9*][\w.*+~-]*(?:\|[A-Za-z0-9*][\w.*+~-]*){0,3}$/;

/**
 * Where a `|` that separates a record's fields ends the URI (`-1` for none): the URI is a field of a line whose fields
 * `|` separates (two `|` before it on its line, the last right before its scheme: zeek's writer's output,
 * `…|/images/printer2.gif|http://www.osnews.com/|1.1|Mozilla/5.0 …`), so its first `|` ends it wherever it is; or a `|`
 * right after the authority that another field closed by a `|` follows (lnav's openam_log.json,
 * `"http://localhost:8086|/|<samlp…`). A `|` in the path or query of a URI in other text stays the
 * URI's (`?family=Montserrat:300,400,700|Roboto:300`, Google Fonts' families). `from`: the offset after the scheme's
 * colon in `uri`; `inRecord`: whether the URI follows a record's `|` so; `after`: the text after the URI.
 */
export function fieldBar(uri: string, from: number, { inRecord, after }: { inRecord: boolean; after: string }): number {
  const bar = uri.indexOf('|', from);
  if (bar < 0) return -1;
  if (inRecord) return bar;
  if (!uri.startsWith('//', from)) return -1;
  const authorityEnd = uri.slice(from + 2).search(/[/?#|]/);
  if (authorityEnd <= 0 || from + 2 + authorityEnd !== bar) return -1;
  // Another field after it, closed by its own `|` (`|/|`): not a host's character the parser should flag
  // (`http://exa|mple.com/`, `file://C|/`, the legacy drive letter WHATWG's URL tests write). A field is not empty:
  // `||` is an expression's or (gcovr's CI.yml, `https://${{ (((needs.changelog.outputs.tag == '') || inputs… }}.org/`).
  return /^\|[^|\s]+\|/.test(uri.slice(bar) + after) ? bar : -1;
}

/**
 * Where a list of URIs goes on after the first: a `,` or `;` followed by
 * `scheme://` (Kafka's `PLAINTEXT://x:29092,PLAINTEXT_HOST://y:9092`,
 * launchSettings.json's `https://localhost:5001;http://localhost:5000`), or
 * by a member's name, `=` and `scheme://` (etcd's `--initial-cluster
 * infra0=http://10.0.1.10:2380,infra1=http://10.0.1.11:2380`, the name an
 * expression too: `${NAME_2}=http://…`), looked for after the first URI's
 * `//` (`from`). Both are sub-delims a URI may hold (RFC 3986 §2.2), but a
 * scheme and `//` after one start another reference, as a `name=` that
 * leads it says the text is a list of such pairs; -1 when there is none.
 */
export function listBreak(uri: string, from: number): number {
  if (!hasAny(uri, LIST_CHARS)) return -1;
  NEXT_IN_LIST.lastIndex = from;
  const m = NEXT_IN_LIST.exec(uri);
  if (m !== null) return m.index;
  // `url=https://fulcio.sigstore.dev,api-version=1,start-time=…` (cosign's `--fulcio`): a `,` and a name with `=` in
  // the authority start the next pair of a list of options; no host's name holds one. So does a `,` and a variable
  // (`http://host:3391,${LOCAL_URLS}`, a list of origins whose last item a variable brings).
  // Most authorities hold no `,`: the loop that finds where the authority ends tells, before any slice.
  if (!uri.startsWith('//', from)) return -1;
  let end = from + 2;
  let comma = false;
  for (; end < uri.length; end++) {
    const c = uri.charCodeAt(end);
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    if (c === 0x2c) comma = true;
  }
  if (!comma) return -1;
  const authority = uri.slice(from + 2, end);
  const pair = NEXT_PAIR.exec(authority);
  if (pair !== null) return from + 2 + pair.index;
  // A port holds digits only, and only `/`, `?`, `#` or the end follow an authority (RFC 3986 §3.2.3, §3.3): a `,` right
  // after the port's digits ends the URI, the rest the next item of a list (`--tx-proxy tor,socks5://u:p@127.0.0.1:1050,100,disable_noise`,
  // Kafka's `PLAINTEXT://127.0.0.1:19092,SASL_PLAINTEXT://…`). Not where the next item is another host and port (a web
  // scheme's list of hosts, `http://a:1,b:2/`, stays the mistake it is), nor in a database's or broker's list of hosts.
  const host = authority.lastIndexOf('@') + 1;
  const port = PORT_THEN_ITEM.exec(authority.slice(host));
  return port === null || listsHosts(uri.slice(0, from - 1)) ? -1 : from + 2 + host + port[0].length - 1;
}
const NEXT_PAIR = /,(?=[A-Za-z][\w.-]{0,63}=|\$\{?[A-Za-z_])/;
/** A host, its port's digits, then a `,` not followed by another host and its port. */
const PORT_THEN_ITEM = /^(?:\[[0-9A-Fa-f:.]{2,64}\]|[\w.%~-]{1,255}):\d{1,5},(?!(?:\[[0-9A-Fa-f:.]{2,64}\]|[\w.%-]{1,255}):\d{1,5}(?:,|$))/;

/** `ext` cut to its first `k` code units of text. */
export function cutExtent(ext: Extent, s: number, k: number): Extent {
  if (ext.offsets === undefined) return { end: s + k, text: ext.text.slice(0, k), spaced: false };
  const cut: Extent = { end: ext.offsets[k - 1]! + 1, text: ext.text.slice(0, k), offsets: ext.offsets.slice(0, k), spaced: false };
  const hyphens = ext.hyphenBreaks?.filter((h) => h < k);
  if (hyphens !== undefined && hyphens.length > 0) cut.hyphenBreaks = hyphens;
  return cut;
}

/** OpenSSL's names of X.509 subjectAltName types (RFC 5280 §4.2.1.6), written in capitals: `DNS:localhost`, `IP:127.0.0.1`. */
const X509_TYPES: ReadonlySet<string> = new Set(['DNS', 'IP', 'RID', 'URI', 'EMAIL', 'OTHERNAME', 'DIRNAME']);

/**
 * True when `name`, written before a colon without `//`, is the type of an
 * X.509 alternative name (`subjectAltName = DNS:localhost`), not the `dns`
 * scheme of RFC 4501, which URIs write in lowercase (RFC 3986 §3.1).
 */
export function isX509Type(name: string): boolean {
  return X509_TYPES.has(name);
}

/**
 * True when the scheme `text[s, colon)` requires "//" and a host
 * (`HOST_SCHEMES`) and backslashes stand where the slashes belong, a host
 * after them: `http:\\hostname` (in a string with escapes, written
 * `http:\\\\hostname`). Windows writes paths so; the URI is malformed,
 * and found so that it is reported and fixed.
 */
export function backslashSlashes(text: string, s: number, colon: number, { escapes }: { escapes: boolean }): boolean {
  const width = escapes ? 4 : 2;
  for (let i = colon + 1; i <= colon + width; i++) if (text.charCodeAt(i) !== 0x5c) return false;
  const host = text.charCodeAt(colon + 1 + width);
  const hostStart = (host >= 0x61 && host <= 0x7a) || (host >= 0x41 && host <= 0x5a) || (host >= 0x30 && host <= 0x39) || host === 0x5b;
  return hostStart && HOST_SCHEMES.has(text.slice(s, colon).toLowerCase());
}
