/**
 * The hover of a template: what kind of template it is and its variables,
 * each with the component its value goes in (RFC 3986 §3) and the
 * expression as written. A password's expression shows as `••••`, as the
 * password itself would (§3.2.1).
 */
import type { Template, TemplateConvention, TemplateExpression } from '@uri-lint/shared';
import { capped, codeCell, table } from '../mdBuilder';
import type { AnalyzedReference } from '../analysis';

const CONVENTIONS: Readonly<Record<TemplateConvention, string>> = {
  'uri-template': 'URI Template expression (RFC 6570)',
  format: 'format field',
  mustache: 'template tag ({{ }} or {% %})',
  dollar: 'variable ($)',
  interpolation: 'interpolated expression',
  percent: 'variable (%)',
  printf: 'printf conversion',
  angle: 'placeholder (<>)',
  bracket: 'placeholder ([])',
  route: 'route parameter',
  glob: 'glob',
  word: 'placeholder word',
};

/** Most expressions a hover lists. */
const MAX_ROWS = 20;

/** The title of a template's hover. */
export function templateTitle(template: Template): string {
  const rfc6570 = template.expressions.some((e) => e.convention === 'uri-template');
  const only = template.expressions.every((e) => e.convention === 'word' || e.convention === 'glob');
  if (only) return '**URI with a placeholder**';
  return rfc6570 ? '**URI Template** (RFC 6570)' : '**URI template**';
}

/** The table of a template's expressions: variables, component, convention. */
export function expressionsTable(ref: AnalyzedReference, template: Template): string {
  const password = ref.parsed.ranges.password;
  const rows = template.expressions.map((e) => {
    const hidden = password !== undefined && e.start < password.end && e.end > password.start;
    const written = hidden ? '••••' : codeCell(ref.found.text.slice(e.start, e.end));
    return [variablesCell(e), e.component ?? 'path', written, CONVENTIONS[e.convention]];
  });
  const shown = capped(rows.map((r) => r.join('\u0000')), MAX_ROWS, (n) => `… *(${n} more)*\u0000\u0000\u0000`).map((r) => r.split('\u0000'));
  return table(['Variable', 'Component', 'Written', 'Kind'], shown);
}

function variablesCell(e: TemplateExpression): string {
  return e.variables.length === 0 ? '*(none)*' : e.variables.map((v) => codeCell(v)).join(', ');
}
