/**
 * Inline directives (directives.ts) that silence nothing, or name a code
 * that does not exist. It is no check of a reference: judged over the
 * document's directives once every other finding of the document is known
 * (features/suppression.ts), a code like the others (settings, schema,
 * reports, `--report-unused-directives`).
 */
import { maskPasswordsIn } from '@uri-lint/shared';
import type { Directive } from '../directives';
import { defineDirectivesRule } from './types';
import type { DirectiveFinding } from './types';

/** Where inline directives are explained. */
export const DIRECTIVES_HREF = 'https://github.com/uri-lint/uri-lint/blob/main/docs/vscode.md#inline-directives';

/** The code of a directive that silences nothing; no directive silences it. */
export const UNUSED_DIRECTIVE = 'unused-directive';

export const directivesRule = defineDirectivesRule({
  codes: {
    'unused-directive': {
      level: 'information',
      href: DIRECTIVES_HREF,
      summary: 'An inline `uri-lint-disable…` or `uri-lint-enable` directive that silences nothing, or names an unknown code.',
      doc: {
        why: 'An inline `uri-lint-disable…` directive that silences nothing, or names an unknown code, is left over from a fixed problem or misspelled: it would silence the next real problem on that line. `--report-unused-directives` makes it an error on the command line.',
        bad: '<!-- uri-lint-disable-next-line invalid-port -->\nSee <https://example.com/>.\n',
        good: 'See <https://example.com/>.\n',
      },
    },
  },
  check({ directives, silences, isCode }): DirectiveFinding<'unused-directive'>[] {
    const out: DirectiveFinding<'unused-directive'>[] = [];
    for (const directive of directives.list) {
      const message = problemOf(directive, { used: directive.kind === 'enable' ? !directives.idleEnables.has(directive) : silences(directive) }, isCode);
      if (message !== undefined) out.push({ code: UNUSED_DIRECTIVE, message, start: directive.start, end: directive.end });
    }
    return out;
  },
});

const WHERE: Record<Directive['kind'], string> = {
  'disable-next-line': 'on the next line',
  'disable-line': 'on this line',
  'disable-file': 'in this file',
  disable: 'after it',
  enable: '',
};

/** What is wrong with a directive, or undefined when it did its work. */
function problemOf(directive: Directive, { used }: { used: boolean }, isCode: (code: string) => boolean): string | undefined {
  const unknown = [...new Set(directive.codes.filter((code) => !isCode(code) || code === UNUSED_DIRECTIVE))];
  if (unknown.length > 0) {
    // A "code" may be a URI pasted in the wrong place, password and all (masked before it is cut short); a flood of them is cut short too.
    const list = listed(unknown.map((code) => maskPasswordsIn(code)).map((code) => `"${code.length > MAX_CODE_SHOWN ? `${code.slice(0, MAX_CODE_SHOWN)}…` : code}"`), ', ');
    return `${list} ${unknown.length === 1 ? 'is not a URI Lint code' : 'are not URI Lint codes'}: the directive silences nothing under ${unknown.length === 1 ? 'it' : 'them'}.`;
  }
  if (used) return undefined;
  const what = directive.codes.length === 0 ? 'URI' : listed([...new Set(directive.codes)], ' or ');
  if (directive.kind === 'enable') return `Unused directive: ${directive.codes.length === 0 ? 'nothing is' : `${what} is not`} disabled here to enable.`;
  return `Unused directive: no ${what} problem ${WHERE[directive.kind]} to silence.`;
}

/** The most codes a message names, and the most characters of an unknown one it shows: a directive can name thousands. */
const MAX_CODES_SHOWN = 5;
const MAX_CODE_SHOWN = 64;

/** `items` joined, the first few only and how many more. */
function listed(items: readonly string[], separator: string): string {
  if (items.length <= MAX_CODES_SHOWN) return items.join(separator);
  return `${items.slice(0, MAX_CODES_SHOWN).join(separator)} and ${items.length - MAX_CODES_SHOWN} more`;
}
