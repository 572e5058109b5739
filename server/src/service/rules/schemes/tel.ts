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
    },
    'tel-missing-phone-context': {
      level: 'error', href: CONTEXT_HREF,
      summary: 'A local tel number (no leading "+") without ";phone-context=" (RFC 3966 §5.1.5).',
    },
    'tel-invalid-parameter': {
      level: 'error', href: HREF,
      summary: 'A tel parameter that is malformed: an empty one, an ext that is not digits, a phone-context that is neither a domain nor a global number (RFC 3966 §3).',
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
      `"${number!.text}" is not a telephone number: RFC 3966 §3 writes "+" and digits for a global number (tel:+1-201-555-0123), `
        + 'or digits with ";phone-context=" for a local one; "-", ".", "(" and ")" may separate them.', HREF));
  }
  let context = false;
  for (const param of params) {
    const problem = parameterProblem(param.text);
    if (/^phone-context=/i.test(param.text)) context = true;
    if (problem) findings.push(parameterFinding(param, problem));
  }
  if (!global && !context && valid) {
    findings.push(finding('tel-missing-phone-context', number!.start, number!.end,
      `"${number!.text}" is a local number (no "+"), so RFC 3966 §5.1.5 requires ";phone-context=" naming where it is dialed `
        + '(a domain or a global prefix such as +1-914-555); or write the global number with "+".', CONTEXT_HREF));
  }
  return findings;
}

function parameterFinding(param: Piece, problem: string): Finding<TelCode> {
  const [start, end] = param.text === '' ? [param.start - 1, param.start] : [param.start, param.end];
  return finding('tel-invalid-parameter', start, end, `${problem} (RFC 3966 §3).`, HREF);
}

/** What is wrong with one `;name[=value]`, or undefined. */
function parameterProblem(param: string): string | undefined {
  if (param === '') return 'An empty parameter: parameters are separated by one ";"';
  const eq = param.indexOf('=');
  const name = (eq < 0 ? param : param.slice(0, eq)).toLowerCase();
  const value = eq < 0 ? undefined : param.slice(eq + 1);
  if (!PNAME.test(name)) return `"${name}" is not a parameter name: letters, digits and "-"`;
  if (name === 'ext' && !(value !== undefined && EXT.test(value))) return 'An extension (";ext=") is digits, with "-", ".", "(" or ")" as separators';
  if (name === 'isub' && !value) return 'An ISDN subaddress (";isub=") is not empty';
  if (name === 'phone-context' && !(value !== undefined && (GLOBAL.test(value) || DOMAIN.test(value)))) {
    return 'A phone-context is a domain name (example.com) or a global number prefix (+1-914-555)';
  }
  return undefined;
}
