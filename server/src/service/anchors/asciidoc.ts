/**
 * The anchors of an AsciiDoc document, as Asciidoctor makes them: a
 * section's id from its title (`idprefix`, default `_`, then the title
 * lowercased with what is no word character, space, `-` or `.` removed, and
 * each run of spaces, `-`, `.` and the separator made one `idseparator`,
 * default `_`; a repeated id gets `_2`, `_3`), and explicit ids: `[[id]]`,
 * `[[id,text]]`, `[[[ref]]]`, `anchor:id[]`, `[#id]`, `[style#id.role]`,
 * `[id=name]`. Since a build may set `idprefix` and `idseparator` where the
 * document does not show it (a build file, an Antora playbook), the ids the
 * other usual settings give are accepted too, and a title is accepted as
 * written (`<<Section Title>>`), but never offered.
 */
import type { Anchor } from './types';

/** A delimiter line of a block whose content makes no section or anchor: listing, literal, passthrough, comment, fence. */
const LITERAL_DELIMITER = /^(?:(-{4,}|\.{4,}|\+{4,}|\/{4,})|(`{3,})[\w+-]*)[ \t]*$/;
/** A section title, AsciiDoc's `==` or Markdown's `##` style: group 1 the marks, group 2 the title. */
const SECTION = /^(={1,6}|#{1,6})[ \t]+(\S.*?)(?:[ \t]+\1)?[ \t]*$/;
/** An attribute entry: group 1 its name (with `!` to unset), group 2 its value. */
const ATTRIBUTE = /^:(!?[\w][\w-]*!?):(?:[ \t]+(.*?))?[ \t]*$/;
/** `[[id]]`, `[[id, text]]`, `[[[id]]]`. */
const DOUBLE_BRACKET = /\[\[\[?([\p{L}_:][\p{L}\p{M}\p{Nd}\p{Pc}:.-]{0,256})(?:,[^\][]{0,256})?\]?\]\]/gu;
/** `anchor:id[…]`. */
const ANCHOR_MACRO = /(?<![\p{L}\p{N}_\\])anchor:([\p{L}_:][\p{L}\p{M}\p{Nd}\p{Pc}:.-]{0,256})\[/gu;
/** A block attribute line or an inline attribute list's first positional attribute with `#id` (`[#id]`, `[source#id,java]`), or `id=`. */
const ATTRIBUTE_LIST = /\[([\w-]{0,64}#[\p{L}_:][^\][]{0,256}|[^\][]{0,256}?\bid=["']?[^\],"'\s[]{1,256}[^\][]{0,256})\]/gu;

/** Asciidoctor's `InvalidSectionIdCharsRx`: tags, character references, and anything but a word character, space, `-`, `.`. */
const INVALID = /<[^>]+>|&(?:[a-z][a-z]+\d{0,2}|#\d\d\d{0,4}|#x[\da-f][\da-f][\da-f]{0,3});|[^ \p{L}\p{M}\p{Nd}\p{Pc}\-.]+?/gu;

/** The settings an id is made with. */
interface IdStyle {
  prefix: string;
  separator: string;
}

/** The usual settings: Asciidoctor's defaults, and the ones sites (GitHub-like ids, Antora playbooks) set. */
const STYLES: readonly IdStyle[] = [
  { prefix: '_', separator: '_' }, { prefix: '', separator: '-' }, { prefix: '', separator: '_' }, { prefix: '_', separator: '-' },
];

/** The anchors of an AsciiDoc text, in document order. */
export function asciidocAnchors(text: string): Anchor[] {
  const anchors: Anchor[] = [];
  const taken = new Map<string, Taken>();
  let style: IdStyle | undefined = STYLES[0]!;
  let sectids = true;
  let open: string | undefined;
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.replace(/\r$/, '');
    const delimiter = LITERAL_DELIMITER.exec(line);
    if (delimiter) {
      const d = delimiter[1] ?? delimiter[2]!;
      if (open === undefined) open = d;
      else if (d === open) open = undefined;
      continue;
    }
    if (open !== undefined || line.startsWith('//')) continue;
    const attribute = ATTRIBUTE.exec(line);
    if (attribute) {
      ({ style, sectids } = setting(attribute[1]!, attribute[2] ?? '', style, { sectids }));
      continue;
    }
    explicitAnchors(line, n, anchors);
    const section = SECTION.exec(line);
    if (!section) continue;
    const title = section[2]!;
    anchors.push({ id: title, kind: 'alias', line: n, text: title });
    const converted = convertTitle(title);
    if (converted === undefined) continue;
    // A document's title (level 0) has no id of its own, save in a book's parts.
    const primary = section[1]!.length > 1 && sectids ? style : undefined;
    for (const s of STYLES) {
      if (primary?.prefix !== s.prefix || primary.separator !== s.separator) anchors.push({ id: unique(autoId(converted, s), s, taken), kind: 'alias', line: n, text: title });
    }
    if (primary) anchors.push({ id: unique(autoId(converted, primary), primary, taken), kind: 'heading', line: n, text: title });
  }
  return anchors;
}

/** The id style and `sectids` after an attribute entry. */
function setting(name: string, value: string, style: IdStyle | undefined, { sectids }: { sectids: boolean }): { style: IdStyle | undefined; sectids: boolean } {
  const unset = name.startsWith('!') || name.endsWith('!');
  const bare = name.replace(/!/g, '');
  if (bare === 'sectids') return { style, sectids: !unset };
  if (bare !== 'idprefix' && bare !== 'idseparator') return { style, sectids };
  // A value made of other attributes cannot be known here.
  if (value.includes('{') || style === undefined) return { style: undefined, sectids };
  const v = unset ? '_' : value;
  return { style: bare === 'idprefix' ? { ...style, prefix: v } : { ...style, separator: v.slice(0, 1) }, sectids };
}

function explicitAnchors(line: string, n: number, out: Anchor[]): void {
  if (line.includes('[[')) for (const m of line.matchAll(DOUBLE_BRACKET)) out.push({ id: m[1]!, kind: 'explicit', line: n });
  if (line.includes('anchor:')) for (const m of line.matchAll(ANCHOR_MACRO)) out.push({ id: m[1]!, kind: 'explicit', line: n });
  if (!line.includes('#') && !line.includes('id=')) return;
  for (const m of line.matchAll(ATTRIBUTE_LIST)) {
    const list = m[1]!;
    const shorthand = /^[\w-]*#([^\],.%#\s]+)/.exec(list);
    const named = /(?:^|,)\s*id=["']?([^\],"'\s]+)/.exec(list);
    const id = shorthand?.[1] ?? named?.[1];
    if (id !== undefined) out.push({ id, kind: 'explicit', line: n });
  }
}

/**
 * A title as Asciidoctor converts it before taking its id, near enough:
 * formatting marks dropped, a link's text kept, and what becomes a
 * character reference (`&`, `<`, an apostrophe between letters, `--`,
 * `...`, arrows) removed. Undefined when it refers to an attribute, whose
 * value is not known here.
 */
function convertTitle(title: string): string | undefined {
  // Markup is read in titles of a reasonable length only: each pattern below then costs little.
  if (title.length > MAX_TITLE) return title.replace(/[<>&]/g, '');
  if (/\{[\w-]+\}/.test(title) || title.includes('<<')) return undefined;
  return title
    .replace(/[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s[]*\[([^\]]*)\]/g, '$1')
    .replace(/(?:link|xref):[^\s[]*\[([^\]]*)\]/g, '$1')
    .replace(/\*\*|__|##|``|\+\+/g, '')
    .replace(/(^|[^\p{L}\p{N}_])([*_#`+^~])(\S(?:.*?\S)?)\2(?![\p{L}\p{N}_])/gu, '$1$3')
    .replace(/(\p{L})'(\p{L})/gu, '$1$2')
    .replace(/ ?(?<!-)--(?!-) ?|\.\.\.|->|=>|<-|<=|\((?:C|R|TM)\)/g, '')
    .replace(/[<>&]/g, '');
}

/** The longest title whose inline markup is read. */
const MAX_TITLE = 512;

/** Asciidoctor's `Section.generate_id` before it is made unique. */
function autoId(converted: string, style: IdStyle): string {
  let id = style.prefix + converted.toLowerCase().replace(INVALID, '');
  const sep = style.separator;
  if (sep === '') return id.replace(/ /g, '');
  const squeezed = sep === '-' || sep === '.' ? /[ .-]+/g : new RegExp(`[ ${sep.replace(/[\\\]^-]/g, '\\$&')}.-]+`, 'g');
  id = id.replace(squeezed, sep);
  if (id.endsWith(sep)) id = id.slice(0, -1);
  if (style.prefix === '' && id.startsWith(sep)) id = id.slice(1);
  return id;
}

/** The ids a style has given, and for each id the next count to try after it (a title repeated n times costs n, not n²). */
interface Taken {
  ids: Set<string>;
  next: Map<string, number>;
}

/** `id`, or `id_2`, `id_3`… when the style has given it already. */
function unique(id: string, style: IdStyle, taken: Map<string, Taken>): string {
  const key = `${style.prefix}\u0000${style.separator}`;
  let given = taken.get(key);
  if (!given) taken.set(key, given = { ids: new Set(), next: new Map() });
  let result = id;
  if (given.ids.has(result)) {
    let count = given.next.get(id) ?? 2;
    while (given.ids.has(result = `${id}${style.separator}${count}`)) count++;
    given.next.set(id, count + 1);
  }
  given.ids.add(result);
  return result;
}

/**
 * Whether an AsciiDoc document's anchors may be more than those read from
 * it: it includes other files, a title refers to an attribute, or it has no
 * document title (a chapter that a book includes, whose cross references
 * name its sibling chapters' ids).
 */
export function asciidocOpen(text: string): boolean {
  if (/^include::/m.test(text) || /^(?:={1,6}|#{1,6})[ \t]+.*(?:\{[\w-]+\}|<<)/m.test(text)) return true;
  return !hasDocumentTitle(text);
}

/** Whether the first line that is not a comment, an attribute entry or blank is a level-0 title. */
function hasDocumentTitle(text: string): boolean {
  for (const line of text.split('\n', 200)) {
    const l = line.trim();
    if (l === '' || l.startsWith('//') || /^:!?[\w][\w-]*!?:/.test(l) || /^\[.*\]$/.test(l)) continue;
    return /^(?:=|#)[ \t]+\S/.test(l);
  }
  return false;
}
