/**
 * The values of `$ref` in JSON and YAML: a JSON Reference (JSON Schema,
 * OpenAPI, AsyncAPI) whose value "MUST be a URI reference" (JSON Schema
 * 2020-12 §8.2.3.1; the JSON Reference draft §3), relative ones included:
 * `"$ref": "./common.json#/definitions/id"`. Any other string of a data file
 * is a URI only when it is absolute (`"./img/logo.png"` may be a path for a
 * program, not a reference of this file), so only `$ref` says a relative
 * value is one. The whole value, as written in one line, is the reference;
 * a JSON string with an escape is left to the usual finding.
 */
import type { FoundUri } from './types';

/** `"$ref": "value"` in JSON: the value's start is group 1's. */
const JSON_REF = /"\$ref"\s*:\s*"([^"\\\n]*)"/g;
/**
 * `$ref: value`, `"$ref": 'value'` in YAML (block or flow mappings): a quoted value, or a plain one up to a blank, `,`,
 * `}` or `#`. A block scalar (`$ref: >-`, a generator folding a long value onto the line below) is read when its
 * content is one line (group 5, indented by group 4, more than the key; no line below it at that indentation): that
 * line is the value (a `#` there is content, not a comment). Its indicator alone is no value, nor a block of more
 * lines (folded, its lines would be joined by spaces: no reference).
 */
const YAML_REF = /(?:^|[\s{,])["']?\$ref["']?\s*:[ \t]+(?:"([^"\\\n]*)"|'([^'\n]*)'|([^\s"',{}\[\]#>|][^\s,{}\[\]]*)|[|>][-+]?[ \t]*(?:#[^\r\n]*)?\r?\n([ \t]+)(\S[^\r\n]*)(?=\r?\n|$)(?!\r?\n\4))/gm;

/** The `$ref` values that start in `[from, to)`, in text order. */
export function findRefValues(text: string, from: number, to: number, { yaml }: { yaml: boolean }): FoundUri[] {
  if (!text.includes('$ref')) return [];
  // From the start of `from`'s line: a key and its value are on one line.
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  const re = yaml ? YAML_REF : JSON_REF;
  re.lastIndex = lineStart;
  const out: FoundUri[] = [];
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    // A block scalar's line up to its last character that is no blank (matched whole: no backtracking over a line's blanks).
    const value = m[1] ?? m[2] ?? m[3] ?? m[5]?.trimEnd() ?? '';
    const start = m[5] !== undefined ? m.index + m[0].length - m[5].length : m.index + m[0].length - value.length - (m[3] === undefined ? 1 : 0);
    if (start >= to) break;
    // A block scalar's content is indented more than its key (YAML 1.2 §8.1.1.1): a line at the key's column or less is none.
    if (m[4] !== undefined && m[4].length <= keyColumn(text, m.index + m[0].indexOf('$ref'))) continue;
    if (start < from || value.trim() === '' || value !== value.trim()) continue;
    out.push({ text: value, start, end: start + value.length, context: yaml ? 'yaml-value' : 'json-string' });
  }
  return out;
}

/** The column of a `$ref` key at `at` (a quote before it counts: `"$ref":`), as its line's characters count it. */
function keyColumn(text: string, at: number): number {
  const key = text[at - 1] === '"' || text[at - 1] === "'" ? at - 1 : at;
  return key - (text.lastIndexOf('\n', key - 1) + 1);
}
