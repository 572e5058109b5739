/**
 * Which references VS Code's built-in Markdown extension links itself
 * (vscode-markdown-languageservice, `MdLinkComputer`, as shipped in VS Code
 * 1.100): the destination of an inline link or image, of a link reference
 * definition, an autolink `<scheme:…>` whose scheme is letters and hyphens,
 * and the `href` of `<a>` and `src` of `<img>`, `<video>` and `<source>` in
 * Markdown. A second link from us on those characters showed "Follow link"
 * twice: VS Code drops one of two overlapping links only when each list is
 * in text order, and the Markdown extension's is not (inline links, then
 * definitions, then autolinks). Bare URLs it leaves alone (VS Code's editor
 * links bare `http(s)`/`file` URLs in every file, in text order, so those
 * merge), and so do other Markdown dialects' language ids.
 */
import { languageById } from '@uri-lint/shared';
import type { AnalyzedReference } from '../analysis';

/** Its test of an autolink's target: a scheme of two or more letters or hyphens, else it links nothing there. */
const AUTOLINK_SCHEME = /^[a-z-][a-z-]+:/i;

/** The HTML attributes it links in Markdown, by tag. */
const HTML_LINKS: ReadonlyMap<string, readonly string[]> = new Map([
  ['a', ['href']], ['img', ['src']], ['video', ['src', 'placeholder']], ['source', ['src']],
]);

/** How far back from an attribute's value its tag is looked for: a tag longer than this is no tag it links. */
const TAG_REACH = 2000;

/** True when VS Code's Markdown extension links `ref` of a document of `languageId` whose text is `text`. */
export function linkedByVsCodeMarkdown(ref: AnalyzedReference, languageId: string, text: string): boolean {
  if (!languageById(languageId).editorMarkdown) return false;
  switch (ref.found.context) {
    case 'markdown-link':
    case 'markdown-definition':
      return true;
    case 'markdown-autolink':
      return AUTOLINK_SCHEME.test(ref.found.text);
    case 'html-attribute':
      return linkedAttribute(text, ref.found.start);
    default:
      return false;
  }
}

/** Whether the attribute value at `start` is a quoted `href`/`src` of a tag it links (`<a href="…">`). */
function linkedAttribute(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - TAG_REACH), start);
  const attribute = /([A-Za-z-]+)=["']$/.exec(before)?.[1]?.toLowerCase();
  const open = before.lastIndexOf('<');
  const tag = open < 0 ? undefined : /^<([A-Za-z][A-Za-z0-9-]*)/.exec(before.slice(open))?.[1]?.toLowerCase();
  return attribute !== undefined && tag !== undefined && (HTML_LINKS.get(tag)?.includes(attribute) ?? false);
}

/**
 * Where VS Code's Markdown extension completes paths and headings itself
 * (vscode-markdown-languageservice, `MdPathCompletionProvider`, as shipped
 * in VS Code 1.100): in a Markdown document, the destination being typed of
 * an inline link or image (`[x](…`), of a link definition (`[id]: …`), and
 * the value of an `href`/`src` of the tags it links (`<img src="…`). Its
 * test, read off the line before the cursor.
 */
const COMPLETED_BY_MARKDOWN = [/\]\(\s*<?[^\s()]*$/, /^\s*\[(?!\^)[^\]]+\]:\s*\S*$/];
const TYPED_ATTRIBUTE = /<([A-Za-z][A-Za-z0-9-]*)\b[^>]*\s([A-Za-z-]+)=["'][^"']*$/;

/** True when VS Code's Markdown extension completes at the end of `lineBefore` (the line up to the cursor) of a `languageId` document. */
export function completedByVsCodeMarkdown(languageId: string, lineBefore: string): boolean {
  if (!languageById(languageId).editorMarkdown) return false;
  if (COMPLETED_BY_MARKDOWN.some((pattern) => pattern.test(lineBefore))) return true;
  const attribute = TYPED_ATTRIBUTE.exec(lineBefore);
  return attribute !== null && (HTML_LINKS.get(attribute[1]!.toLowerCase())?.includes(attribute[2]!.toLowerCase()) ?? false);
}
