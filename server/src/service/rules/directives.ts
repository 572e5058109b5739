/**
 * The code of inline directives (directives.ts) that silence nothing. It is
 * no check of a reference: features/suppression.ts reports it once every
 * finding of the document is known. Declared as a rule so that it is a code
 * like the others (settings, schema, reports, `--report-unused-directives`).
 */
import { defineRule } from './types';

/** Where inline directives are explained. */
export const DIRECTIVES_HREF = 'https://github.com/uri-lint/uri-lint/blob/main/docs/vscode.md#inline-directives';

export const directivesRule = defineRule({
  codes: {
    'unused-directive': {
      level: 'information',
      href: DIRECTIVES_HREF,
      summary: 'An inline `uri-lint-disable…` or `uri-lint-enable` directive that silences nothing, or names an unknown code.',
    },
  },
  check: () => [],
});
