#!/usr/bin/env node
'use strict';
/**
 * The page of each diagnostic code, docs/rules/<code>.md, and their index,
 * docs/rules/README.md, from the rules' declarations (default level, RFC
 * link, summary, the fixes that answer it) and the code's documentation
 * (each rule's `doc` beside its code, gathered by server/src/service/rules/docs.ts: why, an example, the example fixed).
 * Every example is run through the command line first, once for all, in a
 * temporary folder: a page is written only when its example reports its code
 * and the fixed example does not, and the page quotes what uri-lint says.
 *
 *   node scripts/rule-docs.js          writes docs/rules/
 *   node scripts/rule-docs.js --check  exits 1 when a page is missing, stale or extra, or an example fails
 *
 * Needs the build (`tsc -b`). test/docs.test.ts runs --check.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CODES, CODE_DOCS, FIXES, defaultLevel } = require('@uri-lint/server/service/internal');
const { DEFAULT_SETTINGS, docsHref } = require('@uri-lint/server/contract');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'docs/rules');
const CLI = path.join(ROOT, 'server/bin/uri-lint.js');
const FENCE = { md: 'markdown', html: 'html', json: 'json', yaml: 'yaml', yml: 'yaml' };

/** Writes each example, bad and good, into its own folder of a new temporary tree; answers the tree. */
function writeExamples() {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'uri-lint-rule-docs-')));
  for (const [code, doc] of Object.entries(CODE_DOCS)) {
    for (const kind of ['bad', 'good']) {
      if (doc[kind] === undefined || doc.bad === undefined) continue;
      const folder = path.join(dir, code, kind);
      const files = { ...doc.files, [doc.file ?? 'README.md']: doc[kind] };
      if (doc.config) files['.urilintrc.json'] = `${JSON.stringify(doc.config)}\n`;
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
        fs.writeFileSync(path.join(folder, name), text);
      }
    }
  }
  return dir;
}

/** The command line's problems of every example file: `code/kind` → problems of its example file. */
function runExamples(dir) {
  let out;
  try {
    out = execFileSync(process.execPath, [CLI, '.', '--format', 'json', '--concurrency', 'off'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (error) {
    // Exit 1: errors were found, as the bad examples must.
    if (error.status !== 1) throw error;
    out = error.stdout;
  }
  const byExample = new Map();
  for (const file of JSON.parse(out).files) {
    const [code, kind, ...rest] = file.path.split('/');
    if (rest.join('/') === (CODE_DOCS[code]?.file ?? 'README.md')) byExample.set(`${code}/${kind}`, file.problems);
  }
  return byExample;
}

/** The level a code has by default, in words. */
function levelText(code) {
  const info = CODES.get(code);
  const level = defaultLevel(code, DEFAULT_SETTINGS);
  return typeof info.level === 'function' ? `\`${level}\` (another setting can change it: see below)` : `\`${level}\``;
}

function fixesText(code) {
  const fixes = [...FIXES.values()].filter((f) => f.codes.includes(code));
  if (fixes.length === 0) return 'None: the right repair depends on what was meant.';
  return fixes.map((f) => `**${f.title}** (\`${f.id}\`): ${f.judges === 'document'
    ? 'a quick fix of the editor\'s light bulb only (it needs what the workspace holds), never applied in bulk (Fix all, `uri-lint --fix`)'
    : f.identity === 'keeps'
      ? 'keeps what the URI identifies, so Fix all, `source.fixAll.uriLint` and `uri-lint --fix` apply it'
      : `changes what the URI identifies, so it is a quick fix only, applied in bulk when named (\`--fix-type ${f.id}\`, \`uriLint.fixAll.fixes\`)`}.`).join('<br>');
}

/** The directive that silences one line in the example's language. */
function directiveFor(code, file) {
  return /\.(md|html)$/.test(file) ? `<!-- uri-lint-disable-next-line ${code} -- why -->` : `# uri-lint-disable-next-line ${code} -- why`;
}

/** The example, what uri-lint says of it, and the example fixed. */
function example(doc, file, said) {
  const fence = FENCE[path.extname(file).slice(1)] ?? 'text';
  return [
    '## Example',
    '',
    ...(doc.files ? [`With ${Object.keys(doc.files).map((f) => `\`${f}\``).join(', ')} beside it, \`${file}\`:`, ''] : [`\`${file}\`:`, '']),
    `\`\`\`${fence}`,
    doc.bad.replace(/\n$/, ''),
    '```',
    '',
    '`uri-lint` reports:',
    '',
    '```text',
    ...said,
    '```',
    '',
    ...(doc.good === undefined ? [] : ['Fixed:', '', `\`\`\`${fence}`, doc.good.replace(/\n$/, ''), '```', '']),
  ];
}

function page(code, problems) {
  const info = CODES.get(code);
  const doc = CODE_DOCS[code];
  const file = doc.file ?? 'README.md';
  const said = problems.filter((p) => p.code === code)
    // Paths in messages are the example folder's own, as when the example is the workspace.
    .map((p) => `${p.line}:${p.column}  ${p.severity}  ${p.message.split(`${code}/bad/`).join('')}  ${p.code}`);
  const lines = [
    `# ${code}`,
    '',
    info.summary,
    '',
    '| | |',
    '| --- | --- |',
    `| Default severity | ${levelText(code)} |`,
    `| Explained by | <${info.href}> |`,
    `| Quick fix | ${fixesText(code)} |`,
    '',
    '## Why',
    '',
    doc.why,
    '',
    ...(doc.bad === undefined ? ['## When it appears', '', doc.neverInText, ''] : example(doc, file, said)),
    ...(doc.config ? [`This code is reported with \`.urilintrc.json\`: \`${JSON.stringify(doc.config)}\` (or the same \`uriLint.\` setting in VS Code).`, ''] : []),
    '## Turn it off',
    '',
    `- For a project: \`.urilintrc.json\` \`{ "severity": { "${code}": "off" } }\`, or \`"uriLint.severity": { "${code}": "off" }\` in VS Code's settings (\`error\`, \`warning\`, \`information\` and \`hint\` change its level).`,
    `- For one line: \`${directiveFor(code, file)}\` on the line before it (see [inline directives](README.md#inline-directives)).`,
    '',
  ];
  return lines.join('\n');
}

function index() {
  const rows = [...CODES.keys()].map((code) => `| [\`${code}\`](${code}.md) | ${levelText(code).replace(/ \(.*\)$/, '')} | ${CODES.get(code).summary.replace(/\|/g, '\\|')} |`);
  return [
    '# Diagnostic codes',
    '',
    'Every code URI Lint reports, with its default severity. Each page says why it matters, shows an example and its fix,',
    'and how to turn it off. Written by `node scripts/rule-docs.js` from the rules\' own declarations.',
    '',
    '| Code | Default | What it reports |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '## Inline directives',
    '',
    'A comment of the file\'s language silences codes on one line or a region: `uri-lint-disable-next-line <code>`,',
    '`uri-lint-disable-line <code>`, `uri-lint-disable <code>` … `uri-lint-enable <code>`, and `uri-lint-disable-file`;',
    'after ` -- ` comes the reason, which reports keep. Without a code, a directive silences every code.',
    '',
  ].join('\n');
}

function main(check) {
  const dir = writeExamples();
  let results;
  try {
    results = runExamples(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const failures = [];
  const pages = new Map([['README.md', index()]]);
  for (const code of CODES.keys()) {
    const doc = CODE_DOCS[code];
    if (!doc) { failures.push(`${code}: no documentation beside its code in its rule (CodeInfo.doc)`); continue; }
    const bad = results.get(`${code}/bad`) ?? [];
    if ((doc.bad === undefined) === (doc.neverInText === undefined)) failures.push(`${code}: give either an example or why none can be written`);
    else if (doc.bad !== undefined && !bad.some((p) => p.code === code)) failures.push(`${code}: its example does not report it (reported: ${bad.map((p) => p.code).join(', ') || 'nothing'})`);
    if (doc.good !== undefined && (results.get(`${code}/good`) ?? []).some((p) => p.code === code)) failures.push(`${code}: its fixed example still reports it`);
    if (!docsHref(code).endsWith(`/docs/rules/${code}.md`)) failures.push(`${code}: its link is not its page`);
    pages.set(`${code}.md`, page(code, bad));
  }
  const present = fs.existsSync(OUT) ? fs.readdirSync(OUT).filter((f) => f.endsWith('.md')) : [];
  if (check) {
    for (const [name, text] of pages) {
      const file = path.join(OUT, name);
      if (!fs.existsSync(file)) failures.push(`docs/rules/${name}: missing`);
      else if (fs.readFileSync(file, 'utf8') !== text) failures.push(`docs/rules/${name}: stale`);
    }
    for (const name of present) if (!pages.has(name)) failures.push(`docs/rules/${name}: no such code`);
  } else if (failures.length === 0) {
    fs.mkdirSync(OUT, { recursive: true });
    for (const name of present) if (!pages.has(name)) fs.rmSync(path.join(OUT, name));
    for (const [name, text] of pages) fs.writeFileSync(path.join(OUT, name), text);
  }
  for (const f of failures) console.error(f);
  if (failures.length > 0 && check) console.error('Run node scripts/rule-docs.js after fixing the examples.');
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.includes('--check'));
