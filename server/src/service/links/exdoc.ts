/**
 * ExDoc, the renderer of an Elixir project's documentation (hexdocs.pm),
 * read statically from the project's `mix.exs` (never run): the `docs:`
 * keyword list of `def project`, following a private function that only
 * returns a literal (`docs: docs()` or `&docs/0`, `defp docs do [ … ] end`). ExDoc
 * publishes each of its `extras:` flat at the output's root as
 * `<name>.html` (the file's base name, or its `filename:`) whatever its
 * source folder, rewrites a link to another extra's Markdown file to that
 * page, copies each folder of `assets:` (a map of source folder to output
 * folder) to its place, and makes the modules' pages and an EPUB at build
 * time. A value the file computes (`Path.wildcard/1`, a variable) is not
 * read: the site is then one the tool does not know.
 *
 * The reader of Elixir's literals below is linear in the text and bounded
 * in depth, like configSyntax.ts's readers.
 */
import { UNKNOWN } from './configSyntax';
import type { ConfigValue } from './configSyntax';

/** Nesting, and calls of literal-returning functions followed, at most. */
const MAX_DEPTH = 32;
const MAX_CALLS = 64;

/**
 * An Elixir value as read: a keyword pair or a map's entries are an object,
 * a list or tuple an array, an atom its name.
 */
type Value = ConfigValue;

class Reader {
  pos = 0;
  calls = 0;
  constructor(readonly text: string) {}

  /** Skips blanks and `#` comments. */
  blank(): void {
    const t = this.text;
    for (;;) {
      const c = t[this.pos];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') this.pos++;
      else if (c === '#') {
        const end = t.indexOf('\n', this.pos);
        this.pos = end < 0 ? t.length : end;
      } else return;
    }
  }

  /** One expression; `UNKNOWN` for what it computes (the expression is then skipped to its end). */
  value(depth: number): Value {
    this.blank();
    const start = this.pos;
    const out = depth > MAX_DEPTH ? UNKNOWN : this.term(depth);
    this.blank();
    // An operator after the term (`a ++ b`, `x |> f()`, `"a" <> b`): computed.
    if (out !== UNKNOWN && !this.atEnd()) {
      this.pos = start;
      this.skip();
      return UNKNOWN;
    }
    if (out === UNKNOWN) {
      // From the expression's start, so that a block it opens (`fn … end`) is skipped whole.
      this.pos = start;
      this.skip();
    }
    return out;
  }

  /** Whether the expression ends here (a separator, a closing bracket, `end`, the text's end). */
  atEnd(): boolean {
    const c = this.text[this.pos];
    if (c === undefined || c === ',' || c === ']' || c === '}' || c === ')') return true;
    return c === 'e' && /^end\b/.test(this.text.slice(this.pos, this.pos + 4)) && !/[A-Za-z0-9_.:@]/.test(this.text[this.pos - 1] ?? '');
  }

  /** Skips to the end of the current expression, over brackets and strings. */
  skip(): void {
    const t = this.text;
    let depth = 0;
    while (this.pos < t.length) {
      const c = t[this.pos]!;
      if (depth === 0 && this.atEnd()) return;
      if (c === '"' || c === "'") this.string(c);
      else if (/[a-z]/.test(c) && !/[A-Za-z0-9_.:@]/.test(t[this.pos - 1] ?? '')) {
        // A block (`fn … end`, `case x do … end`) nests to its `end`.
        const word = /^[a-z_][A-Za-z0-9_]*[?!]?/.exec(t.slice(this.pos, this.pos + 64))![0];
        if ((word === 'fn' || word === 'do') && t[this.pos + word.length] !== ':') depth++;
        else if (word === 'end') depth--;
        this.pos += word.length;
      }
      else if (c === '#') this.blank();
      else if (c === '~' && /[A-Za-z]/.test(t[this.pos + 1] ?? '')) {
        const at = this.pos;
        this.sigil();
        if (this.pos === at) this.pos++;
      }
      else {
        if (c === '[' || c === '{' || c === '(') depth++;
        else if (c === ']' || c === '}' || c === ')') depth--;
        else if (depth === 0 && c === '\n') {
          // A new line ends an expression unless an operator continues it.
          const before = t.slice(Math.max(0, this.pos - 3), this.pos).trimEnd();
          if (!/(?:\+\+|<>|\|>|[=,(\[{|+\-*/])$/.test(before) && !/^\s*(?:\|>|\+\+|<>)/.test(t.slice(this.pos + 1, this.pos + 40))) return;
        }
        this.pos++;
      }
    }
  }

  /** A string's text from its opening quote (`UNKNOWN` where it interpolates). */
  string(quote: string): Value {
    const t = this.text;
    let out = '';
    let computed = false;
    // A heredoc (`"""` … `"""`): its text is not needed.
    if (t.startsWith(quote.repeat(3), this.pos)) {
      const end = t.indexOf(quote.repeat(3), this.pos + 3);
      this.pos = end < 0 ? t.length : end + 3;
      return UNKNOWN;
    }
    this.pos++;
    while (this.pos < t.length && t[this.pos] !== quote) {
      const c = t[this.pos]!;
      if (c === '\\' && this.pos + 1 < t.length) {
        out += t[this.pos + 1];
        this.pos += 2;
        continue;
      }
      if (c === '#' && t[this.pos + 1] === '{') computed = true;
      out += c;
      this.pos++;
    }
    this.pos++;
    return computed ? UNKNOWN : out;
  }

  term(depth: number): Value {
    const t = this.text;
    const c = t[this.pos];
    if (c === '"') {
      const text = this.string('"');
      return this.keyAfter(text, depth);
    }
    if (c === '[') return this.items(']', depth);
    if (c === '{') return this.items('}', depth);
    if (c === '%' && t[this.pos + 1] === '{') {
      this.pos++;
      const entries = this.items('}', depth);
      if (!Array.isArray(entries)) return UNKNOWN;
      return Object.assign({}, ...entries.filter((e) => typeof e === 'object' && e !== null && !Array.isArray(e))) as Value;
    }
    if (c === '~') return this.sigil();
    // A capture of a function of this file with no arguments (`docs: &docs/0`), which ExDoc calls.
    const capture = c === '&' ? /^&([a-z_][A-Za-z0-9_]*)\/0\b/.exec(t.slice(this.pos, this.pos + 256)) : null;
    if (capture) {
      this.pos += capture[0].length;
      return this.call(capture[1]!, depth);
    }
    if (c === ':' && /[A-Za-z_"]/.test(t[this.pos + 1] ?? '')) {
      this.pos++;
      if (t[this.pos] === '"') return this.string('"');
      return this.word();
    }
    const number = /^-?[0-9][0-9_]*(?:\.[0-9]+)?/.exec(t.slice(this.pos, this.pos + 64));
    if (number) {
      this.pos += number[0].length;
      return Number(number[0].replace(/_/g, ''));
    }
    if (/[A-Za-z_]/.test(c ?? '')) {
      const name = /^[A-Za-z_][A-Za-z0-9_.]*[?!]?/.exec(t.slice(this.pos, this.pos + 256))![0];
      this.pos += name.length;
      // A keyword's key (`extras: …`): one pair, an object.
      if (t[this.pos] === ':' && /\s/.test(t[this.pos + 1] ?? '')) {
        this.pos++;
        return { [name]: this.value(depth + 1) };
      }
      if (name === 'true' || name === 'false') return name === 'true';
      if (name === 'nil') return null;
      // A call of a function of this file that returns a literal, with no arguments (`docs()`).
      if (/^[a-z_][A-Za-z0-9_]*$/.test(name) && t.startsWith('()', this.pos)) {
        this.pos += 2;
        return this.call(name, depth);
      }
      return UNKNOWN;
    }
    return UNKNOWN;
  }

  /** A string followed by `:` is a keyword's key (`"JS Documentation": [url: …]`), by ` =>` a map's. */
  keyAfter(text: Value, depth: number): Value {
    const t = this.text;
    if (t[this.pos] === ':' && /\s/.test(t[this.pos + 1] ?? '')) {
      this.pos++;
      const value = this.value(depth + 1);
      return typeof text === 'string' ? { [text]: value } : UNKNOWN;
    }
    this.blank();
    if (t.startsWith('=>', this.pos)) {
      this.pos += 2;
      const value = this.value(depth + 1);
      return typeof text === 'string' ? { [text]: value } : UNKNOWN;
    }
    return text;
  }

  word(): Value {
    const name = /^[A-Za-z_][A-Za-z0-9_@]*[?!]?/.exec(this.text.slice(this.pos, this.pos + 256));
    if (!name) return UNKNOWN;
    this.pos += name[0].length;
    return name[0];
  }

  /** The items of a list, tuple or map up to `close`. */
  items(close: string, depth: number): Value {
    const out: Value[] = [];
    this.pos++;
    for (let n = 0; n < 100_000; n++) {
      this.blank();
      if (this.pos >= this.text.length) return UNKNOWN;
      if (this.text[this.pos] === close) {
        this.pos++;
        return out;
      }
      out.push(this.value(depth + 1));
      this.blank();
      if (this.text[this.pos] === ',') this.pos++;
      else if (this.text[this.pos] !== close) {
        // A bracket of another kind closes here: the text is not what was thought.
        return UNKNOWN;
      }
    }
    return UNKNOWN;
  }

  /** `~w(a b)` is a list of words, `~s(…)`/`~S(…)` a string; other sigils (`~r/…/`) are computed values. */
  sigil(): Value {
    const t = this.text;
    const kind = t[this.pos + 1] ?? '';
    const open = t[this.pos + 2] ?? '';
    const closer: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>', '/': '/', '|': '|', '"': '"', "'": "'" };
    const close = closer[open];
    if (close === undefined) return UNKNOWN;
    const end = t.indexOf(close, this.pos + 3);
    if (end < 0) return UNKNOWN;
    const body = t.slice(this.pos + 3, end);
    this.pos = end + 1;
    while (/[a-z]/.test(t[this.pos] ?? '')) this.pos++;
    if (kind === 'w' || kind === 'W') return body.split(/\s+/).filter((w) => w !== '');
    if (kind === 'S' || (kind === 's' && !body.includes('#{'))) return body;
    return UNKNOWN;
  }

  /** The literal a function of this file returns (`defp docs do [ … ] end`, `defp docs, do: [ … ]`). */
  call(name: string, depth: number): Value {
    if (++this.calls > MAX_CALLS) return UNKNOWN;
    const body = functionBody(this.text, name);
    if (body === undefined) return UNKNOWN;
    const saved = this.pos;
    this.pos = body;
    // Statements before a value (`x = …`) make the first expression no literal: computed.
    const out = this.value(depth + 1);
    this.pos = saved;
    return out;
  }
}

/** Where the body of a zero-arity `def`/`defp` named `name` starts, after its `do` (`do:` too). */
function functionBody(text: string, name: string): number | undefined {
  const pattern = new RegExp(`^[ \\t]*defp?[ \\t]+${name}(?:\\(\\))?[ \\t]*(?:,[ \\t]*do:|do\\b)`, 'm');
  const match = pattern.exec(text);
  return match ? match.index + match[0].length : undefined;
}

/** A keyword's value in a keyword list as read (a list of one-pair objects); undefined when it is not there. */
export function keyword(list: Value | undefined, key: string): Value | undefined {
  if (list === UNKNOWN) return UNKNOWN;
  if (!Array.isArray(list)) return undefined;
  for (const item of list) {
    if (item === UNKNOWN) return UNKNOWN;
    if (typeof item === 'object' && item !== null && !Array.isArray(item) && Object.prototype.hasOwnProperty.call(item, key)) return item[key];
  }
  return undefined;
}

/** An option of an extra, from its keyword list or map. */
function option(options: Value | undefined, key: string): Value | undefined {
  if (typeof options === 'object' && options !== null && !Array.isArray(options)) return Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
  return keyword(options, key);
}

/** The keyword list `def project` of a `mix.exs` returns, or undefined when the file has none. */
export function mixProject(text: string): Value | undefined {
  const body = functionBody(text, 'project');
  if (body === undefined) return undefined;
  const reader = new Reader(text);
  reader.pos = body;
  return reader.value(0);
}

/** What ExDoc publishes, as read from `mix.exs`. */
export interface ExDocConfig {
  /** Every value needed was read; false: `unknown` says what is computed. */
  known: boolean;
  unknown?: string;
  /** Each extra's source (relative to `mix.exs`'s folder) and the name of its page (`installation` for `installation.html`). */
  pages: { source: string; name: string }[];
  /** `assets:`: each source folder and the folder of the output it is copied to. */
  copies: { source: string; target: string }[];
  /** ExDoc writes an EPUB beside the pages (its `formatters:` name `epub`, or are not set). */
  epub: boolean;
}

/** The extension a Markdown extra may have (`.md`, a cheat sheet's `.cheatmd`, a Livebook's `.livemd`). */
export const EXTRA_EXTENSION = /\.(?:md|markdown|cheatmd|livemd)$/i;

/** ExDoc's configuration of a `mix.exs`, or null when it has none (no `docs:` with `extras:`). */
export function readExDoc(text: string): ExDocConfig | null {
  const project = mixProject(text);
  if (project === undefined) return null;
  const docs = keyword(project, 'docs');
  if (docs === undefined) return null;
  if (docs === UNKNOWN) return { known: false, unknown: '`docs:` is computed', pages: [], copies: [], epub: true };
  const extras = keyword(docs, 'extras');
  if (extras === undefined) return null;
  const out: ExDocConfig = { known: true, pages: [], copies: [], epub: true };
  const computed = (what: string): void => {
    if (out.known) out.unknown = what;
    out.known = false;
  };
  if (!Array.isArray(extras)) computed('`extras:` is computed');
  else {
    for (const extra of extras) {
      if (typeof extra === 'string') out.pages.push({ source: extra, name: pageName(extra) });
      else if (Array.isArray(extra) && typeof extra[0] === 'string') {
        if (option(extra[1], 'url') === undefined) out.pages.push({ source: extra[0], name: pageName(extra[0], extra[1]) });
      }
      else if (typeof extra === 'object' && extra !== null && !Array.isArray(extra)) {
        for (const [source, options] of Object.entries(extra)) {
          // `"JS Documentation": [url: "js/index.html"]` is an entry of the menu, no file.
          if (option(options, 'url') !== undefined) continue;
          out.pages.push({ source, name: pageName(source, options) });
        }
      } else computed('an entry of `extras:` is computed');
    }
  }
  const assets = keyword(docs, 'assets');
  if (typeof assets === 'string') out.copies.push({ source: assets, target: 'assets' });
  else if (typeof assets === 'object' && assets !== null && !Array.isArray(assets)) {
    for (const [source, target] of Object.entries(assets)) {
      if (typeof target === 'string') out.copies.push({ source, target });
      else computed('a folder of `assets:` is computed');
    }
  } else if (assets !== undefined) computed('`assets:` is computed');
  const formatters = keyword(docs, 'formatters');
  if (Array.isArray(formatters) && formatters.every((f) => typeof f === 'string')) out.epub = formatters.includes('epub');
  return out;
}

/** The name of an extra's page: its `filename:`, or its base name without its extension. */
function pageName(source: string, options?: Value): string {
  const filename = option(options, 'filename');
  if (typeof filename === 'string') return filename;
  const base = source.slice(source.lastIndexOf('/') + 1);
  return pageId(base.replace(/\.[^.]*$/, ''));
}

/** ExDoc's id of a page from its file's name: lower case, spaces as `-`, other signs left out (`Getting Started` is `getting-started`). */
export function pageId(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');
}
