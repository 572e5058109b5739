/**
 * A file whose extension VS Code reads as a rendered language and GitHub Linguist as another (`.mdoc`: HTML to the
 * editor, a BSD man page to Linguist, and Mathics' own documentation format, whose generator moves its images to
 * static-images/): no known renderer resolves its relative links, so a missing file there is said as Information,
 * naming both readings. The same link in a file whose extension both agree on keeps its Warning.
 */
import assert from 'node:assert/strict';
import { problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('CLI: relative links in a file of a contested extension', () => {
  after(removeTempTrees);

  const IMAGE = '<section title="The menu bar">\n<img src="menubar.png" title="Mathics3 Menu Bar" label="menubar">\n</section>\n';
  const rows: [string, string, 'information' | 'warning'][] = [
    // Mathics3/mathics-core mathics/doc/documentation/1-Manual.mdoc.
    ['1-Manual.mdoc', IMAGE, 'information'],
    ['manual.html', IMAGE, 'warning'],
    ['manual.xhtml', IMAGE, 'warning'],
  ];
  for (const [name, text, severity] of rows) {
    it(`${name}: ${severity}`, () => {
      const run = runJson([], tempTree({ [name]: text }));
      const problems = problemList(run.report);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, new RegExp(`^${name.replace('.', '\\.')}:\\d+:\\d+ ${severity} link-missing-file$`));
      const message = run.report.files.flatMap((f) => f.problems).map((p) => p.message)[0]!;
      if (severity === 'information') assert.match(message, /VS Code reads \.mdoc files as html and GitHub Linguist as troff/);
      else assert.doesNotMatch(message, /GitHub Linguist/);
    });
  }
});
