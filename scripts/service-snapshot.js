#!/usr/bin/env node
'use strict';
/**
 * Prints a digest of everything the language service answers on the test
 * fixtures and the docs corpus: diagnostics, a hover at every reference,
 * code actions over every reference, links, fix-all and normalize-all,
 * under the default settings and under strict ones. Run it before and after
 * a refactoring: equal digests mean unchanged behaviour.
 *
 *   node scripts/service-snapshot.js [--verbose]
 *
 * Uses only the public entry of @uri-lint/server, so it survives moves.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { TextDocument } = require('vscode-languageserver-textdocument');
const { createLanguageService, resolveSettings } = require('@uri-lint/server');

const root = path.resolve(__dirname, '..');
const benchData = process.env.URI_LINT_BENCH_DATA || path.resolve(root, '../shared/bench-data');

const LANGUAGES = [
  [/\.md$/, 'markdown'], [/\.html$/, 'html'], [/\.json$/, 'json'], [/\.ya?ml$/, 'yaml'], [/\.py$/, 'python'],
  [/\.ts(\.txt|\.fixture)?$/, 'typescript'], [/.*/, 'plaintext'],
];

function languageOf(file) {
  return LANGUAGES.find(([re]) => re.test(file))[1];
}

function documents() {
  const docs = [];
  for (const dir of ['test/fixtures/find', 'test/fixtures/server']) {
    for (const name of fs.readdirSync(path.join(root, dir)).sort()) {
      const file = path.join(root, dir, name);
      docs.push({ name: `${dir}/${name}`, languageId: languageOf(name), text: fs.readFileSync(file, 'utf8') });
    }
  }
  const corpus = path.join(benchData, 'docs-corpus.txt.gz');
  if (fs.existsSync(corpus)) {
    const text = zlib.gunzipSync(fs.readFileSync(corpus)).toString('utf8');
    docs.push({ name: 'docs-corpus (plaintext)', languageId: 'plaintext', text });
    docs.push({ name: 'docs-corpus (markdown)', languageId: 'markdown', text });
  }
  return docs;
}

const SETTINGS = {
  default: resolveSettings({}),
  strict: resolveSettings({ iri: { strict: true }, normalForm: { enable: true }, baseUri: 'https://base.example/a/b' }),
};

function answers(service, doc, settings) {
  const analysis = service.analyze(doc);
  const ctx = { document: doc, analysis, settings };
  const diagnostics = service.diagnostics(ctx);
  const hovers = [];
  const actions = [];
  for (const ref of analysis.references) {
    const range = { start: doc.positionAt(ref.found.start), end: doc.positionAt(ref.found.end) };
    hovers.push(service.hover(ctx, range.start));
    const inside = diagnostics.filter((d) => doc.offsetAt(d.range.start) >= ref.found.start && doc.offsetAt(d.range.end) <= ref.found.end);
    actions.push(service.codeActions(ctx, range, { diagnostics: inside }));
  }
  const everything = { range: { start: doc.positionAt(0), end: doc.positionAt(doc.getText().length) } };
  actions.push(service.codeActions(ctx, everything.range, { diagnostics: [], only: ['source.fixAll'] }));
  return {
    diagnostics,
    hovers,
    actions,
    links: service.links(ctx),
    fixAll: service.fixAll(ctx),
    normalizeAll: service.normalizeAll(ctx),
  };
}

function main() {
  const verbose = process.argv.includes('--verbose');
  const service = createLanguageService();
  const total = crypto.createHash('sha256');
  for (const { name, languageId, text } of documents()) {
    const doc = TextDocument.create(`file:///work/docs/${encodeURIComponent(name)}`, languageId, 1, text);
    for (const [label, settings] of Object.entries(SETTINGS)) {
      const json = JSON.stringify(answers(service, doc, settings));
      const digest = crypto.createHash('sha256').update(json).digest('hex').slice(0, 16);
      total.update(json);
      if (verbose) console.log(`${digest}  ${name} [${label}]`);
    }
  }
  console.log(`service snapshot: ${total.digest('hex')}`);
}

main();
