/**
 * Error messages as a problems list shows them: one line that leads with
 * what is wrong, names the offending text (the character, and the
 * component or token holding it), and says what to do. Quote marks never
 * nest (`'say "hi"'`, no `"""`), a run is counted right (`port … is not a
 * number`, never `"…" are not digits`), and the section stays with the code.
 */
import assert from 'node:assert/strict';
import { parse } from '@uri-lint/shared';

const CASES: Array<[input: string, messages: string[]]> = [
  ['http://exa mple.com/', ['Space in host "exa mple.com": encode as %20']],
  ['http://x/a\tb', ['Tab in path "aU+0009b": encode as %09']],
  ['http://x/a|b', ['"|" in path "a|b": encode as %7C']],
  ['http://x/a  b', ['Spaces in path "a  b": encode as %20']],
  ['http://x/say "hi"', ['Space and double quote in path \'say "hi"\': encode as %20, %22', 'Double quote in path \'say "hi"\': encode as %22']],
  ['http://x/a b/c d?e f', ['Space in path "a b": encode as %20', 'Space in path "c d": encode as %20', 'Space in query "e f": encode as %20']],
  ['http://x/\u00a0', ['Non-ASCII no-break space in path "U+00A0": encode as %C2%A0']],
  ['http://x/é', ['Non-ASCII "é" in path "é": encode as %C3%A9']],
  ['http://x/\u200b', ['Non-ASCII U+200B in path "U+200B": encode as %E2%80%8B']],
  ['http://u ser@h/', ['Space in user name "u ser": encode as %20']],
  ['ht^tp://x/', ['"^" in scheme "ht^tp": use only letters, digits, "+", "-" and "."']],
  ['http://h:80a/', ['Port "80a" is not a number: write digits only']],
  ['http://h:8o8o/', ['Port "8o8o" is not a number: write digits only', 'Port "8o8o" is not a number: write digits only']],
  ['http://h/%zz', ['Stray "%" in path "%zz": write it as %25']],
  ['http://h/?a=100%%', ['Stray "%" in query "100%%": write each as %25']],
  ['http://h/a[0]', ['"[" in path "a[0]": encode as %5B', '"]" in path "a[0]": encode as %5D']],
  ['http://[::1', ['Unclosed "[" in host "[::1": add "]" after the address']],
  ['http://[::g]/', ['Invalid IPv6 address "[::g]": "g" is not a hexadecimal digit, ":" or "."']],
  ['http://[v1]/', ['Invalid IPvFuture address "[v1]": the version must be followed by "."']],
  ['http://[::1]x:80/', ['"x" after the IP address in host "[::1]x": only ":" and a port may follow "]"']],
  ['a:b/c', []],
  ['1a:b/c', ['Relative path "1a:b" reads as a scheme: write "./" before it, or encode ":" as %3A']],
  [`http://x/${'a'.repeat(60)} ${'b'.repeat(60)}`, [`Space in path "…${'a'.repeat(10)} ${'b'.repeat(29)}…": encode as %20`]],
];

describe('error messages (what is wrong, where, and what to do, on one line)', () => {
  for (const [input, messages] of CASES) {
    it(`${JSON.stringify(input)} → ${messages.length === 0 ? 'no error' : messages.join(' · ')}`, () => {
      assert.deepEqual(parse(input).errors.map((e) => e.message), messages);
    });
  }
  it('never quotes a double quote inside double quotes', () => {
    for (const input of ['http://x/"', 'http://x/a"b"c', 'http://x/"\'', 'http://[::"]/']) {
      for (const { message } of parse(input).errors) assert.doesNotMatch(message, /"""|"\\"/, message);
    }
  });
});
