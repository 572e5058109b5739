/** Line anchors (`#L10`, `#L10-L20`, `#L10C5`), accepted for any file and checked against its length. */
import * as assert from 'node:assert/strict';
import { judgeFragment, lineLengths, parseLineAnchor, TargetIndex } from '@uri-lint/server/service/internal';

describe('line anchors', () => {
  it('parses GitHub\'s forms and nothing else', () => {
    assert.deepEqual(parseLineAnchor('L10'), { from: { line: 10 } });
    assert.deepEqual(parseLineAnchor('L10-L20'), { from: { line: 10 }, to: { line: 20 } });
    assert.deepEqual(parseLineAnchor('L10C5'), { from: { line: 10, column: 5 } });
    assert.deepEqual(parseLineAnchor('L3C24-L88C2'), { from: { line: 3, column: 24 }, to: { line: 88, column: 2 } });
    for (const no of ['l7', 'L', 'L7extra', 'L30C', 'L30L12', 'L30C11-', 'L30C11-C31', 'C30', 'L1-']) assert.equal(parseLineAnchor(no), undefined, no);
  });

  it('counts lines as editors do: a final line break ends the last line', () => {
    assert.deepEqual(lineLengths('a\nbb\n'), [1, 2]);
    assert.deepEqual(lineLengths('a\r\nbb'), [1, 2]);
    assert.deepEqual(lineLengths(''), [0]);
  });

  it('checks lines and columns of any file against its length', () => {
    const file = new TargetIndex('one\ntwo\nthree\n', 'text', 'github');
    const judge = (f: string) => judgeFragment(f, file);
    assert.deepEqual([judge('L1'), judge('L3'), judge('L1-L3'), judge('L3C6'), judge('L2C1-L3C3')], Array(5).fill({ found: true }));
    assert.deepEqual(judge('L4'), { found: false, message: '"#L4" names no line: line 4 is not in the file, which has 3 lines.' });
    assert.deepEqual(judge('L2-L9'), { found: false, message: '"#L2-L9" names no line: line 9 is not in the file, which has 3 lines.' });
    // A column past the end is shown at the line's end.
    assert.deepEqual(judge('L1C50'), { found: true });
    assert.deepEqual(judge('L1C0'), { found: false, message: '"#L1C0" names no line: columns count from 1.' });
    assert.deepEqual(judge('L0'), { found: false, message: '"#L0" names no line: line 0 is not in the file, which has 3 lines.' });
    // Any other fragment of a plain file has no known meaning: not judged.
    assert.equal(judge('section'), undefined);
  });

  it('a heading whose slug looks like a line anchor is an anchor first', () => {
    const md = new TargetIndex('# L12 Not A Line Link\n\n## L99\n', 'markdown', 'github');
    assert.deepEqual(judgeFragment('l12-not-a-line-link', md), { found: true });
    assert.deepEqual(judgeFragment('l99', md), { found: true });
    assert.deepEqual(judgeFragment('L2', md), { found: true });
  });
});
