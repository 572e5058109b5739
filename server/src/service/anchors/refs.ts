/**
 * The `$ref`s of a JSON Schema or OpenAPI document, JSON or YAML: each
 * `"$ref": "<uri-reference>"` member is a reference by those
 * specifications (JSON Schema 2020-12 §8.2.3.1, OpenAPI 3.1 §4.8.23), to a
 * file and, after `#`, a JSON Pointer or a `$anchor` in it. The finder does
 * not read them as links (a YAML value is no link to a reader), so they
 * are found here, with the `$id` they resolve against when one encloses
 * them (JSON Schema §8.2.1: an embedded resource's `#/…` starts at it).
 */
import { parseTree } from 'jsonc-parser';
import { exceedsJsonDepth, parse, resolve } from '@uri-lint/shared';
import type { Node as JsonNode } from 'jsonc-parser';
import type { Document as YamlDocument } from 'yaml';
import { CACHE_LIMITS } from '../caches';
import { readYaml, yamlLibrary } from './yamlScan';
import type { ScanNode, YamlReading } from './yamlScan';

/** One `$ref`: its value and where its text lies in the document. */
export interface RefOccurrence {
  value: string;
  /** The offsets of the value's characters (inside its quotes). */
  start: number;
  end: number;
  /** The pointer path of the resource it is in: [] for the document, else the nearest object with its own `$id`. */
  resource: readonly string[];
  /** That resource's `$id`, when one is declared: references resolve against it rather than the file. */
  baseId?: string;
  /**
   * The pointer paths of the JSON Schemas held as data below that resource (`embeddedSchema`) that enclose it, the
   * nearest first: where its `#/…` may start as well, as the program that takes such a schema out reads it.
   */
  schemas: readonly (readonly string[])[];
}

/** The names a plain-name fragment (`#foo`) can reach: `$anchor`s and fragment-only `$id`s (drafts 6 and 7). */
export interface SchemaNames {
  refs: RefOccurrence[];
  anchors: Set<string>;
  /** The ids of the resources, as written (not fragments): a `$ref` written the same names that resource. */
  ids: Set<string>;
}

/**
 * Whether a schema is of draft 3 or 4, told by its root's `$schema`: then
 * `id`, not `$id`, names a resource (later drafts renamed it; elsewhere an
 * `id` member is data).
 */
function isLegacy(schema: unknown): boolean {
  return typeof schema === 'string' && /draft-0[34]\b/.test(schema);
}

/**
 * A pointer path as a chain from its last name up: a step down the tree adds one link rather than copying the path
 * (a document's every node has one); made an array only for a resource's path, where an id is declared.
 */
interface PathLink {
  name: string;
  up: PathLink | undefined;
}

/** The names of a path from the top. */
function namesOf(path: PathLink | undefined): string[] {
  const names: string[] = [];
  for (let link = path; link; link = link.up) names.push(link.name);
  return names.reverse();
}

/** Where in the tree a walk stands. */
interface Frame<N> {
  node: N;
  path: PathLink | undefined;
  resource: readonly string[];
  baseId: string | undefined;
  /** The schemas held as data that enclose the node, below its resource, the nearest first (`embeddedSchema`). */
  schemas: readonly (readonly string[])[];
}

/** The `$ref`s and anchor names of a JSON text. */
export function jsonRefs(text: string): SchemaNames {
  // A text nested deeper than a tree parser's stack holds is read as having no names.
  const root = exceedsJsonDepth(text) ? undefined : parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const names: SchemaNames = { refs: [], anchors: new Set(), ids: new Set() };
  if (!root) return names;
  const schema = root.type === 'object' ? root.children?.find((p) => p.children?.[0]?.value === '$schema')?.children?.[1]?.value : undefined;
  const idKey = isLegacy(schema) ? 'id' : '$id';
  const stack: Frame<JsonNode>[] = [{ node: root, path: undefined, resource: [], baseId: undefined, schemas: [] }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node, path } = frame;
    if (node.type === 'array') {
      (node.children ?? []).forEach((child, i) => stack.push({ ...frame!, node: child, path: { name: String(i), up: path } }));
      continue;
    }
    if (node.type !== 'object') continue;
    const members = new Map<string, JsonNode>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key && value) members.set(String(key.value), value);
    }
    const api = members.get('openapi') ?? members.get('swagger');
    const has = (key: string): boolean => members.has(key);
    const inner = embeddedSchema(frame, embeddedApi(enter(frame, stringOf(members.get(idKey)), names), api?.type === 'string' || api?.type === 'number' ? api.value : undefined, { apiMembers: API_MEMBERS.some(has) }),
      { schemaMembers: SCHEMA_DEFINITIONS.some((key) => members.get(key)?.type === 'object') && SCHEMA_MEMBERS.some(has) });
    if (idKey === '$id') noteUndeclaredId(stringOf(members.get('id')), names);
    noteAnchor(stringOf(members.get('$anchor')), names);
    const ref = members.get('$ref');
    if (ref?.type === 'string' && typeof ref.value === 'string' && !isJsonDbRef(members.get(idKey))) {
      names.refs.push({ value: ref.value, start: ref.offset + 1, end: ref.offset + ref.length - 1, resource: inner.resource, baseId: inner.baseId, schemas: inner.schemas });
    }
    for (const [key, value] of members) if (!holdsInstance(key, has, path, { mapping: value?.type === 'object' })) stack.push({ ...inner, node: value, path: { name: key, up: path } });
  }
  names.refs.sort((a, b) => a.start - b.start);
  return names;
}

/**
 * The names of the last few readings, newest last: a file's are asked for its ids, whether its `$ref`s are instance
 * data and for its own `$ref`s, in turn. A few entries, as yamlScan.ts keeps the readings (no `WeakMap` of every
 * reading: a long-lived one keeps its values past the young collections, caches.ts `ObjectMemo`).
 */
const recentNames: { reading: YamlReading; names: SchemaNames }[] = [];

/** The `$ref`s and anchor names of a YAML text (its first document). */
export function yamlRefs(text: string): SchemaNames {
  // Without `$ref`, `$anchor`, `$id` or `id` written (nor an escape that could write them), nothing to read.
  if (!/\$(?:ref|anchor|id)|\bid\b|\\/.test(text)) return { refs: [], anchors: new Set(), ids: new Set() };
  const reading = readYaml(text);
  const known = recentNames.find((entry) => entry.reading === reading);
  if (known) return known.names;
  const names = reading.scan === undefined ? documentRefs(reading.doc, text) : scanRefs(reading.scan);
  if (recentNames.length >= CACHE_LIMITS.yamlReadings) recentNames.shift();
  recentNames.push({ reading, names });
  return names;
}

/** The `$ref`s and anchor names of a YAML text as the full parser reads it: what the scan's must equal (tests compare them). */
export function yamlRefsParsed(text: string): SchemaNames {
  return documentRefs(yamlLibrary().parseDocument(text, { uniqueKeys: false, prettyErrors: false }), text);
}

/** The `$ref`s and anchor names of a scanned YAML tree (yamlScan.ts), as `documentRefs` reads the parser's. */
function scanRefs(root: ScanNode): SchemaNames {
  const names: SchemaNames = { refs: [], anchors: new Set(), ids: new Set() };
  const schema = root?.kind === 'map' ? root.values[root.keys.indexOf('$schema')] : undefined;
  const idKey = isLegacy(schema?.kind === 'scalar' ? schema.value : undefined) ? 'id' : '$id';
  const stack: Frame<ScanNode>[] = [{ node: root, path: undefined, resource: [], baseId: undefined, schemas: [] }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node, path } = frame;
    // Only collections are walked into: a scalar's frame would be popped and passed over.
    if (node?.kind === 'seq') {
      const items = node.items;
      for (let i = 0; i < items.length; i++) {
        const child = items[i]!;
        if (child?.kind === 'map' || child?.kind === 'seq') stack.push({ node: child, path: { name: String(i), up: path }, resource: frame.resource, baseId: frame.baseId, schemas: frame.schemas });
      }
      continue;
    }
    if (node?.kind !== 'map') continue;
    // The members the walk asks about, read in one pass over the keys (each the last written, as a Map of them reads
    // them): no lookup per question, and no closure per mapping.
    const { keys, values } = node;
    const asked = askedMembers(keys, values, idKey);
    const id = asked.id;
    const inner = embeddedSchema(frame, embeddedApi(enter(frame, id?.kind === 'scalar' ? id.value : undefined, names), asked.api?.kind === 'scalar' ? asked.api.value : undefined, { apiMembers: asked.apiMembers }), { schemaMembers: asked.schemaMembers });
    if (idKey === '$id') noteUndeclaredId(asked.legacyId?.kind === 'scalar' ? asked.legacyId.value : undefined, names);
    noteAnchor(asked.anchor?.kind === 'scalar' ? asked.anchor.value : undefined, names);
    const ref = asked.ref;
    // `$id:` with no value, or with a mapping or a list, is a DBRef's, as `isDbRef` reads the parser's.
    const dbRef = asked.hasId && (id?.kind !== 'scalar' || id.value === undefined);
    if (ref?.kind === 'scalar' && ref.value !== undefined && ref.start !== undefined && ref.end !== undefined && !dbRef) {
      const [start, end] = ref.quoted ? [ref.start + 1, ref.end - 1] : [ref.start, ref.end];
      names.refs.push({ value: ref.value, start, end, resource: inner.resource, baseId: inner.baseId, schemas: inner.schemas });
    }
    // A mapping's members as a Map of them reads them (a key written twice: its last value, at its first place), read
    // from the scan's own arrays: most mappings write each key once, and need no Map.
    if (!uniqueKeys(keys)) {
      const members = new Map<string, ScanNode>(keys.map((key, i) => [key, values[i]!]));
      for (const [key, value] of members) {
        if (!instanceMember(key, path, { mapping: value?.kind === 'map', valid: asked.valid })) stack.push({ node: value, path: { name: key, up: path }, resource: inner.resource, baseId: inner.baseId, schemas: inner.schemas });
      }
    } else {
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        const value = values[i]!;
        if ((value?.kind === 'map' || value?.kind === 'seq') && !instanceMember(key, path, { mapping: value.kind === 'map', valid: asked.valid })) {
          stack.push({ node: value, path: { name: key, up: path }, resource: inner.resource, baseId: inner.baseId, schemas: inner.schemas });
        }
      }
    }
  }
  names.refs.sort((a, b) => a.start - b.start);
  return names;
}

/** What the `$ref` walk asks of a mapping's members: each the last value written under its key (undefined: no such key). */
interface AskedMembers {
  /** The value of the id keyword (`$id`, or `id` in drafts 3 and 4), and whether it is written at all. */
  id: ScanNode | undefined;
  hasId: boolean;
  /** `id` where `$id` is the keyword: maybe data, maybe a name a `$ref` repeats (`noteUndeclaredId`). */
  legacyId: ScanNode | undefined;
  /** `openapi`'s value, else `swagger`'s. */
  api: ScanNode | undefined;
  anchor: ScanNode | undefined;
  ref: ScanNode | undefined;
  /** `paths`, `info` or `components` written: an OpenAPI description's (`embeddedApi`). */
  apiMembers: boolean;
  /** `definitions` or `$defs` a mapping beside `type` or `properties`: a JSON Schema's (`embeddedSchema`). */
  schemaMembers: boolean;
  /** `valid` written: a test suite's case, whose `data` is an instance. */
  valid: boolean;
}

/** The members of a scanned mapping the walk asks about (`AskedMembers`), in one pass over its keys. */
function askedMembers(keys: readonly string[], values: readonly ScanNode[], idKey: string): AskedMembers {
  let id = -1;
  let legacyId = -1;
  let openapi = -1;
  let swagger = -1;
  let anchor = -1;
  let ref = -1;
  let definitions = -1;
  let defs = -1;
  let apiMembers = false;
  let typed = false;
  let valid = false;
  for (let i = 0; i < keys.length; i++) {
    switch (keys[i]) {
      case '$id': if (idKey === '$id') id = i; break;
      case 'id': if (idKey === 'id') id = i; else legacyId = i; break;
      case 'openapi': openapi = i; break;
      case 'swagger': swagger = i; break;
      case '$anchor': anchor = i; break;
      case '$ref': ref = i; break;
      case 'definitions': definitions = i; break;
      case '$defs': defs = i; break;
      case 'paths': case 'info': case 'components': apiMembers = true; break;
      case 'type': case 'properties': typed = true; break;
      case 'valid': valid = true; break;
      default: break;
    }
  }
  const at = (i: number): ScanNode | undefined => (i < 0 ? undefined : values[i]);
  return {
    id: at(id), hasId: id >= 0, legacyId: at(legacyId), api: at(openapi) ?? at(swagger), anchor: at(anchor), ref: at(ref), apiMembers,
    schemaMembers: (at(definitions)?.kind === 'map' || at(defs)?.kind === 'map') && typed, valid,
  };
}

/** The `$ref`s and anchor names of a YAML document as the `yaml` package parsed it from `text`. */
function documentRefs(doc: YamlDocument, text: string): SchemaNames {
  const { isMap, isScalar, isSeq, Scalar } = yamlLibrary();
  const names: SchemaNames = { refs: [], anchors: new Set(), ids: new Set() };
  const rootSchema = isMap(doc.contents) ? doc.contents.get('$schema') : undefined;
  const idKey = isLegacy(rootSchema) ? 'id' : '$id';
  const stack: Frame<unknown>[] = [{ node: doc.contents, path: undefined, resource: [], baseId: undefined, schemas: [] }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node, path } = frame;
    if (isSeq(node)) {
      node.items.forEach((child, i) => stack.push({ ...frame!, node: child, path: { name: String(i), up: path } }));
      continue;
    }
    if (!isMap(node)) continue;
    const members = new Map<string, unknown>();
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key !== undefined) members.set(key, pair.value);
    }
    const id = members.get(idKey);
    const api = members.get('openapi') ?? members.get('swagger');
    const has = (key: string): boolean => members.has(key);
    const inner = embeddedSchema(frame, embeddedApi(enter(frame, isScalar(id) && typeof id.value === 'string' ? id.value : undefined, names), isScalar(api) ? api.value : undefined, { apiMembers: API_MEMBERS.some(has) }),
      { schemaMembers: SCHEMA_DEFINITIONS.some((key) => isMap(members.get(key))) && SCHEMA_MEMBERS.some(has) });
    if (idKey === '$id') {
      const legacy = members.get('id');
      noteUndeclaredId(isScalar(legacy) && typeof legacy.value === 'string' ? legacy.value : undefined, names);
    }
    const anchor = members.get('$anchor');
    noteAnchor(isScalar(anchor) && typeof anchor.value === 'string' ? anchor.value : undefined, names);
    const ref = members.get('$ref');
    if (isScalar(ref) && typeof ref.value === 'string' && ref.range && !isDbRef(id)) {
      const quoted = ref.type === Scalar.QUOTE_DOUBLE || ref.type === Scalar.QUOTE_SINGLE;
      if (ref.type === Scalar.PLAIN || quoted) {
        const [start, end] = ref.range;
        names.refs.push({ value: ref.value, start: quoted ? start + 1 : start, end: quoted ? end - 1 : end, resource: inner.resource, baseId: inner.baseId, schemas: inner.schemas });
      } else {
        // A block scalar (`$ref: >-`, a generator folding a long reference onto the line below) of one line: that line.
        const line = blockLine(text, ref.range[0], ref.value);
        if (line !== undefined) names.refs.push({ ...line, resource: inner.resource, baseId: inner.baseId, schemas: inner.schemas });
      }
    }
    for (const [key, value] of members) if (!holdsInstance(key, has, path, { mapping: isMap(value) })) stack.push({ ...inner, node: value, path: { name: key, up: path } });
  }
  names.refs.sort((a, b) => a.start - b.start);
  return names;
}

/**
 * The one line of a block scalar whose header (`>-`, `|`) starts at `header`, as its value and offsets, when its value
 * (`value`, the parser's) is that line alone (a final line break aside, as `>` and `|` keep one): a block of more lines
 * is no reference (folded, its lines are joined by spaces), and the line must read as the value does.
 */
function blockLine(text: string, header: number, value: string): { value: string; start: number; end: number } | undefined {
  const line = value.endsWith('\n') ? value.slice(0, -1) : value;
  if (line === '' || /[\r\n]/.test(line)) return undefined;
  const lineEnd = text.indexOf('\n', header);
  if (lineEnd < 0) return undefined;
  let start = lineEnd + 1;
  while (text[start] === ' ' || text[start] === '\t') start++;
  return text.startsWith(line, start) ? { value: line, start, end: start + line.length } : undefined;
}

/**
 * The frame inside an object below the top that is an OpenAPI description of its own (`openapi: 3.0.1` or `swagger:
 * "2.0"` beside its `paths`, `info` or `components`), as a CloudFormation template's API holds one in its `Body` or
 * `DefinitionBody`: the API's reader takes that object as the document, so its `#/components/…` start at it.
 */
function embeddedApi<N>(frame: Frame<N>, version: unknown, { apiMembers }: { apiMembers: boolean }): Frame<N> {
  if (frame.path === undefined || !apiMembers || !/^\d+(?:\.\d+)*$/.test(String(version ?? ''))) return frame;
  return { ...frame, resource: namesOf(frame.path) };
}

/**
 * The frame inside an object below the top that is a JSON Schema of its own, held as data: its `definitions` or
 * `$defs` (a mapping) beside its `type` or `properties`, as a registry's catalogue holds each worker's or plugin's
 * schema for its variables (Prefect's `collections_data/views/*.json`). By JSON Schema such an object is no resource
 * (it has no `$id`), so its `#/definitions/…` would start at the file's top; but the program that takes the schema out
 * reads them from it, so they may start there too (`RefOccurrence.schemas`). A new resource (`$id`, an embedded
 * OpenAPI description) starts the list anew: the schemas above it are not its.
 */
function embeddedSchema<N>(outer: Frame<N>, inner: Frame<N>, { schemaMembers }: { schemaMembers: boolean }): Frame<N> {
  const frame = inner.resource === outer.resource ? inner : { ...inner, schemas: [] };
  if (frame.path === undefined || !schemaMembers) return frame;
  const own = namesOf(frame.path);
  if (own.length === frame.resource.length) return frame;
  return { ...frame, schemas: [own, ...frame.schemas] };
}

/** The frame inside an object whose `$id` is `id`: a new resource unless the id is a fragment (an anchor name, drafts 6–7). */
function enter<N>(frame: Frame<N>, id: string | undefined, names: SchemaNames): Frame<N> {
  if (id === undefined) return frame;
  if (id.startsWith('#')) {
    noteAnchor(id.slice(1), names);
    return frame;
  }
  names.ids.add(id);
  // A nested resource's id is resolved against its parent's (JSON Schema 2020-12 §8.2.1, RFC 3986 §5.2): `baseUriChange/`
  // inside `http://localhost:1234/draft2019-09/` is `http://localhost:1234/draft2019-09/baseUriChange/`, a URL.
  return { ...frame, resource: namesOf(frame.path), baseId: frame.baseId === undefined ? id : resolvedId(frame.baseId, id) };
}

/**
 * Keywords whose value is an instance, not a schema (`const`, `enum`, `default`, `examples`; OpenAPI's `example`), and
 * the JSON Schema Test Suite's `data` beside `valid`: a `{"$ref": "a"}` there is data validated, not a reference.
 * OpenAPI 3's `examples` is a mapping of Example Objects or Reference Objects (JSON Schema's is an array): its
 * members' `$ref`s are references, and an Example Object's `value` is the instance.
 */
const INSTANCE_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);
/** The members beside `openapi` or `swagger` that make an object an OpenAPI description (`embeddedApi`). */
const API_MEMBERS = ['paths', 'info', 'components'];
/** The members of a JSON Schema held as data (`embeddedSchema`): its definitions (a mapping), beside one of its keywords. */
const SCHEMA_DEFINITIONS = ['definitions', '$defs'];
const SCHEMA_MEMBERS = ['type', 'properties'];
/** Keywords whose members are names of schemas: a property called `default` is a schema. */
const NAMING_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** Whether member `key` of the object at `path` holds an instance (`has`: whether the object has a member); `mapping`: its value is a mapping. */
function holdsInstance(key: string, has: (key: string) => boolean, path: PathLink | undefined, { mapping }: { mapping: boolean }): boolean {
  return instanceMember(key, path, { mapping, valid: key === 'data' && has('valid') });
}

/** `holdsInstance`, told whether the object has a member `valid` (`valid`: asked only of a member `data`). */
function instanceMember(key: string, path: PathLink | undefined, { mapping, valid }: { mapping: boolean; valid: boolean }): boolean {
  if (NAMING_KEYWORDS.has(path?.name ?? '')) return false;
  if (key === 'examples' && mapping) return false;
  if (key === 'value' && path?.up?.name === 'examples') return true;
  return INSTANCE_KEYWORDS.has(key) || (key === 'data' && valid);
}

/** Whether no key is written twice (a scanned mapping keeps duplicates, as the parser does with `uniqueKeys: false`). */
function uniqueKeys(keys: readonly string[]): boolean {
  if (keys.length > 16) return new Set(keys).size === keys.length;
  for (let i = 1; i < keys.length; i++) if (keys.lastIndexOf(keys[i]!, i - 1) >= 0) return false;
  return true;
}

/** `id` resolved against a parent's `base` when that is an absolute URI valid under RFC 3986 (else as written). */
function resolvedId(base: string, id: string): string {
  const parsed = parse(base);
  return parsed.valid && parsed.kind === 'uri' ? resolve(base, id) : id;
}

/**
 * An `id` member where the document does not say it is of draft 3 or 4 (no `$schema`, as Chrome's policy schemas
 * are written): it may be data, so it is no resource and changes no base; but a `$ref` written as the very same
 * name (`"$ref": "ListOfBookmarks"` beside `"id": "ListOfBookmarks"`) means that schema, as draft 3's and 4's
 * readers take it, and names no file. A fragment-only `id` (`#foo`) is left alone: `#foo` is judged as a fragment.
 */
function noteUndeclaredId(id: string | undefined, names: SchemaNames): void {
  if (id && !id.startsWith('#')) names.ids.add(id);
}

function noteAnchor(name: string | undefined, names: SchemaNames): void {
  if (name) names.anchors.add(name);
}

function stringOf(node: JsonNode | undefined): string | undefined {
  return node?.type === 'string' && typeof node.value === 'string' ? node.value : undefined;
}

/** MongoDB's DBRef (`{"$ref": "collection", "$id": {"$oid": …}}`) names a collection, not a document: its `$id` is no string. */
function isJsonDbRef(id: JsonNode | undefined): boolean {
  return id !== undefined && id.type !== 'string';
}

/** A DBRef in YAML: an `$id` that is no string (a mapping, a list, a number, nothing). */
function isDbRef(id: unknown): boolean {
  if (id === undefined) return false;
  if (yamlLibrary().isScalar(id)) return typeof id.value !== 'string';
  return typeof id === 'object' && id !== null && 'type' in id ? (id as { type: unknown }).type !== 'string' : true;
}
