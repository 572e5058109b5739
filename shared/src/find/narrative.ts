/**
 * A FHIR resource's generated narrative: `"text": {"status": "generated", "div": "<div xmlns=\"http://www.w3.org/1999/xhtml\">…"}`,
 * the XHTML a server or an implementation guide's publisher writes from the resource's own data. The URIs in it
 * echo the resource's (a coding's `system` shown again), so a finding there repeats the one on the data, which is
 * where it is fixed; the narrative is written by the generator, not edited. A narrative whose status says a person
 * wrote it (`additional`, `extensions`) is read as any string.
 *
 * A JSON string holds no line break, so the narrative lies on one line: each line is read once, for the finder asks
 * in text order.
 */

/** A narrative's `div` value as FHIR's JSON writes it: its XHTML namespace escaped in the string. */
const NARRATIVE = /"div"[ \t]*:[ \t]*"<div xmlns=\\"http:\/\/www\.w3\.org\/1999\/xhtml\\"/g;
/** The narrative's status, said generated, in its object. */
const GENERATED = /"status"[ \t]*:[ \t]*"generated"/;
/** How far before and after a `div` its object's `status` is looked for. */
const STATUS_SPAN = 512;

/** A reader of offsets in one text: whether each lies in a generated narrative (asked in any order, fastest in text order). */
export function generatedNarratives(text: string): (offset: number) => boolean {
  let lineStart = -1;
  let lineEnd = -1;
  let ranges: [number, number][] = [];
  return (offset) => {
    if (offset < lineStart || offset >= lineEnd) {
      lineStart = text.lastIndexOf('\n', offset - 1) + 1;
      const next = text.indexOf('\n', offset);
      lineEnd = next < 0 ? text.length : next;
      ranges = narrativesIn(text, lineStart, lineEnd);
    }
    return ranges.some(([start, end]) => offset >= start && offset < end);
  };
}

/** The generated narratives' strings in `text[from, to)` (one line). */
function narrativesIn(text: string, from: number, to: number): [number, number][] {
  const line = text.slice(from, to);
  if (!line.includes('"div"')) return [];
  const out: [number, number][] = [];
  NARRATIVE.lastIndex = 0;
  for (let match = NARRATIVE.exec(line); match; match = NARRATIVE.exec(line)) {
    const start = from + match.index + match[0].indexOf('"<') + 1;
    let end = start;
    while (end < to && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    if (generated(text, from + match.index, Math.min(end + 1, to))) out.push([start, end]);
    NARRATIVE.lastIndex = end - from;
  }
  return out;
}

/** Whether the object holding the `div` at `[at, after)` says `"status": "generated"`, before it or after it. */
function generated(text: string, at: number, after: number): boolean {
  const before = text.slice(Math.max(0, at - STATUS_SPAN), at);
  const own = before.slice(before.lastIndexOf('{') + 1);
  if (!own.includes('}') && GENERATED.test(own)) return true;
  const rest = text.slice(after, after + STATUS_SPAN);
  const close = rest.indexOf('}');
  const tail = close < 0 ? rest : rest.slice(0, close);
  return !tail.includes('{') && GENERATED.test(tail);
}
