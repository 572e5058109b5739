/**
 * AsciiDoc's conditional preprocessor directives as GitHub reads them:
 * GitHub renders AsciiDoc with the attribute `env-github` set, so the lines
 * between `ifndef::env-github[]` and its `endif::[]` are not on its page; they
 * are written for another renderer (the project's site, built by Asciidoctor
 * without it), which resolves their links from where it publishes the page
 * (kanata's docs/config.adoc lists `link:/config-1.12.0.html[v1.12.0]`, pages
 * of its GitHub Pages site, in such a block). A link there is no claim about
 * GitHub's reading, and the tool does not know the other renderer's: a missing
 * file there is Information (rules/links.ts `notOnGithub`). The lines of an
 * `ifdef::env-github[]` block are GitHub's, judged as any.
 *
 * Directives are read at a line's start, as Asciidoctor reads them: `ifdef::`,
 * `ifndef::` and `ifeval::` open a block (unless their brackets hold the
 * content, the one-line form, which covers that line alone), `endif::` closes
 * the innermost. Pure over the document's text.
 */

/** A conditional directive at a line's start: its name, its attributes and what its brackets hold. */
const DIRECTIVE = /^(ifdef|ifndef|ifeval|endif)::([^[\n]*)\[(.*)\][ \t]*$/;

/** The attribute GitHub sets when it renders AsciiDoc. */
const GITHUB_ATTRIBUTE = 'env-github';

/** The ranges of a text GitHub does not render, as [start, end) offsets, in order. */
type Ranges = readonly (readonly [number, number])[];

/** The last text read and its ranges: a document's links are judged one after another over one text. */
let last: { text: string; ranges: Ranges } | undefined;

/** The ranges of `text` inside an `ifndef::env-github[]` block, or on the line of its one-line form. */
export function hiddenFromGithubRanges(text: string): Ranges {
  if (last?.text === text) return last.ranges;
  const ranges: [number, number][] = [];
  // Each open block: whether GitHub skips it, and where it started.
  const open: { skips: boolean; start: number }[] = [];
  let at = 0;
  while (at <= text.length) {
    const end = text.indexOf('\n', at);
    const lineEnd = end < 0 ? text.length : end;
    const line = text.slice(at, lineEnd).replace(/\r$/, '');
    const m = line.startsWith('if') || line.startsWith('endif') ? DIRECTIVE.exec(line) : null;
    if (m) {
      const [, name, attributes, content] = m;
      if (name === 'endif') {
        const block = open.pop();
        if (block?.skips && !open.some((outer) => outer.skips)) ranges.push([block.start, lineEnd]);
      } else {
        const skips = name === 'ifndef' && attributes!.trim() === GITHUB_ATTRIBUTE;
        if (content !== '' && name !== 'ifeval') {
          if (skips && !open.some((outer) => outer.skips)) ranges.push([at, lineEnd]);
        } else {
          open.push({ skips, start: at });
        }
      }
    }
    if (end < 0) break;
    at = end + 1;
  }
  // A block left open runs to the end of the text.
  const unclosed = open.find((block) => block.skips);
  if (unclosed) ranges.push([unclosed.start, text.length]);
  ranges.sort((a, b) => a[0] - b[0]);
  last = { text, ranges };
  return ranges;
}

/** Whether `offset` of an AsciiDoc text is in a part GitHub does not render (`hiddenFromGithubRanges`). */
export function hiddenFromGithub(text: string, offset: number): boolean {
  return hiddenFromGithubRanges(text).some(([start, end]) => start <= offset && offset < end);
}
