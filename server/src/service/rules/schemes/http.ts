/**
 * http and https (RFC 9110 §4.2.1–4.2.2), ws and wss (RFC 6455 §3), and the
 * other schemes whose specifications require "//" and a host (ftp, RFC 1738
 * §3.2; gopher, telnet, nntp, ssh, sftp: `HOST_SCHEMES`): an authority with
 * a non-empty host is required, and backslashes are no slashes
 * (`http:\\host`). Userinfo is deprecated in http(s) and ws(s) (RFC 9110
 * §4.2.4; ftp and ssh carry a user name by design), and a WebSocket URI has no fragment.
 */
import { HOST_SCHEMES, hostTypeOf } from '@uri-lint/shared';
import type { AnalyzedReference } from '../../analysis';
import type { Fix, RefEdit } from '../../fixes/types';
import type { Finding, FixInputs } from '../types';
import { hasDeceptiveUser, hasPassword, isPortAfterDomain, tokenAsUser } from '../userinfo';
import { backslashSlashesFix, backslashSlashesRange } from './backslashes';
import { clears, defineScheme, finding, rfcHref } from './common';

/** The codes of the http module. */
export type HttpCode = 'http-missing-host' | 'backslash-for-slash' | 'http-userinfo' | 'ws-fragment';

/** The specification that requires each scheme's host: linked from the diagnostic. */
const SSH_DRAFT = { href: 'https://datatracker.ietf.org/doc/html/draft-ietf-secsh-scp-sftp-ssh-uri-04' };
const rfc = (number: number, section: string): { href: string } => ({ href: rfcHref(number, section) });
const HOST_SECTION: Readonly<Record<string, { href: string }>> = {
  http: rfc(9110, '4.2.1'),
  https: rfc(9110, '4.2.2'),
  ws: rfc(6455, '3'),
  wss: rfc(6455, '3'),
  ftp: rfc(1738, '3.2'),
  gopher: rfc(4266, '2'),
  telnet: rfc(4248, '2'),
  nntp: rfc(5538, '2'),
  ssh: SSH_DRAFT,
  sftp: SSH_DRAFT,
};
/** The schemes whose userinfo RFC 9110 §4.2.4 deprecates. */
const HTTP_LIKE: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss']);
const USERINFO_HREF = rfcHref(9110, '4.2.4');
const WS_HREF = rfcHref(6455, '3');

/**
 * The schemes the WHATWG URL parser (browsers, Node) reads with a host and with "\\" as "/" (WHATWG URL §4.1, its
 * "special" schemes but file): there restoring "//" changes the text, not where the URI leads. Not for sftp or gopher.
 */
const WHATWG_SPECIAL: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

/** The http module: http, https, ws and wss, and the other schemes that require a host. */
export const httpScheme = defineScheme<HttpCode>({
  schemes: [...HOST_SCHEMES],
  codes: {
    'http-missing-host': {
      level: 'error', href: HOST_SECTION.http!.href,
      summary: 'An http, https, ws, wss, ftp (or other scheme that requires a host) URI without "//" and a host, such as https:/example.com, '
        + 'ftp:/example.com or http:///path (RFC 9110 §4.2.1, RFC 6455 §3, RFC 1738 §3.2).',
      doc: {
        why: 'http, https, ws, wss and ftp URIs require `//` and a host (RFC 9110 §4.2.1). `https:/example.com` is a valid URI by RFC 3986 alone, but names no host: browsers guess, other clients fail.',
        bad: 'See <https:/example.com/docs>.\n',
        good: 'See <https://example.com/docs>.\n',
      },
    },
    'backslash-for-slash': {
      level: 'error', href: rfcHref(3986, '3'),
      summary: 'Backslashes where "//" belongs, as in http:\\\\example.com: RFC 3986 §3 writes "//" before the host, and "\\" is no URI character.',
      doc: {
        why: 'RFC 3986 §3 writes `//` before the host, and `\\` is not a URI character. Browsers read `http:\\\\example.com` as `http://example.com`, other programs do not.',
        bad: 'See <http:\\\\example.com\\docs>.\n',
        good: 'See <http://example.com/docs>.\n',
      },
    },
    // Information: a user name without a password is how Git remotes (`https://user@github.com/…`) and
    // Sentry DSNs (`https://key@o1.ingest.sentry.io/42`) are written; the user can act on it, rarely must.
    'http-userinfo': {
      level: 'information', href: USERINFO_HREF,
      summary: 'User information ("user@") in an http, https, ws or wss URI, deprecated by RFC 9110 §4.2.4.',
      doc: {
        why: 'User information (`user@`) in an http, https, ws or wss URI is deprecated by RFC 9110 §4.2.4: browsers warn or drop it, and it is a common disguise.',
        bad: 'See <https://admin@example.com/>.\n',
        good: 'See <https://example.com/>.\n',
      },
    },
    'ws-fragment': {
      level: 'error', href: WS_HREF,
      summary: 'A fragment ("#…") in a ws or wss URI, which RFC 6455 §3 forbids.',
      doc: {
        why: 'RFC 6455 §3 forbids a fragment in a ws or wss URI: a WebSocket handshake has nowhere to send it, and clients reject the URI.',
        bad: 'Connect to <wss://example.com/socket#chat>.\n',
        good: 'Connect to <wss://example.com/socket>.\n',
      },
    },
  },
  fixes: {
    // WHATWG URL parsers (browsers, Node) already read `https:/example.com` with "//": the fix changes the text only.
    // `http:\\host` too (backslash-for-slash): WHATWG parsers read "\\" as "/" in those schemes. Bulk fixing applies it
    // only to WHATWG's special schemes (`bulkWhere`); for sftp or gopher the fix changes where the URI leads.
    'restore-slashes': {
      title: 'Restore the "//" before the host', identity: 'keeps', codes: ['http-missing-host', 'backslash-for-slash'], menuRank: 0, bulkRank: 0,
      bulkWhere: ({ ref }) => WHATWG_SPECIAL.has(ref.parsed.components.scheme?.toLowerCase() ?? ''),
      compute: (inputs) => [restoreSlashesFix(inputs), backslashSlashesFix(inputs)],
    },
    // `ssh://git@github.com:org/repo.git`: scp's `host:path` pasted into a URL, the path's first name read as a port.
    // The fix writes the path after "/", where a URL has it; whether the server serves it there is the server's.
    'scp-to-url': {
      title: 'Write "/" for the ":" of scp syntax', identity: 'changes', codes: ['invalid-port'], menuRank: 1, bulkRank: 1,
      compute: (inputs) => [scpToUrlFix(inputs)],
    },
    // A user name removed: the server then asks for it (Git) or serves the public resource. Not offered when the
    // name is an access key (a Sentry DSN): without it the URI is of no use.
    'remove-userinfo': {
      title: 'Remove the user name', identity: 'changes', codes: ['http-userinfo'], menuRank: 5, bulkRank: 7,
      compute: (inputs) => [removeUserinfoFix(inputs)],
    },
    // The fragment is information the author wrote; dropping it is a choice.
    'remove-fragment': {
      title: 'Remove the fragment', identity: 'changes', codes: ['ws-fragment'], menuRank: 4, bulkRank: 11,
      compute: (inputs) => [removeWsFragmentFix(inputs)],
    },
  },
  check: (ref) => [...missingHost(ref), ...(HTTP_LIKE.has(ref.parsed.components.scheme!.toLowerCase()) ? userinfo(ref) : []), ...wsFragment(ref)],
});

/**
 * `backslash-for-slash`: the `\\` of `http:\\host`, judged on a reference
 * that is not valid (a backslash never is), the syntax rule leaving those two
 * characters to it.
 */
export function backslashFindings(ref: AnalyzedReference): Finding<HttpCode>[] {
  const range = backslashSlashesRange(ref);
  if (range === undefined) return [];
  const scheme = ref.parsed.components.scheme!.toLowerCase();
  // One `\` read from Markdown's escaped `\\`: quoted as written.
  const written = range.end - range.start === 1 ? '\\\\' : ref.found.text.slice(range.start, range.end);
  return [finding('backslash-for-slash', range.start, range.end,
    `"${written}" instead of "//" after "${scheme}:": write "//" before the host`,
    rfcHref(3986, '3'))];
}

function missingHost(ref: AnalyzedReference): Finding<HttpCode>[] {
  const { components, ranges } = ref.parsed;
  const scheme = components.scheme!.toLowerCase();
  const { href } = HOST_SECTION[scheme]!;
  const colon = ranges.scheme!.end;
  if (ranges.authority === undefined) {
    const slashes = components.path.startsWith('/') ? 1 : 0;
    // An expression right after `https:/` may bring the rest (a redirect rule's `https:/$2…`, where `$2` holds `/www.`).
    if (ref.template?.expressions.some((e) => e.start === colon + 1 + slashes)) return [];
    // `http:example.com` is a typo; `HTTP:Response`, `using https:h1`, `http:443->https` are prose.
    if (slashes === 0 && !looksLikeHostSegment(firstSegment(components.path))) return [];
    const what = slashes === 1 ? `One "/" after "${scheme}:"` : `No "//" after "${scheme}:"`;
    const read = components.path === '' ? '' : `: "${firstSegment(components.path)}" reads as a path, not a host`;
    const missing = wholeReference(ref, finding('http-missing-host', colon, colon + 1 + slashes, `${what}${read}; write "${scheme}://" before the host`, href));
    return [slashes === 0 && ref.found.text.length === ranges.scheme!.end + 1 + components.path.length && LABELLED_ADDRESS.test(components.path)
      ? { ...missing, atMostInformation: LABELLED_ADDRESS_NOTE } : missing];
  }
  if (components.host !== '') return [];
  const empty = wholeReference(ref, finding('http-missing-host', ranges.authority.start - 2, ranges.authority.end,
    `Empty host after "${scheme}://": write the host name after "//"`, href));
  // `href="http://"`: the scheme alone, nothing after its `//`, is a link's placeholder not yet filled in (a menu item
  // kept commented out, a form's default), no URI with a host gone missing.
  return [ref.found.text.length === ranges.authority.end && ranges.authority.end === ranges.authority.start ? { ...empty, atMostInformation: BARE_SCHEME_NOTE } : empty];
}

/**
 * A host and a port, all that follows `http:` (`http:localhost:1080`, `http:127.0.0.1:8000`): read as a label and an
 * address as much as a URI missing its `//`, a tool's `PROTOCOL:URL` (xh's `--proxy http:localhost:1080`, the protocol
 * to proxy, then the proxy's address, in its src/to_curl.rs:516 and src/cli.rs:1605).
 */
const LABELLED_ADDRESS = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?:\d{1,5}$/;
/** Said of `http:` then a host and port alone. */
export const LABELLED_ADDRESS_NOTE = ' (A host and port alone follow the scheme\'s name: it may be a label before an address, a tool\'s PROTOCOL:URL such as `--proxy http:localhost:1080`, not a URI.)';

/** Said of a reference that is a scheme and `//` alone. */
export const BARE_SCHEME_NOTE = ' (Only the scheme is written: a placeholder for a link to fill in.)';

/**
 * A missing host is a problem of the whole URI: it leads nowhere. Its squiggle covers the reference, so that hovering
 * anywhere on it shows why; the delimiters where the host belongs stay its exact characters (`chars`).
 */
function wholeReference<C extends string>(ref: AnalyzedReference, at: Finding<C>): Finding<C> {
  return { ...at, start: 0, end: ref.found.text.length, chars: [{ start: at.start, end: at.end }] };
}

/** Extensions of files that a path may start with, which are not top-level domains people host on. */
const FILE_EXTENSIONS = new Set([
  'html', 'htm', 'xhtml', 'php', 'asp', 'aspx', 'jsp', 'cgi', 'js', 'mjs', 'ts', 'json', 'txt', 'png', 'jpg', 'jpeg', 'gif',
  'svg', 'webp', 'css', 'xml', 'pdf', 'rst', 'yml', 'yaml', 'toml', 'ini', 'cfg', 'conf', 'log', 'csv', 'gz', 'tar', 'exe',
]);
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * True when a path segment reads as `host[:port]`: localhost, an IPv4
 * address, or a domain name of two labels or more whose last is alphabetic
 * and not a file extension (`example.com`, not `index.html`).
 */
export function looksLikeHostSegment(segment: string): boolean {
  const host = segment.replace(/:[0-9]*$/, '');
  if (host.toLowerCase() === 'localhost' || hostTypeOf(host) === 'IPv4') return true;
  const labels = host.split('.');
  const tld = labels[labels.length - 1]!;
  return labels.length >= 2 && labels.every((label) => LABEL.test(label))
    && /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu.test(tld) && !FILE_EXTENSIONS.has(tld.toLowerCase());
}

/** The first segment of a path, without its leading slashes. */
export function firstSegment(path: string): string {
  return path.replace(/^\/+/, '').split('/')[0]!;
}

/**
 * RFC 9110 §4.2.4. The user name is marked. Userinfo with a password is left
 * to `password-in-userinfo`, and a user name written like a host to
 * `deceptive-userinfo`: each says more, and one warning is enough. A domain
 * name before a port's number (mitmproxy's `https://example.com@80`,
 * `isPortAfterDomain`) is a program's `target@port`, no user name at all.
 */
function userinfo(ref: AnalyzedReference): Finding<HttpCode>[] {
  const { components, ranges } = ref.parsed;
  if (!ranges.userinfo || hasPassword(ref) || tokenAsUser(ref) !== undefined || hasDeceptiveUser(ref) || isPortAfterDomain(ref)) return [];
  const user = ranges.user ?? ranges.userinfo;
  const userText = ref.found.text.slice(user.start, user.end);
  // An empty userinfo ("@", or ":@") is marked at its "@".
  const [start, end] = userText !== '' ? [user.start, user.end] : [ranges.userinfo.end, ranges.userinfo.end + 1];
  const scheme = components.scheme!.toLowerCase();
  const message = userText === '' ? `Empty userinfo "@" in an ${scheme} URI: remove it`
    : isAccessKey(userText, components.host ?? '') ? `User name in an ${scheme} URI is an access key: keep it only where the client needs it`
      : `User name "${userText}" in an ${scheme} URI: remove it unless the server needs it`;
  return [finding('http-userinfo', start, end, message, USERINFO_HREF)];
}

/**
 * True when a user name is an access key rather than a person's name: a
 * Sentry DSN's public key (any name at `*.sentry.io`, or 32 hex digits), a
 * token (`ghp_…`, `glpat-…`) or any long run of letters and digits that
 * mixes both. The URI needs it.
 */
export function isAccessKey(user: string, host: string): boolean {
  if (/(?:^|\.)sentry\.io$/i.test(host) || /^[0-9a-f]{16,}$/i.test(user)) return true;
  if (/^(?:ghp|gho|ghs|ghu|github_pat|glpat|xox[abp])[_-]/i.test(user)) return true;
  return user.length >= 20 && /[0-9]/.test(user) && /[A-Za-z]/.test(user) && !/[.@]/.test(user);
}

function wsFragment(ref: AnalyzedReference): Finding<HttpCode>[] {
  const { components, ranges } = ref.parsed;
  if (!components.scheme!.toLowerCase().startsWith('ws') || !ranges.fragment) return [];
  return [finding('ws-fragment', ranges.fragment.start - 1, ranges.fragment.end,
    `Fragment in a ${components.scheme!.toLowerCase()} URI: remove it, or write "#" as %23 if it belongs to the resource name`, WS_HREF)];
}

/**
 * The scp-to-url fix (`invalid-port`): `ssh://git@github.com:org/repo.git` to `ssh://git@github.com/org/repo.git`,
 * when the port is a name followed by a path, in a scheme Git remotes are written in.
 */
function scpToUrlFix({ ref }: FixInputs): Fix | undefined {
  const { parsed } = ref;
  const scheme = parsed.components.scheme?.toLowerCase();
  const port = parsed.ranges.port;
  if (!scheme || !SCP_SCHEMES.has(scheme) || !port || !parsed.errors.some((e) => e.code === 'invalid-port')) return undefined;
  const text = ref.found.text;
  // A name (an organisation, a user: `org`, `~user`), not a mistyped number (`:8a`).
  if (!/^[A-Za-z~][\w.~-]*$/.test(text.slice(port.start, port.end)) || text[port.end] !== '/') return undefined;
  const edits = [{ start: port.start - 1, end: port.start, newText: '/' }];
  return { id: 'scp-to-url', title: 'Write "/" for the ":" of scp syntax', edits, codes: ['invalid-port'], complete: false, preferred: true };
}

/** The schemes a Git remote is written in, where scp's `host:path` gets pasted. */
const SCP_SCHEMES: ReadonlySet<string> = new Set(['ssh', 'git', 'git+ssh', 'ssh+git', 'sftp', 'http', 'https']);

/** The restore-slashes fix (`http-missing-host`), when the first path segment reads as a host. */
function restoreSlashesFix(inputs: FixInputs): Fix | undefined {
  const { ref } = inputs;
  const codes = inputs.schemeCodes();
  if (!codes.has('http-missing-host')) return undefined;
  const { components, ranges } = ref.parsed;
  if (!looksLikeHostSegment(firstSegment(components.path))) return undefined;
  let edit: RefEdit;
  let title: string;
  if (ranges.authority === undefined) {
    const missing = components.path.startsWith('/') ? '/' : '//';
    edit = { start: ranges.path.start, end: ranges.path.start, newText: missing };
    title = `Add the missing "${missing}" before the host`;
  } else {
    // An empty authority (no "@", no port) and a path "/host…": one slash too many.
    if (ranges.authority.end > ranges.authority.start || !components.path.startsWith('/')) return undefined;
    edit = { start: ranges.path.start, end: ranges.path.start + 1, newText: '' };
    title = 'Remove the extra "/" before the host';
  }
  return { id: 'restore-slashes', title, edits: [edit], codes: ['http-missing-host'], complete: false, preferred: true,
    verify: clears(inputs, [edit], 'http-missing-host') };
}

/** The fix of `ws-fragment`: the fragment goes. */
function removeWsFragmentFix(inputs: FixInputs): Fix | undefined {
  const { ref } = inputs;
  const codes = inputs.schemeCodes();
  if (!codes.has('ws-fragment')) return undefined;
  const fragment = ref.parsed.ranges.fragment!;
  const edits = [{ start: fragment.start - 1, end: fragment.end, newText: '' }];
  return { id: 'remove-fragment', title: 'Remove the fragment', edits, codes: ['ws-fragment'], complete: false, preferred: true,
    verify: clears(inputs, edits, 'ws-fragment') };
}

/**
 * The fix of `http-userinfo`: the user name and its "@" go
 * (`https://user@github.com/org/repo.git` → `https://github.com/org/repo.git`:
 * Git then asks for the name). Not for an access key: a Sentry DSN
 * (`https://key@o1.ingest.sentry.io/42`) is of no use without it.
 */
function removeUserinfoFix(inputs: FixInputs): Fix | undefined {
  const { ref } = inputs;
  const codes = inputs.schemeCodes();
  if (!codes.has('http-userinfo')) return undefined;
  const { userinfo, host } = ref.parsed.ranges;
  if (!userinfo || !host) return undefined;
  const text = ref.found.text;
  const user = text.slice(userinfo.start, userinfo.end);
  const hostText = text.slice(host.start, host.end);
  if (isAccessKey(user, hostText)) return undefined;
  const edits = [{ start: userinfo.start, end: userinfo.end + 1, newText: '' }];
  const shown = user.length + hostText.length <= 40 ? `: ${user}@${hostText} → ${hostText}` : '';
  return { id: 'remove-userinfo', title: `Remove the user name${shown}`, edits, codes: ['http-userinfo'], complete: false, preferred: true,
    verify: clears(inputs, edits, 'http-userinfo') };
}
