/**
 * Files kept as test data: the inputs and expected outputs of a project's tests (a formatter's sample pages, a
 * parser's fixtures, snapshots). Their links are data a test reads, not pages someone follows: a target they name
 * need not exist (prettier's `tests/format/html/…` names `./1.jpg` to see how an `<img>` is printed). What the
 * folder's README says is documentation, and stays judged.
 */
import type { TargetScope } from './target';
import { documentPlace } from './site';

/** The folders of test data, fixtures and snapshots (`tests/sample_data/`, `docs/_tests/`, `__snapshots__/`). */
const TEST_DATA_FOLDER = /^(?:_*tests?_*|spec|specs|_*fixtures?_*|test[-_]?data|sample[-_]?data|_*snapshots?_*)$/i;

/** A document that explains a folder rather than being an input in it. */
const EXPLAINS = /^(?:readme|contributing|index\.rst$)/i;

/** Said of a link of a file kept as test data whose target is missing. */
export const TEST_INPUT_NOTE = ' (A file kept as test data: its links are what a test reads, not pages someone follows.)';

/** Whether the scope's document lies in a folder of test data, and is not a folder's README. */
export function keptAsTestData(scope: TargetScope): boolean {
  const path = scope.document.replace(/[?#].*$/, '');
  return !EXPLAINS.test(path.slice(path.lastIndexOf('/') + 1)) && inTestDataFolder(scope);
}

/** Whether the scope's document lies below a folder of test data. */
export function inTestDataFolder(scope: TargetScope): boolean {
  const place = documentPlace(scope);
  return place !== undefined && place.dirs.some((dir) => TEST_DATA_FOLDER.test(dir));
}
