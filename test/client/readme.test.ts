/**
 * The .vsix's README, the extension's page in VS Code's Extensions view:
 * the user README (docs/extension/README.md), not the developer one, with
 * its screenshots inside it. VS Code shows that page in a webview that
 * loads images from `https:` and `data:` only and resolves no relative
 * path, so scripts/readme.js writes each image as a `data:` URI; offline,
 * nothing else would show. The page itself is checked in the real editor by
 * test/e2e/ui/extensionPage.ui.ts.
 */
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETTING_DEFINITIONS } from '@uri-lint/server';

const ROOT = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { packagedReadme, repositoryUrl, SOURCE } = require(path.join(ROOT, 'scripts/readme.js')) as {
  packagedReadme(markdown: string, dir: string, repository: string, root?: string): string;
  repositoryUrl(manifest: unknown): string;
  SOURCE: string;
};

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { repository: unknown; scripts: Record<string, string> };
const source = fs.readFileSync(SOURCE, 'utf8');
const repository = repositoryUrl(manifest);

/** Every inline link and image of a Markdown text: `[text](target)`, `![alt](target)`; none in a code span. */
function links(markdown: string): { image: boolean; target: string }[] {
  return [...markdown.matchAll(/(`+)[^`\n]*?\1|(!?)\[([^\][\n]*)\]\(([^)\s]+)\)/g)].filter((m) => m[1] === undefined)
    .map((m) => ({ image: m[2] === '!', target: m[4]! }));
}

/** The packed README, made in the tests that need it: a missing image then fails them, not the loading of every suite. */
function pack(): string {
  return packagedReadme(source, path.dirname(SOURCE), repository);
}

describe('the .vsix README (scripts/readme.js)', () => {

  it('carries every screenshot of the user README inside it, byte for byte, as a data: URI', () => {
    const images = links(source).filter((l) => l.image);
    assert.ok(images.length >= 4, 'the user README shows the extension at work');
    const inlined = links(pack()).filter((l) => l.image).map((l) => l.target);
    assert.equal(inlined.length, images.length);
    images.forEach((image, i) => {
      const bytes = fs.readFileSync(path.resolve(path.dirname(SOURCE), image.target));
      assert.equal(inlined[i], `data:image/png;base64,${bytes.toString('base64')}`, image.target);
    });
  });

  it('leaves no relative link: the others lead to the repository on the web', () => {
    for (const { target } of links(pack())) assert.match(target, /^(data:image\/png;base64,|https:\/\/|mailto:|#)/, target.slice(0, 80));
    const withLink = packagedReadme('See [the fixes](../../README.md#fixes).', path.dirname(SOURCE), repository);
    assert.equal(withLink, `See [the fixes](${repository}/blob/HEAD/README.md#fixes).`);
    // In a code span it is an example, kept as written (a setting's description shows `[guide](../docs/guide.md)`).
    const example = 'links in Markdown (`[guide](../docs/guide.md)`, ``a `[b](c.md)` d``) and [this](../../README.md)';
    assert.equal(packagedReadme(example, path.dirname(SOURCE), repository),
      `links in Markdown (\`[guide](../docs/guide.md)\`, \`\`a \`[b](c.md)\` d\`\`) and [this](${repository}/blob/HEAD/README.md)`);
  });

  it('fails on an image that is missing or that the page cannot show', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-readme-'));
    fs.writeFileSync(path.join(dir, 'a.svg'), '<svg/>');
    assert.throws(() => packagedReadme('![x](missing.png)', dir, repository, dir), /missing\.png: no such image/);
    assert.throws(() => packagedReadme('![x](a.svg)', dir, repository, dir), /a\.svg: .*PNG, JPEG and GIF/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is for users: what it does, its settings and directives, other editors; no build steps or benchmarks', () => {
    for (const d of SETTING_DEFINITIONS) assert.ok(source.includes(`| \`${d.key}\` |`), d.key);
    assert.match(source, /uri-lint-disable-next-line/);
    assert.match(source, /\]\(https:\/\/github\.com\/uri-lint\/uri-lint#other-editors\)/);
    assert.doesNotMatch(source, /npm install|npm start|npm test|[Bb]enchmark|## Layout/);
  });

  it('is the one `npm run package` puts in the .vsix, and the developer README stays out', () => {
    assert.match(manifest.scripts['vscode:prepublish']!, /node scripts\/readme\.js/);
    assert.match(manifest.scripts.package!, /vsce package .*--readme-path dist\/README\.md --no-rewrite-relative-links/);
    assert.doesNotMatch(fs.readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8'), /^!README\.md$/m);
  });
});
