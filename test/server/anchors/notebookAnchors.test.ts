/**
 * The anchors of a Jupyter notebook: its Markdown cells' headings, with the
 * ids JupyterLab (`createHeaderId`) and nbconvert (`_convert_header_id`)
 * give them, the rendered text with each space a `-`, case and punctuation
 * kept. Headings from jakevdp/PythonDataScienceHandbook's notebooks, as
 * nbformat 4 writes them (each line a JSON string, keys sorted).
 */
import * as assert from 'node:assert/strict';
import { judgeFragment, TargetIndex } from '@uri-lint/server/service/internal';

const NOTEBOOK = JSON.stringify({
  cells: [
    { cell_type: 'markdown', metadata: {}, source: ['# Preface\n', '\n', '## What Is Data Science?\n', '\n', 'This is a book about doing data science with Python.'] },
    { cell_type: 'code', execution_count: 1, metadata: {}, outputs: [], source: ['# Not a heading: a comment\n', 'import numpy as np'] },
    { cell_type: 'markdown', metadata: {}, source: ['### Using Code Examples\n', '\n', '## The `%timeit` *magic*\n', '<a id="installation"></a>\n', '## Installation Considerations'] },
    { cell_type: 'raw', metadata: {}, source: ['# Not a heading: raw'] },
  ],
  metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' } },
  nbformat: 4, nbformat_minor: 4,
}, null, 1);

describe('notebook anchors: Jupyter\'s heading ids', () => {
  const index = new TargetIndex(NOTEBOOK, 'notebook', 'github');

  it('each Markdown cell\'s headings, spaces made -, case and punctuation kept, on their line of the JSON', () => {
    const anchors = index.anchors().map((a) => `${a.kind} ${a.id} ${NOTEBOOK.split('\n')[a.line]!.trim()}`);
    assert.deepEqual(anchors, [
      'heading Preface "# Preface\\n",',
      'heading What-Is-Data-Science? "## What Is Data Science?\\n",',
      'heading Using-Code-Examples "### Using Code Examples\\n",',
      'heading The-%timeit-magic "## The `%timeit` *magic*\\n",',
      'html installation "<a id=\\"installation\\"></a>\\n",',
      'heading Installation-Considerations "## Installation Considerations"',
    ]);
  });

  const CASES: [string, boolean][] = [
    ['Preface', true], ['What-Is-Data-Science?', true], ['Using-Code-Examples', true], ['The-%25timeit-magic', true], ['installation', true],
    // GitHub's slug of a Markdown heading is not Jupyter's id; code and raw cells hold no headings.
    ['what-is-data-science', false], ['Not-a-heading:-a-comment', false], ['Not-a-heading:-raw', false],
  ];
  for (const [fragment, found] of CASES) {
    it(`#${fragment} is ${found ? '' : 'not '}an anchor`, () => assert.equal(judgeFragment(fragment, index)?.found, found));
  }
});

describe('notebook anchors: MyST-NB\'s ids, where a Sphinx project sets myst_heading_anchors', () => {
  // microsoft/autogen python/docs/src/conf.py (myst_nb, myst_heading_anchors = 5): `models.ipynb#azure-openai` is the
  // heading "## Azure OpenAI". MyST slugs the heading's text as GitHub does, up to the configured level.
  const index = new TargetIndex(NOTEBOOK, 'notebook', 'github');

  it('keeps each heading\'s level', () => {
    assert.deepEqual(index.anchors().filter((a) => a.kind === 'heading').map((a) => a.level), [1, 2, 3, 2, 2]);
  });

  const CASES: [string, number | undefined, boolean][] = [
    ['what-is-data-science', 2, true], ['installation-considerations', 2, true], ['the-timeit-magic', 2, true],
    // Jupyter's ids stay.
    ['What-Is-Data-Science?', 2, true],
    // A level past the configured one has no MyST id; nor has any heading without the setting.
    ['using-code-examples', 2, false], ['using-code-examples', 3, true], ['what-is-data-science', undefined, false],
    // Not a heading's slug.
    ['what-is-data', 6, false],
  ];
  for (const [fragment, levels, found] of CASES) {
    it(`#${fragment} is ${found ? '' : 'not '}an anchor with myst_heading_anchors ${levels ?? 'unset'}`, () => {
      assert.equal(judgeFragment(fragment, index, levels === undefined ? {} : { mystHeadings: levels })?.found, found);
    });
  }
});
