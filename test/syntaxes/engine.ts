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
import { GRAMMAR_PATH, SCOPE_NAME, SCOPES } from './uriGrammar';

const ROOT = resolve(__dirname, '../../..');
const HOSTS = join(ROOT, 'node_modules/tm-grammars/grammars');

/** VS Code has no grammar for plain text; this one stands in, holding nothing but the injection. */
const PLAIN_TEXT = { scopeName: 'text.plain', patterns: [] } as unknown as textmate.IRawGrammar;

/** A token: its text and its scopes, the root first. */
export interface Token {
  text: string;
  scopes: string[];
}

let wasm: Promise<void> | undefined;
const registries = new Map<boolean, textmate.Registry>();

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
  if (scopeName === PLAIN_TEXT.scopeName) return PLAIN_TEXT;
  const file = hostFile(scopeName);
  return file === undefined ? null : JSON.parse(readFileSync(file, 'utf8'));
}

/** A registry of the host grammars, with the URI grammar injected into all of them or (for comparison) none. */
async function registry(inject: boolean): Promise<textmate.Registry> {
  await loadWasm();
  let found = registries.get(inject);
  if (found === undefined) {
    found = new textmate.Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
        createOnigString: (text) => new oniguruma.OnigString(text),
      }),
      loadGrammar: async (scopeName) =>
        scopeName === SCOPE_NAME ? JSON.parse(readFileSync(GRAMMAR_PATH, 'utf8')) : hostGrammar(scopeName),
      getInjections: () => (inject ? [SCOPE_NAME] : []),
    });
    registries.set(inject, found);
  }
  return found;
}

/** The grammar of `scopeName`, with the URI grammar injected unless `inject` is false. */
export async function grammar(scopeName: string, inject = true): Promise<textmate.IGrammar> {
  const loaded = await (await registry(inject)).loadGrammar(scopeName);
  if (loaded === null) throw new Error(`no grammar for ${scopeName}`);
  return loaded;
}

/** The tokens of each line, tokenized in order as an editor does (a string may span lines). */
export async function tokenize(scopeName: string, lines: readonly string[], inject = true): Promise<Token[][]> {
  const g = await grammar(scopeName, inject);
  let state = textmate.INITIAL;
  return lines.map((line) => {
    const result = g.tokenizeLine(line, state);
    if (result.stoppedEarly) throw new Error(`tokenizing stopped early: ${line}`);
    state = result.ruleStack;
    return result.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
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
