/**
 * The anchors of a Markdown document: each heading's id (ATX and setext,
 * never inside a code block or an HTML block: CommonMark's reading, by
 * markdown-it), an explicit `{#id}` closing a heading (Pandoc, kramdown,
 * markdown-it-attrs), and the `id`s and `<a name>`s of its raw HTML.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { htmlIds } from './html';
import { Slugger } from './slug';
import type { SlugRules } from './slug';
import type { Anchor } from './types';

/**
 * Blocks only: the inline parse of every paragraph (links, emphasis) is most of markdown-it's time and
 * tells nothing of anchors. A heading's inline content is parsed, and a paragraph's only when it may hold
 * HTML (`inlineChildren`). `text_join` goes with `inline`: `plainText` reads escapes (`text_special`) itself.
 */
const parser = new MarkdownIt({ html: true });
parser.core.ruler.disable(['inline', 'text_join']);

/** The inline tokens of an inline block token, parsed now as the `inline` rule would have. */
function inlineChildren(token: Token, env: Record<string, unknown>): Token[] {
  const children: Token[] = token.children ?? (token.children = []);
  if (children.length === 0 && token.content !== '') parser.inline.parse(token.content, parser, env, children);
  return children;
}

/** An attribute list closing a heading: `{#id}`, kramdown's `{: #id .class}`, `{#id key=value}`. */
const ATTRIBUTES = /\{:?\s*([^{}]*?)\s*\}\s*$/;
/** One attribute of such a list; a list holding anything else (`{#two words}`) is text. */
const ATTRIBUTE = /^(?:[#.][^#.\s]+|[A-Za-z_][\w-]*=\S*)$/;

/** The id of a heading's closing attribute list, if it has one. */
function explicitId(text: string): string | undefined {
  const list = ATTRIBUTES.exec(text)?.[1];
  if (!list) return undefined;
  const attributes = list.split(/\s+/);
  if (!attributes.every((a) => ATTRIBUTE.test(a))) return undefined;
  return attributes.find((a) => a.startsWith('#'))?.slice(1);
}

/** The anchors of a Markdown text, in document order. */
export function markdownAnchors(text: string, rules: SlugRules): Anchor[] {
  // Link reference definitions go to `env` with the blocks; a heading's `[text][ref]` reads them.
  const env: Record<string, unknown> = {};
  const tokens = parser.parse(text, env);
  const slugger = new Slugger(rules);
  const anchors: Anchor[] = [];
  const html: string[] = [];
  const htmlLines: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'heading_open') {
      const inline = tokens[i + 1];
      if (inline?.type === 'inline') headingAnchors(inlineChildren(inline, env), token.map?.[0] ?? 0, slugger, anchors);
    } else if (token.type === 'html_block') {
      html.push(token.content);
      htmlLines.push(token.map?.[0] ?? 0);
    } else if (token.type === 'inline' && token.content.includes('<')) {
      for (const child of inlineChildren(token, env)) {
        if (child.type === 'html_inline') {
          html.push(child.content);
          htmlLines.push(token.map?.[0] ?? 0);
        }
      }
    }
  }
  html.forEach((chunk, n) => {
    for (const id of htmlIds(chunk)) anchors.push({ id: id.id, kind: 'html', line: htmlLines[n] + id.line });
  });
  return anchors;
}

function headingAnchors(children: readonly Token[], line: number, slugger: Slugger, anchors: Anchor[]): void {
  const text = plainText(children);
  const explicit = explicitId(text);
  if (explicit !== undefined) anchors.push({ id: explicit, kind: 'explicit', line, text });
  // The slug stays: GitHub and GitLab ignore `{#id}` and slug the whole text, braces and all.
  anchors.push({ id: slugger.slug(text), kind: 'heading', line, text });
}

/**
 * A heading's text as the rendered HTML's `textContent`, from which GitHub
 * and GitLab make the id: code spans and link text kept, markup and HTML
 * tags dropped, an image's alt text dropped (an `<img>` has no text).
 */
function plainText(children: readonly Token[]): string {
  let text = '';
  for (const child of children) {
    if (child.type === 'image') continue;
    // `text_special`: an escaped character (`\#`), which `text_join` would have made text.
    if (child.type === 'text' || child.type === 'text_special' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
  }
  return text;
}
