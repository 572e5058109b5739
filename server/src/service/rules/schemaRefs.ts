/**
 * The `$ref`s of JSON Schema and OpenAPI documents, JSON or YAML:
 * references by those specifications (JSON Schema 2020-12 §8.2.3.1, OpenAPI
 * 3.1 §4.8.23). The finder reads each as a reference (find/refs.ts) and the
 * links rule judges its file; its fragment, a JSON Pointer or a `$anchor`
 * name, is judged here, from the resource it is in (`link-missing-fragment`).
 * A `$ref` under an `$id` that is not a fragment resolves against that id,
 * not the file (§8.2.1), and is judged only when it is `#…` (within its
 * resource). A JSON Schema held as data below a document's top (a catalogue
 * of plugins' schemas) is where its own `#/definitions/…` may start too.
 */
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parse } from '@uri-lint/shared';
import type { Settings } from '../../contract/settings';
import type { AnalyzedReference } from '../analysis';
import { judgeFragment, targetNameOf, THIS_FILE } from '../anchors/judge';
import type { FragmentVerdict } from '../anchors/judge';
import type { RefOccurrence } from '../anchors/refs';
import { formatOf } from '../anchors/targetIndex';
import { siblingSpecs } from '../links/siblingSpecs';
import { fragmentFileKeyOf, missingFragment, ownIndex } from './fragments';
import type { FragmentCode } from './fragments';
import { defineWorkspaceRule } from './types';
import type { Finding, FragmentContext } from './types';
import { ObjectMemo } from '../caches';

/**
 * The `$ref`s of a JSON or YAML document, which the finder reads as
 * references in their own right: their fragments, judged as JSON Schema
 * reads them. Its findings are the fragments rule's `link-missing-fragment`;
 * it declares no code of its own.
 */
export const schemaRefsRule = defineWorkspaceRule({
  codes: {},
  checkDocument(facts) {
    if (!facts.judgesAnchors) return [];
    return schemaRefsOf(facts.document, facts.settings).map((schemaRef) => ({
      ref: schemaRef.ref,
      // Their files are the finder's and the links rule's (find/refs.ts); their fragments are judged here.
      findings: schemaRefFragmentFindings(schemaRef, facts.fragments),
    }));
  },
  // A pointer the document lacks is looked for in the specs of its name beside it (`definedBeside`): their folders
  // and anchors, where not known yet.
  pending(facts) {
    const ctx = facts.fragments;
    if (!facts.judgesAnchors || !ctx.links || !ctx.anchors) return {};
    if (!schemaRefsOf(facts.document, facts.settings).some((schemaRef) => ownPointerMissing(schemaRef, ctx))) return {};
    const { specs, unknown } = siblingSpecs(ctx.links.scope, ctx.links.facts);
    return {
      targets: unknown.map((target) => ({ target, walk: undefined })),
      anchors: specs.filter((spec) => ctx.anchors!.known(spec.uri, ctx.settings.linksHeadingIds, spec.key) === undefined).map((spec) => spec.uri),
    };
  },
});

/** A `$ref` as a reference: where it is, and how it is read. */
export interface SchemaRef {
  /** The `$ref` as an analyzed reference, as the finder reads it (find/refs.ts), for its target file. */
  ref: AnalyzedReference;
  occurrence: RefOccurrence;
}

const schemaRefCache = new ObjectMemo<TextDocument, { version: number; refs: SchemaRef[] }>();

/** The `$ref`s of a JSON or YAML document (none for other documents), once per version. */
export function schemaRefsOf(document: TextDocument, settings: Settings): SchemaRef[] {
  const format = formatOf(document.uri, document.languageId);
  if (format !== 'json' && format !== 'yaml') return [];
  const known = schemaRefCache.get(document);
  if (known && known.version === document.version) return known.refs;
  const index = ownIndex(document, settings);
  const text = index.text;
  const refs: SchemaRef[] = [];
  // Most JSON and YAML documents hold no `$ref`: no parse for them.
  if (text.includes('$ref')) {
    for (const occurrence of index.schemaNames()?.refs ?? []) {
      // An escape in the value (`"#\/definitions"`) would shift every offset; such a `$ref` is left alone.
      if (text.slice(occurrence.start, occurrence.end) !== occurrence.value) continue;
      const parsed = parse(occurrence.value);
      if (!parsed.valid) continue;
      const context = format === 'json' ? 'json-string' as const : 'yaml-value' as const;
      const found = { text: occurrence.value, start: occurrence.start, end: occurrence.end, context };
      refs.push({ ref: { found, parsed }, occurrence });
    }
  }
  schemaRefCache.set(document, { version: document.version, refs });
  return refs;
}

/** Whether a `$ref` resolves against the file (no `$id` of another resource above it, or a fragment only). */
export function resolvesAgainstFile({ occurrence }: SchemaRef): boolean {
  return occurrence.baseId === undefined || occurrence.value.startsWith('#');
}

const arrays = new ObjectMemo<FragmentContext['document'], { version: number; array: boolean }>();

/** Whether a JSON or YAML document's root is an array (its first character, comments aside, is `[` or `- `). */
function rootIsArray(document: FragmentContext['document']): boolean {
  const known = arrays.get(document);
  if (known && known.version === document.version) return known.array;
  const head = document.getText({ start: { line: 0, character: 0 }, end: document.positionAt(4096) });
  const first = head.replace(/^(?:\s+|#[^\n]*|\/\/[^\n]*|---)*/, '');
  const array = first.startsWith('[') || /^-\s/.test(first);
  arrays.set(document, { version: document.version, array });
  return array;
}

/** The finding of a `$ref`'s fragment, when it names nothing known to be there. */
export function schemaRefFragmentFindings(schemaRef: SchemaRef, ctx: FragmentContext): Finding<FragmentCode>[] {
  const { ref, occurrence } = schemaRef;
  const range = ref.parsed.ranges.fragment;
  if (range === undefined || !resolvesAgainstFile(schemaRef)) return [];
  const fragment = ref.found.text.slice(range.start, range.end);
  let verdict: FragmentVerdict | undefined;
  let file: string | undefined;
  if (ref.found.text.startsWith('#')) {
    // A document whose root is an array is no schema (a test suite's cases, each with its own `schema`): `#/…` is
    // the enclosing case's schema's, which only a runner of the suite knows.
    if (occurrence.resource.length === 0 && rootIsArray(ctx.document)) return [];
    const index = ownIndex(ctx.document, ctx.settings);
    verdict = judgeFragment(fragment, index, { ref: true, resource: occurrence.resource, targetName: THIS_FILE });
    // Not at its resource: a schema held as data that encloses it (refs.ts `embeddedSchema`) may have it, as the
    // program that takes that schema out reads it; only a pointer no enclosing schema has is a miss.
    if (verdict?.found === false && occurrence.schemas.some((resource) => judgeFragment(fragment, index, { ref: true, resource })?.found === true)) return [];
    // A partial spec, which a program merges with another of its name that defines the pointer at the same place.
    const beside = verdict?.found === false && occurrence.resource.length === 0 ? definedBeside(fragment, ctx) : undefined;
    if (beside !== undefined) return missingFragment(verdict, range, file, fragment).map((f) => ({ ...f, atMostInformation: partialSpecNote(beside) }));
  } else if (ctx.links && ctx.anchors) {
    const target = fragmentFileKeyOf(ref, ctx.links);
    const uri = file = target?.uri;
    // Its place key as the walk made it (fragments.ts `fileOf`): not worked out again from the URI for every `$ref`.
    const index = target === undefined ? undefined : ctx.anchors.known(target.uri, ctx.settings.linksHeadingIds, target.key);
    verdict = index && uri !== undefined ? judgeFragment(fragment, index, { ref: true, targetName: targetNameOf(uri) }) : undefined;
  }
  return missingFragment(verdict, range, file, fragment);
}

/** Whether a `$ref` is a pointer into the document's own top resource that the document lacks. */
function ownPointerMissing(schemaRef: SchemaRef, ctx: FragmentContext): boolean {
  const { ref, occurrence } = schemaRef;
  const range = ref.parsed.ranges.fragment;
  if (range === undefined || !ref.found.text.startsWith('#') || occurrence.resource.length !== 0 || !resolvesAgainstFile(schemaRef)) return false;
  return judgeFragment(ref.found.text.slice(range.start, range.end), ownIndex(ctx.document, ctx.settings), { ref: true, resource: [], targetName: THIS_FILE })?.found === false;
}

/**
 * The path of a spec of the document's name beside the folders above it (links/siblingSpecs.ts) that defines the
 * pointer `fragment` at the same place, its top: the two are parts of one document a program merges (dkan's modules'
 * `openapi_spec.json`, whose `#/components/responses/400BadJson` the common module's defines). Undefined when none does,
 * or while one is not known yet (the platform reads it: `pending`).
 */
function definedBeside(fragment: string, ctx: FragmentContext): string | undefined {
  if (!ctx.links || !ctx.anchors || !fragment.startsWith('/')) return undefined;
  for (const spec of siblingSpecs(ctx.links.scope, ctx.links.facts).specs) {
    const index = ctx.anchors.known(spec.uri, ctx.settings.linksHeadingIds, spec.key);
    if (index && judgeFragment(fragment, index, { ref: true, resource: [], targetName: targetNameOf(spec.uri) })?.found === true) return spec.path;
  }
  return undefined;
}

function partialSpecNote(path: string): string {
  return ` (${path}, a spec of this name beside it, defines this pointer at the same place: the two are likely parts a program merges into one document, where it resolves.)`;
}
