/**
 * The UTF-16 code units the finder compares with, named once (`text.charCodeAt(i) === LT`).
 * The character classes of the finder's table are classes.ts.
 */
export const SPACE = 0x20;
export const DQ = 0x22;
export const SQ = 0x27;
export const OPEN_PAREN = 0x28;
export const CLOSE_PAREN = 0x29;
export const SLASH = 0x2f;
export const COLON = 0x3a;
export const LT = 0x3c;
export const GT = 0x3e;
export const BACKSLASH = 0x5c;
export const CARET = 0x5e;
export const BACKTICK = 0x60;
export const TILDE = 0x7e;
