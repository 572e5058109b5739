/**
 * The real grammar engine for the grammar tests: vscode-textmate over
 * vscode-oniguruma, with the host grammars of the tm-grammars package (most
 * of them VS Code's own) and the URI grammar injected into every one of
 * them, as VS Code injects it into the roots listed in `injectTo`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';
import { GRAMMAR_PATH, PLAIN_TEXT_PATH, PLAIN_TEXT_SCOPE, SCOPE_NAME, SCOPES } from './uriGrammar';

const ROOT = resolve(__dirname, '../../..');
const HOSTS = join(ROOT, 'node_modules/tm-grammars/grammars');

/** A token: its text and its scopes, the root first. */
export interface Token {
  text: string;
  scopes: string[];
}

let wasm: Promise<void> | undefined;
/**
 * Whether the URI grammar is injected: `true` as it ships, `false` not at
 * all, `'whole'` with every part's scope replaced by the whole URI's (what a
 * theme would make of a URI that were one plain link).
 */
export type Injection = boolean | 'whole';

const registries = new Map<Injection, textmate.Registry>();

/** The URI grammar's JSON, or with `whole` every part scope replaced by the whole URI's. */
function uriGrammar(injection: Injection): textmate.IRawGrammar {
  const text = readFileSync(GRAMMAR_PATH, 'utf8');
  if (injection !== 'whole') return JSON.parse(text);
  const parts = new Set<string>(Object.values(SCOPES));
  return JSON.parse(text, (key, value: unknown) => ((key === 'name' || key === 'contentName') && parts.has(value as string) ? SCOPES.uri : value));
}

function loadWasm(): Promise<void> {
  wasm ??= oniguruma.loadWASM(readFileSync(join(ROOT, 'node_modules/vscode-oniguruma/release/onig.wasm')).buffer as ArrayBuffer);
  return wasm;
}

let hostFiles: Map<string, string> | undefined;

/** The tm-grammars file of each scope name (the package's own index is an ES module, which mocha's require cannot load). */
function hostFile(scopeName: string): string | undefined {
  hostFiles ??= new Map(readdirSync(HOSTS).flatMap((file): [string, string][] => {
    const top = /^ {2}"scopeName": "([^"]+)"/m.exec(readFileSync(join(HOSTS, file), 'utf8'));
    return top === null ? [] : [[top[1]!, join(HOSTS, file)]];
  }));
  return hostFiles.get(scopeName);
}

function hostGrammar(scopeName: string): textmate.IRawGrammar | null {
  // VS Code has no grammar for plain text: the extension's own, as it ships.
  if (scopeName === PLAIN_TEXT_SCOPE) return JSON.parse(readFileSync(PLAIN_TEXT_PATH, 'utf8'));
  const file = hostFile(scopeName);
  return file === undefined ? null : JSON.parse(readFileSync(file, 'utf8'));
}

/** A registry of the host grammars, with the URI grammar injected into all of them or (for comparison) none. */
async function registry(inject: Injection): Promise<textmate.Registry> {
  await loadWasm();
  let found = registries.get(inject);
  if (found === undefined) {
    found = new textmate.Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
        createOnigString: (text) => new oniguruma.OnigString(text),
      }),
      loadGrammar: async (scopeName) =>
        scopeName === SCOPE_NAME ? uriGrammar(inject) : hostGrammar(scopeName),
      getInjections: () => (inject === false ? [] : [SCOPE_NAME]),
    });
    registries.set(inject, found);
  }
  return found;
}

/** The grammar of `scopeName`, with the URI grammar injected unless `inject` is false. */
export async function grammar(scopeName: string, inject: Injection = true): Promise<textmate.IGrammar> {
  const loaded = await (await registry(inject)).loadGrammar(scopeName);
  if (loaded === null) throw new Error(`no grammar for ${scopeName}`);
  return loaded;
}

/** The tokens of each line, tokenized in order as an editor does (a string may span lines). */
export async function tokenize(scopeName: string, lines: readonly string[], inject: Injection = true): Promise<Token[][]> {
  const g = await grammar(scopeName, inject);
  let state = textmate.INITIAL;
  return lines.map((line) => {
    const result = g.tokenizeLine(line, state);
    if (result.stoppedEarly) throw new Error(`tokenizing stopped early: ${line}`);
    state = result.ruleStack;
    return result.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
  });
}

/** What a theme makes of one character: its colour (`#RRGGBB`, as the theme wrote it) and its font style bits. */
export interface Style {
  foreground: string;
  /** vscode-textmate's FontStyle bits: 1 italic, 2 bold, 4 underline, 8 strikethrough. */
  fontStyle: number;
}

export const UNDERLINE = 4;

const themes = new WeakMap<textmate.Registry, textmate.IRawTheme>();

/**
 * The style of each character of each line under `theme`, as VS Code
 * computes it: the same engine, the theme set on the registry, the binary
 * tokens of `tokenizeLine2` (fontStyle in bits 11–14, foreground in 15–23).
 */
export async function styles(scopeName: string, lines: readonly string[], theme: textmate.IRawTheme, inject: Injection = true): Promise<Style[][]> {
  const g = await grammar(scopeName, inject);
  const reg = await registry(inject);
  // Setting a theme builds its rules anew: only when it changes.
  if (themes.get(reg) !== theme) {
    reg.setTheme(theme);
    themes.set(reg, theme);
  }
  const colours = reg.getColorMap();
  let state = textmate.INITIAL;
  return lines.map((line) => {
    const result = g.tokenizeLine2(line, state);
    state = result.ruleStack;
    const chars: Style[] = [];
    for (let i = 0; i < result.tokens.length; i += 2) {
      const end = i + 2 < result.tokens.length ? result.tokens[i + 2]! : line.length;
      const metadata = result.tokens[i + 1]!;
      const style = { foreground: colours[(metadata >>> 15) & 0x1ff]!, fontStyle: (metadata >>> 11) & 0xf };
      for (let c = result.tokens[i]!; c < end; c++) chars.push(style);
    }
    return chars;
  });
}

const URI_SCOPES: readonly string[] = Object.values(SCOPES);

/** True for the scopes of the URI grammar. */
export function isUriScope(scope: string): boolean {
  return URI_SCOPES.includes(scope);
}

/** For each URI part the tokens hold, the texts it covers, in order: runs of one part joined, percent-encodings one by one. */
export function partsOf(tokens: readonly Token[]): Partial<Record<keyof typeof SCOPES, string[]>> {
  const parts: Partial<Record<keyof typeof SCOPES, string[]>> = {};
  for (const [part, scope] of Object.entries(SCOPES) as [keyof typeof SCOPES, string][]) {
    let run: string | undefined;
    const texts: string[] = [];
    for (const token of [...tokens, { text: '', scopes: [] }]) {
      if (token.scopes.includes(scope)) run = (run ?? '') + token.text;
      else if (run !== undefined) { texts.push(run); run = undefined; }
    }
    if (texts.length > 0) parts[part] = part === 'percent' ? texts.flatMap((t) => t.match(/%../g) ?? []) : texts;
  }
  return parts;
}

/** The URIs the tokens hold, as `[start, end)` offsets into the line; each starts with its scheme's token. */
export function uriSpans(tokens: readonly Token[]): [number, number][] {
  const spans: [number, number][] = [];
  let offset = 0;
  for (const token of tokens) {
    const last = spans[spans.length - 1];
    const end = offset + token.text.length;
    if (token.scopes.includes(SCOPES.scheme)) spans.push([offset, end]);
    else if (token.scopes.includes(SCOPES.uri) && last !== undefined && last[1] === offset) last[1] = end;
    offset = end;
  }
  return spans;
}

/**
 * The host's scopes of each character, line by line, the URI grammar's left
 * out; with `skipUris`, `(uri)` for each character of a URI instead.
 */
export function hostView(lines: readonly Token[][], skipUris: boolean): string[][] {
  return lines.map((tokens) => {
    const spans = skipUris ? uriSpans(tokens) : [];
    const chars = tokens.flatMap((t) => Array<string>(t.text.length).fill(t.scopes.filter((s) => !isUriScope(s)).join(' ')));
    return chars.map((scopes, i) => (spans.some(([s, e]) => i >= s && i < e) ? '(uri)' : scopes));
  });
}
