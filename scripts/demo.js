#!/usr/bin/env node
// The main job of the quick start: shows the URI core at work on a few
// references, valid and not, as the extension would report them.
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

// The finder at work on a Markdown note: every reference, where it is, and what is wrong with it.
if (process.argv.length <= 2) {
  const note = [
    'Docs: [guide](../docs/guide.md), <https://example.com/a|b> and "http://exa mple.com".',
    'Mail mailto:team@example.org; the server is at http://[::1:8080/status (see RFC 3986, §3.2.2).',
  ].join('\n');
  console.log('\nfindUris in a Markdown note:');
  for (const line of note.split('\n')) console.log(`        ${line}`);
  for (const found of findUris(note, { languageId: 'markdown' })) {
    const r = parse(found.text);
    const problems = r.errors.map((e) => `${e.code} at ${found.start + e.start}`).join(', ');
    console.log(`  ${String(found.start).padStart(4)}..${String(found.end).padEnd(4)} ${found.context.padEnd(17)} ${found.text}${problems ? `   → ${problems}` : ''}`);
  }
}
