// docs/editors.md's Neovim 0.7 configuration, run by Debian's Neovim against the
// real server on fixtures/links.md, whose URIs follow astral characters (🙂,
// two UTF-16 units, four UTF-8 bytes, one UTF-32 unit) so that a position in
// the wrong encoding lands on the wrong character. Expected positions come
// from the fixture's text: a JavaScript string index is a UTF-16 offset.
import * as assert from 'assert';
import { runNeovim, type LspDiagnostic, type NeovimRun, type NvimDiagnostic } from './neovim';

const ERROR = 1;
const PASSWORD = 'hunter2';

/** One expected diagnostic: `needle`'s first occurrence in the line, UTF-16. */
function at(lines: string[], line: number, needle: string, code: string): { line: number; character: number; length: number; code: string } {
  const character = lines[line]!.indexOf(needle);
  assert.ok(character >= 0, `fixture line ${line} has no ${needle}`);
  return { line, character, length: needle.length, code };
}

const summary = (d: LspDiagnostic) => ({ line: d.range.start.line, character: d.range.start.character, length: d.range.end.character - d.range.start.character, code: d.code, endLine: d.range.end.line });
const byPosition = <T extends { line: number; character: number }>(a: T, b: T) => a.line - b.line || a.character - b.character;

describe('Neovim 0.7 with the configuration of docs/editors.md', function () {
  let run: NeovimRun;
  let lines: string[];
  let expected: ReturnType<typeof at>[];

  before(async function () {
    run = await runNeovim('links.md');
    lines = run.before.toString('utf8').split('\n');
    expected = [
      // "|" and "^" in one path segment: one finding over the segment (§6).
      at(lines, 2, 'a|b^c', 'invalid-character'),
      at(lines, 3, PASSWORD, 'password-in-userinfo'),
    ];
  });

  it('starts uri-lint-server for the Markdown buffer with UTF-16 offsets', function () {
    const { client, filetype } = run.observations;
    assert.deepStrictEqual(client, { name: 'uri-lint', offset_encoding: 'utf-16' });
    assert.strictEqual(filetype, 'markdown');
  });

  it('publishes each problem at its exact UTF-16 range with its code', function () {
    const got = run.observations.published.diagnostics.map(summary).sort(byPosition);
    assert.deepStrictEqual(got, expected.map((e) => ({ ...e, endLine: e.line })));
  });

  it('Neovim shows them at the same characters (byte columns after the astral characters)', function () {
    const bytes = (line: number, character: number) => Buffer.byteLength(lines[line]!.slice(0, character), 'utf8');
    const got = run.observations.diagnostics.map((d: NvimDiagnostic) => ({ lnum: d.lnum, col: d.col, end_col: d.end_col, code: d.code })).sort((a, b) => a.lnum - b.lnum || a.col - b.col);
    const want = expected.map((e) => ({ lnum: e.line, col: bytes(e.line, e.character), end_col: bytes(e.line, e.character + e.length), code: e.code }));
    assert.deepStrictEqual(got, want);
    // The astral characters make every encoding give a different column.
    assert.notStrictEqual(want[0]!.col, expected[0]!.character);
  });

  it('takes uriLint settings from the configuration: password-in-userinfo is an error, not the default warning', function () {
    const password = run.observations.published.diagnostics.find((d) => d.code === 'password-in-userinfo');
    assert.strictEqual(password?.severity, ERROR);
    assert.ok(!password.message.includes(PASSWORD), 'the diagnostic shows the password');
  });

  it('hovers a URI with its components, the password masked', function () {
    const { position, result } = run.observations.hover_password;
    assert.deepStrictEqual(position, { line: 3, character: lines[3]!.indexOf('example.com/private') });
    assert.ok(result, 'no hover');
    const text = result.contents.value;
    assert.strictEqual(result.contents.kind, 'markdown');
    for (const part of ['https', 'user', 'example.com', '/private']) assert.ok(text.includes(part), `the hover lacks ${part}:\n${text}`);
    assert.ok(!text.includes(PASSWORD), `the hover shows the password:\n${text}`);
  });

  it('hovers a broken URI with its problems', function () {
    const { position, result } = run.observations.hover_broken;
    assert.deepStrictEqual(position, { line: 2, character: lines[2]!.indexOf('|') });
    assert.ok(result, 'no hover');
    assert.ok(result.contents.value.includes('%7C'), `the hover does not say how to encode "|":\n${result.contents.value}`);
  });

  it('applies "Percent-encode" with UTF-16 offsets: the file changes in the URI only, byte for byte', function () {
    assert.ok(run.observations.code_action.offered.includes('Percent-encode: a|b^c → a%7Cb%5Ec'), `offered: ${run.observations.code_action.offered.join(', ')}`);
    const want = Buffer.from(run.before.toString('utf8').replace('https://example.com/a|b^c', 'https://example.com/a%7Cb%5Ec'), 'utf8');
    assert.notDeepStrictEqual(want, run.before);
    assert.ok(run.after.equals(want), `written:\n${run.after.toString('utf8')}\nexpected:\n${want.toString('utf8')}`);
  });

  it('republishes for the edited version without the fixed problems', function () {
    const { published_after_fix: after, diagnostics_after_fix: shown } = run.observations;
    assert.ok(after.version! > (run.observations.published.version ?? 0), 'no newer version was published');
    assert.deepStrictEqual(after.diagnostics.map(summary), [{ ...expected[1]!, endLine: 3 }]);
    assert.deepStrictEqual(shown.map((d) => d.code), ['password-in-userinfo']);
  });
});
