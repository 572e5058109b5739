/**
 * The short way to a Markdown document's headings (anchors/markdown.ts,
 * `plainHeadings`): where it is taken, its anchors are exactly those of
 * markdown-it's parse of the blocks. Documents are made of lines that
 * CommonMark reads in many ways (headings of every shape, list items,
 * code, fences, quotes, HTML, tables, setext underlines, reference
 * definitions); both readings of each are compared.
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { anchorsOf, plainHeadings } from '@uri-lint/server/service/internal';

const LINES = [
  '', '', '', 'Some text.', 'More text with a [link](other.md#x).', 'A line with `code` and *stress*.',
  '# Title', '## Sub *title*', '### Closed ###', '#### Trailing #s # x ##', '#', '# #', '##   spaced   ', '#\tTabbed', '#NoSpace',
  '####### seven', '   # three spaces', '    # four spaces', '\t# tab', '## A `code()` heading', '## Snake_case_name', '## A &amp; B',
  '## Escaped \\# hash \\#', '## Ends with \\#', '## Emoji 🎉 and ünïcode', '## {#custom}', '## Install {#setup}', '## Dup', '## Dup',
  '## [Linked](x.md) heading', '## With ~~strike~~', '## Bang! here', '## Star * alone',
  '- item', '- # listed heading', '1. # numbered heading', '  - nested', '-\t# tab listed', '* item', '+ item', '2) item',
  '  # two spaces in a list', '     # five spaces',
  '```', '~~~', '- ```', '> quote', '> # quoted', '- > quoted item', '<div>', '<a id="x"></a>', '| a | b |', '|---|---|',
  '---', '===', '- ---', 'Setext', '  ---', '[ref]: https://example.com', '- [ref]: x.md', '[^1]: A footnote.', '{: #block}',
  '!!! note', '::: tip', 'text {#attr}',
];

describe('Markdown headings read without the block parse', () => {
  it('where the short way is taken, it finds what markdown-it finds (generated documents)', () => {
    let plain = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 12 }), fc.constantFrom('\n', '\r\n'), fc.constantFrom('github' as const, 'gitlab' as const), (lines, eol, rules) => {
        const text = lines.join(eol);
        runs++;
        if (!plainHeadings(text)) return;
        plain++;
        assert.deepEqual(anchorsOf(text, rules, { simple: true }), anchorsOf(text, rules, { simple: false }), JSON.stringify(text));
      }),
      { numRuns: 3000 },
    );
    // The property is about the short way: enough of the documents must take it.
    assert.ok(plain > runs / 10, `${plain} of ${runs} documents took the short way`);
  });

  it('is not taken where a line may belong to another block than it seems', () => {
    for (const text of [
      '```\n# x\n```', '- ```\n  # x\n  ```', '~~~\n# x', '<div>\n# x\n</div>', '> # x', '- > # x', 'Title\n===', '- a\n     ===', 'a\n---',
      '    # code', '\t# code', '- # x', '1. # x', '- - # x', '[a]: /x "t\n# x"', '| a |\n|---|\n# x', 'a\r\n# b', 'a\0# b',
    ]) assert.equal(plainHeadings(text), false, JSON.stringify(text));
    for (const text of ['# A\n\n- item [x](y.md#z)\n- item\n\n## B ##', 'text\n# heading\nmore', '   # three', '']) {
      assert.equal(plainHeadings(text), true, JSON.stringify(text));
    }
  });
});
