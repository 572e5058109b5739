/**
 * The protocol severity of a diagnostic code under the settings, and the
 * `source` every diagnostic carries.
 */
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { SeverityLevel, Settings } from '../contract/settings';
import { levelOf } from './rules/index';

export { SOURCE } from '../contract/diagnostics';

const TO_PROTOCOL: Readonly<Record<Exclude<SeverityLevel, 'off'>, DiagnosticSeverity>> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

/** The protocol severity of a code, or undefined when it is off. */
export function severityOf(code: string, settings: Settings): DiagnosticSeverity | undefined {
  const level = levelOf(code, settings);
  return level === 'off' ? undefined : TO_PROTOCOL[level];
}

/** The level a protocol severity stands for (a missing severity is an error, as LSP says). */
export function levelOfSeverity(severity: DiagnosticSeverity | undefined): Exclude<SeverityLevel, 'off'> {
  const level = (Object.keys(TO_PROTOCOL) as Exclude<SeverityLevel, 'off'>[]).find((l) => TO_PROTOCOL[l] === severity);
  return level ?? 'error';
}
