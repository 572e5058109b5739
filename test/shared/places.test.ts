/**
 * How the reader of each language takes a place of a text (`placeReader`,
 * shared/src/find/places.ts): where a host may write a comment that changes
 * nothing. `‸` marks the place asked about; written by hand, not from the
 * tables under test.
 */
import assert from 'node:assert/strict';
import { placeReader } from '@uri-lint/shared';
import type { Place } from '@uri-lint/shared';

const CASES: [string, string, string, Place][] = [
  ['Python: a line after code', 'python', 'x = 1\n‸y = 2\n', 'code'],
  ['Python: inside a docstring', 'python', 'def f():\n    """Doc\n‸    more\n    """\n', 'string'],
  ['Python: after a docstring', 'python', 'def f():\n    """Doc\n    """\n‸    return 1\n', 'code'],
  ['Python: in a comment', 'python', 'x = 1  # note‸\n', 'line-comment'],
  ['JavaScript: inside a template literal', 'javascript', 'const t = `\n‸  a\n`;\n', 'string'],
  ['CSS: inside a block comment', 'css', '/* a\n‸ b */\n', 'comment'],
  ['shell: inside a here-document', 'shellscript', 'cat <<EOF\n‸# not a comment\nEOF\n', 'string'],
  ['shell: after a here-document', 'shellscript', 'cat <<EOF\nx\nEOF\n‸echo\n', 'code'],
  ['shell: an arithmetic shift opens nothing', 'shellscript', 'echo $((1 << 2))\n‸echo\n', 'code'],
  ['shell: a quoted, dashed here-document', 'bash', "cat <<-'END'\n\t‸x\n\tEND\n", 'string'],
  ['Ruby: a squiggly here-document', 'ruby', 'x = <<~EOS\n‸  a\n  EOS\n', 'string'],
  ['PHP: a here-document', 'php', '<?php\n$x = <<<EOT\n‸  a\n  EOT;\n', 'string'],
  ['YAML: inside a block scalar', 'yaml', 'run: |\n‸  echo a\nb: 1\n', 'verbatim'],
  ['YAML: after a block scalar', 'yaml', 'run: |\n  echo a\n‸b: 1\n', 'code'],
  ['YAML: a block scalar in a sequence', 'yaml', '- >-\n‸  text\n', 'verbatim'],
  ['YAML: a block scalar with a tag', 'yaml', 'a: !!str |\n‸  text\n', 'verbatim'],
  ['YAML: a bar inside a value is no block scalar', 'yaml', 'a: x|y\n‸b: 1\n', 'code'],
  ['a compose file is YAML', 'dockercompose', 'services:\n  web:\n    command: |\n‸      curl x\n', 'verbatim'],
  ['a workflow is YAML', 'github-actions-workflow', 'steps:\n  - run: |\n‸      echo\n', 'verbatim'],
  ['Markdown: inside a fenced block', 'markdown', '```sh\n‸curl x\n```\n', 'verbatim'],
  ['Markdown: a fence\'s opening line starts in text', 'markdown', 'a\n‸```sh\nx\n```\n', 'code'],
  ['Markdown: a fence\'s info string is the block\'s', 'markdown', '```sh‸\nx\n```\n', 'verbatim'],
  ['Markdown: after a fenced block', 'markdown', '```\nx\n```\n‸y\n', 'code'],
  ['Markdown: an indented code block', 'markdown', 'Text\n\n‸    code\n', 'verbatim'],
  ['Markdown: an indented line continues a paragraph', 'markdown', 'Text\n‸    more\n', 'code'],
  ['Markdown: a list item\'s indented paragraph', 'markdown', '- item\n\n‸    more\n', 'code'],
  ['Markdown: code in a list item', 'markdown', '- item\n\n‸      code\n', 'verbatim'],
  ['Markdown: in a code span', 'markdown', 'see `a‸b` here\n', 'string'],
  ['Markdown: in an HTML comment', 'markdown', '<!--\n‸x\n-->\n', 'comment'],
  ['Markdown: front matter reads as YAML', 'markdown', '---\nnote: |\n‸  x\n---\n', 'verbatim'],
  ['HTML: inside a script', 'html', '<script>\n‸  f();\n</script>\n', 'verbatim'],
  ['HTML: the script\'s closing tag', 'html', '<script>\n  f();\n‸</script>\n', 'verbatim'],
  ['HTML: inside a tag over lines', 'html', '<a\n‸  href="x">y</a>\n', 'verbatim'],
  ['HTML: inside a pre', 'html', '<pre>\n‸x\n</pre>\n', 'verbatim'],
  ['HTML: text', 'html', '<p>\n‸x\n</p>\n', 'code'],
  ['HTML: a comment', 'html', '<!--\n‸x -->\n', 'comment'],
  ['HTML: a template\'s comment', 'jinja-html', '{#\n‸x #}\n', 'comment'],
  ['plain text: everywhere', 'plaintext', '"""\n‸x\n', 'code'],
];

describe('placeReader: what a place of a text is to the reader of its language', () => {
  for (const [what, languageId, marked, expected] of CASES) {
    it(what, () => {
      const at = marked.indexOf('‸');
      const text = marked.slice(0, at) + marked.slice(at + 1);
      assert.equal(placeReader(text, languageId).at(at), expected);
    });
  }
});
