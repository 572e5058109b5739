/**
 * Evidence over the open documents of a folder, over the real protocol: when
 * most of their links fail under the rules assumed, their link findings are
 * information, the folder's first such document carries one Information
 * that names the setting, and the output channel says it once.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol/node';
import { serverOverTree } from './client';
import type { TestClient } from './client';

const HEADINGS = ['Getting Started', 'Creating the Blog Application', 'Installing Rails', 'Hello, Rails!', 'Say Hello', 'Routes and Views'];

/** A guide in the shape of Rails guides: ERB its own generator renders, same-page links with the generator's ids. */
function guide(title: string): string {
  const toc = HEADINGS.map((h) => `* [${h}](#${h.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/ /g, '_')})`).join('\n');
  return `${title}\n====\n\n<%= render "toc" %>\n\n${toc}\n\n${HEADINGS.map((h) => `### ${h}\n\nText.\n`).join('\n')}`;
}

describe('protocol (spawn): evidence that a folder renders by rules not modelled', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-evidence-', {}, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('shows a failing folder\'s link findings as information, with one notice on its first document', async () => {
    const firstUri = uriOf('guides/source/getting_started.md');
    const alone = await client.openSettled('markdown', guide('Getting Started'), firstUri);
    // One document's failures are one author's slips: a set of documents is evidence.
    assert.ok(alone.some((d) => d.code === 'link-missing-fragment'));
    assert.ok(alone.filter((d) => d.code === 'link-missing-fragment').every((d) => d.severity === DiagnosticSeverity.Warning));
    // The second document makes a set: the first is judged again.
    const again = client.nextDiagnostics(firstUri);
    const second = await client.openSettled('markdown', guide('Routing'), uriOf('guides/source/routing.md'));
    const first = await again;
    const fragments = [...first, ...second].filter((d) => d.code === 'link-missing-fragment');
    assert.equal(fragments.length, 12);
    assert.ok(fragments.every((d) => d.severity === DiagnosticSeverity.Information));
    // One notice, on the document judged first once the folder failed.
    assert.deepEqual(second.filter((d) => d.code === 'link-rules-unknown').map((d) => d.severity), [DiagnosticSeverity.Information]);
    assert.match(second.find((d) => d.code === 'link-rules-unknown')!.message, /guides\/source: 12 of 12 fragments name no heading.*uriLint\.links\.headingIds/);
    assert.equal(first.filter((d) => d.code === 'link-rules-unknown').length, 0);
    assert.equal(client.logs.filter((l) => l.message.includes('guides/source: ')).length, 1);
  });

  it('keeps a folder\'s few broken links warnings', async () => {
    const diagnostics = await client.openSettled('markdown', '# Doc\n\n## Part\n\n[a](#part) [b](#doc) [c](#nope)\n', uriOf('docs/doc.md'));
    assert.deepEqual(diagnostics.map((d) => [d.code, d.severity]), [['link-missing-fragment', DiagnosticSeverity.Warning]]);
  });
});

/** Guides whose images its generator copies from guides/assets/images next to the pages. */
const images = (name: string, n: number) => Array.from({ length: n }, (_, i) => `![${name} ${i}](images/${name}/diagram-${i}.svg)`).join('\n');
const IMAGES_TREE: Record<string, string> = {};
for (const name of ['association_basics', 'routing']) for (let i = 0; i < 4; i++) IMAGES_TREE[`guides/assets/images/${name}/diagram-${i}.svg`] = '<svg/>';
IMAGES_TREE['guides/source/association_basics.md'] = '# Associations\n';
IMAGES_TREE['guides/source/routing.md'] = '# Routing\n';

describe('protocol (spawn): evidence of a generator that puts files where links look for them', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-evidence-absent-', IMAGES_TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('shows links through a folder that is not there, to files found under another, as information with one notice', async () => {
    const firstUri = uriOf('guides/source/association_basics.md');
    // Most of the folder's links are good: the pattern, not the share, is the evidence.
    const good = Array.from({ length: 5 }, () => '[r](routing.md) [a](association_basics.md)').join('\n');
    await client.openSettled('markdown', `# Associations\n\n${images('association_basics', 4)}\n\n${good}\n`, firstUri);
    const again = client.nextDiagnostics(firstUri);
    const second = await client.openSettled('markdown', `# Routing\n\n${images('routing', 4)}\n\n${good}\n`, uriOf('guides/source/routing.md'));
    const first = await again;
    const missing = [...first, ...second].filter((d) => d.code === 'link-missing-file');
    assert.equal(missing.length, 8);
    assert.ok(missing.every((d) => d.severity === DiagnosticSeverity.Information));
    const notice = [...first, ...second].filter((d) => d.code === 'link-rules-unknown');
    assert.equal(notice.length, 1);
    assert.match(notice[0]!.message, /guides\/source: 8 links lead through "images\/", which is not in guides\/source\/, to files found under another folder/);
  });
});

/** obsidianmd/obsidian-help: one vault per language, each page naming its image by file name, the image in `Attachments/`. */
const VAULT_PAGES: [string, string][] = [
  ['ar/Bases/مقدمة إلى قواعد البيانات.md', '![مثال على قاعدة تعرض عرض جدول مع قائمة كتب](bases-noshadow.png#interface)'],
  ['ca/Bases/Introducció a Bases.md', "![Exemple d'una base mostrant una vista de taula amb una llista de llibres](bases-noshadow.png#interface)"],
  ['cs/Bases/Úvod do Základen.md', '![Příklad základny zobrazující tabulkové zobrazení se seznamem knih](bases-noshadow.png#interface)'],
  ['de/Bases/Einführung in Bases.md', '![Beispiel einer Basis mit einer Tabellenansicht und einer Bücherliste](bases-noshadow.png#interface)'],
  ['en/Bases/Introduction to Bases.md', '![Example of a base showing a table view with a list of books](bases-noshadow.png#interface)'],
];
const VAULT_TREE: Record<string, string> = Object.fromEntries(VAULT_PAGES.flatMap(([page, line]) => [[page, `${line}\n`], [`${page.slice(0, 2)}/Attachments/bases-noshadow.png`, 'png']]));

describe('protocol (spawn): evidence of a note vault, whose links name files wherever they are', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-evidence-vault-', VAULT_TREE, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('shows a set\'s missing files found by name in another folder as information, with one notice', async () => {
    const earlier = VAULT_PAGES.slice(0, -1);
    for (const [page, line] of earlier) {
      const alone = await client.openSettled('markdown', `${line}\n`, uriOf(page));
      assert.deepEqual(alone.map((d) => [d.code, d.severity]), [['link-missing-file', DiagnosticSeverity.Warning]], page);
    }
    // The fifth page found by name makes the pattern: the earlier pages are judged again.
    const again = earlier.map(([page]) => client.nextDiagnostics(uriOf(page)));
    const [lastPage, lastLine] = VAULT_PAGES.at(-1)!;
    const last = await client.openSettled('markdown', `${lastLine}\n`, uriOf(lastPage));
    const all = [...(await Promise.all(again)).flat(), ...last];
    const missing = all.filter((d) => d.code === 'link-missing-file');
    assert.equal(missing.length, 5);
    assert.ok(missing.every((d) => d.severity === DiagnosticSeverity.Information));
    const notices = all.filter((d) => d.code === 'link-rules-unknown');
    assert.equal(notices.length, 1);
    assert.match(notices[0]!.message, /5 of 5 missing files looked for are found by their name, in another folder \(as a note app/);
  });
});

describe('protocol (spawn): a note vault its app\'s configuration marks', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-vault-', { '.obsidian/app.json': '{}\n', 'Attachments/bases-noshadow.png': 'png', 'Bases/Introduction to Bases.md': '# Bases\n' }, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('resolves a link by its file name in another folder of the vault, and keeps a name found nowhere a warning', async () => {
    const text = '![Example of a base showing a table view with a list of books](bases-noshadow.png#interface)\n- `[Custom name](Example.md)` appears as [Custom name](Example.md)\n';
    const diagnostics = await client.openSettled('markdown', text, uriOf('Bases/Introduction to Bases.md'));
    assert.deepEqual(diagnostics.map((d) => [d.code, d.severity, d.range.start.line]), [['link-missing-file', DiagnosticSeverity.Warning, 1]]);
  });
});

describe('protocol (spawn): a note vault\'s links as its app resolves them', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-vault-whole-', {
    '.obsidian/app.json': '{}\n',
    // Deeper than the folders near a note: the app finds a name anywhere in its vault, each folder listed as it comes.
    'Reference/Examples/More/Example.md': '# Example\n\n## Details\n', 'Projects/Three laws of motion.md': '# Three laws of motion\n',
  }, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('finds a name in any folder of the vault, a path from its top, and a heading by its text (obsidian-help\'s Internal links.md)', async () => {
    const text = [
      '## Test Heading With Spaces',
      'To link to a note in a folder: [Three laws of motion](Projects/Three%20laws%20of%20motion.md).',
      '- `[Section name](Example.md#Details)` appears as [Section name](Example.md#Details)',
      '- [Test Heading With Spaces](#Test%20Heading%20With%20Spaces)',
      '- [a slip](Example.md#Detail)',
      '',
    ].join('\n');
    const diagnostics = await client.openSettled('markdown', text, uriOf('Linking notes and files/Internal links.md'));
    assert.deepEqual(diagnostics.map((d) => [d.code, d.severity, d.range.start.line]), [['link-missing-fragment', DiagnosticSeverity.Warning, 4]]);
  });
});

describe('protocol (spawn): evidence of a fragment name missing from many documents over several folders', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-evidence-shared-', {}, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('shows a package page\'s #versionhistory, missing from each README, as information once five are open', async () => {
    // chocolatey-packages' automatic/<package>/README.md: the package pages they become add a Version History section.
    const readme = (name: string) => `# ${name}\n\n## Notes\n\n`
      + '- **If the package is out of date please check [Version History](#versionhistory) for the latest submitted version.**\n- [a slip](#instalation)\n';
    const names = ['1password7', '7zip.install', '7zip.portable', 'audacity'];
    for (const name of names) {
      const diagnostics = await client.openSettled('markdown', readme(name), uriOf(`automatic/${name}/README.md`));
      assert.ok(diagnostics.filter((d) => d.code === 'link-missing-fragment').every((d) => d.severity === DiagnosticSeverity.Warning));
    }
    const fifth = await client.openSettled('markdown', readme('autohotkey').replace('- [a slip](#instalation)\n', '- [another](#instalaton)\n'), uriOf('automatic/autohotkey/README.md'));
    const severity = (fragment: string) => fifth.filter((d) => d.code === 'link-missing-fragment' && d.message.includes(`"${fragment}"`)).map((d) => d.severity);
    assert.deepEqual(severity('versionhistory'), [DiagnosticSeverity.Information]);
    assert.deepEqual(severity('instalaton'), [DiagnosticSeverity.Warning]);
    assert.equal(client.logs.filter((l) => l.message.includes('#versionhistory is missing from 5 documents in 5 folders')).length, 1);
  });
});

describe('protocol (spawn): evidence groups findings by what they say is missing', () => {
  let client: TestClient;
  let dir: string;
  const uriOf = (rel: string) => pathToFileURL(path.join(dir, rel)).href;

  serverOverTree('uri-lint-evidence-target-', { 'guides/other.md': '# Other\n' }, (started, folder) => {
    client = started;
    dir = folder;
  });

  it('counts a missing fragment once by its target, however differently its findings are worded (one said with a note)', async () => {
    // Four fragments missing from other.md, one linked again and named by a definition no link uses, whose finding is
    // information with a note after its message: the same target (carried in the diagnostic's data), one failure.
    // Four distinct failures are fewer than evidence needs, so the folder's links stay warnings.
    const a = await client.openSettled('markdown', '# A\n\n[1](other.md#one) [2](other.md#two) [3](other.md#three) [4](other.md#four)\n', uriOf('guides/a.md'));
    const b = await client.openSettled('markdown', '# B\n\n[4 again](other.md#four)\n\n[unused]: other.md#four\n', uriOf('guides/b.md'));
    assert.deepEqual(a.map((d) => [d.code, d.severity]), Array(4).fill(['link-missing-fragment', DiagnosticSeverity.Warning]));
    assert.deepEqual(b.map((d) => [d.code, d.severity]), [['link-missing-fragment', DiagnosticSeverity.Warning], ['link-missing-fragment', DiagnosticSeverity.Information]]);
    assert.match(b[1]!.message, /No link uses this definition/);
    assert.deepEqual([a[3], ...b].map((d) => (d!.data as { target?: string }).target), Array(3).fill(`${uriOf('guides/other.md')}#four`));
  });
});
