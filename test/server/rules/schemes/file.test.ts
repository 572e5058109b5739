/** file (RFC 8089): the forms §2 allows, and the drive-letter and relative-path mistakes. */
import { table } from './helpers';

describe('scheme rules: file', () => {
  table('RFC 8089 §2 and Appendix B, E: valid file URIs get nothing', [
    ['file:///path/to/file', []],
    ['file:/path/to/file', []],
    ['file://host.example.com/path/to/file', []],
    ['file://localhost/etc/fstab', []],
    ['file:///etc/fstab', []],
    // Appendix E.2: DOS and Windows drive letters.
    ['file:///c:/path/to/file.txt', []],
    ['file:c:/path/to/file', []],
    ['file:/c:/path/to/file', []],
    // Appendix E.3.1: a UNC share as the host.
    ['file://host.example.com/Share/path/to/file.txt', []],
  ]);

  table('RFC 8089 Appendix E.2: a drive letter where the host goes', [
    ['file://C:/Users/me/a.txt', [['file-drive-letter-authority', 'file://⟦C:⟧/']]],
    ['file://d:/', [['file-drive-letter-authority', 'file://⟦d:⟧/']]],
  ]);

  table('RFC 8089 §2: a file URI has an absolute path', [
    ['file://./docs/a.md', [['file-relative-path', 'file://⟦.⟧/']]],
    ['file://../a.md', [['file-relative-path', 'file://⟦..⟧/']]],
    ['file://~/notes.txt', [['file-relative-path', 'file://⟦~⟧/']]],
  ]);

  table('without "//", a relative path is a package manager\'s (npm\'s "file:../lib"), left alone', [
    ['file:docs/a.md', []],
    ['file:packages/eslint-config', []],
  ]);

  table('a Windows path with "\\" is a syntax error (and gets the drive-letter fix), not a scheme error too', [
    ['file:C:\\dir\\a.txt', [['invalid-character', 'file:⟦C:\\dir\\a.txt⟧']]],
  ]);
});
