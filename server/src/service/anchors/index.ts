/**
 * Fragments and their targets: heading slugs, the anchors of
 * Markdown and HTML, line anchors, JSON Pointers over JSON and YAML, the
 * `$ref`s of JSON Schema and OpenAPI documents, and the judging of a
 * fragment in its target. Pure: texts in, answers out.
 */
export { slugOf, Slugger } from './slug';
export type { SlugRules } from './slug';
export type { Anchor } from './types';
export { anchorsOf, markdownAnchors, plainHeadings } from './markdown';
export { htmlAnchors, htmlIds } from './html';
export { lineAnchorProblem, lineLengths, parseLineAnchor } from './lines';
export type { LineAnchor } from './lines';
export { escapeToken, jsonTarget, parsePointer, walkPointer, yamlTarget } from './jsonPointer';
export type { PointerTarget, PointerWalk } from './jsonPointer';
export { jsonRefs, yamlRefs } from './refs';
export type { RefOccurrence, SchemaNames } from './refs';
export { closestId } from './closest';
export { formatOf, TargetIndex } from './targetIndex';
export type { TargetFormat } from './targetIndex';
export { judgeFragment, targetNameOf } from './judge';
export type { FragmentUse, FragmentVerdict } from './judge';
