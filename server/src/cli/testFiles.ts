/**
 * The run's one line about its test files (the service's links/testData.ts): how many of their findings were kept
 * at information, in how many files, and how to judge them as any file.
 */
import { isTestFilesNotice, saidOfTestFile, testFilesNotice } from '../contract/testFiles';

/** What of a file's report the line is counted from (report.ts' `FileReport`, which imports this module). */
interface Reported {
  problems: readonly { severity: string; message: string }[];
}

/** The notice of `files`' findings kept at information because their file is a test file, if any were. */
export function testFilesNoticeOf(files: readonly Reported[]): string | undefined {
  let findings = 0;
  let inFiles = 0;
  for (const file of files) {
    const kept = file.problems.filter((p) => p.severity === 'information' && saidOfTestFile(p.message)).length;
    findings += kept;
    if (kept > 0) inFiles++;
  }
  return findings === 0 ? undefined : testFilesNotice(findings, inFiles, 'uriLint.testFiles "check" (or --check-test-files)');
}

/** `notices` with the test files' line worked out again over `files` (a report merged from shards). */
export function withTestFilesNotice(notices: readonly string[], files: readonly Reported[]): string[] {
  const line = testFilesNoticeOf(files);
  const others = notices.filter((notice) => !isTestFilesNotice(notice));
  return line === undefined ? others : [...others, line];
}
