/**
 * The anchors of a Markdown document: each heading's id (ATX and setext,
 * never inside a code block or an HTML block: CommonMark's reading, by
 * markdown-it), an explicit `{#id}` closing a heading (Pandoc, kramdown,
 * markdown-it-attrs), and the `id`s and `<a name>`s of its raw HTML.
 */
import type { MarkdownIt, Token } from 'markdown-it';
import { htmlHeadings, htmlIds } from './html';
import { pythonMarkdownSlug, Slugger, slugOf, vuePressSlug } from './slug';
import type { SlugRules } from './slug';
import type { Anchor } from './types';

/**
 * Blocks only: the inline parse of every paragraph (links, emphasis) is most of markdown-it's time and
 * tells nothing of anchors. A heading's inline content is parsed, and a paragraph's only when it may hold
 * HTML (`inlineChildren`). `text_join` goes with `inline`: `plainText` reads escapes (`text_special`) itself.
 */
let blockParser: MarkdownIt | undefined;

/** The parser, made when the first Markdown document's anchors are read (a run over data files never loads it). */
function markdownParser(): MarkdownIt {
  if (!blockParser) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with the first Markdown target, not with every run
    blockParser = new (require('markdown-it') as new (options: { html: boolean }) => MarkdownIt)({ html: true });
    blockParser.core.ruler.disable(['inline', 'text_join']);
  }
  return blockParser;
}

/** The inline tokens of an inline block token, parsed now as the `inline` rule would have. */
function inlineChildren(token: Token, env: Record<string, unknown>): Token[] {
  const children: Token[] = token.children ?? (token.children = []);
  if (children.length === 0 && token.content !== '') {
    const parser = markdownParser();
    parser.inline.parse(token.content, parser, env, children);
  }
  return children;
}

/** An attribute list closing a heading or a line: `{#id}`, kramdown's `{: #id .class}`, `{#id key=value}`, `{ id="x" data-label="a b" }`. */
const ATTRIBUTES = /\{:?\s*([^{}\n]*?)\s*\}\s*$/;
/**
 * One attribute of such a list; a list holding anything else (`{#two words}`) is text. An id may hold dots
 * (`{#EXPECT_CALL.Times}`, `{#i18n.t}`): kramdown's since 2.2 (XML's name characters), Python-Markdown's attr_list,
 * Pandoc's, Goldmark's, pulldown-cmark's and Docusaurus' all read the whole word as the id; a class may not.
 */
const ATTRIBUTE = /^(?:#[^#\s"'=]+|\.[^#.\s"'=]+|[A-Za-z_][\w:.-]*=(?:"[^"]*"|'[^']*'|[^\s"']*))$/;
/** The attributes of a list, quoted values kept whole. */
const TOKEN = /[^\s"']*(?:"[^"]*"|'[^']*')?[^\s"']*/g;

/** The id an attribute list gives (`#id`, `id=id`, `id="id"`), if it is one and gives one. */
function explicitId(text: string): string | undefined {
  const list = ATTRIBUTES.exec(text)?.[1];
  if (!list) return undefined;
  const attributes = list.match(TOKEN)?.filter((a) => a !== '') ?? [];
  if (attributes.length === 0 || !attributes.every((a) => ATTRIBUTE.test(a))) return undefined;
  const hash = attributes.find((a) => a.startsWith('#'));
  if (hash) return hash.slice(1);
  const named = attributes.find((a) => a.startsWith('id='));
  return named?.slice(3).replace(/^(["'])(.*)\1$/, '$2') || undefined;
}

/** A footnote's definition, `[^label]: …` (GitHub, Python-Markdown, kramdown, Pandoc, markdown-it-footnote). */
const FOOTNOTE = /^ {0,3}\[\^([^\]\s]+)\]:/gm;

/**
 * The ids renderers give a footnote and the reference to it: `fn:label`
 * (Python-Markdown, kramdown), `fn-label` (GitHub, after its `user-content-`),
 * `fn1` and `fn:1` (Pandoc, markdown-it, numbered in order), and `fnref…` for each.
 */
function footnoteAnchors(text: string): Anchor[] {
  if (!text.includes('[^')) return [];
  const out: Anchor[] = [];
  let n = 0;
  for (const match of text.matchAll(FOOTNOTE)) {
    const label = match[1]!;
    const line = text.slice(0, match.index).split('\n').length - 1;
    n++;
    for (const prefix of ['fn', 'fnref']) {
      for (const id of [`${prefix}:${label}`, `${prefix}-${label}`, `${prefix}${n}`, `${prefix}:${n}`, `${prefix}-${n}`]) out.push({ id, kind: 'alias', line });
    }
  }
  return out;
}

/**
 * The ids of attribute lists closing lines other than headings: a fenced
 * block's `{ .sh #example }` (pymdown-extensions' SuperFences, Pandoc), a
 * kramdown or Python-Markdown block attribute list `{: #id}`, and in a
 * document written for Python-Markdown one closing a block's last line
 * (`text { #id }`, or `{ #id }` right below the text: its `attr_list`). A
 * bare `{#id}` between blank lines is text to GitHub, kramdown and Pandoc.
 */
function blockAttributeAnchors(text: string, { pythonMarkdown }: { pythonMarkdown: boolean }): Anchor[] {
  if (!text.includes('{')) return [];
  const out: Anchor[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!line.includes('}') || /^ {0,3}#/.test(line)) return;
    // Python-Markdown's `attr_list` on an inline element: `**`locale`**{ #mkdocs-locale }`, right after it.
    if (pythonMarkdown) {
      for (const inline of line.matchAll(INLINE_ATTRIBUTES)) {
        const id = explicitId(inline[0]);
        if (id !== undefined) out.push({ id, kind: 'explicit', line: i });
      }
    }
    const fence = /^ {0,3}(?:`{3,}|~{3,})/.test(line);
    const colon = /\{:/.test(line);
    // Python-Markdown's list closes its block's last line: after text on that line, or on a line of its own right below.
    const closing = pythonMarkdown && (!/^\s*\{/.test(line) || (i > 0 && lines[i - 1]!.trim() !== ''));
    if (!fence && !colon && !closing) return;
    const id = explicitId(line);
    if (id !== undefined) out.push({ id, kind: 'explicit', line: i });
  });
  return out;
}

/** A content tab of pymdown-extensions' Tabbed: `=== "Title"`, `===! "…"`, `===+ "…"`, its title in quotes. */
const TAB = /^[ \t]*===[!+]?[ \t]+"([^"\n]{1,200})"/gm;

/**
 * A content tab's line as pymdown-extensions' Tabbed reads one (its `START`): `===`, `!` (a new tab set) or `+`
 * (selected) or both, a title in quotes, nothing after it on the line.
 */
const TAB_LINE = /^([ \t]*)===(\+!?|!\+?)?[ ]+"(.*)"[ ]*$/;

/** A fence's opening or closing line: its indent and its marker. */
const FENCE_LINE = /^[ \t]*(`{3,}|~{3,})/;

/** A line's indent in columns, a tab to the next multiple of 4 (Python-Markdown's `tab_length`). */
function indentOf(line: string): number {
  let columns = 0;
  for (const c of line) {
    if (c === ' ') columns++;
    else if (c === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/**
 * The ids pymdown-extensions' Tabbed gives its tabs without a `slugify` option: `__tabbed_<set>_<tab>`, the input
 * each tab's label is for (`=== "Tagged devices"`, the second tab of the page's first set, is `#__tabbed_1_2`). A
 * page's tab sets are numbered from 1 in the order Python-Markdown parses them (document order, a set nested in a
 * tab's content numbered when it opens), its tabs from 1 in each set. A tab joins the set of the tab before it at
 * its indent unless `!` starts a new one or a line at that indent or less, not a tab, came between (a tab's content
 * is indented below it); fenced code holds none.
 */
function tabbedIds(text: string): Anchor[] {
  const out: Anchor[] = [];
  let sets = 0;
  // The sets still open, by indent, innermost last.
  const open: { indent: number; set: number; tabs: number }[] = [];
  let fence: string | undefined;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const marker = FENCE_LINE.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      return;
    }
    if (line.trim() === '') return;
    const indent = indentOf(line);
    const tab = TAB_LINE.exec(line);
    while (open.length > 0 && (open[open.length - 1]!.indent > indent || (open[open.length - 1]!.indent === indent && (!tab || tab[2]?.includes('!'))))) open.pop();
    if (marker !== undefined) {
      fence = marker;
      return;
    }
    if (!tab) return;
    const top = open[open.length - 1];
    if (top?.indent === indent) top.tabs++;
    else open.push({ indent, set: ++sets, tabs: 1 });
    const current = open[open.length - 1]!;
    out.push({ id: `__tabbed_${current.set}_${current.tabs}`, kind: 'alias', line: i, text: tab[3]! });
  });
  return out;
}

/**
 * The ids pymdown-extensions' Tabbed gives content tabs: where its `slugify` option is set (mkdocs-material's sites
 * set it so that a tab can be linked), the slug of the tab's title (`=== "`Deployment`"` is `#deployment`), and with
 * `combine_header_slug` that slug after its section heading's (`#kubernetes-deployment`); without it, `__tabbed_1_2`
 * (`tabbedIds`). Accepted, never offered: the option is the site's.
 */
function tabAnchors(text: string, headings: readonly Anchor[]): Anchor[] {
  if (!text.includes('===')) return [];
  const out: Anchor[] = [];
  const sections = headings.filter((a) => a.kind === 'heading');
  for (const match of text.matchAll(TAB)) {
    const line = text.slice(0, match.index).split('\n').length - 1;
    const title = match[1]!.replace(/`/g, '');
    const id = pythonMarkdownSlug(title, { unicode: true });
    if (id === '') continue;
    out.push({ id, kind: 'alias', line, text: title });
    const section = [...sections].reverse().find((a) => a.line < line);
    if (section) out.push({ id: `${section.id}-${id}`, kind: 'alias', line, text: title });
  }
  out.push(...tabbedIds(text));
  return out;
}

/** An attribute list right after an inline element's closing mark (emphasis, code, a link or image). */
const INLINE_ATTRIBUTES = /(?<=[*_`\])])\{:?[ \t]*#[^{}\n]*\}/g;

/** The anchors of a Markdown text, in document order. */
export function markdownAnchors(text: string, rules: SlugRules): Anchor[] {
  return anchorsOf(text, rules, { simple: plainHeadings(text) });
}

/**
 * The anchors of a Markdown text as markdown-it reads its blocks; `simple`
 * when `plainHeadings` says the text's headings are its ATX lines (the
 * tests compare both readings).
 */
export function anchorsOf(text: string, rules: SlugRules, { simple }: { simple: boolean }): Anchor[] {
  const slugger = new Slugger(rules);
  // A site's renderer named (links/renderers.ts): its slug's variants too (Python-Markdown's Unicode one).
  const pythonMarkdown = rules === 'python-markdown' || PYTHON_MARKDOWN.test(text);
  const vuePress = rules === 'vitepress' || VUEPRESS.test(text);
  const aliases = pythonMarkdown || vuePress ? new AliasSlugger({ pythonMarkdown, vuePress }) : undefined;
  const anchors: Anchor[] = [];
  if (simple) {
    for (const { content, line } of atxHeadings(text)) headingAnchors(INLINE_MARKUP.test(content) ? plainText(inlineTokens(content, {})) : content, line, slugger, aliases, anchors);
  } else {
    blockAnchors(text, slugger, aliases, anchors, { htmlHeadingIds: HTML_HEADING_IDS.has(rules) });
  }
  anchors.push(...blockAttributeAnchors(text, { pythonMarkdown }), ...footnoteAnchors(text));
  if (pythonMarkdown) anchors.push(...tabAnchors(text, anchors));
  return anchors;
}

/**
 * Whether every heading of `text` is an ATX line at the margin, which
 * CommonMark's block structure cannot take from it: no fence, block quote,
 * HTML, table, setext underline or link reference definition anywhere, no
 * `#` line indented 4 columns or more (code, or a heading in a list item's
 * deeper content) and no heading opening a list item. Then each line
 * `#{1,6}` + space is a heading, and markdown-it's parse of the blocks (most
 * of the time it takes to read a short document's anchors) is not needed.
 */
export function plainHeadings(text: string): boolean {
  if (NOT_PLAIN_ANYWHERE.test(text) || text.includes('```') || text.includes('~~~')) return false;
  // Line by line: only a line that starts with a space, a tab or a character a marker starts with is read further.
  for (let start = 0; start < text.length;) {
    const c = text.charCodeAt(start);
    if (MAY_START_BLOCK[c] === 1) {
      NOT_PLAIN_LINE.lastIndex = start;
      if (NOT_PLAIN_LINE.test(text)) return false;
    }
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    start = end + 1;
  }
  return true;
}

/** The characters a line that `NOT_PLAIN_LINE` matches starts with: a space, a tab, a list marker or digit, `>`, `[`, `=`. */
const MAY_START_BLOCK = new Uint8Array(128);
for (const c of ' \t-+*0123456789>[=') MAY_START_BLOCK[c.charCodeAt(0)] = 1;

/**
 * What may make a line's block other than it looks: a fence (anywhere: a
 * list item may open with one), HTML (`<` anywhere: inline HTML has ids
 * too), a table (`|`), what markdown-it normalizes (`\r`, NUL), and at a
 * line's start (`NOT_PLAIN_LINE`, sticky at the line's first character),
 * after any list markers: a block quote, a reference definition, a setext
 * underline; a list item opening with `#`; an indented `#`.
 */
const NOT_PLAIN_ANYWHERE = /[<|\r\0]/;
const NOT_PLAIN_LINE = /[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)+#|[ \t]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*(?:>|\[[^\]\n]*\]:|(?:=+|-+)[ \t]*(?=\n|$))|(?: {4,}|[ \t]*\t)[ \t]*#/y;

/** Markup a heading's inline content may hold (`[`: a link, whose text may come from a reference definition). */
const INLINE_MARKUP = /[\\`*_&~![\]]/;

/** An ATX heading line: `#` to `######`, then a space, a tab or the line's end (CommonMark §4.2). */
const ATX = /^ {0,3}(#{1,6})(?=[ \t]|$)(.*)$/gm;

/** The ATX heading lines of a text whose headings are all such lines (`plainHeadings`): their content, as markdown-it cuts it, and 0-based line. */
function atxHeadings(text: string): { content: string; line: number }[] {
  const out: { content: string; line: number }[] = [];
  let line = 0;
  let counted = 0;
  for (const match of text.matchAll(ATX)) {
    for (let at = text.indexOf('\n', counted); at !== -1 && at < match.index; at = text.indexOf('\n', at + 1)) line++;
    counted = match.index;
    // A closing sequence of `#`s after a space or tab is not content (CommonMark §4.2).
    let content = match[2]!.replace(/[ \t]+$/, '');
    const closing = /(^|[ \t])#+$/.exec(content);
    if (closing) content = content.slice(0, closing.index + closing[1]!.length);
    out.push({ content: content.trim(), line });
  }
  return out;
}

/** The tokens of an inline content, as markdown-it's `inline` rule parses it. */
function inlineTokens(content: string, env: Record<string, unknown>): Token[] {
  const children: Token[] = [];
  if (content !== '') markdownParser().inline.parse(content, markdownParser(), env, children);
  return children;
}

/**
 * The rules whose renderer gives a heading of raw HTML (`<h2 align="center">Contributors</h2>`) an id as it gives a
 * Markdown heading one, in the same sequence (GitHub's and GitLab's filters read every `h1`…`h6` of the rendered
 * HTML: `<h2 id="cpp">C++</h2>` after `C` and `C#` is `#c-2` on GitHub). Python-Markdown, kramdown, markdown-it's
 * anchor plugins, mdBook and Pandoc slug only the headings they parse.
 */
const HTML_HEADING_IDS: ReadonlySet<SlugRules> = new Set<SlugRules>(['github', 'gitlab']);

/**
 * The anchors of headings and raw HTML as markdown-it reads the text's blocks; `htmlHeadings`: an HTML block's
 * headings get ids too, in document order (`HTML_HEADING_IDS`).
 */
function blockAnchors(text: string, slugger: Slugger, aliases: AliasSlugger | undefined, anchors: Anchor[], { htmlHeadingIds }: { htmlHeadingIds: boolean }): void {
  // Link reference definitions go to `env` with the blocks; a heading's `[text][ref]` reads them.
  const env: Record<string, unknown> = {};
  const tokens = markdownParser().parse(text, env);
  const html: string[] = [];
  const htmlLines: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'heading_open') {
      const inline = tokens[i + 1];
      if (inline?.type === 'inline') headingAnchors(plainText(inlineChildren(inline, env)), token.map?.[0] ?? 0, slugger, aliases, anchors);
    } else if (token.type === 'html_block') {
      html.push(token.content);
      htmlLines.push(token.map?.[0] ?? 0);
      if (htmlHeadingIds) {
        for (const heading of htmlHeadings(token.content)) {
          const title = heading.text.replace(/\s+/g, ' ').trim();
          if (title !== '') anchors.push({ id: slugger.slug(title), kind: 'heading', line: (token.map?.[0] ?? 0) + heading.line, text: title });
        }
      }
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
    for (const id of htmlIds(chunk)) anchors.push({ id: id.id, kind: 'html', line: htmlLines[n]! + id.line });
  });
}

/**
 * A document written for Python-Markdown (MkDocs) rather than for GitHub: its
 * extensions' syntax at the start of a line, an admonition (`!!! note`,
 * `??? tip`), a content tab (`=== "Tab"`), `[TOC]`, an abbreviation
 * (`*[HTML]: …`), or an attribute list (`{ #id }`, `{: .class }`).
 */
const PYTHON_MARKDOWN = /^ {0,3}(?:(?:!!!|\?\?\?\+?)[ \t]+[\w-]+|===\+?[ \t]+"|\[TOC\][ \t]*$|\*\[[^\]\n]+\]:)|\{:?[ \t]*[#.][\w-][^{}\n]*\}[ \t]*$/m;

/**
 * The ids Python-Markdown's `toc` gives headings, ASCII and Unicode, a repeat
 * given `_1`, `_2`, in a document written for it, and VitePress's in one
 * written for VitePress or VuePress: its site's renderer (and its
 * `slugify`, a setting of the site) is not known, so these are accepted beside
 * the chosen rules' (never offered: `alias`).
 */
class AliasSlugger {
  private readonly taken = new Set<string>();

  private readonly pythonMarkdown: boolean;
  private readonly vuePress: boolean;

  constructor({ pythonMarkdown, vuePress }: { pythonMarkdown: boolean; vuePress: boolean }) {
    this.pythonMarkdown = pythonMarkdown;
    this.vuePress = vuePress;
  }

  ids(text: string): string[] {
    const out = new Set<string>();
    const add = (base: string, repeat: string): void => {
      let id = base;
      for (let n = 1; this.taken.has(id); n++) id = `${base}${repeat}${n}`;
      out.add(id);
    };
    if (this.pythonMarkdown) {
      for (const base of [pythonMarkdownSlug(text), pythonMarkdownSlug(text, { unicode: true })]) add(base, '_');
      // pymdownx.emoji (Material for MkDocs' usual extension) makes `:warning:` an image or an SVG, whose text toc's slug
      // leaves out: cilium/ebpf's `## :warning: Program Arrays` is `#program-arrays`.
      if (text.includes(':')) {
        const bare = text.replace(EMOJI_SHORTCODE, '');
        if (bare !== text) add(pythonMarkdownSlug(bare), '_');
      }
    }
    // VitePress and VuePress number a repeat `-1`, `-2` (markdown-it-anchor's way).
    if (this.vuePress) {
      add(vuePressSlug(text), '-');
      // markdown-it-emoji makes `:computer:` an emoji token, which their anchor plugin leaves out of the text it slugs.
      if (text.includes(':')) {
        const bare = text.replace(EMOJI_SHORTCODE, '');
        if (bare !== text) add(vuePressSlug(bare), '-');
      }
    }
    for (const id of out) this.taken.add(id);
    return [...out];
  }
}

/** An emoji's shortcode as markdown-it-emoji reads one (`:computer:`, `:+1:`), not inside a word. */
const EMOJI_SHORTCODE = /(?<![\p{L}\p{N}]):[a-z0-9_+-]{1,40}:(?![\p{L}\p{N}])/gu;

/**
 * A document written for VitePress or VuePress: a custom container at the
 * start of a line (`::: tip`, `::: details Title`), `[[toc]]`, a code
 * snippet import (`<<< @/…`), or a `<script setup>` block. Its headings'
 * ids follow their slugify (`vuePressSlug`), accepted beside the chosen
 * rules' (never offered).
 */
const VUEPRESS = /^ {0,3}(?::::+[ \t]*(?:tip|warning|danger|info|details|note|important|caution|code-group)\b|\[\[toc\]\][ \t]*$|<<<[ \t]+@\/|<script setup\b)/m;

/** The anchors of a heading whose text (`plainText`) is `text`. */
function headingAnchors(text: string, line: number, slugger: Slugger, aliases: AliasSlugger | undefined, anchors: Anchor[]): void {
  const explicit = explicitId(text);
  if (explicit !== undefined) anchors.push({ id: explicit, kind: 'explicit', line, text });
  // The slug stays: GitHub and GitLab ignore `{#id}` and slug the whole text, braces and all.
  const slug = slugger.slug(text);
  anchors.push({ id: slug, kind: 'heading', line, text });
  if (!aliases) return;
  // Python-Markdown removes the attribute list before it slugs the rest.
  const bare = explicit === undefined ? text : text.replace(ATTRIBUTES, '');
  for (const id of aliases.ids(bare)) if (id !== slug) anchors.push({ id, kind: 'alias', line, text });
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

/** A definition's line after its term (PHP Markdown Extra's definition lists, Goldmark's extension): `: ` up to three spaces in. */
const DEFINITION = /^ {0,3}:[ \t]/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The ids Goldmark's `autoDefinitionTermID` gives definition lists' terms (Hugo's `markup.goldmark.parser`), made as
 * its heading ids are, GitHub's way: gohugoio/hugo's docs/content/en/methods/page/File.md writes the term
 * `` `ContentBaseName` `` over `: (string) If the page is…`, and permalink-tokens.md links `/methods/page/file/#contentbasename`.
 * Each line of the paragraph before a definition's first line is a term; lines in code fences are none.
 */
export function definitionTermIds(text: string): Set<string> {
  const out = new Set<string>();
  if (!/^ {0,3}:[ \t]/m.test(text)) return out;
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = FENCE.exec(line);
    if (open) {
      if (fence === undefined) fence = open[1]![0]!;
      else if (open[1]![0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined || !DEFINITION.test(line) || i === 0 || DEFINITION.test(lines[i - 1]!) || lines[i - 1]!.trim() === '') continue;
    for (let j = i - 1; j >= 0 && lines[j]!.trim() !== '' && !DEFINITION.test(lines[j]!); j--) {
      const content = lines[j]!.trim();
      const plain = INLINE_MARKUP.test(content) ? plainText(inlineTokens(content, {})) : content;
      const id = slugOf(plain, 'github');
      if (id !== '') out.add(id);
    }
  }
  return out;
}
