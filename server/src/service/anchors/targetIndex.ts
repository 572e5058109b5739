/**
 * What a fragment can name in one target document, built lazily (a file's
 * headings are parsed the first time a fragment asks, never for a link
 * without one) and kept by the cache (cache.ts) until the file changes.
 */
import { knownLanguage, languageById, languageOfName } from '@uri-lint/shared';
import type { AnchorFormat } from '@uri-lint/shared';
import { asciidocAnchors } from './asciidoc';
import { htmlAnchors } from './html';
import { anchorsOpen } from './open';
import { jsonTarget, yamlTarget } from './jsonPointer';
import type { PointerTarget } from './jsonPointer';
import { lineLengths } from './lines';
import { definitionTermIds, markdownAnchors } from './markdown';
import { notebookAnchors } from './notebook';
import { jsonRefs, yamlRefs } from './refs';
import type { SchemaNames } from './refs';
import type { SlugRules } from './slug';
import type { Anchor } from './types';

/** How a target's fragments are read (the table of languages' `anchors`). */
export type TargetFormat = AnchorFormat;

/** The format of a file by its name, or of an open document by its language id when it has one (the table of languages). */
export function formatOf(uri: string, languageId?: string): TargetFormat {
  // A document is asked about several times in a row (its `$ref`s, whether its text is kept for fragments, its seed).
  if (lastFormat.uri === uri && lastFormat.languageId === languageId) return lastFormat.format;
  const byLanguage = languageId === undefined ? undefined : knownLanguage(languageId)?.anchors;
  let format: TargetFormat;
  if (byLanguage !== undefined && byLanguage !== 'text') format = byLanguage;
  else {
    const path = uri.replace(/[?#].*$/, '');
    const named = languageOfName(path.slice(path.lastIndexOf('/') + 1));
    format = named === undefined ? 'text' : languageById(named).anchors;
  }
  lastFormat = { uri, languageId, format };
  return format;
}

/** The last answer of `formatOf`: a one-entry memo keyed by its whole input (a pure function of it). */
let lastFormat: { uri: string; languageId: string | undefined; format: TargetFormat } = { uri: '', languageId: '', format: 'text' };

/** The anchors, lines and JSON structure of one version of a document, each computed on first use. */
export class TargetIndex {
  private anchorList: Anchor[] | undefined;
  private ids: Map<string, Anchor> | undefined;
  private lengths: number[] | undefined;
  /** Null: the text cannot be read as a tree. */
  private pointerTarget: PointerTarget | null | undefined;
  private schema: SchemaNames | undefined;
  private opened: boolean | undefined;
  private terms: Set<string> | undefined;

  /** `anchors`: the text's anchors under `rules` when they are known already (worked out where the text was read). */
  constructor(readonly text: string, readonly format: TargetFormat, readonly rules: SlugRules, anchors?: Anchor[]) {
    this.anchorList = anchors;
  }

  /** Its anchors in document order: headings and ids of Markdown, AsciiDoc and a notebook's Markdown cells, ids of HTML, none elsewhere. */
  anchors(): readonly Anchor[] {
    this.anchorList ??= this.format === 'markdown' ? markdownAnchors(this.text, this.rules)
      : this.format === 'html' ? htmlAnchors(this.text) : this.format === 'asciidoc' ? asciidocAnchors(this.text)
        : this.format === 'notebook' ? notebookAnchors(this.text) : [];
    return this.anchorList;
  }

  /** The anchor of an id, if there is one (the first, where HTML repeats an id). */
  anchor(id: string): Anchor | undefined {
    // A few anchors (most documents' headings) are searched: no map for each of a run's thousands of targets.
    const list = this.anchors();
    if (list.length <= 8) return list.find((anchor) => anchor.id === id);
    if (!this.ids) {
      this.ids = new Map();
      for (const anchor of this.anchors()) if (!this.ids.has(anchor.id)) this.ids.set(anchor.id, anchor);
    }
    return this.ids.get(id);
  }

  /** The ids a renderer that ids definition lists' terms gives them (markdown.ts `definitionTermIds`): Markdown's only. */
  definitionTerms(): ReadonlySet<string> {
    this.terms ??= this.format === 'markdown' ? definitionTermIds(this.text) : new Set();
    return this.terms;
  }

  /** Whether its anchors may come from elsewhere (a template, an include, a macro: open.ts): a fragment naming none is not judged. */
  open(): boolean {
    this.opened ??= anchorsOpen(this.text, this.format);
    return this.opened;
  }

  lineLengths(): readonly number[] {
    this.lengths ??= lineLengths(this.text);
    return this.lengths;
  }

  /** The document as a JSON Pointer walks it (JSON and YAML only; none when it cannot be read as a tree: nothing is judged in it). */
  pointer(): PointerTarget | undefined {
    if (this.format !== 'json' && this.format !== 'yaml') return undefined;
    if (this.pointerTarget === undefined) {
      const target = this.format === 'json' ? jsonTarget(this.text) : yamlTarget(this.text);
      // Asked once, not once per fragment: the top's members are made anew each time (a large spec's hundreds).
      this.pointerTarget = target.members([]) === undefined ? null : target;
    }
    return this.pointerTarget ?? undefined;
  }

  /** Its `$ref`s and `$anchor` names (JSON and YAML only). */
  schemaNames(): SchemaNames | undefined {
    if (this.format !== 'json' && this.format !== 'yaml') return undefined;
    this.schema ??= this.format === 'json' ? jsonRefs(this.text) : yamlRefs(this.text);
    return this.schema;
  }
}
