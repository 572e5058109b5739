/**
 * The site generators' configuration files the documents' sites were told
 * from (site.ts), read through the `Workspace` (never run) and kept, each
 * read once and its reading (renderers.ts) worked out once, until the
 * watcher says the file changed (`changed`). As `LinkFacts`' listings:
 * features read `known` synchronously; a server asks for what it lacked
 * (`wanted`, then `ensure`) and judges the document again once it is there;
 * the command line reads synchronously.
 */
import ignore from 'ignore';
import type { Ignore } from 'ignore';
import { usableIgnoreRules } from '../../shared/ignoreRules';
import { resolve } from '@uri-lint/shared';
import { placeKey } from './target';
import type { Inherited, Renderer, SiteConfig } from './renderers';
import { UNREADABLE } from './renderers';
import type { Workspace } from './workspace';

/**
 * A site generator's configuration larger than this is not read (its site is then one the tool does not know). A
 * site's navigation grows with its pages: crewai's Mintlify `docs/docs.json` is 2.3 MB (its pages in four languages
 * for fifteen versions), and a limit of 512 KB left its 27,000 pages judged as GitHub's.
 */
const MAX_SITE_CONFIG_BYTES = 8 * 1024 * 1024;

/** Files kept at most: a workspace has a few sites, not thousands. */
const MAX_KEPT = 4096;

/** Configurations a chain of `INHERIT`s reads at most above the file's own (MkDocs has no limit; a longer one is not known). */
const MAX_INHERITED = 8;

interface Read {
  /** The file's text; null when there is no such file or it could not be read. */
  text: string | null;
  /** Its reading, by the renderer that read it, with the texts of what it extends that the reading was made from. */
  config?: { renderer: Renderer; config: SiteConfig | null; inherited: readonly string[] | undefined };
  /** Its rules, when it is an ignore file (`.gitignore`) and was asked for as one. */
  rules?: Ignore;
}

export class ConfigFacts {
  private readonly files = new Map<string, Read | Promise<void>>();
  /** Asked for by `known` and not known yet (a server's): `wanted` hands them over. */
  private readonly asked = new Map<string, string>();
  private readSync: ((uri: string, maxBytes: number) => string | undefined) | undefined;

  /** Bumped whenever a configuration is forgotten (`LinkFacts.stamp`). */
  forgets = 0;

  /** Told of every configuration `known` is asked for, while `LinkFacts.traced` runs (the command line's cache keeps their times). */
  consulted: ((key: string, uri: string) => void) | undefined;

  constructor(private readonly workspace: Workspace) {}

  /** Reads files synchronously (the command line): `known` then always answers. */
  readSynchronously(read: (uri: string, maxBytes: number) => string | undefined): void {
    this.readSync = read;
  }

  /**
   * The reading of the configuration at `uri` by `renderer`: null when
   * there is no such file, undefined while it is not read yet. `listed`:
   * the file is in its folder's listing, so a file that cannot be read is a
   * site not known (`UNREADABLE`), not no site; unless the renderer shares the name with other tools (`shared`:
   * an `index.html`, a `package.json`), whose file unread says nothing of a site. A configuration that extends
   * another (`Renderer.inherits`, MkDocs' `INHERIT`) is read with it, and with what that extends: undefined while one
   * of them is not read yet.
   */
  known(uri: string, renderer: Renderer, { listed }: { listed: boolean }): SiteConfig | null | undefined {
    const read = this.readOf(uri);
    if (!read) return read;
    if (read.text === null) return listed && !renderer.shared ? UNREADABLE : null;
    const inherited = renderer.inherits ? this.inherited(uri, read.text, renderer) : undefined;
    if (inherited === null) return undefined;
    if (read.config?.renderer !== renderer || !sameTexts(read.config.inherited, inherited?.texts)) {
      let config: SiteConfig | null;
      try {
        config = renderer.read(read.text, uri, inherited);
      } catch {
        config = renderer.shared ? null : UNREADABLE;
      }
      read.config = { renderer, config, inherited: inherited?.texts };
    }
    return read.config.config;
  }

  /**
   * The configurations the one at `uri` (whose text is `text`) extends, read as any configuration is (each asked for
   * while not known, forgotten when it changes), the nearest first; null while one is not read yet.
   */
  private inherited(uri: string, text: string, renderer: Renderer): Inherited | null {
    const texts: string[] = [];
    const seen = new Set([placeKey(uri)]);
    let at = uri;
    let current = text;
    for (;;) {
      const relative = renderer.inherits!(current);
      if (relative === undefined) return { texts };
      const parent = inheritedUri(at, relative);
      const key = parent === undefined ? undefined : placeKey(parent);
      if (parent === undefined || key === undefined || seen.has(key) || texts.length >= MAX_INHERITED) return { texts, missing: relative };
      seen.add(key);
      const read = this.readOf(parent);
      if (read === undefined) return null;
      if (read === null || read.text === null) return { texts, missing: relative };
      texts.push(read.text);
      at = parent;
      current = read.text;
    }
  }

  /**
   * The file at `uri` as read: null when it has no place in a workspace folder, undefined while it is not read yet
   * (asked for: being read counts as asked too, so the document judged meanwhile waits for it as well, `wanted`,
   * `ensure`). Read at once where the platform reads synchronously (the command line).
   */
  private readOf(uri: string): Read | null | undefined {
    const key = placeKey(uri);
    if (key === undefined) return null;
    this.consulted?.(key, uri);
    let read = this.files.get(key);
    if (read === undefined && this.readSync) this.keep(key, read = { text: this.readSync(uri, MAX_SITE_CONFIG_BYTES) ?? null });
    if (read === undefined || read instanceof Promise) {
      if (this.asked.size < MAX_KEPT) this.asked.set(key, uri);
      return undefined;
    }
    return read;
  }

  /**
   * The text of the file at `uri`, read as configurations are (a documentation generator's that names a template of
   * its pages: generatorTemplates.ts): null when there is none or it cannot be read, undefined while it is not read yet.
   */
  text(uri: string): string | null | undefined {
    const read = this.readOf(uri);
    return read ? read.text : read;
  }

  /**
   * The rules of the ignore file (`.gitignore`, git's syntax) at `uri`, a file its folder's listing holds: null
   * when it cannot be read, undefined while it is not read yet. Read as configurations are, and forgotten with them.
   */
  ignoreRules(uri: string): Ignore | null | undefined {
    const read = this.readOf(uri);
    if (!read) return read;
    if (read.text === null) return null;
    read.rules ??= ignore().add(usableIgnoreRules(read.text).rules);
    return read.rules;
  }

  /** The configurations `known` was asked for and did not know, each once: `ensure` them. */
  wanted(): string[] {
    const out = [...this.asked.values()];
    this.asked.clear();
    return out;
  }

  /** Reads `uri` when it is not known yet. */
  ensure(uri: string): Promise<void> {
    const key = placeKey(uri);
    if (key === undefined) return Promise.resolve();
    const known = this.files.get(key);
    if (known instanceof Promise) return known;
    if (known) return Promise.resolve();
    const reading: Promise<void> = this.workspace.readFile(uri, MAX_SITE_CONFIG_BYTES).then(
      (text) => this.settle(key, reading, text ?? null),
      () => this.settle(key, reading, null),
    );
    this.keep(key, reading);
    return reading;
  }

  /**
   * A file was created, changed or deleted: if it is a configuration read (or a folder above one), it is read again
   * when next asked. Answers whether one was.
   */
  changed(uri: string): boolean {
    const key = placeKey(uri);
    if (key === undefined) return false;
    const below = `${key}/`;
    let forgot = false;
    for (const known of [...this.files.keys()]) {
      if (known === key || known.startsWith(below)) {
        this.files.delete(known);
        this.forgets++;
        forgot = true;
      }
    }
    return forgot;
  }

  clear(): void {
    this.forgets++;
    this.files.clear();
    this.asked.clear();
  }

  private keep(key: string, read: Read | Promise<void>): void {
    if (this.files.size >= MAX_KEPT) {
      this.files.clear();
      this.forgets++;
    }
    this.files.set(key, read);
  }

  private settle(key: string, reading: Promise<void>, text: string | null): void {
    if (this.files.get(key) === reading) this.files.set(key, { text });
  }
}

/** The URI of the file a configuration at `uri` names by `relative`, a path relative to its folder; undefined for an absolute path. */
function inheritedUri(uri: string, relative: string): string | undefined {
  if (relative.trim() === '' || /^(?:[A-Za-z]:)?[\\/]/.test(relative)) return undefined;
  const path = relative.replace(/\\/g, '/').split('/').map((name) => (name === '.' || name === '..' ? name : encodeURIComponent(name))).join('/');
  return resolve(uri, path);
}

/** Whether two lists of texts are the same texts, in the same order. */
function sameTexts(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.length === b.length && a.every((text, i) => text === b[i]);
}
