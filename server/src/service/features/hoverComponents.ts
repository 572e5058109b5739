/**
 * The components of a URI as a hover shows them: the ones present, each a
 * short item (`host \`example.com\``) packed a few to a line, and the query
 * as its parameters. Values are shown as written, as code; a password never
 * appears (§3.2.1), neither as parsed nor where a `#`, `/` or `?` in it made
 * the parse read it as a port, a path or a query (privacy.ts), nor in a URI
 * a decoded query value holds.
 */
import { defaultPort, percentDecode } from '@uri-lint/shared';
import type { Components, HostType, ParseResult } from '@uri-lint/shared';
import { capped, codeClipped, packed } from '../mdBuilder';
import { maskedComponents, maskPassword } from '@uri-lint/shared';

/** §3.2.2: what a host is, when it is not a registered name (the usual case, which needs no word). */
const HOST_KINDS: Readonly<Record<HostType, string | undefined>> = {
  'reg-name': undefined,
  IPv4: 'IPv4',
  IPv6: 'IPv6',
  IPvFuture: 'IPvFuture',
};

/** Most query parameters a hover lists. */
const MAX_PARAMETERS = 6;

/** Longest value an item shows whole: a line holds two or three items. */
const MAX_VALUE = 60;

/**
 * The lines of the components present, as far as the parser read them, a
 * few to a line; a query of several parameters starts a line. An empty path
 * is left out (it is the usual case of `https://example.com`).
 */
export function componentLines(text: string, parsed: ParseResult): string[] {
  const c = maskedComponents(text, parsed);
  const head: string[] = [];
  if (c.scheme !== undefined) head.push(`scheme ${shown(c.scheme)}`);
  if (c.userinfo !== undefined) head.push(`userinfo ${shown(c.userinfo)}`);
  if (c.host !== undefined) head.push(hostItem(c.host, c.hostType));
  if (c.port !== undefined) head.push(`port ${portCell(c)}`);
  if (c.path !== '') head.push(`path ${withDecoded(c.path, decodePath(c.path))}`);
  const tail = queryItems(c.query);
  if (c.fragment !== undefined) tail.push(`fragment ${shown(c.fragment)}`);
  // Parameters start a line of their own, where the eye finds them; a query of one part runs on.
  return tail.length > 1 && c.query?.includes('&') ? [...packed(head), ...packed(tail)] : packed([...head, ...tail]);
}

function hostItem(host: string, type: HostType | undefined): string {
  const kind = HOST_KINDS[type ?? 'reg-name'];
  return `host ${shown(host)}${kind ? ` (${kind})` : ''}`;
}

/** §3.2.3 and §6.2.3: whether the port is the scheme's default. */
function portCell(c: Components): string {
  const known = c.scheme === undefined ? undefined : defaultPort(c.scheme);
  if (c.port === '') return known ? `*(empty)*: the default, ${known}, applies` : '*(empty)*';
  if (known === undefined || !/^\d+$/.test(c.port!)) return shown(c.port!);
  const same = c.port!.replace(/^0+(?=\d)/, '') === known;
  return same ? `${shown(c.port!)} (the default)` : `${shown(c.port!)} (the default is ${known})`;
}

/**
 * The path percent-decoded segment by segment (§3.3); an encoded `/` stays
 * encoded, as decoding it would make two segments of one.
 */
function decodePath(path: string): string {
  return path.split('/').map((segment) => segment.split(/%2F/i).map(percentDecode).join('%2F')).join('/');
}

/**
 * The query's items: its `name=value` parameters as HTML forms write them
 * (RFC 3986 §3.4 defines no such structure), each decoded beside it where
 * that changes it, at most `MAX_PARAMETERS`; a query of one part is one item.
 * `+` is left as written: the RFC gives it no meaning.
 */
function queryItems(query: string | undefined): string[] {
  if (query === undefined) return [];
  const parameters = query.split('&').filter((p) => p !== '');
  if (parameters.length <= 1) return [`query ${withDecoded(query, percentDecode(query))}`];
  const items = parameters.map(parameterItem);
  const shownItems = capped(items, MAX_PARAMETERS, (n) => `… ${n} more`);
  shownItems[0] = `query (${parameters.length} parameters) ${shownItems[0]}`;
  if (query.includes('+')) shownItems.push('`+` kept (a space only in HTML forms)');
  return shownItems;
}

/** `name=value` as written, and beside it what decoding changes: the value alone when the name stays. */
function parameterItem(parameter: string): string {
  const eq = parameter.indexOf('=');
  const name = eq < 0 ? parameter : parameter.slice(0, eq);
  if (eq < 0 || percentDecode(name) !== name) return withDecoded(parameter, percentDecode(parameter));
  const value = parameter.slice(eq + 1);
  const decoded = percentDecode(value);
  return decoded === value ? shown(parameter) : `${shown(parameter)} (${shown(decoded)})`;
}

/** `value` as code, and its decoded form beside it when that differs. */
function withDecoded(value: string, decoded: string): string {
  return decoded === value ? shown(value) : `${shown(value)} (${shown(decoded)})`;
}

/** A value as written, escaped and clipped when long, or *(empty)*; never a password. */
function shown(text: string): string {
  return text === '' ? '*(empty)*' : codeClipped(maskPassword(text), MAX_VALUE);
}

