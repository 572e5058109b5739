/**
 * The Markdown tables of a URI hover: its components (RFC 3986 §3) and its
 * query parameters. Values are shown as written, escaped; a password never
 * appears (§3.2.1), neither as parsed nor where a `#`, `/` or `?` in it made
 * the parse read it as a port, a path or a query (privacy.ts), nor in a URI
 * a decoded query value holds.
 */
import { defaultPort, pathSegments, percentDecode } from '@uri-lint/shared';
import type { Components, HostType, ParseResult } from '@uri-lint/shared';
import { capped, codeCell, escapeMarkdown, table } from '../mdBuilder';
import { maskedComponents, maskPassword } from '../privacy';

const HOST_KINDS: Readonly<Record<HostType, string>> = {
  'reg-name': 'reg-name (registered name)',
  IPv4: 'IPv4 address',
  IPv6: 'IPv6 address',
  IPvFuture: 'IPvFuture',
};

/** The components table: one row per component present, as far as the parser read them. */
export function componentsTable(text: string, parsed: ParseResult): string {
  const c = maskedComponents(text, parsed);
  const rows: string[][] = [];
  if (c.scheme !== undefined) rows.push(['scheme', shown(c.scheme)]);
  if (c.userinfo !== undefined) rows.push(['userinfo', shown(c.userinfo)]);
  if (c.host !== undefined) rows.push(['host', c.host === '' ? '*(empty)*' : `${shown(c.host)} — ${HOST_KINDS[c.hostType ?? 'reg-name']}`]);
  if (c.port !== undefined) rows.push(['port', portCell(c)]);
  rows.push(['path', c.path === '' ? '*(empty)*' : shown(c.path)]);
  const segments = segmentsCell(c.path);
  if (segments) rows.push(['path segments', segments]);
  if (c.query !== undefined) rows.push(['query', c.query === '' ? '*(empty)*' : shown(c.query)]);
  if (c.fragment !== undefined) rows.push(['fragment', c.fragment === '' ? '*(empty)*' : shown(c.fragment)]);
  return table(['Component', 'Value'], rows);
}

/** §3.2.3 and §6.2.3: whether the port is the scheme's default. */
function portCell(c: Components): string {
  const known = c.scheme === undefined ? undefined : defaultPort(c.scheme);
  const scheme = escapeMarkdown((c.scheme ?? '').toLowerCase());
  if (c.port === '') return known ? `*(empty)* — the default port of ${scheme}, ${known}, applies` : '*(empty)*';
  if (known === undefined || !/^\d+$/.test(c.port!)) return shown(c.port!);
  const same = c.port!.replace(/^0+(?=\d)/, '') === known;
  return same ? `${shown(c.port!)} — the default port of ${scheme}` : `${shown(c.port!)} — not the default port of ${scheme} (${known})`;
}

/** The path's segments, decoded where that changes them; none for a path without `/`. */
function segmentsCell(path: string): string | undefined {
  if (!path.includes('/')) return undefined;
  const segments = pathSegments(path);
  const list = path.startsWith('/') ? segments.slice(1) : segments;
  const cells = list.map((s) => {
    if (s === '') return '*(empty)*';
    const decoded = percentDecode(s);
    return decoded === s ? shown(s) : `${shown(s)} (${shown(decoded)})`;
  });
  return capped(cells, MAX_ROWS, (n) => `… *(${n} more)*`).join(' · ');
}

/**
 * The query split as HTML forms write it (`name=value` pairs joined by `&`),
 * each shown as written and percent-decoded. RFC 3986 §3.4 defines no such
 * structure, and gives `+` no meaning, so `+` is left as written.
 */
export function queryTable(query: string | undefined): string | undefined {
  if (!query) return undefined;
  const rows = query.split('&').filter((p) => p !== '').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? undefined : pair.slice(eq + 1);
    return [shown(name), value === undefined ? '' : shown(value), shown(percentDecode(name)), value === undefined ? '' : shown(percentDecode(value))];
  });
  if (rows.length === 0) return undefined;
  if (rows.length > MAX_ROWS) rows.splice(MAX_ROWS, rows.length, [`… *(${rows.length - MAX_ROWS} more)*`, '', '', '']);
  const note = query.includes('+') ? '\n\n`+` is shown as written: RFC 3986 gives it no meaning (HTML forms use it for a space).' : '';
  return table(['Parameter', 'Value', 'Decoded name', 'Decoded value'], rows) + note;
}

/** Most rows (query parameters) or path segments a hover lists. */
const MAX_ROWS = 20;

/** A value as written, escaped and clipped when long, or *(empty)*. */
function shown(text: string): string {
  return text === '' ? '*(empty)*' : codeCell(maskPassword(text));
}

