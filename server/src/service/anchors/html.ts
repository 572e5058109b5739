/**
 * The anchors of HTML: what a fragment navigates to (HTML Living Standard,
 * "find a potential indicated element"): an element whose `id` is the
 * fragment, or an `a` element whose `name` is. Read by htmlparser2, so
 * comments, scripts and styles hold none.
 */
import type { Parser as HtmlParser } from 'htmlparser2';
import type { Anchor } from './types';

/** An id of HTML and its line (0-based) in that HTML. */
export interface HtmlId {
  id: string;
  line: number;
}

let parserClass: typeof HtmlParser | undefined;

/** htmlparser2's parser, loaded with the first HTML text read for its ids (a run over data files never loads it). */
function htmlParser(): typeof HtmlParser {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the first HTML target, not with every run
  parserClass ??= (require('htmlparser2') as { Parser: typeof HtmlParser }).Parser;
  return parserClass;
}

/** The `id`s and `<a name>`s of an HTML text, in document order. */
export function htmlIds(text: string): HtmlId[] {
  const ids: HtmlId[] = [];
  let line = 0;
  let counted = 0;
  const lineAt = (offset: number): number => {
    for (; counted < offset && counted < text.length; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  const parser = new (htmlParser())({
    onopentag(name, attributes) {
      const at = lineAt(parser.startIndex);
      if (attributes.id) ids.push({ id: attributes.id, line: at });
      if (name === 'a' && attributes.name && attributes.name !== attributes.id) ids.push({ id: attributes.name, line: at });
    },
  }, { decodeEntities: true });
  parser.end(text);
  return ids;
}

/** An HTML heading (`h1`…`h6`) closed in the same text: its text content and its line (0-based). */
export interface HtmlHeading {
  text: string;
  line: number;
}

const HEADING_TAG = /^h[1-6]$/;

/**
 * The headings of an HTML text that open and close in it, in document order, each with its text content (the text of
 * the elements inside it too; an image's alt text is no text). A heading left open (its end in another chunk of
 * HTML) is none: its text is not known.
 */
export function htmlHeadings(text: string): HtmlHeading[] {
  if (!/<h[1-6]/i.test(text)) return [];
  const headings: HtmlHeading[] = [];
  let line = 0;
  let counted = 0;
  const lineAt = (offset: number): number => {
    for (; counted < offset && counted < text.length; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  let open: { name: string; text: string; line: number } | undefined;
  const parser = new (htmlParser())({
    onopentag(name) {
      if (open === undefined && HEADING_TAG.test(name)) open = { name, text: '', line: lineAt(parser.startIndex) };
    },
    ontext(chunk) {
      if (open !== undefined) open.text += chunk;
    },
    onclosetag(name, implied) {
      if (open === undefined || name !== open.name) return;
      if (!implied) headings.push({ text: open.text, line: open.line });
      open = undefined;
    },
  }, { decodeEntities: true, lowerCaseTags: true });
  parser.end(text);
  return headings;
}

/** The anchors of an HTML document. */
export function htmlAnchors(text: string): Anchor[] {
  return htmlIds(text).map(({ id, line }) => ({ id, kind: 'html', line }));
}
