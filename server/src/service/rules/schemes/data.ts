/**
 * data (RFC 2397 §3): `data:` [ type "/" subtype ] *( ";" attribute "=" value )
 * [ ";base64" ] "," data. The data runs to the fragment (a "?" is part of
 * it); with ";base64" it is base64 (RFC 2045 §6.8): the 64-character
 * alphabet, at most two "=" of padding at the end, a length that is a
 * multiple of 4. The data is judged decoded (shared's `decodedChars`), as
 * decoders read it: white space (percent-encoded) is skipped, and a problem
 * is reported where its characters were written.
 */
import { decodedChars, quoted } from '@uri-lint/shared';
import type { AnalyzedReference } from '../../analysis';
import type { Finding } from '../types';
import { defineScheme, finding, rfcHref, split } from './common';
import type { Piece } from './common';

/** The codes of the data module. */
export type DataCode = 'data-missing-comma' | 'data-invalid-media-type' | 'data-invalid-parameter' | 'data-invalid-base64';

const HREF = rfcHref(2397, '3');
const BASE64_HREF = rfcHref(2045, '6.8');

/** The data module. */
export const dataScheme = defineScheme<DataCode>({
  schemes: ['data'],
  codes: {
    'data-missing-comma': {
      level: 'error', href: HREF,
      summary: 'A data URI without the "," that separates the media type from the data (RFC 2397 §3).',
      doc: {
        why: 'A data URI separates its media type and parameters from the data with `,` (RFC 2397 §3); without it there is no data.',
        bad: '<img src="data:image/png;base64">\n',
        file: 'page.html',
        good: '<img src="data:image/png;base64,iVBORw0KGgo=">\n',
      },
    },
    'data-invalid-media-type': {
      level: 'error', href: HREF,
      summary: 'A data URI media type that is not type/subtype (RFC 2397 §3).',
      doc: {
        why: 'A data URI\'s media type is `type/subtype` (RFC 2397 §3); anything else is read as `text/plain` or rejected.',
        bad: '<a href="data:text,hello">x</a>\n',
        file: 'page.html',
        good: '<a href="data:text/plain,hello">x</a>\n',
      },
    },
    'data-invalid-parameter': {
      level: 'warning', href: HREF,
      summary: 'A data URI parameter that is not attribute=value, such as ";utf8" (RFC 2397 §3); decoders ignore it.',
      doc: {
        why: 'A data URI parameter is `attribute=value` (RFC 2397 §3); decoders ignore a bare word such as `;utf8`, so the charset it meant to set is not set.',
        bad: '<a href="data:text/plain;utf8,hello">x</a>\n',
        file: 'page.html',
        good: '<a href="data:text/plain;charset=utf-8,hello">x</a>\n',
      },
    },
    'data-invalid-base64': {
      level: 'error', href: BASE64_HREF,
      summary: 'A ";base64" data URI whose data is not base64: a character outside the alphabet, misplaced "=", or a length that is not a multiple of 4 (RFC 2397 §3, RFC 2045 §6.8).',
      doc: {
        why: 'With `;base64`, the data must be base64 (RFC 2045 §6.8): the 64-character alphabet, `=` only at the end, a length that is a multiple of 4. Decoders disagree on anything else.',
        bad: '<img src="data:image/gif;base64,R0lGOD#lh">\n',
        file: 'page.html',
        good: '<img src="data:image/gif;base64,R0lGODlh">\n',
      },
    },
  },
  check: dataFindings,
});

/** RFC 2045 §5.1 token (any CHAR but SPACE, CTLs and tspecials), percent-encoded octets allowed. */
const TOKEN = /^(?:[!#$&'*+\-.^_`{|}~0-9A-Za-z]|%[0-9A-Fa-f]{2})+$/;
/** RFC 2045 §5.1 value: a token or a quoted-string (its quotes percent-encoded in a URI). */
const VALUE = /^(?:(?:[!#$&'*+\-.^_`{|}~0-9A-Za-z]|%[0-9A-Fa-f]{2})+|%22.*%22)$/;

function dataFindings(ref: AnalyzedReference): Finding<DataCode>[] {
  const { text } = ref.found;
  const { ranges } = ref.parsed;
  const start = ranges.path.start;
  const end = ranges.fragment ? ranges.fragment.start - 1 : text.length;
  const body = text.slice(start, end);
  const comma = body.indexOf(',');
  if (comma < 0) {
    // "data:value" in prose is a label, not a data URI: only a media type ("data:image/png;base64") promises one.
    if (!/^[^;/]+\/[^;/]+/.test(body)) return [];
    const [s, e] = body === '' ? [start - 1, start] : [start, end];
    return [finding('data-missing-comma', s, e,
      'Missing "," before the data: write "data:,", "data:text/plain;base64,…", even when the data is empty', HREF)];
  }
  const params = split(body.slice(0, comma), ';', start);
  const mediaType = params.shift()!;
  const base64 = params.length > 0 && params[params.length - 1]!.text.toLowerCase() === 'base64';
  if (base64) params.pop();
  const findings: Finding<DataCode>[] = [];
  if (!isMediaType(mediaType.text)) {
    findings.push(finding('data-invalid-media-type', mediaType.start, mediaType.end,
      `Media type "${mediaType.text}" is not type/subtype: write text/plain, image/png…, or nothing`, HREF));
  }
  for (const param of params) findings.push(...parameterFindings(param));
  if (base64) findings.push(...base64Findings(text, { text: body.slice(comma + 1), start: start + comma + 1, end }));
  // The data only an elision: a sketch of the form, whose media type is the sketch's too (osticket
  // include/class.thread.php:1730, `// Handle extracted embedded images (<img src="data:base64,..." />).`).
  // Or the finder ended it before the ellipsis (`FoundUri.partial`), at its comma.
  const data = body.slice(comma + 1);
  if (ONLY_ELIDED.test(data) || (data === '' && ref.found.partial === 'elided')) return findings.map((f) => (f.atMostInformation === undefined ? { ...f, atMostInformation: SKETCH_NOTE } : f));
  return findings;
}

/** Data that is an elision and nothing else: `...`, `…`. */
const ONLY_ELIDED = /^(?:\.{3,}|…+)$/;
/** Said of a finding of a `data:` URI whose data is only an elision. */
const SKETCH_NOTE = ' (Its data is an ellipsis: the writer sketched the form of a data URI, not one to decode.)';

/** Empty (text/plain by default) or type "/" subtype, both tokens. */
function isMediaType(text: string): boolean {
  const parts = text.split('/');
  return text === '' || (parts.length === 2 && parts.every((part) => TOKEN.test(part)));
}

function parameterFindings(param: Piece): Finding<DataCode>[] {
  const eq = param.text.indexOf('=');
  if (eq > 0 && TOKEN.test(param.text.slice(0, eq)) && VALUE.test(param.text.slice(eq + 1))) return [];
  const [start, end] = param.text === '' ? [param.start - 1, param.start] : [param.start, param.end];
  const what = param.text === '' ? 'Empty parameter' : `Parameter "${param.text}" is not name=value`;
  return [finding('data-invalid-parameter', start, end, `${what}: write ";charset=utf-8"…, and ";base64" last`, HREF)];
}

const BASE64_CHAR = /^[A-Za-z0-9+/]$/;
const WHITE_SPACE = new Set([' ', '\t', '\n', '\r', '\f']);

/** An elision: three dots or more, or an ellipsis, which base64 never holds. */
const ELIDED = /\.{3}|…/;

/** The first run of characters outside the base64 alphabet (padding out of place counts), and the length. */
function base64Findings(text: string, data: Piece): Finding<DataCode>[] {
  // `iVBORw0KGgo...`, `…`: data shortened on purpose in an example (a specification's, a README's), not data to decode.
  if (ELIDED.test(text.slice(data.start, data.end))) return [];
  let length = 0;
  let padding = 0;
  let bad: { start: number; end: number; count: number } | undefined;
  for (const { text: ch, start, end } of decodedChars(text, data.start, data.end)) {
    if (WHITE_SPACE.has(ch)) continue;
    const ok = ch === '=' ? padding < 2 : BASE64_CHAR.test(ch) && padding === 0;
    if (ok) {
      length++;
      if (ch === '=') padding++;
      continue;
    }
    // Adjacent offending characters extend the first run; later runs are only counted.
    if (!bad) bad = { start, end, count: 1 };
    else {
      if (bad.end === start) bad.end = end;
      bad.count++;
    }
  }
  if (bad) {
    const more = bad.count > 1 ? ` (${bad.count} characters in all)` : '';
    return [finding('data-invalid-base64', bad.start, bad.end,
      `${quoted(text.slice(bad.start, bad.end))} in base64 data${more}: use only A–Z, a–z, 0–9, "+", "/" and "=" at the end`, BASE64_HREF)];
  }
  if (length % 4 === 0) return [];
  return [finding('data-invalid-base64', data.start, data.end,
    `Base64 data of ${length} characters: pad it with "=" to a multiple of 4`, BASE64_HREF)];
}
