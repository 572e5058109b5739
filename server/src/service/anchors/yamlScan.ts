/**
 * A cheap reading of block YAML, for `$ref`s and JSON Pointers: a scan of
 * lines and indentation that builds the document's tree of mappings,
 * sequences and scalars for the plain shapes OpenAPI and JSON Schema files
 * are written in (`key: value`, `- item`, quoted and block scalars), about
 * ten times faster than the full parser. Wherever the scan cannot be sure
 * it reads the document as the `yaml` package does (flow collections,
 * anchors and aliases, tags, explicit or multi-line keys, escapes, tabs,
 * several documents, a shape the parser would call an error), it gives up
 * and the caller parses the text with the full parser: what it answers is
 * the parser's answer (test/server/anchors/yamlScan.test.ts compares them).
 * A text is read once (scanned, or parsed where the scan gave up) for its
 * ids, its own `$ref`s and the pointers into itself, and the full parser is
 * loaded only when a text needs it.
 */
import type * as Yaml from 'yaml';
import { CACHE_LIMITS } from '../caches';

/** A node of the tree: a mapping, a sequence, a scalar, or nothing (`key:` with no value, an empty document). */
export type ScanNode = ScanMap | ScanSeq | ScanScalar | null;

export interface ScanMap {
  kind: 'map';
  /** Each key as written, unquoted (the parser's `source`); in order, duplicates kept. */
  keys: string[];
  values: ScanNode[];
}

export interface ScanSeq {
  kind: 'seq';
  items: ScanNode[];
}

export interface ScanScalar {
  kind: 'scalar';
  /** Its value when it is a string (the core schema reads no number, boolean or null in it); undefined otherwise. */
  value: string | undefined;
  /** Where its text lies, quotes included: for a plain or quoted scalar; undefined for a block scalar. */
  start?: number;
  end?: number;
  quoted?: boolean;
}

/** The scan could not be sure of the document: parse it. */
class Unsure extends Error {}

/** A plain scalar the YAML 1.2 core schema reads as null, a boolean or a number (the `yaml` package's own tests). */
const NOT_STRING = /^(?:~|[Nn]ull|NULL)?$|^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$|^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$|^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$|^0o[0-7]+$|^0x[0-9a-fA-F]+$/;

/** Whether a plain scalar is read as no string (NOT_STRING), told first by its first character: most are words. */
function notString(plain: string): boolean {
  return plain === '' || ('~nNtTfF+-.0123456789'.includes(plain[0]!) && NOT_STRING.test(plain));
}

/** A plain key whose value, made a string, is the key as written: any string, and numbers and booleans written as JavaScript writes them. */
const CANONICAL_KEY = /^(?:0|-?[1-9][0-9]{0,14}|true|false|null)$/;

/** Keys whose values are read as strings by the `$ref` walk (refs.ts): a block scalar there is left to the parser. */
const NAMED = new Set(['$ref', '$id', 'id', '$anchor', '$schema']);

/** What may follow `\\` in a double-quoted scalar (YAML 1.2 §5.7), a line break aside. */
const ESCAPE = /^(?:[0abtnvfre "\/\\N_LP\t]|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8})/;

/** A plain key: not starting with an indicator, no `#`, `:` only inside, then `:` and a space or the line's end. */
const PLAIN_KEY = /^([^\s\-?:,[\]{}#&*!|>'"%@`](?:[^:#\t]|:(?=[^\s:#]))*?) *:(?: +|$)/;

interface Line {
  /** Offset of its first character in the text. */
  start: number;
  /** Its text, without the line break. */
  text: string;
  /** Its indentation in spaces, or -1 for a blank or comment-only line. */
  indent: number;
  /** How many spaces it starts with: its length when it holds nothing else (blank). */
  spaces: number;
  /** The column `key` was read from (-1: none yet), and `keyOf` of the text from there: a line is asked several times. */
  keyCol: number;
  key: { key: string; length: number } | undefined;
}

/** The tree of a YAML text's (only) document, or undefined when the scan cannot be sure of it. */
export function scanYaml(text: string): ScanNode | undefined {
  try {
    return new Scanner(text).document();
  } catch (error) {
    if (error instanceof Unsure) return undefined;
    throw error;
  }
}

class Scanner {
  private readonly lines: Line[] = [];
  private i = 0;

  constructor(text: string) {
    if (text.charCodeAt(0) === 0xfeff) throw new Unsure();
    let start = 0;
    while (start <= text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
      const line = text.slice(start, end);
      let spaces = 0;
      while (spaces < line.length && line.charCodeAt(spaces) === 0x20) spaces++;
      // Nothing but spaces, or a comment: no indentation.
      const indent = spaces === line.length || line.charCodeAt(spaces) === 0x23 ? -1 : spaces;
      this.lines.push({ start, text: line, indent, spaces, keyCol: -1, key: undefined });
      if (text.charCodeAt(end) === 0x0d) end++;
      start = end + 1;
    }
  }

  document(): ScanNode {
    while (this.i < this.lines.length && this.lines[this.i]!.indent < 0 && !this.lines[this.i]!.text.includes('\t')) this.i++;
    const first = this.current();
    if (first && /^--- *(?:#.*)?$/.test(first.text)) {
      this.i++;
      this.skipBlank();
    }
    const line = this.current();
    if (!line) return null;
    const node = this.node(line.indent);
    this.skipBlank();
    if (this.i < this.lines.length) throw new Unsure();
    return node;
  }

  /**
   * The line at `i`, undefined past the last: asked as such rather than read past the array's end (an optimized
   * scan that met the end that way would be thrown away and compiled again).
   */
  private lineAt(i: number): Line | undefined {
    return i < this.lines.length ? this.lines[i] : undefined;
  }

  /** The current line (`lineAt(this.i)`). */
  private current(): Line | undefined {
    return this.lineAt(this.i);
  }

  /** Moves past blank and comment lines; gives up at what the scan does not read (a tab outside a scalar, a directive, a document marker). */
  private skipBlank(): void {
    for (; this.i < this.lines.length; this.i++) {
      const line = this.lines[this.i]!;
      const c = line.text.charCodeAt(0);
      // `%`, `-` or `.` first: maybe a directive or a document marker.
      if (line.text.includes('\t') || ((c === 0x25 || c === 0x2d || c === 0x2e) && /^(?:%|---(?:\s|$)|\.\.\.(?:\s|$))/.test(line.text))) throw new Unsure();
      if (line.indent >= 0) return;
    }
  }

  /**
   * `keyOf` the text of `line` from column `col`, read once: a mapping's first line is asked whether it starts one
   * (maybe twice, from the value above it and from `node`), then read for its key.
   */
  private keyAt(line: Line, col: number): { key: string; length: number } | undefined {
    if (line.keyCol !== col) {
      line.key = keyOf(line.text.slice(col));
      line.keyCol = col;
    }
    return line.key;
  }

  /** The block node whose first line is the current one, starting at column `col` (beyond the indentation after `- `). */
  private node(col: number): ScanNode {
    const line = this.lines[this.i]!;
    if (dashAt(line.text, col)) return this.sequence(col);
    if (this.keyAt(line, col)) return this.mapping(col);
    throw new Unsure();
  }

  /** A block sequence of items at column `col`. */
  private sequence(col: number): ScanSeq {
    const items: ScanNode[] = [];
    for (;;) {
      const line = this.lines[this.i]!;
      const rest = line.text.slice(col);
      const after = rest.slice(1).search(/\S/);
      if (after < 0 || rest[after + 1] === '#') {
        // `-` alone: its item is on the lines below, more indented, or nothing.
        this.i++;
        this.skipBlank();
        const next = this.current();
        items.push(next && next.indent > col ? this.node(next.indent) : null);
      } else {
        const at = col + 1 + after;
        // `- - a`: a sequence in the item, its dashes at the inner one's column.
        if (dashAt(line.text, at)) items.push(this.sequence(at));
        else items.push(this.keyAt(line, at) ? this.mapping(at) : this.value(line, at, col, undefined));
      }
      this.skipBlank();
      const next = this.current();
      if (!next || next.indent < col) return { kind: 'seq', items };
      if (next.indent > col) throw new Unsure();
      if (!dashAt(next.text, col)) return { kind: 'seq', items };
    }
  }

  /** A block mapping whose keys stand at column `col` (its first on the current line, maybe after `- `). */
  private mapping(col: number): ScanMap {
    const keys: string[] = [];
    const values: ScanNode[] = [];
    for (;;) {
      const line = this.lines[this.i]!;
      const key = this.keyAt(line, col);
      if (!key) throw new Unsure();
      keys.push(key.key);
      values.push(this.value(line, col + key.length, col, key.key));
      this.skipBlank();
      const next = this.current();
      if (!next || next.indent < col) return { kind: 'map', keys, values };
      if (next.indent > col) throw new Unsure();
    }
  }

  /**
   * The value after a key (at column `at` of `line`) or a `- `: a scalar on the line, or the block below it;
   * `col`: the column of the key or the dash. Leaves the current line after the value.
   */
  private value(line: Line, at: number, col: number, key: string | undefined): ScanNode {
    const rest = line.text.slice(at);
    if (rest === '' || rest.startsWith('#')) {
      this.i++;
      this.skipBlank();
      const next = this.current();
      if (!next) return null;
      if (next.indent > col) {
        if (dashAt(next.text, next.indent) || this.keyAt(next, next.indent)) return this.node(next.indent);
        // A scalar on the lines below its key: read as one after it (a block scalar's header there is left to the parser).
        const first = next.text[next.indent];
        if (key === undefined || first === '|' || first === '>') throw new Unsure();
        return this.value(next, next.indent, col, key);
      }
      // A mapping's value may be a sequence at the key's own column.
      if (key !== undefined && next.indent === col && dashAt(next.text, col)) return this.sequence(col);
      return null;
    }
    const c = rest[0]!;
    if (c === '"' || c === "'") {
      // Escapes are read where the value is not (`"a\nb"` is one line's scalar): the parser then answers the same tree.
      const close = closingQuote(rest, 1, c, { escapes: key !== undefined && !NAMED.has(key) });
      if (close < 0) {
        if (key === undefined || NAMED.has(key)) throw new Unsure();
        return this.quotedLines(rest, col);
      }
      if (c === '"' && rest.lastIndexOf('\\', close) > 0) {
        if (!/^ *(?: #.*)?$/.test(rest.slice(close + 1))) throw new Unsure();
        this.i++;
        return { kind: 'scalar', value: undefined };
      }
      const quoted = quotedOf(rest);
      if (!quoted || !/^ *(?: #.*)?$/.test(rest.slice(quoted.length))) throw new Unsure();
      this.i++;
      return { kind: 'scalar', value: quoted.value, start: line.start + at, end: line.start + at + quoted.length, quoted: true };
    }
    if (c === '|' || c === '>') {
      if (key !== undefined && NAMED.has(key)) throw new Unsure();
      return this.block(rest, col, { keyed: key !== undefined && line.indent === col });
    }
    if (c === '[' || c === '{') return this.flow(rest, col);
    if ('&*!{}[],%@`'.includes(c) || /^[-?:](?: |$)/.test(rest)) throw new Unsure();
    const comment = rest.search(/ #/);
    const value = (comment < 0 ? rest : rest.slice(0, comment)).trimEnd();
    if (/: |:$/.test(value)) throw new Unsure();
    this.i++;
    if (this.continued(col)) {
      // A comment ends a plain scalar: a more indented line after it is no continuation (the parser reads an error).
      if (comment >= 0) throw new Unsure();
      // Folded over more indented lines: only where its value is not read.
      if (key !== undefined && NAMED.has(key)) throw new Unsure();
      return { kind: 'scalar', value: undefined };
    }
    return { kind: 'scalar', value: notString(value) ? undefined : value, start: line.start + at, end: line.start + at + value.length };
  }

  /**
   * Moves past the lines that continue a plain scalar (more indented than `col`, before any comment line) and says
   * whether there were any; gives up on a line the parser might read otherwise (a key, a comment, an indicator).
   */
  private continued(col: number): boolean {
    let any = false;
    for (; this.i < this.lines.length; this.i++) {
      const line = this.lines[this.i]!;
      if (line.spaces === line.text.length) continue;
      if (line.indent <= col) break;
      const content = line.text.slice(line.indent);
      if (line.text.includes('\t') || /: |:$| #/.test(content) || /^[-?:](?: |$)/.test(content)) throw new Unsure();
      any = true;
    }
    // Blank lines read past belong to what follows.
    while (this.i > 0 && blank(this.lines[this.i - 1]!)) this.i--;
    return any;
  }

  /**
   * A flow collection (`[a, 'b, c']`, `{ "k": v }`, `[{ a: b }]`), then nothing but a comment: plain words, strings
   * quoted without escapes, and collections of them; anything else is left to the parser. One that goes on over the
   * lines below (`grants:` then `[`, `{ bucket: a },`, `]`), each more indented than `col` (the key's or the dash's
   * column), is read as their contents joined by a space, as YAML folds a flow collection's line breaks; a blank
   * line, a comment or a quoted scalar open at a line's end there is left to the parser.
   */
  private flow(rest: string, col: number): ScanNode {
    let text = rest;
    let last = this.i;
    for (let open = flowOpen(text); open; open = flowOpen(text)) {
      const next = this.lineAt(++last);
      if (!next || blank(next) || next.spaces <= col || text.includes('#') || next.text.includes('#')) throw new Unsure();
      text += ` ${next.text.slice(next.spaces)}`;
    }
    if (text.includes('\t')) throw new Unsure();
    const reader = { text, at: 0 };
    const node = flowCollection(reader);
    if (!/^ *(?: #.*)?$/.test(text.slice(reader.at))) throw new Unsure();
    this.i = last + 1;
    return node;
  }

  /**
   * A quoted scalar that goes on over more indented lines (`rest`: its first line, from its quote), whose value is not
   * read: moved past, up to its closing quote and nothing but a comment after it.
   */
  private quotedLines(rest: string, col: number): ScanScalar {
    const quote = rest[0]!;
    for (this.i++; this.i < this.lines.length; this.i++) {
      const line = this.lines[this.i]!;
      const text = line.text;
      if (blank(line)) continue;
      if (text.includes('\t') || line.spaces <= col) throw new Unsure();
      const close = closingQuote(text, 0, quote);
      if (close < 0) continue;
      if (!/^ *(?: #.*)?$/.test(text.slice(close + 1))) throw new Unsure();
      this.i++;
      return { kind: 'scalar', value: undefined };
    }
    throw new Unsure();
  }

  /**
   * A block scalar (`|`, `>`, with `-` or `+`): its lines, more indented than `col`, skipped. `keyed`: it is the value
   * of a key that starts its line, whose column an indentation indicator (`|2-`) counts from.
   */
  private block(header: string, col: number, { keyed }: { keyed: boolean }): ScanScalar {
    const parts = /^[|>](?:([-+]?)([1-9])?|([1-9])([-+])) *(?:#.*)?$/.exec(header);
    if (!parts) throw new Unsure();
    const indicator = parts[2] ?? parts[3];
    // An indicator below a sequence's dash or after `- key:` counts from a column the scan does not keep: left to the parser.
    if (indicator !== undefined && !keyed) throw new Unsure();
    this.i++;
    let indent = indicator === undefined ? -1 : col + Number(indicator);
    let blankWidth = 0;
    for (; this.i < this.lines.length; this.i++) {
      const line = this.lines[this.i]!;
      if (blank(line)) {
        if (indent < 0) blankWidth = Math.max(blankWidth, line.text.length);
        continue;
      }
      const spaces = line.spaces;
      if (line.text[spaces] === '\t') throw new Unsure();
      if (indent < 0) {
        // No content, or more indented empty lines first (the parser then wants an indentation indicator): left to it.
        if (spaces <= col || blankWidth > spaces) throw new Unsure();
        indent = spaces;
      } else if (spaces < indent) {
        if (spaces > col) throw new Unsure();
        break;
      }
    }
    if (indent < 0) throw new Unsure();
    return { kind: 'scalar', value: undefined };
  }
}

/**
 * Whether the flow collection `text` starts goes on past its end: a bracket opened and not closed outside quotes.
 * Gives up on a quoted scalar open at the end (its line break would be folded into its text).
 */
function flowOpen(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = c === '"' ? text.indexOf('"', i + 1) : closingQuote(text, i + 1, "'");
      if (close < 0) throw new Unsure();
      i = close;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      if (--depth === 0) return false;
    }
  }
  return depth > 0;
}

/** Where a reading of a flow collection stands. */
interface FlowReader {
  readonly text: string;
  at: number;
}

/** A plain word in a flow collection: no indicator, no `:` or `#`, no comma or bracket (spaces inside). */
const FLOW_WORD = /[^[\]{}#'"&*!|>%@`:?,]*/y;
/** A plain key of a flow mapping: a name, then `: ` (a `:` in a plain word is part of it). */
const FLOW_KEY = /([A-Za-z0-9_$][A-Za-z0-9_.$/-]*) *: +/y;
/** A quoted key of a flow mapping (no escapes), then `:` (JSON's `"k":v` needs no space). */
const FLOW_QUOTED_KEY = / *("[^"\\]*"|'(?:[^']|'')*') *: */y;

/** Flow collections nested deeper than this are left to the parser (a line of brackets must not exhaust the stack). */
const MAX_FLOW_DEPTH = 32;

/** The flow collection at `reader.at` (`[` or `{`), read up to its closing bracket. */
function flowCollection(reader: FlowReader, depth = 0): ScanNode {
  if (depth > MAX_FLOW_DEPTH) throw new Unsure();
  const open = reader.text[reader.at];
  reader.at++;
  const close = open === '[' ? ']' : '}';
  const keys: string[] = [];
  const items: ScanNode[] = [];
  for (;;) {
    skipSpaces(reader);
    if (reader.text[reader.at] === close) break;
    if (open === '{') keys.push(flowKey(reader));
    items.push(flowValue(reader, depth));
    skipSpaces(reader);
    const c = reader.text[reader.at];
    reader.at++;
    if (c === close) return open === '[' ? { kind: 'seq', items } : { kind: 'map', keys, values: items };
    // Items are separated by one comma; a trailing comma ends the collection.
    if (c !== ',') throw new Unsure();
  }
  reader.at++;
  return open === '[' ? { kind: 'seq', items } : { kind: 'map', keys, values: items };
}

/** A flow mapping's key and its `:`: a name the core schema reads as itself, or a quoted string; none a `$ref`'s walk reads. */
function flowKey(reader: FlowReader): string {
  FLOW_QUOTED_KEY.lastIndex = reader.at;
  const quoted = FLOW_QUOTED_KEY.exec(reader.text);
  let key: string;
  if (quoted) {
    key = quotedOf(quoted[1]!)!.value;
    reader.at = FLOW_QUOTED_KEY.lastIndex;
  } else {
    FLOW_KEY.lastIndex = reader.at;
    const plain = FLOW_KEY.exec(reader.text);
    if (!plain) throw new Unsure();
    key = plain[1]!;
    if (notString(key) && !CANONICAL_KEY.test(key)) throw new Unsure();
    reader.at = FLOW_KEY.lastIndex;
  }
  if (NAMED.has(key)) throw new Unsure();
  return key;
}

/** An item or a mapping's value: a collection, a quoted string without escapes, or a plain word (not empty). */
function flowValue(reader: FlowReader, depth: number): ScanNode {
  skipSpaces(reader);
  const c = reader.text[reader.at];
  if (c === '[' || c === '{') return flowCollection(reader, depth + 1);
  if (c === '"' || c === "'") {
    const end = c === '"' ? reader.text.indexOf('"', reader.at + 1) : closingQuote(reader.text, reader.at + 1, "'");
    if (end < 0 || reader.text.slice(reader.at, end).includes('\\')) throw new Unsure();
    reader.at = end + 1;
    return { kind: 'scalar', value: undefined };
  }
  FLOW_WORD.lastIndex = reader.at;
  const word = FLOW_WORD.exec(reader.text)![0].trim();
  // An empty item, or one that starts like a block sequence's, is an error.
  if (word === '' || /^-(?: |$)/.test(word)) throw new Unsure();
  reader.at = FLOW_WORD.lastIndex;
  return { kind: 'scalar', value: undefined };
}

function skipSpaces(reader: FlowReader): void {
  while (reader.text[reader.at] === ' ') reader.at++;
}

/** Whether `text` holds a block sequence's dash at column `col` (`-` then a space or the line's end), as `/^-(?: |$)/` reads the text from there. */
function dashAt(text: string, col: number): boolean {
  return col < text.length && text.charCodeAt(col) === 0x2d && (col + 1 === text.length || text.charCodeAt(col + 1) === 0x20);
}

/** Whether a line holds nothing but spaces. */
function blank(line: Line): boolean {
  return line.spaces === line.text.length;
}

/** The key at the start of `text` and the length up to its value, when `text` is `key: …`. */
function keyOf(text: string): { key: string; length: number } | undefined {
  const c = text[0];
  if (c === '"' || c === "'") {
    // A quoted scalar that goes on to the next line is no key (an implicit key is one line): a value's, maybe.
    if (closingQuote(text, 1) < 0) return undefined;
    const quoted = quotedOf(text);
    const colon = quoted && /^ *:(?: +|$)/.exec(text.slice(quoted.length));
    return quoted && colon ? { key: quoted.value, length: quoted.length + colon[0].length } : undefined;
  }
  const plain = PLAIN_KEY.exec(text);
  if (!plain) return undefined;
  const key = plain[1]!;
  // A key of more than 1,024 characters is an error; one the core schema reads as a number or null names another string.
  if (key.length > 1000 || (notString(key) && !CANONICAL_KEY.test(key))) throw new Unsure();
  return { key, length: plain[0].length };
}

/**
 * Where the quoted scalar opened at `text[0]` (or, on a later line, of quote `quote`) closes on this line, from `from`,
 * or -1; gives up on an escape.
 */
function closingQuote(text: string, from: number, quote = text[0], { escapes = false }: { escapes?: boolean } = {}): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === '\\') {
      // Only escapes the parser reads without an error (YAML 1.2 §5.7), and not at the line's end (a continuation).
      const escape = escapes ? ESCAPE.exec(text.slice(i + 1, i + 10)) : null;
      if (!escape) throw new Unsure();
      i += escape[0].length;
      continue;
    }
    if (c !== quote) continue;
    if (quote === "'" && text[i + 1] === "'") {
      i++;
      continue;
    }
    return i;
  }
  return -1;
}

/** A quoted scalar closed on its line, without escapes: its value and its length with the quotes. */
function quotedOf(text: string): { value: string; length: number } | undefined {
  if (text[0] === '"') {
    const end = text.indexOf('"', 1);
    if (end < 0 || text.slice(1, end).includes('\\')) throw new Unsure();
    return { value: text.slice(1, end), length: end + 1 };
  }
  for (let i = 1; i < text.length; i++) {
    if (text[i] !== "'") continue;
    if (text[i + 1] === "'") {
      i++;
      continue;
    }
    return { value: text.slice(1, i).replace(/''/g, "'"), length: i + 1 };
  }
  throw new Unsure();
}

/** How a YAML text was read: its tree by the scan, or the parser's document where the scan gave up. */
export type YamlReading = { scan: ScanNode; doc?: undefined } | { scan?: undefined; doc: Yaml.Document };

/**
 * The readings of the last few texts, newest last: a file is read for its ids, its own `$ref`s and the pointers into
 * itself one after the other, with the files its `$ref`s name in between. A memo of a pure function, a few entries
 * long: no cache of the process (a target's index keeps its own reading for as long as the workspace keeps the index).
 */
const recent: { text: string; reading: YamlReading }[] = [];

/** The reading of a YAML text: scanned, else parsed (its first document). */
export function readYaml(text: string): YamlReading {
  const known = recent.find((entry) => entry.text === text);
  if (known) return known.reading;
  const scan = scanYaml(text);
  const reading: YamlReading = scan === undefined ? { doc: yamlLibrary().parseDocument(text, { uniqueKeys: false, prettyErrors: false }) } : { scan };
  if (recent.length >= CACHE_LIMITS.yamlReadings) recent.shift();
  recent.push({ text, reading });
  return reading;
}

let library: typeof Yaml | undefined;

/** The `yaml` package, loaded the first time a text needs the full parser (most runs read none). */
export function yamlLibrary(): typeof Yaml {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the first text the scan gives up on, not with every run
  library ??= require('yaml') as typeof Yaml;
  return library;
}
