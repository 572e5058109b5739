/**
 * Themes for the colour tests: the 65 of the tm-themes package (VS Code's
 * Dark+ and Light+ among them, each with the theme it includes merged in),
 * as vscode-textmate takes them, and what a theme makes of the URIs in a
 * snippet compared with what it makes of the snippet without the URI grammar.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IRawTheme } from 'vscode-textmate';
import { styles, tokenize, uriSpans } from './engine';
import type { Style, Token } from './engine';

const THEMES = resolve(__dirname, '../../../node_modules/tm-themes/themes');

export interface Theme {
  name: string;
  raw: IRawTheme;
}

interface ThemeFile {
  colors?: Record<string, string>;
  tokenColors: IRawTheme['settings'];
}

/**
 * A theme as VS Code gives it to the engine: a first rule with no scope
 * holding the editor's foreground and background, then the token colours.
 */
export function loadTheme(file: string): Theme {
  const json = JSON.parse(readFileSync(join(THEMES, file), 'utf8')) as ThemeFile;
  const defaults = { foreground: json.colors?.['editor.foreground'] ?? '#000000', background: json.colors?.['editor.background'] ?? '#ffffff' };
  return { name: file.replace(/\.json$/, ''), raw: { settings: [{ settings: defaults }, ...json.tokenColors] } };
}

export function allThemes(): Theme[] {
  return readdirSync(THEMES).filter((file) => file.endsWith('.json')).sort().map(loadTheme);
}

/** One URI of a snippet under a theme: where it is, its styles, and the style the host gave its first character. */
export interface StyledUri {
  line: number;
  start: number;
  end: number;
  text: string;
  styles: Style[];
  /** The styles the theme gives these characters when the whole URI has one scope, `markup.underline.link.uri`. */
  asLink: Style[];
  base: Style;
}

/** What the URI grammar changed: the URIs with their styles, and every character outside them whose style differs. */
export interface Difference {
  uris: StyledUri[];
  changedOutside: string[];
}

/** `tokens`, the snippet's, when the caller has them; `asLink: false` leaves `asLink` empty (a third of the time). */
export async function compareStyles(host: string, lines: readonly string[], theme: Theme, { tokens, asLink = true }: { tokens?: Token[][]; asLink?: boolean } = {}): Promise<Difference> {
  tokens ??= await tokenize(host, lines);
  const withUris = await styles(host, lines, theme.raw);
  const without = await styles(host, lines, theme.raw, false);
  const whole = asLink ? await styles(host, lines, theme.raw, 'whole') : [];
  const uris: StyledUri[] = [];
  const changedOutside: string[] = [];
  lines.forEach((line, i) => {
    const spans = uriSpans(tokens![i]!);
    for (const [start, end] of spans) {
      uris.push({ line: i, start, end, text: line.slice(start, end), styles: withUris[i]!.slice(start, end), asLink: whole[i]?.slice(start, end) ?? [], base: without[i]![start]! });
    }
    for (let c = 0; c < line.length; c++) {
      if (spans.some(([s, e]) => c >= s && c < e)) continue;
      const [a, b] = [withUris[i]![c]!, without[i]![c]!];
      if (a.foreground !== b.foreground || a.fontStyle !== b.fontStyle) changedOutside.push(`${i + 1}:${c + 1} ${JSON.stringify(line[c])}`);
    }
  });
  return { uris, changedOutside };
}

/** The distinct styles of a URI, as `#RRGGBB/fontStyle` strings. */
export function distinct(list: readonly Style[]): string[] {
  return [...new Set(list.map((s) => `${s.foreground}/${s.fontStyle}`))];
}
