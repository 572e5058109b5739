#!/usr/bin/env node
// The main job of the quick start: shows the URI core at work on a few
// references, valid and not, then the extension's checks on demo/, and
// where the .vsix that npm start built is.
'use strict';
const { findUris, parse, normalize, resolve } = require('../shared');

const samples = process.argv.length > 2 ? process.argv.slice(2) : [
  'foo://example.com:8042/over/there?name=ferret#nose',
  'HTTP://www.Example.COM:80/a/./b/../c/%7efoo',
  'http://[2001:db8::7]/c=GB?objectClass?one',
  'http://user:secret@example.com/',
  'http://exa mple.com/a|b',
  'http://[::1',
  'http://host:80a/',
  '../../g;x?y#s',
];

function safe(fn) {
  try { return fn(); } catch (e) { return `(${e.message})`; }
}

for (const text of samples) {
  const r = parse(text);
  console.log(`${r.valid ? 'valid' : 'INVALID'} ${r.kind}:\n        ${text}`);
  for (const e of r.errors) {
    console.log(`        ${' '.repeat(e.start)}${'^'.repeat(Math.max(1, e.end - e.start))}  ${e.code} (${e.rule}, RFC 3986 §${e.section})`);
    console.log(`        ${e.message}`);
  }
  if (r.valid) {
    const n = safe(() => normalize(text));
    if (n !== text) console.log(`        normal form: ${n}`);
    if (r.kind === 'relative-ref') console.log(`        against http://a/b/c/d;p?q: ${safe(() => resolve('http://a/b/c/d;p?q', text))}`);
  }
}

/** `1 problem`, `2 problems`. */
function counted(count, noun) {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

// The language service at work on demo/: every problem the extension shows there, as the editor would show it.
if (process.argv.length <= 2) {
  const fs = require('node:fs');
  const path = require('node:path');
  const { languageOf, lintText } = require('@uri-lint/server/cli');
  const { resolveSettings } = require('@uri-lint/server/contract');
  const demo = path.resolve(__dirname, '../demo');
  // The demo's own settings (JSON with whole-line comments, as VS Code writes them), keys as dotted uriLint.* names.
  const jsonc = fs.readFileSync(path.join(demo, '.vscode/settings.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const raw = Object.fromEntries(Object.entries(JSON.parse(jsonc)).filter(([k]) => k.startsWith('uriLint.')).map(([k, v]) => [k.slice(8), v]));
  const settings = resolveSettings(raw);
  console.log('\nThe extension\'s checks on demo/ (open it with `npm run vscode` to see them in VS Code):');
  for (const name of fs.readdirSync(demo).sort()) {
    const file = path.join(demo, name);
    if (!fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file, 'utf8');
    const languageId = languageOf(file, text);
    const { references, problems } = lintText(text, { languageId, uri: `file://${file}`, settings });
    console.log(`  ${name} (${languageId}): ${counted(references, 'URI reference')}, ${counted(problems.length, 'problem')}`);
    for (const p of problems) {
      console.log(`    ${p.line}:${p.column}  ${(p.severity === 'information' ? 'info' : p.severity).padEnd(7)} ${p.message}  ${p.code}`);
    }
  }
  const vsix = fs.readdirSync(path.resolve(__dirname, '..')).filter((f) => /^uri-lint-.*\.vsix$/.test(f)).sort().pop();
  if (vsix) console.log(`\nThe VS Code extension: ${path.resolve(__dirname, '..', vsix)}\n  install it with: code --install-extension ${vsix}`);
}
