/**
 * The protocol severity of a diagnostic code under the settings, and the
 * `source` every diagnostic carries.
 */
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { SeverityLevel, Settings } from '../contract/settings';
import { levelOf } from './rules/index';

/** The `source` of every diagnostic. */
export const SOURCE = 'uri-lint';

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
