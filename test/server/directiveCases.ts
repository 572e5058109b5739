/**
 * Inline directives in every language of the finder's table: one document
 * per language, written by hand in that language's own comments (not made
 * from the table under test), shared by the protocol tests and the command
 * line's tests so both judge the same text.
 */

/** One language: how its comments and its strings are written, and a file name the command line reads as it. */
export interface DirectiveCase {
  languageId: string;
  file: string;
  /** A comment holding `body`. */
  comment: (body: string) => string;
  /** A comment after code on its line, when not `comment` (batch files: `& REM`). */
  trailing?: (body: string) => string;
  /** A line holding the URI as the language holds one. */
  uri: (uri: string) => string;
  /** A line holding the URI beside a directive that is not one (in a string or a code span); none where none can be written. */
  mention?: (uri: string, directive: string) => string;
}

const line = (open: string, close = '') => (body: string) => `${open} ${body}${close ? ` ${close}` : ''}`;
const quoted = (uri: string) => `"${uri}"`;
const inString = (sep: string) => (uri: string, directive: string) => `"${uri}"${sep} "${directive}"`;

/** Every family of the finder's table (shared/src/find/code.ts, traits.ts), with the comment forms of each. */
export const DIRECTIVE_CASES: readonly DirectiveCase[] = [
  { languageId: 'markdown', file: 'doc.md', comment: line('<!--', '-->'), uri: (u) => `see ${u} here`, mention: (u, d) => `${u} \`<!-- ${d} -->\`` },
  { languageId: 'mdx', file: 'doc.mdx', comment: line('{/*', '*/}'), uri: (u) => `see ${u} here` },
  { languageId: 'html', file: 'page.html', comment: line('<!--', '-->'), uri: (u) => `<a href="${u}">x</a>` },
  { languageId: 'xml', file: 'feed.xml', comment: line('<!--', '-->'), uri: (u) => `<link href="${u}"/>` },
  { languageId: 'jsonc', file: 'tsconfig.json', comment: line('//'), uri: (u) => `"${u}",`, mention: (u, d) => `"${u}", "// ${d}",` },
  { languageId: 'json', file: 'data.json', comment: (b) => `"${b}",`, uri: (u) => `"${u}",` },
  { languageId: 'yaml', file: 'conf.yaml', comment: line('#'), uri: (u) => `- ${u}`, mention: (u, d) => `- ["${u}", "# ${d}"]` },
  { languageId: 'typescript', file: 'api.ts', comment: line('//'), uri: quoted, mention: inString(',') },
  { languageId: 'javascript', file: 'app.js', comment: line('/*', '*/'), uri: quoted, mention: (u, d) => `"${u}", \`/* ${d} */\`` },
  { languageId: 'c', file: 'main.c', comment: line('/*', '*/'), uri: quoted, mention: (u, d) => `"${u}", "/* ${d} */"` },
  { languageId: 'java', file: 'App.java', comment: line('//'), uri: quoted, mention: (u, d) => `"${u}", "// ${d}"` },
  { languageId: 'rust', file: 'lib.rs', comment: line('//'), uri: quoted, mention: (u, d) => `"${u}", "// ${d}"` },
  { languageId: 'css', file: 'site.css', comment: line('/*', '*/'), uri: (u) => `a { background: url("${u}"); }` },
  { languageId: 'scss', file: 'site.scss', comment: line('//'), uri: (u) => `$u: "${u}";`, mention: (u, d) => `$u: "${u}"; $v: "// ${d}";` },
  { languageId: 'php', file: 'index.php', comment: line('#'), uri: quoted, mention: (u, d) => `"${u}", '# ${d}'` },
  { languageId: 'python', file: 'fetch.py', comment: line('#'), uri: quoted, mention: (u, d) => `"${u}", "# ${d}"` },
  { languageId: 'shellscript', file: 'deploy.sh', comment: line('#'), uri: quoted, mention: (u, d) => `"${u}" "# ${d}"` },
  { languageId: 'ruby', file: 'app.rb', comment: line('#'), uri: quoted, mention: (u, d) => `"${u}", "# ${d}"` },
  { languageId: 'sql', file: 'q.sql', comment: line('--'), uri: (u) => `select '${u}';`, mention: (u, d) => `select '${u}', '-- ${d}';` },
  { languageId: 'lua', file: 'init.lua', comment: line('--'), uri: quoted, mention: (u, d) => `"${u}", "-- ${d}"` },
  { languageId: 'clojure', file: 'core.clj', comment: line(';'), uri: quoted, mention: (u, d) => `"${u}" "; ${d}"` },
  { languageId: 'ini', file: 'setup.ini', comment: line(';'), uri: (u) => `url = ${u}` },
  { languageId: 'erlang', file: 'app.erl', comment: line('%'), uri: quoted, mention: (u, d) => `"${u}", "% ${d}"` },
  { languageId: 'troff', file: 'tool.1', comment: line('.\\"'), uri: (u) => `.UR ${u}` },
  { languageId: 'bat', file: 'run.bat', comment: line('REM'), trailing: line('& REM'), uri: (u) => `start ${u}` },
  { languageId: 'plaintext', file: 'notes.txt', comment: (b) => b, uri: (u) => `see ${u} here`, mention: (u, d) => `${u} \`${d}\`` },
];

/** The URIs of the document: each has a bad port (`80a` …), so each is one `invalid-port` unless silenced. */
export const port = (letter: string) => `http://example.com:80${letter}/`;

/**
 * The document of a case:
 *  0 disable-next-line invalid-port     1 silenced
 *  2 silenced by its own disable-line   3 reported
 *  4 disable-line iri (unused)          5 disable … 6 silenced … 7 enable
 *  8 reported                           9 a mention of a directive: reported
 */
export function directiveDocument(c: DirectiveCase): string {
  const lines = [
    c.comment('uri-lint-disable-next-line invalid-port'),
    c.uri(port('a')),
    `${c.uri(port('b'))} ${(c.trailing ?? c.comment)('uri-lint-disable-line')}`,
    c.uri(port('c')),
    c.comment('uri-lint-disable-line iri -- no IRI here'),
    c.comment('uri-lint-disable'),
    c.uri(port('d')),
    c.comment('uri-lint-enable'),
    c.uri(port('e')),
  ];
  if (c.mention) lines.push(c.mention(port('f'), 'uri-lint-disable-line'));
  return `${lines.join('\n')}\n`;
}

/** `line code` of what the document of a case must report, 0-based lines. */
export function expectedProblems(c: DirectiveCase): string[] {
  return ['3 invalid-port', '4 unused-directive', '8 invalid-port', ...(c.mention ? ['9 invalid-port'] : [])];
}
