/**
 * Templates (shared `template/index.ts`): a malformed RFC 6570 expression in
 * a URI Template, at its exact characters, citing the section it breaks;
 * and a word or glob standing where only a value of the component can
 * (`https://host:port/`, `localhost:*`), Information at most, with its own
 * code so a team can turn it off without losing real errors. An expression
 * itself never gets an Error or a Warning: `rules/index.ts` drops any other
 * rule's finding on one.
 */
import type { AnalyzedReference } from '../analysis';
import { defineRule, rfc3986Href, rfcHref } from './types';
import type { Finding } from './types';

type TemplateCode = 'invalid-template-expression' | 'placeholder-component';

/** The codes a template's expressions may carry; every other finding on an expression is dropped. */
export const EXPRESSION_CODES: ReadonlySet<string> = new Set<TemplateCode | 'placeholder-password'>([
  'invalid-template-expression', 'placeholder-component', 'placeholder-password',
]);

/** The template rule. */
export const templateRule = defineRule<TemplateCode>({
  codes: {
    'invalid-template-expression': {
      level: 'error', href: rfcHref(6570, '2.2'),
      summary: 'A malformed expression in a URI Template (RFC 6570 §2): unclosed "{", empty "{}", a reserved operator ("=", ",", "!", "@", "|"), a bad variable name or prefix.',
      doc: {
        why: 'A reference that holds `{…}` is read as a URI Template (RFC 6570). An unclosed `{`, an empty `{}`, a reserved operator or a bad variable name is not a template a library expands.',
        bad: 'Endpoint: https://api.example.com/users/{id}/{}\n',
        good: 'Endpoint: https://api.example.com/users/{id}\n',
      },
    },
    'placeholder-component': {
      level: 'information', href: rfc3986Href('3.2.3'),
      summary: 'A word or glob where a value goes that no word can be ("https://host:port/", "localhost:*"): an example to fill in, not a URI.',
      doc: {
        why: 'A word where a value goes that no word can be (`https://host:port/`, `localhost:*`) is an example to fill in, not a URI. It is information, not an error, so documentation that shows the form is not flagged as broken.',
        bad: 'Open <http://localhost:port/>.\n',
        good: 'Open <http://localhost:8080/>.\n',
      },
    },
  },
  check: ({ ref }) => templateFindings(ref),
});

function templateFindings(ref: AnalyzedReference): Finding<TemplateCode>[] {
  const template = ref.template;
  if (template === undefined) return [];
  const findings: Finding<TemplateCode>[] = template.errors.map((e) => ({
    code: 'invalid-template-expression', message: e.message, start: e.start, end: e.end, href: rfcHref(6570, e.section),
  }));
  for (const e of template.expressions) {
    if (e.convention !== 'word' && !(e.convention === 'glob' && e.component === 'port')) continue;
    const what = e.convention === 'word' ? 'Placeholder' : 'Glob';
    findings.push({
      code: 'placeholder-component',
      message: `${what} "${ref.found.text.slice(e.start, e.end)}" in the ${e.component ?? 'port'}: fill in the number`,
      start: e.start, end: e.end, href: rfc3986Href('3.2.3'),
    });
  }
  return findings.sort((a, b) => a.start - b.start);
}
