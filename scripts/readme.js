#!/usr/bin/env node
'use strict';
/**
 * The README the .vsix carries: VS Code shows it as the extension's page in
 * the Extensions view. Its source is the user README, docs/extension/README.md
 * (the repository's README.md is for developers and stays out of the .vsix).
 *
 * VS Code renders that page in a webview whose Content-Security-Policy
 * allows images from `https:` and `data:` only, and resolves no relative
 * path: an image linked as a file, or fetched from the web, is broken offline.
 * So each image is written into the page as a `data:` URI, from the PNG beside
 * the source; it travels inside the .vsix and shows with no network. Other
 * relative links lead to the repository on the web, as `vsce` would write
 * them (it is told `--no-rewrite-relative-links`, since it rejects `data:`
 * images).
 *
 *   node scripts/readme.js   writes dist/README.md (`vscode:prepublish` runs it after the bundles)
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const SOURCE = path.join(ROOT, 'docs', 'extension', 'README.md');
const TARGET = path.join(ROOT, 'dist', 'README.md');
const IMAGE_TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif' };

/** The repository's web address, from package.json (`https://github.com/owner/name`). */
function repositoryUrl(manifest) {
  const url = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  if (!url) throw new Error('package.json has no repository: relative links would lead nowhere');
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

/** A Markdown link's target that is a path in the repository, not a URI or a fragment. */
function isRelative(target) {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#');
}

/**
 * `markdown` (the text of a file in `dir`) as the extension's page: relative
 * images as `data:` URIs, other relative links to `repository`'s files.
 * Throws when an image is missing or of a kind VS Code does not show.
 */
function packagedReadme(markdown, dir, repository, root = ROOT) {
  // Inline links and images, `[text](target)` and `![alt](target)`, each on one line, their text without brackets.
  // A code span is text, not a link: matched first and kept as written (a setting's example `[guide](../a.md)`).
  return markdown.replace(/(`+)[^`\n]*?\1|(!?)\[([^\][\n]*)\]\(([^)\s]+)\)/g, (whole, code, bang, text, target) => {
    if (code !== undefined || !isRelative(target)) return whole;
    const [file, fragment] = target.split('#', 2);
    const absolute = path.resolve(dir, file);
    if (bang) {
      const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
      if (!type) throw new Error(`${target}: VS Code's extension page shows PNG, JPEG and GIF images inlined, not this`);
      if (!fs.existsSync(absolute)) throw new Error(`${target}: no such image (${path.relative(root, absolute)})`);
      return `![${text}](data:${type};base64,${fs.readFileSync(absolute).toString('base64')})`;
    }
    const inRepository = path.relative(root, absolute).split(path.sep).join('/');
    return `[${text}](${repository}/blob/HEAD/${inRepository}${fragment === undefined ? '' : `#${fragment}`})`;
  });
}

function main() {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const text = packagedReadme(fs.readFileSync(SOURCE, 'utf8'), path.dirname(SOURCE), repositoryUrl(manifest));
  fs.mkdirSync(path.dirname(TARGET), { recursive: true });
  fs.writeFileSync(TARGET, text);
  console.log(`readme: ${path.relative(ROOT, TARGET)} from ${path.relative(ROOT, SOURCE)}, ${(text.length / 1024).toFixed(0)} KB with its images`);
}

module.exports = { packagedReadme, repositoryUrl, SOURCE, TARGET };
if (require.main === module) main();
