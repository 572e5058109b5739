/**
 * Site generators' configuration files read as data, never run: JSON
 * (jsonc-parser), YAML (the `yaml` package), a tolerant reader of TOML's
 * tables and literal values, the literal values of a JavaScript or
 * TypeScript module (its object and array literals), and a Python file's
 * top-level assignments of literals (Sphinx's `conf.py`).
 *
 * Every reader answers a plain value tree (`ConfigValue`): what a file
 * computes (a variable, a call, a template with `${}`, `require.resolve`)
 * is `UNKNOWN`, never a guess, so that a site whose folders are computed is
 * told apart from one that keeps a generator's defaults. Each reader is
 * linear in its text and bounded in depth: a hostile file is no more work
 * than a large one.
 */
import { parse as parseJsonc } from 'jsonc-parser';
import { yamlLibrary } from '../anchors/yamlScan';

/** A value a configuration computes: it is not read. */
export const UNKNOWN: unique symbol = Symbol('unknown');

export type ConfigValue = string | number | boolean | null | typeof UNKNOWN | ConfigValue[] | ConfigObject;
export interface ConfigObject {
  [key: string]: ConfigValue;
}

/** Nesting read at most: deeper literals are `UNKNOWN`. */
const MAX_DEPTH = 32;

export function isObject(value: ConfigValue | undefined): value is ConfigObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value that may be written as one item or a list of them (`extensions = 'x'` or `['x', 'y']`), as a list; none as an empty one. */
export function asList(value: ConfigValue | undefined): ConfigValue[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** A member of nested objects by its path of keys, or undefined when a step is no object or has no such key. */
export function member(value: ConfigValue | undefined, ...keys: string[]): ConfigValue | undefined {
  let at = value;
  for (const key of keys) {
    if (!isObject(at) || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** A plain value tree from what a JSON or YAML parser made (anything else: `UNKNOWN`). */
function fromData(value: unknown, depth = 0): ConfigValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : UNKNOWN;
  if (depth >= MAX_DEPTH) return UNKNOWN;
  if (Array.isArray(value)) return value.map((item) => fromData(item, depth + 1));
  if (value instanceof Map) {
    const out: ConfigObject = {};
    for (const [key, item] of value) if (typeof key === 'string') out[key] = fromData(item, depth + 1);
    return out;
  }
  if (typeof value === 'object') {
    const out: ConfigObject = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) out[key] = fromData(item, depth + 1);
    return out;
  }
  return UNKNOWN;
}

export function readJson(text: string): ConfigValue {
  return fromData(parseJsonc(text, [], { allowTrailingComma: true, disallowComments: false }));
}

/**
 * A YAML file's first document. Tags a Python program resolves (MkDocs'
 * `!!python/name:…`, `!ENV`) are read as their plain value; aliases are
 * bounded by the parser (`maxAliasCount`).
 */
export function readYaml(text: string): ConfigValue {
  try {
    return fromData(yamlLibrary().parse(text, { maxAliasCount: 100, strict: false, uniqueKeys: false, logLevel: 'silent' }));
  } catch {
    return UNKNOWN;
  }
}

/**
 * The tables and literal values of a TOML file: `[a.b]`, `[[a.b]]` (an
 * array of tables), `key = value` with a dotted or quoted key, and values
 * that are strings, numbers, booleans, arrays (over several lines too) and
 * inline tables. A line it cannot read is left out: a tolerant reader,
 * for the few keys a generator's folders come from.
 */
export function readToml(text: string): ConfigValue {
  const root: ConfigObject = {};
  let table: ConfigObject = root;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = stripTomlComment(lines[i]!).trim();
    if (line === '') continue;
    const header = /^(\[\[?)\s*([^\]]+?)\s*\]\]?$/.exec(line);
    if (header) {
      const keys = tomlKeys(header[2]!);
      if (keys) table = tomlTable(root, keys, { arrayOf: header[1] === '[[' });
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const keys = tomlKeys(line.slice(0, eq));
    if (!keys) continue;
    // A value may go on over the next lines (an array): joined while its brackets are open, a few hundred lines at most.
    let source = line.slice(eq + 1).trim();
    // Counted line by line (not over the whole value again for each line joined).
    for (let open = openBrackets(source), more = 0; open > 0 && i + 1 < lines.length && more < 512; more++) {
      const next = stripTomlComment(lines[++i]!).trim();
      source += ` ${next}`;
      open += openBrackets(next);
    }
    const parsed = new TomlValue(source).value(0);
    let into = table;
    for (const key of keys.slice(0, -1)) {
      const next = into[key];
      into = isObject(next) ? next : (into[key] = {});
    }
    into[keys[keys.length - 1]!] = parsed;
  }
  return root;
}

/** A TOML line without its `#` comment (a `#` inside a string stays). */
function stripTomlComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#') {
      return line.slice(0, i);
    }
  }
  return line;
}

/** How many `[` and `{` a value leaves open (outside strings). */
function openBrackets(source: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
  }
  return depth;
}

/** A key path (`a.b`, `"a.b".c`), or undefined when it is none. */
function tomlKeys(source: string): string[] | undefined {
  const keys: string[] = [];
  const part = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*(\.|$)/y;
  let at = 0;
  while (at < source.length) {
    part.lastIndex = at;
    const match = part.exec(source);
    if (!match) return undefined;
    keys.push(match[1] ?? match[2] ?? match[3]!);
    at = part.lastIndex;
    if (match[4] === '') break;
  }
  return keys.length > 0 && at >= source.length ? keys : undefined;
}

/** The table a header names, made as needed; for `[[…]]` a new table at the end of its array. */
function tomlTable(root: ConfigObject, keys: string[], { arrayOf }: { arrayOf: boolean }): ConfigObject {
  let into = root;
  keys.forEach((key, n) => {
    const last = n === keys.length - 1;
    let next = into[key];
    if (last && arrayOf) {
      if (!Array.isArray(next)) into[key] = next = [];
      const made: ConfigObject = {};
      next.push(made);
      into = made;
      return;
    }
    // A path through an array of tables goes into its last table (TOML's rule).
    if (Array.isArray(next)) next = next[next.length - 1];
    if (!isObject(next)) into[key] = next = {};
    into = next as ConfigObject;
  });
  return into;
}

/** A bare TOML value (a number, a boolean, a date), sticky: matched where a value starts. */
const WORD = /[^\s,\]}]+/y;
/** A TOML basic string, sticky. */
const BASIC_STRING = /"((?:[^"\\]|\\.)*)"/y;

/** One TOML value, read from its text. */
class TomlValue {
  private at = 0;
  constructor(private readonly source: string) {}

  value(depth: number): ConfigValue {
    this.space();
    const c = this.source[this.at];
    if (depth >= MAX_DEPTH) return UNKNOWN;
    if (c === '"' || c === "'") return this.string(c);
    if (c === '[') return this.list(depth);
    if (c === '{') return this.table(depth);
    WORD.lastIndex = this.at;
    const word = WORD.exec(this.source)?.[0] ?? '';
    this.at += word.length;
    if (word === 'true' || word === 'false') return word === 'true';
    const number = Number(word.replace(/_/g, ''));
    return word !== '' && Number.isFinite(number) ? number : UNKNOWN;
  }

  private space(): void {
    while (this.at < this.source.length && /\s/.test(this.source[this.at]!)) this.at++;
  }

  private string(quote: string): ConfigValue {
    const triple = this.source.startsWith(quote.repeat(3), this.at);
    const open = triple ? 3 : 1;
    const close = this.source.indexOf(triple ? quote.repeat(3) : quote, this.at + open);
    if (quote === '"' && !triple) {
      BASIC_STRING.lastIndex = this.at;
      const match = BASIC_STRING.exec(this.source);
      if (!match) return this.fail();
      this.at += match[0].length;
      return match[1]!.replace(/\\(["\\\/bfnrt])/g, (_, e: string) => ({ b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' } as Record<string, string>)[e] ?? e);
    }
    if (close < 0) return this.fail();
    const text = this.source.slice(this.at + open, close);
    this.at = close + open;
    return text;
  }

  private list(depth: number): ConfigValue {
    const close = ']';
    const out: ConfigValue[] = [];
    this.at++;
    for (;;) {
      this.space();
      if (this.source[this.at] === close) {
        this.at++;
        return out;
      }
      if (this.at >= this.source.length) return UNKNOWN;
      const before = this.at;
      out.push(this.value(depth + 1));
      this.space();
      if (this.source[this.at] === ',') this.at++;
      else if (this.source[this.at] !== close || this.at === before) return this.fail();
    }
  }

  private table(depth: number): ConfigValue {
    const out: ConfigObject = {};
    this.at++;
    for (;;) {
      this.space();
      if (this.source[this.at] === '}') {
        this.at++;
        return out;
      }
      const eq = this.source.indexOf('=', this.at);
      if (eq < 0) return this.fail();
      const keys = tomlKeys(this.source.slice(this.at, eq));
      if (!keys) return this.fail();
      this.at = eq + 1;
      let into = out;
      for (const key of keys.slice(0, -1)) into = isObject(into[key]) ? into[key] as ConfigObject : (into[key] = {});
      into[keys[keys.length - 1]!] = this.value(depth + 1);
      this.space();
      if (this.source[this.at] === ',') this.at++;
      else if (this.source[this.at] !== '}') return this.fail();
    }
  }

  private fail(): ConfigValue {
    this.at = this.source.length;
    return UNKNOWN;
  }
}

/** A token of JavaScript or TypeScript, as far as its literals are read. */
interface Token {
  kind: 'string' | 'computed' | 'word' | 'number' | 'punct';
  text: string;
}

/**
 * The tokens of a JavaScript or TypeScript text: strings (a template with
 * `${}` is `computed`), words, numbers and punctuation; comments and
 * regular-expression literals left out. Linear: each character is looked at
 * a bounded number of times.
 */
function jsTokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  // Whether a `/` here would start a regular expression (after an operator or an opening bracket), not divide.
  const regexAllowed = (): boolean => {
    const last = out[out.length - 1];
    return !last || (last.kind === 'punct' && !/^[)\]}]$/.test(last.text)) || (last.kind === 'word' && /^(?:return|typeof|case|in|of|new|delete|void|throw|yield|await)$/.test(last.text));
  };
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c && text[j] !== '\n') {
        if (text[j] === '\\' && j + 1 < text.length) {
          value += text[j + 1] === 'n' ? '\n' : text[j + 1] === 't' ? '\t' : text[j + 1];
          j += 2;
        } else value += text[j++];
      }
      out.push({ kind: 'string', text: value });
      i = j + 1;
    } else if (c === '`') {
      i = templateLiteral(text, i, out);
    } else if (c === '/' && regexAllowed()) {
      let j = i + 1;
      let klass = false;
      while (j < text.length && text[j] !== '\n' && (klass || text[j] !== '/')) {
        if (text[j] === '\\') j++;
        else if (text[j] === '[') klass = true;
        else if (text[j] === ']') klass = false;
        j++;
      }
      j++;
      while (j < text.length && /[a-z]/.test(text[j]!)) j++;
      out.push({ kind: 'computed', text: '' });
      i = j;
    } else if (/[A-Za-z_$]/.test(c)) {
      const word = /^[A-Za-z0-9_$]+/.exec(text.slice(i, i + 256))![0];
      out.push({ kind: 'word', text: word });
      i += word.length;
    } else if (/[0-9]/.test(c)) {
      const number = /^[0-9][0-9A-Za-z_.]*/.exec(text.slice(i, i + 64))![0];
      out.push({ kind: 'number', text: number });
      i += number.length;
    } else if (c === '.' && text.startsWith('...', i)) {
      out.push({ kind: 'punct', text: '...' });
      i += 3;
    } else {
      out.push({ kind: 'punct', text: c });
      i++;
    }
  }
  return out;
}

/** A template literal from `start` (its backtick): one token, `computed` when it has a `${}`. Answers the offset after it. */
function templateLiteral(text: string, start: number, out: Token[]): number {
  let j = start + 1;
  let value = '';
  let computed = false;
  // `${__dirname}/docs` is the module's folder and a literal path: Gatsby's and Docusaurus' way to name a folder.
  if (text.startsWith('${__dirname}', j)) {
    value = '.';
    j += '${__dirname}'.length;
  }
  while (j < text.length && text[j] !== '`') {
    if (text[j] === '\\') {
      value += text[j + 1] ?? '';
      j += 2;
    } else if (text[j] === '$' && text[j + 1] === '{') {
      computed = true;
      // Skips the expression to its closing brace (strings inside it are skipped too, nested templates are not looked into).
      let depth = 1;
      j += 2;
      while (j < text.length && depth > 0) {
        const d = text[j]!;
        if (d === '{') depth++;
        else if (d === '}') depth--;
        else if (d === '"' || d === "'") {
          const close = text.indexOf(d, j + 1);
          j = close < 0 ? text.length : close;
        }
        j++;
      }
    } else value += text[j++];
  }
  out.push(computed ? { kind: 'computed', text: '' } : { kind: 'string', text: value });
  return j + 1;
}

/** A bracketed group of tokens: `{…}` or `[…]`, with its groups nested. */
interface Group {
  open: '{' | '[' | '(';
  items: (Token | Group)[];
}

const isGroup = (item: Token | Group | undefined): item is Group => item !== undefined && 'items' in item;

/** The tokens nested by their brackets (an unbalanced closing one is left out; one left open is closed at the end). */
function groups(tokens: readonly Token[]): Group {
  const root: Group = { open: '(', items: [] };
  const stack: Group[] = [root];
  for (const token of tokens) {
    const top = stack[stack.length - 1]!;
    if (token.kind === 'punct' && (token.text === '{' || token.text === '[' || token.text === '(')) {
      const group: Group = { open: token.text, items: [] };
      top.items.push(group);
      stack.push(group);
    } else if (token.kind === 'punct' && (token.text === '}' || token.text === ']' || token.text === ')')) {
      if (stack.length > 1) stack.pop();
    } else {
      top.items.push(token);
    }
  }
  return root;
}

/** The items of a group split at its top-level commas. */
function split(group: Group): (Token | Group)[][] {
  const parts: (Token | Group)[][] = [[]];
  for (const item of group.items) {
    if (!isGroup(item) && item.kind === 'punct' && item.text === ',') parts.push([]);
    else parts[parts.length - 1]!.push(item);
  }
  return parts.filter((part) => part.length > 0);
}

/** A literal value of the items of one property or element; anything computed is `UNKNOWN`. */
function literal(items: readonly (Token | Group)[], depth: number): ConfigValue {
  // A TypeScript `as const`, `satisfies T` or `as T` after a literal does not change it.
  let end = items.length;
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!;
    if (!isGroup(item) && item.kind === 'word' && (item.text === 'as' || item.text === 'satisfies')) {
      end = i;
      break;
    }
  }
  if (end !== 1) return UNKNOWN;
  const item = items[0]!;
  if (isGroup(item)) {
    if (depth >= MAX_DEPTH) return UNKNOWN;
    if (item.open === '{') return objectOf(item, depth + 1);
    if (item.open === '[') return split(item).map((part) => literal(part, depth + 1));
    // A parenthesized literal (`/** @type {…} */ ({…})`, JSDoc's cast) is that literal.
    return split(item).length === 1 ? literal(item.items, depth + 1) : UNKNOWN;
  }
  if (item.kind === 'string') return item.text;
  if (item.kind === 'number') return Number.isFinite(Number(item.text)) ? Number(item.text) : UNKNOWN;
  if (item.kind === 'word' && (item.text === 'true' || item.text === 'false')) return item.text === 'true';
  if (item.kind === 'word' && item.text === 'null') return null;
  return UNKNOWN;
}

/** An object literal's properties: `key: value` with a word or string key; a shorthand `key` is computed; a spread or method is left out. */
function objectOf(group: Group, depth: number): ConfigObject {
  const out: ConfigObject = {};
  for (const part of split(group)) {
    const key = part[0];
    if (isGroup(key) || key === undefined) continue;
    const name = key.kind === 'word' || key.kind === 'string' || key.kind === 'number' ? key.text : undefined;
    if (name === undefined) continue;
    const colon = part[1];
    if (part.length === 1) {
      out[name] = UNKNOWN;
    } else if (!isGroup(colon) && colon?.kind === 'punct' && colon.text === ':') {
      out[name] = literal(part.slice(2), depth);
    }
  }
  return out;
}

/**
 * Every object literal of a JavaScript or TypeScript module, outermost
 * first, each read as `literal` reads it. Where the file computes a value
 * (a variable, a call), that property is `UNKNOWN`, and the object
 * literals inside the call are still found: `defineConfig({ srcDir: 'docs' })`
 * gives `{ srcDir: 'docs' }`.
 */
export function jsObjects(text: string): ConfigObject[] {
  const out: ConfigObject[] = [];
  const visit = (group: Group, depth: number): void => {
    if (depth > MAX_DEPTH * 4) return;
    if (group.open === '{') out.push(objectOf(group, 0));
    for (const item of group.items) if (isGroup(item)) visit(item, depth + 1);
  };
  visit(groups(jsTokens(text)), 0);
  return out;
}

/**
 * Every array literal of a module whose first element is a string matching
 * `name` (a Docusaurus plugin and its options: `['@docusaurus/plugin-content-docs', {…}]`),
 * each as a value tree.
 */
export function jsTuples(text: string, name: RegExp): ConfigValue[][] {
  const out: ConfigValue[][] = [];
  const visit = (group: Group, depth: number): void => {
    if (depth > MAX_DEPTH * 4) return;
    if (group.open === '[') {
      const parts = split(group);
      const first = parts[0];
      if (first?.length === 1 && !isGroup(first[0]) && first[0]!.kind === 'string' && name.test(first[0]!.text)) {
        out.push(parts.map((part) => literal(part, 0)));
      }
    }
    for (const item of group.items) if (isGroup(item)) visit(item, depth + 1);
  };
  visit(groups(jsTokens(text)), 0);
  return out;
}

/**
 * Every call of a module whose callee's name (the word right before its `(`) matches `name` (a Vite plugin and its
 * options: `VitePWA({ manifest: false })`), its arguments each as a value tree; `a.b(…)` is `b`'s.
 */
export function jsCalls(text: string, name: RegExp): ConfigValue[][] {
  const out: ConfigValue[][] = [];
  const visit = (group: Group, depth: number): void => {
    if (depth > MAX_DEPTH * 4) return;
    group.items.forEach((item, i) => {
      if (!isGroup(item)) return;
      const callee = group.items[i - 1];
      if (item.open === '(' && callee !== undefined && !isGroup(callee) && callee.kind === 'word' && name.test(callee.text)) {
        out.push(split(item).map((part) => literal(part, 0)));
      }
      visit(item, depth + 1);
    });
  };
  visit(groups(jsTokens(text)), 0);
  return out;
}

/**
 * The top-level assignments of a Python file whose value is a literal
 * string, list or tuple of strings, dict of strings, number or boolean
 * (`source_suffix = ['.rst', '.md']`, `master_doc = "index"`). Others are
 * `UNKNOWN`.
 */
export function readPythonAssignments(text: string): ConfigObject {
  const out: ConfigObject = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]*)?=(?!=)\s*(.*)$/.exec(lines[i]!);
    if (!match) continue;
    let source = match[2]!;
    for (let open = openBrackets(source.replace(/#.*$/, '')), more = 0; open > 0 && i + 1 < lines.length && more < 512; more++) {
      const next = lines[++i]!.trim();
      source += ` ${next}`;
      open += openBrackets(next.replace(/#.*$/, ''));
    }
    out[match[1]!] = pythonLiteral(source.replace(/#[^'"]*$/, '').trim());
  }
  return out;
}

function pythonLiteral(source: string): ConfigValue {
  if (/^(?:True|False)$/.test(source)) return source === 'True';
  if (source === 'None') return null;
  if (/^-?[0-9]+(?:\.[0-9]+)?$/.test(source)) return Number(source);
  const js = source.replace(/\bTrue\b/g, 'true').replace(/\bFalse\b/g, 'false').replace(/\bNone\b/g, 'null');
  const tokens = jsTokens(js);
  const group = groups(tokens);
  if (group.items.length !== 1) return UNKNOWN;
  const only = group.items[0]!;
  if (isGroup(only) && only.open === '(') return split(only).map((part) => literal(part, 0));
  return literal(group.items, 0);
}
