/**
 * The hover of a template: what kind of template it is and its
 * expressions, each with the component its value goes in (RFC 3986 §3),
 * packed a few to a line. A password's expression shows as `••••`, as the
 * password itself would (§3.2.1).
 */
import type { Template, TemplateConvention } from '@uri-lint/shared';
import { codeClipped, packed } from '../mdBuilder';
import type { AnalyzedReference } from '../analysis';

const CONVENTIONS: Readonly<Record<TemplateConvention, string>> = {
  'uri-template': 'URI Template expressions (RFC 6570)',
  format: 'format fields',
  mustache: 'template tags ({{ }} or {% %})',
  dollar: 'variables ($)',
  interpolation: 'interpolated expressions',
  percent: 'variables (%)',
  printf: 'printf conversions',
  angle: 'placeholders (<>)',
  bracket: 'placeholders ([])',
  route: 'route parameters',
  glob: 'globs',
  word: 'placeholder words',
  token: 'build tokens (@name@)',
  backreference: 'groups of a match (\\1)',
};

/** Most expressions a hover lists. */
const MAX_EXPRESSIONS = 8;

/** The title of a template's hover. */
export function templateTitle(template: Template): string {
  const rfc6570 = template.expressions.some((e) => e.convention === 'uri-template');
  const only = template.expressions.every((e) => e.convention === 'word' || e.convention === 'glob');
  if (only) return '**URI with a placeholder**';
  return rfc6570 ? '**URI Template** (RFC 6570)' : '**URI template**';
}

/**
 * The lines of a template's expressions: each as written, those in a row
 * that go in one component together (`{z}` `{x}` `{y}` in the path), then
 * what kinds they are when the title does not say it.
 */
export function expressionLines(ref: AnalyzedReference, template: Template): string[] {
  const password = ref.parsed.ranges.password;
  const groups: Array<{ component: string; written: string[] }> = [];
  for (const e of template.expressions.slice(0, MAX_EXPRESSIONS)) {
    const hidden = password !== undefined && e.start < password.end && e.end > password.start;
    const written = hidden ? '••••' : codeClipped(ref.found.text.slice(e.start, e.end), 40);
    const component = e.component ?? 'path';
    const last = groups[groups.length - 1];
    if (last?.component === component) last.written.push(written);
    else groups.push({ component, written: [written] });
  }
  const items = groups.map((g) => `${g.written.join(' ')} in the ${g.component}`);
  const more = template.expressions.length - MAX_EXPRESSIONS;
  if (more > 0) items.push(`… ${more} more`);
  const kinds = [...new Set(template.expressions.map((e) => e.convention))];
  if (kinds.some((k) => k !== 'uri-template')) items.push(`(${kinds.map((k) => CONVENTIONS[k]).join(', ')})`);
  return packed(items);
}
