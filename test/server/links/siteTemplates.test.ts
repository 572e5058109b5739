/**
 * A site generator's template (Hugo's `layouts/`) is a part of many pages: a
 * same-page fragment there may name an id another part of the page holds, so
 * it is not judged; in a page of the site's content it still is.
 */
import assert from 'node:assert/strict';
import { problemList, removeTempTrees, runJson, tempTree } from '../../cli/helpers';

describe('fragments in a site generator\'s templates', () => {
  after(removeTempTrees);

  it('gohugoio/hugoDocs: layouts/_partials/layouts/templates.html names its SVG sprite\'s symbol, which another partial holds', () => {
    const run = runJson([], tempTree({
      'hugo.toml': 'baseURL = "https://gohugo.io/"\n',
      'layouts/_partials/layouts/templates.html': '<svg><use href="#icon--anchor"></use></svg>\n',
      'layouts/_partials/layouts/icons.html': '<svg><symbol id="icon--anchor"></symbol></svg>\n',
      'content/en/a.md': '# A\n\n[x](#gone)\n',
    }));
    assert.deepEqual(problemList(run.report).filter((p) => p.includes('link-missing')), ['content/en/a.md:3:6 warning link-missing-fragment']);
  });
});
