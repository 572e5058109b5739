/**
 * Files a repository's own task files name as what a command writes: a
 * justfile's or Makefile's recipe (`manage.py spectacular --file
 * doc/api/schema.yml`, `gen > docs/cli.md`), package.json's scripts, tox's
 * and nox's commands, a documentation tool's configuration (typedoc's `out`,
 * Doxygen's HTML folder). A file a command writes whole is generated,
 * as GitHub Linguist's `linguist-generated` says it: its text is fixed in the
 * generator or its sources, not here, so it is left out by default.
 *
 * Read as text, never run. Only what the text names for sure: an output
 * written as a concrete path (no variable, glob or template expression), not
 * appended to (`>>`), and not also read by the same command (`sort -o f f`).
 * A folder counts only as a documentation tool's output (typedoc, jsdoc,
 * pdoc…); any other command's output is one file. Paths are `/`-separated,
 * relative to the task file's folder, normalised; whether they exist is the
 * caller's to tell. Platform-free.
 */

/** One output a task file names. */
export interface TaskOutput {
  /** Relative to the task file's folder, normalised, `/`-separated; may start with `../`. */
  path: string;
  /** Whether it may be a folder (a documentation tool's output): every file below it is generated. */
  folder: boolean;
  /** What writes it, for the message: "`just api-docs` (justfile)". */
  why: string;
}

/** A task file longer than this is read only this far. */
export const MAX_TASK_FILE = 256 * 1024;

type Reader = (text: string, name: string) => TaskOutput[];

/** The task files read, by exact name. */
const BY_NAME: ReadonlyMap<string, Reader> = new Map<string, Reader>([
  ['justfile', justfile], ['Justfile', justfile], ['.justfile', justfile],
  ['Makefile', makefile], ['makefile', makefile], ['GNUmakefile', makefile],
  ['package.json', packageJson],
  ['tox.ini', toxIni],
  ['noxfile.py', noxfile],
  ['typedoc.json', typedocConfig], ['typedoc.js', typedocConfig], ['typedoc.cjs', typedocConfig], ['typedoc.mjs', typedocConfig],
  ['typedoc.config.js', typedocConfig], ['typedoc.config.cjs', typedocConfig], ['typedoc.config.mjs', typedocConfig],
  ['Doxyfile', doxyfile],
]);

/** Whether a file of this name (its last segment) is a task file read here. */
export function isTaskFile(name: string): boolean {
  return BY_NAME.has(name) || name.endsWith('.mk') || name.endsWith('.just');
}

/** How many task files a run or a workspace folder reads at most, the shallowest first (`taskFilesRead`). */
export const MAX_TASK_FILES = 200;

/** Of the task files at `paths` (`/`-separated, below one root), those read: the shallowest first, then by path, at most `MAX_TASK_FILES`. */
export function taskFilesRead(paths: Iterable<string>): string[] {
  const depth = (p: string): number => p.split('/').length;
  return [...paths].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_TASK_FILES);
}

/**
 * The files the task files read name as a command's output, and every file below a documentation tool's output
 * folder: generated, as Linguist's `linguist-generated` would say. The one table the command line (cli/files.ts) and
 * the editor's server (lsp/taskOutputs.ts) both ask, over `/`-separated paths below one root (the command line's are
 * absolute, the server's relative to a workspace folder). It never marks a task file read, nor, as a folder, one that
 * holds the task file that names it; an output above the root is nothing.
 */
export class WrittenFiles {
  private readonly asFile = new Map<string, string>();
  private readonly asFolder = new Map<string, string>();
  private readonly tasks: ReadonlySet<string>;

  /** `tasks`: the task files read (`taskFilesRead`), with their texts; one without a text (not read) names nothing. */
  constructor(tasks: readonly { path: string; text: string | undefined }[]) {
    this.tasks = new Set(tasks.map((t) => t.path));
    for (const task of tasks) {
      if (task.text === undefined) continue;
      const slash = task.path.lastIndexOf('/');
      const dir = slash < 0 ? '' : task.path.slice(0, slash);
      for (const output of taskOutputs(task.path.slice(slash + 1), task.text)) {
        const written = below(dir, output.path);
        if (written === undefined) continue;
        const why = `written by ${output.why}`;
        if (!this.asFile.has(written)) this.asFile.set(written, why);
        // A folder holding the task file (the root too) is the project's own, whatever the task writes into it.
        if (output.folder && written !== '' && !`${dir}/`.startsWith(`${written}/`) && !this.asFolder.has(written)) this.asFolder.set(written, why);
      }
    }
  }

  /** Why the file at `path` is generated (`written by …`), if a task file read names it. */
  whyWritten(path: string): string | undefined {
    if (this.tasks.has(path)) return undefined;
    const why = this.asFile.get(path);
    if (why !== undefined || this.asFolder.size === 0) return why;
    for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
      const folder = this.asFolder.get(path.slice(0, slash));
      if (folder !== undefined) return folder;
    }
    return undefined;
  }

  /** What the table says, as one string: equal for two tables that mark the same files alike. */
  signature(): string {
    return JSON.stringify([[...this.asFile].sort(), [...this.asFolder].sort()]);
  }
}

/** `rel` (normalised, may start with `../`) from the folder `dir` (`''` for the root), or undefined above the root. */
function below(dir: string, rel: string): string | undefined {
  const parts = dir === '' ? [] : dir.split('/');
  // An absolute root's first segment ('' before a leading '/', a drive) is never left.
  const floor = dir.startsWith('/') || /^[A-Za-z]:(?:\/|$)/.test(dir) ? 1 : 0;
  for (const segment of rel.split('/')) {
    if (segment === '..') {
      if (parts.length <= floor) return undefined;
      parts.pop();
    } else if (segment !== '' && segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** The outputs the task file `name` (its last segment) names in `text`. */
export function taskOutputs(name: string, text: string): TaskOutput[] {
  const reader = BY_NAME.get(name) ?? (name.endsWith('.mk') ? makefile : name.endsWith('.just') ? justfile : undefined);
  if (!reader) return [];
  return reader(text.length > MAX_TASK_FILE ? text.slice(0, MAX_TASK_FILE) : text, name);
}

// ---------------------------------------------------------------------------------------------------------------
// Commands

/** A word of a command: its text with quotes removed, and whether it is a concrete value (no expansion in it). */
interface Word {
  text: string;
  concrete: boolean;
}

/** A token of a command line: a word, an operator that ends a command (`&&` `;` `|`…) or a redirection. */
type Token = { word: Word } | { op: string };

/** What may stand for a value rather than be one: the shell's, make's, just's, tox's and templates' expansions, globs. */
const EXPANSION = /[$`{}*?[\]~%<>]|^@/;

/** Splits a command line as a POSIX shell does, near enough: quotes, backslashes, operators, redirections. */
function tokenize(line: string): Token[] {
  const out: Token[] = [];
  let text = '';
  let concrete = true;
  let inWord = false;
  const end = (): void => {
    if (inWord) out.push({ word: { text, concrete: concrete && !EXPANSION.test(text) } });
    text = '';
    concrete = true;
    inWord = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      end();
      continue;
    }
    if (c === '#' && !inWord) break;
    if (c === "'") {
      const close = line.indexOf("'", i + 1);
      const j = close < 0 ? line.length : close;
      text += line.slice(i + 1, j);
      inWord = true;
      i = j;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === '\\' && j + 1 < line.length) j++;
        if (line[j] === '$' || line[j] === '`') concrete = false;
        text += line[j];
      }
      inWord = true;
      i = j;
      continue;
    }
    if (c === '\\') {
      text += line[i + 1] ?? '';
      inWord = true;
      i++;
      continue;
    }
    // A redirection: its file descriptor, if any, is the word just read (`2>`); `&>` and `>|` write stdout too.
    if (c === '>' || c === '<') {
      const fd = inWord && /^\d$/.test(text) ? text : '';
      if (fd !== '') {
        text = '';
        inWord = false;
      } else end();
      let op = c;
      if (line[i + 1] === c) op += line[++i];
      if (line[i + 1] === '&' || line[i + 1] === '|') op += line[++i];
      out.push({ op: `${fd}${op}` });
      continue;
    }
    if (c === '&' && line[i + 1] === '>') {
      end();
      i++;
      out.push({ op: '&>' });
      continue;
    }
    if (c === ';' || c === '|' || c === '&' || c === '(' || c === ')') {
      end();
      const two = line.slice(i, i + 2);
      if (two === '&&' || two === '||' || two === ';;') i++;
      out.push({ op: c === '|' && two !== '||' ? '|' : two === '&&' || two === '||' ? two : c });
      continue;
    }
    // An expansion is part of the word it is in, whatever it holds: `$(cat VERSION)`, `${OUT}`, `` `date` ``.
    if ((c === '$' && (line[i + 1] === '(' || line[i + 1] === '{')) || c === '`') {
      const j = c === '`' ? line.indexOf('`', i + 1) : closing(line, i + 1);
      const stop = j < 0 ? line.length - 1 : j;
      text += line.slice(i, stop + 1);
      concrete = false;
      inWord = true;
      i = stop;
      continue;
    }
    if (c === '$') concrete = false;
    text += c;
    inWord = true;
  }
  end();
  return out;
}

/** Where the bracket at `open` closes (its mirror, nested), or -1. */
function closing(line: string, open: number): number {
  const opener = line[open]!;
  const closer = opener === '(' ? ')' : '}';
  let depth = 0;
  for (let i = open; i < line.length; i++) {
    if (line[i] === opener) depth++;
    else if (line[i] === closer && --depth === 0) return i;
  }
  return -1;
}

/** Options whose value is a command's output file, whatever the program. */
const OUTPUT_OPTIONS = new Set(['-o', '--output', '--out', '--outfile', '--out-file', '--output-file', '--outputfile']);
/** Options whose value is a documentation tool's output, a file or a folder. */
const DOC_OUTPUT_OPTIONS = new Set([...OUTPUT_OPTIONS, '-d', '--destination', '--dest', '--output-dir', '--output-directory', '--outdir', '--out-dir', '--outDir', '--site-dir', '--op', '--html-dir']);
/** Programs that write documentation into a folder they are given. */
const DOC_TOOLS = new Set(['typedoc', 'jsdoc', 'pdoc', 'pdoc3', 'mkdocs', 'documentation', 'compodoc', 'esdoc', 'sphinx-apidoc', 'javadoc', 'yard', 'yardoc', 'rdoc', 'jazzy', 'apidoc', 'redoc-cli', '@redocly/cli', 'redocly', 'jsdoc2md', 'typedoc-plugin-markdown']);
/** Programs (or a Django management command) whose `--file` is what they write: an API schema. */
const FILE_WRITERS = new Set(['spectacular', 'generateschema']);
/** Programs whose `-o` (or `--output`) is no output file: a flag, a pattern's part, an option's setting. */
const NOT_OUTPUT = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'ssh', 'scp', 'sftp', 'set', 'shopt', 'bash', 'sh', 'zsh', 'ls', 'ps', 'mount', 'find', 'test', '[', 'xargs', 'tar', 'rsync', 'pgrep', 'pkill', 'lsof', 'ip', 'git', 'docker', 'kubectl', 'helm']);

/**
 * The documents people write for a project, which a tool updates a part of rather than writes whole (formbricks'
 * `@next/codemod agents-md --output AGENTS.md` fills a block of a page its team writes; terraform-docs and helm-docs
 * inject a README's table; doctoc a contents list): never taken as a command's output file.
 */
const PEOPLES_DOCUMENTS = /^(?:README|CONTRIBUTING|CHANGELOG|CHANGES|HISTORY|NEWS|AGENTS|CLAUDE|GEMINI|COPILOT|SECURITY|CODE_OF_CONDUCT|SUPPORT|GOVERNANCE|MAINTAINERS|INSTALL|UPGRADING)(?:[._-][\w.-]*)?$/i;

/** A command's outputs: each word said to be written, with whether it may be a folder. */
interface Written {
  word: Word;
  folder: boolean;
}

/**
 * The outputs of one command line (`base`: the folder its relative paths are from, relative to the task file's;
 * `why`: what runs it). A `cd DIR &&` moves the base for the commands after it.
 */
function commandOutputs(line: string, base: string, why: string): TaskOutput[] {
  // A template's expression (just's `{{ python }}`, a workflow's `${{ … }}`) is one word that is no value.
  const tokens = tokenize(line.replace(/\$?\{\{.*?\}\}/g, '$T'));
  const out: TaskOutput[] = [];
  let start = 0;
  while (start < tokens.length) {
    // A pipeline, up to the operator that ends it: its outputs and its inputs are one command's.
    let end = start;
    while (end < tokens.length && !isEnd(tokens[end]!)) end++;
    const pipeline = tokens.slice(start, end);
    const words = pipeline.flatMap((t) => ('word' in t ? [t.word] : []));
    if (words[0]?.text === 'cd' && words.length === 2 && words[1]!.concrete) base = joinPath(base, words[1]!.text) ?? base;
    else out.push(...pipelineOutputs(pipeline, base, why));
    start = end + 1;
  }
  return out;
}

function isEnd(token: Token): boolean {
  return 'op' in token && (token.op === '&&' || token.op === '||' || token.op === ';' || token.op === '&' || token.op === '(' || token.op === ')' || token.op === ';;');
}

function pipelineOutputs(tokens: Token[], base: string, why: string): TaskOutput[] {
  const written: Written[] = [];
  const read = new Set<string>();
  let program = '';
  let doc = false;
  let writesFile = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if ('op' in token) {
      const next = tokens[i + 1];
      const target = next && 'word' in next ? next.word : undefined;
      if (token.op === '|') program = '';
      if (!target) continue;
      i++;
      // `>` `>|` `1>` `&>` write the file whole; `>>` appends to it, `2>` writes errors, `<` reads it.
      if (/^(?:1?>\|?|&>)$/.test(token.op)) written.push({ word: target, folder: false });
      else if (token.op.includes('<')) read.add(target.text);
      continue;
    }
    const { text } = token.word;
    const name = text.slice(text.lastIndexOf('/') + 1);
    if (program === '' && !/^\w+=/.test(text) && !['env', 'npx', 'pnpx', 'bunx', 'exec', 'time', 'nice', 'command', 'sudo'].includes(text)) {
      program = name;
      if (DOC_TOOLS.has(name)) doc = true;
    } else if (DOC_TOOLS.has(name) && !text.startsWith('-')) doc = true;
    if (FILE_WRITERS.has(text)) writesFile = true;
    if (program === 'tee' && text !== 'tee') {
      // `tee -a` appends to what is there.
      if (text === '-a' || text === '--append') program = 'tee -a';
      else if (!text.startsWith('-')) written.push({ word: token.word, folder: false });
      continue;
    }
    const eq = text.indexOf('=');
    const option = text.startsWith('-') ? (eq > 0 ? text.slice(0, eq) : text) : '';
    const isOutput = option !== '' && !NOT_OUTPUT.has(program) &&
      ((doc ? DOC_OUTPUT_OPTIONS : OUTPUT_OPTIONS).has(option) || (writesFile && option === '--file'));
    if (isOutput) {
      const value = eq > 0 && option !== text ? { text: text.slice(eq + 1), concrete: token.word.concrete } : nextWord(tokens, i);
      if (value) {
        written.push({ word: value, folder: doc });
        if (eq < 0 || option === text) i++;
      }
      continue;
    }
    read.add(eq > 0 && option !== '' ? text.slice(eq + 1) : text);
  }
  const inputs = new Set([...read].map((r) => joinPath(base, r)).filter((p): p is string => p !== undefined));
  const out: TaskOutput[] = [];
  for (const { word, folder } of written) {
    if (!word.concrete || word.text.startsWith('-') || word.text.startsWith('/')) continue;
    const path = joinPath(base, word.text);
    // A file the command reads as well is one it edits in place, not one it writes from others.
    if (path === undefined || path === '' || path === '.' || inputs.has(path)) continue;
    // A project's own document that a tool writes a part of (a codemod's `--output AGENTS.md`, terraform-docs' README).
    if (!folder && PEOPLES_DOCUMENTS.test(path.slice(path.lastIndexOf('/') + 1))) continue;
    if (folder && [...inputs].some((input) => input.startsWith(`${path}/`) || path.startsWith(`${input}/`) || input === '.')) continue;
    out.push({ path, folder, why });
  }
  return out;
}

function nextWord(tokens: Token[], i: number): Word | undefined {
  const next = tokens[i + 1];
  return next && 'word' in next ? next.word : undefined;
}

/** `rel` joined to `base` and normalised (`a/../b` is `b`), or undefined when it is no relative path. */
function joinPath(base: string, rel: string): string | undefined {
  if (rel === '' || rel.startsWith('/') || /^[A-Za-z][\w+.-]*:/.test(rel) || rel.includes('\\')) return undefined;
  const parts: string[] = [];
  for (const segment of `${base}/${rel}`.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}

// ---------------------------------------------------------------------------------------------------------------
// Task files

/** Lines joined where a backslash continues them. */
function logicalLines(text: string): { line: string; indented: boolean }[] {
  const out: { line: string; indented: boolean }[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const indented = /^[ \t]/.test(line);
    while (line.endsWith('\\') && i + 1 < lines.length) line = `${line.slice(0, -1)} ${lines[++i]!.trim()}`;
    out.push({ line, indented });
  }
  return out;
}

/** A recipe's attribute naming the folder it runs in: `[working-directory("src")]`, `[working-directory: 'src']`. */
const WORKING_DIRECTORY = /working-directory\s*(?:\(\s*|:\s*)(["'])([^"'{}$]+)\1/;

/** A recipe's header: its name, its parameters (defaults may hold `=` and `:`), then `:` that is no `:=`. */
const JUST_HEADER = /^@?([A-Za-z_][\w-]*)(?:\s[^:]*)?:(?!=)/;

/**
 * A justfile: each recipe's lines (indented below its header), from its folder (`[working-directory(…)]`, `set
 * working-directory := …`); a line that runs another recipe of the file (`just run spectacular --file …`) is read
 * from that recipe's folder, where its arguments are used.
 */
function justfile(text: string, name: string): TaskOutput[] {
  const lines = logicalLines(text);
  const folders = new Map<string, string>();
  let set = '';
  const setMatch = /^set\s+working-directory\s*:=\s*(["'])([^"'{}$]+)\1/m.exec(text);
  if (setMatch) set = joinPath('', setMatch[2]!) ?? '';
  // First the recipes' folders, then their lines.
  let pending: string | undefined;
  for (const { line, indented } of lines) {
    if (indented) continue;
    const attribute = /^\[(.*)\]\s*$/.exec(line);
    if (attribute) {
      const folder = WORKING_DIRECTORY.exec(attribute[1]!);
      if (folder) pending = joinPath(set, folder[2]!);
      if (/\bno-cd\b/.test(attribute[1]!)) pending = '';
      continue;
    }
    if (line.startsWith('#')) continue;
    const header = JUST_HEADER.exec(line);
    if (header) folders.set(header[1]!, pending ?? set);
    pending = undefined;
  }
  const out: TaskOutput[] = [];
  let recipe: string | undefined;
  for (const { line, indented } of lines) {
    if (!indented) {
      const header = JUST_HEADER.exec(line);
      if (header) recipe = header[1];
      else if (!/^\s*(?:#|\[|$)/.test(line)) recipe = undefined;
      continue;
    }
    if (recipe === undefined) continue;
    const body = line.trim().replace(/^[@-]+/, '');
    const called = /^just\s+([A-Za-z_][\w-]*)\s/.exec(body);
    const base = called && folders.has(called[1]!) ? folders.get(called[1]!)! : folders.get(recipe) ?? set;
    out.push(...commandOutputs(body, base, `\`just ${recipe}\` (${name})`));
  }
  return out;
}

/**
 * A Makefile: each recipe line (after a tab), with `$@` read as the rule's target when the rule names one concrete
 * file (`docs/cli.md: src/cli.ts` then `node gen.js > $@`).
 */
function makefile(text: string, name: string): TaskOutput[] {
  const out: TaskOutput[] = [];
  let target: string | undefined;
  let rule = '';
  for (const { line } of logicalLines(text)) {
    if (!line.startsWith('\t')) {
      const header = /^([^\s:=#][^:=#]*?)\s*::?(?![=])/.exec(line);
      if (header && !/^\s*(?:export|define|ifeq|ifneq|ifdef|ifndef|else|endif|include|-include|override)\b/.test(line)) {
        const targets = header[1]!.trim().split(/\s+/);
        rule = targets[0]!;
        target = targets.length === 1 && !/[$%*?]/.test(rule) && !rule.startsWith('.') ? rule : undefined;
      } else if (line.trim() !== '' && !line.trimStart().startsWith('#')) {
        rule = '';
        target = undefined;
      }
      continue;
    }
    if (rule === '') continue;
    const body = line.trim().replace(/^[@+-]+/, '');
    const expanded = target === undefined ? body : body.replace(/\$(?:@|\(@\)|\{@\})/g, target);
    out.push(...commandOutputs(expanded, '', `\`make ${rule}\` (${name})`));
  }
  return out;
}

/** package.json: each script, and typedoc's options kept there (`typedocOptions.out`). */
function packageJson(text: string, name: string): TaskOutput[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof json !== 'object' || json === null) return [];
  const out: TaskOutput[] = [];
  const { scripts, typedocOptions } = json as { scripts?: unknown; typedocOptions?: unknown };
  if (typeof scripts === 'object' && scripts !== null) {
    for (const [script, command] of Object.entries(scripts)) {
      if (typeof command === 'string') out.push(...commandOutputs(command, '', `\`npm run ${script}\` (${name})`));
    }
  }
  if (typeof typedocOptions === 'object' && typedocOptions !== null) out.push(...typedocOut((typedocOptions as { out?: unknown }).out, `typedoc (${name})`));
  return out;
}

function typedocOut(out: unknown, why: string): TaskOutput[] {
  if (typeof out !== 'string' || EXPANSION.test(out)) return [];
  const path = joinPath('', out);
  return path === undefined || path === '' ? [] : [{ path, folder: true, why }];
}

/** typedoc's configuration: its `out` (a JSON file, or a script's object literal), not in a comment. */
function typedocConfig(text: string, name: string): TaskOutput[] {
  const out: TaskOutput[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(?:\/\/|\/?\*)/.test(line)) continue;
    const match = /(?:^|[\s{,])(["']?)out\1\s*:\s*(["'])([^"'\n]*)\2/.exec(line);
    if (match) out.push(...typedocOut(match[3], `typedoc (${name})`));
  }
  return out;
}

/**
 * Doxygen's configuration: its HTML pages' folder, `HTML_OUTPUT` (`html`) below `OUTPUT_DIRECTORY`; never the latter
 * alone, which often holds the project's own documents beside what Doxygen writes (navigation2's doc/).
 */
function doxyfile(text: string, name: string): TaskOutput[] {
  const setting = (key: string): string | undefined => {
    const match = new RegExp(`^[ \\t]*${key}[ \\t]*=[ \\t]*("?)([^"\\s#]*)\\1[ \\t]*$`, 'm').exec(text);
    return match?.[2];
  };
  const top = setting('OUTPUT_DIRECTORY') ?? '';
  const html = setting('HTML_OUTPUT') || 'html';
  if (EXPANSION.test(top) || EXPANSION.test(html) || html.startsWith('/')) return [];
  const path = joinPath(top === '' ? '.' : top, html);
  return path === undefined || path === '' ? [] : [{ path, folder: true, why: `Doxygen (${name})` }];
}

/** tox.ini: each environment's `commands`, a line each (continued when indented), `{toxinidir}` read as its folder. */
function toxIni(text: string, name: string): TaskOutput[] {
  const out: TaskOutput[] = [];
  let section = '';
  let inCommands = false;
  for (const raw of text.split(/\r?\n/)) {
    const sectionMatch = /^\[([^\]]+)\]/.exec(raw);
    if (sectionMatch) {
      section = sectionMatch[1]!;
      inCommands = false;
      continue;
    }
    const key = /^([\w.-]+)\s*=\s*(.*)$/.exec(raw);
    let command: string | undefined;
    if (key) {
      inCommands = key[1] === 'commands';
      if (inCommands) command = key[2];
    } else if (inCommands && /^[ \t]+\S/.test(raw)) command = raw.trim();
    else if (raw.trim() !== '' && !raw.trimStart().startsWith('#')) inCommands = false;
    if (command === undefined || command === '') continue;
    const line = command.replace(/\{(?:toxinidir|tox_root)\}\/?/g, './').replace(/^-\s*/, '');
    out.push(...commandOutputs(line, '', `\`tox -e ${section.replace(/^testenv:?/, '') || 'py'}\` (${name})`));
  }
  return out;
}

/** noxfile.py: each `session.run(…)` whose arguments are literals; any other argument is no concrete word. */
function noxfile(text: string, name: string): TaskOutput[] {
  const out: TaskOutput[] = [];
  for (const call of text.matchAll(/\bsession\.run\(([^()]*)\)/g)) {
    const words = call[1]!.split(',').map((arg) => arg.trim()).filter((arg) => arg !== '' && !/^\w+\s*=/.test(arg));
    const quoted = words.map((arg) => {
      const literal = /^(["'])([^"'\\]*)\1$/.exec(arg);
      return literal ? `'${literal[2]!}'` : '$ARG';
    });
    out.push(...commandOutputs(quoted.join(' '), '', `nox (${name})`));
  }
  return out;
}
