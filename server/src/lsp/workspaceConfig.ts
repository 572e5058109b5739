/**
 * The configuration files of the workspace, for the editor: the command
 * line's own loader (config/load.ts) over the files the platform reads
 * (`WorkspaceFiles`: the Node server's file system; a browser worker would
 * ask its client), so a team's `.urilintrc.json` judges the editor's
 * documents as it judges CI's.
 *
 * Layering, from weakest: the defaults, the editor's settings (user,
 * workspace and folder, as `workspace/configuration` answers them, already
 * merged), then the configuration file nearest the document. The file wins
 * because it is what CI runs: the editor and CI then agree on every file,
 * and an editor setting still decides whatever the file leaves unsaid. In
 * Restricted Mode the file counts as workspace settings: what runs patterns
 * or names places (`ignorePatterns`, `baseUri`, `links.schemes`) is not taken
 * from it, as VS Code does not take them from the workspace's settings.
 *
 * An invalid file is one diagnostic on that file, at the value at fault
 * (the JSON schema's message), and the documents under it get the editor's
 * settings meanwhile. Changes arrive as `workspace/didChangeWatchedFiles`.
 */
import { findNodeAtLocation, parse, parseTree } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity } from 'vscode-languageserver-types';
import type { Diagnostic } from 'vscode-languageserver-types';
import { resolveSettings, settingsIn, SETTINGS_SECTION } from '../contract/settings';
import type { SettingsOriginResult } from '../contract/protocol';
import type { Settings } from '../contract/settings';
import { CONFIG_FILE, ConfigLoader, ConfigProblem, MAX_CONFIG_BYTES, PACKAGE_JSON, runAsync } from '../config/load';
import type { ConfigPaths, RawSettings } from '../config/load';
import { IgnoreFiles, URILINTIGNORE } from '../config/ignoreFiles';
import { exceedsJsonDepth } from '@uri-lint/shared';
import { SOURCE } from '../contract/index';
import type { ConfigTarget } from './ignoreUri';

/** What the server needs of the platform to read the workspace's configuration files. */
export interface WorkspaceFiles {
  /** The platform path of a document URI, or undefined for one not on this file system (`untitled:`). */
  pathOf(uri: string): string | undefined;
  /** The URI of a platform path. */
  uriOf(path: string): string;
  /** The text of a file, or undefined when there is none (or it is not a small regular file). */
  read(path: string): Promise<string | undefined>;
  /**
   * What is at `path`, a symbolic link not followed (`link`) but its target
   * described, and the real path it leads to; absent on a platform that
   * cannot tell (a browser's client), where the checks that need it are
   * left to the client.
   */
  inspect?(path: string): Promise<PathInfo>;
  paths: ConfigPaths;
}

/** What `WorkspaceFiles.inspect` tells of a path. */
export interface PathInfo {
  /** What the path (or the symbolic link's target) is: `none` when nothing is there, or a link leads nowhere. */
  kind: 'none' | 'file' | 'other';
  link: boolean;
  size: number;
  /** The real path, every symbolic link resolved. */
  real?: string;
}

/** The names whose changes are watched: a change to any may change a document's settings. */
export const WATCHED_FILES = [`**/${CONFIG_FILE}`, `**/${PACKAGE_JSON}`, `**/${URILINTIGNORE}`];

/** Whether a URI names a configuration file (`.urilintrc.json`, package.json, `.urilintignore`): its change may change settings. */
export function isConfigFile(uri: string): boolean {
  const name = uri.slice(uri.lastIndexOf('/') + 1);
  return name === CONFIG_FILE || name === PACKAGE_JSON || name === URILINTIGNORE;
}

/** Settings that run patterns or name places: from user settings only in Restricted Mode. */
const RESTRICTED_KEYS = ['ignorePatterns', 'baseUri', 'links.schemes', 'links'];

/** The settings of each document with its configuration file laid over the editor's, and the files found invalid. */
export class WorkspaceConfig {
  private loader: ConfigLoader;
  private ignoreFiles: IgnoreFiles;
  /** The invalid configuration files, by URI: their one diagnostic. */
  private problems = new Map<string, Diagnostic>();
  /** Layered settings per editor settings and configuration: equal inputs give the very same object (features cache by it). */
  private layered = new WeakMap<Settings, Map<string, Settings>>();

  /** False in Restricted Mode. */
  private readonly trusted: boolean;

  /**
   * @param trusted false in Restricted Mode
   * @param problemsChanged told the URIs of files whose problem appeared or went
   */
  constructor(
    private readonly files: WorkspaceFiles,
    { trusted }: { trusted: boolean },
    private readonly problemsChanged: (uris: string[]) => void,
    /** The workspace folders' platform paths. */
    private readonly folders: () => readonly string[] = () => [],
  ) {
    this.trusted = trusted;
    this.loader = new ConfigLoader(files.paths);
    this.ignoreFiles = new IgnoreFiles(files.paths);
  }

  /** The settings of `uri`: `editor`, with its nearest configuration file laid over them. */
  async settingsOf(uri: string, editor: Settings): Promise<Settings> {
    const path = this.files.pathOf(uri);
    if (path === undefined) return editor;
    const read = (file: string) => this.read(file);
    // A file a .urilintignore names is not checked, whatever else says so.
    const ignored = await runAsync(this.ignoreFiles.ignores(path), (file) => this.files.read(file));
    let config;
    try {
      config = await runAsync(this.loader.configOf(this.files.paths.dirname(path)), read);
    } catch (error) {
      if (!(error instanceof ConfigProblem)) throw error;
      this.report(error);
      config = undefined;
    }
    if (!config && !ignored) return editor;
    const layer = config ? this.loader.settingsOf(config, path) : { raw: {}, key: '' };
    const { raw, key } = ignored ? { raw: { ...layer.raw, enable: false }, key: `${layer.key}#${URILINTIGNORE}` } : layer;
    let byKey = this.layered.get(editor);
    if (!byKey) this.layered.set(editor, byKey = new Map());
    let settings = byKey.get(key);
    if (!settings) byKey.set(key, settings = resolveSettings(this.trusted ? raw : withoutRestricted(raw), editor));
    return settings;
  }

  /** Whether a `.urilintignore` leaves the file at `uri` out (the command line does not find it). */
  async ignored(uri: string): Promise<boolean> {
    const path = this.files.pathOf(uri);
    return path !== undefined && runAsync(this.ignoreFiles.ignores(path), (file) => this.files.read(file));
  }

  /**
   * Where the settings of `uri` come from beside the editor's: its configuration file and the settings it sets,
   * those Restricted Mode leaves out, and what leaves the document out, if anything.
   */
  async originOf(uri: string): Promise<Omit<SettingsOriginResult, 'skipped' | 'languageId'>> {
    const path = this.files.pathOf(uri);
    if (path === undefined) return { fromFile: [], restricted: [] };
    const ignored = await runAsync(this.ignoreFiles.ignores(path), (file) => this.files.read(file));
    let config;
    try {
      config = await runAsync(this.loader.configOf(this.files.paths.dirname(path)), (file) => this.read(file));
    } catch (error) {
      if (!(error instanceof ConfigProblem)) throw error;
      config = undefined;
    }
    const out: Omit<SettingsOriginResult, 'skipped' | 'languageId'> = { fromFile: [], restricted: [] };
    if (ignored) out.ignoredBy = URILINTIGNORE;
    if (!config) return out;
    out.configFile = config.file;
    const { raw, key } = this.loader.settingsOf(config, path);
    if (key.endsWith('#ignored')) out.ignoredBy ??= `${config.file} ("files" or "ignores")`;
    const set = settingsIn(raw);
    const kept = new Set(settingsIn(this.trusted ? raw : withoutRestricted(raw)));
    out.fromFile = set.filter((k) => kept.has(k));
    out.restricted = set.filter((k) => !kept.has(k));
    return out;
  }

  /**
   * The configuration file `uri` takes its settings from, with its text and
   * where its configuration object is; null when it has none, undefined
   * when it cannot be edited (not on this file system, or invalid).
   */
  async targetOf(uri: string, folderUri: string | undefined, versionOf: (uri: string) => number | null = () => null): Promise<ConfigTarget | null | undefined> {
    const path = this.files.pathOf(uri);
    const folder = folderUri === undefined ? undefined : this.files.pathOf(folderUri);
    if (path === undefined || folder === undefined) return undefined;
    let config;
    try {
      config = await runAsync(this.loader.configOf(this.files.paths.dirname(path)), (file) => this.read(file));
    } catch (error) {
      if (error instanceof ConfigProblem) return undefined;
      throw error;
    }
    // None: a new file at the folder's root, where nothing (not a link, not a file too large to read) is yet.
    if (!config) {
      const there = await this.files.inspect?.(this.files.paths.join(folder, CONFIG_FILE));
      return (there?.kind ?? 'none') === 'none' && !there?.link ? null : undefined;
    }
    const inManifest = config.file.endsWith(`#${SETTINGS_SECTION}`);
    const file = inManifest ? config.file.slice(0, -SETTINGS_SECTION.length - 1) : config.file;
    // Only a regular file of the document's own workspace folder is written, never through a symbolic link.
    if (!this.inFolder(folder, file)) return undefined;
    const info = await this.files.inspect?.(file);
    if (info && (info.link || info.kind !== 'file' || !(await this.leadsInside(folder, info)))) return undefined;
    const text = await this.read(file).catch(() => undefined);
    if (text === undefined) return undefined;
    const fileUri = this.files.uriOf(file);
    // As the editor holds it: without a byte order mark, which the editor keeps on saving.
    return { uri: fileUri, text: text.replace(/^\uFEFF/, ''), at: inManifest ? [SETTINGS_SECTION] : [], version: versionOf(fileUri) };
  }

  /**
   * The text of a configuration candidate, after the checks a file committed
   * to a repository must pass: a regular file no larger than the limit, and
   * no symbolic link from a workspace folder to a file outside it. One that
   * fails is a problem named on it, in our words: nothing of it is read.
   */
  private async read(file: string): Promise<string | undefined> {
    const info = await this.files.inspect?.(file);
    if (info && info.kind !== 'none') {
      const problem = info.kind !== 'file' ? 'not a regular file: it is not read'
        : info.size > MAX_CONFIG_BYTES ? `larger than ${MAX_CONFIG_BYTES / (1024 * 1024)} MB: it is not read`
          : info.link && !(await this.insideItsFolder(file, info)) ? 'a symbolic link to a file outside the workspace folder: it is not read'
            : undefined;
      if (problem) throw new ConfigProblem(file, problem, undefined, '');
    }
    return this.files.read(file);
  }

  /** True when `file` lies below the platform path `folder`. */
  private inFolder(folder: string, file: string): boolean {
    if (!file.startsWith(folder)) return false;
    const relative = this.files.paths.relative(folder, file);
    return relative !== '' && !relative.startsWith('..') && !/^(?:[A-Za-z]:|\/)/.test(relative);
  }

  /** True when what `info` describes really lies inside the real path of `folder`. */
  private async leadsInside(folder: string, info: PathInfo): Promise<boolean> {
    const root = (await this.files.inspect?.(folder))?.real ?? folder;
    const real = info.real;
    return real !== undefined && (real.startsWith(`${root}/`) || real.startsWith(`${root}\\`));
  }

  /** True unless `file` lies in a workspace folder and leads out of it. */
  private async insideItsFolder(file: string, info: PathInfo): Promise<boolean> {
    const folder = this.folders().find((f) => this.inFolder(f, file));
    return folder === undefined || this.leadsInside(folder, info);
  }

  /** The diagnostics of a configuration file (none when it is valid or unknown). */
  problemsOf(uri: string): Diagnostic[] {
    const problem = this.problems.get(uri);
    return problem ? [problem] : [];
  }

  /** A watched file changed: everything is read again; the files that were invalid are told (they may be fixed). */
  changed(): void {
    this.loader = new ConfigLoader(this.files.paths);
    this.ignoreFiles = new IgnoreFiles(this.files.paths);
    this.layered = new WeakMap();
    const was = [...this.problems.keys()];
    this.problems = new Map();
    if (was.length > 0) this.problemsChanged(was);
  }

  private report(problem: ConfigProblem): void {
    const uri = this.files.uriOf(problem.file);
    const diagnostic = toDiagnostic(uri, problem);
    const known = this.problems.get(uri);
    if (known && known.message === diagnostic.message) return;
    this.problems.set(uri, diagnostic);
    this.problemsChanged([uri]);
  }
}

/** The configuration's settings without those Restricted Mode takes from user settings only. */
function withoutRestricted(raw: RawSettings): RawSettings {
  const out = { ...raw };
  for (const key of RESTRICTED_KEYS) {
    if (key === 'links') {
      if (typeof out.links === 'object' && out.links !== null) {
        const { schemes: _schemes, ...links } = out.links as Record<string, unknown>;
        out.links = links;
      }
    } else delete out[key];
  }
  return out;
}

/** The problem at the value at fault (its key, for an unknown key), or where the JSON breaks. */
function toDiagnostic(uri: string, problem: ConfigProblem): Diagnostic {
  const document = TextDocument.create(uri, 'json', 0, problem.text);
  let start = 0;
  let length = 0;
  if (exceedsJsonDepth(problem.text)) {
    // Too deep for a tree parser's stack: the problem is told at the file's start.
  } else if (problem.path === undefined) {
    const errors: ParseError[] = [];
    parse(problem.text, errors, { allowTrailingComma: false, disallowComments: true });
    if (errors[0]) ({ offset: start, length } = errors[0]);
  } else {
    const root = parseTree(problem.text);
    let node = root && findNodeAtLocation(root, problem.path);
    // An unknown key: point at the key itself.
    if (node?.parent?.type === 'property' && problem.atKey) node = node.parent.children![0];
    const at = node ?? (root && findNodeAtLocation(root, problem.path.slice(0, -1))) ?? root;
    if (at) ({ offset: start, length } = at);
  }
  return {
    range: { start: document.positionAt(start), end: document.positionAt(start + length) },
    severity: DiagnosticSeverity.Error,
    source: SOURCE,
    code: 'invalid-configuration',
    message: `URI Lint configuration: ${problem.problem}. The editor's settings apply to the files under it until it is fixed.`,
  };
}
