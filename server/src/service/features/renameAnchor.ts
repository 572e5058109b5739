/**
 * Renaming what a fragment names: a Markdown heading (its text; its id
 * follows by the document's heading-id rules: GitHub's slugs, or its site
 * generator's), an explicit `{#id}`, an HTML `id` or `<a name>`, a member
 * of a JSON or YAML document that `$ref` pointers name. The edit writes the
 * new name where it is declared and the new fragment in every link of the
 * workspace's index (graph/linkIndex.ts) that names it, in every file type;
 * a pointer through the member (`#/definitions/Pet/properties`) follows too.
 *
 * Refused, with a message naming what it collides with, rather than done
 * in part: a new id another anchor of the document already has (or one
 * that would change another heading's id), a name the place cannot hold as
 * written, or a link naming it whose fragment is written with escapes of
 * its language (it cannot be edited in place). A heading whose new text is
 * an earlier heading's is no conflict to its generator, which gives it the
 * id with a suffix (`usage-1`): the rename is made, with a `warning` naming
 * the heading it repeats, for the platform to ask before it is applied. The index never holds a template's expression, so none
 * is edited. Which files may be edited at all (inside the workspace, not
 * through a symbolic link) is the platform's to check before it applies the
 * edit (lsp/server.ts).
 */
import { encode } from '@uri-lint/shared';
import type { Position, Range, TextEdit } from 'vscode-languageserver-types';
import type { DocumentContext } from '../context';
import { escapeToken, parsePointer } from '../anchors/jsonPointer';
import { TargetIndex } from '../anchors/targetIndex';
import type { LinkIndex } from '../graph/linkIndex';
import { fragmentRangeOf } from '../graph/linkIndex';
import { documentPlace, siteTargetsToLearn } from '../links/site';
import type { LocalTarget } from '../links/target';
import { linkContextOf } from './facts';
import { anchorAt, documentAnchors } from './anchorAt';
import { GITHUB_PREFIX } from './references';
import type { DeclaredAnchor } from './anchorAt';
import type { Anchor } from '../anchors/types';

/** What can be renamed at a position: its range and the text a rename starts from. */
export function prepareAnchorRename(ctx: DocumentContext, position: Position): { range: Range; placeholder: string } | undefined {
  const anchor = anchorAt(ctx, position);
  return anchor && { range: anchor.range, placeholder: anchor.text };
}

/**
 * The folders still to learn before a heading's new id can be worked out by its document's own rules: while the
 * workspace's facts do not tell yet whether the document is a page of a site (its folder and those above it, as the
 * link rules learn them with a page's first link), its ids would be GitHub's, and a page of an MkDocs site would get a
 * heading id its site does not make. None when the rules are known (or there is no workspace to ask).
 */
export function renamePending(ctx: DocumentContext): LocalTarget[] {
  const links = linkContextOf(ctx);
  if (!links || links.renderer() !== undefined) return [];
  const place = documentPlace(links.scope);
  if (!place) return [];
  return siteTargetsToLearn(place, links.facts);
}

/**
 * A rename's edits by document URI, with a `warning` when the new id repeats another's and the rename should be
 * confirmed first; or why it is refused.
 */
export type AnchorRename = { edits: Map<string, TextEdit[]>; links: number; warning?: string } | { problem: string };

/** Renames the anchor at `position` to `newName`; see the module's comment. */
export function renameAnchor(ctx: DocumentContext, position: Position, newName: string, index: LinkIndex): AnchorRename {
  const anchor = anchorAt(ctx, position);
  if (!anchor) return { problem: 'Nothing here is named by a fragment: rename a heading, an id or a member a $ref names.' };
  const name = anchor.kind === 'heading' ? newName.trim() : newName;
  if (name === '') return { problem: 'The new name is empty.' };
  const planned = plan(ctx, anchor, name);
  if ('problem' in planned) return planned;
  const edits = new Map<string, TextEdit[]>();
  edits.set(ctx.document.uri, [{ range: anchor.range, newText: planned.written }]);
  let links = 0;
  const uri = ctx.document.uri;
  const candidates = anchor.kind === 'member' ? index.linksTo(uri)
    : [...index.linksTo(uri, anchor.id), ...index.linksTo(uri, `${GITHUB_PREFIX}${anchor.id}`)];
  for (const link of candidates) {
    const fragment = link.fragment;
    if (fragment === undefined) continue;
    let next: string;
    if (fragment === anchor.id) next = planned.id;
    // GitHub's own spelling of the anchor stays GitHub's.
    else if (anchor.kind !== 'member' && fragment === `${GITHUB_PREFIX}${anchor.id}`) next = `${GITHUB_PREFIX}${planned.id}`;
    else if (anchor.kind === 'member' && fragment.startsWith(`${anchor.id}/`)) next = planned.id + fragment.slice(anchor.id.length);
    else continue;
    const range = fragmentRangeOf(link);
    if (!range) return { problem: `A link in ${link.source} (line ${link.line + 1}) names "${anchor.id}" with escapes of its language: edit it by hand, then rename.` };
    let list = edits.get(link.source);
    if (!list) edits.set(link.source, list = []);
    list.push({ range, newText: encode(next, 'fragment') });
    links++;
  }
  return planned.warning === undefined ? { edits, links } : { edits, links, warning: planned.warning };
}

/** The new id and what is written where the anchor is declared (with a warning to confirm), or why not. */
function plan(ctx: DocumentContext, anchor: DeclaredAnchor, name: string): { id: string; written: string; warning?: string } | { problem: string } {
  const own = documentAnchors(ctx);
  const line = anchor.range.start.line;
  switch (anchor.kind) {
    case 'heading': {
      if (/[\r\n]/.test(name)) return { problem: 'A heading is one line.' };
      // The ids of the document as it would be: the renamed heading's, and every other heading's unchanged.
      const document = ctx.document;
      const text = document.getText();
      const renamed = text.slice(0, document.offsetAt(anchor.range.start)) + name + text.slice(document.offsetAt(anchor.range.end));
      const after = new TargetIndex(renamed, own.format, own.rules).anchors().filter((a) => a.kind === 'heading');
      const id = after.find((a) => a.line === line)?.id;
      if (id === undefined) return { problem: `"${name}" would not be a heading.` };
      const others = own.anchors().filter((a) => a.kind !== 'alias' && a.line !== line);
      // Another heading whose id would change (its generator numbers repeated headings in order): its links would break.
      const moved = others.find((a) => a.kind === 'heading' && after.some((b) => b.line === a.line && b.id !== a.id));
      if (moved) {
        const becomes = after.find((b) => b.line === moved.line)!.id;
        return { problem: moved.id === id
          ? `The heading's new id "${id}" is ${describe(moved)}'s, which would become "${becomes}": its links would lead here. Nothing was renamed.`
          : `The rename would change the id of ${describe(moved)} from "${moved.id}" to "${becomes}": its links would break. Nothing was renamed.` };
      }
      const clash = others.find((a) => a.id === id);
      if (clash) return { problem: `The heading's new id "${id}" is already the id of ${describe(clash)}. Nothing was renamed.` };
      // The generator gives a repeated heading its id with a suffix: the id the name makes alone is an earlier heading's.
      const alone = new TargetIndex(`# ${name}\n`, own.format, own.rules).anchors().find((a) => a.kind === 'heading')?.id;
      const repeated = alone !== undefined && alone !== id ? others.find((a) => a.id === alone) : undefined;
      if (repeated) {
        return { id, written: name, warning: `"${alone}" is already the id of ${describe(repeated)}: this heading's id becomes "${id}", and its links will name "#${id}".` };
      }
      return { id, written: name };
    }
    case 'explicit':
    case 'html': {
      if (/[\s"'<>&{}#]/.test(name)) return { problem: `"${name}" cannot be an id as written here: no spaces, quotes, braces, "#", "<", ">" or "&".` };
      const clash = own.anchors().find((a) => a.id === name && a.kind !== 'alias' && !(a.line === line && a.id === anchor.id));
      if (clash) return { problem: `"${name}" is already the id of ${describe(clash)}. Nothing was renamed.` };
      return { id: name, written: name };
    }
    case 'member': {
      const tokens = parsePointer(anchor.id.startsWith('/') ? anchor.id : `/${anchor.id}`) ?? [];
      const parent = tokens.slice(0, -1);
      const siblings = own.pointer()?.members(parent) ?? [];
      if (siblings.includes(name)) return { problem: `"${name}" is already a member beside "${tokens[tokens.length - 1]}".` };
      // Written as the key is: inside its quotes (JSON, a quoted YAML key) with nothing to escape, or a plain YAML scalar.
      if (/["\\\u0000-\u001f]/.test(name)) return { problem: `"${name}" would need escapes as a key: rename it by hand.` };
      if (own.format === 'yaml' && !/^[A-Za-z0-9_$][\w$.-]*$/.test(name) && !quotedAt(ctx, anchor.range)) {
        return { problem: `"${name}" would need quotes as a YAML key: rename it by hand.` };
      }
      return { id: `/${[...parent, name].map(escapeToken).join('/')}`, written: name };
    }
  }
}

/** Another anchor of the document, as a message names it: `the heading "Usage" (line 9)`, `the HTML anchor "legacy" (line 7)`. */
function describe(anchor: Anchor): string {
  const line = `line ${anchor.line + 1}`;
  if (anchor.kind === 'heading' && anchor.text !== undefined) return `the heading "${anchor.text}" (${line})`;
  return `the ${anchor.kind === 'html' ? 'HTML ' : ''}anchor "${anchor.id}" (${line})`;
}

/** Whether the key at `range` is written in quotes. */
function quotedAt(ctx: DocumentContext, range: Range): boolean {
  const start = ctx.document.offsetAt(range.start);
  const c = ctx.document.getText().charAt(start - 1);
  return c === '"' || c === "'";
}
