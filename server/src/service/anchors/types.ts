/** An anchor of a document: an id a fragment can name. */
export interface Anchor {
  id: string;
  /** A heading's slug, an explicit `{#id}`, or an HTML `id` / `<a name>`. */
  kind: 'heading' | 'explicit' | 'html';
  /** Its line (0-based) in the document. */
  line: number;
  /** A heading's text, for completion and quick fixes. */
  text?: string;
}
