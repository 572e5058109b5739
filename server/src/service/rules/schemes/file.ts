/**
 * file (RFC 8089 §2): `file:///path`, `file://host/path` and `file:/path`,
 * always an absolute path. Two mistakes are common: a Windows drive letter
 * read as a host (`file://C:/x`, Appendix E.2 writes `file:///C:/x`), and a
 * relative path after "//" (`file://./x`, `file://~/x`). `file:C:/x` is the
 * drive-letter form Appendix E.2 describes, and `file:../x` the relative
 * form package managers use (npm's `"file:../lib"`): both are left alone.
 */
import type { AnalyzedReference } from '../../analysis';
import type { Finding } from '../types';
import { defineScheme, finding, rfcHref } from './common';

/** The codes of the file module. */
export type FileCode = 'file-drive-letter-authority' | 'file-relative-path';

const DRIVE_HREF = rfcHref(8089, 'E.2');
const PATH_HREF = rfcHref(8089, '2');

/** A host that names a directory relative to where the reader is, not a machine. */
const RELATIVE_HOSTS = new Set(['.', '..', '~']);

/** The file module. */
export const fileScheme = defineScheme<FileCode>({
  schemes: ['file'],
  codes: {
    'file-drive-letter-authority': {
      level: 'error', href: DRIVE_HREF,
      summary: 'A Windows drive letter where the host goes (file://C:/x), so "C" is read as a host; write file:///C:/x (RFC 8089 Appendix E.2).',
    },
    'file-relative-path': {
      level: 'error', href: PATH_HREF,
      summary: 'A relative path after "file://" (file://./x, file://~/x), read as a host; RFC 8089 §2 allows only absolute paths.',
    },
  },
  fixes: {
    // RFC 8089 Appendix E.2: WHATWG URL parsers already read `file://C:/x` and `file:C:\x` as `file:///C:/x`.
    'file-drive-letter': {
      title: 'Write a drive letter as file:///C:/…', identity: 'keeps', codes: ['file-drive-letter-authority', 'invalid-character'],
    },
  },
  check: fileFindings,
});

function fileFindings(ref: AnalyzedReference): Finding<FileCode>[] {
  const { components, ranges } = ref.parsed;
  if (ranges.authority !== undefined) {
    const host = components.host!;
    if (/^[A-Za-z]$/.test(host) && components.port === '' && components.userinfo === undefined) {
      return [finding('file-drive-letter-authority', ranges.host!.start, ranges.port!.end,
        `Drive letter "${host}:" is read as a host after "file://": write "file:///${host}:…"`, DRIVE_HREF)];
    }
    if (RELATIVE_HOSTS.has(host)) {
      return [finding('file-relative-path', ranges.host!.start, ranges.host!.end,
        `"${host}" is read as a host after "file://", not a folder: write "file:///${host}/…" for a local path`, PATH_HREF)];
    }
    return [];
  }
  // "file:docs/x" without "//" is left alone: npm, pip and others write relative paths so ("file:../lib").
  return [];
}
