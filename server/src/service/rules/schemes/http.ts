/**
 * http and https (RFC 9110 §4.2.1–4.2.2), ws and wss (RFC 6455 §3): an
 * authority with a non-empty host is required, userinfo is deprecated
 * (RFC 9110 §4.2.4) and a WebSocket URI has no fragment.
 */
import { hostTypeOf } from '@uri-lint/shared';
import type { AnalyzedReference } from '../../analysis';
import type { Finding } from '../types';
import { hasDeceptiveUser, hasPassword } from '../userinfo';
import { defineScheme, finding, rfcHref } from './common';

/** The codes of the http module. */
export type HttpCode = 'http-missing-host' | 'http-userinfo' | 'ws-fragment';

/** The RFC and section that require each scheme's host: cited in the message and linked. */
const HOST_SECTION: Readonly<Record<string, readonly [rfc: number, section: string]>> = {
  http: [9110, '4.2.1'],
  https: [9110, '4.2.2'],
  ws: [6455, '3'],
  wss: [6455, '3'],
};
const USERINFO_HREF = rfcHref(9110, '4.2.4');
const WS_HREF = rfcHref(6455, '3');

/** The http module: http, https, ws and wss. */
export const httpScheme = defineScheme<HttpCode>({
  schemes: ['http', 'https', 'ws', 'wss'],
  codes: {
    'http-missing-host': {
      level: 'error', href: rfcHref(...HOST_SECTION.http!),
      summary: 'An http, https, ws or wss URI without "//" and a host, such as https:/example.com or http:///path (RFC 9110 §4.2.1, RFC 6455 §3).',
    },
    'http-userinfo': {
      level: 'warning', href: USERINFO_HREF,
      summary: 'User information ("user@") in an http, https, ws or wss URI, deprecated by RFC 9110 §4.2.4.',
    },
    'ws-fragment': {
      level: 'error', href: WS_HREF,
      summary: 'A fragment ("#…") in a ws or wss URI, which RFC 6455 §3 forbids.',
    },
  },
  fixes: {
    // WHATWG URL parsers (browsers, Node) already read `https:/example.com` with "//": the fix changes the text only.
    'restore-slashes': { title: 'Restore the "//" before the host', identity: 'keeps', codes: ['http-missing-host'] },
    // The fragment is information the author wrote; dropping it is a choice.
    'remove-fragment': { title: 'Remove the fragment', identity: 'changes', codes: ['ws-fragment'] },
  },
  check: (ref) => [...missingHost(ref), ...userinfo(ref), ...wsFragment(ref)],
});

function missingHost(ref: AnalyzedReference): Finding<HttpCode>[] {
  const { components, ranges } = ref.parsed;
  const scheme = components.scheme!.toLowerCase();
  const [rfc, section] = HOST_SECTION[scheme]!;
  const href = rfcHref(rfc, section);
  const citation = `RFC ${rfc} §${section}`;
  const colon = ranges.scheme!.end;
  if (ranges.authority === undefined) {
    const slashes = components.path.startsWith('/') ? 1 : 0;
    // `http:example.com` is a typo; `HTTP:Response`, `using https:h1`, `http:443->https` are prose.
    if (slashes === 0 && !looksLikeHostSegment(firstSegment(components.path))) return [];
    const what = slashes === 1 ? 'has one slash after' : 'has no "//" after';
    const read = components.path === '' ? '' : `, so "${firstSegment(components.path)}" is read as a path, not a host`;
    return [finding('http-missing-host', colon, colon + 1 + slashes,
      `An ${scheme} URI needs "//" and a host (${citation}); this one ${what} "${scheme}:"${read}.`, href)];
  }
  if (components.host !== '') return [];
  return [finding('http-missing-host', ranges.authority.start - 2, ranges.authority.end,
    `The host is empty: an ${scheme} URI needs a host after "//" (${citation}).`, href)];
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
 * `deceptive-userinfo`: each says more, and one warning is enough.
 */
function userinfo(ref: AnalyzedReference): Finding<HttpCode>[] {
  const { components, ranges } = ref.parsed;
  if (!ranges.userinfo || hasPassword(ref) || hasDeceptiveUser(ref)) return [];
  const user = ranges.user ?? ranges.userinfo;
  const userText = ref.found.text.slice(user.start, user.end);
  // An empty userinfo ("@", or ":@") is marked at its "@".
  const [start, end] = userText !== '' ? [user.start, user.end] : [ranges.userinfo.end, ranges.userinfo.end + 1];
  const scheme = components.scheme!.toLowerCase();
  return [finding('http-userinfo', start, end,
    `User information in an ${scheme} URI is deprecated (RFC 9110 §4.2.4): clients may refuse it, and it can mislead the reader. `
      + 'Pass credentials another way.', USERINFO_HREF)];
}

function wsFragment(ref: AnalyzedReference): Finding<HttpCode>[] {
  const { components, ranges } = ref.parsed;
  if (!components.scheme!.toLowerCase().startsWith('ws') || !ranges.fragment) return [];
  return [finding('ws-fragment', ranges.fragment.start - 1, ranges.fragment.end,
    `A ${components.scheme!.toLowerCase()} URI must not have a fragment (RFC 6455 §3); write "#" as "%23" if it belongs to the resource name.`, WS_HREF)];
}
