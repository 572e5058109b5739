/**
 * The ignore actions over the real protocol: on a diagnostic,
 * "Ignore code on this line" and "Ignore code in this file" write a
 * directive in the document's own comment syntax, at a place that does not
 * break the document; checked byte for byte on the hard places, and in every
 * language of the finder's table by applying each action and seeing the
 * finding go, with no directive left unused.
 */
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol/node';
import { DIRECTIVE_CASES, port } from '../directiveCases';
import { TestClient } from './client';

let client: TestClient;
let count = 0;

/** Opens `text`, asks the actions of its first diagnostic of `code`, and returns each ignore action's title and edited text. */
async function ignoreActions(languageId: string, text: string, code = 'invalid-port', only?: string[]): Promise<[string, string][]> {
  const { uri } = await client.open(languageId, text, `file:///ignore/${++count}/doc`);
  const diagnostics = await client.diagnostics(uri);
  const target = diagnostics.find((d) => d.code === code);
  assert.ok(target, `a ${code} diagnostic in ${JSON.stringify(text)}: ${JSON.stringify(diagnostics.map((d) => d.code))}`);
  const range = only ? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } : target.range;
  const actions = (await client.codeActions(uri, range, only ? [] : [target], only)) as CodeAction[];
  const document = TextDocument.create(uri, languageId, 1, text);
  return actions.filter((a) => a.title.startsWith('Ignore ')).map((a) => [a.title, TextDocument.applyEdits(document, a.edit!.changes![uri]!)]);
}

/** The codes still reported in `text`. */
async function codesOf(languageId: string, text: string): Promise<string[]> {
  const { uri } = await client.open(languageId, text, `file:///ignore/${++count}/doc`);
  return (await client.diagnostics(uri)).map((d: Diagnostic) => String(d.code));
}

const LINE = 'Ignore invalid-port on this line';
const BLOCK = 'Ignore invalid-port in this block';
const FILE = 'Ignore invalid-port in this file';
const bad = port('a');

/** `[what, languageId, text, [title, text after]…]`: byte for byte. */
const PLACES: [string, string, string, [string, string][]][] = [
  ['TypeScript: a line above, indented as the line', 'typescript', `function f() {\r\n  return "${bad}";\r\n}\r\n`, [
    [LINE, `function f() {\r\n  // uri-lint-disable-next-line invalid-port\r\n  return "${bad}";\r\n}\r\n`],
    [FILE, `// uri-lint-disable-file invalid-port\r\nfunction f() {\r\n  return "${bad}";\r\n}\r\n`],
  ]],
  ['TypeScript: around a template literal over several lines', 'typescript', `const t = \`\n  see ${bad}\n\`;\n`, [
    [BLOCK, `// uri-lint-disable invalid-port\nconst t = \`\n  see ${bad}\n\`;\n// uri-lint-enable invalid-port\n`],
    [FILE, `// uri-lint-disable-file invalid-port\nconst t = \`\n  see ${bad}\n\`;\n`],
  ]],
  ['CSS: a block comment', 'css', `a {\n  background: url("${bad}");\n}\n`, [
    [LINE, `a {\n  /* uri-lint-disable-next-line invalid-port */\n  background: url("${bad}");\n}\n`],
    [FILE, `/* uri-lint-disable-file invalid-port */\na {\n  background: url("${bad}");\n}\n`],
  ]],
  ['Python: below the shebang and the encoding line', 'python', `#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\nu = "${bad}"\n`, [
    [LINE, `#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n# uri-lint-disable-next-line invalid-port\nu = "${bad}"\n`],
    [FILE, `#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n# uri-lint-disable-file invalid-port\nu = "${bad}"\n`],
  ]],
  ['shell: below the shebang', 'shellscript', `#!/bin/sh\ncurl "${bad}"\n`, [
    [LINE, `#!/bin/sh\n# uri-lint-disable-next-line invalid-port\ncurl "${bad}"\n`],
    [FILE, `#!/bin/sh\n# uri-lint-disable-file invalid-port\ncurl "${bad}"\n`],
  ]],
  ['PHP: below <?php', 'php', `<?php\n$u = "${bad}";\n`, [
    [LINE, `<?php\n// uri-lint-disable-next-line invalid-port\n$u = "${bad}";\n`],
    [FILE, `<?php\n// uri-lint-disable-file invalid-port\n$u = "${bad}";\n`],
  ]],
  ['Markdown: at the end of the line, a paragraph stays whole', 'markdown', `# T\n\nSee\n${bad} and more.\n`, [
    [LINE, `# T\n\nSee\n${bad} and more. <!-- uri-lint-disable-line invalid-port -->\n`],
    [FILE, `<!-- uri-lint-disable-file invalid-port -->\n# T\n\nSee\n${bad} and more.\n`],
  ]],
  ['Markdown: a hard break stays at the line\'s end', 'markdown', `${bad}  \nnext\n`, [
    [LINE, `${bad} <!-- uri-lint-disable-line invalid-port -->  \nnext\n`],
    [FILE, `<!-- uri-lint-disable-file invalid-port -->\n${bad}  \nnext\n`],
  ]],
  ['Markdown: YAML comments in front matter, the file directive below it', 'markdown', `---\nhome: ${bad}\n---\n# T\n`, [
    [LINE, `---\n# uri-lint-disable-next-line invalid-port\nhome: ${bad}\n---\n# T\n`],
    [FILE, `---\nhome: ${bad}\n---\n<!-- uri-lint-disable-file invalid-port -->\n# T\n`],
  ]],
  ['Markdown: TOML front matter (Hugo, Zola), the file directive below it, none inside it', 'markdown', `+++\nhome = "${bad}"\n+++\n# T\n`, [
    [FILE, `+++\nhome = "${bad}"\n+++\n<!-- uri-lint-disable-file invalid-port -->\n# T\n`],
  ]],
  ['Markdown: around a code block', 'markdown', `Text\n\n\`\`\`sh\ncurl ${bad}\n\`\`\`\n`, [
    [BLOCK, `Text\n\n<!-- uri-lint-disable invalid-port -->\n\`\`\`sh\ncurl ${bad}\n\`\`\`\n\n<!-- uri-lint-enable invalid-port -->\n`],
    [FILE, `<!-- uri-lint-disable-file invalid-port -->\nText\n\n\`\`\`sh\ncurl ${bad}\n\`\`\`\n`],
  ]],
  ['Markdown: around a table, never inside a row', 'markdown', `| a | b |\n| --- | --- |\n| ${bad} | x |\n`, [
    [BLOCK, `<!-- uri-lint-disable invalid-port -->\n| a | b |\n| --- | --- |\n| ${bad} | x |\n\n<!-- uri-lint-enable invalid-port -->\n`],
    [FILE, `<!-- uri-lint-disable-file invalid-port -->\n| a | b |\n| --- | --- |\n| ${bad} | x |\n`],
  ]],
  ['YAML: around a block scalar, whose lines are text', 'yaml', `a: 1\nnote: |\n  see ${bad}\n  more\nb: 2\n`, [
    [BLOCK, `a: 1\n# uri-lint-disable invalid-port\nnote: |\n  see ${bad}\n  more\n# uri-lint-enable invalid-port\nb: 2\n`],
    [FILE, `# uri-lint-disable-file invalid-port\na: 1\nnote: |\n  see ${bad}\n  more\nb: 2\n`],
  ]],
  ['Docker Compose: around a block scalar too, as every language read as YAML', 'dockercompose', `services:\n  web:\n    command: >\n      curl ${bad}\n      && echo done\n`, [
    [BLOCK, `services:\n  web:\n    # uri-lint-disable invalid-port\n    command: >\n      curl ${bad}\n      && echo done\n    # uri-lint-enable invalid-port\n`],
    [FILE, `# uri-lint-disable-file invalid-port\nservices:\n  web:\n    command: >\n      curl ${bad}\n      && echo done\n`],
  ]],
  ['XML: below the declaration', 'xml', `<?xml version="1.0"?>\n<a href="${bad}"/>\n`, [
    [LINE, `<?xml version="1.0"?>\n<!-- uri-lint-disable-next-line invalid-port -->\n<a href="${bad}"/>\n`],
    [FILE, `<?xml version="1.0"?>\n<!-- uri-lint-disable-file invalid-port -->\n<a href="${bad}"/>\n`],
  ]],
  ['troff: a comment request at the line\'s start', 'troff', `.TH T 1\n  .UR ${bad}\n`, [
    [LINE, `.TH T 1\n.\\" uri-lint-disable-next-line invalid-port\n  .UR ${bad}\n`],
    [FILE, `.\\" uri-lint-disable-file invalid-port\n.TH T 1\n  .UR ${bad}\n`],
  ]],
  ['plain text: the directive on a line of its own', 'plaintext', `see\n${bad}`, [
    [LINE, `see\nuri-lint-disable-next-line invalid-port\n${bad}`],
    [FILE, `uri-lint-disable-file invalid-port\nsee\n${bad}`],
  ]],
  ['JSON: no comments, so nothing to write', 'json', `{ "u": "${bad}" }\n`, []],
];

const other = port('b');

/**
 * `[what, languageId, text, [title, text after]…]`: a finding inside text the
 * language keeps as written (a string over lines, a block scalar, a code
 * block, a here-document, a script); a directive written there would be
 * data, not a directive, or change the program. Byte for byte; every other
 * finding of the text is still reported after each action.
 */
const MEANING: [string, string, string, [string, string][]][] = [
  ['Python: around a whole docstring, never inside it', 'python', `def f():\n    """Fetch.\n    see ${bad}\n    and more\n    """\n    return "${other}"\n`, [
    [BLOCK, `def f():\n    # uri-lint-disable invalid-port\n    """Fetch.\n    see ${bad}\n    and more\n    """\n    # uri-lint-enable invalid-port\n    return "${other}"\n`],
    [FILE, `# uri-lint-disable-file invalid-port\ndef f():\n    """Fetch.\n    see ${bad}\n    and more\n    """\n    return "${other}"\n`],
  ]],
  ['JavaScript: around a whole template literal, never inside it', 'javascript', `const t = \`\n  see ${bad}\n  more\n\`;\nconst u = "${other}";\n`, [
    [BLOCK, `// uri-lint-disable invalid-port\nconst t = \`\n  see ${bad}\n  more\n\`;\n// uri-lint-enable invalid-port\nconst u = "${other}";\n`],
    [FILE, `// uri-lint-disable-file invalid-port\nconst t = \`\n  see ${bad}\n  more\n\`;\nconst u = "${other}";\n`],
  ]],
  ['Compose file: around a block scalar (`command: |`), never inside it', 'dockercompose', `services:\n  web:\n    command: |\n      curl ${bad}\n      echo done\n    image: "${other}"\n`, [
    [BLOCK, `services:\n  web:\n    # uri-lint-disable invalid-port\n    command: |\n      curl ${bad}\n      echo done\n    # uri-lint-enable invalid-port\n    image: "${other}"\n`],
    [FILE, `# uri-lint-disable-file invalid-port\nservices:\n  web:\n    command: |\n      curl ${bad}\n      echo done\n    image: "${other}"\n`],
  ]],
  ['shell: around a here-document, never inside it', 'shellscript', `#!/bin/sh\ncat <<EOF\nsee ${bad}\nEOF\ncurl "${other}"\n`, [
    [BLOCK, `#!/bin/sh\n# uri-lint-disable invalid-port\ncat <<EOF\nsee ${bad}\nEOF\n# uri-lint-enable invalid-port\ncurl "${other}"\n`],
    [FILE, `#!/bin/sh\n# uri-lint-disable-file invalid-port\ncat <<EOF\nsee ${bad}\nEOF\ncurl "${other}"\n`],
  ]],
  ['Ruby: around a squiggly here-document', 'ruby', `x = <<~EOS\n  see ${bad}\n  EOS\ny = "${other}"\n`, [
    [BLOCK, `# uri-lint-disable invalid-port\nx = <<~EOS\n  see ${bad}\n  EOS\n# uri-lint-enable invalid-port\ny = "${other}"\n`],
    [FILE, `# uri-lint-disable-file invalid-port\nx = <<~EOS\n  see ${bad}\n  EOS\ny = "${other}"\n`],
  ]],
  ['Markdown: around an indented code block, never inside it', 'markdown', `Text\n\n    curl ${bad}\n\nsee ${other}\n`, [
    [BLOCK, `Text\n<!-- uri-lint-disable invalid-port -->\n\n    curl ${bad}\n\n<!-- uri-lint-enable invalid-port -->\n\nsee ${other}\n`],
    [FILE, `<!-- uri-lint-disable-file invalid-port -->\nText\n\n    curl ${bad}\n\nsee ${other}\n`],
  ]],
  ['Markdown: a code block first in the file has no safe place above it', 'markdown', `    curl ${bad}\n\nsee ${other}\n`, []],
  ['HTML: around a script, never inside it', 'html', `<p>x</p>\n<script>\n  fetch("${bad}");\n</script>\n<a href="${other}">y</a>\n`, [
    [BLOCK, `<p>x</p>\n<!-- uri-lint-disable invalid-port -->\n<script>\n  fetch("${bad}");\n</script>\n<!-- uri-lint-enable invalid-port -->\n<a href="${other}">y</a>\n`],
    [FILE, `<!-- uri-lint-disable-file invalid-port -->\n<p>x</p>\n<script>\n  fetch("${bad}");\n</script>\n<a href="${other}">y</a>\n`],
  ]],
  ['a byte order mark stays first', 'typescript', `\uFEFFconst u = "${bad}";\nconst v = "${other}";\n`, [
    [LINE, `\uFEFF// uri-lint-disable-next-line invalid-port\nconst u = "${bad}";\nconst v = "${other}";\n`],
    [FILE, `\uFEFF// uri-lint-disable-file invalid-port\nconst u = "${bad}";\nconst v = "${other}";\n`],
  ]],
  ['mixed line endings: each new line ends as its neighbour', 'python', `x = 1\r\nu = "${bad}"\nv = "${other}"\r\n`, [
    [LINE, `x = 1\r\n# uri-lint-disable-next-line invalid-port\nu = "${bad}"\nv = "${other}"\r\n`],
    [FILE, `# uri-lint-disable-file invalid-port\r\nx = 1\r\nu = "${bad}"\nv = "${other}"\r\n`],
  ]],
];

describe('protocol (in-process): ignore actions', () => {
  before(async () => { client = await TestClient.start({ transport: 'in-process' }); });
  after(async () => { await client.stop(); });

  describe('write the directive byte for byte where it breaks nothing', () => {
    for (const [what, languageId, text, expected] of PLACES) {
      it(what, async () => {
        assert.deepEqual(await ignoreActions(languageId, text), expected);
      });
    }
  });

  describe('never changes what the file means: a directive only where the language reads code', () => {
    for (const [what, languageId, text, expected] of MEANING) {
      it(what, async () => {
        const actions = await ignoreActions(languageId, text);
        assert.deepEqual(actions, expected);
        // The region ends where it should: the other finding is still reported, and no directive is unused.
        for (const [title, after] of actions) {
          const codes = await codesOf(languageId, after);
          assert.deepEqual(codes, title === FILE ? [] : ['invalid-port'], `${title}:\n${after}`);
        }
      });
    }
  });

  describe('each silences its finding, in every language of the finder\'s table', () => {
    for (const c of DIRECTIVE_CASES.filter((x) => x.languageId !== 'json')) {
      it(c.languageId, async () => {
        const text = `${c.uri(port('a'))}\n${c.uri('http://example.com/ok')}\n`;
        const actions = await ignoreActions(c.languageId, text);
        assert.deepEqual(actions.map(([title]) => title), [LINE, FILE]);
        for (const [title, after] of actions) assert.deepEqual(await codesOf(c.languageId, after), [], `${title}:\n${after}`);
      });
    }
  });

  it('offers source actions for every finding of a code in the file', async () => {
    const text = `a = "${port('a')}"\nb = "${port('b')}"; c = "${port('c')}"\n`;
    const actions = await ignoreActions('python', text, 'invalid-port', ['source']);
    assert.deepEqual(actions, [
      ['Ignore every invalid-port problem in this file, each where it is',
        `# uri-lint-disable-next-line invalid-port\na = "${port('a')}"\n# uri-lint-disable-next-line invalid-port\nb = "${port('b')}"; c = "${port('c')}"\n`],
      [FILE, `# uri-lint-disable-file invalid-port\n${text}`],
    ]);
  });

  it('offers no ignore action for an unused directive', async () => {
    const { uri } = await client.open('python', '# uri-lint-disable-line\n');
    const [unused] = await client.diagnostics(uri);
    assert.deepEqual(await client.codeActions(uri, unused!.range, [unused!]), []);
  });
});
