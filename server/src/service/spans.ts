/** Half-open spans `[start, end)` of offsets, and what holds what. */

/** A span of offsets, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** True when `offset` lies in `span` (end excluded); false for no span. */
export function contains(span: Span | undefined, offset: number): boolean {
  return span !== undefined && offset >= span.start && offset < span.end;
}

/** True when `inner` lies wholly within `outer` (ends included). */
export function encloses(outer: Span, inner: Span): boolean {
  return inner.start >= outer.start && inner.end <= outer.end;
}
