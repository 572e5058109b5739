/**
 * Which language a file is, from its name and first line, through the table
 * (table.ts): VS Code's associations first, so that the command line names a
 * file as the editor does, then GitHub Linguist's (linguist.ts) for what the
 * editor would not recognise without an extension. The language server asks
 * the same when the editor says only `plaintext` (a `pyproject.toml` in an
 * editor without a TOML extension).
 */
import { LINGUIST } from './linguist';
import { knownLanguage, LANGUAGE_ROWS, PLAINTEXT } from './table';
import type { LanguageId } from './table';

interface Names {
  /** Whole file names. */
  readonly names: Map<string, LanguageId>;
  /** Extensions, with their dot. */
  readonly extensions: Map<string, LanguageId>;
  /** The most dots an extension has (`.eslintrc.json` has two). */
  maxDots: number;
}

interface Detection {
  readonly vscode: Names;
  readonly linguist: Names;
  /** VS Code's `#!` interpreters (its `firstLine` patterns). */
  readonly shebangs: readonly [RegExp, LanguageId][];
  /** Linguist's interpreters. */
  readonly interpreters: ReadonlyMap<string, LanguageId>;
}

let detection: Detection | undefined;

function names(): Names {
  return { names: new Map(), extensions: new Map(), maxDots: 0 };
}

function add(into: Names, name: string, id: LanguageId): void {
  if (name === '') return;
  if (name.startsWith('.')) {
    if (!into.extensions.has(name)) into.extensions.set(name, id);
    into.maxDots = Math.max(into.maxDots, countDots(name, 0));
  } else if (!into.names.has(name)) {
    into.names.set(name, id);
  }
}

/** The maps, built on first use from the table's rows. */
function tables(): Detection {
  if (detection) return detection;
  const vscode = names();
  const linguist = names();
  const shebangs: [RegExp, LanguageId][] = [];
  const interpreters = new Map<string, LanguageId>();
  for (const [id, row] of Object.entries(LANGUAGE_ROWS) as [LanguageId, (typeof LANGUAGE_ROWS)[LanguageId]][]) {
    for (const name of row.files?.split(' ') ?? []) add(vscode, name, id);
    if (row.shebang) shebangs.push([row.shebang, id]);
    for (const lang of row.linguist ?? []) {
      const [extensions, filenames, programs] = LINGUIST[lang] ?? ['', '', ''];
      for (const ext of extensions.split(' ')) add(linguist, ext, id);
      // Linguist's file names starting with a dot are whole names (`.env.local`), not extensions.
      for (const name of filenames.split(' ')) if (name !== '' && !linguist.names.has(name)) linguist.names.set(name, id);
      for (const program of programs.split(' ')) if (program !== '' && !interpreters.has(program)) interpreters.set(program, id);
    }
  }
  return (detection = { vscode, linguist, shebangs, interpreters });
}

/**
 * The language of a file named `fileName` (a path or a base name), or
 * undefined when neither VS Code's associations nor Linguist's name it: an
 * exact file name first, then the longest known extension.
 */
export function languageOfName(fileName: string): LanguageId | undefined {
  const name = baseName(fileName).toLowerCase();
  const { vscode, linguist } = tables();
  const editor = vscode.names.get(name) ?? (name.startsWith('.') ? vscode.extensions.get(name) : undefined) ?? byExtension(vscode, name);
  // VS Code's `plaintext` for `.txt` is no claim against a name Linguist knows (`CMakeLists.txt`, `requirements.txt`).
  if (editor !== undefined && editor !== PLAINTEXT) return editor;
  const named = linguist.names.get(name);
  if (named !== undefined) return named;
  return editor ?? byExtension(linguist, name);
}

/**
 * The language GitHub Linguist names the file `fileName` by its extension, where VS Code's associations name it by
 * that extension too but as another language: `.mdoc`, HTML to VS Code, a BSD man page (troff) to Linguist, and a
 * format of its own to a project that writes one (Mathics' documentation, Markdoc's pages). The editor's language is a
 * reading for highlighting then, no word of which program renders the file. Undefined where the two agree, where
 * either names none, or where a whole file name decides.
 */
export function contestedLanguage(fileName: string): LanguageId | undefined {
  const name = baseName(fileName).toLowerCase();
  const { vscode, linguist } = tables();
  if (vscode.names.has(name) || linguist.names.has(name)) return undefined;
  const editor = byExtension(vscode, name);
  const other = byExtension(linguist, name);
  return editor !== undefined && other !== undefined && other !== editor ? other : undefined;
}

/**
 * The language of the file `fileName` whose text starts with `firstLine`:
 * by its name (`languageOfName`), else a `Dockerfile.*`, an XML declaration
 * or a `#!` line; `plaintext` when nothing names it.
 */
export function languageOfFile(fileName: string, firstLine = ''): LanguageId {
  const byName = languageOfName(fileName);
  if (byName !== undefined) return byName;
  if (/^(?:dockerfile|containerfile)\./.test(baseName(fileName).toLowerCase())) return 'dockerfile';
  return languageOfFirstLine(firstLine);
}

function baseName(fileName: string): string {
  return fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
}

function byExtension(table: Names, name: string): LanguageId | undefined {
  let dot = name.indexOf('.', 1);
  for (let dots = countDots(name, 1); dot >= 0; dot = name.indexOf('.', dot + 1), dots--) {
    if (dots > table.maxDots) continue;
    const id = table.extensions.get(name.slice(dot));
    if (id) return id;
  }
  return undefined;
}

function countDots(name: string, from: number): number {
  let dots = 0;
  for (let i = from; i < name.length; i++) if (name.charCodeAt(i) === 0x2e) dots++;
  return dots;
}

function languageOfFirstLine(line: string): LanguageId {
  if (line.startsWith('<?xml')) return 'xml';
  const shebang = /^#!\s*(\S+)(?:\s+(?:-\S+\s+)*(\S+))?/.exec(line.slice(0, 256));
  if (!shebang) return PLAINTEXT;
  const command = baseName(shebang[1]!);
  const interpreter = command === 'env' ? (shebang[2] ?? '') : command;
  const { shebangs, interpreters } = tables();
  // Linguist's interpreters are lowercase here, and name a program without its version (`python3.12` is `python3`'s).
  const program = interpreter.toLowerCase();
  return shebangs.find(([re]) => re.test(interpreter))?.[1]
    ?? interpreters.get(program) ?? interpreters.get(program.replace(/[\d.]+$/, '')) ?? PLAINTEXT;
}

/**
 * The language a document its editor opened is read as: the editor's
 * language id, unless that says only `plaintext` or is not in the table;
 * then its file's name, as the command line names the file on disk (an editor
 * without a TOML extension opens `pyproject.toml` as plain text). An
 * untitled document, or a name nothing names, keeps the editor's id.
 */
export function documentLanguage(languageId: string, uri: string): string {
  if (knownLanguage(languageId) !== undefined && languageId.toLowerCase() !== PLAINTEXT) return languageId;
  const path = uri.replace(/[?#].*$/, '');
  let name = path.slice(path.lastIndexOf('/') + 1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: the name as written.
  }
  const named = languageOfName(name);
  return named === undefined || named === PLAINTEXT ? languageId : named;
}

/**
 * An id no row of the table has: text of a language the table does not know. A file named with an extension that
 * neither VS Code's associations nor Linguist's name (a `.typ`, a `.foo`) is plain text only because nothing names it:
 * it is read as plain text, but as a language the tool cannot read, whose syntax findings are no claims.
 */
export const UNKNOWN_LANGUAGE = 'unknown';

/**
 * The language id the finder reads a document of `languageId` as: `languageId`, or `UNKNOWN_LANGUAGE` where that says
 * only plain text and the document's file (`uri`, a URI or a path) has an extension nothing names. A name without an
 * extension (`LICENSE`, `AUTHORS`) or with `.txt` is plain text indeed.
 */
export function readingLanguage(languageId: string, uri: string): string {
  if (languageId.toLowerCase() !== PLAINTEXT) return languageId;
  const path = uri.replace(/[?#].*$/, '');
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return languageId;
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A malformed escape: the name as written.
  }
  return languageOfName(decoded) === undefined ? UNKNOWN_LANGUAGE : languageId;
}
