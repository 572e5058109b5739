/** An anchor of a document: an id a fragment can name. */
export interface Anchor {
  id: string;
  /**
   * A heading's slug, an explicit `{#id}`, or an HTML `id` / `<a name>`; or another id a renderer other than the
   * chosen one gives (`alias`: Python-Markdown's slug of a heading, a footnote's id), accepted but never offered.
   */
  kind: 'heading' | 'explicit' | 'html' | 'alias';
  /** Its line (0-based) in the document. */
  line: number;
  /** A heading's text, for completion and quick fixes. */
  text?: string;
  /**
   * A heading's level (1 for `#`), where a renderer's ids depend on it: a notebook's, whose headings MyST-NB gives ids
   * up to `myst_heading_anchors` (judge.ts `FragmentUse.mystHeadings`).
   */
  level?: number;
}
