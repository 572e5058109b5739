/**
 * What the settings take out of scope: whole documents (`enable`,
 * `languages`, `maxFileSize`) and single references (`ignoreSchemes`,
 * `ignorePatterns`).
 */
import type { AnalyzedReference } from './analysis';
import type { Settings } from '../contract/settings';
import { compilePatterns } from './ignorePatterns';
import type { CompiledPatterns } from './ignorePatterns';
import { utf8Length } from '@uri-lint/shared';

/**
 * True when `uriLint.enable` and `uriLint.languages` let the features serve a
 * document. `uriLint.maxFileSize` is checked once per version by whoever
 * scans the document (the server keeps `DocumentState.byteLength`; a
 * one-shot host such as the CLI calls `exceedsSize`), not by every feature.
 */
export function isServed(languageId: string, settings: Settings): boolean {
  return settings.enable && (settings.languages.includes('*') || settings.languages.includes(languageId));
}

/**
 * True when the UTF-8 size of `text` exceeds `max` bytes. A UTF-16 code unit
 * takes 1 to 3 bytes (a surrogate pair 4 for 2 units), so most texts are
 * decided from their length without counting.
 */
export function exceedsSize(text: string, max: number): boolean {
  return text.length > max || (text.length * 3 > max && utf8Length(text) > max);
}

const compiled = new WeakMap<Settings, CompiledPatterns>();

/** The compiled `uriLint.ignorePatterns` of `settings`, looked up once per settings object (compiled once per distinct list). */
export function ignorePatternsOf(settings: Settings): CompiledPatterns {
  let patterns = compiled.get(settings);
  if (!patterns) {
    patterns = compilePatterns(settings.ignorePatterns);
    compiled.set(settings, patterns);
  }
  return patterns;
}

/** True when `uriLint.ignoreSchemes` or `uriLint.ignorePatterns` exclude the reference from linting. */
export function isIgnored(ref: AnalyzedReference, settings: Settings): boolean {
  if (settings.ignoreSchemes.length === 0 && settings.ignorePatterns.length === 0) return false;
  const scheme = ref.parsed.components.scheme?.toLowerCase();
  if (scheme !== undefined && settings.ignoreSchemes.some((s) => s.toLowerCase() === scheme)) return true;
  if (settings.ignorePatterns.length === 0) return false;
  return ignorePatternsOf(settings).matches(ref.found.text);
}
