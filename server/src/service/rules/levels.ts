/**
 * The diagnostic codes the server adds to the core's (`@uri-lint/shared`
 * `ErrorCode`), their default severities and the RFC sections they cite.
 */
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { ErrorCode } from '@uri-lint/shared';
import type { SeverityLevel, Settings } from './settings';

/** The codes of the server's own rules. The core's error codes are used as they are. */
export const DiagnosticCode = {
  /** §3.2.1: `user:password` in userinfo is deprecated. */
  passwordInUserinfo: 'password-in-userinfo',
  /** §7.6: userinfo written to look like the host. */
  deceptiveUserinfo: 'deceptive-userinfo',
  /** §7.4: a reg-name that resolvers read as an IPv4 address. */
  ambiguousIpAddress: 'ambiguous-ip-address',
  /** §7.6: an invisible or bidirectional control character. */
  invisibleCharacter: 'invisible-character',
  /** RFC 3987: valid but for non-ASCII characters. */
  iri: 'iri',
  /** §6: not in normal form. */
  notNormalized: 'not-normalized',
} as const;

/** One of the server's own codes. */
export type ServerCode = (typeof DiagnosticCode)[keyof typeof DiagnosticCode];

/** Every code the server may report: the core's and its own. */
export type AnyCode = ErrorCode | ServerCode;

/** Every core error code, for settings documentation and tests. */
export const CORE_CODES: readonly ErrorCode[] = [
  'invalid-character', 'non-ascii-character', 'invalid-percent-encoding', 'invalid-scheme', 'invalid-port',
  'invalid-ipv6', 'invalid-ipvfuture', 'unclosed-ip-literal', 'bracket-outside-ip-literal',
  'path-starts-with-double-slash', 'colon-in-first-segment',
];

/** Every code, core codes first. */
export const ALL_CODES: readonly AnyCode[] = [...CORE_CODES, ...Object.values(DiagnosticCode)];

/** The `source` of every diagnostic. */
export const SOURCE = 'uri-lint';

/** The RFC 3986 section link of a section number. */
export function rfc3986Href(section: string): string {
  return `https://www.rfc-editor.org/rfc/rfc3986#section-${section}`;
}

/** Where each of the server's codes is explained. */
export const SERVER_CODE_HREFS: Readonly<Record<ServerCode, string>> = {
  'password-in-userinfo': rfc3986Href('3.2.1'),
  'deceptive-userinfo': rfc3986Href('7.6'),
  'ambiguous-ip-address': rfc3986Href('7.4'),
  'invisible-character': rfc3986Href('7.6'),
  iri: 'https://www.rfc-editor.org/rfc/rfc3987#section-3.1',
  'not-normalized': rfc3986Href('6.2.2'),
};

const DEFAULT_LEVELS: Readonly<Record<ServerCode, SeverityLevel>> = {
  'password-in-userinfo': 'warning',
  'deceptive-userinfo': 'warning',
  'ambiguous-ip-address': 'warning',
  'invisible-character': 'warning',
  iri: 'information',
  'not-normalized': 'information',
};

const TO_PROTOCOL: Readonly<Record<Exclude<SeverityLevel, 'off'>, DiagnosticSeverity>> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** The level a code is reported at by default: core errors are errors; `iri.strict` makes IRIs errors. */
export function defaultLevel(code: string, settings: Settings): SeverityLevel {
  if (code === DiagnosticCode.iri && settings.iriAsError) return 'error';
  return (DEFAULT_LEVELS as Record<string, SeverityLevel>)[code] ?? 'error';
}

/** The level a code is reported at under `settings` (an explicit `uriLint.severity` entry wins). */
export function levelOf(code: string, settings: Settings): SeverityLevel {
  return settings.severity[code] ?? defaultLevel(code, settings);
}

/** The protocol severity of a code, or undefined when it is off. */
export function severityOf(code: string, settings: Settings): DiagnosticSeverity | undefined {
  const level = levelOf(code, settings);
  return level === 'off' ? undefined : TO_PROTOCOL[level];
}
