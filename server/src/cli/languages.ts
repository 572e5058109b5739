/**
 * The VS Code language id of a file on disk, from the table of languages
 * (`languageOfFile` in the core): VS Code's associations first, so that the
 * finder reads a file as the editor reads it when it is open, then GitHub
 * Linguist's file names, extensions and interpreters, then the first line.
 * A file nothing names is `plaintext`.
 */
import path from 'node:path';
import { languageOfFile } from '@uri-lint/shared';

/** The language id of the file `filePath` whose text is `text` (only its first line is read, and only when the name says nothing). */
export function languageOf(filePath: string, text = ''): string {
  return languageOfFile(path.basename(filePath), text.slice(0, 256).split('\n', 1)[0]!);
}
