#!/usr/bin/env node
'use strict';
/**
 * Prints a digest of everything the language service answers on the test
 * fixtures and the docs corpus: diagnostics, a hover at every reference,
 * code actions and ignore actions over every reference, the ignore source
 * actions, suppressed findings, links, fix-all and normalize-all, under the
 * default settings and under strict ones; the same text read as each
 * language the service knows (how each finds, comments and inserts
 * directives); and over a fixture workspace (test/fixtures/workspace), links
 * and fragments judged against its files and completion after every `/` and
 * `#` of a reference. Run it before and after a refactoring: equal digests
 * mean unchanged behaviour.
 *
 *   node scripts/service-snapshot.js [--verbose] [--corpus]
 *
 * With --corpus, it also runs the command line (`uri-lint . --format json`,
 * default settings, as a user would) over each repository of
 * bench/precision-repos.json found in $URI_LINT_CORPUS (default
 * /work/corpus/precision; extract them with
 * scripts/extract-precision-repos.js) and digests each report. It prints a
 * digest per repository, never a finding: the held-out half's findings are
 * not read while the code changes. Round 2's held-out repositories are left
 * out: nothing runs the tool on them but the bench, when asked
 * (URI_LINT_PRECISION_ROUND=2), once that round's work is done.
 *
 * Uses only the public entry of @uri-lint/server, so it survives moves.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { TextDocument } = require('vscode-languageserver-textdocument');
const { createLanguageService, resolveSettings, IGNORE_ALL_KIND } = require('@uri-lint/server');
const { LinkFacts, scopedWorkspace } = createLanguageService().workspace;

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

/**
 * Language ids the service reads in a way of their own (as of the table of
 * languages' first version), plus a capitalised and an unknown one: the
 * polyglot text below is read as each.
 */
const LANGUAGE_IDS = (
  'javascript typescript javascriptreact typescriptreact c cpp csharp java go kotlin scala dart objective-c ' +
  'objective-cpp groovy fsharp zig proto solidity cuda-cpp hlsl glsl d haxe rust swift rc css scss less php python ' +
  'shellscript bash sh zsh ruby perl perl6 raku r powershell dockerfile makefile toml cmake elixir julia nim ' +
  'coffeescript crystal tcl awk properties po sql lua haskell elm ada vhdl plsql clojure lisp scheme racket ini ' +
  'erlang matlab markdown mdx html xhtml xml xsl svg vue vue-html svelte astro handlebars razor django-html ' +
  'jinja-html json jsonc jsonl json5 yaml dockercompose github-actions-workflow troff groff nroff roff man jinja ' +
  'terraform hcl verilog systemverilog asciidoc dotenv ignore pip-requirements git-commit git-rebase graphql nix ' +
  'bat latex tex bibtex postscript prolog vb fortran fortran-modern restructuredtext diff log plaintext Markdown ' +
  'no-such-language'
).split(' ');

/** One text with every kind of comment, string and link the languages above write, each around a broken URI. */
const POLYGLOT = [
  '#!/bin/sh',
  '// line comment http://exa mple.com/slash and mailto:a@@b.example',
  '# hash comment http://exa mple.com/hash data:,x',
  '-- dashes http://exa mple.com/dash',
  '; semicolon http://exa mple.com/semi',
  '% percent http://exa mple.com/pct',
  "' quote comment http://exa mple.com/vb",
  'REM batch http://exa mple.com/rem',
  '.\\" troff http://exa mple.com/troff \\fBhttps://x.example/\\fR',
  '/* block',
  '   http://exa mple.com/block */',
  '<!-- html comment http://exa mple.com/html -->',
  '{# jinja http://exa mple.com/jinja #} {/* mdx http://exa mple.com/mdx */} @* razor http://exa mple.com/razor *@',
  'x = "a string http://exa mple.com/dq tel:+1 555" + \'single http://exa mple.com/sq\' + `tick http://exa mple.com/bt ${host}`;',
  'y = f"https://{host}/x http://exa mple.com/f" + $"https://{host}/cs" + "https://#{host}/rb" + s"https://$host/scala"',
  's = """triple http://exa mple.com/triple"""',
  're = /https?:\\/\\/exa mple\\.com/',
  'key: |',
  '  block scalar http://exa mple.com/scalar',
  '  more',
  '$ref: "other.yaml#/nope"',
  '[link](http://exa mple.com/md) <a href="http://exa mple.com/attr">a</a> <base href="http://base.example/x/">',
  'plain http://exa mple.com/plain and https://example.com/ok#frag',
  '',
].join('\n');

const SETTINGS = {
  default: resolveSettings({}),
  strict: resolveSettings({ iri: { strict: true }, normalForm: { enable: true }, baseUri: 'https://base.example/a/b' }),
};

function answers(service, doc, settings, files) {
  const analysis = service.analyze(doc);
  const ctx = { document: doc, analysis, settings, ...(files ? { files } : {}) };
  const diagnostics = service.diagnostics(ctx);
  const hovers = [];
  const actions = [];
  const ignores = [];
  for (const ref of analysis.references) {
    const range = { start: doc.positionAt(ref.found.start), end: doc.positionAt(ref.found.end) };
    hovers.push(service.hover(ctx, range.start));
    const inside = diagnostics.filter((d) => doc.offsetAt(d.range.start) >= ref.found.start && doc.offsetAt(d.range.end) <= ref.found.end);
    actions.push(service.codeActions(ctx, range, { diagnostics: inside }));
    ignores.push(service.ignoreActions(ctx, { diagnostics: inside }));
  }
  const everything = { range: { start: doc.positionAt(0), end: doc.positionAt(doc.getText().length) } };
  actions.push(service.codeActions(ctx, everything.range, { diagnostics: [], only: ['source.fixAll'] }));
  ignores.push(service.ignoreActions(ctx, { diagnostics: [], only: [IGNORE_ALL_KIND] }));
  return {
    diagnostics,
    suppressed: service.suppressed(ctx),
    hovers,
    actions,
    ignores,
    links: service.links(ctx),
    fixAll: service.fixAll(ctx),
    normalizeAll: service.normalizeAll(ctx),
  };
}

/** Completion right after every `/` and `#` of every reference, and at each reference's end. */
async function completions(service, doc, settings, files) {
  const analysis = service.analyze(doc);
  const ctx = { document: doc, analysis, settings, files };
  const all = [];
  for (const ref of analysis.references) {
    const text = doc.getText().slice(ref.found.start, ref.found.end);
    const offsets = [];
    for (let i = 0; i < text.length; i++) if (text[i] === '/' || text[i] === '#') offsets.push(ref.found.start + i + 1);
    offsets.push(ref.found.end);
    for (const offset of offsets) all.push([offset, await service.completion(ctx, doc.positionAt(offset))]);
  }
  return all;
}

const WORKSPACE = path.join(root, 'test/fixtures/workspace');
const WORKSPACE_URI = 'file:///snapshot/workspace';

/** The language ids of the workspace's files, as an editor names them. */
const WORKSPACE_LANGUAGES = [
  [/(^|\/)docker-compose\.yml$/, 'dockercompose'], [/\.md$/, 'markdown'], [/\.html$/, 'html'], [/\.json$/, 'json'],
  [/\.ya?ml$/, 'yaml'], [/\.py$/, 'python'], [/\.ts$/, 'typescript'], [/\.toml$/, 'toml'], [/.*/, 'plaintext'],
];

function workspaceFiles(dir = WORKSPACE, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = `${prefix}${entry.name}`;
    if (entry.isDirectory()) files.push(...workspaceFiles(path.join(dir, entry.name), `${rel}/`));
    else files.push(rel);
  }
  return files;
}

/** The fixture tree as a workspace: read synchronously, as the command line reads the disk. */
function workspaceFacts() {
  const fileOf = (uri) => (uri === WORKSPACE_URI ? WORKSPACE : uri.startsWith(`${WORKSPACE_URI}/`)
    ? path.join(WORKSPACE, ...uri.slice(WORKSPACE_URI.length + 1).split('/').map(decodeURIComponent)) : undefined);
  const list = (uri) => {
    const dir = fileOf(uri);
    if (!dir || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return undefined;
    return fs.readdirSync(dir, { withFileTypes: true }).map((e) => [e.name, e.isDirectory() ? 'directory' : 'file']);
  };
  const stat = (uri) => {
    const file = fileOf(uri);
    if (!file || !fs.existsSync(file)) return undefined;
    return fs.statSync(file).isDirectory() ? 'directory' : 'file';
  };
  const read = (uri, maxBytes) => {
    const file = fileOf(uri);
    if (stat(uri) !== 'file' || fs.statSync(file).size > maxBytes) return undefined;
    return fs.readFileSync(file, 'utf8');
  };
  const access = {
    readDirectory: async (uri) => list(uri),
    stat: async (uri) => stat(uri),
    readFile: async (uri, maxBytes) => read(uri, maxBytes),
  };
  const facts = new LinkFacts(scopedWorkspace(access, () => [WORKSPACE_URI]), list);
  facts.anchors.readSynchronously(read);
  return facts;
}

async function main() {
  const verbose = process.argv.includes('--verbose');
  const service = createLanguageService();
  const total = crypto.createHash('sha256');
  const record = (name, label, value) => {
    const json = JSON.stringify(value);
    const digest = crypto.createHash('sha256').update(json).digest('hex').slice(0, 16);
    total.update(json);
    if (verbose) console.log(`${digest}  ${name} [${label}]`);
  };
  for (const { name, languageId, text } of documents()) {
    const doc = TextDocument.create(`file:///work/docs/${encodeURIComponent(name)}`, languageId, 1, text);
    for (const [label, settings] of Object.entries(SETTINGS)) record(name, label, answers(service, doc, settings));
  }
  for (const languageId of LANGUAGE_IDS) {
    const doc = TextDocument.create(`file:///work/polyglot/sample`, languageId, 1, POLYGLOT);
    record(`polyglot as ${languageId}`, 'default', answers(service, doc, SETTINGS.default));
  }
  for (const [label, settings] of Object.entries(SETTINGS)) {
    // A new workspace per settings: what one learned is not another's.
    const files = workspaceFacts();
    for (const rel of workspaceFiles()) {
      const languageId = WORKSPACE_LANGUAGES.find(([re]) => re.test(rel))[1];
      const text = fs.readFileSync(path.join(WORKSPACE, rel), 'utf8');
      const doc = TextDocument.create(`${WORKSPACE_URI}/${rel}`, languageId, 1, text);
      record(`workspace/${rel}`, label, answers(service, doc, settings, files));
      record(`workspace/${rel}`, `${label} completion`, await completions(service, doc, settings, files));
    }
  }
  console.log(`service snapshot: ${total.digest('hex')}`);
  if (process.argv.includes('--corpus')) corpusSnapshot();
}

/** A digest of the command line's JSON report over each repository of the precision corpus that is present. */
function corpusSnapshot() {
  const { spawnSync } = require('node:child_process');
  const os = require('node:os');
  const corpus = process.env.URI_LINT_CORPUS || '/work/corpus/precision';
  const bin = path.join(root, 'server/bin/uri-lint.js');
  const { repositories } = JSON.parse(fs.readFileSync(path.join(root, 'bench/precision-repos.json'), 'utf8'));
  const total = crypto.createHash('sha256');
  let present = 0;
  for (const repo of repositories) {
    const dir = path.join(corpus, repo.name);
    if (repo.half === 'heldout' && (repo.round ?? 1) > 1) {
      console.log(`  ${repo.name}: round ${repo.round}'s held-out half, left out`);
      continue;
    }
    if (!fs.existsSync(dir)) {
      console.log(`  ${repo.name}: not extracted, left out`);
      continue;
    }
    const out = path.join(os.tmpdir(), `uri-lint-snapshot-${process.pid}-${repo.name}.json`);
    const run = spawnSync(process.execPath, [bin, '.', '--format', 'json', '-o', out], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 });
    if ((run.status !== 0 && run.status !== 1) || !fs.existsSync(out)) {
      console.log(`  ${repo.name}: uri-lint failed (${run.error?.message ?? `exit ${run.status}`})`);
      process.exitCode = 1;
      continue;
    }
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    fs.rmSync(out, { force: true });
    // Timings differ from run to run: everything else is the behaviour.
    const json = JSON.stringify({ exit: run.status, report }, (key, value) => (/^(ms|elapsed|durationMs|time)$/.test(key) ? undefined : value));
    total.update(json);
    present++;
    console.log(`  ${crypto.createHash('sha256').update(json).digest('hex').slice(0, 16)}  ${repo.name} (${repo.half})`);
  }
  console.log(`corpus snapshot (${present} of ${repositories.length} repositories): ${total.digest('hex')}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
