/**
 * A Colab notebook's links to its own cells, `#scrollTo=<id>` (anchors/notebook.ts `colabCellAnchors`): Colab scrolls
 * to the cell whose metadata id is that. google-deepmind/mujoco's python/tutorial.ipynb links
 * "see [below](#scrollTo=QY1gpms1HXeN)", a cell whose `metadata` is `{"id": "QY1gpms1HXeN"}`.
 */
import * as assert from 'node:assert/strict';
import { judgeFragment, TargetIndex } from '@uri-lint/server/service/internal';

const NOTEBOOK = JSON.stringify({
  cells: [
    { cell_type: 'markdown', metadata: { id: 'intro01' }, source: ['# Tutorial\n', 'Derived quantities need to be propagated (see [below](#scrollTo=QY1gpms1HXeN)).'] },
    { cell_type: 'code', metadata: { id: 'code02' }, source: ['print(1)'], outputs: [{ output_type: 'execute_result', data: { 'application/json': { id: 'fromOutput' } } }] },
    { cell_type: 'markdown', metadata: { id: 'QY1gpms1HXeN' }, source: ['## Propagation'] },
  ],
  metadata: { colab: { provenance: [] } },
  nbformat: 4,
  nbformat_minor: 0,
}, null, 1);

describe('anchors: a Colab notebook\'s #scrollTo=<cell id>', () => {
  const index = new TargetIndex(NOTEBOOK, 'notebook', 'github');
  const verdict = (fragment: string): string => (judgeFragment(fragment, index, { explicitIds: false })?.found === false ? 'missing' : 'found');

  it('finds a cell by its metadata id, and its headings as Jupyter ids them', () => {
    assert.deepEqual(['scrollTo=QY1gpms1HXeN', 'scrollTo=code02', 'Tutorial', 'Propagation'].map(verdict), ['found', 'found', 'found', 'found']);
  });

  it('misses an id no cell has (a cell removed, an output\'s "id"), and the bare id without scrollTo=', () => {
    assert.deepEqual(['scrollTo=QY1gpms1HXeX', 'scrollTo=fromOutput', 'QY1gpms1HXeN'].map(verdict), ['missing', 'missing', 'missing']);
  });

  it('offers no cell id as a fix', () => {
    const result = judgeFragment('scrollTo=QY1gpms1HXeX', index, { explicitIds: false });
    assert.ok(result && !result.found && result.closest !== 'scrollTo=QY1gpms1HXeN');
  });
});
