/**
 * Pages published on Microsoft Learn (their front matter carries its metadata: `ms.date`, `ms.topic`): a root-relative
 * link names a page of learn.microsoft.com (`/powershell/scripting/…`), not a file at the repository's top, so a miss
 * is information; a relative link to a missing file, and a root-relative one on a page without that metadata, still warn.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('uri-lint: root-relative links of pages published on Microsoft Learn', () => {
  after(removeTempTrees);

  // PowerShell/PSScriptAnalyzer docs/Rules/UseApprovedVerbs.md, abridged.
  const RULE = [
    '---', 'description: Cmdlet Verbs', 'ms.date: 03/26/2024', 'ms.topic: reference', 'title: UseApprovedVerbs', '---',
    '# UseApprovedVerbs', '', 'Use an [approved verb][01]. See the [rules](./README.md) and the [missing rule](./Missing.md).', '',
    '[01]: /powershell/scripting/developer/cmdlet/approved-verbs-for-windows-powershell-commands', '',
  ].join('\n');
  const PLAIN = '# Notes\n\nSee [the verbs](/powershell/scripting/developer/cmdlet/approved-verbs).\n';

  it('a missing root-relative target is information on a Learn page, a warning elsewhere; a missing relative file still warns', () => {
    const run = runJson([], tempTree({ 'docs/Rules/README.md': '# Rules\n', 'docs/Rules/UseApprovedVerbs.md': RULE, 'docs/notes.md': PLAIN }));
    assert.deepEqual(problemList(run.report), [
      `docs/Rules/UseApprovedVerbs.md:${positionOf(RULE, './Missing.md')} warning link-missing-file`,
      `docs/Rules/UseApprovedVerbs.md:${positionOf(RULE, '/powershell/')} information link-missing-file`,
      `docs/notes.md:${positionOf(PLAIN, '/powershell/')} warning link-missing-file`,
    ]);
    const learn = run.report.files.find((f) => f.path === 'docs/Rules/UseApprovedVerbs.md')!.problems[1]!;
    assert.match(learn.message, /published on learn\.microsoft\.com/);
  });

  it('a front matter longer than 60 lines is read to its end: metadata after a long keyword list still marks a Learn page', () => {
    // dotnet/docs writes its keys in alphabetical order: a long `helpviewer_keywords` list comes before `ms.date`.
    const keywords = Array.from({ length: 64 }, (_, i) => `  - "keyword ${i + 1} [Visual Basic]"`);
    const LONG = ['---', 'description: "Learn more about: keywords"', 'helpviewer_keywords:', ...keywords, 'ms.date: 07/20/2015', 'ms.topic: reference',
      'title: Keywords', '---', '# Keywords', '', 'See [the reference](/dotnet/visual-basic/language-reference/).', ''].join('\n');
    const run = runJson([], tempTree({ 'docs/keywords.md': LONG }));
    assert.deepEqual(problemList(run.report), [`docs/keywords.md:${positionOf(LONG, '/dotnet/')} information link-missing-file`]);
  });
});
