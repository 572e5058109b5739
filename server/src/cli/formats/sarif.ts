/**
 * `--format sarif`: SARIF 2.1.0, as code-scanning services (GitHub's
 * upload-sarif) read it. Every diagnostic code is a rule with its summary,
 * its RFC link and default level; results carry 1-based regions in UTF-16
 * code units and a stable `partialFingerprints` entry, so an alert keeps its
 * identity when lines move.
 */
import type * as Sarif from 'sarif';
import { DEFAULT_SETTINGS } from '../../contract/settings';
import { createLanguageService } from '../../service/index';
import { docsHref } from '../../contract/index';
import type { Problem, RunReport, Severity, Suppression } from '../report';

const { CODES, defaultLevel } = createLanguageService().rules;

const LEVEL: Readonly<Record<Severity | 'off', Sarif.ReportingConfiguration.level>> = {
  error: 'error', warning: 'warning', information: 'note', hint: 'none', off: 'none',
};

/** The fingerprint's name in `partialFingerprints`: bump the version when its recipe changes. */
export const FINGERPRINT = 'uriLint/v1';

const INFORMATION_URI = 'https://github.com/uri-lint/uri-lint';

/** The SARIF log of `report`. */
export function toSarif(report: RunReport): Sarif.Log {
  const ruleIndexOf = new Map([...CODES.keys()].map((code, i) => [code, i]));
  const rules: Sarif.ReportingDescriptor[] = [...CODES].map(([code, info]) => ({
    id: code,
    shortDescription: { text: info.summary },
    helpUri: docsHref(code),
    properties: { href: info.href },
    defaultConfiguration: { level: LEVEL[defaultLevel(code, DEFAULT_SETTINGS)] },
  }));
  // What inline directives silenced is a result too, suppressed in source (SARIF 2.1.0 §3.27.23, §3.35), as code scanning reads it.
  const ofFile = (file: RunReport['files'][number]): (Problem & { suppressions?: Suppression[] })[] => (file.suppressed?.length
    ? [...file.problems, ...file.suppressed].sort((a, b) => a.line - b.line || a.column - b.column)
    : file.problems);
  const results: Sarif.Result[] = report.files.flatMap((file) => ofFile(file).map((p): Sarif.Result => {
    const ruleIndex = ruleIndexOf.get(p.code) ?? -1;
    return {
      ruleId: p.code,
      ...(ruleIndex >= 0 ? { ruleIndex } : {}),
      level: LEVEL[p.severity],
      message: { text: p.message },
      locations: [{
        physicalLocation: {
          artifactLocation: { uri: artifactUri(file.path), uriBaseId: '%SRCROOT%' },
          region: { startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn },
        },
      }],
      partialFingerprints: { [FINGERPRINT]: p.fingerprint },
      ...(p.suppressions ? { suppressions: p.suppressions.map(inSource) } : {}),
      ...(p.href && p.href !== CODES.get(p.code)?.href ? { properties: { href: p.href } } : {}),
    };
  }));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{
      tool: { driver: { name: report.tool.name, version: report.tool.version, semanticVersion: report.tool.version, informationUri: INFORMATION_URI, rules } },
      columnKind: 'utf16CodeUnits',
      results,
    }],
  };
}

/** A directive's suppression in SARIF's terms: in source, with its reason when it gives one. */
function inSource({ justification }: Suppression): Sarif.Suppression {
  return justification === '' ? { kind: 'inSource' } : { kind: 'inSource', justification };
}

/** A relative path as a URI reference: each segment percent-encoded (RFC 3986 §2.1), `/` kept. */
function artifactUri(relative: string): string {
  return relative.split('/').map(encodeURIComponent).join('/');
}
