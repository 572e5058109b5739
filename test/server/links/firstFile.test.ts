/**
 * `firstFile` (links/facts.ts), the one loop of the places a missing file is looked for in turn (a page that includes
 * the fragment, a folder above, elsewhere in the set, a vault's paths, Hugo's link hook, a site's root): the first
 * candidate that is a file, in the file system's spelling; a candidate not known yet passed over or waited for.
 */
import assert from 'node:assert/strict';
import { firstFile, LinkFacts, scopedWorkspace } from '@uri-lint/server/service/internal';
import type { DirectoryEntry, FileAccess } from '@uri-lint/server/service/internal';

const ROOT = 'file:///work/site';
const TREE: Record<string, DirectoryEntry[]> = {
  [ROOT]: [['docs', 'directory'], ['Guide.md', 'file'], ['assets', 'directory']],
  [`${ROOT}/docs`]: [['intro.md', 'file']],
  [`${ROOT}/assets`]: [],
};

/** Facts over TREE that know nothing until asked (`ensure`), as the server's do. */
function facts(): LinkFacts {
  const access: FileAccess = {
    readDirectory: async (uri) => TREE[uri],
    stat: async (uri) => (TREE[uri] ? 'directory' : undefined),
    readFile: async () => undefined,
  };
  return new LinkFacts(scopedWorkspace(access, () => [ROOT]));
}

const at = (...segments: string[]) => ({ folder: ROOT, segments });

describe('firstFile: the first candidate that is a file', () => {
  it('names the first file, as the file system spells it, passing over what is missing and folders', async () => {
    const known = facts();
    await known.ensureAll([at('docs', 'intro.md'), at('guide.md')]);
    assert.equal(firstFile([at('missing.md'), at('docs'), at('guide.md'), at('docs', 'intro.md')], known, { unknown: 'skip' })?.path, 'Guide.md');
    assert.equal(firstFile([at('missing.md'), at('docs', 'intro.md')], known, { unknown: 'wait' })?.path, 'docs/intro.md');
    assert.equal(firstFile([at('missing.md'), at('docs')], known, { unknown: 'skip' }), null);
    assert.equal(firstFile([], known, { unknown: 'wait' }), null);
  });

  it('passes over a candidate not known yet, or waits for it: nothing after it is named', async () => {
    const known = facts();
    await known.ensure(ROOT, ['Guide.md']);
    // assets/ is listed in the root, its own listing not read yet.
    const candidates = [at('assets', 'logo.png'), at('Guide.md')];
    assert.equal(firstFile(candidates, known, { unknown: 'skip' })?.path, 'Guide.md');
    assert.equal(firstFile(candidates, known, { unknown: 'wait' }), undefined);
  });
});
