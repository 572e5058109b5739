/**
 * Inline directives over the real protocol: in each language
 * of the finder's table, `uri-lint-disable-next-line`, `-disable-line`,
 * `-disable` … `-enable` silence what they name, a directive in a string or
 * a code span is none, and a directive that silences nothing is reported
 * (`unused-directive`, information, greyed out) until the setting says
 * otherwise.
 */
import assert from 'node:assert/strict';
import type { Diagnostic } from 'vscode-languageserver-protocol/node';
import { DIRECTIVE_CASES, directiveDocument, expectedProblems, port } from '../directiveCases';
import { TestClient } from './client';
import type { Transport } from './client';

const summary = (d: Diagnostic) => `${d.range.start.line} ${String(d.code)}`;

/** The directives' table over one transport: in-process here (directives.test.ts), in the browser worker in `npm run test:e2e` (directives.browser.ts). */
export function inlineDirectives(transport: Transport): void {
  describe(`protocol (${transport}): inline directives in every language`, () => {
    let client: TestClient;
    before(async () => { client = await TestClient.start({ transport }); });
    after(async () => { await client.stop(); });

    for (const c of DIRECTIVE_CASES) {
      it(`${c.languageId}: silences what each directive names, reports the unused one`, async () => {
        const { uri } = await client.open(c.languageId, directiveDocument(c), `file:///directives/${c.file}`);
        assert.deepEqual((await client.diagnostics(uri)).map(summary), expectedProblems(c));
      });
    }

    // What looks like a directive in text a language keeps as written is that text: it silences nothing, and is no unused directive.
    const VERBATIM: [string, string, string][] = [
      ['a shell here-document', 'shellscript', `cat <<EOF\n# uri-lint-disable-file\nsee ${port('a')}\nEOF\n`],
      ['a quoted shell here-document with a dash', 'shellscript', `cat <<-'EOF'\n\t# uri-lint-disable-file\n\tsee ${port('a')}\n\tEOF\n`],
      ['a Ruby squiggly here-document', 'ruby', `x = <<~EOS\n  # uri-lint-disable-file\n  see ${port('a')}\n  EOS\n`],
      ['a PHP here-document', 'php', `<?php\n$x = <<<EOT\n  // uri-lint-disable-file\n  see ${port('a')}\n  EOT;\n`],
      ['a Perl here-document', 'perl', `print <<"EOT";\n# uri-lint-disable-file\nsee ${port('a')}\nEOT\n`],
      ['a Markdown indented code block', 'markdown', `Text\n\n    <!-- uri-lint-disable-file -->\n\nsee ${port('a')}\n`],
      ['a Markdown indented code block in a list item', 'markdown', `- item\n\n      <!-- uri-lint-disable-file -->\n\nsee ${port('a')}\n`],
    ];
    for (const [what, languageId, text] of VERBATIM) {
      it(`a directive inside ${what} is not one`, async () => {
        const { uri } = await client.open(languageId, text);
        const problems = (await client.diagnostics(uri)).map((d) => String(d.code));
        assert.deepEqual(problems, ['invalid-port']);
      });
    }

    it('a directive in a list item\'s paragraph (indented, not code) is one', async () => {
      const { uri } = await client.open('markdown', `- item\n\n    <!-- uri-lint-disable-file -->\n\nsee ${port('a')}\n`);
      assert.deepEqual(await client.diagnostics(uri), []);
    });

    it('reports an unused directive at its own text, as information, tagged unnecessary, over its whole text', async () => {
      const { uri } = await client.open('markdown', `x ${port('a')} <!-- uri-lint-disable-line iri -- the IRI was fixed -->\n`);
      const unused = (await client.diagnostics(uri)).filter((d) => d.code === 'unused-directive');
      assert.deepEqual(unused.map((d) => [d.range, d.severity, d.tags, d.message]), [[
        { start: { line: 0, character: 31 }, end: { line: 0, character: 77 } }, 3, [1],
        'Unused directive: no iri problem on this line to silence.',
      ]]);
    });

    it('a directive typed into an open document silences at once, and deleting it brings the finding back', async () => {
      const { uri } = await client.open('markdown', `# T\n\nsee ${port('a')}\n`);
      assert.deepEqual((await client.diagnostics(uri)).map(summary), ['2 invalid-port']);
      const typed = '<!-- uri-lint-disable-file invalid-port -->\n';
      await client.change(uri, [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: typed }]);
      assert.deepEqual(await client.diagnostics(uri), []);
      await client.change(uri, [{ range: { start: { line: 1, character: 0 }, end: { line: 2, character: 0 } }, text: '' }]);
      assert.deepEqual((await client.diagnostics(uri)).map(summary), ['2 invalid-port']);
    });

    it('names a code that does not exist', async () => {
      const { uri } = await client.open('typescript', `const a = "${port('a')}"; // uri-lint-disable-line invalid-prot\n`);
      assert.deepEqual((await client.diagnostics(uri)).map((d) => [d.code, d.message]), [
        ['invalid-port', 'Port "80a" is not a number: write digits only'],
        ['unused-directive', '"invalid-prot" is not a URI Lint code: the directive silences nothing under it.'],
      ]);
    });

    it('disable-file silences its codes anywhere, and an enable that enables nothing is unused', async () => {
      const text = `# uri-lint-disable-file invalid-port\na: ${port('a')}\nb: http://exa mple.com/\n# uri-lint-enable iri\n`;
      const { uri } = await client.open('yaml', text);
      assert.deepEqual((await client.diagnostics(uri)).map(summary), ['2 invalid-character', '3 unused-directive']);
    });

    it('a directive in a document without URIs is reported too', async () => {
      const { uri } = await client.open('python', '# uri-lint-disable-next-line\nprint(1)\n');
      assert.deepEqual((await client.diagnostics(uri)).map(summary), ['0 unused-directive']);
    });

    it('follows the unused-directive severity setting, and fix all leaves silenced URIs alone', async () => {
      const resource = 'file:///directives/severity.md';
      client.settings.set(resource, { severity: { 'unused-directive': 'off' } });
      const text = `<!-- uri-lint-disable-next-line -->\n<http://exa mple.com/>\n<!-- uri-lint-disable-line -->\n`;
      const { uri } = await client.open('markdown', text, resource);
      assert.deepEqual(await client.diagnostics(uri), []);
      const actions = await client.codeActions(uri, { start: { line: 0, character: 0 }, end: { line: 3, character: 0 } }, [], ['source.fixAll.uriLint']);
      assert.deepEqual(actions, []);
    });
  });
}
