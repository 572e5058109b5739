/**
 * tel (RFC 3966 §3): `tel:` number *( ";" parameter ). A global number is
 * "+" and digits; a local one is digits (and "*", "#", hex digits) and must
 * carry `;phone-context=` (§5.1.5); both may hold the visual separators
 * "-", ".", "(" and ")". `ext` is digits, `phone-context` a domain name or a
 * global number.
 */
import type { AnalyzedReference } from '../../analysis';
import type { Finding } from '../types';
import { defineScheme, finding, rfcHref, split } from './common';
import type { Piece } from './common';

/** The codes of the tel module. */
export type TelCode = 'tel-invalid-number' | 'tel-missing-phone-context' | 'tel-invalid-parameter';

const HREF = rfcHref(3966, '3');
const CONTEXT_HREF = rfcHref(3966, '5.1.5');

/** The tel module. */
export const telScheme = defineScheme<TelCode>({
  schemes: ['tel'],
  codes: {
    'tel-invalid-number': {
      level: 'error', href: HREF,
      summary: 'A tel number that is not "+" and digits (global) or digits, "*" and "#" (local), with "-", ".", "(", ")" as separators (RFC 3966 §3).',
      doc: {
        why: 'A tel URI\'s number is `+` and digits (a global number) or digits, `*` and `#` (a local one), with `-`, `.`, `(` and `)` as visual separators only (RFC 3966 §3).',
        bad: 'Call <tel:+1-555-CALL-NOW>.\n',
        good: 'Call <tel:+1-555-225-5669>.\n',
      },
    },
    'tel-missing-phone-context': {
      level: 'error', href: CONTEXT_HREF,
      summary: 'A local tel number (no leading "+") without ";phone-context=" (RFC 3966 §5.1.5).',
      doc: {
        why: 'A local number (no leading `+`) means nothing without the context it is dialled in: RFC 3966 §5.1.5 requires `;phone-context=`.',
        bad: 'Call <tel:5551234>.\n',
        good: 'Call <tel:5551234;phone-context=+1-555>.\n',
      },
    },
    'tel-invalid-parameter': {
      level: 'error', href: HREF,
      summary: 'A tel parameter that is malformed: an empty one, an ext that is not digits, a phone-context that is neither a domain nor a global number (RFC 3966 §3).',
      doc: {
        why: 'tel parameters are `;name=value`: an extension of digits, a phone-context that is a domain or a global number (RFC 3966 §3).',
        bad: 'Call <tel:+1-555-123-4567;ext=front-desk>.\n',
        good: 'Call <tel:+1-555-123-4567;ext=101>.\n',
      },
    },
  },
  check: telFindings,
});

const SEPARATOR = '\\-.()';
const GLOBAL = new RegExp(`^\\+[0-9${SEPARATOR}]*[0-9][0-9${SEPARATOR}]*$`);
/** Local digits: hex digits, "*" and "#" (written %23 in a URI). */
const LOCAL = new RegExp(`^[0-9A-Fa-f*#${SEPARATOR}]*[0-9A-Fa-f*#][0-9A-Fa-f*#${SEPARATOR}]*$`);
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.?$/;
const PNAME = /^[A-Za-z0-9-]+$/;
const EXT = new RegExp(`^[0-9${SEPARATOR}]*[0-9][0-9${SEPARATOR}]*$`);

function telFindings(ref: AnalyzedReference): Finding<TelCode>[] {
  const { components, ranges } = ref.parsed;
  // "Tel:555-1234" bare in prose is a contact line's label; a tel URI is written "tel:" (RFC 3966 §3 shows it so).
  if (ref.found.context === 'plain' && components.scheme !== 'tel') return [];
  const [number, ...params] = split(components.path, ';', ranges.path.start);
  const findings: Finding<TelCode>[] = [];
  const global = number!.text.startsWith('+');
  const valid = (global ? GLOBAL : LOCAL).test(number!.text.replace(/%23/g, '#'));
  if (!valid) {
    const [start, end] = number!.text === '' ? [number!.start - 1, number!.start] : [number!.start, number!.end];
    findings.push(finding('tel-invalid-number', start, end,
      `"${number!.text}" is not a phone number: write "+" and digits (tel:+1-201-555-0123), or digits and ";phone-context="`, HREF));
  }
  let context = false;
  for (const param of params) {
    const problem = parameterProblem(param.text);
    if (/^phone-context=/i.test(param.text)) context = true;
    if (problem) findings.push(parameterFinding(param, problem));
  }
  if (!global && !context && valid) {
    findings.push(finding('tel-missing-phone-context', number!.start, number!.end,
      `Local number "${number!.text}" without ";phone-context=": write it with "+", or add where it is dialed (;phone-context=+1-914-555)`, CONTEXT_HREF));
  }
  return findings;
}

function parameterFinding(param: Piece, problem: string): Finding<TelCode> {
  const [start, end] = param.text === '' ? [param.start - 1, param.start] : [param.start, param.end];
  return finding('tel-invalid-parameter', start, end, problem, HREF);
}

/** What is wrong with one `;name[=value]`, or undefined. */
function parameterProblem(param: string): string | undefined {
  if (param === '') return 'Empty parameter between ";": remove one ";"';
  const eq = param.indexOf('=');
  const name = (eq < 0 ? param : param.slice(0, eq)).toLowerCase();
  const value = eq < 0 ? undefined : param.slice(eq + 1);
  if (!PNAME.test(name)) return `Parameter name "${name}" is invalid: use letters, digits and "-"`;
  if (name === 'ext' && !(value !== undefined && EXT.test(value))) return 'Extension (";ext=") is not a number: write digits, with "-", ".", "(" or ")" between';
  if (name === 'isub' && !value) return 'Empty ISDN subaddress (";isub="): write it, or remove the parameter';
  if (name === 'phone-context' && !(value !== undefined && (GLOBAL.test(value) || DOMAIN.test(value)))) {
    return 'Invalid phone-context: write a domain (example.com) or a global prefix (+1-914-555)';
  }
  return undefined;
}
