/**
 * `findUris` never throws because it catches everything and answers `[]`:
 * a bug in a reader would look like a document without URIs. To see such
 * bugs, the fuzzer wraps the readers `findUris` calls (through their
 * modules' exports, at call time) so that an exception is recorded before
 * it is swallowed. Nothing is changed in what they return.
 */
import path from 'node:path';

/** The readers `find/index.ts` calls, by module of the built core. */
const READERS: Readonly<Record<string, readonly string[]>> = {
  absolute: ['findAbsolute'],
  markdown: ['findMarkdownLinks', 'merge'],
  html: ['findAttributeUris'],
  entities: ['decodeEntities'],
  troff: ['decodeTroff', 'isTroff'],
  interpolation: ['markStrings'],
  patterns: ['isPatternValue', 'isAnchored'],
  traits: ['familyOf'],
};

/** Exceptions thrown inside `findUris` since the last `take()`. */
export interface SwallowWatch {
  /** How many readers are watched (0 when the built core is not laid out as expected). */
  readonly watched: number;
  /** The exceptions recorded since the last call, and forgets them. */
  take(): unknown[];
  /** Puts the readers back. */
  restore(): void;
}

type Exports = Record<string, unknown>;

/** Starts recording the exceptions `findUris` swallows. */
export function watchSwallowed(): SwallowWatch {
  const recorded: unknown[] = [];
  const undo: (() => void)[] = [];
  const findDir = path.join(path.dirname(require.resolve('@uri-lint/shared')), 'find');
  for (const [file, names] of Object.entries(READERS)) {
    let exports: Exports;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- each compiled module of the finder, by name at run time
      exports = require(path.join(findDir, `${file}.js`)) as Exports;
    } catch {
      continue;
    }
    for (const name of names) {
      const original = exports[name];
      if (typeof original !== 'function' || !Object.getOwnPropertyDescriptor(exports, name)?.writable) continue;
      exports[name] = function watched(this: unknown, ...args: unknown[]): unknown {
        try {
          return (original as (...a: unknown[]) => unknown).apply(this, args);
        } catch (error) {
          recorded.push(error);
          throw error;
        }
      };
      undo.push(() => { exports[name] = original; });
    }
  }
  return {
    watched: undo.length,
    take: () => recorded.splice(0, recorded.length),
    restore: () => { for (const u of undo.splice(0)) u(); },
  };
}
