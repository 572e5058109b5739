/**
 * Error messages in plain language: they name the offending characters
 * (invisible ones by name), the rule they break, and how to write them.
 */
import assert from 'node:assert/strict';
import { parse } from '@uri-lint/shared';

const CASES: Array<[input: string, says: string[]]> = [
  ['http://exa mple.com/', ['A space (U+0020) is not allowed in the host name', 'percent-encode it as %20']],
  ['http://x/a\tb', ['A tab (U+0009) is not allowed in the path', '%09']],
  ['http://x/a|b', ['"|" is not allowed in the path', '%7C']],
  ['http://x/\u00a0', ['A no-break space (U+00A0) is not ASCII', '%C2%A0', 'IRI (RFC 3987)']],
  ['http://x/é', ['"é" is not ASCII', '%C3%A9']],
  ['http://x/\u200b', ['"U+200B" is not ASCII']],
  ['http://h:80a/', ['The port must be decimal digits only', '"a" is not a digit']],
  ['http://h/%zz', ['"%zz" is not a percent-encoding', '%25']],
  ['http://[::1', ['not closed with "]"']],
  ['a:b', []],
];

describe('error messages (what is wrong, what the rule allows, how to write it)', () => {
  for (const [input, says] of CASES) {
    it(`${JSON.stringify(input)} → ${says.length === 0 ? 'no error' : says.join(' … ')}`, () => {
      const errors = parse(input).errors;
      if (says.length === 0) return assert.deepEqual(errors, []);
      const message = errors[0]!.message;
      assert.match(message, /^[A-Z"]/, 'starts as a sentence');
      for (const part of says) assert.ok(message.includes(part), `${JSON.stringify(message)} says ${JSON.stringify(part)}`);
    });
  }
});
