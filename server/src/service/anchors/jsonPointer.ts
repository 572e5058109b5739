/**
 * JSON Pointer (RFC 6901) as a URI fragment: `#/definitions/foo`,
 * `#/components/schemas/Pet`, `#/paths/~1pets/get`, resolved over a JSON
 * document (jsonc-parser, as VS Code reads JSON) or a YAML one (scanned, or
 * the `yaml` package's parse: yamlScan.ts), so `$ref`s of JSON Schema and OpenAPI documents can be checked.
 */
import { parseTree } from 'jsonc-parser';
import { exceedsJsonDepth } from '@uri-lint/shared';
import type { Node as JsonNode } from 'jsonc-parser';
import type { Document as YamlDocument } from 'yaml';
import { readYaml, yamlLibrary } from './yamlScan';
import type { ScanNode } from './yamlScan';
import { percentDecode } from '@uri-lint/shared';

/**
 * The reference tokens of a fragment, or undefined when it is no JSON
 * Pointer. The fragment is percent-decoded first (RFC 6901 §6), then each
 * token unescaped, `~1` before `~0` (§4: `~01` is `~1`, not `/`). A `~`
 * followed by anything else is no pointer (§3).
 */
export function parsePointer(fragment: string): string[] | undefined {
  const decoded = percentDecode(fragment);
  if (decoded === '') return [];
  if (!decoded.startsWith('/')) return undefined;
  // Most pointers escape nothing: their tokens are the names between the slashes.
  if (!decoded.includes('~')) return decoded.slice(1).split('/');
  if (/~(?![01])/.test(decoded)) return undefined;
  return decoded.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A token written as a pointer writes it (§4 in reverse), for messages and completion. */
export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Where a pointer's walk stopped: everything resolved, or the first token that names nothing, with the members there were. */
export type PointerWalk =
  | { found: true }
  | { found: false; at: number; members: string[] };

/** An array index of RFC 6901 §4: digits without a leading zero. */
const INDEX = /^(?:0|[1-9][0-9]*)$/;

/** A parsed document a pointer walks: JSON or YAML. */
export interface PointerTarget {
  /** The members of the value at `path` (keys or indices), or undefined when `path` names nothing. */
  members(path: readonly string[]): string[] | undefined;
  /** `walkPointer` over this target in one descent, where it has its own (the scan's tree): the same answer. */
  walk?(tokens: readonly string[], root: readonly string[]): PointerWalk;
  /**
   * The parser read the text with errors (a Go template's `{{- if .X }}` lines between an OpenAPI description's
   * members): the tree is what it could make of the text, not the document's, so a member it lacks may be there.
   */
  partial?: boolean;
}

/** Walks `tokens` from the root (or from `root`, a path to the resource that holds the pointer). */
export function walkPointer(target: PointerTarget, tokens: readonly string[], root: readonly string[] = []): PointerWalk {
  if (target.walk) return target.walk(tokens, root);
  for (let i = 0; i <= tokens.length; i++) {
    if (target.members([...root, ...tokens.slice(0, i)]) === undefined) {
      return { found: false, at: i - 1, members: i === 0 ? [] : target.members([...root, ...tokens.slice(0, i - 1)]) ?? [] };
    }
  }
  return { found: true };
}

/** A JSON text (comments and trailing commas allowed, as jsonc-parser reads it) as a pointer's target. */
export function jsonTarget(text: string): PointerTarget {
  // A text nested deeper than a tree parser's stack holds is read as having no members.
  const root = exceedsJsonDepth(text) ? undefined : parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  return { members: (path) => jsonMembers(root, path) };
}

function jsonMembers(root: JsonNode | undefined, path: readonly string[]): string[] | undefined {
  let node = root;
  for (const token of path) {
    if (!node) return undefined;
    node = jsonChild(node, token);
  }
  if (!node) return undefined;
  if (node.type === 'object') return (node.children ?? []).map((p) => String(p.children?.[0]?.value));
  if (node.type === 'array') return (node.children ?? []).map((_, i) => String(i));
  return [];
}

function jsonChild(node: JsonNode, token: string): JsonNode | undefined {
  if (node.type === 'object') {
    // The last of duplicate keys wins, as JSON.parse reads them.
    const properties = (node.children ?? []).filter((p) => p.children?.[0]?.value === token);
    return properties[properties.length - 1]?.children?.[1];
  }
  if (node.type === 'array' && INDEX.test(token)) return node.children?.[Number(token)];
  return undefined;
}

/** A YAML text as a pointer's target: keys compared as written (`200:` is the key "200"), aliases followed. */
export function yamlTarget(text: string): PointerTarget {
  const { scan, doc } = readYaml(text);
  return doc === undefined ? { members: (path) => scanMembers(scan, path), walk: (tokens, root) => scanWalk(scan, tokens, root) }
    : { members: (path) => yamlMembers(doc, path), partial: doc.errors.length > 0 };
}

/** A YAML text as a pointer's target as the full parser reads it: what the scan's must equal (tests compare them). */
export function yamlTargetParsed(text: string): PointerTarget {
  const doc = yamlLibrary().parseDocument(text, { uniqueKeys: false, prettyErrors: false });
  return { members: (path) => yamlMembers(doc, path) };
}

/** The members at `path` of a scanned YAML tree (yamlScan.ts), as `yamlMembers` reads the parser's document. */
function scanMembers(root: ScanNode, path: readonly string[]): string[] | undefined {
  let node = root;
  for (const token of path) {
    const child = scanChild(node, token);
    if (child === undefined) return undefined;
    node = child;
  }
  return scanOwnMembers(node);
}

/** The member `token` of a scanned node (the last of duplicate keys wins, as for JSON), or undefined when it has none. */
function scanChild(node: ScanNode, token: string): ScanNode | undefined {
  if (node?.kind === 'map') {
    const at = node.keys.lastIndexOf(token);
    return at < 0 ? undefined : node.values[at]!;
  }
  if (node?.kind === 'seq' && INDEX.test(token) && Number(token) < node.items.length) return node.items[Number(token)]!;
  return undefined;
}

function scanOwnMembers(node: ScanNode): string[] {
  if (node?.kind === 'map') return [...node.keys];
  if (node?.kind === 'seq') return node.items.map((_, i) => String(i));
  return [];
}

/**
 * `walkPointer` over a scanned tree in one descent from the top through `root`, then `tokens`: where a step finds no
 * member, the walk stopped at that token (or, within `root`, before the first), with the members of the node it
 * stood on, as the walk asking `members` of each path in turn answers.
 */
function scanWalk(top: ScanNode, tokens: readonly string[], root: readonly string[]): PointerWalk {
  let node = top;
  for (const token of root) {
    const child = scanChild(node, token);
    if (child === undefined) return { found: false, at: -1, members: [] };
    node = child;
  }
  for (let i = 0; i < tokens.length; i++) {
    const child = scanChild(node, tokens[i]!);
    if (child === undefined) return { found: false, at: i, members: scanOwnMembers(node) };
    node = child;
  }
  return { found: true };
}

function yamlMembers(doc: YamlDocument, path: readonly string[]): string[] | undefined {
  const { isMap, isSeq } = yamlLibrary();
  let node: unknown = doc.contents;
  for (const token of path) {
    node = resolveAlias(doc, node);
    if (isMap(node)) {
      // The last of duplicate keys wins, as for JSON.
      const pair = lastWhere(node.items, (p) => keyText(p.key) === token);
      if (!pair) return undefined;
      // `key:` with no value is there: it holds null.
      node = pair.value ?? null;
    } else if (isSeq(node) && INDEX.test(token) && Number(token) < node.items.length) {
      node = node.items[Number(token)] ?? null;
    } else {
      return undefined;
    }
  }
  node = resolveAlias(doc, node);
  if (isMap(node)) return node.items.map((pair) => keyText(pair.key) ?? '');
  if (isSeq(node)) return node.items.map((_, i) => String(i));
  return [];
}

function resolveAlias(doc: YamlDocument, node: unknown): unknown {
  const { isAlias } = yamlLibrary();
  for (let hops = 0; isAlias(node) && hops < 100; hops++) node = node.resolve(doc);
  return node;
}

function keyText(key: unknown): string | undefined {
  if (yamlLibrary().isScalar(key)) return key.source ?? String(key.value);
  return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
}

function lastWhere<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return items[i];
  return undefined;
}
