/**
 * RFC 3986 §7.4 and §7.6: references that read differently to a person and
 * to a program. A reg-name that resolvers take for an IPv4 address, and
 * characters that show no glyph.
 */
import { MESSAGE_REACH, componentAt, excerpt, unitOf } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';
import { touchesPassword } from '@uri-lint/shared';
import { codePointLabel, invisibleRuns } from '../unicode';
import type { InvisibleRun } from '../unicode';
import type { Span } from '../spans';
import { resultTitle } from '../fixes/titles';
import type { Fix } from '../fixes/types';
import { defineRule, rfc3986Href } from './types';
import { isPortAfterDomain } from './userinfo';
import type { Finding } from './types';

type SecurityCode = 'ambiguous-ip-address' | 'invisible-character';

const HREF = rfc3986Href('7.4');
const INVISIBLE_HREF = rfc3986Href('7.6');

/** The security rule: `ambiguous-ip-address` and `invisible-character`, both traps for the reader. */
export const securityRule = defineRule<SecurityCode>({
  codes: {
    'ambiguous-ip-address': {
      level: 'warning', href: HREF, trap: true,
      summary: 'A registered name that resolvers read as an IPv4 address (RFC 3986 §7.4), such as 0x7f.1.',
      doc: {
        why: 'A host such as `0x7f.1` or `127.1` is a registered name by the ABNF, but resolvers read it as an IPv4 address in an unusual form (RFC 3986 §7.4): a reader does not see which address it is.',
        bad: 'See <http://0x7f.1/admin>.\n',
        good: 'See <http://127.0.0.1/admin>.\n',
      },
    },
    'invisible-character': {
      level: 'warning', href: INVISIBLE_HREF, trap: true,
      summary: 'An invisible or bidirectional control character that makes a URI look like another (RFC 3986 §7.6).',
      doc: {
        why: 'An invisible character (a zero-width space, a soft hyphen) or a bidirectional control makes a URI look like another (RFC 3986 §7.6); it is almost always pasted by accident.',
        bad: 'See <https://exam\u200bple.com/>.\n',
        good: 'See <https://example.com/>.\n',
      },
    },
  },
  fixes: {
    // §7.6: a character that shows no glyph is almost never meant; removed, the URI reads as it looks.
    'remove-invisible': {
      title: 'Remove invisible characters', identity: 'keeps', codes: ['invisible-character'], menuRank: 7, bulkRank: 4,
      compute: ({ ref }) => [removeInvisibleFix(ref)],
    },
  },
  check: ({ ref }) => [...ambiguousIp(ref), ...invisibleCharacters(ref)],
});

/**
 * Schemes whose hosts the WHATWG URL parser reads as IPv4 numbers (its
 * "special" schemes). Elsewhere a host of one bare number names a record,
 * not a machine: `rdar://4685553` is a bug report.
 */
const NETWORK_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

function ambiguousIp(ref: AnalyzedReference): Finding<SecurityCode>[] {
  const { components, ranges } = ref.parsed;
  if (components.hostType !== 'reg-name' || !components.host || !ranges.host) return [];
  // Pre-test: only digits, hex letters, "x" and dots can be read as a number.
  if (!/^[0-9a-fA-FxX.]+$/.test(components.host)) return [];
  // `https://example.com@80`: a listen port after a domain name (mitmproxy's `--mode reverse:…@80`), no address anybody means.
  if (isPortAfterDomain(ref)) return [];
  // Outside the special schemes the host is a name no browser turns into a number (WHATWG "opaque host"), and
  // RFC 3986 §3.2.2 makes a dotted-decimal of fewer than four parts a reg-name: `docker://1.5.0` is a version,
  // `rdar://4685553` a record. Only a form nobody writes for either (`0x7f.1`, `017.1`) still warns there.
  if (!NETWORK_SCHEMES.has((components.scheme ?? '').toLowerCase()) && !/(?:^|\.)0[0-9xX]/.test(components.host)) return [];
  const address = inetAton(components.host);
  if (!address) return [];
  return [{
    code: 'ambiguous-ip-address',
    message: `Host "${components.host}" reads as IPv4 address ${address} to browsers and resolvers: write ${address} if that is meant`,
    start: ranges.host.start,
    end: ranges.host.end,
    href: HREF,
  }];
}

/**
 * What `inet_aton` (and the WHATWG URL parser) make of a host: one to four
 * dot-separated numbers, each decimal, octal (leading `0`) or hex (`0x`), the
 * last filling the remaining bytes; a trailing dot allowed. Returns the
 * dotted-quad address, or undefined when the host is not such a number.
 */
export function inetAton(host: string): string | undefined {
  const parts = (host.endsWith('.') ? host.slice(0, -1) : host).split('.');
  if (parts.length > 4) return undefined;
  const values: number[] = [];
  for (const part of parts) {
    const value = numberPart(part);
    if (value === undefined) return undefined;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255) || last >= 256 ** (4 - values.length)) return undefined;
  let address = last;
  values.forEach((v, i) => { address += v * 256 ** (3 - i); });
  return [24, 16, 8, 0].map((shift) => Math.floor(address / 2 ** shift) % 256).join('.');
}

function numberPart(part: string): number | undefined {
  if (/^0[xX][0-9a-fA-F]*$/.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return parseInt(part, 10);
  return undefined;
}

/** Names of the invisible characters met most often. */
const NAMES: Readonly<Record<number, string>> = {
  0x00ad: 'soft hyphen', 0x200b: 'zero width space', 0x200c: 'zero width non-joiner', 0x200d: 'zero width joiner',
  0x200e: 'left-to-right mark', 0x200f: 'right-to-left mark', 0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding', 0x202c: 'pop directional formatting', 0x202d: 'left-to-right override',
  0x202e: 'right-to-left override', 0x2060: 'word joiner', 0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate', 0x2068: 'first strong isolate', 0x2069: 'pop directional isolate', 0xfeff: 'zero width no-break space',
};

/**
 * One finding per run of adjacent invisible characters, shown on the
 * component or token that holds it (a squiggle under a character of no
 * width cannot be seen), its message naming each character.
 */
function invisibleCharacters(ref: AnalyzedReference): Finding<SecurityCode>[] {
  const { found, parsed } = ref;
  return invisibleRuns(found.text).map((run) => {
    // At most MESSAGE_REACH around the run: a token of many invisible characters is not read once per run.
    const unit = unitOf(found.text, parsed.ranges, run.start, run.end, MESSAGE_REACH);
    return {
      code: 'invisible-character',
      message: invisibleMessage(ref, run, unit),
      start: unit.start,
      end: unit.end,
      href: INVISIBLE_HREF,
      chars: [{ start: run.start, end: run.end }],
    };
  });
}

function invisibleMessage(ref: AnalyzedReference, run: InvisibleRun, unit: Span): string {
  const what = run.cps.length === 1 ? 'Invisible character' : `${run.cps.length} invisible characters`;
  const todo = `remove ${run.cps.length === 1 ? 'it' : 'them'}; the URI looks like another`;
  const { found, parsed } = ref;
  if (touchesPassword(found.text, parsed, unit.start, unit.end)) return `${what} in the password: ${todo}`;
  const labels = run.cps.map((cp) => `${codePointLabel(cp)}${NAMES[cp] ? ` (${NAMES[cp]})` : ''}`).join(', ');
  const place = componentAt(parsed.ranges, run.start);
  return `${what} ${labels} in ${place} ${excerpt(found.text, unit, run.start)}: ${todo}`;
}

const BLANK = /\s/;

/** The remove-invisible fix, or undefined when the reference has no invisible character. */
export function removeInvisibleFix(ref: AnalyzedReference): Fix | undefined {
  const text = ref.found.text;
  const edits = invisibleRuns(text).map(({ start, end }) => ({ start, end, newText: '' }));
  if (edits.length === 0) return undefined;
  // A blank was part of the reference only because an invisible character followed (or led) it at an edge:
  // without that character the blank would end the reference, so it goes with it (`> \u200d` becomes `>`).
  const first = edits[0]!;
  const last = edits[edits.length - 1]!;
  if (last.end === text.length) while (last.start > 0 && BLANK.test(text[last.start - 1]!)) last.start--;
  if (first.start === 0) while (first.end < text.length && BLANK.test(text[first.end]!)) first.end++;
  return {
    id: 'remove-invisible',
    title: resultTitle('Remove invisible characters', ref, edits),
    edits,
    codes: ['invisible-character'],
    complete: false,
    preferred: true,
  };
}
