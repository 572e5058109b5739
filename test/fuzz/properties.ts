/**
 * The fuzz properties, one target per entry point: `parse`, `normalize`,
 * `resolve`, `findUris`, every fix the service offers (quick fixes, fix-all,
 * normalize-all), the other features of the service (diagnostics, hover,
 * links), and the server's protocol handlers (protocol.ts). The long run
 * (`npm run fuzz`, run.ts) and the short run in `npm test` (fuzz.test.ts)
 * run these same targets; only the number of inputs differs.
 *
 * A check throws when a property fails; the runner (runner.ts) also fails an
 * input that takes longer than its time budget.
 */
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { ERROR_CODES, checkFound as checkAsFound, equivalent, findFamily, findUris, normalize, startsWithExpression, parse, recompose, removeDotSegments, resolve } from '@uri-lint/shared';
import type { FindContext, FoundUri, ParseResult } from '@uri-lint/shared';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Range, TextEdit } from 'vscode-languageserver-types';
import { ALL_CODES, CODE_SCHEMES, analyzeDocument, createLanguageService, findingsOf } from '@uri-lint/server/service/internal';
import type { Analysis, AnalyzedReference } from '@uri-lint/server/service/internal';
import { resolveSettings } from '@uri-lint/server/contract';
import type { Settings } from '@uri-lint/server/contract';
import { baseIsh, fuzzDocument, rawSettings, uriIsh } from './arbitraries';
import type { FuzzDocument } from './arbitraries';
import { knownFinderBug, knownRereadBug } from './known';
import { note } from './notes';
import { protocolTarget } from './protocol';
import { watchSwallowed } from './swallowed';
import type { SwallowWatch } from './swallowed';

/** One fuzz target: inputs, the property they must satisfy, and its share of a run. */
export interface FuzzTarget<T = unknown> {
  name: string;
  /** Share of the inputs of a run (the shares of all targets add up to 1). */
  share: number;
  arbitrary: fc.Arbitrary<T>;
  /** Throws, or rejects, when the property fails for `input`. */
  check(input: T): void | Promise<void>;
  /** True when `check` returns a promise. */
  async?: boolean;
  /** Set-up and tear-down around a batch of inputs (a server to talk to). */
  open?(): Promise<void>;
  close?(): Promise<void>;
}

const target = <T>(t: FuzzTarget<T>): FuzzTarget<T> => t;

// ---------------------------------------------------------------------------
// parse

const CODES = new Set(Object.keys(ERROR_CODES));
const COMPONENTS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

/** What must hold of any parse: ranges cut their components out of the text; errors are known, in order, in bounds. */
function checkParse(text: string, result: ParseResult): void {
  assert.equal(result.valid, result.errors.length === 0, 'valid exactly when there is no error');
  for (const name of COMPONENTS) {
    const value = result.components[name];
    const range = result.ranges[name];
    if (value === undefined) continue;
    assert.ok(range, `a range for ${name}`);
    assert.ok(range.start >= 0 && range.start <= range.end && range.end <= text.length, `${name} range in bounds`);
    assert.equal(text.slice(range.start, range.end), value, `the ${name} range cuts ${name} out of the text`);
  }
  let last = 0;
  for (const error of result.errors) {
    assert.ok(CODES.has(error.code), `known code ${error.code}`);
    assert.ok(error.start >= last && error.start < error.end && error.end <= text.length, `error in bounds and in order: ${JSON.stringify(error)}`);
    assert.ok(error.message && error.rule && error.section, 'error has a message, a rule and a section');
    last = error.start;
  }
  if (result.valid) {
    // §5.3: a valid reference is recomposed from its components exactly.
    assert.equal(recompose(result.components), text, '§5.3 recomposition');
    assert.equal(result.kind, result.components.scheme === undefined ? 'relative-ref' : 'uri');
  }
}

const parseTarget = target<string>({
  name: 'parse',
  share: 0.28,
  arbitrary: uriIsh,
  check: (text) => checkParse(text, parse(text)),
});

// ---------------------------------------------------------------------------
// normalize

const normalizeTarget = target<string>({
  name: 'normalize',
  share: 0.18,
  arbitrary: uriIsh,
  check: (text) => {
    const once = normalize(text);
    assert.equal(normalize(once), once, `normalize is idempotent: ${JSON.stringify(text)} → ${JSON.stringify(once)}`);
    const before = parse(text);
    if (!before.valid) return;
    const after = parse(once);
    assert.ok(after.valid, `the normal form of a valid reference is valid: ${JSON.stringify(once)}`);
    assert.equal(after.kind, before.kind, 'normalizing keeps the kind of reference');
    assert.ok(equivalent(text, once), 'a reference is equivalent to its normal form');
  },
});

// ---------------------------------------------------------------------------
// resolve

const resolveTarget = target<[string, string, boolean]>({
  name: 'resolve',
  share: 0.12,
  arbitrary: fc.tuple(baseIsh, uriIsh, fc.boolean()),
  check: ([base, reference, strict]) => {
    const b = parse(base);
    const options = { strict };
    if (!b.valid || b.kind !== 'uri') {
      // §5.2.1: the base must be an absolute URI; anything else is refused with an Error.
      assert.throws(() => resolve(base, reference, options), Error);
      return;
    }
    const target = resolve(base, reference, options);
    assert.equal(typeof target, 'string');
    if (!parse(reference).valid) return;
    const t = parse(target);
    assert.ok(t.valid && t.kind === 'uri', `the target of a valid reference is a valid URI: ${JSON.stringify(target)}`);
    // §5.2.2: a target is absolute, so resolving it again only removes its dot-segments (an empty
    // reference keeps the base's path as written): it is then a fixed point.
    // (Not so for a non-strict parser, which reads a target with the base's scheme as a relative reference.)
    if (!strict) return;
    const again = resolve(base, target);
    assert.equal(resolve(base, again), again, `resolving ${JSON.stringify(again)} again changes it`);
    if (removeDotSegments(t.components.path) === t.components.path) assert.equal(again, target, 'a target without dot-segments resolves to itself');
  },
});

// ---------------------------------------------------------------------------
// findUris

const CONTEXTS: ReadonlySet<FindContext> = new Set<FindContext>([
  'plain', 'angle', 'quoted', 'markdown-link', 'markdown-autolink', 'markdown-definition', 'html-attribute', 'json-string', 'yaml-value', 'code',
]);

/** What must hold of any answer of the finder: in order, disjoint, in bounds, each text where it says it is. */
export function checkFound(text: string, found: readonly FoundUri[], from = 0, to = text.length): void {
  let last = 0;
  for (const f of found) {
    assert.ok(f.start >= last && f.start < f.end && f.end <= text.length, `in order, disjoint, in bounds: ${JSON.stringify(f)}`);
    assert.ok(f.start >= from && f.start < Math.max(to, from + 1), `starts in the region [${from},${to}): ${JSON.stringify(f)}`);
    assert.ok(CONTEXTS.has(f.context), `known context ${f.context}`);
    assert.ok(f.text.length > 0, 'not empty');
    last = f.end;
    if (f.offsets === undefined) {
      assert.equal(f.text, text.slice(f.start, f.end), 'the text is the slice');
    } else {
      assert.equal(f.offsets.length, f.text.length, 'one offset per code unit');
      assert.equal(f.offsets[0], f.start, 'the first offset is the start');
      assert.ok(f.offsets.every((o, i) => o >= f.start && o < f.end && (i === 0 || o >= f.offsets![i - 1]!)), 'offsets inside, in order');
    }
  }
}

let swallow: SwallowWatch | undefined;

/** Fails when `findUris` swallowed an exception since the last call. */
function noneSwallowed(what: string): void {
  const errors = swallow?.take() ?? [];
  if (errors.length > 0) {
    const error = errors[0];
    assert.fail(`findUris swallowed an exception ${what}: ${error instanceof Error ? error.stack : String(error)}`);
  }
}

const findTarget = target<[FuzzDocument, number, number, boolean]>({
  name: 'findUris',
  share: 0.19,
  arbitrary: fc.tuple(fuzzDocument(), fc.nat(), fc.nat(), fc.boolean()),
  open: async () => { swallow ??= watchSwallowed(); },
  close: async () => { swallow?.restore(); swallow = undefined; },
  check: ([{ languageId, text }, a, b, region]) => {
    swallow?.take();
    checkFound(text, findUris(text, { languageId }));
    noneSwallowed(`in ${languageId}`);
    if (!region) return;
    const from = a % (text.length + 1);
    const to = from + (b % (text.length - from + 1));
    const found = findUris(text, { languageId, start: from, end: to }).filter((f) => {
      const known = knownFinderBug(f, from, to);
      if (known) note(`skipped: known bug ${known.id}`, () => JSON.stringify({ languageId, text, from, to, found: f }));
      return !known;
    });
    checkFound(text, found, from, to);
    noneSwallowed(`in ${languageId} [${from},${to})`);
  },
});

// ---------------------------------------------------------------------------
// Fixes: every quick fix, fix-all and normalize-all

const service = createLanguageService();

/** Settings the fixes run under: the defaults, normal form reported, IRIs as errors, some codes off. */
const FIX_SETTINGS: readonly Settings[] = [
  resolveSettings({}),
  resolveSettings({ normalForm: { enable: true } }),
  resolveSettings({ iri: { strict: true }, normalForm: { enable: true } }),
  resolveSettings({ severity: { 'invalid-character': 'off', iri: 'warning', 'not-normalized': 'hint' }, normalForm: { enable: true } }),
];

/** The settings a fixed reference is judged under (normal form off: a partial fix may leave it). */
const DEFAULT_RULE_SETTINGS = resolveSettings({});

/** Fixes whose result must be a valid URI (fixes/: `complete`). */
const COMPLETE_TITLE = /^(?:Convert IRI to URI|Normalize URI to )/;

function countCodes(parsed: ParseResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of parsed.errors) counts.set(e.code, (counts.get(e.code) ?? 0) + 1);
  return counts;
}

function offsetsOf(doc: TextDocument, range: Range): [number, number] {
  return [doc.offsetAt(range.start), doc.offsetAt(range.end)];
}

/** The reference whose range holds every edit, if one does. */
function ownerOf(doc: TextDocument, analysis: Analysis, edits: readonly TextEdit[]): AnalyzedReference | undefined {
  return analysis.references.find((r) => edits.every((e) => {
    const [s, t] = offsetsOf(doc, e.range);
    return s >= r.found.start && t <= r.found.end;
  }));
}

interface FixExpectation {
  /** The result must be a valid URI. */
  complete: boolean;
  /** Parse error codes the fix answers: none may be left. */
  answered: ReadonlySet<string>;
  /** The result must be in normal form. */
  normal?: boolean;
  what: string;
}

/**
 * Applies `edits` (all inside `ref`) to the document and checks the fixed
 * reference: the text around it unchanged, and parsed with no error code
 * more often than before, none the fix answers (valid for a complete fix,
 * normal for normalize-all); and a fresh scan of the fixed document reads
 * exactly the fixed reference where the old one started, save where prose
 * delimiting reads that URI shorter anywhere (`inherentlyShorter`, noted) or
 * a known bug (known.ts, skipped and counted).
 */
function checkFix(doc: TextDocument, ref: AnalyzedReference, edits: readonly TextEdit[], expect: FixExpectation): void {
  const what = `${expect.what} on ${JSON.stringify(ref.found.text)}`;
  const spans = edits.map((e) => offsetsOf(doc, e.range)).sort((x, y) => x[0] - y[0]);
  assert.ok(spans.every((s, i) => i === 0 || s[0] >= spans[i - 1]![1]), `${what}: edits overlap`);
  assert.ok(spans.every(([s, t]) => s >= ref.found.start && t <= ref.found.end), `${what}: an edit outside the reference`);
  const before = doc.getText();
  const after = TextDocument.applyEdits(doc, [...edits]);
  const delta = after.length - before.length;
  assert.equal(after.slice(0, ref.found.start), before.slice(0, ref.found.start), `${what}: text before the reference changed`);
  assert.equal(after.slice(ref.found.end + delta), before.slice(ref.found.end), `${what}: text after the reference changed`);
  const fixedText = fixedReferenceText(doc, ref.found, edits);
  if (!ref.found.offsets) assert.equal(fixedText, after.slice(ref.found.start, ref.found.end + delta), `${what}: (the fuzzer's own mapping)`);
  // Read as the finder's reference would be: a template's expressions stand for values.
  const checked = checkAsFound({ ...ref.found, text: fixedText });
  const fixed = checked.parsed;
  if (expect.complete) assert.ok(fixed.valid, `${what}: gives ${JSON.stringify(fixedText)}, invalid: ${fixed.errors.map((e) => e.code)}`);
  if (expect.normal) assert.equal(normalize(fixedText), fixedText, `${what}: ${JSON.stringify(fixedText)} is not in normal form`);
  const old = countCodes(ref.parsed);
  for (const [code, count] of countCodes(fixed)) {
    assert.ok(!expect.answered.has(code), `${what}: ${code} left in ${JSON.stringify(fixedText)}`);
    assert.ok(count <= (old.get(code) ?? 0), `${what}: ${code} ${old.get(code) ?? 0} → ${count} times in ${JSON.stringify(fixedText)}`);
  }
  // Codes beyond the parser's (the scheme rules'): none the fix answers is still reported on the fixed reference.
  const left = findingsOf({ found: { ...ref.found, text: fixedText }, ...checked }, DEFAULT_RULE_SETTINGS).map((f) => f.code);
  assert.ok(!left.some((code) => expect.answered.has(code)), `${what}: ${left.join(', ')} still reported on ${JSON.stringify(fixedText)}`);
  // The finder must read the fixed document (all of it, as a fresh scan does) with exactly the fixed reference
  // where the old one was, or a fix would leave a URI other than the one it meant, or hand part of it to the
  // text around it.
  const again = findUris(after, { languageId: doc.languageId }).find((f) => f.start === ref.found.start);
  if (again && again.end === ref.found.end + delta && again.text === fixedText) return;
  // troff: the same URI, with or without a markup escape that stands for nothing (`\,` `\&`) after it, which
  // goes with the sentence when nothing follows it in the URI (`…/p\,` then text, once an invisible `…/p\,⁦` is gone).
  const [lo, hi] = again ? [Math.min(again.end, ref.found.end + delta), Math.max(again.end, ref.found.end + delta)] : [0, 0];
  if (again && again.text === fixedText && /^(?:\\[,&%:/])+$/.test(after.slice(lo, hi))) return;
  const why = inherentlyShorter(after, doc.languageId, ref.found, fixedText, again);
  const known = why ? undefined : knownRereadBug({ languageId: doc.languageId, after, old: ref.found, fixedText, again, delta });
  if (known) {
    note(`skipped: known bug ${known.id}`, () => `${doc.languageId} ${JSON.stringify(after)}: expected ${JSON.stringify(fixedText)}, found ${JSON.stringify(again?.text)}`);
    return;
  }
  assert.ok(why, `${what}: the finder reads ${JSON.stringify(again?.text)} where the fix meant ${JSON.stringify(fixedText)}, in ${doc.languageId} ${JSON.stringify(after)}`);
  note(`${expect.what.replace(/`.*`/, '`…`')}: the fixed reference is read shorter, as prose reads it anywhere (${why})`, () =>
    `${doc.languageId} ${JSON.stringify(before)} → ${JSON.stringify(after)}: expected ${JSON.stringify(fixedText)}, found ${JSON.stringify(again?.text)}`);
}

/** A run of CJK letters (`isCjk` in find/delimit.ts). */
const CJK_RUN = /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u1100-\u11ff\u3130-\u318f\uf900-\ufaff\uff66-\uff9f]+$/;

/** Whether `text` holds more of the opening bracket of `closer` than of `closer`. */
function leftOpen(text: string, closer: string): boolean {
  // A `'` closes one opened in the URI (`/blah_'quoted'`): an odd count leaves one open.
  if (closer === "'") return [...text].filter((ch) => ch === "'").length % 2 === 1;
  const opener = closer === ')' ? '(' : closer === ']' ? '[' : closer === '}' ? '{' : undefined;
  if (opener === undefined) return false;
  let depth = 0;
  for (const ch of text) depth += ch === opener ? 1 : ch === closer ? -1 : 0;
  return depth > 0;
}

/** Where the finder reads a URI as running text, delimited by what it holds and what follows it (`proseEnd`). */
const PROSE: ReadonlySet<FindContext> = new Set<FindContext>(['plain', 'code', 'yaml-value']);

/**
 * Why the finder may read a fixed reference shorter than the fix meant, or
 * not at all, with the fix still right; undefined when nothing explains it.
 * A URI in running text ends where the text's delimiting says, and a right
 * fix can leave a URI that prose cuts short wherever it stands, since the
 * text around it is not the fix's to change:
 * - a final `.` `,` `:` `?` `!` `'` is the sentence's: removing a fragment
 *   can leave `…/a?`, normalizing `…/a%2E` leaves `…/a.`, `file:///C|`
 *   becomes `file:///C:`;
 * - a `)` or `]` that closes nothing opened inside the URI is the
 *   sentence's (`(see http://x/a)`), unless `+ & = / %` follow it:
 *   normalizing `)%41` to `)A` ends the URI at the `)`, removing the
 *   password `:(p` of `http://u:(p@h/a)` leaves the `)` without its `(`;
 * - the other way, a `(` left without its `)` (removing a fragment `#a)b`
 *   from `wss://(@h#a)b`) takes the `)` after the URI, as in `wss://(@h)`:
 *   the one case read longer: by that `)`, and by what goes on after it
 *   (normalizing `aa:///(/)/%2E%2E/` leaves `aa:///(/`); a `'` left without
 *   its partner takes the `'` after the URI the same way;
 * - CJK letters written right after a URI that ends in `/ ? # = &` (no
 *   space between) are a segment of it (`…/日本語`): removing a fragment
 *   can leave `…?` before such letters;
 * - CJK letters right after the URI's ASCII are the sentence's: removing an
 *   invisible character between the two makes them so;
 * - `*` `_` `~` mirroring the character before the scheme are emphasis
 *   (`~ftp://x/a~`): normalizing a final `%7E` gives such a `~`;
 * - `scheme:` followed by nothing or by what cannot start a URI without
 *   `//` (`urn:.`, `http:/`) is no URI: normalizing `urn:%2E…`, removing the
 *   only character after the colon;
 * - a reference that starts with a template expression (`{a}`, `${a}`) is
 *   none: removing an invisible character can leave one; removing the only
 *   character of a reference (a lone invisible one) leaves nothing.
 * The test of all but the last two: read alone, as a line of plain text
 * after the character before it in the document, the fixed reference is
 * read exactly as in the document. Where no URI starts, in any context;
 * where one ends early, only in running text; never longer: a fix must not
 * make the finder read past it.
 */
function inherentlyShorter(after: string, languageId: string, old: FoundUri, fixedText: string, again: FoundUri | undefined): string | undefined {
  if (again === undefined && fixedText === '') return 'the fix removed all of it';
  // Source code, JSON and YAML hold format strings too (`%s`, `{name}`), as the finder reads them.
  const family = findFamily(languageId);
  const code = family === 'code' || family === 'json' || family === 'yaml';
  if (again === undefined && startsWithExpression(fixedText, { code })) return 'a template is no reference';
  // Whether a URI starts at all is decided before any delimiting: in any context. Where it ends, in prose only.
  if (again !== undefined && !PROSE.has(old.context)) return undefined;
  if (again !== undefined && again.text.length > fixedText.length && again.text.startsWith(fixedText)) {
    const more = again.text.slice(fixedText.length);
    const closer = /[)\]}']/.exec(more);
    if (closer && !/\s/.test(more.slice(0, closer.index)) && leftOpen(fixedText, closer[0])) return 'an opening bracket it left open takes the closing one after it';
  }
  if (again !== undefined && again.text.startsWith(fixedText) && /[/?#=&]$/.test(fixedText) && CJK_RUN.test(again.text.slice(fixedText.length))) {
    return 'CJK letters right after it, with no space, read as a segment of it';
  }
  if (again !== undefined && (again.text.length >= fixedText.length || !fixedText.startsWith(again.text))) return undefined;
  // The finder's rule, whatever follows the letters (the alone reading below sees none: at the end, they go on).
  const cjkAt = again === undefined ? -1 : fixedText.slice(again.text.length).search(/[^.,;:!?']/) + again.text.length;
  if (again !== undefined && cjkAt >= again.text.length && CJK_RUN.test(fixedText[cjkAt]!) && fixedText.charCodeAt(cjkAt - 1) < 0x80) {
    return 'CJK letters right after its ASCII are the sentence\'s';
  }
  const lead = old.start > 0 && /[*_~]/.test(after[old.start - 1]!) ? after[old.start - 1]! : '';
  const alone = findUris(lead + fixedText, { languageId: 'plaintext' }).find((f) => f.start === lead.length);
  if (alone?.text !== again?.text) return undefined;
  if (again === undefined) return 'no URI starts there';
  if (lead !== '' && fixedText.slice(again.text.length) === lead) return 'emphasis';
  const cut = fixedText.slice(again.text.length);
  if (/^[.,;:!?'\u2026]+$/.test(cut)) return 'trailing punctuation';
  if (cut[0] === ')' || cut[0] === ']' || cut[0] === '}') return 'a closing bracket that closes nothing in it';
  return 'what follows in it is the sentence\'s (CJK letters after ASCII)';
}

/**
 * The reference's text after `edits` (document edits inside it): each edit
 * replaces the code units whose document offsets it covers, an insertion
 * goes before the first unit at or after it. For a reference read as written
 * this is the new slice of the document; for one decoded (escapes, character
 * references, a `<…>` wrapped over lines) it is the text the fix meant.
 */
function fixedReferenceText(doc: TextDocument, found: FoundUri, edits: readonly TextEdit[]): string {
  const offsetOf = (i: number): number => (found.offsets ? found.offsets[i]! : found.start + i);
  const spans = edits.map((e) => ({ span: offsetsOf(doc, e.range), newText: e.newText })).sort((x, y) => x.span[0] - y.span[0]);
  let out = '';
  let k = 0;
  for (let i = 0; i <= found.text.length; i++) {
    const at = i < found.text.length ? offsetOf(i) : Infinity;
    while (k < spans.length && spans[k]!.span[0] <= at) {
      out += spans[k]!.newText;
      k++;
    }
    if (i === found.text.length) break;
    if (!spans.some(({ span: [s, e] }) => at >= s && at < e)) out += found.text[i];
  }
  return out;
}

/** The edits of `all` that fall inside each reference; fails on an edit inside none. */
function byReference(doc: TextDocument, analysis: Analysis, all: readonly TextEdit[], what: string): Map<AnalyzedReference, TextEdit[]> {
  const groups = new Map<AnalyzedReference, TextEdit[]>();
  for (const edit of all) {
    const ref = ownerOf(doc, analysis, [edit]);
    assert.ok(ref, `${what}: an edit outside every reference: ${JSON.stringify(edit)}`);
    groups.set(ref, [...(groups.get(ref) ?? []), edit]);
  }
  return groups;
}

/** How many references of a document have their quick fixes checked (fix-all and normalize-all cover them all). */
const MAX_REFERENCES = 12;

/** The title of Fix all as a quick fix (server/src/service/features/codeActions.ts). */
const FIX_ALL_IN_FILE = 'Fix all URI problems in file';

const fixTarget = target<[FuzzDocument, number]>({
  name: 'fixes',
  share: 0.12,
  arbitrary: fc.tuple(fuzzDocument(30), fc.nat(FIX_SETTINGS.length - 1)),
  check: ([{ languageId, text }, s]) => {
    const settings = FIX_SETTINGS[s]!;
    const doc = TextDocument.create('file:///fuzz/doc', languageId, 1, text);
    const analysis = analyzeDocument(doc);
    const ctx = { document: doc, analysis, settings };
    const diagnostics = service.diagnostics(ctx);
    const fixAll = service.fixAll(ctx);
    for (const ref of analysis.references.slice(0, MAX_REFERENCES)) {
      const range = { start: doc.positionAt(ref.found.start), end: doc.positionAt(ref.found.end) };
      const mine = diagnostics.filter((d) => {
        const [a, b] = offsetsOf(doc, d.range);
        return a >= ref.found.start && b <= ref.found.end;
      });
      for (const action of service.codeActions(ctx, range, { diagnostics: mine })) {
        const edits = action.edit?.changes?.[doc.uri] ?? [];
        assert.ok(edits.length > 0, `${action.title}: no edits`);
        // Fix all in the Ctrl+. menu spans the file: it must be exactly Fix all, checked below per reference.
        if (action.title === FIX_ALL_IN_FILE) {
          assert.deepEqual(edits, fixAll, `${action.title}: not the edits of Fix all`);
          continue;
        }
        const owner = ownerOf(doc, analysis, edits);
        assert.ok(owner, `${action.title}: its edits are not inside one reference`);
        const answered = new Set((action.diagnostics ?? []).map((d) => String(d.code)).filter((c) => CODES.has(c)));
        checkFix(doc, owner, edits, { complete: COMPLETE_TITLE.test(action.title), answered, what: action.title });
      }
    }
    for (const [ref, edits] of byReference(doc, analysis, fixAll, 'fix-all')) {
      checkFix(doc, ref, edits, { complete: false, answered: new Set(), what: 'fix-all' });
    }
    for (const [ref, edits] of byReference(doc, analysis, service.normalizeAll(ctx), 'normalize-all')) {
      checkFix(doc, ref, edits, { complete: true, normal: true, answered: new Set(), what: 'normalize-all' });
    }
  },
});

// ---------------------------------------------------------------------------
// The other features of the service: diagnostics, hover, links

const KNOWN_CODES = new Set<string>(ALL_CODES);

function inDocument(doc: TextDocument, range: Range, what: string): [number, number] {
  const [s, e] = offsetsOf(doc, range);
  assert.ok(s <= e, `${what}: range reversed`);
  // offsetAt clamps; a range past the end would come back different.
  assert.deepEqual(doc.positionAt(s), range.start, `${what}: start outside the document`);
  assert.deepEqual(doc.positionAt(e), range.end, `${what}: end outside the document`);
  return [s, e];
}

const featuresTarget = target<[FuzzDocument, Record<string, unknown>, number[]]>({
  name: 'service',
  share: 0.08,
  arbitrary: fc.tuple(fuzzDocument(30), rawSettings, fc.array(fc.nat(), { maxLength: 4 })),
  check: ([{ languageId, text }, raw, positions]) => {
    const settings = resolveSettings(raw);
    const doc = TextDocument.create('file:///fuzz/dir/doc', languageId, 1, text);
    const analysis = analyzeDocument(doc);
    const ctx = { document: doc, analysis, settings };
    for (const d of service.diagnostics(ctx)) {
      inDocument(doc, d.range, `diagnostic ${d.code}`);
      assert.ok(KNOWN_CODES.has(String(d.code)), `known code ${d.code}`);
    }
    for (const link of service.links(ctx)) {
      inDocument(doc, link.range, 'link');
      const t = parse(link.target ?? '');
      assert.ok(t.valid && t.kind === 'uri', `a link target is a valid URI: ${JSON.stringify(link.target)}`);
      assert.ok(!CODE_SCHEMES.has(t.components.scheme!.toLowerCase()), `no link runs code: ${link.target}`);
    }
    const offsets = [...analysis.references.slice(0, 4).map((r) => r.found.start), ...positions.map((p) => p % (text.length + 1))];
    for (const offset of offsets) {
      const hover = service.hover(ctx, doc.positionAt(offset));
      if (hover === null) continue;
      const value = (hover.contents as { value?: unknown }).value;
      assert.ok(typeof value === 'string' && value.length > 0, 'a hover has Markdown contents');
      if (hover.range) {
        const [s, e] = inDocument(doc, hover.range, 'hover');
        assert.ok(s <= offset && offset <= e, 'a hover covers its position');
      }
    }
    service.codeActions(ctx, { start: doc.positionAt(0), end: doc.positionAt(text.length) }, { diagnostics: [], only: ['source.fixAll.uriLint'] });
  },
});

/** Every target, in the order a run reports them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- targets of different input types in one list (FuzzTarget is invariant in it)
export const TARGETS: readonly FuzzTarget<any>[] = [parseTarget, normalizeTarget, resolveTarget, findTarget, fixTarget, featuresTarget, protocolTarget];
